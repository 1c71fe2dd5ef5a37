// The floor view zoomed out: the names written over racks too small to read never cover one another, however
// many rows there are (issue #27's floor of 1,000 racks in 50 rows drew its row names over each other).
#include "analysis/liveanalysis.h"
#include "benchmarks/floordesign.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "model/designdocument.h"
#include "testmain.h"

#include <QTest>

class TestRackView : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static void checkNoneCovers(const QList<RackView::OverlayLabel>& labels) {
        for (qsizetype i = 0; i < labels.size(); ++i)
            for (qsizetype j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].box.intersects(labels[j].box),
                         qPrintable(QStringLiteral("%1 covers %2").arg(labels[i].text, labels[j].text)));
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void labelsNeverCoverOneAnother_data() {
        QTest::addColumn<int>("racks");
        QTest::addColumn<double>("zoom"); // 0: fit the floor
        QTest::newRow("1,000 racks, 50 rows, fitted") << 1000 << 0.0;
        QTest::newRow("1,000 racks at the smallest zoom") << 1000 << 0.1;
        QTest::newRow("60 racks, 3 rows, fitted") << 60 << 0.0;
        QTest::newRow("60 racks, zoomed out a little") << 60 << 0.35;
    }

    void labelsNeverCoverOneAnother() {
        QFETCH(int, racks);
        QFETCH(double, zoom);
        DesignDocument document;
        document.reset(floorDesign(mParts, racks), QString());
        LiveAnalysis analysis(&document, mParts);
        RackScene scene(&analysis);
        RackView view(&scene);
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        if (zoom > 0)
            view.setZoom(zoom);
        else
            view.zoomToFit();
        QCoreApplication::processEvents();
        const QList<RackView::OverlayLabel> labels = view.overlayLabels();
        QVERIFY(!labels.isEmpty());
        // Rows are named (with rows closer than a label is tall, every second or third).
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
                            [](const RackView::OverlayLabel& l) { return l.row; }));
        checkNoneCovers(labels);
    }
};

CW_TEST_MAIN(TestRackView)
#include "tst_rackview.moc"
