#pragma once

#include "charts/bandwidthhierarchy.h"
#include "charts/rackstackseries.h"

#include <QColor>

class QCustomPlot;
class QCPAxis;

// The look shared by every chart: palette, fonts, axes, and locale-aware number text.
namespace ChartStyle {

QColor categoryColor(PowerCategory category);
QColor levelColor(BandwidthLevel level);
QColor seriesColor(int index); // for line series
QColor budgetColor();
QColor textColor();
QColor gridColor();

// White background, antialiasing, the default locale for tick labels, legend and axis styling.
void setupPlot(QCustomPlot* plot);
void styleAxis(QCPAxis* axis);

// Text in the default locale (QLocale()).
QString number(double value, int decimals = 0);
QString trimmedNumber(double value, int decimals); // without trailing zero decimals
QString bandwidth(double gbs);                     // "31.5 GB/s"
QString bytes(double bytes);                       // "1 KiB", "16 GiB"
QString duration(double seconds);                  // "18.8 ms", "5 µs"

} // namespace ChartStyle
