// Measured power in: the readings of nvidia-smi (--query-gpu=timestamp,index,power.draw --format=csv, the
// header and "350.12 W" values as nvidia-smi prints them, e.g. the logs quoted in public gists), dcgmi dmon
// -e 155,203,204 (field 155, the POWER column: NVIDIA DCGM documentation, dcgmi dmon; the seed material runs
// dcgmi dmon -e 203,204,210) and a PDU's outlet export; errors name the file and the line; the readings set
// each device's measured draw at a percentile (nearest rank), with its peak and date.
#include "analysis/analyzer.h"
#include "analysis/measuredtargets.h"
#include "facility/measuredpower.h"
#include "facility/powerreadings.h"
#include "file/designfile.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

namespace {

QByteArray nvidiaSmiLog(const QList<double>& gpu0, const QList<double>& gpu1, const QString& host = {}) {
    const QString prefix = host.isEmpty() ? QString() : host + QStringLiteral(": ");
    QString text = prefix + QStringLiteral("timestamp, index, power.draw [W], utilization.gpu [%]\n");
    for (qsizetype i = 0; i < gpu0.size(); ++i) {
        const QString time = QStringLiteral("2025/03/14 10:00:%1.123").arg(i, 2, 10, QLatin1Char('0'));
        text += prefix + QStringLiteral("%1, 0, %2 W, 98 %\n").arg(time).arg(gpu0[i], 0, 'f', 2);
        text += prefix + QStringLiteral("%1, 1, %2 W, 97 %\n").arg(time).arg(gpu1[i], 0, 'f', 2);
    }
    return text.toUtf8();
}

QString readingError(const QByteArray& text, const QString& name = QStringLiteral("gpu.csv")) {
    QString error;
    const auto readings = parsePowerReadings(text, name, &error);
    return readings ? QString() : error;
}

Design dgxNodeDesign(const QString& name = QStringLiteral("node01")) {
    Design design;
    Rack rack;
    rack.id = QStringLiteral("R01");
    rack.partId = QStringLiteral("rack-42u-600x1200");
    Device dgx;
    dgx.id = QStringLiteral("n01");
    dgx.name = name;
    dgx.partId = QStringLiteral("nvidia-dgx-h100");
    dgx.u = 10;
    rack.devices.append(dgx);
    design.racks.append(rack);
    return design;
}

} // namespace

class TestPowerReadings : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void readsNvidiaSmiCsv() {
        QByteArray text = nvidiaSmiLog({650.12, 700}, {640, 0});
        text.replace("10:00:01.123, 1, 0.00 W",
                     "10:00:01.123, 1, [N/A]"); // a reading the driver could not take
        QString error;
        const auto readings = parsePowerReadings(text, QStringLiteral("n01.csv"), &error);
        QVERIFY2(readings, qPrintable(error));
        QCOMPARE(readings->source, ReadingSource::NvidiaSmi);
        QCOMPARE(readings->samples.size(), 3);
        QCOMPARE(readings->skipped, 1);
        QCOMPARE(readings->samples[0].watts, 650.12);
        QCOMPARE(readings->samples[0].entity, QStringLiteral("gpu 0"));
        QCOMPARE(readings->date, QDate(2025, 3, 14));
        QCOMPARE(readings->samples[0].key, readings->samples[1].key); // one query loop, one sample
        QVERIFY(readings->samples[2].key > readings->samples[0].key);
    }

    void pdshPrefixesNameTheHosts() {
        const QByteArray text = nvidiaSmiLog({600}, {610}, QStringLiteral("node01")) +
                                nvidiaSmiLog({500}, {510}, QStringLiteral("node02"));
        const auto readings = parsePowerReadings(text, QStringLiteral("all.csv"), nullptr);
        QVERIFY(readings);
        QCOMPARE(readings->samples.size(), 4);
        QCOMPARE(readings->samples[0].host, QStringLiteral("node01"));
        QCOMPARE(readings->samples[3].host, QStringLiteral("node02"));
    }

    void readsDcgmiDmon() {
        const QByteArray text = "#Entity   POWER   GPUTL   MCUTL\n"
                                "ID        W\n"
                                "GPU 0     651.2   98      40\n"
                                "GPU 1     640.3   97      38\n"
                                "GPU 0     700.0   99      41\n"
                                "GPU 1     N/A     99      41\n"
                                "#Entity   POWER   GPUTL   MCUTL\n"
                                "ID        W\n"
                                "GPU 0     702.5   99      41\n";
        QString error;
        const auto readings = parsePowerReadings(text, QStringLiteral("dmon.log"), &error);
        QVERIFY2(readings, qPrintable(error));
        QCOMPARE(readings->source, ReadingSource::Dcgm);
        QCOMPARE(readings->samples.size(), 4);
        QCOMPARE(readings->skipped, 1);
        QCOMPARE(readings->samples[1].watts, 640.3);
        // A new sample begins where a GPU comes again.
        QCOMPARE(readings->samples[0].key, 0);
        QCOMPARE(readings->samples[1].key, 0);
        QCOMPARE(readings->samples[2].key, 1);
        QCOMPARE(readings->samples[3].key, 2);
    }

    void readsPduOutletExport() {
        const QByteArray text = "Timestamp,PDU,Outlet,Name,Active Power (kW)\n"
                                "2025-03-14 10:00:00,pdu-a,1,node01,5.1\n"
                                "2025-03-14 10:00:00,pdu-a,2,\"node01\",4.9\n"
                                "2025-03-14 10:01:00,pdu-a,1,node01,5.3\n";
        QString error;
        const auto readings = parsePowerReadings(text, QStringLiteral("pdu.csv"), &error);
        QVERIFY2(readings, qPrintable(error));
        QCOMPARE(readings->source, ReadingSource::Pdu);
        QCOMPARE(readings->samples.size(), 3);
        QCOMPARE(readings->samples[0].watts, 5100.0);
        QCOMPARE(readings->samples[1].entity, QStringLiteral("node01"));
        QCOMPARE(readings->samples[0].host, QStringLiteral("pdu-a"));
    }

    // Every file the import cannot read names itself, the line and the reason.
    void errorsNameTheFileAndLine() {
        QByteArray bad = nvidiaSmiLog({650, 700}, {640, 650});
        bad.replace("700.00 W", "abc W");
        QCOMPARE(readingError(bad),
                 QStringLiteral("gpu.csv: line 4: power.draw must be a number in W, got \"abc W\""));
        QByteArray short_ = nvidiaSmiLog({650}, {640});
        short_.replace(", 1, 640.00 W, 97 %", ", 1");
        QCOMPARE(readingError(short_), QStringLiteral("gpu.csv: line 3: 2 fields where the header names 4"));
        QByteArray time = nvidiaSmiLog({650}, {640});
        time.replace("2025/03/14 10:00:00.123, 1", "yesterday, 1");
        QVERIFY(readingError(time).startsWith(
            QStringLiteral("gpu.csv: line 3: timestamp must be a date and time")));
        QVERIFY(
            readingError("650.12 W\n700 W\n").startsWith(QStringLiteral("gpu.csv: line 1: not a reading")));
        QCOMPARE(
            readingError("#Entity GPUTL MCUTL\nGPU 0 98 40\n", QStringLiteral("dmon.log")),
            QStringLiteral("dmon.log: line 1: no POWER column: run dcgmi dmon with field 155 (-e 155,...)"));
        QCOMPARE(readingError("#Entity POWER\nGPU 0 651 12\n", QStringLiteral("dmon.log")),
                 QStringLiteral("dmon.log: line 2: 3 fields where the header names 2 columns"));
        QCOMPARE(readingError(""), QStringLiteral("gpu.csv: is empty"));
        QCOMPARE(readingError("timestamp, index, power.draw [W]\n"),
                 QStringLiteral("gpu.csv: holds no power reading"));
        QString error;
        QVERIFY(!loadPowerReadings(QStringLiteral("/nonexistent/n01.csv"), &error));
        QVERIFY(error.startsWith(QStringLiteral("n01.csv: cannot open")));
    }

    // Nearest rank: of 1..100, the 99th percentile is 99, the median 50, the 100th 100.
    void percentileIsTheNearestRank() {
        QList<double> values;
        for (int i = 100; i >= 1; --i)
            values.append(i);
        QCOMPARE(MeasuredPower::percentileOf(values, 99), 99.0);
        QCOMPARE(MeasuredPower::percentileOf(values, 50), 50.0);
        QCOMPARE(MeasuredPower::percentileOf(values, 100), 100.0);
        QList<double> one{7};
        QCOMPARE(MeasuredPower::percentileOf(one, 99), 7.0);
    }

    // A DGX H100 whose eight GPUs read their 700 W TDP draws its rated 10.2 kW (NVIDIA DGX H100 user guide):
    // GPU readings replace the model's GPU share, the rest of the node stays at its maximum. At half the
    // TDP it draws 8 x 350 W less, through its PSUs.
    void gpuReadingsSetTheNodesDraw() {
        const Design design = dgxNodeDesign();
        const Budgets budgets = analyze(design, mParts);
        const QList<MeasuredTarget> targets = measuredTargets(design, budgets);
        QCOMPARE(targets.size(), 1);
        QCOMPARE(targets[0].gpus, 8);
        QCOMPARE(targets[0].maxW, 10200.0);
        QByteArray full = "timestamp, index, power.draw [W]\n";
        QByteArray half = full;
        for (int gpu = 0; gpu < 8; ++gpu) {
            full += QStringLiteral("2025/03/14 10:00:00.100, %1, 700.00 W\n").arg(gpu).toUtf8();
            half += QStringLiteral("2025/03/14 10:00:00.100, %1, 350.00 W\n").arg(gpu).toUtf8();
        }
        const auto readings = parsePowerReadings(full, QStringLiteral("node01.csv"), nullptr);
        MeasuredImport result = MeasuredPower::import({*readings}, targets, 99);
        QCOMPARE(result.devices.size(), 1);
        QVERIFY_WITHIN(result.devices[0].powerW, 10200, 0.001);
        QCOMPARE(result.devices[0].gpusRead, 8);
        QCOMPARE(result.devices[0].measurement.source, QStringLiteral("nvidia-smi"));
        const auto halfReadings = parsePowerReadings(half, QStringLiteral("node01.csv"), nullptr);
        result = MeasuredPower::import({*halfReadings}, targets, 99);
        QVERIFY_WITHIN(result.devices[0].powerW, 10200 - 8 * 350 * targets[0].acPerDc, 0.001);
        QVERIFY(targets[0].acPerDc > 1.0 && targets[0].acPerDc < 1.15); // 80 PLUS Titanium-class PSUs
    }

    // Samples over time: the percentile and the peak; the date of the last reading.
    void percentileAndPeakOverSamples() {
        const Design design = dgxNodeDesign();
        const Budgets budgets = analyze(design, mParts);
        QByteArray text = "Timestamp,Outlet,Name,Active Power (W)\n";
        for (int i = 1; i <= 100; ++i)
            text += QStringLiteral("2025-03-%1 10:00:%2,1,node01,%3\n")
                        .arg(i <= 50 ? 14 : 15)
                        .arg(i % 60, 2, 10, QLatin1Char('0'))
                        .arg(9000 + i * 10)
                        .toUtf8();
        const auto readings = parsePowerReadings(text, QStringLiteral("pdu.csv"), nullptr);
        QVERIFY(readings);
        const MeasuredImport result =
            MeasuredPower::import({*readings}, measuredTargets(design, budgets), 95);
        QCOMPARE(result.devices.size(), 1);
        QCOMPARE(result.devices[0].powerW, 9950.0);
        QCOMPARE(result.devices[0].measurement.peakW, 10000.0);
        QCOMPARE(result.devices[0].measurement.percentile, 95.0);
        QCOMPARE(result.devices[0].measurement.date, QStringLiteral("2025-03-15"));
        QCOMPARE(result.devices[0].measurement.source, QStringLiteral("pdu"));
    }

    // Readings of a host no device is named: a note, nothing set; --device sends them to one.
    void unmatchedHostsAreNamed() {
        const Design design = dgxNodeDesign(QStringLiteral("gpu-a"));
        const Budgets budgets = analyze(design, mParts);
        const auto readings =
            parsePowerReadings(nvidiaSmiLog({600}, {600}), QStringLiteral("node09.csv"), nullptr);
        MeasuredImport result = MeasuredPower::import({*readings}, measuredTargets(design, budgets), 99);
        QVERIFY(result.devices.isEmpty());
        QCOMPARE(result.notes,
                 QStringList{QStringLiteral("node09.csv: host node09 matches no device of the design")});
        result =
            MeasuredPower::import({*readings}, measuredTargets(design, budgets), 99, QStringLiteral("n01"));
        QCOMPARE(result.devices.size(), 1);
        QVERIFY(result.notes.join(QLatin1Char('\n')).contains(QStringLiteral("the readings name 2 GPU(s)")));
    }

    // The import sets the measured basis; the measurement is kept in the file (version 11) and read back.
    void appliedAndSaved() {
        const Design design = dgxNodeDesign();
        const Budgets budgets = analyze(design, mParts);
        const auto readings =
            parsePowerReadings(nvidiaSmiLog({600, 650}, {610, 640}), QStringLiteral("node01.csv"), nullptr);
        const MeasuredImport result =
            MeasuredPower::import({*readings}, measuredTargets(design, budgets), 99);
        const Design measured = MeasuredPower::applied(design, result);
        QCOMPARE(measured.settings.powerBasis, PowerBasis::Measured);
        QVERIFY(measured.racks[0].devices[0].measuredPowerW);
        QVERIFY(measured.racks[0].devices[0].measurement);
        QString error;
        const auto back =
            DesignFile::read(DesignFile::write(measured), mParts, QStringLiteral("m.json"), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->racks[0].devices[0].measurement, measured.racks[0].devices[0].measurement);
        const Budgets after = analyze(*back, mParts);
        QCOMPARE(after.racks[0].devices[0].powerBasis, PowerBasis::Measured);
        QCOMPARE(after.racks[0].devices[0].powerW, *measured.racks[0].devices[0].measuredPowerW);
    }
};

CW_TEST_MAIN(TestPowerReadings)
#include "tst_powerreadings.moc"
