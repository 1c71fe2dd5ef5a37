#pragma once

#include "facility/facilityreport.h"

class JsonWriter;

// The hall's budgets as the `facility` object of `check --json` (docs/facility.md, "check --json").
void writeFacilityJson(JsonWriter& w, const FacilityReport& report);
