#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>
#include <functional>
#include <optional>
#include <variant>

class DesignDocument;

// A property edit: one command for every change to the design's name and settings, one rack's or one
// device's own fields (not their ids, not adding or removing things). On the first redo it copies the
// edited object, applies the edit to the copy and stores it back, keeping both copies; undo and redo
// then swap the copies in. Consecutive edits of the same property of the same object merge into one
// undo step (a spin box pushing on every change), and an edit back to the starting value leaves none.
//
// Use the named factories; editRack() and editDevice() take any other edit. Each returns a new
// command for QUndoStack::push (or for a parent command, see below).
//
// Several edits in one gesture (duplicate several devices, paste, "set the budget of all selected
// racks") are children of one parent command, undone with one Ctrl+Z:
//     auto* gesture = new QUndoCommand(tr("Paste 3 devices"));
//     for (const Device& device : pasted)
//         new CmdDeviceAdd(document, rackId, device, -1, gesture);
//     document->undoStack()->push(gesture);
// Every design command records where things were when it is first redone, not when it is created, so
// children may depend on their earlier siblings (remove two devices from one rack, edit a rack just added).
class CmdPropertyEdit : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdPropertyEdit)
public:
    using RackEdit = std::function<void(Rack&)>;
    using DeviceEdit = std::function<void(Device&)>;

    static CmdPropertyEdit* designName(DesignDocument* document, const QString& name,
                                       QUndoCommand* parent = nullptr);
    static CmdPropertyEdit* settings(DesignDocument* document, const DesignSettings& settings,
                                     QUndoCommand* parent = nullptr);

    static CmdPropertyEdit* rackName(DesignDocument* document, const QString& rackId, const QString& name,
                                     QUndoCommand* parent = nullptr);
    // nullopt: back to the rack part's default budget.
    static CmdPropertyEdit* rackPowerBudget(DesignDocument* document, const QString& rackId,
                                            std::optional<double> budgetW, QUndoCommand* parent = nullptr);
    static CmdPropertyEdit* rackCoolingBudget(DesignDocument* document, const QString& rackId,
                                              std::optional<double> budgetW, QUndoCommand* parent = nullptr);
    static CmdPropertyEdit* rackPlacement(DesignDocument* document, const QString& rackId, int row,
                                          int position, QUndoCommand* parent = nullptr);

    static CmdPropertyEdit* deviceName(DesignDocument* document, const QString& deviceId, const QString& name,
                                       QUndoCommand* parent = nullptr);
    // "N", "N+1", "N+N", "2N" or "a+b" (DesignFile::isValidPsuRedundancy).
    static CmdPropertyEdit* devicePsuRedundancy(DesignDocument* document, const QString& deviceId,
                                                const QString& redundancy, QUndoCommand* parent = nullptr);
    static CmdPropertyEdit* deviceFace(DesignDocument* document, const QString& deviceId, Face face,
                                       QUndoCommand* parent = nullptr);
    static CmdPropertyEdit* componentQty(DesignDocument* document, const QString& deviceId,
                                         int componentIndex, int qty, QUndoCommand* parent = nullptr);
    // Empty bay: the first compatible free bays.
    static CmdPropertyEdit* componentBay(DesignDocument* document, const QString& deviceId,
                                         int componentIndex, const QString& bay,
                                         QUndoCommand* parent = nullptr);

    // Any other edit of one rack or device. `property` names what is edited, for merging ("rack.name");
    // empty: never merges. The edit must not change the id (it is put back if it does).
    static CmdPropertyEdit* editRack(DesignDocument* document, const QString& rackId, UndoText text,
                                     const QString& property, RackEdit edit, QUndoCommand* parent = nullptr);
    static CmdPropertyEdit* editDevice(DesignDocument* document, const QString& deviceId, UndoText text,
                                       const QString& property, DeviceEdit edit,
                                       QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    // The design's own fields.
    struct Header {
        QString name;
        DesignSettings settings;
        bool operator==(const Header&) const = default;
    };
    using Snapshot = std::variant<Header, Rack, Device>;
    enum class Scope { Design, Rack, Device };

    CmdPropertyEdit(DesignDocument* document, Scope scope, const QString& objectId, const QString& property,
                    UndoText text, std::function<void(Snapshot&)> edit, QUndoCommand* parent);
    std::optional<Snapshot> take(const Design& design) const;
    void put(Design& design, const Snapshot& snapshot) const;

    DesignDocument* mDocument;
    Scope mScope;
    QString mObjectId; // rack or device id; empty for the design
    QString mProperty;
    std::function<void(Snapshot&)> mEdit;
    bool mRecorded = false;
    bool mApplied = false;
    Snapshot mBefore;
    Snapshot mAfter;
};
