// RackScene: the edit actions on the selection (delete, duplicate, copy, paste), each one undo step. Kept
// apart from rackscene.cpp, which handles drops and drags.
#include "analysis/liveanalysis.h"
#include "commands/cmddeviceadd.h"
#include "commands/cmddeviceremove.h"
#include "commands/cmdrackpduremove.h"
#include "commands/cmdrackremove.h"
#include "file/designfile.h"
#include "floor/rackscene.h"
#include "palette/partmime.h"
#include "placement/mountcheck.h"
#include "placement/partplacement.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>

namespace {

// Adds a copy of `device` to rack `rackIndex` of `working` (the design as the gesture leaves it) at the
// first free place from `preferredU` up, else from U1, with a fresh id; queues its CmdDeviceAdd on
// `gesture`. Returns the new id, or an empty string (and the height needed) when the rack has no room.
QString placeCopy(Design& working, const PartIndex& parts, int rackIndex, Device device, int preferredU,
                  DesignDocument* document, QUndoCommand* gesture, int* heightNeeded) {
    const QString rackId = working.racks[rackIndex].id;
    const int height = qMax(1, MountCheck::heightOf(device, parts));
    int u = MountCheck::firstFreeU(working, parts, rackId, height, preferredU);
    if (u == 0)
        u = MountCheck::firstFreeU(working, parts, rackId, height, 1);
    if (u == 0) {
        *heightNeeded = height;
        return {};
    }
    const Part* part = parts.find(device.partId);
    device.id = working.uniqueId(PartPlacement::idPrefix(part ? part->kind : PartKind::Server));
    device.u = u;
    working.racks[rackIndex].devices.append(device);
    new CmdDeviceAdd(document, rackId, device, -1, gesture);
    return device.id;
}

} // namespace

// ---- edit actions --------------------------------------------------------------------------------------

void RackScene::deleteSelection() {
    const QStringList racks = selectedRackIds();
    QStringList devices;
    QStringList pdus;
    const Design& design = mDocument->design();
    for (const QString& id : selectedDeviceIds())
        if (!racks.contains(design.racks[design.deviceLocation(id).first].id))
            devices << id;
    for (const QString& id : selectedPduIds())
        if (!racks.contains(design.racks[design.pduLocation(id).first].id))
            pdus << id;
    const int count = int(racks.size() + devices.size() + pdus.size());
    if (count == 0)
        return;
    auto* gesture = new DescribedCommand([count] { return tr("Delete %n item(s)", nullptr, count); });
    for (const QString& id : std::as_const(devices))
        new CmdDeviceRemove(mDocument, id, gesture);
    for (const QString& id : std::as_const(pdus))
        new CmdRackPduRemove(mDocument, id, gesture);
    for (const QString& id : std::as_const(racks))
        new CmdRackRemove(mDocument, id, gesture);
    push(gesture);
    emit statusMessage(tr("Deleted %n item(s)", nullptr, count));
}

void RackScene::duplicateSelection() {
    const QStringList ids = selectedDeviceIds();
    if (ids.isEmpty()) {
        emit statusMessage(tr("Select devices to duplicate"));
        return;
    }
    const PartIndex& parts = mAnalysis->parts();
    Design working = mDocument->design();
    QStringList added;
    auto* gesture = new DescribedCommand(
        [count = int(ids.size())] { return tr("Duplicate %n device(s)", nullptr, count); });
    for (const QString& id : ids) {
        const auto [rackIndex, deviceIndex] = working.deviceLocation(id);
        const Device& original = working.racks[rackIndex].devices[deviceIndex];
        const int above = original.u + qMax(1, MountCheck::heightOf(original, parts));
        int height = 0;
        const QString copyId =
            placeCopy(working, parts, rackIndex, original, above, mDocument, gesture, &height);
        if (copyId.isEmpty()) {
            delete gesture;
            emit statusMessage(tr("Cannot duplicate %1: no free %2U space in %3")
                                   .arg(id)
                                   .arg(height)
                                   .arg(working.racks[rackIndex].id));
            return;
        }
        added << copyId;
    }
    push(gesture);
    selectIds(added);
    emit statusMessage(tr("Duplicated %n device(s)", nullptr, int(added.size())));
}

void RackScene::copySelection() const {
    const QStringList ids = selectedDeviceIds();
    if (ids.isEmpty())
        return;
    const Design& design = mDocument->design();
    Design clip;
    clip.name = QStringLiteral("clipboard");
    Rack rack;
    rack.id = QStringLiteral("R01");
    rack.partId = design.racks[design.deviceLocation(ids.first()).first].partId;
    for (const QString& id : ids)
        rack.devices.append(*design.device(id));
    clip.racks.append(rack);
    auto* mime = new QMimeData;
    const QByteArray text = DesignFile::write(clip);
    mime->setData(PartMime::kDevicesType, text);
    QApplication::clipboard()->setMimeData(mime);
}

bool RackScene::paste(QString* reason) {
    auto fail = [&](const QString& why) {
        if (reason)
            *reason = why;
        emit statusMessage(tr("Cannot paste: %1").arg(why));
        return false;
    };
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(PartMime::kDevicesType))
        return fail(tr("the clipboard holds no devices"));
    const PartIndex& parts = mAnalysis->parts();
    QString error;
    const auto clip =
        DesignFile::read(mime->data(PartMime::kDevicesType), parts, QStringLiteral("clipboard"), &error);
    if (!clip || clip->racks.isEmpty())
        return fail(error);
    Design working = mDocument->design();
    QString rackId;
    if (!selectedRackIds().isEmpty())
        rackId = selectedRackIds().first();
    else if (!selectedDeviceIds().isEmpty())
        rackId = working.racks[working.deviceLocation(selectedDeviceIds().first()).first].id;
    else if (!selectedPduIds().isEmpty())
        rackId = working.racks[working.pduLocation(selectedPduIds().first()).first].id;
    else if (!working.racks.isEmpty())
        rackId = working.racks.first().id;
    if (rackId.isEmpty())
        return fail(tr("add a rack first"));
    const int rackIndex = working.rackIndex(rackId);
    QStringList added;
    const QList<Device> devices = clip->racks.first().devices;
    auto* gesture = new DescribedCommand(
        [count = int(devices.size())] { return tr("Paste %n device(s)", nullptr, count); });
    for (const Device& device : devices) {
        int height = 0;
        const QString copyId =
            placeCopy(working, parts, rackIndex, device, device.u, mDocument, gesture, &height);
        if (copyId.isEmpty()) {
            delete gesture;
            return fail(tr("no free %1U space in %2 for %3").arg(height).arg(rackId, device.id));
        }
        added << copyId;
    }
    push(gesture);
    selectIds(added);
    emit statusMessage(tr("Pasted %n device(s) into %1", nullptr, int(added.size())).arg(rackId));
    return true;
}
