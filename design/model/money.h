#pragma once

#include <QLocale>
#include <QString>

// Money as the user reads it: the amount in the locale's digits with two decimals, then the ISO code
// ("61,500.00 USD", "61,500.00 CNY"). ISO codes, not symbols: "$" and "¥" are ambiguous in a
// procurement document.
inline QString formatMoney(double amount, const QString& currency, const QLocale& locale = QLocale()) {
    return locale.toString(amount, 'f', 2) + QLatin1Char(' ') + currency;
}
