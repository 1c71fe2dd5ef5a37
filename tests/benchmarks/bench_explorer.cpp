// Explorer speed (issue #30): at least 500 variants sized, checked, priced and timed in under 2 s on a
// 2-core machine (a thread per core; docs/explore.md, "Speed"). Every GPU system of the catalog in each rack
// cooling and fabric technology it can use, at as many oversubscriptions from 1 by 0.1 as make 500 variants,
// for Llama 3.1 70B on 1 T tokens in 30 days. The goal is printed on its own line (benchgoal.h); what fails
// the run is the ratio to the yardstick run beside each run on as many threads, past 1.5 times the goal's.
// Printed too: the same number of analyses of the DGX example alone (the check the Analysis panel runs at
// every edit), so the ratio says what sizing and pricing add. Run: build/bin/benchmarks bench_explorer.
#include "analysis/analyzer.h"
#include "benchmarks/benchgoal.h"
#include "explore/explorer.h"
#include "testmain.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QTest>

class BenchExplorer : public QObject {
    Q_OBJECT

private slots:
    void fiveHundredVariantsUnderTwoSeconds() {
        const PartIndex parts = bundledParts();
        ExploreRequest request;
        request.workload.presetId = QStringLiteral("llama-3.1-70b");
        request.workload.tokens = 1e12;
        request.days = 30;
        // Every system in every rack cooling and on every fabric technology it can use: as many
        // oversubscriptions as make 500 variants.
        request.oversubscriptions = {1};
        const int perOversubscription = exploreCandidateCount(request, parts);
        request.oversubscriptions.clear();
        for (int i = 0; i * perOversubscription < 500; ++i)
            request.oversubscriptions << 1 + 0.1 * i;
        const int candidates = exploreCandidateCount(request, parts);
        QVERIFY2(candidates >= 500, qPrintable(QString::number(candidates)));

        QElapsedTimer timer;
        PairedRuns runs(PairedRuns::everyCore());
        QList<ExploreVariant> variants;
        for (int run = 0; run < 2; ++run) {
            timer.start();
            variants = exploreDesigns(request, parts);
            runs.add(timer.nsecsElapsed() / 1e9);
        }
        const double seconds = runs.bestSeconds();
        QCOMPARE(int(variants.size()), candidates);

        const Design example = exampleDesign(QStringLiteral("dgx-h100-rack.json"), parts);
        timer.restart();
        for (int i = 0; i < candidates; ++i)
            analyze(example, parts);
        const double yardstick = timer.nsecsElapsed() / 1e9;
        qInfo("%d variants: %.2f s (%.1f ms each); %d analyses of the DGX example: %.2f s; ratio %.1f",
              candidates, seconds, seconds / candidates * 1e3, candidates, yardstick,
              seconds / std::max(1e-9, yardstick));
        QVERIFY(benchGoal(QStringLiteral("explore %1 variants").arg(candidates), 2.0).check(runs));
    }

    // Exploring at the scale clusters are bought (issue #42): 16,384 and 100,000 GPUs of each system the
    // committee compares, every variant sized with its racks, PDUs, fabric (rail planes past three tiers)
    // and optics, checked, priced and timed. Prints the time each size takes (goal: 60 s for 100,000).
    void explorationAtScale() {
        const PartIndex parts = bundledParts();
        for (const int gpus : {16384, 100000}) {
            ExploreRequest request;
            request.workload.presetId = QStringLiteral("llama-3.1-405b");
            request.workload.tokens = 15.6e12;
            request.gpuCount = gpus;
            request.oversubscriptions = {1};
            request.coolings = {QStringLiteral("air"), QStringLiteral("liquid")};
            request.systems = {QStringLiteral("nvidia-dgx-h100"), QStringLiteral("nvidia-dgx-b200"),
                               QStringLiteral("nvidia-gb200-nvl72"), QStringLiteral("inspur-nf5688m7-h800")};
            QElapsedTimer timer;
            timer.start();
            const QList<ExploreVariant> variants = exploreDesigns(request, parts);
            const double seconds = timer.nsecsElapsed() / 1e9;
            int sized = 0;
            for (const ExploreVariant& v : variants)
                sized += v.gpus >= gpus;
            qInfo("%d GPUs: %d variants in %.1f s, %d of them sized", gpus, int(variants.size()), seconds,
                  sized);
            if (gpus == 100000)
                qInfo("goal: 100,000 GPUs explored in 60 s: %s", seconds < 60 ? "met" : "not met");
            QCOMPARE(sized, int(variants.size()));
        }
    }
};

CW_TEST_GUILESS_MAIN(BenchExplorer)
#include "bench_explorer.moc"
