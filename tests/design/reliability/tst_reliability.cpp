// The failure model, checkpoints, the checkpoint interval and the effective training time ratio
// (design/reliability/, design/storage/checkpointsize; docs/reliability.md) against published figures:
// - Meta's Llama 3 405B run: 419 unexpected interruptions in 54 days on 16,384 H100 (2,048 servers) by root
//   cause ("The Llama 3 Herd of Models", arXiv 2407.21783, 3.3.4 and Table 5) and "higher than 90%
//   effective training time"; its storage (3.3.1: Tectonic, 240 PB, 2 TB/s sustained, 7 TB/s peak; each
//   GPU's model state "from 1 MB to 4 GB");
// - Meta's research clusters (Kokolis et al., "Revisiting Reliability in Large-Scale Machine Learning
//   Research Clusters", arXiv 2410.21680): 6.50 (RSC-1) and 2.34 (RSC-2) failures per 1000 node-days, a
//   16,384-GPU job's projected mean time to failure of 1.8 hours on RSC-1;
// - Young 1974 and Daly 2006 (the optimum checkpoint interval), PyTorch's async checkpoint (148.8 s to
//   6.3 s, pytorch.org/blog/reducing-checkpointing-times).
#include "analysis/analyzer.h"
#include "parts/partindex.h"
#include "plan/clustersizer.h"
#include "reliability/checkpointinterval.h"
#include "reliability/goodput.h"
#include "reliability/goodputplan.h"
#include "reliability/interruptions.h"
#include "storage/checkpointsize.h"
#include "testmain.h"
#include "testsupport.h"
#include "workload/modelpresets.h"

#include <QTest>

#include <cmath>

namespace {

// Llama 3's Table 5, grouped into the model's classes (counts of 419).
struct Table5Class {
    FailureClass failureClass;
    double count;
};
const QList<Table5Class> kTable5{
    {FailureClass::Gpu, 148 + 6 + 6},     // faulty GPU, silent data corruption, thermal interface + sensor
    {FailureClass::Hbm, 72},              // GPU HBM3 memory
    {FailureClass::Software, 54 + 2 + 7}, // software bug, dependency, NCCL watchdog timeouts
    {FailureClass::Host, 32 + 2 + 2},     // host maintenance, server chassis, IO expansion board
    {FailureClass::GpuSram, 19 + 17},     // GPU SRAM memory, GPU system processor
    {FailureClass::Nic, 7},
    {FailureClass::Ssd, 3},
    {FailureClass::Psu, 3},
    {FailureClass::Cpu, 2},
    {FailureClass::HostMemory, 2},
};
constexpr double kTable5Network = 35; // network switch/cable

TrainingSetup llama405Setup(int gpus) {
    // Llama 3 405B pre-training: tensor 8, pipeline 16, context 1, BF16, FSDP-style sharding (3.3.2).
    TrainingSetup setup;
    setup.layout.tensorParallel = 8;
    setup.layout.pipelineParallel = 16;
    setup.layout.dataParallel = gpus / 128;
    setup.layout.zeroStage = 1;
    setup.sequenceLength = 8192;
    return setup;
}

} // namespace

class TestReliability : public QObject {
    Q_OBJECT
    PartIndex mParts;
    std::optional<Design> mLlamaCluster; // 2,048 DGX H100 on a non-blocking NDR fabric
    std::optional<Budgets> mLlamaBudgets;

    const Design& llamaCluster() {
        if (!mLlamaCluster) {
            ClusterRequest request;
            request.systemPartId = QStringLiteral("nvidia-dgx-h100");
            request.gpus = Llama3Run::kGpus;
            request.rackPartId = QStringLiteral("rack-42u-600x1200");
            request.rackBudgetW = 45000;
            QString error;
            mLlamaCluster = buildCluster(Design{}, mParts, request, &error);
            if (!mLlamaCluster)
                qFatal("cluster: %s", qPrintable(error));
            mLlamaBudgets = analyze(*mLlamaCluster, mParts);
        }
        return *mLlamaCluster;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // 16,384 H100 in 2,048 eight-GPU servers for 54 days, counted from a design of that size (DGX H100,
    // the same GPUs, compute NICs, CPUs; its own compute fabric: 49,152 links and 1,280 QM9700): the
    // expected unexpected interruptions within 15% of Table 5's 419.
    void llama3InterruptionsFromTheDesignsParts() {
        const Design& design = llamaCluster();
        const JobParts job = designJobParts(design, mParts, &mLlamaBudgets->fabrics, Llama3Run::kGpus);
        QVERIFY(job.fromDesign);
        QCOMPARE(job.nodes, 2048.0);
        QCOMPARE(job.gpus, 16384.0);
        QCOMPARE(job.nics, 16384.0); // the eight compute ConnectX-7, not the two storage NICs
        QCOMPARE(job.cpus, 4096.0);
        QVERIFY(job.links > 16384); // host links and the tiers above
        QVERIFY(job.switches > 512);
        const Interruptions in = jobInterruptions(job, FailureData::Llama3);
        const double expected = in.perDay * Llama3Run::kDays;
        qInfo("expected %.1f interruptions in 54 days (Table 5: 419), links %.0f, switches %.0f", expected,
              job.links, job.switches);
        QVERIFY_WITHIN(expected, 419.0, 0.15);
        QVERIFY_WITHIN(in.mtbiHours(), 54.0 * 24 / 419, 0.15); // one every 3.1 hours
    }

    // The shares of Table 5 (count / 419; the paper prints 30.1% for the 148 faulty GPUs, which is 126 of
    // 419, and 58.7% for the GPU classes, which is 246: the counts add up to 419 with 148, so the model
    // takes the counts). Every class within 4 percentage points; the network's is the design's own fabric
    // at Alibaba HPN's rates per link and switch (Qian et al., SIGCOMM 2024).
    void llama3ComponentShares() {
        const Design& design = llamaCluster();
        const Interruptions in = jobInterruptions(
            designJobParts(design, mParts, &mLlamaBudgets->fabrics, Llama3Run::kGpus), FailureData::Llama3);
        for (const Table5Class& c : kTable5) {
            const double share = in.share(c.failureClass);
            QVERIFY2(std::abs(share - c.count / 419) <= 0.04,
                     qPrintable(QStringLiteral("%1: %2, Table 5 %3")
                                    .arg(failureClassName(c.failureClass))
                                    .arg(share)
                                    .arg(c.count / 419)));
        }
        const double network = in.share(FailureClass::Link) + in.share(FailureClass::Switch);
        QVERIFY2(std::abs(network - kTable5Network / 419) <= 0.04, qPrintable(QString::number(network)));
        const double gpu =
            in.share(FailureClass::Gpu) + in.share(FailureClass::Hbm) + in.share(FailureClass::GpuSram);
        QVERIFY2(gpu >= 0.55 && gpu <= 0.66,
                 qPrintable(QString::number(gpu))); // 58.7% printed, 64.0% counted
    }

    // The network rates alone, over Meta's own fabric (3.3.2: 16 GPUs to a ToR, 192 racks a pod at full
    // bisection, pods joined 1:7): a 16K job's 16,384 GPU-ToR links, 16,384 ToR-cluster links and 16,384 / 7
    // aggregation links, and about 1,100 switches, give Table 5's 35 network interruptions within 10%.
    void alibabaLinkRatesGiveLlamasNetworkInterruptions() {
        JobParts meta;
        meta.links = 16384 + 16384 + 16384 / 7.0;
        meta.switches = 1024 + 64;
        const Interruptions in = jobInterruptions(meta, FailureData::Llama3);
        QVERIFY_WITHIN(in.perDay * Llama3Run::kDays, kTable5Network, 0.10);
    }

    // "Higher than 90% effective training time" with the paper's checkpoint (each GPU's state saved to
    // Tectonic at 2 TB/s sustained) and spares (a 16K job in a 24K-GPU cluster: 1,024 spare servers),
    // synchronous checkpoints and the default restart (5 min to detect and reschedule, 1 min of collective
    // init: the paper gives no restart time). Not trivially: a 30-minute restart would fall below 90%.
    void llama3EffectiveTrainingTimeAbove90Percent() {
        GoodputRequest request;
        request.model = *modelPreset(QStringLiteral("llama-3.1-405b"));
        request.training = llama405Setup(Llama3Run::kGpus);
        request.jobGpus = Llama3Run::kGpus;
        request.settings.siteWriteGbs = 2000;
        request.settings.siteReadGbs = 2000;
        request.settings.spareNodes = (24576 - 16384) / 8;
        const GoodputPlan plan = planGoodput(request, &llamaCluster(), mParts, &*mLlamaBudgets);
        QVERIFY(plan.known());
        QVERIFY(plan.missing.isEmpty());
        const Goodput& g = *plan.goodput;
        qInfo("ETTR %.4f, interval %.0f s, restart %.0f s, MTBI %.2f h", g.ettr, g.intervalS, g.restartS,
              plan.interruptions.mtbiHours());
        QVERIFY2(g.ettr > 0.90 && g.ettr < 0.98, qPrintable(QString::number(g.ettr)));
        QVERIFY_WITHIN(g.lostWorkShare + g.checkpointShare + g.restartShare + g.repairShare, 1 - g.ettr,
                       1e-9);
        QVERIFY(g.repairShare < 1e-6); // 1,024 spares: never short of nodes

        request.settings.schedulingMin = 29;
        const GoodputPlan slow = planGoodput(request, &llamaCluster(), mParts, &*mLlamaBudgets);
        QVERIFY2(slow.ettr() < 0.90, qPrintable(QString::number(slow.ettr())));
    }

    // Meta's storage for the run (3.3.1: 2 TB/s sustained, 7 TB/s peak): 405B's checkpoint is its BF16
    // weights and the optimizer's fp32 master weights and two Adam moments, 14 bytes a parameter: 5.68 TB,
    // 2.8 s to write at 2 TB/s, 0.81 s at 7 TB/s; spread over 16,384 GPUs 347 MB each, within the paper's
    // "1 MB to 4 GB per GPU".
    void metaStorageCheckpointWriteTime() {
        const ModelSpec model = *modelPreset(QStringLiteral("llama-3.1-405b"));
        const CheckpointSize size = checkpointSize(model, llama405Setup(16384), 16384, false);
        QVERIFY_WITHIN(size.totalBytes(), 405.9e9 * 14, 0.01);
        QCOMPARE(size.gradientsBytes, 0.0);
        QVERIFY(size.writeBytesPerGpu() > 1e6 && size.writeBytesPerGpu() < 4e9);
        GoodputRequest request;
        request.model = model;
        request.training = llama405Setup(16384);
        request.jobGpus = 16384;
        request.settings.siteWriteGbs = 2000;
        const GoodputPlan sustained = planGoodput(request, nullptr, mParts, nullptr);
        QVERIFY(sustained.writeS);
        QVERIFY_WITHIN(*sustained.writeS, 5.683e12 / 2e12, 0.01);
        request.settings.siteWriteGbs = 7000;
        QVERIFY_WITHIN(*planGoodput(request, nullptr, mParts, nullptr).writeS, 5.683e12 / 7e12, 0.01);
        // Gradients kept: 2 bytes a parameter more.
        QVERIFY_WITHIN(checkpointSize(model, llama405Setup(16384), 16384, true).totalBytes(), 405.9e9 * 16,
                       0.01);
    }

    // Young's sqrt(2 d M) and Daly's higher-order estimate against the numerical minimum of Daly's complete
    // wall-time model: within 1% up to a checkpoint of half the MTBI; the MTBI itself from d >= 2M.
    void youngDalyIntervalsAgainstClosedForm() {
        QCOMPARE(youngIntervalS(60, 10800), std::sqrt(2.0 * 60 * 10800));
        for (const auto& [d, m] :
             {std::pair{2.84, 10730.0}, {60.0, 10800.0}, {600.0, 3600.0}, {1800.0, 3600.0}}) {
            double best = 0;
            double bestRatio = 1e300;
            for (double t = 1; t < 30 * m; t *= 1.0005)
                if (const double r = dalyWallTimeRatio(t, d, 0, m); r < bestRatio) {
                    bestRatio = r;
                    best = t;
                }
            QVERIFY_WITHIN(dalyIntervalS(d, m), best, 0.01);
            QVERIFY(dalyIntervalS(d, m) <= youngIntervalS(d, m));
        }
        QCOMPARE(dalyIntervalS(8000, 3600), 3600.0);
        // Without failures the wall time is the computing and the checkpoints.
        QCOMPARE(dalyWallTimeRatio(100, 10, 5, std::numeric_limits<double>::infinity()), 1.1);
    }

    // The interval the model chooses loses less time than twice or half of it.
    void theIntervalMinimisesLostTime() {
        GoodputInput in;
        in.mtbiS = 3 * 3600;
        in.checkpointWriteS = 120;
        in.checkpointReadS = 60;
        in.restartFixedS = 360;
        in.spareNodes = 10;
        const Goodput g = goodput(in);
        for (double factor : {0.5, 2.0}) {
            const double other =
                1 / dalyWallTimeRatio(g.intervalS * factor, g.checkpointStallS, g.restartS, in.mtbiS);
            QVERIFY(other < g.checkpointEttr);
        }
    }

    // A design without a storage system: the interruptions are there, the checkpoint figures and the ratio
    // are missing (and say so), none assumed.
    void noStorageMeansMissingCheckpointFigures() {
        const Design design = exampleDesign(QStringLiteral("dgx-h100-rack.json"), mParts);
        GoodputRequest request;
        request.model = *modelPreset(QStringLiteral("llama-3.1-8b"));
        request.training.layout.dataParallel = 32;
        request.jobGpus = 32;
        const Budgets budgets = analyze(design, mParts);
        const GoodputPlan plan = planGoodput(request, &design, mParts, &budgets);
        QVERIFY(plan.interruptions.perDay > 0);
        QVERIFY(!plan.known());
        QVERIFY(!plan.writeS);
        QCOMPARE(plan.writeGbs, 0.0);
        QCOMPARE(plan.missing.size(), 1);
        QVERIFY(plan.missing.first().contains(QLatin1String("no storage system")));
        QCOMPARE(plan.ettr(), 1.0);
    }

    // Kokolis et al.: the projected MTTF of a 16,384-GPU job on RSC-1 is 1.8 hours (6.50 failures per 1000
    // node-days over 2,048 nodes); on RSC-2 (2.34) 5.0 hours; linear in the job's nodes.
    void kokolisProjectedMttfByJobSize() {
        const double rsc1 = jobInterruptions(referenceJobParts(16384), FailureData::Rsc1).mtbiHours();
        qInfo("RSC-1 16,384 GPUs: MTBI %.2f h (Kokolis: 1.8 h)", rsc1);
        QVERIFY_WITHIN(rsc1, 1.8, 0.15);
        const double rsc2 = jobInterruptions(referenceJobParts(16384), FailureData::Rsc2).mtbiHours();
        QVERIFY_WITHIN(rsc2, 24 / (2048 * 2.34e-3), 0.15);
        const double small = jobInterruptions(referenceJobParts(1024), FailureData::Rsc1).mtbiHours();
        QVERIFY_WITHIN(small / rsc1, 16.0, 0.15);
        QCOMPARE(failuresPer1000NodeDays(FailureData::Rsc1), 6.50);
        QVERIFY_WITHIN(failuresPer1000NodeDays(FailureData::Llama3), 3.79, 0.01);
    }

    // Hot spares: nodes in repair are Poisson; the job waits while more are in repair than there are
    // spares. P(0 in repair) at a mean of 1 is e^-1; at a mean of 20, 31 spares keep the wait under 1%
    // (P(K <= 30) = 0.9865, P(K <= 31) = 0.9919).
    void sparesShortenTheWaitForARepair() {
        QVERIFY_WITHIN(repairAvailability(1, 0), std::exp(-1.0), 1e-9);
        QVERIFY_WITHIN(repairAvailability(1, 1), 2 * std::exp(-1.0), 1e-9);
        QVERIFY_WITHIN(repairAvailability(20, 30), 0.9865253, 1e-6);
        QCOMPARE(sparesFor(20), 31);
        QCOMPARE(sparesFor(0), 0);
        GoodputInput in;
        in.mtbiS = 3 * 3600;
        in.nodeRepairsPerDay = 6;
        in.repairHours = 48;
        in.checkpointWriteS = 10;
        in.checkpointReadS = 10;
        double last = 0;
        for (int spares : {0, 5, 10, 20, 40}) {
            in.spareNodes = spares;
            const double ettr = goodput(in).ettr;
            QVERIFY(ettr >= last);
            last = ettr;
        }
        in.spareNodes = 0;
        QVERIFY(goodput(in).ettr < 0.01); // 12 nodes in repair on average: almost never all up
    }

    // Async checkpointing stops training for 6.3 / 148.8 of the synchronous write (PyTorch DCP), at least
    // the copy to host memory; the write then counts in the restart (an interruption during it loses the
    // checkpoint before).
    void asyncCheckpointStallsLess() {
        QVERIFY_WITHIN(asyncStallS(148.8, 0), 6.3, 1e-9);
        QCOMPARE(asyncStallS(10, 2), 2.0);
        GoodputInput in;
        in.mtbiS = 3 * 3600;
        in.checkpointWriteS = 300;
        in.checkpointReadS = 60;
        in.restartFixedS = 360;
        in.spareNodes = 100;
        const Goodput sync = goodput(in);
        in.async = true;
        const Goodput async = goodput(in);
        QVERIFY(async.checkpointStallS < sync.checkpointStallS);
        QCOMPARE(async.restartS, sync.restartS + 300);
        QVERIFY(async.intervalS >= 300);
        QVERIFY(async.ettr > sync.ettr);
    }
};

CW_TEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
