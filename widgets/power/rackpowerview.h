#pragma once

#include "analysis/budgets.h"

#include <QRectF>
#include <QWidget>

class PartIndex;

// The rear of one rack as an electrician sees it: the rack's PDUs as strips on either side (feed A on
// the left, B on the right), their outlets by bank, used ones in the feed's colour, and each device at
// its units with its PSU inlets coloured by the feed they are cabled to and labelled with the outlet
// ("pa:7"); an inlet with no outlet is red. Clicking a device asks for it to be selected.
class RackPowerView : public QWidget {
    Q_OBJECT
public:
    explicit RackPowerView(QWidget* parent = nullptr);
    // What to draw; `rack` null clears the view.
    void setRack(const Rack* rack, const RackBudget* budget, const PartIndex* parts);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

    static QColor feedColor(const QString& feed);

signals:
    void deviceClicked(const QString& deviceId);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    struct Hit {
        QRectF rect;
        QString deviceId; // empty: not a device
        QString tip;
    };
    void layOut();
    void paintPdu(QPainter& p, const PduLoad& pdu, const QRectF& strip);
    void paintRack(QPainter& p, const QRectF& frame);

    Rack mRack;
    RackBudget mBudget;
    const PartIndex* mParts = nullptr;
    bool mHasRack = false;
    QList<Hit> mHits;
    QSize mSize{400, 300};
};
