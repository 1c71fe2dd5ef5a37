#pragma once

#include "reliability/failurerates.h"

#include <QList>

struct Design;
struct FabricReport;
class PartIndex;

// The parts a training job runs on, counted for its failure rates (docs/reliability.md, "Counting the
// parts"): its nodes (the mean make-up of the design's GPU nodes: GPUs, compute NICs, CPUs, DIMMs, SSDs,
// PSUs) and its share of the compute fabric (links and switches, in proportion to the fabric's hosts it
// uses). Storage and in-band fabrics are left out: their ports are bonded in pairs, so one lost link does
// not stop the job; their failures, like the storage systems', are not counted as interruptions.
struct JobParts {
    double nodes = 0;
    double gpus = 0;
    double nics = 0;
    double cpus = 0;
    double dimms = 0;
    double ssds = 0;
    double psus = 0;
    double links = 0;
    double switches = 0;
    double gpusPerNode = 8;
    bool fromDesign = false; // counted from a design; else a reference node and fabric

    double count(FailureUnit unit) const;
};

// A job of `gpus` GPUs on the design's GPU nodes. `fabrics`: the analysis' fabric reports (one per design
// fabric, in order); null: the compute fabrics are sized here.
JobParts designJobParts(const Design& design, const PartIndex& parts, const QList<FabricReport>* fabrics,
                        int gpus);
// Without a design: eight-GPU servers like the DGX H100 (one compute NIC per GPU, two CPUs, 32 DIMMs, ten
// SSDs, six PSUs) on a non-blocking fabric of 64-port switches, one port per GPU.
JobParts referenceJobParts(int gpus, int gpusPerNode = 8);
// The mean GPUs of the design's GPU nodes; 0 when it has none.
double gpusPerDesignNode(const Design& design, const PartIndex& parts);
