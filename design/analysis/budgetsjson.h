#pragma once

#include "analysis/budgets.h"
#include "jsonwriter.h"

#include <functional>
#include <string_view>

// The analysis as JSON, the format of `cluster-workbench check --json` (docs/analysis.md), handed to
// `write` one rack at a time: a 20,000-device design never holds its whole text (~60 MB) in memory.
// `more` writes further members after "fabrics" (check: the cost of ownership, asked for after the racks
// are written, so that it can be worked out meanwhile on another thread).
void writeBudgetsJson(const Budgets& budgets, const std::function<void(std::string_view)>& write,
                      const std::function<void(JsonWriter&)>& more = {},
                      JsonWriter::Layout layout = JsonWriter::Layout::Indented);

// The `findings` array of that format (also in `fabric --json`).
void writeFindingsJson(JsonWriter& w, const QList<Finding>& findings);
