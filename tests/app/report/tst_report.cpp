// The `report` and `render` commands run as a user would, on a temporary catalog database: the PDF's pages
// (one per planned slide), its headings in English and Chinese (pdftotext), embedded fonts (pdffonts), the
// rack elevations as PNG, SVG and PDF, and bad arguments (exit 2).
#include "analysis/analyzer.h"
#include "bom/chineseamount.h"
#include "cli/catalogsession.h"
#include "file/designfile.h"
#include "report/elevationsheet.h"
#include "report/reportdeck.h"
#include "report/reportlanguagescope.h"
#include "testfiles.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Examples::kDgx;
using Examples::kReference;

const QStringList kEnglishHeadings = {
    QStringLiteral("Procurement report"),    QStringLiteral("Executive summary"),
    QStringLiteral("Rack elevations"),       QStringLiteral("Power, cooling and space"),
    QStringLiteral("Network and bandwidth"), QStringLiteral("Findings and risks"),
    QStringLiteral("Bill of materials"),     QStringLiteral("Total cost"),
    QStringLiteral("Cost per GPU"),          QStringLiteral("Energy cost per year"),
};
// The translations of the headings above (translations/cluster-workbench_zh_CN.ts, context ReportDeck).
const QStringList kChineseHeadings = {
    QStringLiteral("采购报告"),         QStringLiteral("概要"),       QStringLiteral("机柜立面图"),
    QStringLiteral("供电、散热与空间"), QStringLiteral("网络与带宽"), QStringLiteral("问题与风险"),
    QStringLiteral("物料清单"),         QStringLiteral("总成本"),     QStringLiteral("单GPU成本"),
    QStringLiteral("年电费"),
};

} // namespace

class TestReport : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    struct Result {
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    QString catalogPath() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }
    Result run(const QStringList& arguments) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalogPath());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CW_EXECUTABLE), arguments);
        if (!process.waitForFinished(180000))
            qFatal("command did not finish");
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }
    // Runs a poppler tool; skips the test when poppler-utils are not installed.
    static QString poppler(const QString& tool, const QStringList& arguments) {
        const QString program = QStandardPaths::findExecutable(tool);
        if (program.isEmpty())
            return QString();
        QProcess process;
        process.start(program, arguments);
        process.waitForFinished(60000);
        return QString::fromUtf8(process.readAllStandardOutput());
    }
    static bool havePoppler() {
        return !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty() &&
               !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() &&
               !QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty();
    }
    static QString popplerText(const QString& tool, const QStringList& arguments) {
        QString text = poppler(tool, arguments).normalized(QString::NormalizationForm_KC);
        // Simplified-form radicals (U+2E80 block) have no compatibility mapping: fold the common ones.
        static const QList<std::pair<char16_t, char16_t>> radicals = {
            {0x2EC5, 0x89C1}, {0x2ECB, 0x8F66}, {0x2ED3, 0x957F}, {0x2ED4, 0x95E8},
            {0x2EDA, 0x9875}, {0x2EDB, 0x98CE}, {0x2EDC, 0x98DE}, {0x2EE2, 0x9A6C}};
        for (const auto& [radical, ideograph] : radicals)
            text.replace(QChar(radical), QChar(ideograph));
        return text;
    }
    static int pdfPages(const QString& path) {
        const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                               .match(poppler(QStringLiteral("pdfinfo"), {path}));
        return match.hasMatch() ? match.captured(1).toInt() : -1;
    }
    // The text of a page. Qt's PDF ToUnicode map gives a glyph shared by an ideograph and a radical the lower
    // code point (立 comes out as the Kangxi radical U+2F74, 风 as U+2EDB): popplerText() folds them back.
    static QString pageText(const QString& path, int page) {
        return popplerText(QStringLiteral("pdftotext"),
                           {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                            QString::number(page), path, QStringLiteral("-")});
    }
    // The slides the deck plans for a design, in the report's language (what the PDF must hold).
    QStringList plannedTitles(const QString& designPath, const QString& language) {
        QString error;
        const auto store = openCatalogStore(catalogPath(), &error);
        if (!store)
            qFatal("catalog: %s", qPrintable(error));
        const PartIndex parts = store->snapshot();
        const auto design = DesignFile::load(designPath, parts, &error);
        if (!design)
            qFatal("design: %s", qPrintable(error));
        const ReportLanguageScope scope(language);
        ReportOptions options;
        options.language = language;
        const ReportDeck deck(*design, analyze(*design, parts), parts, options);
        QStringList titles;
        for (const ReportDeck::Slide& slide : deck.slides())
            titles.append(slide.title);
        return titles;
    }

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }

    void report_data() {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("language");
        QTest::newRow("reference en") << kReference << QStringLiteral("en");
        QTest::newRow("reference zh_CN") << kReference << QStringLiteral("zh_CN");
        QTest::newRow("dgx en") << kDgx << QStringLiteral("en");
        QTest::newRow("dgx zh_CN") << kDgx << QStringLiteral("zh_CN");
    }
    void report() {
        QFETCH(QString, design);
        QFETCH(QString, language);
        if (!havePoppler())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdffonts) not installed");
        const QString out =
            mDir.filePath(QStringLiteral("report-%1-%2.pdf").arg(QFileInfo(design).baseName(), language));
        const Result r =
            run({QStringLiteral("report"), design, QStringLiteral("--lang"), language, QStringLiteral("-o"),
                 out, QStringLiteral("--organisation"), QStringLiteral("ACME Research")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(out).size() > 10000);
        // Written atomically: no temporary file left beside it.
        QVERIFY(QDir(mDir.path()).entryList({QStringLiteral("*.tmp-*")}).isEmpty());

        // One page per planned slide: cover, summary, elevations (2 racks a slide), budgets with charts,
        // network, findings (paginated), BOM (paginated).
        const QStringList titles = plannedTitles(design, language);
        QVERIFY(titles.size() >= 7);
        QCOMPARE(pdfPages(out), titles.size());
        const QString info = poppler(QStringLiteral("pdfinfo"), {out});
        QVERIFY2(info.contains(QStringLiteral("960 x 540 pts")), qPrintable(info)); // 16:9, 13.333 x 7.5 in

        // Each page shows its slide's title; the whole text holds the headings of the language.
        for (int i = 0; i < titles.size(); ++i) {
            const QString text = pageText(out, i + 1).simplified().remove(QLatin1Char(' '));
            // The page text is NFKC-normalised (popplerText): the title too ("：" reads as ":").
            QVERIFY2(
                text.contains(titles[i].normalized(QString::NormalizationForm_KC).remove(QLatin1Char(' '))),
                qPrintable(QStringLiteral("page %1 lacks \"%2\"").arg(i + 1).arg(titles[i])));
            QVERIFY2(text.contains(QStringLiteral("%1/%2").arg(i + 1).arg(titles.size())) || i == 0,
                     qPrintable(QStringLiteral("page %1 lacks its number").arg(i + 1)));
        }
        const QString all = popplerText(QStringLiteral("pdftotext"), {out, QStringLiteral("-")}).simplified();
        const QString compact = QString(all).remove(QLatin1Char(' '));
        const QStringList& expected = language == QLatin1String("en") ? kEnglishHeadings : kChineseHeadings;
        for (const QString& heading : expected)
            QVERIFY2(compact.contains(QString(heading).remove(QLatin1Char(' '))), qPrintable(heading));
        if (language == QLatin1String("zh_CN")) {
            // Copied text is the text: no radical code points in place of ideographs ("⽹络" for "网络";
            // Noto draws both with one glyph, and the report font leaves the radicals out).
            QString radicals;
            for (const QChar c : all)
                if (c.unicode() >= 0x2E80 && c.unicode() <= 0x2FDF)
                    radicals.append(c);
            QVERIFY2(radicals.isEmpty(), qPrintable(radicals));
            QVERIFY(!all.contains(QStringLiteral("Executive summary")));
            QVERIFY(!all.contains(QStringLiteral("Bill of materials")));
        } else {
            QVERIFY(!all.contains(QStringLiteral("物料清单")));
        }
        QVERIFY(all.contains(QStringLiteral("ACME Research")));
        // The DGX example carries its workload (Llama 3.1 70B, docs/workload.md): a slide after the summary
        // with the answer the Workload tab gives; the reference rack has none.
        const QString workloadTitle = language == QLatin1String("en")
                                          ? QStringLiteral("The workload it is sized for")
                                          : QStringLiteral("集群规划所依据的工作负载");
        if (design == kDgx) {
            QCOMPARE(titles.indexOf(workloadTitle), 2);
            const QString page = pageText(out, 3).simplified();
            QVERIFY2(page.contains(QStringLiteral("Llama 3.1 70B")), qPrintable(page));
            QVERIFY2(page.contains(QStringLiteral("66.6 GB")), qPrintable(page));
            // The time at the speed the step-time model predicts, not at a typed MFU (issue #29).
            QVERIFY2(page.contains(language == QLatin1String("en")
                                       ? QStringLiteral("days at the predicted speed")
                                       : QStringLiteral("按预测速度需")),
                     qPrintable(page));
            // Then where the step time goes, the chart's text in the PDF's text layer.
            const QString stepTitle = language == QLatin1String("en")
                                          ? QStringLiteral("Where the training step time goes")
                                          : QStringLiteral("训练单步时间的构成");
            QCOMPARE(titles.indexOf(stepTitle), 3);
            const QString steps = pageText(out, 4).simplified();
            QVERIFY2(steps.contains(language == QLatin1String("en") ? QStringLiteral("half the rails")
                                                                    : QStringLiteral("轨道减半")),
                     qPrintable(steps));
            // Then what failures cost it (docs/reliability.md): without a storage system the figures
            // that need one say so.
            const QString goodputTitle = language == QLatin1String("en")
                                             ? QStringLiteral("Reliability and goodput")
                                             : QStringLiteral("可靠性与有效训练时间");
            QCOMPARE(titles.indexOf(goodputTitle), 4);
            const QString goodput = pageText(out, 5).simplified();
            QVERIFY2(goodput.contains(language == QLatin1String("en") ? QStringLiteral("no storage system")
                                                                      : QStringLiteral("存储系统")),
                     qPrintable(goodput));
            // Then the explorer's front for the same workload by the same date (issue #30): the design
            // against a DGX B200 cluster that is faster and cheaper (docs/explore.md).
            const QString alternativesTitle = language == QLatin1String("en")
                                                  ? QStringLiteral("Alternatives considered")
                                                  : QStringLiteral("备选方案比较");
            QCOMPARE(titles.indexOf(alternativesTitle), 5);
            const QString alternatives = pageText(out, 6).simplified();
            QVERIFY2(alternatives.contains(QStringLiteral("NVIDIA DGX B200")), qPrintable(alternatives));
            QVERIFY2(alternatives.contains(language == QLatin1String("en") ? QStringLiteral("This design")
                                                                           : QStringLiteral("本方案")),
                     qPrintable(alternatives));
        } else {
            QVERIFY(!titles.contains(workloadTitle));
        }
        // Digits come out too: the design's name ("DGX H100 rack: 4 x DGX H100") is in every footer.
        const QJsonObject file = QJsonDocument::fromJson([&] {
                                     QFile f(design);
                                     return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
                                 }())
                                     .object();
        const QString name = file.value(QStringLiteral("name")).toString();
        QVERIFY(!name.isEmpty());
        QCOMPARE(all.count(name), titles.size());
        QVERIFY(all.contains(QStringLiteral("USD")));

        // Every font embedded, the CJK one among them.
        const QString fonts = poppler(QStringLiteral("pdffonts"), {out});
        const QStringList lines = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QVERIFY(!lines.isEmpty());
        for (const QString& line : lines) {
            const QStringList columns = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QVERIFY2(columns.size() >= 5 && columns.contains(QStringLiteral("yes")), qPrintable(line));
        }
        if (language == QLatin1String("zh_CN"))
            QVERIFY2(fonts.contains(QStringLiteral("WorkbenchSansCJKsc")), qPrintable(fonts));

        // The charts are vectors with their text in the text layer (issue #31): no image on any page, the
        // per-rack charts' titles found by pdftotext, and the file smaller than the deck of JPEG charts
        // (1.5 MB for the DGX example, English).
        const QString images = poppler(QStringLiteral("pdfimages"), {QStringLiteral("-list"), out});
        QVERIFY2(images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() == 2, qPrintable(images));
        QVERIFY(all.contains(language == QLatin1String("en") ? QStringLiteral("Power per rack")
                                                             : QStringLiteral("各机柜功耗")));
        QVERIFY2(QFileInfo(out).size() < 600 * 1024, qPrintable(QString::number(QFileInfo(out).size())));
    }

    // Issue #27: racks built alike are shown once with their count, so a floor of identical racks is a
    // short deck: 40 copies of the reference rack and one with a node fewer make two elevations (one
    // slide, front and rear), two budget rows and the PDU rows of two racks; the findings every node
    // repeats are one row with the count of the others.
    void racksBuiltAlikeShownOnce() {
        if (!havePoppler())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdffonts) not installed");
        QString error;
        const auto store = openCatalogStore(catalogPath(), &error);
        QVERIFY2(store, qPrintable(error));
        const PartIndex parts = store->snapshot();
        auto design = DesignFile::load(kReference, parts, &error);
        QVERIFY2(design, qPrintable(error));
        const Rack model = design->racks.first();
        design->racks.clear();
        design->fabrics.clear();
        for (int r = 0; r < 41; ++r) {
            Rack rack = model;
            rack.id = QStringLiteral("R%1").arg(r + 1, 2, 10, QLatin1Char('0'));
            rack.name.clear();
            rack.position = r;
            for (RackPdu& pdu : rack.pdus)
                pdu.id = QStringLiteral("%1-%2").arg(rack.id, pdu.id);
            for (Device& device : rack.devices)
                device.id = device.name = QStringLiteral("%1-%2").arg(rack.id, device.id);
            if (r == 40)
                rack.devices.removeFirst();
            design->racks.append(rack);
        }
        const QString path = mDir.filePath(QStringLiteral("alike.json"));
        QVERIFY2(DesignFile::save(*design, path, &error), qPrintable(error));

        ReportOptions options;
        const Budgets budgets = analyze(*design, parts);
        const ReportDeck deck(*design, budgets, parts, options);
        int elevationSlides = 0;
        for (const ReportDeck::Slide& slide : deck.slides()) {
            if (slide.kind == ReportDeck::SlideKind::Elevations) {
                ++elevationSlides;
                QCOMPARE(slide.count, 2);
            } else if (slide.kind == ReportDeck::SlideKind::Budgets) {
                QCOMPARE(slide.count, 2);
            }
        }
        QCOMPARE(elevationSlides, 1);

        const QString out = mDir.filePath(QStringLiteral("alike.pdf"));
        const Result r = run({QStringLiteral("report"), path, QStringLiteral("--lang"), QStringLiteral("en"),
                              QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(pdfPages(out), int(deck.slides().size()));
        const QString all = popplerText(QStringLiteral("pdftotext"), {out, QStringLiteral("-")});
        QVERIFY2(all.contains(QStringLiteral("R01 · 40 alike")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("41 racks in 2 builds")));
        QVERIFY(all.contains(QStringLiteral("R01 (×40)")));
        QVERIFY(all.contains(QStringLiteral("40 racks like R01:")));
        QVERIFY(all.contains(QStringLiteral("rack R41:")));
        // The PDU rows of the two builds' first racks only (the per-rack charts still show every rack).
        QVERIFY(all.contains(QStringLiteral("R41-pdu-a")));
        QVERIFY(!all.contains(QStringLiteral("R02-pdu-a")));
        // The reference node's PCIe note, once for its 81 nodes.
        int notes = 0;
        for (const Finding& finding : budgets.findings)
            notes += finding.code == QLatin1String("device.pcie.switch_oversubscribed");
        QCOMPARE(notes, 81);
        QVERIFY2(all.simplified().contains(QStringLiteral("R01/R01-n01 and 80 more like it")),
                 qPrintable(all));
    }

    // A Chinese design of 4 Atlas 800T A2 (CNY, the default VAT 13%): the BOM ends with the VAT line, the
    // total and the total in capital numerals, as Chinese procurement documents give it.
    void chineseDesignInCnyWithVat() {
        if (!havePoppler())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdffonts) not installed");
        const QString design = QStringLiteral(CW_SOURCE_DIR "/resources/examples/atlas-800t-a2-cny.json");
        const QString out = mDir.filePath(QStringLiteral("atlas-zh.pdf"));
        const Result r = run({QStringLiteral("report"), design, QStringLiteral("--lang"),
                              QStringLiteral("zh_CN"), QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text =
            popplerText(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), out, QStringLiteral("-")})
                .remove(QLatin1Char(' '));
        QVERIFY(text.contains(QStringLiteral("增值税13%")));
        QVERIFY(text.contains(QStringLiteral("单价(CNY)")));
        // The total in figures and in words name the same amount.
        const auto total = QRegularExpression(QStringLiteral("总计([\\d,]+\\.\\d\\d)CNY")).match(text);
        QVERIFY2(total.hasMatch(), qPrintable(text.right(600)));
        const double amount = QString(total.captured(1)).remove(QLatin1Char(',')).toDouble();
        QVERIFY(amount > 0);
        QVERIFY2(text.contains(QStringLiteral("大写:人民币") + chineseAmountInWords(amount)),
                 qPrintable(text.right(600)));
        const Result check = run({QStringLiteral("check"), design});
        QCOMPARE(check.exitCode, 0);
        QVERIFY(check.out.contains("0 errors, 0 warnings"));
    }

    // The cost slide gives the cost per GPU-hour `check --json` computes (its tornado chart is an image);
    // with
    // --compare a slide puts the DGX rack (4 x 8 = 32 H100) beside the reference rack (2 x 8 = 16 A100).
    void costAndComparisonSlides() {
        if (!havePoppler())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdffonts) not installed");
        const QString out = mDir.filePath(QStringLiteral("compare.pdf"));
        const Result r = run({QStringLiteral("report"), kDgx, QStringLiteral("--lang"), QStringLiteral("en"),
                              QStringLiteral("-o"), out, QStringLiteral("--compare"), kReference});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const int pages = pdfPages(out);
        QCOMPARE(pages, plannedTitles(kDgx, QStringLiteral("en")).size() + 1);
        const QString cost = pageText(out, pages - 1).simplified();
        QVERIFY2(cost.contains(QStringLiteral("Cost of ownership")), qPrintable(cost));
        const Result check = run({QStringLiteral("check"), kDgx, QStringLiteral("--json")});
        const QJsonObject tco =
            QJsonDocument::fromJson(check.out).object().value(QStringLiteral("tco")).toObject();
        const double perHour = tco.value(QStringLiteral("cost_per_gpu_hour")).toDouble();
        QVERIFY(perHour > 0);
        QVERIFY(cost.contains(QStringLiteral("Cost per GPU-hour")));
        QVERIFY2(
            cost.contains(QStringLiteral(" %1 ").arg(QLocale(QLocale::English).toString(perHour, 'f', 2))),
            qPrintable(cost));
        const QString compared = pageText(out, pages).simplified();
        QVERIFY2(compared.contains(QStringLiteral("Compared with reference-rack")), qPrintable(compared));
        QVERIFY2(compared.contains(QStringLiteral("GPUs 32 16 -16 (-50 %)")), qPrintable(compared));
        // A comparison file that does not load stops the report with the reason.
        const Result bad = run({QStringLiteral("report"), kDgx, QStringLiteral("--lang"),
                                QStringLiteral("en"), QStringLiteral("-o"), out, QStringLiteral("--compare"),
                                mDir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("missing.json"), bad.err.constData());
    }

    // A calibration saved in the design (plan --calibrate-step --save-calibration) is named on the workload
    // slide beside the prediction it scales (issue #43: "calibrated to your run of DATE").
    void calibratedPredictionNamesTheRun() {
        if (!havePoppler())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdffonts) not installed");
        const QString design = mDir.filePath(QStringLiteral("calibrated.json"));
        QFile::remove(design);
        QVERIFY(QFile::copy(kDgx, design));
        QFile::setPermissions(design, QFile::ReadOwner | QFile::WriteOwner);
        const Result plan = run({QStringLiteral("plan"), design, QStringLiteral("--calibrate-step"),
                                 QStringLiteral("8.2"), QStringLiteral("--calibration-date"),
                                 QStringLiteral("2026-03-04"), QStringLiteral("--save-calibration")});
        QVERIFY2(plan.exitCode == 0, plan.err.constData());
        const QString out = mDir.filePath(QStringLiteral("calibrated.pdf"));
        const Result r = run({QStringLiteral("report"), design, QStringLiteral("--lang"),
                              QStringLiteral("en"), QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString page = pageText(out, 3).simplified();
        QVERIFY2(page.contains(QStringLiteral("calibrated to your run of")), qPrintable(page));
        QVERIFY2(page.contains(QStringLiteral("Step time 8.20 s")), qPrintable(page));
    }

    void replacesExistingFile() {
        const QString out = mDir.filePath(QStringLiteral("existing.pdf"));
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old");
        file.close();
        const Result r =
            run({QStringLiteral("report"), kReference, QStringLiteral("-o"), out,
                 QStringLiteral("--front-only"), QStringLiteral("--date"), QStringLiteral("2024-06-30")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.read(5) == "%PDF-");
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString out = QDir::temp().filePath(QStringLiteral("cw-never-written.pdf"));
        QTest::newRow("no file") << QStringList{QStringLiteral("report")} << QStringLiteral("usage");
        QTest::newRow("no output") << QStringList{QStringLiteral("report"), kReference}
                                   << QStringLiteral("-o");
        QTest::newRow("bad language")
            << QStringList{QStringLiteral("report"), kReference,           QStringLiteral("--lang"),
                           QStringLiteral("fr"),     QStringLiteral("-o"), out}
            << QStringLiteral("unknown language");
        QTest::newRow("not a pdf") << QStringList{QStringLiteral("report"), kReference, QStringLiteral("-o"),
                                                  QStringLiteral("out.docx")}
                                   << QStringLiteral(".pdf");
        QTest::newRow("bad date") << QStringList{QStringLiteral("report"), kReference,
                                                 QStringLiteral("--date"), QStringLiteral("June"),
                                                 QStringLiteral("-o"),     out}
                                  << QStringLiteral("--date");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("report"), kReference,
                                                       QStringLiteral("--x"), QStringLiteral("-o"), out}
                                        << QStringLiteral("--x");
        QTest::newRow("missing design")
            << QStringList{QStringLiteral("report"), QStringLiteral("nope.json"), QStringLiteral("-o"), out}
            << QStringLiteral("nope.json");
        QTest::newRow("render no output")
            << QStringList{QStringLiteral("render"), kReference} << QStringLiteral("-o");
        QTest::newRow("render bad suffix") << QStringList{QStringLiteral("render"), kReference,
                                                          QStringLiteral("-o"), QStringLiteral("out.gif")}
                                           << QStringLiteral(".png");
        QTest::newRow("render bad language")
            << QStringList{QStringLiteral("render"), kReference,           QStringLiteral("--lang"),
                           QStringLiteral("de"),     QStringLiteral("-o"), QStringLiteral("x.png")}
            << QStringLiteral("unknown language");
    }
    void badArguments() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Result r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(!QFile::exists(QDir::temp().filePath(QStringLiteral("cw-never-written.pdf"))));
    }

    void unloadableDesign() {
        const QString bad = mDir.filePath(QStringLiteral("broken.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"cluster-workbench-design\", \"version\": 1, \"racks\": [{]}");
        file.close();
        const QString out = mDir.filePath(QStringLiteral("broken.pdf"));
        const Result r = run({QStringLiteral("report"), bad, QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("broken.json"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void render_data() {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("png") << QStringLiteral("png") << QStringList();
        QTest::newRow("png rear zh_CN")
            << QStringLiteral("png")
            << QStringList{QStringLiteral("--rear"), QStringLiteral("--lang"), QStringLiteral("zh_CN")};
        QTest::newRow("svg") << QStringLiteral("svg") << QStringList();
        QTest::newRow("pdf") << QStringLiteral("pdf") << QStringList();
    }
    void render() {
        QFETCH(QString, suffix);
        QFETCH(QStringList, extra);
        const QString out = mDir.filePath(
            QStringLiteral("racks-%1.%2").arg(QString::number(qHash(extra.join(QString()))), suffix));
        const Result r = run(QStringList{QStringLiteral("render"), kDgx, QStringLiteral("-o"), out} + extra);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.size() > 1000);

        // The sheet's aspect, from the same design.
        QString error;
        const auto store = openCatalogStore(catalogPath(), &error);
        QVERIFY2(store, qPrintable(error));
        const PartIndex parts = store->snapshot();
        const auto design = DesignFile::load(kDgx, parts, &error);
        QVERIFY2(design, qPrintable(error));
        const QSizeF sheet = ElevationSheet::sheetSize(*design, parts);
        if (suffix == QLatin1String("png")) {
            const QImage image = QImage::fromData(data, "PNG");
            QVERIFY(!image.isNull());
            QVERIFY(qAbs(double(image.width()) / image.height() - sheet.width() / sheet.height()) < 0.01);
            QVERIFY(image.height() >= sheet.height());
        } else if (suffix == QLatin1String("svg")) {
            QVERIFY(data.contains("<svg"));
            QVERIFY(data.contains("viewBox"));
        } else {
            QVERIFY(data.startsWith("%PDF-"));
            if (havePoppler())
                QCOMPARE(pdfPages(out), 1);
        }
    }
};

CW_TEST_MAIN(TestReport)
#include "tst_report.moc"
