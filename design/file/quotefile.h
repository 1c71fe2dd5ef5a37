#pragma once

// The `quotes` of a design file (version 7; docs/design-format.md). Internal to designfile.cpp.
#include "file/designreader.h"

namespace DesignFileDetail {

QList<PriceQuote> readQuotes(const ObjectReader& root, const PartIndex& parts);
ordered_json writeQuotes(const QList<PriceQuote>& quotes);

} // namespace DesignFileDetail
