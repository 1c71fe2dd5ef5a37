// Charts stay readable however many racks there are and however long the labels (issue #25, item 8): no text
// item overlaps another or leaves the chart, legend entries are whole, and a floor of hundreds of racks is
// shown as one bar per row, or the largest racks and the rest.
#include "charts/rackstackchart.h"
#include "charts/rackstackseries.h"
#include "charts/steptimechart.h"
#include "charts/workloadmemorychart.h"
#include "language.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>
#include <qcustomplot.h>

namespace {

// A series of `racks` racks in `rows` rows, rack i drawing (i % 7 + 1) kW of GPUs against a 20 kW budget.
RackStackSeries floorSeries(int racks, int rows, const QString& prefix) {
    RackStackSeries s;
    s.categories = allPowerCategories();
    s.values.resize(s.categories.size());
    for (int r = 0; r < racks; ++r) {
        s.rackIds.append(QStringLiteral("%1%2").arg(prefix).arg(r + 1, 4, 10, QLatin1Char('0')));
        s.rackNames.append(s.rackIds.last());
        s.rows.append(r % rows);
        for (qsizetype c = 0; c < s.categories.size(); ++c)
            s.values[c].append(c == 0 ? (r % 7 + 1) * 1000.0 : 0.0);
        s.totals.append((r % 7 + 1) * 1000.0);
        s.budgets.append(20000);
    }
    return s;
}

// Every text item of the plot, in pixels.
QList<QRectF> textRects(QCustomPlot* plot) {
    QList<QRectF> rects;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            if (text->visible() && !text->text().isEmpty())
                rects.append(QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()));
    return rects;
}

void checkNoOverlap(QCustomPlot* plot, const QSize&) {
    QApplication::processEvents();
    plot->replot();
    const QSize size = plot->size();
    const QList<QRectF> rects = textRects(plot);
    for (qsizetype i = 0; i < rects.size(); ++i) {
        QVERIFY2(QRectF(QPointF(0, 0), size).contains(rects[i]),
                 qPrintable(QStringLiteral("text %1 (%2,%3 %4x%5) leaves the %6x%7 chart")
                                .arg(i)
                                .arg(rects[i].x())
                                .arg(rects[i].y())
                                .arg(rects[i].width())
                                .arg(rects[i].height())
                                .arg(size.width())
                                .arg(size.height())));
        for (qsizetype j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].adjusted(1, 1, -1, -1).intersects(rects[j].adjusted(1, 1, -1, -1)),
                     qPrintable(QStringLiteral("texts %1 and %2 overlap").arg(i).arg(j)));
    }
    // Legend entries are whole: each gets at least the room its text needs, and none overlap.
    QCPLegend* legend = plot->legend;
    QList<QRect> entries;
    for (int i = 0; i < legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = legend->item(i);
        if (!item)
            continue;
        QVERIFY2(item->outerRect().width() >= item->minimumOuterSizeHint().width() - 1,
                 qPrintable(QStringLiteral("legend entry %1 is cut: %2 of %3 px")
                                .arg(i)
                                .arg(item->outerRect().width())
                                .arg(item->minimumOuterSizeHint().width())));
        QVERIFY(QRect(QPoint(0, 0), size).contains(item->outerRect()));
        entries.append(item->outerRect());
    }
    for (qsizetype i = 0; i < entries.size(); ++i)
        for (qsizetype j = i + 1; j < entries.size(); ++j)
            QVERIFY(!entries[i].intersects(entries[j]));
}

} // namespace

class TestChartLayout : public QObject {
    Q_OBJECT

private slots:
    void fewRacksOneBarEach() {
        RackStackChart chart;
        chart.resize(900, 500);
        chart.show();
        chart.setSeries(floorSeries(8, 1, QStringLiteral("R")));
        QCOMPARE(chart.shown().rackIds.size(), 8);
        QVERIFY(chart.shown().rackCounts.isEmpty());
        checkNoOverlap(chart.plot(), chart.size());
    }

    // Hundreds of racks in a few rows: one bar per row, the sums of the row; in both languages.
    void manyRacksOneBarPerRow_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void manyRacksOneBarPerRow() {
        QFETCH(QString, language);
        Language::apply(language);
        RackStackChart chart;
        chart.resize(900, 500);
        chart.show();
        const RackStackSeries floor = floorSeries(400, 10, QStringLiteral("rack-with-a-long-name-"));
        chart.setSeries(floor);
        const RackStackSeries& shown = chart.shown();
        QCOMPARE(shown.rackIds.size(), 10);
        QCOMPARE(shown.rackCounts.value(0), 40);
        double sum = 0;
        for (int r = 0; r < 400; r += 10)
            sum += floor.totals[r];
        QCOMPARE(shown.totals.value(0), sum);
        QCOMPARE(shown.budgets.value(0), 40 * 20000.0);
        checkNoOverlap(chart.plot(), chart.size());
        Language::apply(QStringLiteral("en"));
    }

    // More rows than bars: the largest racks and the mean of the others.
    void manyRowsTopRacksAndTheRest() {
        RackStackChart chart;
        chart.resize(600, 400);
        chart.show();
        const RackStackSeries floor = floorSeries(1000, 100, QStringLiteral("R"));
        chart.setSeries(floor);
        const RackStackSeries& shown = chart.shown();
        QVERIFY(shown.rackIds.size() <= chart.barRoom());
        QCOMPARE(shown.rows.last(), -1);
        const int top = int(shown.rackIds.size()) - 1;
        QCOMPARE(shown.totals.first(), 7000.0); // the largest
        QCOMPARE(shown.rackCounts.last(), 1000 - top);
        double rest = 0;
        for (double t : floor.totals)
            rest += t;
        for (int i = 0; i < top; ++i)
            rest -= shown.totals[i];
        QVERIFY(std::abs(shown.totals.last() - rest / (1000 - top)) < 1e-6);
        checkNoOverlap(chart.plot(), chart.size());
        // Wider, the chart shows more: resizing refits.
        const qsizetype narrowBars = shown.rackIds.size();
        chart.resize(1800, 400);
        QApplication::processEvents();
        QVERIFY(chart.shown().rackIds.size() > narrowBars);
    }

    // The tallest total stays inside the chart at a small size.
    void totalsStayInside() {
        RackStackChart chart;
        chart.resize(420, 260);
        chart.show();
        chart.setSeries(floorSeries(3, 1, QStringLiteral("R")));
        checkNoOverlap(chart.plot(), chart.size());
    }

    // The memory chart: the usable memory is a legend entry, not a label on a bar's total; the legend is
    // whole at 480 pixels, the width of the report's workload slide chart, in both languages.
    void memoryChartLabels_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void memoryChartLabels() {
        QFETCH(QString, language);
        Language::apply(language);
        for (const int width : {480, 900}) {
            WorkloadMemoryChart chart;
            chart.resize(width, 360);
            chart.show();
            MemoryBreakdown stage;
            stage.parameters = 35e9;
            stage.gradients = 35e9;
            stage.optimizer = 42e9;
            stage.activations = 14.5e9;
            stage.activationsKnown = true;
            QList<MemoryBreakdown> stages{stage, stage, stage, stage};
            stages[1].optimizer = 5e9;
            stages[2].gradients = 4e9;
            stages[2].optimizer = 5e9;
            chart.setMemory(stages, false, 1, 72.0, QStringLiteral("NVIDIA H100 SXM5 80GB"));
            checkNoOverlap(chart.plot(), chart.size());
            bool usableInLegend = false;
            for (int i = 0; i < chart.plot()->legend->itemCount(); ++i)
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart.plot()->legend->item(i)))
                    usableInLegend =
                        usableInLegend || item->plottable()->name().contains(QStringLiteral("72"));
            QVERIFY(usableInLegend);
        }
        Language::apply(QStringLiteral("en"));
    }

    // The step-time chart: each bar's total ("7.12 s  (+1 %)") is drawn whole inside the plot area, where
    // text items are clipped, from the narrow Workload tab at 1280x720 to a wide one, and after a resize.
    void stepTimeTotalsStayInside_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void stepTimeTotalsStayInside() {
        QFETCH(QString, language);
        Language::apply(language);
        QList<FabricVariantStep> steps(3);
        const FabricVariant variants[] = {FabricVariant::Design, FabricVariant::Oversubscribed,
                                          FabricVariant::HalfBandwidth};
        for (int i = 0; i < 3; ++i) {
            steps[i].variant = variants[i];
            steps[i].performance.valid = true;
            steps[i].performance.breakdown.computeS = 6.4;
            steps[i].performance.breakdown.ppBubbleS = 0.5;
            steps[i].performance.breakdown.dpCommS = 0.13 + 0.1 * i;
            steps[i].performance.stepTimeS = 7.03 + 0.1 * i;
        }
        // Set at one width, then shown narrower (the window or the splitter resized): the room for the
        // totals follows the width.
        StepTimeChart chart;
        chart.resize(900, 330);
        chart.show();
        QApplication::processEvents();
        chart.plot()->replot();
        chart.setSteps(steps, QString());
        for (const int width : {300, 420, 900}) {
            chart.resize(width, 330);
            QApplication::processEvents();
            chart.plot()->replot();
            const QRect area = chart.plot()->axisRect()->rect();
            int totals = 0;
            for (int i = 0; i < chart.plot()->itemCount(); ++i) {
                auto* text = qobject_cast<QCPItemText*>(chart.plot()->item(i));
                if (!text || !text->text().contains(QLatin1Char('s')) || text->position->key() <= 0)
                    continue;
                ++totals;
                const QRectF r(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition());
                QVERIFY2(r.right() <= area.right() + 1,
                         qPrintable(QStringLiteral("\"%1\" ends at %2, the plot area at %3 (width %4)")
                                        .arg(text->text())
                                        .arg(r.right())
                                        .arg(area.right())
                                        .arg(width)));
            }
            QCOMPARE(totals, 3);
        }
        Language::apply(QStringLiteral("en"));
    }

    // On a short chart (the Workload tab at 1280x720) the memory chart's subtitle, which the legend and the
    // tab's headline repeat, gives its lines to the bars; a tall one (the report's slide) keeps it.
    void memoryChartSubtitleOnlyWhenTall() {
        WorkloadMemoryChart chart;
        MemoryBreakdown stage;
        stage.parameters = 35e9;
        const auto titleText = [&chart] {
            auto* title = qobject_cast<QCPTextElement*>(chart.plot()->plotLayout()->element(0, 0));
            return title ? title->text() : QString();
        };
        for (const int height : {280, 600}) {
            chart.resize(480, height);
            chart.show();
            QApplication::processEvents();
            chart.setMemory({stage}, false, 0, 72.0, QStringLiteral("NVIDIA H100 SXM5 80GB"));
            QCOMPARE(titleText().contains(QStringLiteral("usable")), height >= 380);
        }
    }
};

CW_TEST_MAIN(TestChartLayout)
#include "tst_chartlayout.moc"
