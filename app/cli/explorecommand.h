#pragma once

#include <QCoreApplication>
#include <QStringList>

// cluster-workbench explore [DESIGN] (--model PRESET | --hf-config FILE) (--tokens N --days D |
// --gpu-count N) [constraints] [--json]: which cluster to buy (docs/explore.md). Every candidate GPU system
// and fabric oversubscription sized, checked, priced and timed; the feasible variants no other beats on both
// time and capital cost are marked as the front. With --save-dir DIR every variant is written there as a
// design file, so `check` and `plan` can be run on it. Exit 0 when some variant is feasible, 1 when none
// is, 2 for bad arguments or files.
class ExploreCommand {
    Q_DECLARE_TR_FUNCTIONS(ExploreCommand)
public:
    static int run(const QStringList& arguments);
};
