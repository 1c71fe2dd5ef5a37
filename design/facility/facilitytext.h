#pragma once

#include <QCoreApplication>

// Translation context of the hall's findings and labels ("Facility" in the .ts files).
class Facility {
    Q_DECLARE_TR_FUNCTIONS(Facility)
};
