#include "budgets/findingslist.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QStyle>

#include <QAbstractTableModel>
#include <QStyledItemDelegate>
#include <algorithm>

namespace {

// The message column's rows as tall as the message needs at the column's width: QTreeView asks a delegate
// for a row's height without the column width, so by itself it never wraps.
class WrappedMessageDelegate : public QStyledItemDelegate {
public:
    explicit WrappedMessageDelegate(QTreeView* tree) : QStyledItemDelegate(tree), mTree(tree) {}
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
    QTreeView* mTree;
};

} // namespace

// The findings, errors first, as rows of severity, message and place.
class FindingsModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setFindings(QList<Finding> sorted) {
        beginResetModel();
        mRows = std::move(sorted);
        endResetModel();
    }
    const QList<Finding>& rows() const { return mRows; }
    // On a narrow list the severity is its icon alone (the word in its tooltip), so the message keeps the
    // width.
    void setSeverityWords(bool words) {
        if (words == mSeverityWords)
            return;
        mSeverityWords = words;
        emit headerDataChanged(Qt::Horizontal, 0, 0);
        if (!mRows.isEmpty())
            emit dataChanged(index(0, 0), index(int(mRows.size() - 1), 0), {Qt::DisplayRole});
    }
    bool severityWords() const { return mSeverityWords; }
    void retranslate() {
        emit headerDataChanged(Qt::Horizontal, 0, 2);
        if (!mRows.isEmpty())
            emit dataChanged(index(0, 0), index(int(mRows.size() - 1), 0), {Qt::DisplayRole});
    }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(mRows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : 3; }

    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid() || index.row() >= mRows.size())
            return {};
        const Finding& f = mRows[index.row()];
        switch (role) {
        case Qt::DisplayRole:
            return index.column() == 0   ? (mSeverityWords ? severityText(f.severity) : QString())
                   : index.column() == 1 ? f.message
                                         : f.where();
        case Qt::ToolTipRole:
            return index.column() == 1   ? QStringLiteral("%1\n%2").arg(f.message, f.code)
                   : index.column() == 2 ? f.where()
                                         : severityText(f.severity);
        case Qt::DecorationRole:
            return index.column() == 0 ? QVariant(FindingsList::severityIcon(f.severity)) : QVariant();
        case Qt::UserRole:
            return f.rackId;
        case Qt::UserRole + 1:
            return f.deviceId;
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
            return {};
        if (section == 0 && role == Qt::DisplayRole && !mSeverityWords)
            return QString(); // the icons' column: the word would not fit
        return section == 0   ? FindingsList::tr("Severity")
               : section == 1 ? FindingsList::tr("Message")
                              : FindingsList::tr("Where");
    }

    static QString severityText(Severity severity) {
        return severity == Severity::Error     ? FindingsList::tr("Error")
               : severity == Severity::Warning ? FindingsList::tr("Warning")
                                               : FindingsList::tr("Note");
    }

private:
    QList<Finding> mRows;
    bool mSeverityWords = true;
};

FindingsList::FindingsList(QWidget* parent) : QTreeView(parent), mModel(new FindingsModel(this)) {
    setModel(mModel);
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
    // Widths are set from the texts in setFindings: ResizeToContents asks every row for its size hint on
    // each layout, which costs tens of ms with hundreds of findings on a large floor.
    header()->setSectionResizeMode(0, QHeaderView::Interactive);
    header()->setSectionResizeMode(1, QHeaderView::Stretch);
    header()->setSectionResizeMode(2, QHeaderView::Interactive);
    const auto activate = [this](const QModelIndex& index) {
        const QModelIndex first = index.siblingAtColumn(0);
        emit findingActivated(first.data(Qt::UserRole).toString(), first.data(Qt::UserRole + 1).toString());
    };
    connect(this, &QTreeView::clicked, this, activate);
    connect(this, &QTreeView::activated, this, activate);
}

qsizetype FindingsList::findingCount() const {
    return mModel->rows().size();
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
    if (findings == mShown)
        return;
    mShown = findings;
    QList<Finding> sorted = findings;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Finding& a, const Finding& b) { return int(a.severity) < int(b.severity); });
    // The place column is as wide as its widest text: measured for the longest few texts only (measuring
    // each of 10,000 places would cost more than the rest of an edit).
    QStringList places;
    places.reserve(sorted.size());
    for (const Finding& f : std::as_const(sorted))
        places.append(f.where());
    const qsizetype measured = std::min<qsizetype>(places.size(), 32);
    std::partial_sort(places.begin(), places.begin() + measured, places.end(),
                      [](const QString& a, const QString& b) { return a.size() > b.size(); });
    const QFontMetrics metrics(font());
    int whereWidth =
        metrics.horizontalAdvance(mModel->headerData(2, Qt::Horizontal, Qt::DisplayRole).toString());
    for (qsizetype i = 0; i < measured; ++i)
        whereWidth = std::max(whereWidth, metrics.horizontalAdvance(places[i]));
    setUniformRowHeights(sorted.size() > kWrapAtMost);
    mModel->setFindings(std::move(sorted));
    mWhereWidth = whereWidth;
    sizeColumns(whereWidth);
}

void FindingsList::sizeColumns(int whereWidth) {
    const QFontMetrics metrics(font());
    const int padding = 3 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
    const int available = viewport()->width();
    // The message gets the width: the place column takes at most a fifth of the list (longer places
    // are elided in the middle, whole in the tooltip), the severity its longest word, or on a list narrower
    // than 420 pixels its icon alone.
    const bool words = available >= 420;
    mModel->setSeverityWords(words);
    int severityWidth = 0;
    if (words) {
        severityWidth =
            metrics.horizontalAdvance(mModel->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString());
        for (const QString& label : {tr("Error"), tr("Warning"), tr("Note")})
            severityWidth = std::max(severityWidth, metrics.horizontalAdvance(label) + 8);
    }
    // Never narrower than its heading (an empty list has no places to measure).
    whereWidth = std::max(whereWidth, metrics.horizontalAdvance(
                                          mModel->headerData(2, Qt::Horizontal, Qt::DisplayRole).toString()));
    header()->resizeSection(0, severityWidth + 16 + padding); // the 16 px icon
    header()->resizeSection(2, std::min({whereWidth + padding, 320, std::max(90, available / 5)}));
}

void FindingsList::resizeEvent(QResizeEvent* event) {
    QTreeView::resizeEvent(event);
    sizeColumns(mWhereWidth);
    // Wrapped rows take their height from the message column's width: lay them out again.
    if (!uniformRowHeights())
        scheduleDelayedItemsLayout();
}

void FindingsList::paintEvent(QPaintEvent* event) {
    QTreeView::paintEvent(event);
    if (findingCount() > 0)
        return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("No findings: the design passes every check."));
}

void FindingsList::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        mModel->retranslate(); // the headers and severity words are translated as they are shown
        sizeColumns(mWhereWidth);
    }
    QTreeView::changeEvent(event);
}
