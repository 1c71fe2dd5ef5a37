// Analysis speed on a generated design of 1,000 racks / 20,000 devices / 200,000 components.
// Goal on the 2-core build machine: full analysis <= 20 ms, re-analysis after one edit <= 1 ms, each
// printed on its own line; what fails the run is the ratio to the yardstick run beside it (benchgoal.h).
// fullAnalysisMixed shows the cost when nodes are configured in many ways (less reuse between devices);
// firstAnalysisInAFreshProcess the one-time cost of the first analysis.
// Run: build/bin/benchmarks bench_analysis (Qt Test prints the time per iteration).
#include "analysis/analyzer.h"
#include "benchmarks/benchgoal.h"
#include "testmain.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QTest>

class BenchAnalysis : public QObject {
    Q_OBJECT
    PartIndex mParts;
    Design mDesign; // one node configuration, as clusters are built
    Design mMixed;  // 512 node configurations

private slots:
    void initTestCase() {
        mParts = bundledParts();
        const char* const components[] = {"amd-epyc-7742",         "amd-epyc-7742",
                                          "nvidia-a100-pcie-80gb", "nvidia-a100-pcie-80gb",
                                          "nvidia-a100-pcie-80gb", "nvidia-a100-pcie-80gb",
                                          "ddr4-3200-64gb-rdimm",  "nvme-u2-3.84tb",
                                          "psu-2700w-titanium",    "psu-2700w-titanium"};
        // 2 x 2700 W: the node's ~2.3 kW DC load stays within N+1, so nodes carry no finding and share one
        // analysis, as in a clean cluster (a 2000 W pair would flag every node).
        // Part ids as the design loader gives them: the catalog's own strings.
        auto id = [this](const char* partId) { return mParts.find(QLatin1String(partId))->id; };
        for (int r = 0; r < 1000; ++r) {
            Rack rack;
            rack.id = QStringLiteral("R%1").arg(r, 4, 10, QLatin1Char('0'));
            rack.partId = id("rack-42u-600x1200");
            rack.row = r / 20;
            rack.position = r % 20;
            for (int d = 0; d < 20; ++d) {
                Device device;
                device.id = QStringLiteral("n%1-%2").arg(r).arg(d);
                device.partId = id("generic-2u-4gpu-pcie");
                device.u = 1 + d * 2;
                for (const char* part : components)
                    device.components.append(Component{id(part), 1, {}});
                rack.devices.append(device);
            }
            mDesign.racks.append(rack);
        }
        // The same racks, with 1-4 GPUs, 1-32 DIMMs and 1-4 drives per node: 512 configurations.
        mMixed = mDesign;
        int n = 0;
        for (Rack& rack : mMixed.racks) {
            for (Device& device : rack.devices) {
                device.components = {Component{id("amd-epyc-7742"), 2, {}},
                                     Component{id("nvidia-a100-pcie-80gb"), 1 + n % 4, {}},
                                     Component{id("ddr4-3200-64gb-rdimm"), 1 + (n / 4) % 32, {}},
                                     Component{id("nvme-u2-3.84tb"), 1 + (n / 128) % 4, {}},
                                     Component{id("psu-2700w-titanium"), 2, {}}};
                ++n;
            }
        }
    }

    // The first analysis in the process, once: its ~11 MB of results land on memory the process never
    // touched, and first-touch page faults are slow on a virtual machine (docs/analysis.md, "Speed").
    void firstAnalysisInAFreshProcess() {
        Budgets budgets;
        QBENCHMARK_ONCE {
            budgets = analyze(mDesign, mParts);
        }
        QCOMPARE(budgets.totals.gpus, 80000);
    }

    // Steady state, as in the window: two analyses first, so the allocator holds memory for the result kept
    // and the one being made.
    void fullAnalysis() {
        Budgets budgets = analyze(mDesign, mParts);
        budgets = analyze(mDesign, mParts);
        QBENCHMARK {
            budgets = analyze(mDesign, mParts);
        }
        QCOMPARE(budgets.totals.gpus, 80000);
        QCOMPARE(budgets.racks.size(), 1000);
        // The racks are spread over the cores: so is the yardstick beside each run.
        PairedRuns runs(PairedRuns::everyCore());
        for (int i = 0; i < 9; ++i) {
            QElapsedTimer timer;
            timer.start();
            budgets = analyze(mDesign, mParts);
            runs.add(timer.nsecsElapsed() / 1e9);
        }
        QVERIFY(benchGoal(QStringLiteral("full analysis of 1,000 racks"), 0.020).check(runs));
    }

    void fullAnalysisMixed() {
        Budgets budgets = analyze(mMixed, mParts);
        budgets = analyze(mMixed, mParts);
        QBENCHMARK {
            budgets = analyze(mMixed, mParts);
        }
        QCOMPARE(budgets.totals.gpus, 20000 * 10 / 4); // 1, 2, 3 and 4 GPUs equally often
    }

    void reanalysisAfterOneEdit() {
        Analyzer analyzer(mParts);
        Design design = mDesign;
        analyzer.analyze(design);
        int step = 0;
        Budgets budgets;
        QBENCHMARK {
            // One edit per iteration: a different device's PSU redundancy changes.
            Device& device = design.racks[step % 1000].devices[step % 20];
            device.psuRedundancy =
                device.psuRedundancy == QLatin1String("N") ? QStringLiteral("N+1") : QStringLiteral("N");
            ++step;
            budgets = analyzer.analyze(design);
        }
        QCOMPARE(budgets.totals.gpus, 80000);
        PairedRuns runs;
        for (int i = 0; i < 9; ++i) {
            QElapsedTimer timer;
            timer.start();
            for (int edit = 0; edit < 20; ++edit, ++step) { // 20 edits: a run long enough to time
                Device& device = design.racks[step % 1000].devices[step % 20];
                device.psuRedundancy =
                    device.psuRedundancy == QLatin1String("N") ? QStringLiteral("N+1") : QStringLiteral("N");
                budgets = analyzer.analyze(design);
            }
            runs.add(timer.nsecsElapsed() / 1e9 / 20);
        }
        QVERIFY(benchGoal(QStringLiteral("re-analysis after one edit"), 0.001).check(runs));
    }
};

CW_TEST_GUILESS_MAIN(BenchAnalysis)
#include "bench_analysis.moc"
