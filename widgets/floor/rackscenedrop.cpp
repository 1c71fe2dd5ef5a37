#include "floor/rackscene.h"

#include "floor/droppreviewitem.h"
#include "palette/partmime.h"
#include "placement/partdrop.h"

#include <QGraphicsSceneDragDropEvent>
#include <QMimeData>

// Parts dragged from the catalog: the scene turns the cursor into a place in the design (row, rack and
// unit, device) and asks PartDrop what the drop means; it only adds the preview.

PartDrop::Target RackScene::dropTarget(QPointF scenePos) const {
    PartDrop::Target target;
    target.row = rowAt(scenePos);
    target.rackId = rackAt(scenePos);
    if (!target.rackId.isEmpty()) {
        const Design& design = mDocument->design();
        target.u = mRenderer.unitAt(design.racks.at(design.rackIndex(target.rackId)),
                                    scenePos - rackOrigin(target.rackId), true);
    }
    target.deviceId = deviceAt(scenePos);
    target.face = mFace;
    return target;
}

RackScene::DropCheck RackScene::checkDrop(const QString& partId, QPointF scenePos) const {
    const Design& design = mDocument->design();
    const PartDrop::Plan plan = PartDrop::plan(design, mAnalysis->parts(), partId, dropTarget(scenePos));
    DropCheck check;
    check.action = plan.action;
    check.ok = plan.ok;
    check.reason = plan.reason;
    check.description = plan.description;
    check.rackId = plan.rackId;
    check.deviceId = plan.deviceId;
    check.u = plan.u;
    check.row = plan.row;
    check.position = plan.position;
    switch (plan.action) {
    case DropAction::AddRack: {
        Rack preview;
        preview.partId = partId;
        const QSizeF p = pitch();
        check.previewRects << QRectF(QPointF(plan.position * p.width(), plan.row * p.height()),
                                     mRenderer.preferredSize(preview));
        break;
    }
    case DropAction::InstallComponent:
        if (!plan.deviceId.isEmpty())
            check.previewRects << itemSceneRect(plan.deviceId);
        break;
    case DropAction::AddPdu: {
        const Rack& rack = design.racks.at(design.rackIndex(plan.rackId));
        Rack withPdu = rack;
        withPdu.pdus.append(RackPdu{QStringLiteral("?"), partId, {}});
        check.previewRects
            << mRenderer.pduRect(withPdu, int(rack.pdus.size())).translated(rackOrigin(rack.id));
        break;
    }
    case DropAction::MountDevice: {
        const Rack& rack = design.racks.at(design.rackIndex(plan.rackId));
        const QPointF origin = rackOrigin(rack.id);
        const QRectF mount = mRenderer.mountRect(rack).translated(origin);
        check.previewRects << mRenderer.unitSpanRect(rack, plan.u, plan.height)
                                  .translated(origin)
                                  .intersected(
                                      QRectF(mount.left(),
                                             mount.top() - plan.height * ElevationRenderer::kUnitHeight,
                                             mount.width(),
                                             mount.height() + plan.height * ElevationRenderer::kUnitHeight));
        break;
    }
    case DropAction::None:
        break;
    }
    return check;
}

bool RackScene::dropPart(const QString& partId, QPointF scenePos, QString* reason) {
    const PartDrop::Target target = dropTarget(scenePos);
    const PartDrop::Plan plan = PartDrop::plan(mDocument->design(), mAnalysis->parts(), partId, target);
    const PartDrop::Result result =
        plan.ok ? PartDrop::command(mDocument, mAnalysis->parts(), partId, target) : PartDrop::Result{};
    if (!result.command) {
        if (reason)
            *reason = plan.reason;
        emit statusMessage(tr("Cannot drop here: %1").arg(plan.reason));
        return false;
    }
    push(result.command);
    selectIds({result.selectId});
    emit statusMessage(tr("Added %1").arg(plan.description));
    return true;
}

void RackScene::dragEnterEvent(QGraphicsSceneDragDropEvent* event) {
    event->setAccepted(event->mimeData()->hasFormat(PartMime::kType));
}

void RackScene::dragMoveEvent(QGraphicsSceneDragDropEvent* event) {
    if (!event->mimeData()->hasFormat(PartMime::kType)) {
        event->ignore();
        return;
    }
    const QString partId = QString::fromUtf8(event->mimeData()->data(PartMime::kType));
    const DropCheck check = checkDrop(partId, event->scenePos());
    mPreview->show(check.previewRects, check.ok, check.ok ? check.description : check.reason);
    emit statusMessage(check.ok ? check.description : tr("Cannot drop here: %1").arg(check.reason));
    // Accept even where refused, so the drop reports why in the status bar.
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void RackScene::dragLeaveEvent(QGraphicsSceneDragDropEvent* event) {
    mPreview->show({}, true, QString());
    event->accept();
}

void RackScene::dropEvent(QGraphicsSceneDragDropEvent* event) {
    mPreview->show({}, true, QString());
    if (!event->mimeData()->hasFormat(PartMime::kType)) {
        event->ignore();
        return;
    }
    const QString partId = QString::fromUtf8(event->mimeData()->data(PartMime::kType));
    const bool ok = dropPart(partId, event->scenePos());
    event->setDropAction(ok ? Qt::CopyAction : Qt::IgnoreAction);
    event->accept();
}
