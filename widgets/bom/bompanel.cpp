#include "bom/bompanel.h"

#include "common/exportpath.h"

#include "common/exportnotice.h"

#include "analysis/liveanalysis.h"
#include "bom/bomexport.h"
#include "bom/bomgroupstable.h"
#include "bom/bomtablemodel.h"
#include "bom/quotedialog.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdquoteset.h"
#include "model/designdocument.h"

#include "durablefile.h"
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

namespace {

QLabel* figureLabel(QWidget* parent, bool bold, double scale = 1.0) {
    auto* label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(bold);
    if (scale != 1.0)
        font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
    label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel* footerTitle(QWidget* parent, bool bold, double scale = 1.0) {
    auto* label = figureLabel(parent, bold, scale);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    if (!bold)
        label->setStyleSheet(QStringLiteral("color: #5a6470;"));
    return label;
}

} // namespace

BomPanel::BomPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mModel(new BomTableModel(this)),
      mProxy(new QSortFilterProxyModel(this)), mView(new QTableView(this)), mGrouping(new QComboBox(this)),
      mQuotesButton(new QToolButton(this)), mStack(new QStackedWidget(this)),
      mGroups(new BomGroupsTable(this)), mEditMessage(new QLabel(this)), mQuoteSummary(new QLabel(this)),
      mTitle(new QLabel(this)), mCurrencyNote(new QLabel(this)), mSparesButton(new QToolButton(this)),
      mTaxTitle(new QLabel(this)), mTaxInput(new QDoubleSpinBox(this)), mTaxLabelInput(new QLineEdit(this)),
      mExportButton(new QToolButton(this)), mStatus(new QLabel(this)), mLegend(new QLabel(this)),
      mSubtotalTitle(footerTitle(this, false)), mSubtotalValue(figureLabel(this, false)),
      mTaxLineTitle(footerTitle(this, false)), mTaxValue(figureLabel(this, false)),
      mTotalTitle(footerTitle(this, true, 1.15)), mTotalValue(figureLabel(this, true, 1.15)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);

    // Tool row: title, currency, spares, tax, export.
    auto* tools = new QHBoxLayout;
    tools->setSpacing(6);
    QFont titleFont = mTitle->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    mTitle->setFont(titleFont);
    mCurrencyNote->setStyleSheet(QStringLiteral("color: #5a6470;"));
    // The tab says "Bill of materials": the row starts with what it holds, and gives way on a narrow window.
    mTitle->hide();
    mCurrencyNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    mCurrencyNote->setMinimumWidth(30);
    tools->addWidget(mCurrencyNote, 1);
    mGrouping->setObjectName(QStringLiteral("bomGrouping"));
    mGrouping->addItems({QString(), QString(), QString()});
    connect(mGrouping, &QComboBox::currentIndexChanged, this, [this](int index) {
        mStack->setCurrentIndex(index == 0 ? 0 : 1);
        rebuild();
    });
    tools->addWidget(mGrouping);
    mQuotesButton->setCheckable(true);
    mQuotesButton->setObjectName(QStringLiteral("bomQuotes"));
    mQuotesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(mQuotesButton, &QToolButton::toggled, this, [this] { updateQuoteColumns(); });
    tools->addWidget(mQuotesButton);

    auto* sparesMenu = new QMenu(mSparesButton);
    auto* sparesForm = new QWidget(sparesMenu);
    auto* form = new QFormLayout(sparesForm);
    form->setContentsMargins(10, 8, 10, 8);
    for (BomCategory category : Bom::categories()) {
        auto* input = new QDoubleSpinBox(sparesForm);
        input->setRange(0, 100);
        input->setDecimals(1);
        input->setSingleStep(1);
        input->setSuffix(QStringLiteral(" %"));
        input->setObjectName(QStringLiteral("spares.%1").arg(Bom::categoryName(category)));
        auto* label = new QLabel(sparesForm);
        form->addRow(label, input);
        mSparesInputs.insert(category, input);
        mSparesLabels.insert(category, label);
        connect(input, &QDoubleSpinBox::valueChanged, this, [this] {
            updateSparesButton();
            rebuild();
        });
    }
    auto* sparesAction = new QWidgetAction(sparesMenu);
    sparesAction->setDefaultWidget(sparesForm);
    sparesMenu->addAction(sparesAction);
    mSparesButton->setMenu(sparesMenu);
    mSparesButton->setPopupMode(QToolButton::InstantPopup);
    mSparesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addWidget(mSparesButton);

    mTaxInput->setRange(0, 100);
    mTaxInput->setDecimals(2);
    mTaxInput->setSuffix(QStringLiteral(" %"));
    mTaxInput->setObjectName(QStringLiteral("taxPercent"));
    mTaxLabelInput->setMaximumWidth(64);
    mTaxLabelInput->setObjectName(QStringLiteral("taxLabel"));

    tools->addWidget(mTaxTitle);
    tools->addWidget(mTaxLabelInput);
    tools->addWidget(mTaxInput);
    // The tax is the design's (settings.tax_percent, also in the inspector): an edit here is an undo step.
    mTaxInput->setKeyboardTracking(false);
    connect(mTaxInput, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        DesignSettings settings = mAnalysis->document()->design().settings;
        if (settings.effectiveTaxPercent() == percent)
            return;
        settings.taxPercent = percent;
        mAnalysis->document()->undoStack()->push(CmdPropertyEdit::settings(mAnalysis->document(), settings));
    });
    connect(mTaxLabelInput, &QLineEdit::editingFinished, this, [this] {
        DesignSettings settings = mAnalysis->document()->design().settings;
        if (settings.taxLabel == mTaxLabelInput->text().trimmed())
            return;
        settings.taxLabel = mTaxLabelInput->text().trimmed();
        mAnalysis->document()->undoStack()->push(CmdPropertyEdit::settings(mAnalysis->document(), settings));
    });

    mExportButton->setPopupMode(QToolButton::InstantPopup);
    mExportButton->setMenu(new QMenu(mExportButton));

    tools->addWidget(mExportButton);
    layout->addLayout(tools);

    // The table.
    mProxy->setSourceModel(mModel);
    mProxy->setSortRole(BomTableModel::kSortRole);
    mProxy->setDynamicSortFilter(true);
    mView->setModel(mProxy);
    mView->setSortingEnabled(true);
    mView->sortByColumn(mModel->columnOf(BomColumn::Category), Qt::AscendingOrder);
    mView->setAlternatingRowColors(true);
    mView->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The quote cells edit in place (double-click, F2); the others open nothing.
    mView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::SelectedClicked);
    mView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mView, &QWidget::customContextMenuRequested, this, &BomPanel::showContextMenu);
    connect(mModel, &BomTableModel::quoteEdited, this, &BomPanel::setQuote);
    connect(mModel, &BomTableModel::editRejected, this, [this](const QString& reason) {
        mEditMessage->setText(QStringLiteral("⚠ ") + reason);
        mEditMessage->show();
    });
    mView->setWordWrap(false);
    mView->setTextElideMode(Qt::ElideRight);
    mView->verticalHeader()->setVisible(false);
    mView->verticalHeader()->setDefaultSectionSize(mView->fontMetrics().height() + 8);
    mView->horizontalHeader()->setHighlightSections(false);
    mView->horizontalHeader()->setStretchLastSection(true);
    mView->setColumnHidden(mModel->columnOf(BomColumn::Currency), true);  // in the price headers
    mView->setColumnHidden(mModel->columnOf(BomColumn::Vendor), true);    // the model column says it
    mView->setColumnHidden(mModel->columnOf(BomColumn::PriceDate), true); // in the price tooltips
    // On screen the figures come first and the long texts last (the exports keep BomExport's order).
    QHeaderView* header = mView->horizontalHeader();
    for (BomColumn column : {BomColumn::PartNumber, BomColumn::Description})
        header->moveSection(header->visualIndex(mModel->columnOf(column)), mModel->columnCount() - 1);
    mStack->addWidget(mView);
    mStack->addWidget(mGroups);
    layout->addWidget(mStack, 1);

    // Footer: warnings and legend on the left, the totals on the right.
    auto* footer = new QFrame(this);
    footer->setFrameShape(QFrame::StyledPanel);
    footer->setObjectName(QStringLiteral("bomFooter"));
    auto* footerLayout = new QHBoxLayout(footer);
    footerLayout->setContentsMargins(10, 6, 10, 6);
    auto* notes = new QVBoxLayout;
    mStatus->setWordWrap(true);
    mStatus->setStyleSheet(QStringLiteral("color: #b45309; font-weight: bold;"));
    mStatus->setObjectName(QStringLiteral("bomStatus"));
    mLegend->setWordWrap(true);
    mLegend->setStyleSheet(QStringLiteral("color: #5a6470;"));
    notes->addWidget(mStatus);
    mEditMessage->setStyleSheet(QStringLiteral("color: #b91c1c;"));
    mEditMessage->setObjectName(QStringLiteral("bomEditMessage"));
    mEditMessage->setWordWrap(true);
    mEditMessage->hide();
    notes->addWidget(mEditMessage);
    mQuoteSummary->setWordWrap(true);
    mQuoteSummary->setObjectName(QStringLiteral("bomQuoteSummary"));
    notes->addWidget(mQuoteSummary);
    notes->addWidget(mLegend);
    notes->addStretch(1);
    footerLayout->addLayout(notes, 1);
    auto* totals = new QGridLayout;
    totals->setHorizontalSpacing(16);
    totals->setVerticalSpacing(2);
    totals->addWidget(mSubtotalTitle, 0, 0);
    totals->addWidget(mSubtotalValue, 0, 1);
    totals->addWidget(mTaxLineTitle, 1, 0);
    totals->addWidget(mTaxValue, 1, 1);
    auto* rule = new QFrame(footer);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    totals->addWidget(rule, 2, 0, 1, 2);
    totals->addWidget(mTotalTitle, 3, 0);
    totals->addWidget(mTotalValue, 3, 1);
    mSubtotalValue->setObjectName(QStringLiteral("bomSubtotal"));
    mTaxValue->setObjectName(QStringLiteral("bomTax"));
    mTotalValue->setObjectName(QStringLiteral("bomTotal"));
    footerLayout->addLayout(totals);
    layout->addWidget(footer);

    retranslateUi();
    connect(mAnalysis, &LiveAnalysis::updated, this, &BomPanel::rebuild);
    rebuild();
}

QString BomPanel::money(double amount) const {
    const QLocale locale;
    // The ISO code rather than a symbol: "$" and "¥" are ambiguous in a procurement document.
    const QString symbol = mBom.currency + QChar(0x00A0);
    return locale.toCurrencyString(amount, symbol, 2);
}

void BomPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (mStale)
        rebuild();
}

void BomPanel::rebuild() {
    // Behind another tab of a window on screen: made when shown (the BOM of a large floor is not free).
    if (window()->isVisible() && !isVisible()) {
        mStale = true;
        return;
    }
    mStale = false;
    const Design& design = mAnalysis->document()->design();
    BomOptions options = BomOptions::fromSettings(design.settings);
    for (auto it = mSparesInputs.cbegin(); it != mSparesInputs.cend(); ++it)
        if (it.value()->value() > 0)
            options.sparesPercent.insert(it.key(), it.value()->value());
    {
        // Show the design's tax (after an undo, or a CNY design's default VAT).
        const QSignalBlocker blockPercent(mTaxInput);
        const QSignalBlocker blockLabel(mTaxLabelInput);
        mTaxInput->setValue(design.settings.effectiveTaxPercent());
        if (!mTaxLabelInput->hasFocus())
            mTaxLabelInput->setText(design.settings.taxLabel);
    }
    options.locale = QLocale().name();
    options.fabrics = &mAnalysis->budgets().fabrics; // as analysed: not cabled a second time
    mBom = buildBom(design, mAnalysis->parts(), options);
    // The table is made anew: keep the user's place in it (the line just edited).
    const QString current = currentPartId();
    const int scroll = mView->verticalScrollBar()->value();
    mModel->setBom(mBom);
    for (int row = 0; row < mProxy->rowCount() && !current.isEmpty(); ++row) {
        const QModelIndex index = mProxy->index(row, mModel->columnOf(BomColumn::Model));
        const BomLine& line = mBom.lines.at(mProxy->mapToSource(index).row());
        if (line.partId == current && !line.included()) {
            mView->setCurrentIndex(index);
            break;
        }
    }
    mView->verticalScrollBar()->setValue(scroll);
    mEditMessage->hide();
    if (mGrouping->currentIndex() > 0)
        mGroups->setGroups(mBom.groups,
                           mGrouping->currentIndex() == 1 ? BomGroupsTable::Grouping::Racks
                                                          : BomGroupsTable::Grouping::Nodes,
                           mBom.currency);
    if (!mColumnsSized && !mBom.lines.isEmpty()) {
        mView->resizeColumnsToContents();
        const std::pair<BomColumn, int> limits[] = {{BomColumn::Description, 420},
                                                    {BomColumn::Model, 240},
                                                    {BomColumn::Part, 220},
                                                    {BomColumn::PartNumber, 150},
                                                    {BomColumn::Note, 200}};
        for (const auto& [column, limit] : limits) {
            const int index = mModel->columnOf(column);
            mView->setColumnWidth(index, qMin(mView->columnWidth(index), limit));
        }
        mColumnsSized = true;
    }
    // Spare columns only when spares are asked for.
    const bool spares = !options.sparesPercent.isEmpty();
    mView->setColumnHidden(mModel->columnOf(BomColumn::Spares), !spares);
    mView->setColumnHidden(mModel->columnOf(BomColumn::OrderQty), !spares);
    if (!design.quotes.isEmpty() && !mHadQuotes)
        mQuotesButton->setChecked(true); // the first quote, or a design with quotes opened: show them
    mHadQuotes = !design.quotes.isEmpty();
    updateQuoteColumns();
    updateFooter();
}

void BomPanel::updateFooter() {
    // Short, for a narrow window; the whole sentence in the tooltip.
    mCurrencyNote->setText(tr("%n line(s) · %1", nullptr, int(mBom.lines.size())).arg(mBom.currency));
    mCurrencyNote->setToolTip(mBom.lines.size() == 1
                                  ? tr("1 line, prices in %1").arg(mBom.currency)
                                  : tr("%1 lines, prices in %2").arg(mBom.lines.size()).arg(mBom.currency));
    mSubtotalTitle->setText(tr("Subtotal"));
    mSubtotalValue->setText(money(mBom.subtotal));
    const bool taxed = mBom.taxPercent != 0;
    mTaxLineTitle->setVisible(taxed);
    mTaxValue->setVisible(taxed);
    mTaxLineTitle->setText(mBom.taxLineLabel());
    mTaxValue->setText(money(mBom.tax));
    mTotalTitle->setText(mBom.incomplete ? tr("Total (incomplete)") : tr("Total"));
    mTotalValue->setText(money(mBom.total));
    mTotalValue->setStyleSheet(mBom.incomplete ? QStringLiteral("color: #b45309;") : QString());
    mStatus->setVisible(mBom.incomplete);
    mStatus->setText(mBom.incomplete ? QStringLiteral("⚠ ") + BomExport::incompleteNote(mBom) : QString());
    mStatus->setToolTip(tr("Lines without a price are left out of the total. Add a price override in the "
                           "catalog, or an exchange rate in the design settings."));
    mExportButton->setEnabled(!mBom.lines.isEmpty());
    QStringList summary;
    if (mBom.quotedLines > 0) {
        QString quoted = tr("%n line(s) quoted: %1", nullptr, mBom.quotedLines).arg(money(mBom.quotedAmount));
        if (mBom.quotedListAmount > 0)
            quoted += QLatin1Char(' ') + tr("(list %1)").arg(money(mBom.quotedListAmount));
        summary << quoted;
    }
    if (mBom.estimatedLines > 0)
        summary << tr("%n line(s) still on estimated prices: %1", nullptr, mBom.estimatedLines)
                       .arg(money(mBom.estimatedAmount));
    mQuoteSummary->setText(summary.join(QStringLiteral(" · ")));
    mQuoteSummary->setVisible(!summary.isEmpty());
}

void BomPanel::setGrouping(int grouping) {
    mGrouping->setCurrentIndex(grouping);
}

void BomPanel::updateSparesButton() {
    int categories = 0;
    for (const QDoubleSpinBox* input : std::as_const(mSparesInputs))
        categories += input->value() > 0 ? 1 : 0;
    mSparesButton->setText(categories == 0   ? tr("Spares: none")
                           : categories == 1 ? tr("Spares: 1 category")
                                             : tr("Spares: %1 categories").arg(categories));
}

void BomPanel::retranslateUi() {
    mTitle->setText(tr("Bill of materials"));
    mGrouping->setItemText(0, tr("All lines"));
    mGrouping->setItemText(1, tr("Cost per rack"));
    mGrouping->setItemText(2, tr("Cost per node"));
    mGrouping->setToolTip(tr("The lines, or what each rack and each node configuration costs"));
    mQuotesButton->setText(tr("Quotes"));
    mQuotesButton->setToolTip(
        tr("Show list price, discount, supplier, quote and lead time. Double-click a unit "
           "price, discount or supplier to enter a quote; right-click a line for more."));
    mTaxTitle->setText(tr("Tax"));
    mTaxLabelInput->setPlaceholderText(tr("VAT"));
    mTaxLabelInput->setToolTip(tr("The name of the tax line"));
    mTaxInput->setToolTip(tr("The design's tax on the subtotal, in percent (a CNY design has VAT 13% unless "
                             "you set another rate)"));
    mSparesButton->setToolTip(
        tr("Spare parts per category, in percent of the quantity (rounded up per line)"));
    for (auto it = mSparesLabels.cbegin(); it != mSparesLabels.cend(); ++it)
        it.value()->setText(Bom::categoryLabel(it.key()));
    updateSparesButton();
    mExportButton->setText(tr("Export…"));
    QMenu* menu = mExportButton->menu();
    menu->clear();
    const std::pair<QString, QString> formats[] = {{tr("Excel workbook (.xlsx)…"), QStringLiteral("xlsx")},
                                                   {tr("CSV (.csv)…"), QStringLiteral("csv")},
                                                   {tr("JSON (.json)…"), QStringLiteral("json")}};
    for (const auto& [text, suffix] : formats)
        connect(menu->addAction(text), &QAction::triggered, this,
                [this, suffix] { exportInteractively(suffix); });
    mLegend->setText(
        tr("≈ estimated price (no published list price; ask for a quote) · green: quoted price · grey "
           "italic: built into a system, priced with it · spares are rounded up per line · money rounded to "
           "cents per line"));
    mModel->retranslate();
    updateFooter();
}

void BomPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QString BomPanel::totalText(const QString& key) const {
    if (key == QLatin1String("subtotal"))
        return mSubtotalValue->text();
    if (key == QLatin1String("tax"))
        return mTaxValue->text();
    if (key == QLatin1String("total"))
        return mTotalValue->text();
    return {};
}

void BomPanel::setSparesPercent(BomCategory category, double percent) {
    mSparesInputs.value(category)->setValue(percent);
}

void BomPanel::setTaxPercent(double percent) {
    mTaxInput->setValue(percent); // through the design, as the user's edit
}

bool BomPanel::exportTo(const QString& path, QString* error) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("xlsx"))
        return writeBomXlsx(mBom, path, error);
    const QByteArray bytes = suffix == QLatin1String("json") ? bomToJson(mBom) : bomToCsv(mBom);
    return DurableFile::write(path, bytes, error);
}

void BomPanel::exportInteractively(const QString& suffix) {
    const QString filter = suffix == QLatin1String("xlsx")   ? tr("Excel workbook (*.xlsx)")
                           : suffix == QLatin1String("json") ? tr("JSON (*.json)")
                                                             : tr("CSV (*.csv)");
    const Design& design = mAnalysis->document()->design();
    QString base =
        design.name.isEmpty() ? tr("bill-of-materials") : design.name + QLatin1Char(' ') + tr("BOM");
    QString path = QFileDialog::getSaveFileName(this, tr("Export the bill of materials"),
                                                ExportPath::suggested(base, suffix), filter);
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        showExportFinished(this, path);
}
