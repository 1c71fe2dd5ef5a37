// Design file versions (docs/design-format.md, "Version history"): each older version opens and is saved as
// the current one, cannot carry a later version's keys, and what each version added reads and writes back
// byte for byte.
#include "designpatch.h"
#include "file/designfile.h"
#include "plan/workloadrequest.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

namespace {} // namespace

class TestDesignVersions : public QObject {
    Q_OBJECT
    PartIndex mParts = bundledParts();

private slots:
    // Version 1 files (before fabrics) open, and are written as version 2 with nothing else changed.
    // Version 3 adds the workload; a version 2 file opens unchanged, is saved as version 3, and cannot carry
    // a workload.
    void version2FilesOpenAndSaveAsVersion3() {
        QString error;
        const auto v2 = DesignFile::load(kDesigns + QStringLiteral("valid-v2.json"), mParts, &error);
        QVERIFY2(v2, qPrintable(error));
        const auto v3 = DesignFile::load(kDesigns + QStringLiteral("valid.json"), mParts, &error);
        QVERIFY2(v3, qPrintable(error));
        QCOMPARE(*v2, *v3);
        QVERIFY(!v2->workload);
        QCOMPARE(DesignFile::write(*v2), readAll(kDesigns + QStringLiteral("valid.json")));
        const QByteArray withWorkload =
            patched(readAll(kDesigns + QStringLiteral("valid-v2.json")), QStringLiteral("/workload"),
                    R"({"model": {"parameters": 7e9}})");
        QVERIFY(!DesignFile::read(withWorkload, mParts, QStringLiteral("v2.json"), &error));
        QCOMPARE(error, QStringLiteral("v2.json: workload: unknown key"));
    }

    // Each way to give the model, with every setting, reads back equal and writes back byte for byte; a
    // config.json object is kept as it was (keys the sizer does not read included).
    void workloadRoundTrip_data() {
        QTest::addColumn<QByteArray>("workload");
        QTest::newRow("preset") << QByteArray(R"({"model": {"preset": "llama-3.1-70b"}, "mode": "training",
            "training": {"tokens": 15000000000000, "precision": "fp8", "optimizer": "adam8bit", "recompute": "full",
                         "zero": 1, "tp": 8, "pp": 4, "sequence_parallel": true, "sequence_length": 8192,
                         "micro_batch": 2, "mfu": 0.38},
            "inference": {"precision": "int4", "kv_precision": "fp8", "batch": 16, "context": 32768, "gpus": 4},
            "gpus": 1024, "gpu": "nvidia-h100-sxm5-80gb", "reserve": 0.05,
            "measurements": [{"nodes": 1, "throughput": 215}, {"nodes": 4, "throughput": 798}]})");
        QTest::newRow("size") << QByteArray(
            R"({"model": {"name": "our 7B", "parameters": 7000000000}, "mode": "inference"})");
        QTest::newRow("config") << QByteArray(
            R"({"model": {"name": "Qwen2.5 7B", "config": {"model_type": "qwen2",
            "hidden_size": 3584, "num_hidden_layers": 28, "num_attention_heads": 28, "num_key_value_heads": 4,
            "intermediate_size": 18944, "vocab_size": 152064, "tie_word_embeddings": false,
            "rope_scaling": null, "rope_theta": 1000000.0}}})");
    }

    void workloadRoundTrip() {
        QFETCH(QByteArray, workload);
        const QByteArray text =
            patched(readAll(kDesigns + QStringLiteral("valid.json")), QStringLiteral("/workload"), workload);
        QString error;
        const auto design = DesignFile::read(text, mParts, QStringLiteral("w.json"), &error);
        QVERIFY2(design, qPrintable(error));
        QVERIFY(design->workload);
        const QByteArray written = DesignFile::write(*design);
        const auto again = DesignFile::read(written, mParts, QStringLiteral("w.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, *design);
        QCOMPARE(DesignFile::write(*again), written);
        const Workload& w = *design->workload;
        if (QByteArray(QTest::currentDataTag()) == "preset") {
            QCOMPARE(workloadModel(w).name, QStringLiteral("Llama 3.1 70B"));
            QCOMPARE(w.training.layout.tensorParallel, 8);
            QCOMPARE(w.training.precision, TrainingPrecision::Fp8);
            QCOMPARE(w.serving.kvBytesPerValue, 1.0);
            QCOMPARE(w.measurements.size(), 2);
            QCOMPARE(w.tokens, 15e12);
        } else if (QByteArray(QTest::currentDataTag()) == "config") {
            QVERIFY(written.contains("\"rope_theta\": 1000000.0"));
            QVERIFY(std::abs(workloadModel(w).parameters - 7.616e9) < 0.01e9);
            QCOMPARE(workloadModel(w).name, QStringLiteral("Qwen2.5 7B"));
        } else {
            QVERIFY(w.inference);
            QCOMPARE(workloadModel(w).parameters, 7e9);
        }
    }

    void version1FilesOpenAndSaveAsVersion2() {
        QString error;
        const auto v1 = DesignFile::load(kDesigns + QStringLiteral("valid-v1.json"), mParts, &error);
        QVERIFY2(v1, qPrintable(error));
        const auto v2 = DesignFile::load(kDesigns + QStringLiteral("valid.json"), mParts, &error);
        QVERIFY2(v2, qPrintable(error));
        QCOMPARE(*v1, *v2);
        QVERIFY(v1->fabrics.isEmpty());
        QCOMPARE(DesignFile::write(*v1), readAll(kDesigns + QStringLiteral("valid.json"))); // as version 4
        // A version 1 file cannot carry version 2 keys.
        const QByteArray withFabrics =
            patched(readAll(kDesigns + QStringLiteral("valid-v1.json")), QStringLiteral("/fabrics"), "[]");
        QVERIFY(!DesignFile::read(withFabrics, mParts, QStringLiteral("v1.json"), &error));
        QCOMPARE(error, QStringLiteral("v1.json: fabrics: unknown key"));
    }

    void fabricsAndCablesRoundTrip() {
        QString error;
        auto design = DesignFile::load(kDesigns + QStringLiteral("valid.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        Fabric fabric;
        fabric.id = QStringLiteral("ib-compute");
        fabric.name = QStringLiteral("计算网络");
        fabric.switchPartId = QStringLiteral("nvidia-qm9700");
        fabric.nicPartIds = {QStringLiteral("nvidia-connectx-7-ndr")};
        fabric.topology = QStringLiteral("fat-tree");
        fabric.blocking = 1.5;
        fabric.placement = QStringLiteral("network-rack");
        fabric.networkRackId = QStringLiteral("R01");
        fabric.leafIds = {QStringLiteral("sw01")};
        design->fabrics = {fabric};
        design->cables = {
            CableOverride{
                QStringLiteral("ib-compute/H0001"), QStringLiteral("dac-osfp-ndr-1m"), 2.5, {}, {}, {}, {}},
            CableOverride{QStringLiteral("extra-1"),
                          {},
                          0,
                          QStringLiteral("n01"),
                          QStringLiteral("eth0"),
                          QStringLiteral("sw01"),
                          QStringLiteral("1")}};
        const QByteArray text = DesignFile::write(*design);
        QVERIFY(text.contains("\"blocking\": 1.5"));
        const auto again = DesignFile::read(text, mParts, QStringLiteral("f.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->fabrics, design->fabrics);
        QCOMPARE(again->cables, design->cables);
        QCOMPARE(DesignFile::write(*again), text);
    }

    // A version 3 file opens: no tax key, so the currency's default applies; it cannot carry version 4 keys.
    void version3FilesOpenAndSaveAsVersion4() {
        QString error;
        const auto v3 = DesignFile::load(kDesigns + QStringLiteral("valid-v3.json"), mParts, &error);
        QVERIFY2(v3, qPrintable(error));
        QVERIFY(!v3->settings.taxPercent);
        const auto v4 = DesignFile::load(kDesigns + QStringLiteral("valid-v4.json"), mParts, &error);
        QVERIFY2(v4, qPrintable(error));
        QCOMPARE(*v3, *v4);
        QByteArray withTax = readAll(kDesigns + QStringLiteral("valid-v3.json"));
        withTax.replace("\"currency\":", "\"tax_percent\": 6, \"currency\":");
        QVERIFY(!DesignFile::read(withTax, mParts, QStringLiteral("v3.json"), &error));
        QCOMPARE(error, QStringLiteral("v3.json: settings.tax_percent: unknown key"));
    }

    void taxRoundTripsInVersion4() {
        QString error;
        auto design = DesignFile::load(kDesigns + QStringLiteral("valid.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        design->settings.taxPercent = 9;
        design->settings.taxLabel = QStringLiteral("增值税");
        const QByteArray text = DesignFile::write(*design);
        QVERIFY(text.contains("\"tax_percent\": 9"));
        const auto again = DesignFile::read(text, mParts, QStringLiteral("t.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, *design);
        QByteArray bad = text;
        bad.replace("\"tax_percent\": 9", "\"tax_percent\": 130");
        QVERIFY(!DesignFile::read(bad, mParts, QStringLiteral("t.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("settings.tax_percent")), qPrintable(error));
    }

    // A version 5 file opens with the cost-of-ownership defaults (5 years, no facility or support cost, 80 %
    // GPU utilisation), is saved as version 6, and cannot carry version 6 keys; they round-trip.
    void version5FilesOpenAndSaveAsVersion6() {
        QString error;
        const auto v5 = DesignFile::load(kDesigns + QStringLiteral("valid-v5.json"), mParts, &error);
        QVERIFY2(v5, qPrintable(error));
        QCOMPARE(v5->settings.tcoYears, 5.0);
        QCOMPARE(v5->settings.gpuUtilisation, 0.8);
        QCOMPARE(DesignFile::write(*v5), readAll(kDesigns + QStringLiteral("valid.json")));
        QByteArray withYears = readAll(kDesigns + QStringLiteral("valid-v5.json"));
        withYears.replace("\"currency\":", "\"tco_years\": 4, \"currency\":");
        QVERIFY(!DesignFile::read(withYears, mParts, QStringLiteral("v5.json"), &error));
        QCOMPARE(error, QStringLiteral("v5.json: settings.tco_years: unknown key"));

        Design design = *v5;
        design.settings.tcoYears = 4;
        design.settings.facilityPerKwMonth = 150;
        design.settings.supportPercentPerYear = 10;
        design.settings.gpuUtilisation = 0.75;
        const QByteArray text = DesignFile::write(design);
        QVERIFY(text.contains("\"facility_per_kw_month\": 150"));
        const auto again = DesignFile::read(text, mParts, QStringLiteral("t.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, design);
        QByteArray bad = text;
        bad.replace("\"gpu_utilisation\": 0.75", "\"gpu_utilisation\": 1.5");
        QVERIFY(!DesignFile::read(bad, mParts, QStringLiteral("t.json"), &error));
        QCOMPARE(error,
                 QStringLiteral("t.json: settings.gpu_utilisation: must be between 0.01 and 1, got 1.5"));
    }

    // A version 7 file opens with the whole layout at its defaults (cp, ep, vp 1, the automatic global
    // batch); the MFU every version 7 file wrote is dropped when it is the old default 0.4, so the step-time
    // model predicts the time, and kept as an override otherwise. Saved as the current version; version 7
    // cannot carry version 8 keys, and they round-trip.
    void version7FilesOpenAndSaveAsVersion8() {
        QString error;
        const auto v7 = DesignFile::load(kDesigns + QStringLiteral("valid-v7.json"), mParts, &error);
        QVERIFY2(v7, qPrintable(error));
        QCOMPARE(DesignFile::write(*v7), readAll(kDesigns + QStringLiteral("valid.json")));

        const QByteArray withWorkload = readAll(kDesigns + QStringLiteral("workload-v7.json"));
        QVERIFY(withWorkload.contains("\"mfu\": 0.4\n"));
        const auto defaulted = DesignFile::read(withWorkload, mParts, QStringLiteral("w7.json"), &error);
        QVERIFY2(defaulted && defaulted->workload, qPrintable(error));
        QVERIFY(!defaulted->workload->mfu);
        QVERIFY(!workloadRequest(*defaulted->workload).mfuOverride);
        const ParallelLayout& layout = defaulted->workload->training.layout;
        QCOMPARE(layout.tensorParallel, 8);
        QCOMPARE(layout.pipelineParallel, 2);
        QCOMPARE(layout.contextParallel, 1);
        QCOMPARE(layout.expertParallel, 1);
        QCOMPARE(layout.virtualStages, 1);
        QCOMPARE(defaulted->workload->training.globalBatch, 0);
        const QByteArray saved = DesignFile::write(*defaulted);
        QVERIFY(saved.contains("\"version\": " + QByteArray::number(DesignFile::kVersion) + ","));
        QVERIFY(!saved.contains("\"mfu\""));
        QVERIFY(saved.contains("\"cp\": 1,"));

        QByteArray typed = withWorkload;
        typed.replace("\"mfu\": 0.4\n", "\"mfu\": 0.35\n");
        const auto kept = DesignFile::read(typed, mParts, QStringLiteral("w7.json"), &error);
        QVERIFY2(kept && kept->workload, qPrintable(error));
        QCOMPARE(kept->workload->mfu, std::optional<double>(0.35));
        QVERIFY(workloadRequest(*kept->workload).mfuOverride);
        QCOMPARE(workloadRequest(*kept->workload).mfu, 0.35);
        QVERIFY(DesignFile::write(*kept).contains("\"mfu\": 0.35"));

        QByteArray early = withWorkload;
        early.replace("\"pp\": 2,", "\"pp\": 2, \"cp\": 2,");
        QVERIFY(!DesignFile::read(early, mParts, QStringLiteral("w7.json"), &error));
        QCOMPARE(error, QStringLiteral("w7.json: workload.training.cp: unknown key"));

        Design design = *defaulted;
        TrainingSetup& training = design.workload->training;
        training.layout.contextParallel = 2;
        training.layout.expertParallel = 4;
        training.layout.virtualStages = 3;
        training.globalBatch = 1536;
        design.workload->mfu = 0.52;
        const QByteArray text = DesignFile::write(design);
        const auto again = DesignFile::read(text, mParts, QStringLiteral("w8.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, design);
        QCOMPARE(DesignFile::write(*again), text);
        QByteArray bad = text;
        bad.replace("\"vp\": 3", "\"vp\": 0");
        QVERIFY(!DesignFile::read(bad, mParts, QStringLiteral("w8.json"), &error));
        QCOMPARE(error, QStringLiteral("w8.json: workload.training.vp: must be at least 1, got 0"));
    }

    // A version 6 file opens without quotes, is saved as version 7, and cannot carry quotes; quotes
    // round-trip, and a bad one is refused with its place and reason.
    void version6FilesOpenAndSaveAsVersion7() {
        QString error;
        const auto v6 = DesignFile::load(kDesigns + QStringLiteral("valid-v6.json"), mParts, &error);
        QVERIFY2(v6, qPrintable(error));
        QVERIFY(v6->quotes.isEmpty());
        QCOMPARE(DesignFile::write(*v6), readAll(kDesigns + QStringLiteral("valid.json")));
        QByteArray withQuotes = readAll(kDesigns + QStringLiteral("valid-v6.json"));
        withQuotes.replace("\"racks\":", "\"quotes\": [], \"racks\":");
        QVERIFY(!DesignFile::read(withQuotes, mParts, QStringLiteral("v6.json"), &error));
        QCOMPARE(error, QStringLiteral("v6.json: quotes: unknown key"));

        Design design = *v6;
        PriceQuote quote;
        quote.partId = design.racks[0].partId;
        quote.unitPrice = 1850.5;
        quote.currency = QStringLiteral("EUR");
        quote.discountPercent = 7.5;
        quote.supplier = QStringLiteral("北京某某科技有限公司");
        quote.reference = QStringLiteral("BJ-2026-0042");
        quote.date = QStringLiteral("2026-11-20");
        quote.leadTimeWeeks = 8;
        design.quotes = {quote,
                         PriceQuote{design.racks[0].devices[0].partId, std::nullopt, {}, 10, {}, {}, {}, {}}};
        const QByteArray text = DesignFile::write(design);
        QVERIFY(text.contains("\"discount_percent\": 7.5"));
        const auto again = DesignFile::read(text, mParts, QStringLiteral("t.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->quotes, design.quotes);

        const std::pair<QByteArray, QByteArray> bad[] = {
            {"\"discount_percent\": 7.5", "\"discount_percent\": 107.5"},
            {"\"date\": \"2026-11-20\"", "\"date\": \"20.11.2026\""},
            {"\"currency\": \"EUR\"", "\"currency\": \"euro\""},
            {"\"lead_time_weeks\": 8", "\"lead_time_weeks\": 8.5"},
        };
        const QString expected[] = {
            QStringLiteral("t.json: quotes[0].discount_percent: must be between 0 and 100, got 107.5"),
            QStringLiteral("t.json: quotes[0].date: must be a date written YYYY-MM-DD, got \"20.11.2026\""),
            QStringLiteral(
                "t.json: quotes[0].currency: must be a three-letter ISO currency code such as \"USD\", "
                "got \"euro\""),
            QStringLiteral("t.json: quotes[0].lead_time_weeks: must be a whole number, got 8.5"),
        };
        for (int i = 0; i < 4; ++i) {
            QByteArray broken = text;
            broken.replace(bad[i].first, bad[i].second);
            QVERIFY(broken != text);
            QVERIFY(!DesignFile::read(broken, mParts, QStringLiteral("t.json"), &error));
            QCOMPARE(error, expected[i]);
        }
        Design twice = design;
        twice.quotes.append(quote);
        QVERIFY(!DesignFile::read(DesignFile::write(twice), mParts, QStringLiteral("t.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("quotes[2].part")) && error.contains(QStringLiteral("twice")),
                 qPrintable(error));
    }

    // A version 4 file opens with the version 5 defaults (vendor maximum, 80 % derating, feeds alternating,
    // cords automatic), is saved as the current version, and cannot carry version 5 keys.
    void version4FilesOpenAndSaveAsVersion5() {
        QString error;
        const auto v4 = DesignFile::load(kDesigns + QStringLiteral("valid-v4.json"), mParts, &error);
        QVERIFY2(v4, qPrintable(error));
        QCOMPARE(v4->settings.powerBasis, PowerBasis::VendorMax);
        QCOMPARE(v4->settings.deratingPercent, 80.0);
        const auto v5 = DesignFile::load(kDesigns + QStringLiteral("valid-v5.json"), mParts, &error);
        QVERIFY2(v5, qPrintable(error));
        QCOMPARE(*v4, *v5);
        QCOMPARE(DesignFile::write(*v4), readAll(kDesigns + QStringLiteral("valid.json")));
        QByteArray withBasis = readAll(kDesigns + QStringLiteral("valid-v4.json"));
        withBasis.replace("\"currency\":", "\"power_basis\": \"typical\", \"currency\":");
        QVERIFY(!DesignFile::read(withBasis, mParts, QStringLiteral("v4.json"), &error));
        QCOMPARE(error, QStringLiteral("v4.json: settings.power_basis: unknown key"));
        const QByteArray withCords = patched(readAll(kDesigns + QStringLiteral("valid-v4.json")),
                                             QStringLiteral("/racks/0/devices/0/power_cords"), "[]");
        QVERIFY(!DesignFile::read(withCords, mParts, QStringLiteral("v4.json"), &error));
        QCOMPARE(error, QStringLiteral("v4.json: racks[0].devices[0].power_cords: unknown key"));
    }

    void powerSignOffRoundTripsInVersion5() {
        QString error;
        auto design = DesignFile::load(kDesigns + QStringLiteral("valid.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        design->settings.powerBasis = PowerBasis::Measured;
        design->settings.deratingPercent = 100;
        design->settings.phaseImbalancePercent = 15;
        design->settings.coolantDeltaTC = 8;
        Rack& rack = design->racks[0];
        rack.pdus = {
            RackPdu{QStringLiteral("pdu-a"), QStringLiteral("pdu-3ph-400v-32a"), QStringLiteral("A")},
            RackPdu{QStringLiteral("pdu-b"), QStringLiteral("apc-ap8881"), QStringLiteral("B")}};
        Device& device = rack.devices[0];
        device.measuredPowerW = 5120;
        device.powerCords = {PowerCord{1, QStringLiteral("pdu-a"), 7},
                             PowerCord{2, QStringLiteral("pdu-b"), 3}};
        const QByteArray text = DesignFile::write(*design);
        QVERIFY(text.contains("\"power_basis\": \"measured\""));
        QVERIFY(text.contains("\"measured_power_w\": 5120"));
        const auto again = DesignFile::read(text, mParts, QStringLiteral("p.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, *design);
        QCOMPARE(DesignFile::write(*again), text);

        // Bad values name the place and the reason.
        const auto rejects = [&](const char* from, const char* to, const QString& expected) {
            QByteArray bad = text;
            bad.replace(from, to);
            QVERIFY2(bad != text, from);
            QString message;
            QVERIFY(!DesignFile::read(bad, mParts, QStringLiteral("p.json"), &message));
            QCOMPARE(message, QStringLiteral("p.json: ") + expected);
        };
        rejects("\"power_basis\": \"measured\"", "\"power_basis\": \"peak\"",
                QStringLiteral("settings.power_basis: must be vendor_max, computed_max, typical or measured, "
                               "got \"peak\""));
        rejects("\"derating_percent\": 100", "\"derating_percent\": 125",
                QStringLiteral("settings.derating_percent: must be between 50 and 100, got 125"));
        rejects("\"feed\": \"B\"", "\"feed\": \"C\"",
                QStringLiteral("racks[0].pdus[1].feed: must be \"A\" or \"B\", got \"C\""));
        rejects(
            "\"pdu\": \"pdu-b\"", "\"pdu\": \"pdu-z\"",
            QStringLiteral("racks[0].devices[0].power_cords[1].pdu: \"pdu-z\" is not a PDU of rack \"R01\""));
        rejects("\"psu\": 2", "\"psu\": 1",
                QStringLiteral("racks[0].devices[0].power_cords[1].psu: inlet 1 already has a power cord"));
    }
};

CW_TEST_GUILESS_MAIN(TestDesignVersions)
#include "tst_designversions.moc"
