// The hall from the command line: `power import` sets the measured draw (exit 0), names what it cannot read
// (exit 2) or match (exit 1) and leaves the design untouched then; `check --json` has `facility` with the
// hall's figures; the report has the facility slide (read with pdftotext); the window's Hall tab renders.
#include "app/commandrunner.h"
#include "file/designfile.h"
#include "halldesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {

void writeReadings(const QString& path, const QByteArray& text) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
}

} // namespace

class TestPowerCommand : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;
    QString mCatalog;
    QString mHall;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        mCatalog = mDir.filePath(QStringLiteral("catalog.sqlite"));
        mHall = mDir.filePath(QStringLiteral("hall.json"));
        QString error;
        QVERIFY2(DesignFile::save(gb200Hall(), mHall, &error), qPrintable(error));
    }

    void importsAndWritesTheDesign() {
        const QString readings = mDir.filePath(QStringLiteral("nvl1.log"));
        // dcgmi dmon -e 155,203,204 of a node named like the rack's system, two samples of two GPUs.
        writeReadings(readings, "#Entity   POWER   GPUTL   MCUTL\nID        W\n"
                                "GPU 0     900.0   98      40\nGPU 1     910.0   97      38\n"
                                "GPU 0     950.0   99      41\nGPU 1     940.0   99      41\n");
        const QString out = mDir.filePath(QStringLiteral("measured.json"));
        const CommandResult r =
            runWorkbench(mCatalog, {QStringLiteral("power"), QStringLiteral("import"), readings, mHall,
                                    QStringLiteral("-o"), out, QStringLiteral("--percentile"),
                                    QStringLiteral("100"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json.at("devices").size(), size_t(1));
        QCOMPARE(json.at("devices").at(0).at("device").get<std::string>(), std::string("nvl1"));
        QCOMPARE(json.at("devices").at(0).at("source").get<std::string>(), std::string("dcgm"));
        QCOMPARE(json.at("devices").at(0).at("samples").get<int>(), 2);
        QString error;
        const auto measured = DesignFile::load(out, mParts, &error);
        QVERIFY2(measured, qPrintable(error));
        QCOMPARE(measured->settings.powerBasis, PowerBasis::Measured);
        QVERIFY(measured->racks[0].devices[0].measuredPowerW);
        QCOMPARE(measured->racks[0].devices[0].measurement->percentile, 100.0);
    }

    void errorsNameTheFileAndLeaveTheDesign() {
        const QByteArray before = readAll(mHall);
        const QString bad = mDir.filePath(QStringLiteral("bad.csv"));
        writeReadings(bad, "timestamp, index, power.draw [W]\n2025/03/14 10:00:00.100, 0, many W\n");
        CommandResult r =
            runWorkbench(mCatalog, {QStringLiteral("power"), QStringLiteral("import"), bad, mHall});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bad.csv: line 2: power.draw must be a number in W, got \"many W\""),
                 r.err.constData());
        QCOMPARE(readAll(mHall), before);
        const QString nobody = mDir.filePath(QStringLiteral("node99.csv"));
        writeReadings(nobody, "timestamp, index, power.draw [W]\n2025/03/14 10:00:00.100, 0, 500 W\n");
        r = runWorkbench(mCatalog, {QStringLiteral("power"), QStringLiteral("import"), nobody, mHall});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("node99.csv: host node99 matches no device of the design"));
        QCOMPARE(readAll(mHall), before);
        r = runWorkbench(mCatalog, {QStringLiteral("power"), QStringLiteral("import"), mHall});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("usage: cluster-workbench power import"));
    }

    void checkJsonHasTheFacility() {
        const CommandResult r =
            runWorkbench(mCatalog, {QStringLiteral("check"), mHall, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1); // the floor: errors
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json.at("facility").at("ups").at("load_w").get<double>(), 1056000.0);
        QCOMPARE(json.at("facility").at("limiting").get<std::string>(), std::string("floor"));
        QVERIFY(json.at("tco").at("pue").get<double>() < 1.3);
        bool floor = false;
        for (const auto& f : json.at("findings"))
            floor = floor || (f.at("code") == "hall.floor.over_rating" && f.at("rack") == "R01");
        QVERIFY(floor);
        const CommandResult text = runWorkbench(mCatalog, {QStringLiteral("check"), mHall});
        QVERIFY(text.out.contains("Hall Hall A:"));
        QVERIFY(text.out.contains("Limited by: floor loading"));
    }

    void reportHasTheFacilitySlide() {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext is missing");
        const QString pdf = mDir.filePath(QStringLiteral("hall.pdf"));
        const CommandResult r =
            runWorkbench(mCatalog, {QStringLiteral("report"), mHall, QStringLiteral("--lang"),
                                    QStringLiteral("en"), QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        // pdftotext gives the ligatures the font draws (fl, fi) as one character each: as letters again.
        const QString all = QString::fromUtf8(text.readAllStandardOutput())
                                .replace(QChar(0xfb02), QLatin1String("fl"))
                                .replace(QChar(0xfb01), QLatin1String("fi"))
                                .simplified();
        QVERIFY(all.contains(QStringLiteral("The hall: capacity, limits and cooling")));
        QVERIFY(all.contains(QStringLiteral("Hall A: limited by floor loading")));
        QVERIFY(all.contains(QStringLiteral("Cooling split of")));
    }

    void exploreTakesThisHall() {
        Design design = gb200Hall();
        design.workload = Workload{};
        design.workload->presetId = QStringLiteral("llama-3.1-70b");
        const QString file = mDir.filePath(QStringLiteral("explore.json"));
        QString error;
        QVERIFY2(DesignFile::save(design, file, &error), qPrintable(error));
        const CommandResult r = runWorkbench(
            mCatalog, {QStringLiteral("explore"), file, QStringLiteral("--gpu-count"), QStringLiteral("864"),
                       QStringLiteral("--systems"), QStringLiteral("nvidia-gb200-nvl72"),
                       QStringLiteral("--cooling"), QStringLiteral("liquid"), QStringLiteral("--rack-kw"),
                       QStringLiteral("140"), QStringLiteral("--this-hall"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1); // none fits the hall
        QVERIFY2(r.out.contains("free positions of the hall"), r.out.left(2000).constData());
    }
};

CW_TEST_MAIN(TestPowerCommand)
#include "tst_powercommand.moc"
