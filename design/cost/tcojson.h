#pragma once

// The cost of ownership as JSON: the "tco" object of `check --json` and of `compare --json`
// (docs/analysis.md).
class JsonWriter;
struct Tco;
void writeTcoJson(JsonWriter& w, const Tco& tco);
