#pragma once

#include <QCoreApplication>

// Translation context of the chart series' names (lupdate needs a class to name the context).
class ChartSeries {
    Q_DECLARE_TR_FUNCTIONS(ChartSeries)
};
