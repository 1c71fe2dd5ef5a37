#pragma once

#include "budgets.h"

#include <nlohmann/json.hpp>

// The analysis as JSON, the format of `cluster-workbench check --json` (docs/check-json.md).
nlohmann::ordered_json budgetsToJson(const Budgets& budgets);
