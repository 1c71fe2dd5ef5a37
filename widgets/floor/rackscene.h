#pragma once

#include "analysis/liveanalysis.h"
#include "floor/elevationrenderer.h"
#include "placement/partdrop.h"

#include <QGraphicsScene>
#include <QHash>

class DeviceItem;
class QGraphicsSceneHelpEvent;
class DropPreviewItem;
class RackItem;

// The interactive rack floor: racks side by side in rows, each drawn by ElevationRenderer, with selectable
// items for racks, devices and 0U PDUs that hold ids only. Takes part drops from the palette (checkDrop /
// dropPart) and device drags, and turns every gesture into one undo command on the document.
class RackScene : public QGraphicsScene {
    Q_OBJECT
public:
    using DropAction = PartDrop::Action;
    struct DropCheck {
        DropAction action = DropAction::None;
        bool ok = false;
        QString reason;      // why not, when !ok
        QString description; // what would happen ("n03 at U12 in R01")
        QString rackId;
        QString deviceId; // InstallComponent: the device
        int u = 0;
        int row = 0;
        int position = 0;
        QList<QRectF> previewRects; // scene coordinates
    };

    explicit RackScene(LiveAnalysis* analysis, QObject* parent = nullptr);
    // Removes the items while this is still a RackScene, with signals blocked: QGraphicsScene's own
    // destructor would emit selectionChanged() to listeners that call back into a half-destroyed scene.
    ~RackScene() override;

    // What a drop of `partId` at `scenePos` would do; dropPart() does it (one undo step) or says why not.
    DropCheck checkDrop(const QString& partId, QPointF scenePos) const;
    bool dropPart(const QString& partId, QPointF scenePos, QString* reason = nullptr);
    // Moves devices by the same offset so that `deviceId` lands at `toU` in `toRackId` (one undo step).
    DropCheck checkMove(const QStringList& deviceIds, const QString& deviceId, const QString& toRackId,
                        int toU) const;
    bool moveDevices(const QStringList& deviceIds, const QString& deviceId, const QString& toRackId, int toU,
                     QString* reason = nullptr);

    // A whole rack dragged so that its centre is at `centre`: onto an empty place it moves, onto another
    // rack's place the two swap (DropCheck::deviceId names that rack). moveRack() does it, one undo step.
    DropCheck checkRackMove(const QString& rackId, QPointF centre) const;
    bool moveRack(const QString& rackId, int row, int position, QString* reason = nullptr);

    // What the floor view writes over racks drawn too small to read: name, load, row.
    struct RackLabel {
        QRectF sceneRect;
        int row = 0;
        QString title; // the rack's name, else its id
        QString load;  // "10.2 kW", "of 20 kW" with a budget
        bool overBudget = false;
    };
    QList<RackLabel> rackLabels() const;

    Face face() const { return mFace; }
    void setFace(Face face);

    // Scene geometry for tests and the view.
    QPointF rackOrigin(const QString& rackId) const;
    QPointF unitPoint(const QString& rackId, int u) const; // centre of unit u of a rack, in the scene
    QRectF itemSceneRect(const QString& id) const;         // rack, device or PDU
    // The tooltip of the device, PDU or rack at the point (empty if none): made when asked for.
    QString tooltipAt(QPointF scenePos) const;
    QRectF contentRect() const;

    // Selection by id.
    QStringList selectedRackIds() const;
    QStringList selectedDeviceIds() const;
    QStringList selectedPduIds() const;
    void selectIds(const QStringList& ids);

    // Edit actions on the selection (each one undo step).
    void deleteSelection();
    void duplicateSelection();
    void copySelection() const;
    bool paste(QString* reason = nullptr);
    void selectAll();

    // The catalog changed (LiveAnalysis::setParts): draws every rack again with the new parts.
    void reloadParts();

    // For RackItem::paint.
    void paintRack(QPainter* painter, const QString& rackId, const QRectF& target);
    const ElevationRenderer& renderer() const { return mRenderer; }

signals:
    void statusMessage(const QString& message);
    void selectionIdsChanged();
    // Up or Down pressed on the floor: move the selected device by this many units.
    void nudgeRequested(int deltaU);

protected:
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void rebuild();
    void addRackItems(const Rack& rack);
    void removeRackItems(const Rack& built);
    // Where racks stand: one place per rack, the largest rack's size plus the gaps. Measured on rebuild().
    QSizeF pitch() const { return mPitch; }
    QSizeF measurePitch() const;
    QString rackAt(QPointF scenePos) const;
    QString deviceAt(QPointF scenePos) const;
    int rowAt(QPointF scenePos) const;
    PartDrop::Target dropTarget(QPointF scenePos) const; // the place under the cursor, in the design's terms
    QPointF nextRackOrigin(int row, int* position) const;
    QString tooltipFor(const Rack& rack, const Device* device, const RackPdu* pdu) const;
    void helpEvent(QGraphicsSceneHelpEvent* event) override;
    void push(QUndoCommand* command);

    LiveAnalysis* mAnalysis;
    DesignDocument* mDocument;
    ElevationRenderer mRenderer;
    Face mFace = Face::Front;
    QHash<QString, QGraphicsItem*> mItems; // by rack, device or PDU id
    static constexpr double kRackGap = 36; // between racks in a row
    static constexpr double kRowGap = 56;  // between rows
    QHash<QString, Rack> mBuiltRacks;      // each rack as its items were last made
    QHash<QString, size_t> mRackDigests;   // Budgets::rackDigests() as last drawn
    QSizeF mPitch;
    DropPreviewItem* mPreview;
    bool mRebuilding = false;
    // Device drag in progress (or, with mDragRackId, a whole rack's).
    QString mDragDeviceId;
    QString mDragRackId;
    QPointF mGrabOffset; // rack drag: from the rack's centre to the press
    QPointF mPressPos;
    int mGrabOffsetU = 0;
    bool mDragging = false;
    DropCheck mDragCheck;
    // rackLabels()' load texts by power and budget, in the language they were written in: a floor's racks
    // share a few loads, and the labels are asked for on every repaint.
    mutable QHash<std::pair<double, double>, QString> mLoadTexts;
    mutable QString mLoadTextsLanguage;
};
