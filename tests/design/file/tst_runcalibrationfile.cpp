// Design file version 9 (docs/design-format.md, "Version history"): the GPUs' power limits in `settings`,
// the workload's training `stack`, `capacity_factor` and `calibrations`. A version 8 file opens with their
// defaults and is saved as version 9; version 8 cannot carry them; they round-trip byte for byte; bad values
// are refused with the place and the reason.
#include "file/designfile.h"
#include "plan/workloadrequest.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestRunCalibrationFile : public QObject {
    Q_OBJECT
    PartIndex mParts = bundledParts();

    // A calibration of `stack` on an H100 as a log of `source` gives it.
    static RunCalibration h100Calibration(SoftwareStack stack, double factor, QDate date, const char* source,
                                          double measuredS, double predictedS, int gpus) {
        RunCalibration c;
        c.stack = stack;
        c.gpuPartId = QStringLiteral("nvidia-h100-sxm5-80gb");
        c.factor = factor;
        c.date = date;
        c.source = QString::fromLatin1(source);
        c.measuredStepS = measuredS;
        c.predictedStepS = predictedS;
        c.gpus = gpus;
        return c;
    }

    QByteArray version8() const {
        QByteArray text = readAll(kDesigns + QStringLiteral("workload-v7.json"));
        text.replace("\"version\": 7,", "\"version\": 8,");
        return text;
    }

private slots:
    void version8And9FilesOpenAndSaveAsTheCurrentVersion() {
        QString error;
        const auto v8 = DesignFile::read(version8(), mParts, QStringLiteral("w8.json"), &error);
        QVERIFY2(v8 && v8->workload, qPrintable(error));
        QCOMPARE(v8->workload->training.stack, SoftwareStack::MegatronCore);
        QCOMPARE(v8->workload->training.capacityFactor, 0.0);
        QVERIFY(v8->workload->calibrations.isEmpty());
        QVERIFY(v8->settings.gpuPowerCapsW.isEmpty());
        const QByteArray saved = DesignFile::write(*v8);
        QVERIFY(
            saved.contains("\"version\": 12,")); // 9: these keys; 10-12 (goodput, the hall, a stack) since
        QVERIFY(saved.contains("\"stack\": \"megatron\""));
        // A version 9 file (before goodput and the hall) opens with them at their defaults.
        QByteArray v9 = saved;
        v9.replace("\"version\": 12,", "\"version\": 9,");
        const auto nine = DesignFile::read(v9, mParts, QStringLiteral("w9.json"), &error);
        QVERIFY2(nine && nine->workload, qPrintable(error));
        QCOMPARE(nine->workload->training.stack, SoftwareStack::MegatronCore);
        QVERIFY(!nine->hall);
        QCOMPARE(nine->workload->goodput, GoodputSettings{});
        const auto plain = DesignFile::load(kDesigns + QStringLiteral("valid-v8.json"), mParts, &error);
        QVERIFY2(plain, qPrintable(error));
        QCOMPARE(DesignFile::write(*plain), readAll(kDesigns + QStringLiteral("valid.json")));

        // Version 8 cannot carry version 9 keys.
        QByteArray early = version8();
        early.replace("\"pp\": 2,", "\"pp\": 2, \"stack\": \"torchtitan\",");
        QVERIFY(!DesignFile::read(early, mParts, QStringLiteral("w8.json"), &error));
        QCOMPARE(error, QStringLiteral("w8.json: workload.training.stack: unknown key"));
        early = version8();
        early.replace("\"gpu_utilisation\": 0.8", "\"gpu_utilisation\": 0.8, \"gpu_power_caps_w\": {}");
        QVERIFY(!DesignFile::read(early, mParts, QStringLiteral("w8.json"), &error));
        QCOMPARE(error, QStringLiteral("w8.json: settings.gpu_power_caps_w: unknown key"));
    }

    // Version 12 adds the stack "megatron-moe-overlap" (Megatron-Core with its MoE all-to-all overlap). A
    // version 11 file opens as before and is saved as version 12, byte for byte the current valid.json; the
    // new stack round-trips in version 12, for the workload and a calibration, and an older file naming it
    // is refused with the place and the reason.
    void version11FilesOpenAndSaveAsVersion12() {
        QString error;
        const auto v11 = DesignFile::load(kDesigns + QStringLiteral("valid-v11.json"), mParts, &error);
        QVERIFY2(v11, qPrintable(error));
        QCOMPARE(DesignFile::write(*v11), readAll(kDesigns + QStringLiteral("valid.json")));

        Design design = *DesignFile::read(version8(), mParts, QStringLiteral("w8.json"), &error);
        design.workload->training.stack = SoftwareStack::MegatronCoreMoeOverlap;
        design.workload->calibrations = {h100Calibration(SoftwareStack::MegatronCoreMoeOverlap, 0.93,
                                                         QDate(2026, 12, 7), "megatron.log", 12.5, 11.6, 16)};
        const QByteArray text = DesignFile::write(design);
        QVERIFY(text.contains("\"stack\": \"megatron-moe-overlap\""));
        const auto back = DesignFile::read(text, mParts, QStringLiteral("w12.json"), &error);
        QVERIFY2(back && back->workload, qPrintable(error));
        QCOMPARE(back->workload->training.stack, SoftwareStack::MegatronCoreMoeOverlap);
        QCOMPARE(back->workload->calibrations.value(0).stack, SoftwareStack::MegatronCoreMoeOverlap);
        QCOMPARE(DesignFile::write(*back), text);

        QByteArray old = text;
        old.replace("\"version\": 12,", "\"version\": 11,");
        QVERIFY(!DesignFile::read(old, mParts, QStringLiteral("w11.json"), &error));
        QCOMPARE(error,
                 QStringLiteral("w11.json: workload.training.stack: megatron-moe-overlap needs a file of "
                                "version 12 or later"));
        design.workload->training.stack = SoftwareStack::MegatronCore;
        old = DesignFile::write(design);
        old.replace("\"version\": 12,", "\"version\": 11,");
        QVERIFY(!DesignFile::read(old, mParts, QStringLiteral("w11.json"), &error));
        QCOMPARE(error,
                 QStringLiteral("w11.json: workload.calibrations[0].stack: megatron-moe-overlap needs a "
                                "file of version 12 or later"));
        // An unknown stack in a version 11 file: the ids that version may name.
        old.replace("\"stack\": \"megatron-moe-overlap\"", "\"stack\": \"jax\"");
        QVERIFY(!DesignFile::read(old, mParts, QStringLiteral("w11.json"), &error));
        QCOMPARE(error, QStringLiteral("w11.json: workload.calibrations[0].stack: must be one of megatron, "
                                       "torchtitan, deepspeed, llm-foundry, dualpipe, got \"jax\""));
    }

    void version9RoundTrips() {
        QString error;
        Design design = *DesignFile::read(version8(), mParts, QStringLiteral("w8.json"), &error);
        design.settings.gpuPowerCapsW.insert(QStringLiteral("nvidia-h100-sxm5-80gb"), 500);
        TrainingSetup& training = design.workload->training;
        training.stack = SoftwareStack::TorchTitan;
        training.capacityFactor = 1.25;
        design.workload->calibrations = {h100Calibration(SoftwareStack::TorchTitan, 1.085, QDate(2026, 3, 4),
                                                         "titan.log", 6.31, 5.8157, 32)};
        const QByteArray text = DesignFile::write(design);
        const auto again = DesignFile::read(text, mParts, QStringLiteral("w9.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, design);
        QCOMPARE(DesignFile::write(*again), text);
        // The plan takes them: the calibration of the workload's stack on its GPU.
        QCOMPARE(workloadRequest(*again->workload).calibrations.size(), 1);
        QCOMPARE(workloadRequest(*again->workload).training.capacityFactor, 1.25);

        const auto refused = [&](const QByteArray& from, const QByteArray& to, const QString& message) {
            QByteArray bad = text;
            QVERIFY2(bad.contains(from), from.constData());
            bad.replace(from, to);
            QString why;
            QVERIFY(!DesignFile::read(bad, mParts, QStringLiteral("w9.json"), &why));
            QCOMPARE(why, message);
        };
        refused(
            "\"nvidia-h100-sxm5-80gb\": 500", "\"nvidia-h100-sxm5-80gb\": 20",
            QStringLiteral("w9.json: settings.gpu_power_caps_w.nvidia-h100-sxm5-80gb: must be between 50 and "
                           "3000, got 20"));
        refused(
            "\"nvidia-h100-sxm5-80gb\": 500", "\"nvidia-qm9700\": 500",
            QStringLiteral("w9.json: settings.gpu_power_caps_w.nvidia-qm9700: \"nvidia-qm9700\" is a switch, "
                           "not a gpu"));
        refused("\"stack\": \"torchtitan\",\n        \"gpu\"", "\"stack\": \"jax\",\n        \"gpu\"",
                QStringLiteral(
                    "w9.json: workload.calibrations[0].stack: must be one of megatron, "
                    "megatron-moe-overlap, torchtitan, deepspeed, llm-foundry, dualpipe, got \"jax\""));
        refused("\"factor\": 1.085", "\"factor\": 9",
                QStringLiteral("w9.json: workload.calibrations[0].factor: must be between 0.2 and 5, got 9"));
        refused("\"date\": \"2026-03-04\"", "\"date\": \"4 March\"",
                QStringLiteral("w9.json: workload.calibrations[0].date: must be a date as YYYY-MM-DD, got "
                               "\"4 March\""));
        refused(
            "\"capacity_factor\": 1.25", "\"capacity_factor\": 40",
            QStringLiteral("w9.json: workload.training.capacity_factor: must be between 0 and 16, got 40"));
    }
};

CW_TEST_GUILESS_MAIN(TestRunCalibrationFile)
#include "tst_runcalibrationfile.moc"
