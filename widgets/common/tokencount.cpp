#include "common/tokencount.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>
#include <span>

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
    struct Scale {
        double value;
        const char* text;
    };
    // English counts by the short scale; Chinese groups large numbers by 万 and 亿 (1 万亿 = 10^12).
    static constexpr Scale kEnglish[] = {{1e12, QT_TRANSLATE_NOOP("TokenCount", "%1 trillion tokens")},
                                         {1e9, QT_TRANSLATE_NOOP("TokenCount", "%1 billion tokens")},
                                         {1e6, QT_TRANSLATE_NOOP("TokenCount", "%1 million tokens")}};
    static constexpr Scale kChinese[] = {{1e12, QT_TRANSLATE_NOOP("TokenCount", "%1 trillion tokens")},
                                         {1e8, QT_TRANSLATE_NOOP("TokenCount", "%1 hundred million tokens")}};
    const QLocale locale;
    const bool chinese = locale.language() == QLocale::Chinese;
    for (const Scale& scale : chinese ? std::span<const Scale>(kChinese) : std::span<const Scale>(kEnglish))
        if (tokens >= scale.value)
            return QCoreApplication::translate("TokenCount", scale.text)
                .arg(shown(locale, tokens / scale.value));
    return QCoreApplication::translate("TokenCount", "%1 tokens").arg(locale.toString(tokens, 'f', 0));
}
