#include "cost/tcojson.h"

#include "cost/tco.h"
#include "jsonwriter.h"

#include <cmath>

namespace {

double r2(double value) {
    return std::round(value * 100.0) / 100.0;
}

} // namespace

void writeTcoJson(JsonWriter& w, const Tco& t) {
    w.beginObject();
    w.field("currency", t.inputs.currency);
    w.field("years", t.inputs.years);
    w.field("pue", t.inputs.pue);
    w.field("capex", r2(t.inputs.capex));
    w.field("energy_per_year", r2(t.energyPerYear));
    w.field("facility_per_year", r2(t.facilityPerYear));
    w.field("support_per_year", r2(t.supportPerYear));
    w.field("total", r2(t.total));
    w.field("gpus", t.inputs.gpus);
    w.field("gpu_utilisation", t.inputs.gpuUtilisation);
    w.field("gpu_hours", r2(t.gpuHours));
    w.field("cost_per_gpu_hour", std::round(t.costPerGpuHour * 10000) / 10000);
    w.key("sensitivity");
    w.beginArray();
    for (const TcoSensitivity& s : t.sensitivity) {
        w.beginObject();
        w.field("input", s.input);
        w.field("low", std::round(s.low * 10000) / 10000);
        w.field("high", std::round(s.high * 10000) / 10000);
        w.endObject();
    }
    w.endArray();
    w.endObject();
}
