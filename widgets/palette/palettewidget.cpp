#include "palette/palettewidget.h"

#include "palette/specfilterbar.h"

#include "common/kindstyle.h"
#include "palette/palettetree.h"
#include "parts/partsummary.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QToolButton>
#include <QVBoxLayout>

PaletteWidget::PaletteWidget(PartIndex parts, QWidget* parent)
    : QWidget(parent), mParts(std::move(parts)), mSearch(new QLineEdit(this)),
      mFilterButton(new QToolButton(this)), mSpecFilters(new SpecFilterBar(this)),
      mVendor(new QComboBox(this)), mKind(new QComboBox(this)), mTree(new PaletteTree(this)),
      mCount(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    mSearch->setClearButtonEnabled(true);
    auto* searchRow = new QHBoxLayout;
    searchRow->setSpacing(4);
    searchRow->addWidget(mSearch, 1);
    mFilterButton->setCheckable(true);
    mFilterButton->setObjectName(QStringLiteral("specFilterButton"));
    mFilterButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    searchRow->addWidget(mFilterButton);
    layout->addLayout(searchRow);
    mSpecFilters->setVisible(false);
    layout->addWidget(mSpecFilters);
    connect(mFilterButton, &QToolButton::toggled, mSpecFilters, &QWidget::setVisible);
    connect(mSpecFilters, &SpecFilterBar::changed, this, &PaletteWidget::refill);
    auto* filters = new QHBoxLayout;
    filters->setSpacing(6);
    filters->addWidget(mKind, 1);
    filters->addWidget(mVendor, 1);
    layout->addLayout(filters);
    layout->addWidget(mTree, 1);
    mCount->setStyleSheet(QStringLiteral("color: palette(mid);"));
    layout->addWidget(mCount);

    mTree->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(mTree, &QTreeWidget::currentItemChanged, this,
            [this] { emit currentPartChanged(currentPartId()); });
    connect(mTree, &QTreeWidget::itemActivated, this, [this] {
        if (const QString id = currentPartId(); !id.isEmpty())
            emit partActivated(id);
    });
    connect(mSearch, &QLineEdit::textChanged, this, &PaletteWidget::refill);
    // From the search box: Down goes into the results, Enter adds the first match.
    mSearch->installEventFilter(this);
    connect(mSearch, &QLineEdit::returnPressed, this, [this] {
        if (QTreeWidgetItem* first = firstPartItem()) {
            mTree->setCurrentItem(first);
            emit partActivated(currentPartId());
        }
    });
    // Tab: search, results, then the filters.
    setTabOrder(mSearch, mTree);
    setTabOrder(mTree, mFilterButton);
    setTabOrder(mFilterButton, mKind);
    setTabOrder(mKind, mVendor);
    connect(mVendor, &QComboBox::currentIndexChanged, this, &PaletteWidget::refill);
    connect(mKind, &QComboBox::currentIndexChanged, this, &PaletteWidget::refill);
    retranslateUi();
}

QTreeWidgetItem* PaletteWidget::firstPartItem() const {
    for (int i = 0; i < mTree->topLevelItemCount(); ++i)
        if (mTree->topLevelItem(i)->childCount() > 0)
            return mTree->topLevelItem(i)->child(0);
    return nullptr;
}

bool PaletteWidget::eventFilter(QObject* watched, QEvent* event) {
    if (watched == mSearch && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Down) {
        if (QTreeWidgetItem* first = firstPartItem()) {
            if (!mTree->currentItem() || mTree->currentItem()->childCount() > 0)
                mTree->setCurrentItem(first);
            mTree->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PaletteWidget::setParts(PartIndex parts) {
    mParts = std::move(parts);
    fillFilters();
    refill();
}

void PaletteWidget::setSearchText(const QString& text) {
    mSearch->setText(text);
}

void PaletteWidget::focusSearch() {
    mSearch->setFocus(Qt::ShortcutFocusReason);
    mSearch->selectAll();
}

void PaletteWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PaletteWidget::retranslateUi() {
    mFilterButton->setToolTip(
        tr("Filter by GPU memory, power, price, port speed and count, PCIe generation, form "
           "factor and interconnect"));
    mSearch->setPlaceholderText(tr("Search parts (H100, 交换机, mem>=80, speed>=400 …)"));
    mSearch->setToolTip(tr("Words match names first, then descriptions. Figures: mem>=80 (GPU memory, GB), "
                           "power<=700 (W), price<=20000, speed>=400 (Gb/s), ports>=64, pcie>=5, u<=2, "
                           "ff=sxm5 (form factor), link=nvlink"));
    mVendor->setToolTip(tr("Show one vendor's parts only"));
    mKind->setToolTip(tr("Show one kind of part only"));
    fillFilters();
    refill();
}

void PaletteWidget::fillFilters() {
    const QString vendor = mVendor->currentData().toString();
    const QVariant kind = mKind->currentData();
    QSignalBlocker blockVendor(mVendor);
    QSignalBlocker blockKind(mKind);
    mVendor->clear();
    mVendor->addItem(tr("All vendors"), QString());
    QStringList vendors;
    for (const Part& part : mParts.parts())
        if (!vendors.contains(part.vendor))
            vendors << part.vendor;
    vendors.sort(Qt::CaseInsensitive);
    for (const QString& v : std::as_const(vendors))
        mVendor->addItem(v, v);
    mVendor->setCurrentIndex(qMax(0, mVendor->findData(vendor)));
    mKind->clear();
    mKind->addItem(tr("All kinds"), QVariant());
    for (PartKind k : allPartKinds())
        mKind->addItem(KindStyle::icon(k), PartSummary::kindLabel(k), int(k));
    mKind->setCurrentIndex(kind.isValid() ? qMax(0, mKind->findData(kind)) : 0);
}

QString PaletteWidget::tooltipFor(const Part& part, const QString& locale) {
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(part.displayName().toHtmlEscaped());
    for (const QString& line : PartSummary::details(part, locale))
        lines << line.toHtmlEscaped();
    return QStringLiteral("<p style='white-space:pre-wrap; max-width:420px'>%1</p>")
        .arg(lines.join(QStringLiteral("<br>")));
}

void PaletteWidget::refill() {
    const QString locale = QLocale().name();
    std::optional<PartKind> kind;
    if (mKind->currentData().isValid())
        kind = PartKind(mKind->currentData().toInt());
    const QString vendor = mVendor->currentData().toString();
    // Parts found by name, grouped by kind; those only mentioned in a description ("as fitted to H100
    // servers") in one group at the end.
    const QString conditions = mSpecFilters->queryText();
    mFilterButton->setText(conditions.isEmpty()
                               ? tr("Filters")
                               : tr("Filters (%1)").arg(conditions.count(QLatin1Char(' ')) + 1));
    const auto [byName, byDescription] =
        mParts.searchRanked(mSearch->text() + QLatin1Char(' ') + conditions, kind);
    QList<const Part*> found = byName;
    found += byDescription;
    const qsizetype nameCount = byName.size();

    mTree->setUpdatesEnabled(false);
    mTree->clear();
    QMap<int, QTreeWidgetItem*> groups;
    QTreeWidgetItem* mentioned = nullptr;
    int shown = 0;
    for (qsizetype i = 0; i < found.size(); ++i) {
        const Part* part = found[i];
        if (!vendor.isEmpty() && part->vendor != vendor)
            continue;
        const bool onlyInDescription = i >= nameCount && nameCount > 0;
        QTreeWidgetItem*& group = onlyInDescription ? mentioned : groups[int(part->kind)];
        if (!group) {
            group = new QTreeWidgetItem;
            group->setIcon(0, KindStyle::icon(part->kind));
            group->setFlags(Qt::ItemIsEnabled);
            QFont font = group->font(0);
            font.setBold(true);
            group->setFont(0, font);
            group->setData(0, Qt::UserRole, int(part->kind));
        }
        auto* item = new QTreeWidgetItem(group);
        QString text = PartSummary::keyFigures(*part);
        if (!part->estimated.isEmpty())
            text += QStringLiteral("  ≈");
        item->setText(0, text);
        item->setData(0, PaletteTree::kPartIdRole, part->id);
        item->setIcon(0, KindStyle::icon(part->kind));
        item->setToolTip(0, tooltipFor(*part, locale));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        if (!part->estimated.isEmpty())
            item->setForeground(0, QColor(0x55, 0x5f, 0x6b));
        ++shown;
    }
    for (PartKind k : allPartKinds()) {
        QTreeWidgetItem* group = groups.value(int(k));
        if (!group)
            continue;
        group->setText(0, QStringLiteral("%1  (%2)").arg(PartSummary::kindLabel(k)).arg(group->childCount()));
        mTree->addTopLevelItem(group);
    }
    if (mentioned) {
        mentioned->setText(0, tr("Mentioned in descriptions  (%1)").arg(mentioned->childCount()));
        mentioned->setIcon(0, QIcon());
        mTree->addTopLevelItem(mentioned);
    }
    if (!mSearch->text().trimmed().isEmpty() || !conditions.isEmpty() || kind || !vendor.isEmpty() ||
        groups.size() == 1)
        mTree->expandAll();
    mTree->setUpdatesEnabled(true);
    mCount->setText(tr("%n part(s) · ≈ has estimated figures", nullptr, shown));
}

QStringList PaletteWidget::visiblePartIds() const {
    QStringList ids;
    for (int i = 0; i < mTree->topLevelItemCount(); ++i)
        for (int j = 0; j < mTree->topLevelItem(i)->childCount(); ++j)
            ids << mTree->topLevelItem(i)->child(j)->data(0, PaletteTree::kPartIdRole).toString();
    return ids;
}

QString PaletteWidget::currentPartId() const {
    const QTreeWidgetItem* item = mTree->currentItem();
    return item ? item->data(0, PaletteTree::kPartIdRole).toString() : QString();
}

void PaletteWidget::setCurrentPartId(const QString& id) {
    for (int i = 0; i < mTree->topLevelItemCount(); ++i)
        for (int j = 0; j < mTree->topLevelItem(i)->childCount(); ++j)
            if (QTreeWidgetItem* item = mTree->topLevelItem(i)->child(j);
                item->data(0, PaletteTree::kPartIdRole).toString() == id) {
                mTree->setCurrentItem(item);
                return;
            }
}

void PaletteWidget::addPartAction(QAction* action) {
    mTree->addAction(action);
}
