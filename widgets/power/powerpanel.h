#pragma once

#include <QWidget>

class LiveAnalysis;
class QComboBox;
class QLabel;
class QTableWidget;
class RackPowerView;

// The Power tab: one rack's electrical chain. The rear view (RackPowerView) beside the load of each
// feed (normally and with the other feed lost) and of each PDU line against its derated limit, with the
// rack's heat split between air and liquid.
class PowerPanel : public QWidget {
    Q_OBJECT
public:
    explicit PowerPanel(LiveAnalysis* analysis, QWidget* parent = nullptr);
    // Shows this rack (the window follows the selection); unknown ids keep the current one.
    void showRack(const QString& rackId);
    QString currentRackId() const;
    RackPowerView* view() const { return mView; }
    QTableWidget* linesTable() const { return mLines; }

signals:
    void deviceActivated(const QString& deviceId);

public slots:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void fill();

    LiveAnalysis* mAnalysis;
    QLabel* mRackLabel;
    QComboBox* mRack;
    QLabel* mSummary;
    RackPowerView* mView;
    QLabel* mFeedsTitle;
    QTableWidget* mFeeds;
    QLabel* mLinesTitle;
    QTableWidget* mLines;
    bool mStale = false;
    QString mWantedRackId; // the rack the selection asked for, kept until it is listed
};
