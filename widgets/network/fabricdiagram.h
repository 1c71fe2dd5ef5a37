#pragma once

#include "fabric/fabricanalysis.h"

#include <QWidget>

class QPainter;

// A fabric drawn as its tiers: host racks at the bottom, leaves grouped by rail, spines, cores, with
// bundled edges labelled by their link counts (a 512-node fabric is a few dozen shapes, not 12,000 lines).
class FabricDiagram : public QWidget {
    Q_OBJECT
public:
    explicit FabricDiagram(QWidget* parent = nullptr);
    void setReport(const FabricReport& report);
    QSize sizeHint() const override { return {640, 420}; }
    // Draws `report` into `area` of any painter (the widget, the report's network slide).
    static void paint(QPainter* painter, const QRectF& area, const FabricReport& report);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    FabricReport mReport;
    bool mHasReport = false;
};
