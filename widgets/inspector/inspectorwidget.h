#pragma once

#include <QWidget>

#include <optional>

class LiveAnalysis;
struct Design;
struct Device;
struct Hall;
struct DesignSettings;
struct DeviceBudget;
struct Rack;
struct RackPdu;
class DesignDocument;
class QFormLayout;
class QLabel;
class QScrollArea;
class QVBoxLayout;

// Properties of the selected rack, device or PDU (or of the design when nothing is selected), editable
// where it makes sense. Every edit is validated first and pushed as an undo command; figures come from the
// live analysis. For a server it lists the components and the bays (filled or empty, PCIe generation and
// width, the PCIe switch above them) and the device's power, PSU and PCIe budgets.
class InspectorWidget : public QWidget {
    Q_OBJECT
public:
    explicit InspectorWidget(LiveAnalysis* analysis, QWidget* parent = nullptr);

    void setSelection(const QStringList& rackIds, const QStringList& deviceIds, const QStringList& pduIds);
    QString shownId() const { return mShownId; }
    // The last validation message ("" when the last edit went through).
    QString message() const { return mMessageText; }

    // Edits as the widgets make them (also used by tests). Each returns false with message() set when
    // refused.
    bool editDeviceU(const QString& deviceId, int u);
    bool editPsuRedundancy(const QString& deviceId, const QString& text);
    bool editRackPlacement(const QString& rackId, int row, int position);

signals:
    void statusMessage(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* exchangeRateRow(const DesignSettings& settings); // CNY per USD, with its default
    void scheduleRebuild();
    void rebuild();
    // What the form shows depends on (the selection, the design's values and analysis shown in it).
    size_t shownDigest() const;
    void buildDesign(QVBoxLayout* layout);
    void buildRack(QVBoxLayout* layout, const QString& rackId);
    void buildDevice(QVBoxLayout* layout, const QString& deviceId);
    void buildPdu(QVBoxLayout* layout, const QString& pduId);
    // Power sign-off (inspectorpower.cpp).
    void buildDesignPower(QVBoxLayout* layout);
    void buildDesignCost(QVBoxLayout* layout); // inspectorcost.cpp
    // The hall (inspectorfacility.cpp).
    void buildDesignFacility(QVBoxLayout* layout);
    void buildRackFacility(QVBoxLayout* layout, const QString& rackId);
    void pushHall(const Hall& hall, const QString& setting, const char* what, const QString& rackId = {});
    static size_t hallDigest(const Design& design);
    void buildDevicePower(QVBoxLayout* layout, QFormLayout* power, const Rack& rack, const Device& device,
                          const DeviceBudget& budget);
    void buildPowerCords(QVBoxLayout* layout, const Rack& rack, const Device& device);
    void buildPduFeed(QFormLayout* form, const QString& rackId, const RackPdu& pdu);
    QString displayName(const QString& deviceId) const;
    void setMessage(const QString& text);
    QFormLayout* addSection(QVBoxLayout* layout, const QString& title);

    LiveAnalysis* mAnalysis;
    DesignDocument* mDocument;
    QScrollArea* mScroll;
    QLabel* mMessage;
    QString mMessageText;
    QString mShownId;
    enum class Shown { Design, Rack, Device, Pdu, Many } mShown = Shown::Design;
    int mManyCount = 0;
    bool mRebuildPending = false;
    std::optional<size_t> mBuiltDigest;        // shownDigest() when the form was made
    std::pair<int, QString> mBuiltFor{-1, {}}; // what the form shows (kind, id), to keep or reset the scroll
};
