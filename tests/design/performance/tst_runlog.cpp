// Reading a run's speed from its log (design/performance/runlog.h): the line formats of Megatron-LM's
// training loop (NVIDIA/Megatron-LM megatron/training/training.py, training_log: " [DATE] iteration N/ M |
// consumed samples: ... | elapsed time per iteration (ms): X | ... | global batch size: B | ...") and of
// torchtitan (pytorch/torchtitan torchtitan/components/metrics.py, MetricsProcessor.log: "step: N  loss: L
// ... tps: T  tflops: F  mfu: M%", in ANSI colours), and errors that name the file and the line.
#include "performance/runlog.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestRunLog : public QObject {
    Q_OBJECT

private slots:
    void megatronLog() {
        const QByteArray log =
            " [2025-03-01 10:00:00] iteration        1/    5000 | consumed samples:          512 | elapsed "
            "time per iteration (ms): 9000.0 | throughput per GPU (TFLOP/s/GPU): 120.1 | learning rate: "
            "1.0E-05 | global batch size:   512 | lm loss: 1.1E+01 |\n"
            "some other line\n"
            " [2025-03-01 10:00:10] iteration       10/    5000 | consumed samples:         5120 | elapsed "
            "time per iteration (ms): 4100.0 | throughput per GPU (TFLOP/s/GPU): 410.0 | learning rate: "
            "1.0E-05 | global batch size:   512 | lm loss: 9.0E+00 |\n"
            " [2025-03-02 09:00:00] iteration       20/    5000 | consumed samples:        10240 | elapsed "
            "time per iteration (ms): 4000.0 | throughput per GPU (TFLOP/s/GPU): 420.0 | learning rate: "
            "1.0E-05 | global batch size:   512 | lm loss: 8.0E+00 |\n"
            " [2025-03-02 09:01:00] iteration       30/    5000 | consumed samples:        15360 | elapsed "
            "time per iteration (ms): 4200.0 | throughput per GPU (TFLOP/s/GPU): 400.0 | learning rate: "
            "1.0E-05 | global batch size:   512 | lm loss: 7.5E+00 |\n";
        QString error;
        const auto run = parseRunLog(log, QStringLiteral("train.log"), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->kind, RunLog::Kind::Megatron);
        // The first interval (set-up) left out; the median of 4100, 4000, 4200 ms.
        QCOMPARE(run->stepTimeS, 4.1);
        QCOMPARE(run->samples, 3);
        QCOMPARE(run->globalBatch, 512);
        QCOMPARE(run->tflopsPerGpu, 410.0);
        QCOMPARE(run->date, QDate(2025, 3, 2));
    }

    void torchtitanLog() {
        const QByteArray log =
            "[titan] 2025-01-05 12:00:00,100 - root - INFO - \x1b[31mstep:  1  \x1b[32mloss: "
            "12.2  \x1b[33mmemory: 30.1GiB(38.0%)  \x1b[34mtps: 1,200  \x1b[36mtflops: 70.0  "
            "\x1b[35mmfu: 7.1%\x1b[39m\n"
            "[titan] 2025-01-05 12:00:10,100 - root - INFO - step: 10  loss: 9.9  memory: "
            "37.6GiB(39.6%)  tps: 6,435  tflops: 376.94  mfu: 38.11%\n"
            "[titan] 2025-01-05 12:00:20,100 - root - INFO - step: 20  loss: 8.1  memory: "
            "37.6GiB(39.6%)  tps: 6,500  tflops: 380.00  mfu: 38.40%\n";
        QString error;
        const auto run = parseRunLog(log, QStringLiteral("titan.log"), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->kind, RunLog::Kind::TorchTitan);
        QCOMPARE(run->tokensPerSPerGpu, (6435.0 + 6500.0) / 2);
        QVERIFY_WITHIN(run->mfu, 0.38255, 1e-9);
        QCOMPARE(run->date, QDate(2025, 1, 5));
    }

    void unreadableLinesAreNamed() {
        QString error;
        QVERIFY(!parseRunLog("warming up\n iteration 1/ 10 | elapsed time per iteration (ms): nan-ish |\n",
                             QStringLiteral("run.log"), &error));
        QCOMPARE(error,
                 QStringLiteral("run.log:2: elapsed time per iteration (ms): \"nan-ish\" is not a number"));
        QVERIFY(!parseRunLog("step: 3  loss: 2.0  tps: lots  mfu: 40%\n", QStringLiteral("t.log"), &error));
        QCOMPARE(error, QStringLiteral("t.log:1: tps: \"lots\" is not a number"));
        QVERIFY(!parseRunLog("nothing to see\n", QStringLiteral("empty.log"), &error));
        QVERIFY(error.startsWith(QStringLiteral("empty.log: no Megatron-LM")));
        QVERIFY(!readRunLog(QStringLiteral("/nonexistent/run.log"), &error));
        QVERIFY(error.startsWith(QStringLiteral("/nonexistent/run.log: cannot read")));
    }
};

CW_TEST_GUILESS_MAIN(TestRunLog)
#include "tst_runlog.moc"
