#pragma once

#include <QLocale>
#include <QString>
#include <cmath>
#include <optional>

// A number the user typed: in their locale ("25,000.50", "25 000,50"), or with a '.' as pasted from
// elsewhere; '%' and spaces ignored. Nullopt when it is not a number.
inline std::optional<double> parseTypedNumber(QString text) {
    text.remove(QLatin1Char('%')).remove(QChar(0x00A0)).remove(QLatin1Char(' '));
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}
