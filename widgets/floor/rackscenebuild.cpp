// RackScene: the items over the elevations (one per rack, device and PDU, for selection and dragging) and
// their tooltips. Kept apart from rackscene.cpp, which handles drops and drags.
//
// rebuild() runs after every change. It remakes the items of the racks that changed only: a drop on a
// 1,000-rack floor touches one rack of 1,000 and must repaint in under 16 ms (issue #15).
#include "floor/rackscene.h"

#include "floor/deviceitem.h"
#include "floor/rackitem.h"
#include "parts/partsummary.h"

#include <QGraphicsSceneHelpEvent>
#include <QLocale>
#include <QSet>
#include <QToolTip>

QString RackScene::tooltipFor(const Rack& rack, const Device* device, const RackPdu* pdu) const {
    const PartIndex& parts = mAnalysis->parts();
    const Budgets& budgets = mAnalysis->budgets();
    QStringList lines;
    QString partId = rack.partId;
    QString deviceId;
    if (device) {
        partId = device->partId;
        deviceId = device->id;
        lines << QStringLiteral("<b>%1</b>")
                     .arg((device->name.isEmpty() ? device->id : device->name).toHtmlEscaped());
        if (const DeviceBudget* db = budgets.device(device->id))
            lines << tr("U%1-U%2 · %3 W max · %4 W typical")
                         .arg(device->u)
                         .arg(device->u + qMax(1, db->heightU) - 1)
                         .arg(QLocale().toString(db->powerW, 'f', 0),
                              QLocale().toString(db->typicalPowerW, 'f', 0));
    } else if (pdu) {
        partId = pdu->partId;
        deviceId = pdu->id;
        lines << QStringLiteral("<b>%1</b>").arg(pdu->id.toHtmlEscaped());
    } else {
        lines << QStringLiteral("<b>%1</b>")
                     .arg((rack.name.isEmpty() ? rack.id : rack.id + QStringLiteral(" · ") + rack.name)
                              .toHtmlEscaped());
    }
    if (const Part* part = parts.find(partId))
        lines << PartSummary::keyFigures(*part).toHtmlEscaped();
    for (const Finding& f : budgets.findings)
        if (f.rackId == rack.id && f.deviceId == (device ? deviceId : QString()) &&
            f.severity != Severity::Info)
            lines << QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(f.severity == Severity::Error ? QStringLiteral("#c62828")
                                                            : QStringLiteral("#b26a00"),
                              f.message.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

QString RackScene::tooltipAt(QPointF scenePos) const {
    const Design& design = mDocument->design();
    for (const QGraphicsItem* item : items(scenePos)) { // topmost first
        if (item->type() == DeviceItem::Type) {
            const auto* deviceItem = static_cast<const DeviceItem*>(item);
            const auto* rackItem = static_cast<const RackItem*>(item->parentItem());
            const int r = design.rackIndex(rackItem->rackId());
            if (r < 0)
                continue;
            const Rack& rack = design.racks[r];
            if (deviceItem->role() == DeviceItem::Role::Device) {
                if (const Device* device = design.device(deviceItem->id()))
                    return tooltipFor(rack, device, nullptr);
            } else {
                for (const RackPdu& pdu : rack.pdus)
                    if (pdu.id == deviceItem->id())
                        return tooltipFor(rack, nullptr, &pdu);
            }
        } else if (item->type() == RackItem::Type) {
            const int r = design.rackIndex(static_cast<const RackItem*>(item)->rackId());
            if (r >= 0)
                return tooltipFor(design.racks[r], nullptr, nullptr);
        }
    }
    return {};
}

// Tooltips are made when asked for: 20,000 of them on every change took longer than the change.
void RackScene::helpEvent(QGraphicsSceneHelpEvent* event) {
    const QString text = tooltipAt(event->scenePos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
        return;
    }
    QToolTip::showText(event->screenPos(), text, event->widget());
    event->accept();
}

void RackScene::setFace(Face face) {
    if (mFace == face)
        return;
    mFace = face;
    for (const Rack& rack : mDocument->design().racks)
        for (const Device& device : rack.devices)
            if (QGraphicsItem* item = mItems.value(device.id))
                item->setZValue(device.face == mFace ? 2 : 1);
    update();
}

void RackScene::removeRackItems(const Rack& built) {
    QGraphicsItem* rackItem = mItems.value(built.id);
    // Only this rack's entries: a device that moved may already have its item in the other rack.
    const auto forget = [&](const QString& id) {
        if (const QGraphicsItem* item = mItems.value(id); item && item->parentItem() == rackItem)
            mItems.remove(id);
    };
    for (const Device& device : built.devices)
        forget(device.id);
    for (const RackPdu& pdu : built.pdus)
        forget(pdu.id);
    mItems.remove(built.id);
    delete rackItem; // with its children
    mBuiltRacks.remove(built.id);
}

void RackScene::addRackItems(const Rack& rack) {
    auto* rackItem = new RackItem(rack.id, mRenderer.preferredSize(rack));
    rackItem->setPos(rack.position * mPitch.width(), rack.row * mPitch.height());
    addItem(rackItem);
    mItems.insert(rack.id, rackItem);
    for (const Device& device : rack.devices) {
        auto* item =
            new DeviceItem(device.id, DeviceItem::Role::Device, mRenderer.deviceRect(rack, device), rackItem);
        item->setZValue(device.face == mFace ? 2 : 1);
        mItems.insert(device.id, item);
    }
    for (int i = 0; i < rack.pdus.size(); ++i) {
        auto* item =
            new DeviceItem(rack.pdus[i].id, DeviceItem::Role::Pdu, mRenderer.pduRect(rack, i), rackItem);
        item->setZValue(3);
        mItems.insert(rack.pdus[i].id, item);
    }
    mBuiltRacks.insert(rack.id, rack);
}

void RackScene::reloadParts() {
    mRenderer = ElevationRenderer(mAnalysis->parts());
    for (const Rack& built : mBuiltRacks.values())
        removeRackItems(built);
    rebuild();
}

void RackScene::rebuild() {
    mRebuilding = true;
    const QStringList selected = selectedRackIds() + selectedDeviceIds() + selectedPduIds();
    const Design& design = mDocument->design();
    const QSizeF pitch = measurePitch();
    // Racks added, removed or moved change the free slots drawn in the background: repaint everything.
    bool layoutChanged = pitch != mPitch || design.racks.size() != mBuiltRacks.size();
    mPitch = pitch;
    QSet<QString> present;
    present.reserve(design.racks.size());
    for (const Rack& rack : design.racks)
        present.insert(rack.id);
    for (const QString& id : mBuiltRacks.keys())
        if (!present.contains(id))
            removeRackItems(mBuiltRacks.value(id));
    for (const Rack& rack : design.racks) {
        const auto built = mBuiltRacks.constFind(rack.id);
        if (built != mBuiltRacks.constEnd() && built->devices == rack.devices && built->pdus == rack.pdus &&
            built->partId == rack.partId) {
            // Same contents: only the place may have changed (a rack moved, or a taller rack widened the
            // pitch).
            layoutChanged = layoutChanged || built->row != rack.row || built->position != rack.position;
            QGraphicsItem* item = mItems.value(rack.id);
            item->setPos(rack.position * mPitch.width(), rack.row * mPitch.height());
            if (*built != rack) // its name or budgets
                item->update();
            mBuiltRacks[rack.id] = rack;
            continue;
        }
        if (built != mBuiltRacks.constEnd()) {
            layoutChanged = layoutChanged || built->row != rack.row || built->position != rack.position;
            removeRackItems(*built);
        } else {
            layoutChanged = true;
        }
        addRackItems(rack); // new items paint themselves
    }
    const QSizeF p = mPitch;
    QRectF area = contentRect() | QRectF(0, 0, p.width() * 2, p.height());
    area.setRight(area.right() + p.width());
    area.setBottom(area.bottom() + kRowGap);
    setSceneRect(area.adjusted(-40, -30, 40, 30));
    for (const QString& id : selected)
        if (QGraphicsItem* item = mItems.value(id))
            item->setSelected(true);
    mRebuilding = false;
    // An edit can change the budgets and findings of other racks (a design-wide finding, a shared
    // budget): redraw those whose digest changed, not the whole floor.
    const QHash<QString, size_t>& digests = mAnalysis->rackDigests();
    if (layoutChanged) {
        update();
    } else {
        for (auto it = digests.cbegin(); it != digests.cend(); ++it)
            if (mRackDigests.value(it.key()) != it.value())
                if (QGraphicsItem* item = mItems.value(it.key()))
                    item->update();
    }
    mRackDigests = digests;
    emit selectionIdsChanged();
}

QList<RackScene::RackLabel> RackScene::rackLabels() const {
    QList<RackLabel> labels;
    const Design& design = mDocument->design();
    const QLocale locale;
    // The texts follow the language and its number format: written again after a switch.
    const QString language = locale.name() + tr("%1 of %2 kW") + tr("%1 kW");
    if (language != mLoadTextsLanguage || mLoadTexts.size() > 2 * design.racks.size() + 64) {
        mLoadTexts.clear();
        mLoadTextsLanguage = language;
    }
    const auto loadText = [&](double powerW, double budgetW) {
        auto it = mLoadTexts.find({powerW, budgetW});
        if (it != mLoadTexts.end())
            return *it;
        const QString kw = locale.toString(powerW / 1000, 'f', 1);
        const QString text = budgetW > 0 ? tr("%1 of %2 kW").arg(kw, locale.toString(budgetW / 1000, 'f', 1))
                                         : tr("%1 kW").arg(kw);
        mLoadTexts.insert({powerW, budgetW}, text);
        return text;
    };
    labels.reserve(design.racks.size());
    const Budgets& budgets = mAnalysis->budgets();
    for (qsizetype i = 0; i < design.racks.size(); ++i) {
        const Rack& rack = design.racks[i];
        RackLabel label;
        label.sceneRect = QRectF(QPointF(rack.position * pitch().width(), rack.row * pitch().height()),
                                 mRenderer.preferredSize(rack));
        label.row = rack.row;
        label.title = rack.name.isEmpty() ? rack.id : rack.name;
        // The budgets list the racks in the design's order: found by place, without the id index.
        const RackBudget* budget = i < budgets.racks.size() && budgets.racks[i].id == rack.id
                                       ? &budgets.racks[i]
                                       : budgets.rack(rack.id);
        if (budget) {
            label.load = loadText(budget->powerW, budget->powerBudgetW);
            label.overBudget = budget->powerBudgetW > 0 && budget->powerW > budget->powerBudgetW;
        }
        labels.append(label);
    }
    return labels;
}
