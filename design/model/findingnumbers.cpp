#include "model/findingnumbers.h"

#include <QLocale>

namespace FindingNumbers {

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString watts(double w) {
    return QStringLiteral("%1 W").arg(number(w, 0));
}

QString kilowatts(double w, int decimals) {
    return QStringLiteral("%1 kW").arg(number(w / 1000, decimals));
}

std::pair<QString, QString> compared(double a, double b, int decimals) {
    int shown = decimals;
    while (shown < 3 && a != b && number(a, shown) == number(b, shown))
        ++shown;
    return {number(a, shown), number(b, shown)};
}

std::pair<QString, QString> comparedKilowatts(double aW, double bW, int decimals) {
    const auto [a, b] = compared(aW / 1000, bW / 1000, decimals);
    return {QStringLiteral("%1 kW").arg(a), QStringLiteral("%1 kW").arg(b)};
}

} // namespace FindingNumbers
