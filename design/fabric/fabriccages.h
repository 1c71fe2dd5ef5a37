#pragma once

// Cables, fibres and modules chosen and counted cage by cage (docs/fabric.md, "Cages").
#include "fabric/fabricanalysis.h"

class PartIndex;

// Gives every cable of `report` its part so that each cage holds one kind of plug. Links whose cages
// connect only among themselves share one copper cable when one reaches their longest run: two cages of
// the same size (a straight cable, twin-port for two links) or one multi-link cage with single-port cages
// at the other ends (a splitter). Every other link is optical: a module in each cage at its ends (the one
// the cage names) and a fibre of its own run.
void chooseCablesByCage(FabricReport& report, const PartIndex& parts);

// The parts to buy for `report`'s cables: one cable per plug (a twin-port or splitter cable once for the
// legs it carries in its cage: legs / 2, rounded up), a fibre per optical link, a module per cage (or per
// link where the module is single-port). Adds the findings for links nothing cables and for cages holding
// two kinds of plug (after cables set by hand).
void countCablesByCage(FabricReport& report, const PartIndex& parts);
