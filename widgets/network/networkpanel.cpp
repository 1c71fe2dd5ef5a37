#include "network/networkpanel.h"

#include "analysis/liveanalysis.h"
#include "model/money.h"
#include "network/fabricdiagram.h"
#include "parts/partindex.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

NetworkPanel::NetworkPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mToolBar(new QToolBar(this)), mFabricLabel(new QLabel(this)),
      mFabric(new QComboBox(this)), mDiagram(new FabricDiagram(this)),
      mFigures(new QTableWidget(0, 2, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* top = new QHBoxLayout;
    top->addWidget(mFabricLabel);
    top->addWidget(mFabric, 1);
    // Wide enough for "RoCE compute (fabric-2)" before it elides.
    mFabric->setMinimumContentsLength(24);
    mFabric->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    top->addWidget(mToolBar);
    layout->addLayout(top);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(mDiagram);
    split->addWidget(mFigures);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({560, 420});
    layout->addWidget(split, 1);
    mFigures->verticalHeader()->hide();
    mFigures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mFigures->horizontalHeader()->setStretchLastSection(true);
    mFigures->setAlternatingRowColors(true);
    connect(mAnalysis, &LiveAnalysis::updated, this, &NetworkPanel::refresh);
    connect(mFabric, &QComboBox::currentIndexChanged, this, [this] {
        fill();
        emit currentFabricChanged();
    });
    retranslate();
    refresh();
}

QString NetworkPanel::currentFabricId() const {
    return mFabric->currentData().toString();
}

void NetworkPanel::setCurrentFabric(const QString& id) {
    if (const int index = mFabric->findData(id); index >= 0)
        mFabric->setCurrentIndex(index);
}

QString NetworkPanel::figure(const QString& key) const {
    for (int r = 0; r < mFigures->rowCount(); ++r)
        if (mFigures->item(r, 0)->data(Qt::UserRole).toString() == key)
            return mFigures->item(r, 1)->text();
    return {};
}

void NetworkPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NetworkPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

void NetworkPanel::retranslate() {
    mFabricLabel->setText(tr("Fabric:"));
    mFigures->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    fill();
}

void NetworkPanel::refresh() {
    // The fabric list is kept current even behind another tab: the Network menu acts on its choice.
    const QString before = currentFabricId();
    {
        QSignalBlocker block(mFabric);
        mFabric->clear();
        for (const FabricReport& f : mAnalysis->budgets().fabrics)
            mFabric->addItem(f.fabric.name.isEmpty()
                                 ? f.fabric.id
                                 : QStringLiteral("%1 (%2)").arg(f.fabric.name, f.fabric.id),
                             f.fabric.id);
        mFabric->setCurrentIndex(std::max(0, mFabric->findData(before)));
    }
    if (currentFabricId() != before)
        emit currentFabricChanged();
    if (window()->isVisible() && !isVisible()) { // the figures and diagram: when shown
        mStale = true;
        return;
    }
    mStale = false;
    fill();
}

void NetworkPanel::fill() {
    const QList<FabricReport>& fabrics = mAnalysis->budgets().fabrics;
    const FabricReport* report = nullptr;
    for (const FabricReport& f : fabrics)
        if (f.fabric.id == currentFabricId())
            report = &f;
    mFigures->setRowCount(0);
    if (!report) {
        mDiagram->setReport(FabricReport{});
        return;
    }
    mDiagram->setReport(*report);
    const QLocale locale;
    const FabricSize& s = report->size;
    const auto add = [this](const QString& key, const QString& name, const QString& value) {
        const int row = mFigures->rowCount();
        mFigures->insertRow(row);
        auto* item = new QTableWidgetItem(name);
        item->setData(Qt::UserRole, key);
        mFigures->setItem(row, 0, item);
        mFigures->setItem(row, 1, new QTableWidgetItem(value));
    };
    // Parts by the name the rest of the window shows, not their catalog ids.
    const auto partName = [this](const QString& partId) {
        const Part* part = mAnalysis->parts().find(partId);
        return part ? part->displayName() : partId;
    };
    const auto switches = [&](int needed, const QStringList& ids) {
        int placed = 0;
        for (const QString& id : ids)
            placed += mAnalysis->document()->design().device(id) ? 1 : 0;
        return tr("%1 (%2 placed)").arg(needed).arg(placed);
    };
    add(QStringLiteral("hosts"), tr("Hosts"),
        tr("%Ln node(s), %1 ports at %2 Gb/s", nullptr, int(report->hosts.size()))
            .arg(locale.toString(s.hostLinks), locale.toString(report->hostSpeedGbps)));
    add(QStringLiteral("switch"), tr("Switch"),
        tr("%1 (%Ln port(s))", nullptr, report->radix).arg(partName(report->fabric.switchPartId)));
    add(QStringLiteral("tiers"), tr("Tiers"), QString::number(s.tiers));
    add(QStringLiteral("leaf"), tr("Leaf switches"), switches(s.leaves, report->leafIds));
    add(QStringLiteral("spine"), tr("Spine switches"), switches(s.spines, report->spineIds));
    add(QStringLiteral("core"), tr("Core switches"), switches(s.cores, report->coreIds));
    add(QStringLiteral("links"), tr("Links"),
        tr("%1 host-leaf, %2 leaf-spine, %3 spine-core")
            .arg(locale.toString(s.hostLinks), locale.toString(s.leafSpineLinks),
                 locale.toString(s.spineCoreLinks)));
    add(QStringLiteral("oversubscription"), tr("Oversubscription"),
        tr("%1:1 (target %2:1)")
            .arg(locale.toString(s.oversubscription, 'f', 2), locale.toString(report->fabric.blocking)));
    qint64 cables = 0;
    for (const PartQty& c : report->cableParts) {
        cables += c.qty;
        add(QStringLiteral("cable:") + c.partId, tr("Cable"),
            tr("%1 × %2").arg(locale.toString(c.qty), partName(c.partId)));
    }
    for (const PartQty& t : report->transceivers)
        add(QStringLiteral("module:") + t.partId, tr("Transceiver"),
            tr("%1 × %2").arg(locale.toString(t.qty), partName(t.partId)));
    add(QStringLiteral("cables"), tr("Cables in all"), locale.toString(cables));
    const QString currency = mAnalysis->document()->design().settings.currency;
    add(QStringLiteral("cost"), tr("Network gear cost"),
        formatMoney(report->gearCost, currency) +
            (report->costComplete ? QString() : tr(" (some parts unpriced)")));
    add(QStringLiteral("power"), tr("Network gear power"),
        tr("%1 kW max").arg(locale.toString(report->gearPowerW / 1000, 'f', 1)));
    mFigures->resizeColumnToContents(0);
}
