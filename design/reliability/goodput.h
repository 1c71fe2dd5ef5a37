#pragma once

// The effective training time ratio (ETTR: the share of wall time spent on training that is kept) of a job
// with checkpoints, interruptions, restarts and a repair queue (docs/reliability.md, "Effective training
// time"):
// - checkpoints, interruptions and restarts by Daly's complete model (checkpointinterval.h) at Daly's
//   interval: every interruption costs the restart and the work since the last checkpoint;
// - asynchronous checkpointing stops training only for its snapshot, and a checkpoint counts once it is
//   written: an interruption meanwhile loses the one before (the write time is added to the restart);
// - node repairs: a failed node is out for the repair time; with S hot-spare nodes the job restarts at once
//   unless more than S nodes are in repair. Nodes in repair are Poisson-distributed (an infinite-server
//   queue: Palm's theorem, whatever the repair time's distribution) with mean = node failures a day x
//   repair days, so the job waits the share P(more than S in repair) of the time.
struct GoodputInput {
    double mtbiS = 0;             // the job's mean time between interruptions
    double nodeRepairsPerDay = 0; // the interruptions that send a node to repair
    int spareNodes = 0;
    double repairHours = 48;
    double checkpointWriteS = 0; // to storage
    double checkpointReadS = 0;  // from storage, at a restart
    bool async = false;
    double snapshotS = 0;     // async: copying each GPU's share to host memory
    double restartFixedS = 0; // detection, scheduling, process start and collective init
    double minIntervalS = 0;  // a checkpoint at most once a step
};

struct Goodput {
    double checkpointStallS = 0;   // what training stops for, per checkpoint
    double intervalS = 0;          // computing between two checkpoints (Daly)
    double youngIntervalS = 0;     // Young's first order, for comparison
    double restartS = 0;           // fixed + reading the checkpoint (+ async: its write)
    double checkpointEttr = 0;     // with checkpoints and restarts alone (1 / Daly's wall-time ratio)
    double nodesInRepair = 0;      // mean
    double repairAvailability = 1; // share of the time enough nodes are up
    double ettr = 0;
    // The lost wall time's parts (they add up to 1 - ettr): work redone after interruptions, checkpoints,
    // restarts, waiting for a repaired node.
    double lostWorkShare = 0;
    double checkpointShare = 0;
    double restartShare = 0;
    double repairShare = 0;
};

Goodput goodput(const GoodputInput& input);

// Async checkpointing stops training for 1/23.6 of the synchronous write (PyTorch DCP async_save: IBM's
// 7B checkpoint from 148.8 s to 6.3 s of down time, pytorch.org/blog/reducing-checkpointing-times, 2024),
// at least the snapshot's copy to host memory.
double asyncStallS(double syncWriteS, double snapshotS);

// P(at most `spares` nodes in repair) with `meanInRepair` nodes in repair on average (Poisson).
double repairAvailability(double meanInRepair, int spares);
// The fewest spares that keep the job waiting for a repaired node at most `shortage` of the time.
inline constexpr double kSpareShortage = 0.01;
int sparesFor(double meanInRepair, double shortage = kSpareShortage);
