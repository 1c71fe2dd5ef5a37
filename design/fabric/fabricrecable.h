#pragma once

#include "fabric/fabricanalysis.h"

// A fabric after some of its hosts moved up or down their own racks (a node nudged a unit with the arrow
// keys, and its undo): every host, switch, port and cage is as before, so only the moved hosts' links
// change their run, and only the cables of the cage groups those links are in are chosen again; the cables
// and optics are then counted again over the whole fabric. The same result as analyzeFabric on the design,
// cable by cable (tests/design/analysis/tst_fabricreuse.cpp), for a few milliseconds where cabling the
// 80,000-GPU floor again took most of a move's time.
class FabricRecable {
public:
    // `before`: the fabric's analysis before the move; `moved`: the moved hosts' (rack index, device
    // index) pairs. nullopt when the report cannot be recabled so (a cable set by hand on the fabric: the
    // caller analyses it whole).
    static std::optional<FabricReport> afterMoves(const FabricReport& before, const Design& design,
                                                  const PartIndex& parts,
                                                  const QList<std::pair<int, int>>& moved);
};
