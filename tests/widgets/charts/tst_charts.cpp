// Every chart kind renders offscreen to non-empty PNG, SVG and PDF files; the charts panel follows the
// live analysis; the `chart` command's errors.
#include "analysis/analyzer.h"
#include "analysis/liveanalysis.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "parts/partindex.h"
#include "testsupport.h"

#include "charts/chartrenderer.h"
#include "charts/chartspanel.h"
#include "charts/chartview.h"

#include "charts/scalingchart.h"
#include "testmain.h"
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>

#include <QTest>

namespace {

const QString kExamples = QStringLiteral(CW_SOURCE_DIR "/resources/examples/");

// Pixels that differ from the top-left (background) colour.
int inkPixels(const QImage& image) {
    const QRgb background = image.pixel(0, 0);
    int count = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            count += image.pixel(x, y) != background;
    return count;
}

} // namespace

class TestCharts : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;

    Design load(const QString& name) const { return exampleDesign(name, mParts); }

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QVERIFY(mDir.isValid());
    }

    void everyKindRendersToEveryFormat_data() {
        QTest::addColumn<QString>("file");
        for (const char* file : {"reference-rack.json", "dgx-h100-rack.json", "k8s-32gpu-cluster.json"})
            QTest::newRow(file) << QString::fromLatin1(file);
    }

    void everyKindRendersToEveryFormat() {
        QFETCH(QString, file);
        const Design design = load(file);
        const Budgets budgets = analyze(design, mParts);
        ChartOptions options;
        options.sizePx = QSize(900, 540);
        for (ChartKind kind : allChartKinds()) {
            for (const QString& suffix : ChartView::exportSuffixes()) {
                const QString path = mDir.filePath(QFileInfo(file).baseName() + QLatin1Char('-') +
                                                   chartKindName(kind) + QLatin1Char('.') + suffix);
                QString error;
                QVERIFY2(ChartRenderer::render(kind, design, budgets, mParts, options, path, &error),
                         qPrintable(error));
                QVERIFY2(QFileInfo(path).size() > 1000, qPrintable(path));
                if (suffix == QLatin1String("png")) {
                    const QImage image(path);
                    QCOMPARE(image.size(), options.sizePx);
                    QVERIFY2(inkPixels(image) > 2000, qPrintable(path)); // axes, bars, labels drawn
                }
            }
        }
    }

    void paintsIntoAnyPainter() {
        const Design design = load(QStringLiteral("reference-rack.json"));
        const Budgets budgets = analyze(design, mParts);
        QImage image(600, 400, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        QString error;
        QVERIFY2(ChartRenderer::paint(ChartKind::Bandwidth, design, budgets, mParts, ChartOptions{}, &painter,
                                      QRectF(0, 0, 600, 400), &error),
                 qPrintable(error));
        painter.end();
        QVERIFY(inkPixels(image) > 1000);
    }

    // With measured throughput in the design's workload, the Scaling chart draws the fitted curve through
    // the measurements (the source table: 4 nodes 3.7x, 8 nodes 6.9x) instead of the model.
    void scalingFitsTheMeasurements() {
        Design design = load(QStringLiteral("reference-rack.json"));
        Workload workload;
        workload.presetId = QStringLiteral("llama-2-7b");
        workload.measurements = {{1, 215}, {4, 798}, {8, 1480}};
        design.workload = workload;
        const Budgets budgets = analyze(design, mParts);
        const std::unique_ptr<ChartView> view = ChartRenderer::create(ChartKind::Scaling);
        ChartRenderer::populate(view.get(), ChartKind::Scaling, design, budgets, mParts, ChartOptions{});
        const ScalingSeries& series = static_cast<ScalingChart*>(view.get())->series();
        QVERIFY(series.fitted);
        QCOMPARE(series.measuredSpeedups.size(), 3);
        for (const ScalingPoint& point : series.points) {
            if (point.nodes == 4)
                QVERIFY(std::abs(point.speedup - 798.0 / 215) < 0.03 * 798.0 / 215);
            if (point.nodes == 8)
                QVERIFY(std::abs(point.speedup - 1480.0 / 215) < 0.03 * 1480.0 / 215);
        }
        QVERIFY(series.points.last().nodes >= 128);
        QString error;
        QVERIFY2(view->save(mDir.filePath(QStringLiteral("scaling-fit.png")), QSize(900, 540), &error),
                 qPrintable(error));
    }

    void unknownDeviceIsAnError() {
        const Design design = load(QStringLiteral("reference-rack.json"));
        const Budgets budgets = analyze(design, mParts);
        ChartOptions options;
        options.deviceId = QStringLiteral("nope");
        QString error;
        QVERIFY(!ChartRenderer::render(ChartKind::Bandwidth, design, budgets, mParts, options,
                                       mDir.filePath(QStringLiteral("x.png")), &error));
        QVERIFY(error.contains(QStringLiteral("nope")));
        options.deviceId = QStringLiteral("sw01");
        QVERIFY(!ChartRenderer::validate(ChartKind::Scaling, design, budgets, options, &error));
        QVERIFY(error.contains(QStringLiteral("sw01")));
        QVERIFY(ChartRenderer::validate(ChartKind::Power, design, budgets, options, &error));
        QVERIFY(!ChartRenderer::render(ChartKind::Power, design, budgets, mParts, ChartOptions{},
                                       mDir.filePath(QStringLiteral("x.bmp")), &error));
    }

    void panelRedrawsOnEveryEdit() {
        DesignDocument document;
        document.reset(load(QStringLiteral("reference-rack.json")), QString());
        LiveAnalysis analysis(&document, mParts);
        ChartsPanel panel(&analysis);
        panel.resize(1000, 700);
        QCOMPARE(panel.options().deviceId, QStringLiteral("n01"));
        QCOMPARE(panel.options().gpus, 16);
        auto* power = panel.chart(ChartKind::Power);
        QVERIFY(power);
        // Remove the second GPU server: the GPU count follows, the power chart is rebuilt.
        document.mutableDesign().racks[0].devices.removeIf(
            [](const Device& d) { return d.id == QLatin1String("n02"); });
        document.notifyChanged();
        QCOMPARE(analysis.budgets().totals.gpus, 8);
        QCOMPARE(panel.options().gpus, 8);
        QString error;
        QVERIFY2(power->save(mDir.filePath(QStringLiteral("panel-power.png")), QSize(800, 500), &error),
                 qPrintable(error));
        panel.setCurrentKind(ChartKind::Scaling);
        QCOMPARE(panel.currentKind(), ChartKind::Scaling);
    }

    void chartCommand() {
        const QString out = mDir.filePath(QStringLiteral("cli-bandwidth.svg"));
        QProcess process;
        process.start(QStringLiteral(CW_EXECUTABLE),
                      {QStringLiteral("chart"), QStringLiteral("bandwidth"),
                       kExamples + QStringLiteral("reference-rack.json"), QStringLiteral("-o"), out,
                       QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--catalog"),
                       mDir.filePath(QStringLiteral("catalog.db"))});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(QFileInfo(out).size() > 1000);

        process.start(QStringLiteral(CW_EXECUTABLE),
                      {QStringLiteral("chart"), QStringLiteral("bandwidth"),
                       kExamples + QStringLiteral("reference-rack.json"), QStringLiteral("-o"), out,
                       QStringLiteral("--device"), QStringLiteral("zz9"), QStringLiteral("--catalog"),
                       mDir.filePath(QStringLiteral("catalog.db"))});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("zz9"));

        process.start(QStringLiteral(CW_EXECUTABLE),
                      {QStringLiteral("chart"), QStringLiteral("pie"),
                       kExamples + QStringLiteral("reference-rack.json"), QStringLiteral("-o"), out});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);

        process.start(QStringLiteral(CW_EXECUTABLE),
                      {QStringLiteral("chart"), QStringLiteral("power"),
                       mDir.filePath(QStringLiteral("missing.json")), QStringLiteral("-o"), out,
                       QStringLiteral("--catalog"), mDir.filePath(QStringLiteral("catalog.db"))});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("missing.json"));
    }
};

CW_TEST_MAIN(TestCharts)
#include "tst_charts.moc"
