#pragma once

#include <QWidget>

class FabricDiagram;
class LiveAnalysis;
class QComboBox;
class QLabel;
class QTableWidget;
class QToolBar;

// The Network tab: the fabrics of the design, one at a time, drawn by tier (FabricDiagram) beside their
// figures: switches per tier (placed and needed), links, oversubscription, cables by type and length,
// transceivers, and the cost and power of the network gear. The window puts its fabric actions on
// toolBar().
class NetworkPanel : public QWidget {
    Q_OBJECT
public:
    explicit NetworkPanel(LiveAnalysis* analysis, QWidget* parent = nullptr);
    QString currentFabricId() const;
    // Shows the fabric `id` (after New Fabric: the one just made).
    void setCurrentFabric(const QString& id);
    QToolBar* toolBar() const { return mToolBar; }
    // The figure shown for a row key ("leaf", "cables", ...), for tests.
    QString figure(const QString& key) const;

signals:
    void currentFabricChanged();

public slots:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void fill();

    LiveAnalysis* mAnalysis;
    QToolBar* mToolBar;
    QLabel* mFabricLabel;
    QComboBox* mFabric;
    FabricDiagram* mDiagram;
    QTableWidget* mFigures;
    bool mStale = false;
};
