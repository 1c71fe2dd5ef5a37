// Step-time model speed (issue #29): one training prediction (Llama 3.1 405B on 8,192 H100, TP 8, PP 16,
// 2,048 sequences of 8,192 a step) and one serving prediction under 1 ms each, so that thousands of layouts
// can be compared; figures in docs/workload.md. Each goal is printed on its own line; what fails the run is
// the ratio to the yardstick run beside it (benchgoal.h).
// Run: build/bin/benchmarks bench_performancemodel (Qt Test prints the time per iteration).
#include "testsupport.h"

#include "benchmarks/benchgoal.h"

#include "performance/inferenceperformance.h"
#include "performance/trainingperformance.h"
#include "testmain.h"
#include "workload/modelpresets.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

class BenchPerformanceModel : public QObject {
    Q_OBJECT
    ClusterHardware mHardware;

    static ClusterHardware h100() {
        ClusterHardware hw; // DGX H100: 989 TFLOPS bf16, 3,350 GB/s, NVLink4 450 GB/s a direction, 8 x 400G
        hw.peakTflops = 989.4;
        hw.hbmGbs = 3350;
        hw.memoryGb = 80;
        hw.scaleUpGbs = 450;
        hw.nicGbsPerGpu = 50;
        return hw;
    }

    template <typename F> static double medianUs(F predict) {
        QList<qint64> ns;
        for (int i = 0; i < 201; ++i) {
            QElapsedTimer timer;
            timer.start();
            predict();
            ns << timer.nsecsElapsed();
        }
        std::sort(ns.begin(), ns.end());
        return ns[ns.size() / 2] / 1e3;
    }

    // Five medians of 201 predictions, each paired with the yardstick run right after it: the goal's line,
    // and whether the ratio is within 1.5 times the goal's (benchgoal.h).
    template <typename F> static bool meetsGoal(const char* what, double goalUs, F predict) {
        PairedRuns runs;
        for (int i = 0; i < 5; ++i)
            runs.add(medianUs(predict) / 1e6);
        return benchGoal(QString::fromLatin1(what), goalUs / 1e6).check(runs);
    }

private slots:
    void initTestCase() { mHardware = h100(); }

    void trainingPredictionUnder1ms() {
        const ModelArchitecture model = *modelPreset(QStringLiteral("llama-3.1-405b"))->architecture;
        TrainingSetup setup;
        setup.layout.tensorParallel = 8;
        setup.layout.pipelineParallel = 16;
        setup.layout.sequenceParallel = true;
        setup.sequenceLength = 8192;
        setup.globalBatch = 2048;
        TrainingPerformance perf;
        QBENCHMARK {
            perf = predictTraining(model, setup, 8192, mHardware);
        }
        QVERIFY(perf.valid);
        const double us = medianUs([&] { perf = predictTraining(model, setup, 8192, mHardware); });
        qInfo("one training prediction: %.1f us (median of 201)", us);
        QVERIFY(meetsGoal("one training prediction", 1000,
                          [&] { perf = predictTraining(model, setup, 8192, mHardware); }));
    }

    void servingPredictionUnder1ms() {
        const ModelArchitecture model = *modelPreset(QStringLiteral("llama-3.1-70b"))->architecture;
        InferenceSetup setup;
        setup.gpus = 4;
        setup.batch = 64;
        InferencePerformance perf;
        const double us = medianUs([&] { perf = predictInference(model, setup, 2048, 512, mHardware); });
        QVERIFY(perf.valid);
        qInfo("one serving prediction: %.1f us (median of 201)", us);
        QVERIFY(meetsGoal("one serving prediction", 1000,
                          [&] { perf = predictInference(model, setup, 2048, 512, mHardware); }));
    }
};

CW_TEST_GUILESS_MAIN(BenchPerformanceModel)
#include "bench_performancemodel.moc"
