#include "floor/rackscene.h"

#include "commands/cmddevicemove.h"
#include "floor/deviceitem.h"
#include "floor/droppreviewitem.h"
#include "floor/rackitem.h"
#include "placement/mountcheck.h"
#include "placement/partdrop.h"
#include "placement/partplacement.h"

#include <QApplication>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMimeData>
#include <QPainter>
#include <algorithm>
#include <cmath>

RackScene::~RackScene() {
    blockSignals(true);
    clear();
}

RackScene::RackScene(LiveAnalysis* analysis, QObject* parent)
    : QGraphicsScene(parent), mAnalysis(analysis), mDocument(analysis->document()),
      mRenderer(analysis->parts()), mPreview(new DropPreviewItem) {
    // No BSP index: it purges removed items leaf by leaf, which made remaking one rack's items cost ~9 ms
    // on a 20,000-item floor. Racks clip their devices, so painting and hit tests visit ~1,000 racks and
    // only the devices of the racks they touch.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    addItem(mPreview);
    connect(mAnalysis, &LiveAnalysis::updated, this, &RackScene::rebuild);
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        if (!mRebuilding)
            emit selectionIdsChanged();
    });
    rebuild();
}

void RackScene::push(QUndoCommand* command) {
    mDocument->undoStack()->push(command);
}

// ---- geometry ------------------------------------------------------------------------------------------

QSizeF RackScene::measurePitch() const {
    QSizeF size = mRenderer.preferredSize(Rack{});
    for (const Rack& rack : mDocument->design().racks)
        size = size.expandedTo(mRenderer.preferredSize(rack));
    return {size.width() + kRackGap, size.height() + kRowGap};
}

QPointF RackScene::rackOrigin(const QString& rackId) const {
    const int index = mDocument->design().rackIndex(rackId);
    if (index < 0)
        return {};
    const Rack& rack = mDocument->design().racks.at(index);
    const QSizeF p = pitch();
    return {rack.position * p.width(), rack.row * p.height()};
}

QPointF RackScene::unitPoint(const QString& rackId, int u) const {
    const int index = mDocument->design().rackIndex(rackId);
    if (index < 0)
        return {};
    return rackOrigin(rackId) + mRenderer.unitSpanRect(mDocument->design().racks.at(index), u, 1).center();
}

QRectF RackScene::itemSceneRect(const QString& id) const {
    const QGraphicsItem* item = mItems.value(id);
    return item ? item->sceneBoundingRect() : QRectF();
}

QRectF RackScene::contentRect() const {
    QRectF bounds;
    for (const Rack& rack : mDocument->design().racks) // racks only: not a pass over every device item
        if (const QGraphicsItem* item = mItems.value(rack.id))
            bounds |= item->sceneBoundingRect();
    if (bounds.isEmpty())
        bounds = QRectF(QPointF(0, 0), mRenderer.preferredSize(Rack{}));
    return bounds;
}

int RackScene::rowAt(QPointF scenePos) const {
    int rows = 0;
    for (const Rack& rack : mDocument->design().racks)
        rows = qMax(rows, rack.row + 1);
    return qBound(0, int(std::floor(scenePos.y() / pitch().height())), rows);
}

QPointF RackScene::nextRackOrigin(int row, int* position) const {
    int next = 0;
    for (const Rack& rack : mDocument->design().racks)
        if (rack.row == row)
            next = qMax(next, rack.position + 1);
    if (position)
        *position = next;
    const QSizeF p = pitch();
    return {next * p.width(), row * p.height()};
}

QString RackScene::rackAt(QPointF scenePos) const {
    for (const QGraphicsItem* item : mItems)
        if (item->type() == RackItem::Type && item->sceneBoundingRect().contains(scenePos))
            return static_cast<const RackItem*>(item)->rackId();
    return {};
}

QString RackScene::deviceAt(QPointF scenePos) const {
    for (QGraphicsItem* item : items(scenePos))
        if (item->type() == DeviceItem::Type) {
            auto* device = static_cast<DeviceItem*>(item);
            if (device->role() == DeviceItem::Role::Device)
                return device->id();
        }
    return {};
}

void RackScene::paintRack(QPainter* painter, const QString& rackId, const QRectF& target) {
    const int index = mDocument->design().rackIndex(rackId);
    if (index >= 0)
        mRenderer.paint(painter, target, mDocument->design().racks.at(index), mAnalysis->budgets(), mFace);
}

void RackScene::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, QColor(0xee, 0xf1, 0xf5));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // Where the next rack of each row goes.
    int rows = 0;
    for (const Rack& rack : mDocument->design().racks)
        rows = qMax(rows, rack.row + 1);
    const QSizeF size = mRenderer.preferredSize(Rack{});
    for (int row = 0; row <= rows; ++row) {
        if (row == rows && rows > 0)
            break;
        const QRectF slot(nextRackOrigin(row, nullptr), size);
        if (!slot.intersects(rect))
            continue;
        painter->setPen(QPen(QColor(0xa7, 0xb1, 0xbd), 1.5, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(slot.adjusted(8, ElevationRenderer::kHeaderHeight, -8, 0), 8, 8);
        // 14 px in the scene, but never under 10 px on screen however far out the view is (and never wider
        // than the slot takes).
        const double scale = qMax(0.01, painter->worldTransform().m11());
        QFont font = painter->font();
        font.setPixelSize(int(std::ceil(qMin(qMax(14.0, 10.0 / scale), slot.width() / 7))));
        painter->setFont(font);
        painter->setPen(QColor(0x7d, 0x88, 0x96));
        painter->drawText(slot.adjusted(20, 0, -20, 0), Qt::AlignCenter | Qt::TextWordWrap,
                          mDocument->design().racks.isEmpty() ? tr("Drag a rack from the catalog here")
                                                              : tr("Drop a rack here to extend the row"));
    }
    painter->restore();
}

// ---- selection -----------------------------------------------------------------------------------------

QStringList RackScene::selectedRackIds() const {
    QStringList ids;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == RackItem::Type)
            ids << static_cast<RackItem*>(item)->rackId();
    return ids;
}

QStringList RackScene::selectedDeviceIds() const {
    // From the scene's selection (not a pass over 20,000 items), in design order so that multi-device
    // gestures are stable.
    QList<std::pair<std::pair<int, int>, QString>> found;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == DeviceItem::Type &&
            static_cast<DeviceItem*>(item)->role() == DeviceItem::Role::Device) {
            const QString id = static_cast<DeviceItem*>(item)->id();
            found.append({mDocument->design().deviceLocation(id), id});
        }
    std::sort(found.begin(), found.end());
    QStringList ids;
    for (const auto& [place, id] : std::as_const(found))
        if (place.first >= 0)
            ids << id;
    return ids;
}

QStringList RackScene::selectedPduIds() const {
    QStringList ids;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == DeviceItem::Type &&
            static_cast<DeviceItem*>(item)->role() == DeviceItem::Role::Pdu)
            ids << static_cast<DeviceItem*>(item)->id();
    return ids;
}

void RackScene::selectIds(const QStringList& ids) {
    mRebuilding = true;
    clearSelection();
    for (const QString& id : ids)
        if (QGraphicsItem* item = mItems.value(id))
            item->setSelected(true);
    mRebuilding = false;
    emit selectionIdsChanged();
}

void RackScene::selectAll() {
    QStringList ids;
    for (const Rack& rack : mDocument->design().racks)
        for (const Device& device : rack.devices)
            ids << device.id;
    selectIds(ids);
}

// Up and Down nudge the one selected device (the window checks and moves it); otherwise the view scrolls.
void RackScene::keyPressEvent(QKeyEvent* event) {
    const bool vertical = event->key() == Qt::Key_Up || event->key() == Qt::Key_Down;
    if (vertical && event->modifiers() == Qt::NoModifier && selectedDeviceIds().size() == 1) {
        emit nudgeRequested(event->key() == Qt::Key_Up ? 1 : -1);
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

// ---- moving devices ------------------------------------------------------------------------------------

RackScene::DropCheck RackScene::checkMove(const QStringList& deviceIds, const QString& deviceId,
                                          const QString& toRackId, int toU) const {
    DropCheck check;
    check.action = DropAction::MountDevice;
    check.rackId = toRackId;
    check.deviceId = deviceId;
    check.u = toU;
    const Design& design = mDocument->design();
    const PartIndex& parts = mAnalysis->parts();
    const auto [fromRack, fromIndex] = design.deviceLocation(deviceId);
    const int toRack = design.rackIndex(toRackId);
    if (fromRack < 0 || toRack < 0) {
        check.reason = tr("drop it onto a rack");
        return check;
    }
    QStringList ids = deviceIds.contains(deviceId) ? deviceIds : QStringList{deviceId};
    for (const QString& id : std::as_const(ids))
        if (design.deviceLocation(id).first != fromRack) {
            ids = QStringList{deviceId};
            break;
        }
    const int delta = toU - design.racks[fromRack].devices[fromIndex].u;
    const Rack& target = design.racks[toRack];
    const QPointF origin = rackOrigin(toRackId);
    for (const QString& id : std::as_const(ids)) {
        const Device* device = design.device(id);
        const int height = qMax(1, MountCheck::heightOf(*device, parts));
        check.previewRects << mRenderer.unitSpanRect(target, device->u + delta, height).translated(origin);
        const QString problem = MountCheck::problem(design, parts, toRackId, device->u + delta, height, ids);
        if (!problem.isEmpty() && check.reason.isEmpty())
            check.reason = ids.size() > 1 ? QStringLiteral("%1: %2").arg(id, problem) : problem;
    }
    check.ok = check.reason.isEmpty();
    check.description = ids.size() > 1 ? tr("move %n device(s) to %1", nullptr, int(ids.size())).arg(toRackId)
                                       : tr("move %1 to U%2 in %3").arg(deviceId).arg(toU).arg(toRackId);
    return check;
}

bool RackScene::moveDevices(const QStringList& deviceIds, const QString& deviceId, const QString& toRackId,
                            int toU, QString* reason) {
    const DropCheck check = checkMove(deviceIds, deviceId, toRackId, toU);
    if (!check.ok) {
        if (reason)
            *reason = check.reason;
        emit statusMessage(tr("Cannot move here: %1").arg(check.reason));
        return false;
    }
    const Design& design = mDocument->design();
    const auto [fromRack, fromIndex] = design.deviceLocation(deviceId);
    const int delta = toU - design.racks[fromRack].devices[fromIndex].u;
    if (delta == 0 && design.racks[fromRack].id == toRackId)
        return true;
    QStringList ids = deviceIds.contains(deviceId) ? deviceIds : QStringList{deviceId};
    for (const QString& id : std::as_const(ids))
        if (design.deviceLocation(id).first != fromRack) {
            ids = QStringList{deviceId};
            break;
        }
    if (ids.size() == 1) {
        push(new CmdDeviceMove(mDocument, deviceId, toRackId, toU, CmdDeviceMove::newGestureId()));
    } else {
        auto* gesture = new DescribedCommand([count = int(ids.size()), toRackId, delta] {
            return tr("Move %n device(s) in %1 by %2 U", nullptr, count).arg(toRackId).arg(delta);
        });
        QList<std::pair<QString, int>> moves;
        for (const QString& id : std::as_const(ids))
            moves.append({id, design.device(id)->u + delta});
        for (const auto& [id, u] : moves)
            new CmdDeviceMove(mDocument, id, toRackId, u, 0, gesture);
        push(gesture);
    }
    selectIds(ids);
    emit statusMessage(check.description);
    return true;
}

void RackScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mousePressEvent(event);
    mDragDeviceId.clear();
    mDragRackId.clear();
    mDragging = false;
    if (event->button() != Qt::LeftButton)
        return;
    const QString id = deviceAt(event->scenePos());
    if (id.isEmpty()) {
        // On the rack's frame or an empty unit: the whole rack drags.
        mDragRackId = rackAt(event->scenePos());
        mPressPos = event->scenePos();
        if (const QGraphicsItem* item = mItems.value(mDragRackId))
            mGrabOffset = event->scenePos() - item->sceneBoundingRect().center();
        return;
    }
    const Design& design = mDocument->design();
    const auto [rackIndex, deviceIndex] = design.deviceLocation(id);
    const Rack& rack = design.racks[rackIndex];
    mDragDeviceId = id;
    mPressPos = event->scenePos();
    mGrabOffsetU =
        mRenderer.unitAt(rack, mPressPos - rackOrigin(rack.id), true) - rack.devices[deviceIndex].u;
}

void RackScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (!mDragRackId.isEmpty() && (event->buttons() & Qt::LeftButton)) {
        if (!mDragging && QLineF(mPressPos, event->scenePos()).length() < QApplication::startDragDistance())
            return;
        mDragging = true;
        mDragCheck = checkRackMove(mDragRackId, event->scenePos() - mGrabOffset);
        mPreview->show(mDragCheck.previewRects, mDragCheck.ok,
                       mDragCheck.ok ? mDragCheck.description : mDragCheck.reason);
        emit statusMessage(mDragCheck.ok ? mDragCheck.description : mDragCheck.reason);
        return;
    }
    if (mDragDeviceId.isEmpty() || !(event->buttons() & Qt::LeftButton)) {
        QGraphicsScene::mouseMoveEvent(event);
        return;
    }
    if (!mDragging && QLineF(mPressPos, event->scenePos()).length() < QApplication::startDragDistance())
        return;
    mDragging = true;
    const QString rackId = rackAt(event->scenePos());
    if (rackId.isEmpty()) {
        mDragCheck = DropCheck{};
        mDragCheck.reason = tr("drop it onto a rack");
        mPreview->show({}, false, QString());
        emit statusMessage(tr("Cannot move here: %1").arg(mDragCheck.reason));
        return;
    }
    const Design& design = mDocument->design();
    const Rack& rack = design.racks[design.rackIndex(rackId)];
    const int u = mRenderer.unitAt(rack, event->scenePos() - rackOrigin(rackId), true) - mGrabOffsetU;
    mDragCheck = checkMove(selectedDeviceIds(), mDragDeviceId, rackId, u);
    mPreview->show(mDragCheck.previewRects, mDragCheck.ok,
                   mDragCheck.ok ? mDragCheck.description : mDragCheck.reason);
    emit statusMessage(mDragCheck.ok ? mDragCheck.description
                                     : tr("Cannot move here: %1").arg(mDragCheck.reason));
}

void RackScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (mDragging) {
        mPreview->show({}, true, QString());
        const QString id = mDragDeviceId;
        const QString rackId = mDragRackId;
        mDragDeviceId.clear();
        mDragRackId.clear();
        mDragging = false;
        if (mDragCheck.ok && !rackId.isEmpty())
            moveRack(rackId, mDragCheck.row, mDragCheck.position);
        else if (mDragCheck.ok)
            moveDevices(selectedDeviceIds(), id, mDragCheck.rackId, mDragCheck.u);
        event->accept();
        return;
    }
    mDragDeviceId.clear();
    mDragRackId.clear();
    QGraphicsScene::mouseReleaseEvent(event);
}
