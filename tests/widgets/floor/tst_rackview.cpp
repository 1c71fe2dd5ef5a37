// The floor view zoomed out: the names written over racks too small to read never cover one another, however
// many rows there are (issue #27's floor of 1,000 racks in 50 rows drew its row names over each other).
#include "analysis/liveanalysis.h"
#include "benchmarks/floordesign.h"
#include "commands/cmddeviceadd.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "language.h"
#include "model/designdocument.h"
#include "testmain.h"

#include <QLocale>
#include <QTest>
#include <QUndoStack>

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

    // The load written over a rack follows an edit of that rack and a switch of language (the scene keeps
    // the texts it wrote, the view their widths): never a text of the rack's old load or the old language.
    void labelsFollowEditsAndLanguage() {
        QVERIFY(Language::apply(QStringLiteral("en")));
        DesignDocument document;
        document.reset(floorDesign(mParts, 60), QString());
        LiveAnalysis analysis(&document, mParts);
        RackScene scene(&analysis);
        RackView view(&scene);
        view.resize(1280, 720);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.zoomToFit();
        QCoreApplication::processEvents();
        const auto loadOf = [&](int rack) { return scene.rackLabels().at(rack).load; };
        const auto expected = [&](int rack, const char* format) {
            const RackBudget* budget = analysis.budgets().rack(document.design().racks[rack].id);
            const QLocale locale;
            return QString::fromUtf8(format).arg(locale.toString(budget->powerW / 1000, 'f', 1),
                                                 locale.toString(budget->powerBudgetW / 1000, 'f', 1));
        };
        const QString before = loadOf(0);
        QCOMPARE(before, expected(0, "%1 of %2 kW"));
        QCOMPARE(loadOf(1), before); // alike racks, one text

        Device node = document.design().racks[0].devices.first();
        node.id = QStringLiteral("extra-node");
        node.u = 40;
        document.undoStack()->push(new CmdDeviceAdd(&document, document.design().racks[0].id, node));
        QCoreApplication::processEvents();
        QVERIFY(loadOf(0) != before);
        QCOMPARE(loadOf(0), expected(0, "%1 of %2 kW"));
        QCOMPARE(loadOf(1), before);

        QVERIFY(Language::apply(QStringLiteral("zh_CN")));
        QCOMPARE(loadOf(1), expected(1, "%1 / %2 kW"));
        view.viewport()->repaint();
        QVERIFY(!view.overlayLabels().isEmpty());
        if (const QString shots = qEnvironmentVariable("CW_SCREENSHOTS"); !shots.isEmpty())
            for (const char* language : {"zh_CN", "en"}) {
                QVERIFY(Language::apply(QString::fromLatin1(language)));
                for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
                    view.resize(size);
                    view.zoomToFit();
                    QCoreApplication::processEvents();
                    view.grab().save(shots + QStringLiteral("/floor-labels-%1-%2.png")
                                                 .arg(QString::fromLatin1(language))
                                                 .arg(size.width()));
                }
            }
        QVERIFY(Language::apply(QStringLiteral("en")));
    }
};

CW_TEST_MAIN(TestRackView)
#include "tst_rackview.moc"
