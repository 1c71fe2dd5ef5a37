// The `bom` command run as a user would, on a temporary catalog database: every format, the options,
// atomic output, and bad arguments (exit 2).
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {

using Examples::kDgx;
using Examples::kLab;
constexpr double kLabTotal = 24976; // tst_bom: the lab example's parts at catalog prices (USD)

} // namespace

class TestBomCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    using Result = CommandResult;
    Result run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")),
                            QStringList{QStringLiteral("bom")} + arguments);
    }
    QByteArray readAll(const QString& path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll();
    }

private slots:
    void textTableByDefault() {
        const Result r = run({kLab});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("nvidia-rtx-4090"));
        QVERIFY(r.out.contains("24,976.00"));
        QVERIFY(r.err.isEmpty());
        // In Chinese: the headings and the title too.
        const Result zh = run({kLab, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(zh.exitCode, 0);
        const QString out = QString::fromUtf8(zh.out);
        QVERIFY2(out.startsWith(QStringLiteral("物料清单：")), zh.out.constData());
        QVERIFY2(out.contains(QStringLiteral("单价")), zh.out.constData());
    }

    void jsonToStdoutWithOptions() {
        const Result r = run({kLab, QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--tax"), QStringLiteral("13"), QStringLiteral("--tax-label"),
                              QStringLiteral("VAT"), QStringLiteral("--spares"), QStringLiteral("gpus=10"),
                              QStringLiteral("--spares=memory=12.5")});
        QCOMPARE(r.exitCode, 0);
        const auto json = nlohmann::json::parse(r.out.toStdString());
        const double subtotal = kLabTotal + 1599 /*1 spare GPU*/ + 2 * 130 /*2 spare DIMMs*/;
        QCOMPARE(json["subtotal"]["amount"].get<double>(), subtotal);
        QCOMPARE(json["tax"]["amount"].get<double>(), 3488.55); // 26835 x 13% = 3488.55
        QCOMPARE(json["total"]["amount"].get<double>(), subtotal + 3488.55);
        QCOMPARE(json["total"]["currency"].get<std::string>(), std::string("USD"));
        bool sawGpu = false;
        for (const auto& line : json["lines"]) {
            if (line["part"] == "nvidia-rtx-4090") {
                sawGpu = true;
                QCOMPARE(line["qty"].get<int>(), 4);
                QCOMPARE(line["spares"].get<int>(), 1);
                QCOMPARE(line["total"].get<double>(), 5 * 1599.0);
            }
        }
        QVERIFY(sawGpu);
    }

    void currencyAndRate() {
        Result r =
            run({kLab, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--currency"),
                 QStringLiteral("CNY"), QStringLiteral("--rate"), QStringLiteral("USD=7.1")});
        QCOMPARE(r.exitCode, 0);
        auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json["total"]["currency"].get<std::string>(), std::string("CNY"));
        QCOMPARE(json["total"]["amount"].get<double>(),
                 kLabTotal * 7.1); // every catalog price is whole dollars
        QVERIFY(!json["total"]["incomplete"].get<bool>());

        // No rate: flagged, never defaulted.
        r = run({kLab, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--currency"),
                 QStringLiteral("EUR")});
        QCOMPARE(r.exitCode, 0);
        json = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(json["total"]["incomplete"].get<bool>());
        QCOMPARE(json["missing_rates"][0].get<std::string>(), std::string("USD"));
        QVERIFY(r.err.contains("USD"));
    }

    void csvFileWithChinese() {
        const QString path = mDir.filePath(QStringLiteral("bom.csv"));
        const Result r = run({kDgx, QStringLiteral("--format"), QStringLiteral("csv"),
                              QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("-o"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.isEmpty());
        const QByteArray csv = readAll(path);
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        QVERIFY(csv.contains("nvidia-h100-sxm5-80gb"));
        QVERIFY(QString::fromUtf8(csv).contains(QStringLiteral("机柜"))); // a Chinese description
    }

    void xlsxFile() {
        const QString path = mDir.filePath(QStringLiteral("bom.xlsx"));
        const Result r =
            run({kLab, QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("-o"), path});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readAll(path).left(4), QByteArray("PK\x03\x04", 4));
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"),
                    {QStringLiteral("-p"), path, QStringLiteral("xl/worksheets/sheet1.xml")});
        QVERIFY(unzip.waitForFinished(30000));
        const QByteArray sheet = unzip.readAllStandardOutput();
        QVERIFY(sheet.contains("<f>SUM(M2:M12)</f><v>24976</v>"));
        QVERIFY(sheet.contains("state=\"frozen\""));
    }

    // The workbook's technical requirements sheet (技术参数表), in the language asked for: one row per line
    // bought, the key figures one "label: value" a line. RTX 4090: 24 GB GDDR6X at 1,008 GB/s, 450 W (NVIDIA
    // GeForce RTX 4090 specifications, nvidia.com); the PDU's outlets are a catalog estimate and say so.
    void xlsxHasTheTechnicalRequirementsSheet() {
        const auto unzipped = [](const QString& path, const QString& member) {
            QProcess unzip;
            unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), path, member});
            unzip.waitForFinished(30000);
            return QString::fromUtf8(unzip.readAllStandardOutput());
        };
        const QString en = mDir.filePath(QStringLiteral("requirements.xlsx"));
        Result r = run({kLab, QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("-o"), en,
                        QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(unzipped(en, QStringLiteral("xl/workbook.xml"))
                    .contains(QStringLiteral("name=\"Technical requirements\"")));
        const QString strings = unzipped(en, QStringLiteral("xl/sharedStrings.xml"));
        for (const QString& expected :
             {QStringLiteral("GPU memory: 24 GB GDDR6X"), QStringLiteral("Memory bandwidth: 1,008 GB/s"),
              QStringLiteral("Maximum power: 450 W"), QStringLiteral("Host interface: PCIe Gen4 x16"),
              QStringLiteral("Outlets: 20 C13 + 4 C19 (estimated)"), QStringLiteral("Order qty")})
            QVERIFY2(strings.contains(expected), qPrintable(expected));
        const QString sheet = unzipped(en, QStringLiteral("xl/worksheets/sheet2.xml"));
        QCOMPARE(sheet.count(QStringLiteral("<row ")), 1 + 11); // the header and the 11 lines
        QVERIFY(sheet.contains(QStringLiteral("state=\"frozen\"")));

        const QString zh = mDir.filePath(QStringLiteral("requirements-zh.xlsx"));
        r = run({kLab, QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("-o"), zh,
                 QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(
            unzipped(zh, QStringLiteral("xl/workbook.xml")).contains(QStringLiteral("name=\"技术参数表\"")));
        const QString zhStrings = unzipped(zh, QStringLiteral("xl/sharedStrings.xml"));
        for (const QString& expected :
             {QStringLiteral("显存：24 GB GDDR6X"), QStringLiteral("显存带宽：1,008 GB/s"),
              QStringLiteral("最大功耗：450 W"), QStringLiteral("技术参数要求")})
            QVERIFY2(zhStrings.contains(expected), qPrintable(expected));
    }

    void badArgumentsExitTwo() {
        Result r = run({});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("usage"));
        r = run({kLab, QStringLiteral("--format"), QStringLiteral("pdf")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("pdf"));
        r = run({kLab, QStringLiteral("--format"), QStringLiteral("xlsx")}); // xlsx needs -o
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("-o"));
        r = run({kLab, QStringLiteral("--spares"), QStringLiteral("toasters=5")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("toasters"));
        r = run({kLab, QStringLiteral("--rate"), QStringLiteral("USD=-1")});
        QCOMPARE(r.exitCode, 2);
        r = run({kLab, QStringLiteral("--tax"), QStringLiteral("lots")});
        QCOMPARE(r.exitCode, 2);
        r = run({kLab, QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(r.exitCode, 2);
        r = run({kLab, QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--bogus"));
        r = run({mDir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("missing.json"));
        QVERIFY(!r.err.contains("usage")); // the loader's message, not the usage text
    }

    void failedWriteKeepsTheOldFile() {
        const QString path = mDir.filePath(QStringLiteral("keep.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("old");
        }
        // An unloadable design writes nothing.
        const Result r = run({mDir.filePath(QStringLiteral("missing.json")), QStringLiteral("--format"),
                              QStringLiteral("json"), QStringLiteral("-o"), path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(readAll(path), QByteArray("old"));
        const Result bad = run({kLab, QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("-o"), mDir.filePath(QStringLiteral("no-folder/out.json"))});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("no-folder"));
    }
};

CW_TEST_GUILESS_MAIN(TestBomCommand)
#include "tst_bomcommand.moc"
