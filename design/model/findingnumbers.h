#pragma once

#include <QString>
#include <utility>

// Figures in a finding's words: in the current locale ("3,709 W"), and two figures it compares with the
// digits that differ ("draws 30.04 kW, over its 30.00 kW budget", never "30.0 kW, over its 30.0 kW").
namespace FindingNumbers {

QString number(double value, int decimals = 0);
QString watts(double w);
QString kilowatts(double w, int decimals = 1); // from watts
// `a` and `b` with `decimals` decimals, or more (up to 3) where they would read the same.
std::pair<QString, QString> compared(double a, double b, int decimals);
// The same for two powers in kW (from watts): "30.04 kW" and "30.00 kW".
std::pair<QString, QString> comparedKilowatts(double aW, double bW, int decimals = 1);

} // namespace FindingNumbers
