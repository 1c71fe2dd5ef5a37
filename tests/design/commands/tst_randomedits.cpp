// 10,000 random edits, undos and redos on one document (issue #15): after every step the design file text
// must be byte-identical to the text recorded for that place in the undo history, undoing everything
// must give back the loaded file, redoing everything the last edited text, and the text must survive a
// save and reload. The walk is seeded, so a failure names a step that can be replayed.
#include "commands/cmdcomponentinstall.h"
#include "commands/cmdcomponentremove.h"
#include "commands/cmddeviceadd.h"
#include "commands/cmddevicemove.h"
#include "commands/cmddeviceremove.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdrackadd.h"
#include "commands/cmdrackpduadd.h"
#include "commands/cmdrackpduremove.h"
#include "commands/cmdrackremove.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QRandomGenerator>
#include <QTest>

namespace {

const QStringList kDeviceParts = {QStringLiteral("generic-1u-cpu-node"),
                                  QStringLiteral("generic-4u-hgx-a100-8gpu")};
const QStringList kComponentParts = {QStringLiteral("amd-epyc-7742"), QStringLiteral("psu-3000w-titanium"),
                                     QStringLiteral("nvidia-a100-sxm4-80gb")};

// Picks and builds one random edit of the current design; null when the design has nothing to edit of
// the chosen kind.
class RandomEditor {
public:
    RandomEditor(DesignDocument* document, quint32 seed) : mDocument(document), mRandom(seed) {}

    QUndoCommand* next() {
        const Design& design = mDocument->design();
        switch (mRandom.bounded(14)) {
        case 0:
            return addRack(design);
        case 1:
            return design.racks.size() > 1 ? new CmdRackRemove(mDocument, rack(design).id) : nullptr;
        case 2:
        case 3:
            return addDevice(design);
        case 4: {
            const Device* removed = device(design);
            return removed ? new CmdDeviceRemove(mDocument, removed->id) : nullptr;
        }
        case 5:
        case 6:
            return moveDevice(design);
        case 7:
            return installComponent(design);
        case 8:
            return removeComponent(design);
        case 9:
            return addOrRemovePdu(design);
        case 10:
            return editRack(design);
        case 11:
            return editDevice(design);
        case 12:
            return editDesign(design);
        default:
            return gesture(design);
        }
    }

    int pick(int n) { return int(mRandom.bounded(n)); }

private:
    DesignDocument* mDocument;
    QRandomGenerator mRandom;
    int mGesture = 0; // the drag in progress, so that moves merge as they do under the mouse

    const Rack& rack(const Design& design) { return design.racks[pick(design.racks.size())]; }

    const Device* device(const Design& design) {
        const Rack& r = rack(design);
        return r.devices.isEmpty() ? nullptr : &r.devices[pick(r.devices.size())];
    }

    QUndoCommand* addRack(const Design& design, QUndoCommand* parent = nullptr) {
        if (design.racks.size() >= 6)
            return nullptr;
        Rack rack;
        rack.id = design.uniqueId(QStringLiteral("R"));
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.position = pick(8);
        return new CmdRackAdd(mDocument, rack, pick(design.racks.size() + 1), parent);
    }

    QUndoCommand* addDevice(const Design& design, QUndoCommand* parent = nullptr) {
        const Rack& r = rack(design);
        if (r.devices.size() >= 12)
            return nullptr;
        Device device;
        device.id = design.uniqueId(QStringLiteral("n"));
        device.partId = kDeviceParts[pick(kDeviceParts.size())];
        device.u = 1 + pick(38);
        if (pick(2))
            device.components.append({kComponentParts[0], 1 + pick(2), {}});
        return new CmdDeviceAdd(mDocument, r.id, device, pick(r.devices.size() + 1) - 1, parent);
    }

    QUndoCommand* moveDevice(const Design& design) {
        const Device* moved = device(design);
        if (!moved)
            return nullptr;
        if (pick(3) == 0)
            mGesture = CmdDeviceMove::newGestureId(); // a new drag; otherwise the same one goes on
        return new CmdDeviceMove(mDocument, moved->id, rack(design).id, 1 + pick(38), mGesture);
    }

    QUndoCommand* installComponent(const Design& design) {
        const Device* target = device(design);
        if (!target || target->components.size() >= 8)
            return nullptr;
        const Component component{kComponentParts[pick(kComponentParts.size())], 1 + pick(4), {}};
        return new CmdComponentInstall(mDocument, target->id, component);
    }

    QUndoCommand* removeComponent(const Design& design) {
        const Device* target = device(design);
        if (!target || target->components.isEmpty())
            return nullptr;
        return new CmdComponentRemove(mDocument, target->id, pick(target->components.size()));
    }

    QUndoCommand* addOrRemovePdu(const Design& design) {
        const Rack& r = rack(design);
        if (!r.pdus.isEmpty() && pick(2))
            return new CmdRackPduRemove(mDocument, r.pdus[pick(r.pdus.size())].id);
        const RackPdu pdu{design.uniqueId(QStringLiteral("pdu-")), QStringLiteral("pdu-3ph-400v-32a"), {}};
        return new CmdRackPduAdd(mDocument, r.id, pdu);
    }

    QUndoCommand* editRack(const Design& design) {
        const QString id = rack(design).id;
        switch (pick(4)) {
        case 0:
            return CmdPropertyEdit::rackName(mDocument, id, QStringLiteral("Rack %1 机柜").arg(pick(5)));
        case 1: // repeated budget edits of one rack merge into one step
            return CmdPropertyEdit::rackPowerBudget(
                mDocument, id, pick(4) ? std::optional<double>(1000.5 * pick(40)) : std::nullopt);
        case 2:
            return CmdPropertyEdit::rackCoolingBudget(mDocument, id, 750.25 * pick(40));
        default:
            return CmdPropertyEdit::rackPlacement(mDocument, id, pick(3), pick(8));
        }
    }

    QUndoCommand* editDevice(const Design& design) {
        const Device* target = device(design);
        if (!target)
            return nullptr;
        switch (pick(5)) {
        case 0:
            return CmdPropertyEdit::deviceName(mDocument, target->id,
                                               QStringLiteral("node \"%1\"").arg(pick(5)));
        case 1:
            return CmdPropertyEdit::deviceFace(mDocument, target->id, pick(2) ? Face::Front : Face::Rear);
        case 2:
            return CmdPropertyEdit::devicePsuRedundancy(mDocument, target->id,
                                                        QStringList{"N", "N+1", "2N", "4+2"}[pick(4)]);
        case 3:
            return target->components.isEmpty()
                       ? nullptr
                       : CmdPropertyEdit::componentQty(mDocument, target->id, pick(target->components.size()),
                                                       1 + pick(8));
        default:
            return target->components.isEmpty()
                       ? nullptr
                       : CmdPropertyEdit::componentBay(mDocument, target->id, pick(target->components.size()),
                                                       pick(2) ? QString() : QStringLiteral("PSU 1"));
        }
    }

    QUndoCommand* editDesign(const Design& design) {
        if (pick(2))
            return CmdPropertyEdit::designName(mDocument, QStringLiteral("Design %1").arg(pick(5)));
        DesignSettings settings = design.settings;
        settings.pue = 1.0 + pick(10) / 10.0;
        settings.currency = pick(2) ? QStringLiteral("CNY") : QStringLiteral("USD");
        settings.exchangeRates[QStringLiteral("CNY")] = 7.0 + pick(5) / 10.0;
        return CmdPropertyEdit::settings(mDocument, settings);
    }

    // Several edits as one step, as a drop of a configured server or a rack replacement does.
    QUndoCommand* gesture(const Design& design) {
        auto* parent = new QUndoCommand(QStringLiteral("Several edits"));
        addRack(design, parent);
        addDevice(design, parent);
        if (const Device* removed = device(design); removed && pick(2))
            new CmdDeviceRemove(mDocument, removed->id, parent);
        if (parent->childCount() == 0) {
            delete parent;
            return nullptr;
        }
        return parent;
    }
};

} // namespace

class TestRandomEdits : public QObject {
    Q_OBJECT

private slots:
    void tenThousandStepsGiveIdenticalFiles_data() {
        QTest::addColumn<quint32>("seed");
        QTest::newRow("seed 1") << 1u;
        QTest::newRow("seed 20261201") << 20261201u;
    }

    void tenThousandStepsGiveIdenticalFiles() {
        QFETCH(quint32, seed);
        const PartIndex parts = bundledParts();
        QString error;
        const auto loaded =
            DesignFile::load(QStringLiteral(CW_TEST_DATA "/designs/valid.json"), parts, &error);
        QVERIFY2(loaded, qPrintable(error));

        DesignDocument document;
        document.reset(*loaded, {});
        QUndoStack* stack = document.undoStack();
        auto text = [&] { return DesignFile::write(document.design()); };

        // texts[i]: the file text when the undo stack's index is i.
        QList<QByteArray> texts{text()};
        RandomEditor editor(&document, seed);
        int pushes = 0, undos = 0, redos = 0;
        for (int step = 0; step < 10000; ++step) {
            const int action = editor.pick(10);
            if (action < 2 && stack->canUndo()) {
                stack->undo();
                ++undos;
            } else if (action < 4 && stack->canRedo()) {
                stack->redo();
                ++redos;
            } else if (QUndoCommand* command = editor.next()) {
                stack->push(command);
                ++pushes;
                // A push drops the redo steps; a merge (or an edit that changed nothing) rewrites the top.
                texts.resize(stack->index() + 1);
                texts[stack->index()] = text();
                QCOMPARE(stack->count(), stack->index());
            }
            QVERIFY2(texts.value(stack->index()) == text(),
                     qPrintable(QStringLiteral("seed %1, step %2: the file differs from the one recorded at "
                                               "undo index %3")
                                    .arg(seed)
                                    .arg(step)
                                    .arg(stack->index())));
            if (step % 1000 == 999) { // the text is a file that loads back to itself
                const auto reloaded = DesignFile::read(text(), parts, QStringLiteral("random.json"), &error);
                QVERIFY2(reloaded, qPrintable(QStringLiteral("step %1: %2").arg(step).arg(error)));
                QCOMPARE(DesignFile::write(*reloaded), text());
            }
        }
        QVERIFY2(
            pushes > 4000 && undos > 1000 && redos > 300,
            qPrintable(QStringLiteral("%1 pushes, %2 undos, %3 redos").arg(pushes).arg(undos).arg(redos)));

        const QByteArray last = texts.value(stack->count());
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(text(), texts.first());
        QCOMPARE(text(), DesignFile::write(*loaded));
        while (stack->canRedo())
            stack->redo();
        QCOMPARE(text(), last);
    }
};

CW_TEST_GUILESS_MAIN(TestRandomEdits)
#include "tst_randomedits.moc"
