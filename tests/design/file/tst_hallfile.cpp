// The hall in the design file (version 11; docs/design-format.md, "Hall"): written canonically and read back
// the same, older files open without one and are saved as the current version, and every bad value is refused
// with the file, the place and the reason.
#include "file/designfile.h"
#include "halldesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kHallDesigns = QStringLiteral(CW_TEST_DATA "/designs/");

} // namespace

class TestHallFile : public QObject {
    Q_OBJECT
    PartIndex mParts;

    QString refused(QByteArray text, const QByteArray& from, const QByteArray& to) {
        text.replace(from, to);
        QString error;
        const auto design = DesignFile::read(text, mParts, QStringLiteral("hall.json"), &error);
        return design ? QString() : error;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void writtenAndReadBack() {
        Design design = gb200Hall();
        design.hall->feeds.append(RowFeed{0, 600000, QStringLiteral("generic-busway-tapoff-250a-415v")});
        design.hall->rearDoors.append(
            RearDoor{QStringLiteral("R02"), QStringLiteral("motivair-chilleddoor-75kw")});
        design.hall->loops[0].rackIds = {QStringLiteral("R01"), QStringLiteral("R02")};
        design.hall->efficiency.liquidCop = 20;
        design.hall->facilityWaterC = 30;
        const QByteArray text = DesignFile::write(design);
        QVERIFY(text.contains("\"version\": 12,"));
        QVERIFY(text.contains("\"hall\": {"));
        QVERIFY(text.contains("\"redundancy\": \"N+1\""));
        QString error;
        const auto back = DesignFile::read(text, mParts, QStringLiteral("hall.json"), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back->hall, *design.hall);
        QCOMPARE(DesignFile::write(*back), text); // canonical: the same bytes again
    }

    // A version 8 file (before the hall) opens without one and is saved as the current version; versions 9 to
    // 11 (the round's other issues) read as 8 here.
    void version8FilesOpenAndSaveAsTheCurrentVersion() {
        QString error;
        const auto v8 = DesignFile::load(kHallDesigns + QStringLiteral("valid-v8.json"), mParts, &error);
        QVERIFY2(v8, qPrintable(error));
        QVERIFY(!v8->hall);
        QCOMPARE(DesignFile::write(*v8), readAll(kHallDesigns + QStringLiteral("valid.json")));
        for (const QByteArray version : {"9", "10", "11"}) {
            QByteArray text = readAll(kHallDesigns + QStringLiteral("valid-v8.json"));
            text.replace("\"version\": 8,", "\"version\": " + version + ",");
            QVERIFY2(DesignFile::read(text, mParts, QStringLiteral("v.json"), &error), qPrintable(error));
        }
        // A hall in a version 8 file is a key that version does not have.
        QByteArray withHall = DesignFile::write(gb200Hall());
        withHall.replace("\"version\": 12,", "\"version\": 8,");
        QVERIFY(!DesignFile::read(withHall, mParts, QStringLiteral("old.json"), &error));
        QCOMPARE(error, QStringLiteral("old.json: hall: unknown key"));
        // So is a device's measurement.
        Design measured = gb200Hall(1);
        measured.racks[0].devices[0].measuredPowerW = 118000;
        measured.racks[0].devices[0].measurement =
            PowerMeasurement{QStringLiteral("2025-03-14"), 99, 125000, QStringLiteral("pdu"), 3600};
        measured.hall.reset();
        QByteArray v8measured = DesignFile::write(measured);
        QVERIFY(v8measured.contains("\"measurement\": {"));
        v8measured.replace("\"version\": 12,", "\"version\": 8,");
        QVERIFY(!DesignFile::read(v8measured, mParts, QStringLiteral("old.json"), &error));
        QCOMPARE(error, QStringLiteral("old.json: racks[0].devices[0].measurement: unknown key"));
    }

    // The schema for editors takes what the program writes (python3-jsonschema, Draft 2020-12).
    void schemaValidatesTheHall() {
        Design design = gb200Hall();
        design.hall->feeds.append(RowFeed{0, 600000, QStringLiteral("generic-busway-tapoff-250a-415v")});
        design.hall->rearDoors.append(
            RearDoor{QStringLiteral("R02"), QStringLiteral("motivair-chilleddoor-75kw")});
        design.racks[0].devices[0].measuredPowerW = 118000;
        design.racks[0].devices[0].measurement =
            PowerMeasurement{QStringLiteral("2025-03-14"), 99, 125000, QStringLiteral("pdu"), 3600};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hall.json"));
        QString error;
        QVERIFY2(DesignFile::save(design, path, &error), qPrintable(error));
        QProcess python;
        python.start(QStringLiteral("python3"),
                     {QStringLiteral("-c"),
                      QStringLiteral("import json, sys, jsonschema\n"
                                     "schema = json.load(open(sys.argv[1]))\n"
                                     "jsonschema.validators.validator_for(schema)(schema).validate(json.load("
                                     "open(sys.argv[2])))\n"),
                      QStringLiteral(CW_SOURCE_DIR "/resources/design-schema.json"), path});
        QVERIFY(python.waitForFinished(60000));
        QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    }

    void badValuesAreRefused() {
        const QByteArray text = DesignFile::write(gb200Hall());
        QCOMPARE(refused(text, "\"water_class\": \"W32\"", "\"water_class\": \"W33\""),
                 QStringLiteral(
                     "hall.json: hall.water_class: must be W17, W27, W32, W40, W45 or W+, got \"W33\""));
        QCOMPARE(refused(text, "\"air_class\": \"A1\"", "\"air_class\": \"B1\""),
                 QStringLiteral("hall.json: hall.air_class: must be A1, A2, A3 or A4, got \"B1\""));
        QCOMPARE(refused(text, "\"floor_rating_kg_m2\": 1200", "\"floor_rating_kg_m2\": 1e9"),
                 QStringLiteral(
                     "hall.json: hall.floor_rating_kg_m2: must be between 200 and 10000, got 1000000000.0"));
        QCOMPARE(refused(text, "\"part\": \"generic-ups-module-500kw\"", "\"part\": \"coolit-chx750\""),
                 QStringLiteral("hall.json: hall.ups.part: \"coolit-chx750\" is not a UPS module"));
        QCOMPARE(
            refused(text, "\"part\": \"generic-ups-module-500kw\"", "\"part\": \"nvidia-gb200-nvl72\""),
            QStringLiteral("hall.json: hall.ups.part: \"nvidia-gb200-nvl72\" is a system, not a facility"));
        QCOMPARE(
            refused(text, "\"redundancy\": \"N\"", "\"redundancy\": \"N+2\""),
            QStringLiteral("hall.json: hall.ups.redundancy: must be \"N\", \"N+1\" or \"2N\", got \"N+2\""));
        QCOMPARE(
            refused(text, "\"id\": \"cdu-2\"", "\"id\": \"cdu-1\""),
            QStringLiteral("hall.json: hall.loops[0].cdus[1].id: \"cdu-1\" is already used in the design"));
        QCOMPARE(
            refused(text, "\"id\": \"cdu-2\"", "\"id\": \"R01\""),
            QStringLiteral("hall.json: hall.loops[0].cdus[1].id: \"R01\" is already used in the design"));
        QCOMPARE(refused(text, "\"racks\": []", "\"racks\": [\"R99\"]"),
                 QStringLiteral("hall.json: hall.loops[0].racks[0]: \"R99\" is not a rack of the design"));
        QCOMPARE(refused(text, "\"aisles\": \"hot-cold\"", "\"aisles\": \"sideways\""),
                 QStringLiteral(
                     "hall.json: hall.aisles: must be \"hot-cold\" or \"same-direction\", got \"sideways\""));
        QCOMPARE(refused(text, "\"rows\": 2,", "\"rows\": 2, \"colour\": 1,"),
                 QStringLiteral("hall.json: hall.colour: unknown key"));
        QCOMPARE(refused(text, "\"supply_c\": 37", "\"supply_c\": -5"),
                 QStringLiteral("hall.json: hall.loops[0].supply_c: must be between 5 and 70, got -5"));
        // A measurement without the measured draw it describes.
        Design design = gb200Hall(1);
        design.racks[0].devices[0].measuredPowerW = 118000;
        design.racks[0].devices[0].measurement =
            PowerMeasurement{QStringLiteral("2025-03-14"), 99, 125000, QStringLiteral("pdu"), 3600};
        const QByteArray measured = DesignFile::write(design);
        QCOMPARE(refused(measured, "\"measured_power_w\": 118000,", ""),
                 QStringLiteral(
                     "hall.json: racks[0].devices[0].measurement: needs the device's measured_power_w"));
        QCOMPARE(refused(measured, "\"date\": \"2025-03-14\"", "\"date\": \"14.3.2025\""),
                 QStringLiteral(
                     "hall.json: racks[0].devices[0].measurement.date: must be a date written YYYY-MM-DD, "
                     "got \"14.3.2025\""));
    }
};

CW_TEST_MAIN(TestHallFile)
#include "tst_hallfile.moc"
