#pragma once

#include "fabric/fabricanalysis.h"

class JsonWriter;

// The `fabrics` array of `fabric --json` and `check --json` (docs/fabric.md).
void writeFabricsJson(JsonWriter& w, const QList<FabricReport>& fabrics);
