#pragma once

#include <QWidget>

class HallPlanView;
class LiveAnalysis;
class QComboBox;
class QLabel;
class QPushButton;
class RackScene;

// The Hall tab (View > Hall): the hall's figures in a line each, a row of buttons to add a hall, an air
// unit or a CDU (to a loop) from the catalog and to remove the selected unit, and the plan.
class HallPanel : public QWidget {
    Q_OBJECT
public:
    HallPanel(LiveAnalysis* analysis, RackScene* scene, QWidget* parent = nullptr);
    HallPlanView* plan() const { return mPlan; }
    // Hall > Add a Hall: a hall around the racks (facility/hallplacement.h), one undo step.
    void addHall();
    // Adds a unit of the part chosen in the list (a CDU to the loop chosen): one undo step.
    bool addUnit(const QString& partId, int loop = 0);
    bool removeSelectedUnit();

signals:
    void statusMessage(const QString& message);
    void rackActivated(const QString& rackId);

public slots:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillParts();
    void fillLoops();

    LiveAnalysis* mAnalysis;
    HallPlanView* mPlan;
    QLabel* mSummary;
    QPushButton* mAddHall;
    QLabel* mAddLabel;
    QComboBox* mPart;
    QComboBox* mLoop;
    QPushButton* mAdd;
    QPushButton* mRemove;
};
