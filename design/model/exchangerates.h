#pragma once

#include "model/design.h"

// The default exchange rate between the two currencies the catalog prices in (docs/bom.md, "Exchange
// rates"): China-market parts are priced in CNY, the rest in USD, so a design in either currency is only
// priced whole with a rate between them. A design's own rate wins; this one is used where it has none
// (the explorer; the inspector offers it with its Default button).

// CNY per USD: the People's Bank of China's USD/CNY central parity rate of 15 January 2025, 7.1883 (China
// Foreign Exchange Trade System fixing, as reported by MNI Market News that day).
inline constexpr double kDefaultCnyPerUsd = 7.1883;
inline constexpr const char* kDefaultCnyPerUsdDate = "2025-01-15";

// The design's CNY per USD: its own rate between the two (either way round), else 0.
double cnyPerUsdOf(const DesignSettings& settings);

// `settings` with a rate between CNY and USD where it had none, at `cnyPerUsd` (the default when 0); a
// design in another currency is left as it is. `overriding` replaces a rate the settings already have.
DesignSettings withCnyUsdRate(DesignSettings settings, double cnyPerUsd = 0, bool overriding = false);
