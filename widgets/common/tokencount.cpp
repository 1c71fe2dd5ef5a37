#include "common/tokencount.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace {

// Up to three significant digits, whole numbers without decimals: 15, 1.5, 0.75, 300.
QString shown(const QLocale& locale, double value) {
    const int decimals = value >= 100 || value == std::floor(value) ? 0 : value >= 10 ? 1 : 2;
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0) { // 1.50 -> 1.5
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

} // namespace

QString tokenCountText(double tokens) {
    const QLocale locale;
    if (locale.language() == QLocale::Chinese) {
        if (tokens >= 1e12)
            return QCoreApplication::translate("TokenCount", "%1 trillion tokens")
                .arg(shown(locale, tokens / 1e12));
        if (tokens >= 1e8)
            return QCoreApplication::translate("TokenCount", "%1 hundred million tokens")
                .arg(shown(locale, tokens / 1e8));
        return QCoreApplication::translate("TokenCount", "%1 tokens").arg(locale.toString(tokens, 'f', 0));
    }
    if (tokens >= 1e12)
        return QCoreApplication::translate("TokenCount", "%1 trillion tokens")
            .arg(shown(locale, tokens / 1e12));
    if (tokens >= 1e9)
        return QCoreApplication::translate("TokenCount", "%1 billion tokens")
            .arg(shown(locale, tokens / 1e9));
    if (tokens >= 1e6)
        return QCoreApplication::translate("TokenCount", "%1 million tokens")
            .arg(shown(locale, tokens / 1e6));
    return QCoreApplication::translate("TokenCount", "%1 tokens").arg(locale.toString(tokens, 'f', 0));
}
