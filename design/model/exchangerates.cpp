#include "model/exchangerates.h"

double cnyPerUsdOf(const DesignSettings& settings) {
    if (settings.currency == QLatin1String("CNY"))
        return settings.exchangeRates.value(QStringLiteral("USD"), 0.0);
    if (settings.currency == QLatin1String("USD")) {
        const double usdPerCny = settings.exchangeRates.value(QStringLiteral("CNY"), 0.0);
        return usdPerCny > 0 ? 1 / usdPerCny : 0;
    }
    return 0;
}

DesignSettings withCnyUsdRate(DesignSettings settings, double cnyPerUsd, bool overriding) {
    const double rate = cnyPerUsd > 0 ? cnyPerUsd : kDefaultCnyPerUsd;
    if (!overriding && cnyPerUsdOf(settings) > 0)
        return settings;
    if (settings.currency == QLatin1String("CNY"))
        settings.exchangeRates.insert(QStringLiteral("USD"), rate);
    else if (settings.currency == QLatin1String("USD"))
        settings.exchangeRates.insert(QStringLiteral("CNY"), 1 / rate);
    return settings;
}
