#include "budgets/findingslist.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QStyle>

#include <QStyledItemDelegate>
#include <algorithm>

namespace {

// The message column's rows as tall as the message needs at the column's width: QTreeView asks a delegate
// for a row's height without the column width, so by itself it never wraps.
class WrappedMessageDelegate : public QStyledItemDelegate {
public:
    explicit WrappedMessageDelegate(QTreeWidget* tree) : QStyledItemDelegate(tree), mTree(tree) {}
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        const int width = mTree->header()->sectionSize(index.column()) - 12;
        if (width <= 0 || mTree->uniformRowHeights()) // a long list: one line a finding, for speed
            return size;
        const QRect text =
            QFontMetrics(option.font)
                .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, index.data().toString());
        size.setHeight(qMax(size.height(), text.height() + 6));
        return size;
    }

private:
    QTreeWidget* mTree;
};

} // namespace

FindingsList::FindingsList(QWidget* parent) : QTreeWidget(parent) {
    setColumnCount(3);
    setRootIsDecorated(false);
    // Messages wrap instead of being cut to "n01 has no..." on a narrow dock; a very long list (a large
    // floor's thousands of findings) keeps uniform rows, which is what keeps it fast.
    setWordWrap(true);
    setUniformRowHeights(false);
    setTextElideMode(Qt::ElideRight);
    setItemDelegateForColumn(1, new WrappedMessageDelegate(this));
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setStretchLastSection(false);
    // Widths are set from the texts in setFindings: ResizeToContents asks every item for its size hint on
    // each layout, which costs tens of ms with hundreds of findings on a large floor.
    header()->setSectionResizeMode(0, QHeaderView::Interactive);
    header()->setSectionResizeMode(1, QHeaderView::Stretch);
    header()->setSectionResizeMode(2, QHeaderView::Interactive);
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        emit findingActivated(item->data(0, Qt::UserRole).toString(),
                              item->data(0, Qt::UserRole + 1).toString());
    });
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        emit findingActivated(item->data(0, Qt::UserRole).toString(),
                              item->data(0, Qt::UserRole + 1).toString());
    });
    retranslateUi();
}

QIcon FindingsList::severityIcon(Severity severity) {
    static QHash<int, QIcon> cache;
    if (const auto it = cache.constFind(int(severity)); it != cache.cend())
        return *it;
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    const QColor colour = severity == Severity::Error     ? QColor(0xd3, 0x2f, 0x2f)
                          : severity == Severity::Warning ? QColor(0xf5, 0xa6, 0x23)
                                                          : QColor(0x42, 0x85, 0xf4);
    p.setBrush(colour);
    p.drawEllipse(QRectF(1, 1, 14, 14));
    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(11);
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(QRectF(0, 0, 16, 16), Qt::AlignCenter,
               severity == Severity::Info ? QStringLiteral("i") : QStringLiteral("!"));
    p.end();
    return *cache.insert(int(severity), QIcon(pixmap));
}

void FindingsList::setFindings(const QList<Finding>& findings) {
    // Most edits on a large floor leave the findings as they were: refilling would repaint the list.
    if (findings == mShown && topLevelItemCount() == findings.size())
        return;
    mShown = findings;
    setUpdatesEnabled(false);
    clear();
    QList<Finding> sorted = findings;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Finding& a, const Finding& b) { return int(a.severity) < int(b.severity); });
    const QFontMetrics metrics(font());
    int whereWidth = metrics.horizontalAdvance(headerItem()->text(2));
    for (const Finding& f : sorted) {
        auto* item = new QTreeWidgetItem(this);
        item->setIcon(0, severityIcon(f.severity));
        item->setText(0, f.severity == Severity::Error     ? tr("Error")
                         : f.severity == Severity::Warning ? tr("Warning")
                                                           : tr("Note"));
        item->setText(1, f.message);
        item->setToolTip(1, QStringLiteral("%1\n%2").arg(f.message, f.code));
        item->setText(2, f.where());
        item->setToolTip(2, f.where());
        item->setData(0, Qt::UserRole, f.rackId);
        item->setData(0, Qt::UserRole + 1, f.deviceId);
        whereWidth = std::max(whereWidth, metrics.horizontalAdvance(item->text(2)));
    }
    setUniformRowHeights(sorted.size() > kWrapAtMost);
    mWhereWidth = whereWidth;
    sizeColumns(whereWidth);
    setUpdatesEnabled(true);
}

void FindingsList::sizeColumns(int whereWidth) {
    const QFontMetrics metrics(font());
    int severityWidth = metrics.horizontalAdvance(headerItem()->text(0));
    for (const QString& label : {tr("Error"), tr("Warning"), tr("Note")})
        severityWidth = std::max(severityWidth, metrics.horizontalAdvance(label));
    const int padding = 3 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
    // The message gets the width: the place column takes at most a fifth of the list (longer places
    // are elided in the middle, whole in the tooltip), the severity its longest word.
    const int available = viewport()->width();
    header()->resizeSection(0, severityWidth + 16 + 8 + padding); // the 16 px icon and its gap
    header()->resizeSection(2, std::min({whereWidth + padding, 320, std::max(90, available / 5)}));
}

void FindingsList::resizeEvent(QResizeEvent* event) {
    QTreeWidget::resizeEvent(event);
    sizeColumns(mWhereWidth);
    // Wrapped rows take their height from the message column's width: lay them out again.
    if (!uniformRowHeights())
        scheduleDelayedItemsLayout();
}

void FindingsList::paintEvent(QPaintEvent* event) {
    QTreeWidget::paintEvent(event);
    if (topLevelItemCount() > 0)
        return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("No findings: the design passes every check."));
}

void FindingsList::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QTreeWidget::changeEvent(event);
}

void FindingsList::retranslateUi() {
    setHeaderLabels({tr("Severity"), tr("Message"), tr("Where")});
    mShown.clear(); // the severity words are translated when the list is filled
}
