// Every form fits its panel at 1280 x 720, in English and in Chinese (issue #46): the Workload tab's form
// in every mode and source, the inspector for the design and for every rack, device and PDU of the
// examples, and the dialogs of the Network and Workload menus. A form fits when its minimum size is no
// wider than the panel shows, no field runs out of the panel, and no text is cut: one that is too long
// for its place ends in "…" and its tooltip holds it whole. The checks walk whatever the forms hold, so
// rows and sections added later are checked too.
#include "analysis/liveanalysis.h"
#include "bom/quotedialog.h"
#include "common/elidingstyle.h"
#include "explore/exploredialog.h"
#include "floor/rackscene.h"
#include "inspector/inspectorwidget.h"
#include "language.h"
#include "model/designdocument.h"
#include "network/fabricdialog.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "window/reportdialog.h"
#include "workload/clusterdialog.h"
#include "workload/workloadform.h"
#include "workload/workloadpanel.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTest>

namespace FormsFit {

QString example(const char* name) {
    return QStringLiteral(CW_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

QString nameOf(const QWidget* w) {
    QString text;
    if (const auto* label = qobject_cast<const QLabel*>(w))
        text = label->text();
    else if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        text = button->text();
    else if (const auto* combo = qobject_cast<const QComboBox*>(w))
        text = combo->currentText();
    else if (const auto* box = qobject_cast<const QGroupBox*>(w))
        text = box->title();
    return QStringLiteral("%1 '%2' (%3)")
        .arg(QLatin1String(w->metaObject()->className()), text.left(60), w->objectName());
}

// What is cut in `root` shown in an area `width` pixels wide: widgets past its right edge, and texts that
// do not fit their widget without ending in "…".
QStringList cutIn(QWidget* root, int width) {
    QStringList cut;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root) || w->objectName().startsWith(QLatin1String("qt_")) ||
            qobject_cast<QScrollBar*>(w))
            continue;
        // Inside a scroll area of its own (a table, a list), the inner area scrolls: its edge counts.
        bool inner = false;
        for (QWidget* p = w->parentWidget(); p && p != root; p = p->parentWidget())
            inner = inner || qobject_cast<QAbstractScrollArea*>(p);
        if (inner)
            continue;
        const int right = w->mapTo(root, QPoint(w->width(), 0)).x();
        if (right > width + 1)
            cut << QStringLiteral("%1 ends at %2 of %3").arg(nameOf(w)).arg(right).arg(width);
        if (const auto* label = qobject_cast<const QLabel*>(w);
            label && !label->wordWrap() && !label->text().isEmpty() && Qt::mightBeRichText(label->text()) &&
            label->sizeHint().width() > label->width() + 1)
            cut << QStringLiteral("%1: rich text cut at %2 of %3")
                       .arg(nameOf(w))
                       .arg(label->width())
                       .arg(label->sizeHint().width());
        if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(w)) {
            const QLineEdit* edit = spin->findChild<QLineEdit*>();
            if (edit && edit->fontMetrics().horizontalAdvance(edit->text()) > edit->width() - 4)
                cut << QStringLiteral("%1: '%2' cut").arg(nameOf(w), edit->text());
        }
        if (const auto* box = qobject_cast<const QGroupBox*>(w);
            box && box->fontMetrics().horizontalAdvance(box->title()) > box->width())
            cut << QStringLiteral("%1: title cut").arg(nameOf(w));
        // A text that does not fit must end in "…", with its tooltip: what the style does for these kinds.
        if (!ElidingStyle::elidedText(w).isEmpty() &&
            !(qobject_cast<const QLabel*>(w) || qobject_cast<const QAbstractButton*>(w) ||
              qobject_cast<const QComboBox*>(w)))
            cut << QStringLiteral("%1: text cut").arg(nameOf(w));
    }
    return cut;
}

// A scroll area's form: no wider than its viewport at its minimum, and nothing in it cut.
void checkScrollForm(QScrollArea* scroll, const QString& what) {
    QApplication::processEvents();
    QWidget* form = scroll->widget();
    QVERIFY2(form, qPrintable(what));
    const int room = scroll->viewport()->width();
    QVERIFY2(form->minimumSizeHint().width() <= room,
             qPrintable(QStringLiteral("%1: minimum width %2 in a panel of %3")
                            .arg(what)
                            .arg(form->minimumSizeHint().width())
                            .arg(room)));
    QVERIFY2(form->width() <= room,
             qPrintable(QStringLiteral("%1: %2 wide in %3").arg(what).arg(form->width()).arg(room)));
    const QStringList cut = cutIn(form, room);
    QVERIFY2(cut.isEmpty(), qPrintable(what + QStringLiteral(": ") + cut.join(QStringLiteral("; "))));
}

// A dialog on a 1280 x 720 screen less its title bar: its minimum size fits, and at the size it opens
// with (bounded by that screen, as the window system bounds it) nothing in it is cut.
void checkDialog(QDialog* dialog, const QString& what) {
    const QSize screen(1280, 720 - 40);
    const QSize least = dialog->minimumSizeHint();
    QVERIFY2(
        least.width() <= screen.width() && least.height() <= screen.height(),
        qPrintable(QStringLiteral("%1: at least %2 x %3").arg(what).arg(least.width()).arg(least.height())));
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->resize(dialog->size().boundedTo(screen));
    QApplication::processEvents();
    const QStringList cut = cutIn(dialog, dialog->width());
    QVERIFY2(cut.isEmpty(), qPrintable(what + QStringLiteral(": ") + cut.join(QStringLiteral("; "))));
    dialog->hide();
}

} // namespace FormsFit

// A check of a helper, and the test stops at its first failure.
#define FIT_CHECK(call)                                                                                      \
    do {                                                                                                     \
        call;                                                                                                \
        if (QTest::currentTestFailed())                                                                      \
            return;                                                                                          \
    } while (false)

class TestFormsFit : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }
    void cleanupTestCase() { Language::apply(QStringLiteral("en")); }

    void languages_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    // The Workload tab: training and inference, a bundled model, its size or its shape.
    void workloadFormFits_data() { languages_data(); }
    void workloadFormFits() {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        MainWindow window(mParts, MainWindow::Options{false, 0});
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.loadFile(FormsFit::example("dgx-h100-rack.json"), &error), qPrintable(error));
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        auto* scroll = window.workloadPanel()->findChild<QScrollArea*>();
        QVERIFY(scroll);
        WorkloadForm* form = window.workloadPanel()->form();
        for (const int mode : {0, 1})
            for (const int source : {0, 1, 2}) {
                for (const auto& [name, index] : {std::pair{"mode", mode}, std::pair{"model", source}}) {
                    auto* combo = qobject_cast<QComboBox*>(form->control(QLatin1String(name)));
                    combo->setCurrentIndex(index);
                    emit combo->activated(index);
                }
                FIT_CHECK(FormsFit::checkScrollForm(
                    scroll,
                    QStringLiteral("%1 workload, mode %2, source %3").arg(language).arg(mode).arg(source)));
            }
    }

    // The inspector: the design, then every rack, device and PDU of the examples.
    void inspectorFits_data() { languages_data(); }
    void inspectorFits() {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        MainWindow window(mParts, MainWindow::Options{false, 0});
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* scroll = window.inspector()->findChild<QScrollArea*>();
        QVERIFY(scroll);
        for (const char* file : {"k8s-32gpu-cluster.json", "dgx-h100-rack.json", "reference-rack.json",
                                 "lab-rtx4090.json", "atlas-800t-a2-cny.json"}) {
            QString error;
            if (!QFile::exists(FormsFit::example(file)))
                continue;
            QVERIFY2(window.loadFile(FormsFit::example(file), &error), qPrintable(error));
            window.scene()->clearSelection();
            FIT_CHECK(FormsFit::checkScrollForm(
                scroll, QStringLiteral("%1 %2: the design").arg(language, QLatin1String(file))));
            for (const Rack& rack : window.document()->design().racks) {
                QStringList ids{rack.id};
                for (const Device& device : rack.devices)
                    ids << device.id;
                for (const RackPdu& pdu : rack.pdus)
                    ids << pdu.id;
                for (const QString& id : std::as_const(ids)) {
                    window.scene()->selectIds({id});
                    QTest::qWait(1); // the inspector builds after the selection's events
                    FIT_CHECK(FormsFit::checkScrollForm(
                        scroll, QStringLiteral("%1 %2: %3").arg(language, QLatin1String(file), id)));
                }
            }
        }
    }

    // The dialogs of the Network and Workload menus, on a screen of 1280 x 720.
    void dialogsFit_data() { languages_data(); }
    void dialogsFit() {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        const Design design = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        Fabric fabric;
        fabric.id = QStringLiteral("fabric-2");
        FabricDialog fabricDialog(design, mParts, fabric);
        FIT_CHECK(FormsFit::checkDialog(&fabricDialog, language + QStringLiteral(" New Fabric")));
        ClusterDialog cluster(design, mParts, WorkloadPanel::defaultWorkload());
        FIT_CHECK(FormsFit::checkDialog(&cluster, language + QStringLiteral(" Size a Cluster")));
        ExploreDialog explore(design, mParts, WorkloadPanel::defaultWorkload());
        FIT_CHECK(FormsFit::checkDialog(&explore, language + QStringLiteral(" Explore Designs")));
        ReportDialog report(ReportOptions{}, nullptr, true);
        FIT_CHECK(FormsFit::checkDialog(&report, language + QStringLiteral(" Procurement report")));
        QuoteDialog quote(QStringLiteral("NVIDIA DGX H100"), std::nullopt, QStringLiteral("USD 300,000.00"),
                          QStringLiteral("USD"));
        FIT_CHECK(FormsFit::checkDialog(&quote, language + QStringLiteral(" Quote")));
    }
};

CW_TEST_MAIN(TestFormsFit)
#include "tst_formsfit.moc"
