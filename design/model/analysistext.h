#pragma once

#include <QCoreApplication>

// Translation context of the analysis' findings and labels ("Analysis" in the .ts files).
class Analysis {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};
