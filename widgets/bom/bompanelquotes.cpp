#include "bom/bompanel.h"

#include "analysis/liveanalysis.h"
#include "bom/bomexport.h"
#include "bom/bomgroupstable.h"
#include "bom/bomtablemodel.h"
#include "bom/quotedialog.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdquoteset.h"
#include "common/exportnotice.h"
#include "durablefile.h"
#include "model/designdocument.h"
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

// Quotes in the BOM table: the quote columns, the quote dialog and the context menu.

void BomPanel::updateQuoteColumns() {
    const bool shown = mQuotesButton->isChecked();
    for (BomColumn column : {BomColumn::ListPrice, BomColumn::Discount, BomColumn::Supplier,
                             BomColumn::QuoteReference, BomColumn::LeadTime})
        mView->setColumnHidden(mModel->columnOf(column), !shown);
}

QString BomPanel::currentPartId() const {
    const QModelIndex index = mView->currentIndex();
    if (!index.isValid())
        return {};
    const int row = mProxy->mapToSource(index).row();
    return row >= 0 && row < mBom.lines.size() ? mBom.lines[row].partId : QString();
}

void BomPanel::setQuote(const QString& partId, const std::optional<PriceQuote>& quote) {
    DesignDocument* document = mAnalysis->document();
    const PriceQuote* before = document->design().quote(partId);
    if ((!before && !quote) || (before && quote && *before == *quote))
        return;
    document->undoStack()->push(new CmdQuoteSet(document, partId, quote));
}

void BomPanel::editQuote(const QString& partId) {
    const QString id = partId.isEmpty() ? currentPartId() : partId;
    const auto line = std::find_if(mBom.lines.cbegin(), mBom.lines.cend(),
                                   [&](const BomLine& l) { return l.partId == id && !l.included(); });
    if (line == mBom.lines.cend() || line->status == BomLineStatus::UnknownPart)
        return;
    const QString list = line->listUnitPrice ? money(*line->listUnitPrice) : QString();
    const PriceQuote* quote = mAnalysis->document()->design().quote(id);
    QuoteDialog dialog(line->model, quote ? std::optional<PriceQuote>(*quote) : std::nullopt, list,
                       mBom.currency, this);
    if (dialog.exec() == QDialog::Accepted)
        setQuote(id, dialog.quote());
}

void BomPanel::showContextMenu(const QPoint& at) {
    const QModelIndex index = mView->indexAt(at);
    if (!index.isValid())
        return;
    mView->setCurrentIndex(index);
    const QString partId = currentPartId();
    const bool quoted = mAnalysis->document()->design().quote(partId) != nullptr;
    QMenu menu(this);
    connect(menu.addAction(quoted ? tr("Edit Quote…") : tr("Enter a Quote…")), &QAction::triggered, this,
            [this, partId] { editQuote(partId); });
    QAction* remove = menu.addAction(tr("Remove Quote"));
    remove->setEnabled(quoted);
    connect(remove, &QAction::triggered, this, [this, partId] { setQuote(partId, std::nullopt); });
    menu.exec(mView->viewport()->mapToGlobal(at));
}
