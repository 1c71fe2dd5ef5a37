#include "window/comparewindow.h"

#include "common/exportpath.h"

#include "common/exportnotice.h"
#include "report/comparisonpdf.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QTableWidgetItem* cell(const QString& text, bool number, const QColor& color = QColor()) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    if (color.isValid())
        item->setForeground(color);
    return item;
}

QTableWidget* table(QWidget* parent, const QString& name) {
    auto* t = new QTableWidget(parent);
    t->setObjectName(name);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    return t;
}

} // namespace

CompareWindow::CompareWindow(const DesignComparison& comparison, QWidget* parent)
    : QDialog(parent), mComparison(comparison), mHeading(new QLabel(this)),
      mFigures(table(this, QStringLiteral("compareFigures"))),
      mBom(table(this, QStringLiteral("compareBom"))) {
    setWindowTitle(tr("Compare Designs"));
    resize(900, 620);
    auto* layout = new QVBoxLayout(this);
    QFont font = mHeading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    mHeading->setFont(font);
    mHeading->setWordWrap(true);
    layout->addWidget(mHeading);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(mFigures);
    auto* bomPart = new QWidget(split);
    auto* bomLayout = new QVBoxLayout(bomPart);
    bomLayout->setContentsMargins(0, 6, 0, 0);
    bomLayout->addWidget(
        new QLabel(tr("Bill of materials: lines added, removed or changed in quantity"), bomPart));
    bomLayout->addWidget(mBom, 1);
    split->addWidget(bomPart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* exportButton = buttons->addButton(tr("Export PDF…"), QDialogButtonBox::ActionRole);
    connect(exportButton, &QPushButton::clicked, this, &CompareWindow::exportInteractively);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fill();
}

void CompareWindow::fill() {
    const DesignComparison& c = mComparison;
    const QString a = c.nameA.isEmpty() ? tr("Design A") : c.nameA;
    const QString b = c.nameB.isEmpty() ? tr("Design B") : c.nameB;
    mHeading->setText(tr("%1  against  %2").arg(a, b));
    const QLocale locale;
    mFigures->setColumnCount(4);
    mFigures->setHorizontalHeaderLabels({tr("Figure"), a, b, tr("Difference")});
    mFigures->setRowCount(int(c.figures.size()));
    for (int row = 0; row < c.figures.size(); ++row) {
        const ComparedFigure& f = c.figures[row];
        const QString change = DesignComparer::differenceText(f);
        mFigures->setItem(row, 0,
                          cell(f.unit.isEmpty() ? f.label : tr("%1 (%2)").arg(f.label, f.unit), false));
        mFigures->setItem(row, 1, cell(locale.toString(f.a, 'f', f.decimals), true));
        mFigures->setItem(row, 2, cell(locale.toString(f.b, 'f', f.decimals), true));
        mFigures->setItem(row, 3, cell(change, true, QColor(0x5a, 0x64, 0x70)));
    }
    mFigures->resizeColumnsToContents();

    mBom->setColumnCount(6);
    mBom->setHorizontalHeaderLabels({tr("Change"), tr("Part"), tr("Qty in A"), tr("Qty in B"),
                                     tr("Amount in A (%1)").arg(c.currencyA),
                                     tr("Amount in B (%1)").arg(c.currencyB)});
    mBom->setRowCount(int(c.bom.size()));
    for (int row = 0; row < c.bom.size(); ++row) {
        const BomDifference& d = c.bom[row];
        const QString change = d.change == BomDifference::Change::Added     ? tr("added in B")
                               : d.change == BomDifference::Change::Removed ? tr("only in A")
                                                                            : tr("quantity changed");
        const QColor color = d.change == BomDifference::Change::Added     ? QColor(0x15, 0x80, 0x3d)
                             : d.change == BomDifference::Change::Removed ? QColor(0xb9, 0x1c, 0x1c)
                                                                          : QColor();
        mBom->setItem(row, 0, cell(change, false, color));
        auto* part = cell(d.model, false);
        part->setToolTip(d.partId);
        mBom->setItem(row, 1, part);
        mBom->setItem(row, 2, cell(locale.toString(d.qtyA), true));
        mBom->setItem(row, 3, cell(locale.toString(d.qtyB), true));
        mBom->setItem(row, 4, cell(locale.toString(d.amountA, 'f', 2), true));
        mBom->setItem(row, 5, cell(locale.toString(d.amountB, 'f', 2), true));
    }
    mBom->resizeColumnsToContents();
}

bool CompareWindow::exportPdf(const QString& path, QString* error) const {
    return ComparisonPdf::write(mComparison, path, error);
}

void CompareWindow::exportInteractively() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export the comparison"), ExportPath::suggested(tr("comparison"), QStringLiteral("pdf")),
        tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (!exportPdf(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        showExportFinished(this, path);
}
