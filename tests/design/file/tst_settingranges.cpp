// Every number a design holds has a physical range (design/model/settingrange.h); the loader refuses a
// value outside it with the file, the JSON place, the value and the range. The robustness issue's cases:
// an air temperature rise or a period of 1e-300 gave 7.0e301 CFM and a cost per GPU-hour of 6.8e300, a
// PUE of 1e12 gave 7e16 kWh a year. Refusing is no format change: the file version stays 7.
#include "file/designfile.h"
#include "model/settingrange.h"
#include "testmain.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

// The reference example with `key` set to `value` in the object at `place` ("settings", "racks[0]",
// "racks[0].devices[0]", "fabrics[0]").
QByteArray withValue(const QString& place, const QString& key, const QJsonValue& value) {
    QJsonObject root =
        QJsonDocument::fromJson(
            readAll(QStringLiteral(CW_SOURCE_DIR "/resources/examples/k8s-32gpu-cluster.json")))
            .object();
    if (place == QLatin1String("settings")) {
        QJsonObject settings = root[QStringLiteral("settings")].toObject();
        settings[key] = value;
        root[QStringLiteral("settings")] = settings;
    } else if (place == QLatin1String("settings.exchange_rates")) {
        QJsonObject settings = root[QStringLiteral("settings")].toObject();
        settings[QStringLiteral("exchange_rates")] = QJsonObject{{key, value}};
        root[QStringLiteral("settings")] = settings;
    } else if (place == QLatin1String("racks[0]") || place == QLatin1String("racks[0].devices[0]")) {
        QJsonArray racks = root[QStringLiteral("racks")].toArray();
        QJsonObject rack = racks[0].toObject();
        if (place == QLatin1String("racks[0]")) {
            rack[key] = value;
        } else {
            QJsonArray devices = rack[QStringLiteral("devices")].toArray();
            QJsonObject device = devices[0].toObject();
            device[key] = value;
            devices[0] = device;
            rack[QStringLiteral("devices")] = devices;
        }
        racks[0] = rack;
        root[QStringLiteral("racks")] = racks;
    } else if (place == QLatin1String("fabrics[0]")) {
        QJsonArray fabrics = root[QStringLiteral("fabrics")].toArray();
        QJsonObject fabric = fabrics[0].toObject();
        fabric[key] = value;
        fabrics[0] = fabric;
        root[QStringLiteral("fabrics")] = fabrics;
    } else if (place == QLatin1String("quotes[0]")) {
        QJsonObject quote{{QStringLiteral("part"), QStringLiteral("nvidia-sn2700")},
                          {QStringLiteral("supplier"), QStringLiteral("Acme")}};
        quote[key] = value;
        root[QStringLiteral("quotes")] = QJsonArray{quote};
    } else {
        qFatal("no place %s", qPrintable(place));
    }
    return QJsonDocument(root).toJson();
}

QString number(double value) {
    return QString::number(value, 'g', 15);
}

} // namespace

class TestSettingRanges : public QObject {
    Q_OBJECT
    PartIndex mParts;

    std::optional<Design> load(const QByteArray& text, QString* error) const {
        return DesignFile::read(text, mParts, QStringLiteral("ranges.json"), error);
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Each range's bounds load; a step past either is refused with the place, the range and the value.
    void boundsLoadAndBeyondIsRefused_data() {
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("minimum");
        QTest::addColumn<double>("maximum");
        for (const SettingRange& range : SettingRange::settings())
            if (QLatin1String(range.key) != QLatin1String("exchange_rates"))
                QTest::newRow(range.key) << QStringLiteral("settings") << QString::fromLatin1(range.key)
                                         << range.minimum << range.maximum;
        QTest::newRow("exchange rate")
            << QStringLiteral("settings.exchange_rates") << QStringLiteral("CNY")
            << SettingRange::kExchangeRate.minimum << SettingRange::kExchangeRate.maximum;
        for (const SettingRange& range : {SettingRange::kRackPowerBudgetW, SettingRange::kRackCoolingBudgetW})
            QTest::newRow(range.key) << QStringLiteral("racks[0]") << QString::fromLatin1(range.key)
                                     << range.minimum << range.maximum;
        QTest::newRow("measured_power_w")
            << QStringLiteral("racks[0].devices[0]") << QString::fromLatin1(SettingRange::kMeasuredPowerW.key)
            << SettingRange::kMeasuredPowerW.minimum << SettingRange::kMeasuredPowerW.maximum;
        QTest::newRow("blocking") << QStringLiteral("fabrics[0]")
                                  << QString::fromLatin1(SettingRange::kFabricBlocking.key)
                                  << SettingRange::kFabricBlocking.minimum
                                  << SettingRange::kFabricBlocking.maximum;
        for (const SettingRange& range : {SettingRange::kQuoteUnitPrice, SettingRange::kQuoteDiscountPercent})
            QTest::newRow(range.key) << QStringLiteral("quotes[0]") << QString::fromLatin1(range.key)
                                     << range.minimum << range.maximum;
    }
    void boundsLoadAndBeyondIsRefused() {
        QFETCH(QString, place);
        QFETCH(QString, key);
        QFETCH(double, minimum);
        QFETCH(double, maximum);
        QString error;
        QVERIFY2(load(withValue(place, key, minimum), &error), qPrintable(error));
        QVERIFY2(load(withValue(place, key, maximum), &error), qPrintable(error));
        const QString at = place + QLatin1Char('.') + key;
        for (double outside : {maximum * 10 + 1, minimum - (minimum == 0 ? 1 : minimum / 2)}) {
            QVERIFY(!load(withValue(place, key, outside), &error));
            QCOMPARE(error, QStringLiteral("ranges.json: %1: must be between %2 and %3, got %4")
                                .arg(at, number(minimum), number(maximum), number(outside)));
        }
    }

    // The issue's reproductions, refused with the value as written.
    void absurdValuesOfTheIssueAreRefused() {
        QString error;
        QVERIFY(!load(withValue(QStringLiteral("settings"), QStringLiteral("airflow_delta_t_c"), 1e-300),
                      &error));
        QCOMPARE(error, QStringLiteral(
                            "ranges.json: settings.airflow_delta_t_c: must be between 1 and 40, got 1e-300"));
        QVERIFY(!load(withValue(QStringLiteral("settings"), QStringLiteral("tco_years"), 1e-300), &error));
        QCOMPARE(error,
                 QStringLiteral("ranges.json: settings.tco_years: must be between 1 and 30, got 1e-300"));
        QVERIFY(!load(withValue(QStringLiteral("settings"), QStringLiteral("pue"), 1e12), &error));
        QCOMPARE(error,
                 QStringLiteral("ranges.json: settings.pue: must be between 1 and 3, got 1000000000000"));
        QVERIFY(!load(withValue(QStringLiteral("settings"), QStringLiteral("supply_voltage_v"), 12), &error));
        QCOMPARE(error, QStringLiteral(
                            "ranges.json: settings.supply_voltage_v: must be between 100 and 480, got 12"));
    }

    // Refusing is not a format change: a file the program writes at the bounds is the current version and
    // reads back.
    void writtenAtTheBoundsReadsBack() {
        Design design = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        design.settings.pue = SettingRange::kPue.maximum;
        design.settings.tcoYears = SettingRange::kTcoYears.maximum;
        design.settings.coolantDeltaTC = SettingRange::kCoolantDeltaTC.minimum;
        const QByteArray text = DesignFile::write(design);
        QVERIFY(text.contains("\"version\": 9"));
        QCOMPARE(DesignFile::kVersion, 9);
        QString error;
        const auto back = load(text, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->settings, design.settings);
    }

    // The JSON Schema for editors states the same ranges.
    void schemaStatesTheSameRanges() {
        const QJsonObject schema =
            QJsonDocument::fromJson(readAll(QStringLiteral(CW_SOURCE_DIR "/resources/design-schema.json")))
                .object();
        const QJsonObject settings = schema[QStringLiteral("$defs")]
                                         .toObject()[QStringLiteral("settings")]
                                         .toObject()[QStringLiteral("properties")]
                                         .toObject();
        QVERIFY(!settings.isEmpty());
        for (const SettingRange& range : SettingRange::settings()) {
            QJsonObject property = settings[QLatin1String(range.key)].toObject();
            if (QLatin1String(range.key) == QLatin1String("exchange_rates"))
                property = property[QStringLiteral("additionalProperties")].toObject();
            QVERIFY2(property.contains(QStringLiteral("minimum")), range.key);
            QCOMPARE(property[QStringLiteral("minimum")].toDouble(), range.minimum);
            QCOMPARE(property[QStringLiteral("maximum")].toDouble(), range.maximum);
        }
    }
};

CW_TEST_GUILESS_MAIN(TestSettingRanges)
#include "tst_settingranges.moc"
