#pragma once

class JsonWriter;
struct GoodputPlan;

// `plan --json`'s "goodput" object (docs/reliability.md, "Command line"): figures that need a storage
// are null when it is missing, with the reasons in "missing".
void writeGoodputJson(JsonWriter& w, const GoodputPlan& plan);
