// The BOM tab: live totals, category order and sorting, estimated-price marking, spares and tax inputs,
// and exporting what it shows. Set CW_BOMPANEL_PNG=path to save a screenshot of the panel.
#include "analysis/liveanalysis.h"
#include "bom/bompanel.h"
#include "bom/bomtablemodel.h"
#include "bom/quotedialog.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

class TestBomPanel : public QObject {
    Q_OBJECT
    PartIndex mParts;

    Design example(const QString& name) const { return exampleDesign(name, mParts); }

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        mParts = bundledParts();
    }

    void showsTheLiveBom() {
        DesignDocument document;
        document.reset(example(QStringLiteral("lab-rtx4090.json")), {});
        LiveAnalysis analysis(&document, mParts);
        BomPanel panel(&analysis);
        QCOMPARE(panel.bom().lines.size(), 11);
        QCOMPARE(panel.totalText(QStringLiteral("total")), QStringLiteral("USD\u00A024,976.00"));

        // Category order by default: racks first.
        QTableView* view = panel.tableView();
        const int partColumn = panel.model()->columnOf(BomColumn::Part);
        QCOMPARE(view->model()->index(0, partColumn).data().toString(),
                 QStringLiteral("rack-open-frame-24u"));

        // Sorting by extended price puts the GPUs (4 x 1599) first when descending.
        const int extended = panel.model()->columnOf(BomColumn::ExtendedPrice);
        view->sortByColumn(extended, Qt::DescendingOrder);
        QCOMPARE(view->model()->index(0, partColumn).data().toString(), QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(view->model()->index(0, extended).data().toString(), QStringLiteral("6,396.00"));
        // An estimated price is marked.
        const int unit = panel.model()->columnOf(BomColumn::UnitPrice);
        QCOMPARE(view->model()->index(1, partColumn).data().toString(), QStringLiteral("generic-10gbe-48p"));
        QCOMPARE(view->model()->index(1, unit).data().toString(), QStringLiteral("≈ 5,000.00"));
        QVERIFY(view->model()->index(1, unit).data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!view->model()->index(1, unit).data(Qt::ToolTipRole).toString().isEmpty());

        // Spares and tax.
        panel.setSparesPercent(BomCategory::Gpus, 10);
        panel.setTaxPercent(13);
        QCOMPARE(panel.bom().subtotal, 24976.0 + 1599);
        QCOMPARE(panel.totalText(QStringLiteral("tax")), QStringLiteral("USD\u00A03,454.75")); // 26575 x 13%
        QCOMPARE(panel.totalText(QStringLiteral("total")), QStringLiteral("USD\u00A030,029.75"));
        // The tax is the design's: one undo step, which takes it back.
        QCOMPARE(document.design().settings.taxPercent, std::optional<double>(13));
        document.undoStack()->undo();
        QCOMPARE(panel.bom().taxPercent, 0.0);
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("taxPercent"))->value(), 0.0);
        document.undoStack()->redo();
        QCOMPARE(panel.bom().taxPercent, 13.0);

        // Edits show at once.
        Design changed = document.design();
        changed.racks[0].devices[0].components.removeLast(); // the two PSUs
        document.reset(changed, {});
        QCOMPARE(panel.bom().subtotal, 24976.0 + 1599 - 2 * 400);

        QTemporaryDir dir;
        QString error;
        QVERIFY2(panel.exportTo(dir.filePath(QStringLiteral("bom.csv")), &error), qPrintable(error));
        QVERIFY2(panel.exportTo(dir.filePath(QStringLiteral("bom.xlsx")), &error), qPrintable(error));
        QVERIFY2(panel.exportTo(dir.filePath(QStringLiteral("bom.json")), &error), qPrintable(error));
        QFile csv(dir.filePath(QStringLiteral("bom.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().startsWith("\xEF\xBB\xBF"));
    }

    // A CNY design shows its default VAT 13% in the BOM as in the inspector and the report (China's VAT law).
    // Quotes entered in the table with the keyboard (F2, type, Enter), each an undo step; a bad figure is
    // refused with a reason; the cost per rack adds up to the subtotal of a design without fabric cables.
    void quotesAreEditedInTheTable() {
        DesignDocument document;
        document.reset(example(QStringLiteral("lab-rtx4090.json")), {});
        LiveAnalysis analysis(&document, mParts);
        BomPanel panel(&analysis);
        panel.resize(1200, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTableView* view = panel.tableView();
        const auto cell = [&](BomColumn column) {
            const int partColumn = panel.model()->columnOf(BomColumn::Part);
            for (int row = 0; row < view->model()->rowCount(); ++row)
                if (view->model()->index(row, partColumn).data().toString() ==
                    QLatin1String("nvidia-rtx-4090"))
                    return view->model()->index(row, panel.model()->columnOf(column));
            return QModelIndex();
        };
        const auto type = [&](BomColumn column, const QString& text) {
            const QModelIndex index = cell(column);
            QVERIFY(index.isValid());
            view->setFocus();
            view->setCurrentIndex(index);
            QTest::keyClick(view, Qt::Key_F2);
            QWidget* editor = QApplication::focusWidget();
            QVERIFY(editor && editor != view);
            QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(editor, text);
            QTest::keyClick(editor, Qt::Key_Return);
            QCoreApplication::processEvents(); // the delegate commits the edit from the event loop
        };

        type(BomColumn::UnitPrice, QStringLiteral("1450"));
        const PriceQuote* quote = document.design().quote(QStringLiteral("nvidia-rtx-4090"));
        QVERIFY(quote);
        QCOMPARE(quote->unitPrice, std::optional<double>(1450));
        QCOMPARE(quote->currency, QStringLiteral("USD"));
        QCOMPARE(document.undoStack()->undoText(),
                 QStringLiteral("Set the quoted price of nvidia-rtx-4090 to 1,450.00 USD"));
        QCOMPARE(cell(BomColumn::ExtendedPrice).data().toString(), QStringLiteral("5,800.00"));
        QCOMPARE(cell(BomColumn::ListPrice).data().toString(), QStringLiteral("1,599.00"));
        QCOMPARE(panel.totalText(QStringLiteral("total")), QStringLiteral("USD\u00A024,380.00")); // - 4 x 149

        type(BomColumn::Discount, QStringLiteral("10"));
        QCOMPARE(cell(BomColumn::UnitPrice).data().toString(), QStringLiteral("1,305.00")); // 1,450 x 0.9
        QCOMPARE(panel.totalText(QStringLiteral("total")), QStringLiteral("USD\u00A023,800.00"));
        type(BomColumn::Supplier, QStringLiteral("Acme"));
        QCOMPARE(document.design().quote(QStringLiteral("nvidia-rtx-4090"))->supplier,
                 QStringLiteral("Acme"));

        const int steps = document.undoStack()->count();
        type(BomColumn::LeadTime, QStringLiteral("six"));
        QCOMPARE(document.undoStack()->count(), steps);
        auto* message = panel.findChild<QLabel*>(QStringLiteral("bomEditMessage"));
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("not a number")), qPrintable(message->text()));

        document.undoStack()->undo();
        document.undoStack()->undo();
        document.undoStack()->undo();
        QVERIFY(document.design().quotes.isEmpty());
        QCOMPARE(panel.totalText(QStringLiteral("total")), QStringLiteral("USD\u00A024,976.00"));

        // Cost per rack: the lab's one rack holds everything the BOM lists.
        panel.setGrouping(1);
        auto* groups = panel.findChild<QTableWidget*>(QStringLiteral("bomGroups"));
        QVERIFY(groups && groups->isVisible());
        QCOMPARE(groups->rowCount(), document.design().racks.size());
        QCOMPARE(groups->item(0, 2)->text(), QStringLiteral("24,976.00"));
        panel.setGrouping(2);
        QCOMPARE(groups->rowCount(), 1); // one workstation
        QCOMPARE(groups->item(0, 1)->text(), QStringLiteral("1"));
    }

    // The quote dialog (right-click > Edit Quote…): every field typed in; a date that is not YYYY-MM-DD is
    // refused with the reason and the dialog stays open. Set CW_QUOTEDIALOG_PNG=path to save a screenshot.
    void quoteDialogChecksWhatIsTyped() {
        QuoteDialog dialog(QStringLiteral("H100 SXM5 80GB"), std::nullopt, QStringLiteral("USD 30,000.00"),
                           QStringLiteral("USD"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const auto type = [&](const char* name, const QString& text) {
            auto* edit = dialog.findChild<QLineEdit*>(QString::fromLatin1(name));
            QVERIFY(edit);
            edit->setFocus();
            QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(edit, text);
        };
        type("quote-unit-price", QStringLiteral("25000"));
        type("quote-supplier", QStringLiteral("Acme Distribution"));
        type("quote-reference", QStringLiteral("Q-118"));
        type("quote-date", QStringLiteral("20.11.2026"));
        auto* discount = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("quote-discount"));
        discount->setValue(4);
        auto* weeks = dialog.findChild<QSpinBox*>(QStringLiteral("quote-lead-time"));
        weeks->setValue(6);
        QTest::keyClick(&dialog, Qt::Key_Return);
        QVERIFY(dialog.isVisible()); // the date is refused
        type("quote-date", QStringLiteral("2026-11-20"));
        if (const QByteArray path = qgetenv("CW_QUOTEDIALOG_PNG"); !path.isEmpty())
            dialog.grab().save(QString::fromLocal8Bit(path));
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const std::optional<PriceQuote> quote = dialog.quote();
        QVERIFY(quote);
        QCOMPARE(quote->unitPrice, std::optional<double>(25000));
        QCOMPARE(quote->currency, QStringLiteral("USD"));
        QCOMPARE(quote->discountPercent, 4.0);
        QCOMPARE(quote->supplier, QStringLiteral("Acme Distribution"));
        QCOMPARE(quote->reference, QStringLiteral("Q-118"));
        QCOMPARE(quote->date, QStringLiteral("2026-11-20"));
        QCOMPARE(quote->leadTimeWeeks, std::optional<int>(6));
    }

    void cnyDesignCarriesVat() {
        DesignDocument document;
        document.reset(example(QStringLiteral("atlas-800t-a2-cny.json")), {});
        LiveAnalysis analysis(&document, mParts);
        BomPanel panel(&analysis);
        QCOMPARE(panel.bom().taxPercent, 13.0);
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("taxPercent"))->value(), 13.0);
        QCOMPARE(panel.bom().tax, Bom::roundMoney(panel.bom().subtotal * 0.13));
    }

    void screenshot() {
        const QString path = qEnvironmentVariable("CW_BOMPANEL_PNG");
        if (path.isEmpty())
            QSKIP("set CW_BOMPANEL_PNG to save a screenshot");
        DesignDocument document;
        document.reset(example(QStringLiteral("dgx-h100-rack.json")), {});
        LiveAnalysis analysis(&document, mParts);
        BomPanel panel(&analysis);
        panel.setTaxPercent(13);
        panel.setSparesPercent(BomCategory::Power, 10);
        panel.resize(1400, 720);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.grab().save(path));
    }
};

CW_TEST_MAIN(TestBomPanel)
#include "tst_bompanel.moc"
