// RackScene: moving a whole rack on the floor (drag its frame). Onto an empty place the rack moves; onto
// another rack's place the two swap. Kept apart from rackscene.cpp, which handles parts and devices.
#include "commands/cmdpropertyedit.h"
#include "floor/rackscene.h"

#include <cmath>

RackScene::DropCheck RackScene::checkRackMove(const QString& rackId, QPointF centre) const {
    DropCheck check;
    const Design& design = mDocument->design();
    const int index = design.rackIndex(rackId);
    if (index < 0) {
        check.reason = tr("no rack %1").arg(rackId);
        return check;
    }
    const Rack& rack = design.racks[index];
    const QSizeF p = pitch();
    // At most one new row below the last, and one new place after the last in a row.
    check.row = rowAt(centre);
    int places = 0;
    for (const Rack& other : design.racks)
        if (other.row == check.row && other.id != rackId)
            places = qMax(places, other.position + 1);
    check.position = qBound(0, int(std::floor(centre.x() / p.width())), places);
    check.rackId = rackId;
    if (check.row == rack.row && check.position == rack.position) {
        check.reason = tr("%1 is already there").arg(rackId);
        return check;
    }
    check.previewRects = {
        QRectF(QPointF(check.position * p.width(), check.row * p.height()), mRenderer.preferredSize(rack))};
    check.ok = true;
    for (const Rack& other : design.racks)
        if (other.id != rackId && other.row == check.row && other.position == check.position) {
            check.deviceId = other.id; // the rack it swaps with
            check.description = tr("swap %1 and %2").arg(rackId, other.id);
            return check;
        }
    check.description = tr("%1 to row %2, place %3").arg(rackId).arg(check.row + 1).arg(check.position + 1);
    return check;
}

bool RackScene::moveRack(const QString& rackId, int row, int position, QString* reason) {
    const Design& design = mDocument->design();
    const int index = design.rackIndex(rackId);
    if (index < 0 || row < 0 || position < 0) {
        if (reason)
            *reason = tr("no rack %1").arg(rackId);
        return false;
    }
    const Rack rack = design.racks[index];
    if (rack.row == row && rack.position == position)
        return true; // nothing to do, and no undo step
    QString swapWith;
    for (const Rack& other : design.racks)
        if (other.id != rackId && other.row == row && other.position == position)
            swapWith = other.id;
    auto* gesture = new DescribedCommand([rackId, swapWith] {
        return swapWith.isEmpty() ? tr("Move rack %1").arg(rackId)
                                  : tr("Swap racks %1 and %2").arg(rackId, swapWith);
    });
    CmdPropertyEdit::rackPlacement(mDocument, rackId, row, position, gesture);
    if (!swapWith.isEmpty())
        CmdPropertyEdit::rackPlacement(mDocument, swapWith, rack.row, rack.position, gesture);
    push(gesture);
    emit statusMessage(gesture->text());
    return true;
}
