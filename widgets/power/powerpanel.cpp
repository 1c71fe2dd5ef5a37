#include "power/powerpanel.h"

#include "analysis/liveanalysis.h"
#include "budgets/gaugedelegate.h"
#include "power/powertext.h"
#include "power/rackpowerview.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString kw(double w) {
    return QLocale().toString(w / 1000, 'f', 1);
}

QTableWidgetItem* gauge(double value, double limit, const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setData(GaugeDelegate::kValueRole, value);
    item->setData(GaugeDelegate::kLimitRole, limit);
    item->setFlags(Qt::ItemIsEnabled);
    return item;
}

QTableWidgetItem* plain(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled);
    return item;
}

QTableWidget* table(int columns) {
    auto* t = new QTableWidget(0, columns);
    t->verticalHeader()->hide();
    t->setItemDelegate(new GaugeDelegate(t));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

} // namespace

PowerPanel::PowerPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mRackLabel(new QLabel), mRack(new QComboBox),
      mSummary(new QLabel), mView(new RackPowerView), mFeedsTitle(new QLabel), mFeeds(table(4)),
      mLinesTitle(new QLabel), mLines(table(4)) {
    auto* top = new QHBoxLayout;
    mRackLabel->setBuddy(mRack);
    mRack->setObjectName(QStringLiteral("power-rack"));
    top->addWidget(mRackLabel);
    top->addWidget(mRack);
    top->addWidget(mSummary, 1);
    mSummary->setWordWrap(true);

    auto* scroll = new QScrollArea;
    scroll->setWidget(mView);
    scroll->setWidgetResizable(false);
    scroll->setAlignment(Qt::AlignHCenter | Qt::AlignTop);

    auto* side = new QVBoxLayout;
    for (QLabel* title : {mFeedsTitle, mLinesTitle})
        title->setStyleSheet(QStringLiteral("font-weight:600;"));
    side->addWidget(mFeedsTitle);
    side->addWidget(mFeeds);
    side->addWidget(mLinesTitle);
    side->addWidget(mLines, 1);
    mFeeds->setMaximumHeight(110);
    auto* sideWidget = new QWidget;
    sideWidget->setLayout(side);
    sideWidget->setMinimumWidth(200);

    // The user can give the rear view or the tables more room.
    auto* body = new QSplitter(Qt::Horizontal);
    body->setChildrenCollapsible(false);
    body->addWidget(scroll);
    body->addWidget(sideWidget);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(body, 1);

    connect(mAnalysis, &LiveAnalysis::updated, this, &PowerPanel::refresh);
    connect(mRack, &QComboBox::currentIndexChanged, this, [this](int) {
        mWantedRackId = currentRackId();
        fill();
    });
    connect(mView, &RackPowerView::deviceClicked, this, &PowerPanel::deviceActivated);
    retranslate();
    refresh();
}

QString PowerPanel::currentRackId() const {
    return mRack->currentData().toString();
}

// The tab follows the selection even while hidden or before its rack list knows a new rack: the wish is
// kept and honoured at the next refresh.
void PowerPanel::showRack(const QString& rackId) {
    mWantedRackId = rackId;
    const int index = mRack->findData(rackId);
    if (index >= 0)
        mRack->setCurrentIndex(index);
    else
        refresh();
}

void PowerPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PowerPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

void PowerPanel::retranslate() {
    mRackLabel->setText(tr("&Rack:"));
    mFeedsTitle->setText(tr("Feeds"));
    mLinesTitle->setText(tr("PDU lines (current against the derated limit)"));
    mFeeds->setHorizontalHeaderLabels({tr("Feed"), tr("Load"), tr("With the other feed lost"), tr("PDUs")});
    mLines->setHorizontalHeaderLabels({tr("PDU"), tr("Line"), tr("Normal"), tr("Other feed lost")});
    fill();
}

void PowerPanel::refresh() {
    // A 1,000-rack floor changes on every edit; the tab catches up when it is shown.
    if (!isVisible()) {
        mStale = true;
        return;
    }
    mStale = false;
    const QString current = mWantedRackId.isEmpty() ? currentRackId() : mWantedRackId;
    const QSignalBlocker block(mRack);
    mRack->clear();
    for (const Rack& rack : mAnalysis->document()->design().racks)
        mRack->addItem(rack.name.isEmpty() ? rack.id : QStringLiteral("%1 · %2").arg(rack.id, rack.name),
                       rack.id);
    const int index = mRack->findData(current);
    mRack->setCurrentIndex(index >= 0 ? index : 0);
    fill();
}

void PowerPanel::fill() {
    const Design& design = mAnalysis->document()->design();
    const QString rackId = currentRackId();
    const int r = design.rackIndex(rackId);
    const RackBudget* rb = mAnalysis->budgets().rack(rackId);
    mView->setRack(r >= 0 ? &design.racks[r] : nullptr, rb, &mAnalysis->parts());
    mFeeds->setRowCount(0);
    mLines->setRowCount(0);
    if (!rb) {
        mSummary->clear();
        return;
    }
    const DesignSettings& s = design.settings;
    mSummary->setText(tr("%1 kW planned at %2 · circuits loaded to %3% · heat %4 kW to air, %5 kW to liquid "
                         "(%6 L/min)")
                          .arg(kw(rb->powerW), PowerText::basis(s.powerBasis))
                          .arg(s.deratingPercent)
                          .arg(kw(rb->heatAirW), kw(rb->heatLiquidW))
                          .arg(QLocale().toString(rb->coolantLpm, 'f', 0)));
    for (const FeedLoad& feed : rb->power.feeds) {
        const int row = mFeeds->rowCount();
        mFeeds->insertRow(row);
        QStringList pdus;
        for (const PduLoad& pdu : rb->power.pdus)
            if (pdu.feed == feed.feed)
                pdus << pdu.id;
        mFeeds->setItem(row, 0, plain(PowerText::feed(feed.feed)));
        mFeeds->setItem(
            row, 1,
            gauge(feed.loadW, feed.capacityW, tr("%1 / %2 kW").arg(kw(feed.loadW), kw(feed.capacityW))));
        mFeeds->setItem(row, 2,
                        rb->power.feeds.size() > 1
                            ? gauge(feed.failoverLoadW, feed.capacityW,
                                    tr("%1 / %2 kW").arg(kw(feed.failoverLoadW), kw(feed.capacityW)))
                            : plain(tr("no other feed")));
        mFeeds->setItem(row, 3, plain(pdus.join(QStringLiteral(", "))));
    }
    for (const PduLoad& pdu : rb->power.pdus) {
        for (const LineLoad& line : pdu.lines) {
            const int row = mLines->rowCount();
            mLines->insertRow(row);
            mLines->setItem(row, 0, plain(tr("%1 (%2)").arg(pdu.id, pdu.feed)));
            mLines->setItem(row, 1, plain(line.line));
            mLines->setItem(row, 2,
                            gauge(line.currentA, pdu.lineLimitA,
                                  tr("%1 / %2 A")
                                      .arg(QLocale().toString(line.currentA, 'f', 1),
                                           QLocale().toString(pdu.lineLimitA, 'f', 1))));
            mLines->setItem(row, 3,
                            gauge(line.failoverCurrentA, pdu.lineLimitA,
                                  tr("%1 A").arg(QLocale().toString(line.failoverCurrentA, 'f', 1))));
        }
    }
    mFeeds->resizeColumnsToContents();
    mLines->resizeColumnsToContents();
}
