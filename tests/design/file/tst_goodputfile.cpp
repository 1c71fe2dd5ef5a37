// The design file's goodput settings (version 10, `workload.goodput`; docs/design-format.md): older files
// open with the documented defaults, version 10 round-trips every setting, and bad values name the place
// and the reason.
#include "file/designfile.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kGoodputDesigns = QStringLiteral(CW_TEST_DATA "/designs/");
} // namespace

class TestGoodputFile : public QObject {
    Q_OBJECT
    PartIndex mParts;

    // The version 7 workload file as version 10 text, with `goodput` in its workload.
    QByteArray withGoodput(const QByteArray& goodput) {
        QByteArray text = readAll(kGoodputDesigns + QStringLiteral("workload-v7.json"));
        text.replace("\"version\": 7,", "\"version\": 10,");
        text.replace("\"mode\": \"training\",", "\"mode\": \"training\",\n    \"goodput\": " + goodput + ",");
        return text;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // A version 8 file opens (every key as before) and saves as version 10.
    void version8FilesOpenAndSaveAsVersion10() {
        QString error;
        const auto v8 = DesignFile::load(kGoodputDesigns + QStringLiteral("valid-v8.json"), mParts, &error);
        QVERIFY2(v8, qPrintable(error));
        QCOMPARE(DesignFile::write(*v8), readAll(kGoodputDesigns + QStringLiteral("valid.json")));
    }

    // An older workload gets the defaults: synchronous checkpoints, a 5 + 1 minute restart, no spares, a
    // 48-hour repair, Llama 3's field data, no site storage, five checkpoints kept within 60 s; and saving
    // it writes no goodput block (every setting at its default).
    void olderWorkloadsTakeTheDefaults() {
        QString error;
        const auto old =
            DesignFile::load(kGoodputDesigns + QStringLiteral("workload-v7.json"), mParts, &error);
        QVERIFY2(old && old->workload, qPrintable(error));
        const GoodputSettings& g = old->workload->goodput;
        QCOMPARE(g, GoodputSettings{});
        QVERIFY(!g.asyncCheckpoint);
        QCOMPARE(g.schedulingMin, 5.0);
        QCOMPARE(g.initMin, 1.0);
        QCOMPARE(g.spareNodes, 0);
        QCOMPARE(g.repairHours, 48.0);
        QCOMPARE(g.failureData, FailureData::Llama3);
        QVERIFY(!g.siteWriteGbs);
        QCOMPARE(g.checkpointsKept, 5);
        QCOMPARE(g.checkpointTargetS, 60.0);
        QVERIFY(!DesignFile::write(*old).contains("\"goodput\""));
    }

    // Every setting typed round-trips through version 10.
    void goodputRoundTrips() {
        QString error;
        auto design = DesignFile::load(kGoodputDesigns + QStringLiteral("workload-v7.json"), mParts, &error);
        QVERIFY2(design && design->workload, qPrintable(error));
        GoodputSettings& g = design->workload->goodput;
        g.asyncCheckpoint = true;
        g.keepGradients = true;
        g.schedulingMin = 12.5;
        g.initMin = 2;
        g.spareNodes = 3;
        g.repairHours = 72;
        g.failureData = FailureData::Rsc2;
        g.siteWriteGbs = 2000;
        g.siteReadGbs = 7000;
        g.checkpointsKept = 10;
        g.checkpointTargetS = 30;
        g.datasetTb = 60;
        g.storagePartId = QStringLiteral("ddn-ai400x2");
        const QByteArray text = DesignFile::write(*design);
        QVERIFY(text.contains("\"goodput\": {"));
        QVERIFY(text.contains("\"failure_data\": \"rsc2\""));
        const auto again = DesignFile::read(text, mParts, QStringLiteral("g.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->workload->goodput, g);
        QCOMPARE(DesignFile::write(*again), text);
    }

    void badValuesNameThePlaceAndTheReason_data() {
        QTest::addColumn<QByteArray>("goodput");
        QTest::addColumn<QString>("message");
        QTest::newRow("field data") << QByteArray("{\"failure_data\": \"rsc3\"}")
                                    << QStringLiteral("workload.goodput.failure_data: must be one of llama3, "
                                                      "rsc1, rsc2, got \"rsc3\"");
        QTest::newRow("repair") << QByteArray("{\"repair_h\": 0}")
                                << QStringLiteral(
                                       "workload.goodput.repair_h: must be between 0.1 and 1440, got 0");
        QTest::newRow("spares") << QByteArray("{\"spare_nodes\": -1}")
                                << QStringLiteral(
                                       "workload.goodput.spare_nodes: must not be negative, got -1");
        QTest::newRow("read alone") << QByteArray("{\"storage_read_gbs\": 100}")
                                    << QStringLiteral(
                                           "workload.goodput.storage_read_gbs: needs storage_write_gbs");
        QTest::newRow("not storage") << QByteArray("{\"storage_system\": \"nvidia-dgx-h100\"}")
                                     << QStringLiteral(
                                            "workload.goodput.storage_system: \"nvidia-dgx-h100\" is "
                                            "not a storage system");
        QTest::newRow("unknown") << QByteArray("{\"spares\": 2}")
                                 << QStringLiteral("workload.goodput.spares: unknown key");
    }
    void badValuesNameThePlaceAndTheReason() {
        QFETCH(QByteArray, goodput);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!DesignFile::read(withGoodput(goodput), mParts, QStringLiteral("g.json"), &error));
        QCOMPARE(error, QStringLiteral("g.json: ") + message);
    }

    // The schema (resources/design-schema.json) takes what the program writes, by python3-jsonschema's
    // Draft 2020-12 validator, and refuses a misspelt goodput key.
    void theSchemaTakesTheWrittenFile() {
        QString error;
        auto design = DesignFile::load(kGoodputDesigns + QStringLiteral("workload-v7.json"), mParts, &error);
        QVERIFY2(design && design->workload, qPrintable(error));
        design->workload->goodput.asyncCheckpoint = true;
        design->workload->goodput.spareNodes = 4;
        design->workload->goodput.siteWriteGbs = 500;
        design->workload->goodput.storagePartId = QStringLiteral("ddn-ai400x2");
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.json"));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        const QByteArray text = DesignFile::write(*design);
        for (const auto& [path, content] :
             {std::pair{good, text}, {bad, QByteArray(text).replace("\"spare_nodes\"", "\"spares\"")}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const auto validate = [](const QString& path) {
            QProcess python;
            python.start(
                QStringLiteral("python3"),
                {QStringLiteral("-c"),
                 QStringLiteral(
                     "import json, sys, jsonschema\n"
                     "schema = json.load(open(sys.argv[1]))\n"
                     "jsonschema.Draft202012Validator(schema).validate(json.load(open(sys.argv[2])))"),
                 QStringLiteral(CW_SOURCE_DIR "/resources/design-schema.json"), path});
            python.waitForFinished(60000);
            return std::pair{python.exitCode(), QString::fromUtf8(python.readAllStandardError())};
        };
        const auto [goodExit, goodOutput] = validate(good);
        QVERIFY2(goodExit == 0, qPrintable(goodOutput));
        const auto [badExit, badOutput] = validate(bad);
        QVERIFY(badExit != 0);
        QVERIFY2(badOutput.contains(QLatin1String("spares")), qPrintable(badOutput));
    }

    // Version 9 and before cannot carry it.
    void olderVersionsRefuseGoodput() {
        QByteArray text = withGoodput("{\"spare_nodes\": 2}");
        text.replace("\"version\": 10,", "\"version\": 8,");
        QString error;
        QVERIFY(!DesignFile::read(text, mParts, QStringLiteral("g.json"), &error));
        QCOMPARE(error, QStringLiteral("g.json: workload.goodput: unknown key"));
    }
};

CW_TEST_GUILESS_MAIN(TestGoodputFile)
#include "tst_goodputfile.moc"
