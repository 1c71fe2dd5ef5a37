#include "power/rackpowerview.h"

#include "parts/partindex.h"
#include "power/pduoutlets.h"
#include "power/powertext.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace {
constexpr double kMargin = 12;
constexpr double kUnitHeight = 20;
constexpr double kRackWidth = 300;
constexpr double kStripWidth = 112;
constexpr double kOutletRow = 13;
constexpr double kBankGap = 16;
constexpr double kTitleHeight = 34;
} // namespace

RackPowerView::RackPowerView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(false);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

QColor RackPowerView::feedColor(const QString& feed) {
    if (feed == QLatin1String("A"))
        return QColor(0x1f, 0x6f, 0xb4); // blue
    if (feed == QLatin1String("B"))
        return QColor(0xe0, 0x7a, 0x10); // orange: told apart from blue by the colour-blind as well
    return QColor(0x80, 0x80, 0x80);
}

void RackPowerView::setRack(const Rack* rack, const RackBudget* budget, const PartIndex* parts) {
    mHasRack = rack && budget && parts;
    mRack = rack ? *rack : Rack{};
    mBudget = budget ? *budget : RackBudget{};
    mParts = parts;
    layOut();
    updateGeometry();
    resize(sizeHint()); // in a scroll area that does not resize its widget
    update();
}

void RackPowerView::layOut() {
    double stripHeight = 0;
    for (const PduLoad& pdu : mBudget.power.pdus) {
        const int outlets = pdu.outletsC13 + pdu.outletsC19;
        stripHeight = qMax(stripHeight, kTitleHeight + outlets * kOutletRow + pdu.banks.size() * kBankGap);
    }
    int leftStrips = 0;
    int rightStrips = 0;
    for (const PduLoad& pdu : mBudget.power.pdus)
        (pdu.feed == QLatin1String("B") ? rightStrips : leftStrips)++;
    const double rackHeight = kTitleHeight + mBudget.unitsTotal * kUnitHeight;
    const double width = 2 * kMargin + kRackWidth + (leftStrips + rightStrips) * (kStripWidth + 8) + 16;
    mSize = QSize(int(width), int(2 * kMargin + qMax(rackHeight, stripHeight)));
}

QSize RackPowerView::sizeHint() const {
    return mHasRack ? mSize : QSize(400, 200);
}

void RackPowerView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    mHits.clear();
    if (!mHasRack) {
        p.drawText(rect(), Qt::AlignCenter, tr("Select a rack to see its power cabling"));
        return;
    }
    double x = kMargin;
    for (const PduLoad& pdu : mBudget.power.pdus)
        if (pdu.feed != QLatin1String("B")) {
            paintPdu(p, pdu, QRectF(x, kMargin, kStripWidth, height() - 2 * kMargin));
            x += kStripWidth + 8;
        }
    paintRack(p, QRectF(x + 8, kMargin, kRackWidth, kTitleHeight + mBudget.unitsTotal * kUnitHeight));
    x += kRackWidth + 16 + 8;
    for (const PduLoad& pdu : mBudget.power.pdus)
        if (pdu.feed == QLatin1String("B")) {
            paintPdu(p, pdu, QRectF(x, kMargin, kStripWidth, height() - 2 * kMargin));
            x += kStripWidth + 8;
        }
}

void RackPowerView::paintPdu(QPainter& p, const PduLoad& pdu, const QRectF& strip) {
    const QColor feed = feedColor(pdu.feed);
    const Part* part = mParts ? mParts->find(pdu.partId) : nullptr;
    const PduSpec* spec = part ? part->pdu() : nullptr;
    p.setPen(Qt::NoPen);
    p.setBrush(feed);
    p.drawRoundedRect(QRectF(strip.left(), strip.top(), strip.width(), kTitleHeight - 4), 3, 3);
    p.setPen(Qt::white);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(strip.left() + 4, strip.top(), strip.width() - 8, 16), Qt::AlignLeft | Qt::AlignVCenter,
               tr("%1 · feed %2").arg(pdu.id, pdu.feed));
    p.setFont(font());
    p.drawText(QRectF(strip.left() + 4, strip.top() + 14, strip.width() - 8, 16),
               Qt::AlignLeft | Qt::AlignVCenter,
               tr("%1 / %2 kW").arg(pdu.loadW / 1000, 0, 'f', 1).arg(pdu.capacityW / 1000, 0, 'f', 1));
    mHits.append({QRectF(strip.left(), strip.top(), strip.width(), kTitleHeight - 4), QString(),
                  tr("%1 (%2): %3 of %4 kW; with the other feed lost %5 kW")
                      .arg(pdu.id, part ? part->model : pdu.partId)
                      .arg(pdu.loadW / 1000, 0, 'f', 1)
                      .arg(pdu.capacityW / 1000, 0, 'f', 1)
                      .arg(pdu.failoverLoadW / 1000, 0, 'f', 1)});
    if (!spec)
        return;
    QHash<int, const CordUse*> used;
    for (const CordUse& cord : mBudget.power.cords)
        if (cord.pduId == pdu.id)
            used.insert(cord.outlet, &cord);
    const QList<PduOutlet> outlets = pduOutlets(*spec);
    double y = strip.top() + kTitleHeight;
    int bank = -1;
    for (const PduOutlet& outlet : outlets) {
        if (outlet.bank != bank) {
            bank = outlet.bank;
            const BankLoad& b = pdu.banks.value(bank);
            const double ratio = b.capacityW > 0 ? qMax(b.loadW, b.failoverLoadW) / b.capacityW : 0;
            p.setPen(palette().color(QPalette::Text));
            p.drawText(QRectF(strip.left(), y, strip.width(), kBankGap - 2), Qt::AlignLeft | Qt::AlignBottom,
                       tr("Bank %1 · %2").arg(b.name, b.phase));
            // Bank load (failover, the higher) against its breaker, as a thin bar.
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xe4, 0xe8, 0xec));
            p.drawRect(QRectF(strip.right() - 28, y + 5, 28, 5));
            p.setBrush(ratio > 1     ? QColor(0xc6, 0x28, 0x28)
                       : ratio > 0.8 ? QColor(0xf9, 0xa8, 0x25)
                                     : QColor(0x43, 0xa0, 0x47));
            p.drawRect(QRectF(strip.right() - 28, y + 5, 28 * qMin(ratio, 1.0), 5));
            mHits.append({QRectF(strip.left(), y, strip.width(), kBankGap), QString(),
                          tr("Bank %1 (%2, %3 A breaker): %4 kW, %5 kW with the other feed lost, of %6 kW")
                              .arg(b.name, b.phase)
                              .arg(b.breakerA, 0, 'f', 0)
                              .arg(b.loadW / 1000, 0, 'f', 2)
                              .arg(b.failoverLoadW / 1000, 0, 'f', 2)
                              .arg(b.capacityW / 1000, 0, 'f', 2)});
            y += kBankGap;
        }
        const bool c19 = outlet.type == QLatin1String("C19");
        const QRectF box(strip.left() + 2, y + 1, c19 ? 16 : 12, kOutletRow - 3);
        const CordUse* cord = used.value(outlet.number);
        p.setPen(QPen(cord ? feed.darker(130) : QColor(0x9a, 0xa5, 0xb1), 1));
        p.setBrush(cord ? feed : QColor(Qt::white));
        p.drawRect(box);
        p.setPen(palette().color(QPalette::Text));
        const QString label = cord ? tr("%1 %2 PSU %3").arg(outlet.number).arg(cord->deviceId).arg(cord->psu)
                                   : tr("%1 %2").arg(outlet.number).arg(outlet.type);
        p.drawText(QRectF(box.right() + 4, y, strip.width() - box.width() - 6, kOutletRow),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(label, Qt::ElideRight, int(strip.width() - box.width() - 6)));
        mHits.append({QRectF(strip.left(), y, strip.width(), kOutletRow), cord ? cord->deviceId : QString(),
                      cord ? tr("Outlet %1 (%2): %3 PSU %4, %5 W")
                                 .arg(outlet.number)
                                 .arg(outlet.type, cord->deviceId)
                                 .arg(cord->psu)
                                 .arg(cord->loadW, 0, 'f', 0)
                           : tr("Outlet %1 (%2): free").arg(outlet.number).arg(outlet.type)});
        y += kOutletRow;
    }
}

void RackPowerView::paintRack(QPainter& p, const QRectF& frame) {
    p.setPen(palette().color(QPalette::Text));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(frame.left(), frame.top(), frame.width(), 16), Qt::AlignCenter,
               tr("Rack %1, rear").arg(mRack.name.isEmpty() ? mRack.id : mRack.name));
    p.setFont(font());
    p.drawText(QRectF(frame.left(), frame.top() + 14, frame.width(), 16), Qt::AlignCenter,
               tr("Air %1 kW · liquid %2 kW")
                   .arg(mBudget.heatAirW / 1000, 0, 'f', 1)
                   .arg(mBudget.heatLiquidW / 1000, 0, 'f', 1));
    const QRectF body(frame.left(), frame.top() + kTitleHeight, frame.width(),
                      mBudget.unitsTotal * kUnitHeight);
    p.setPen(QPen(QColor(0x3a, 0x44, 0x50), 2));
    p.setBrush(QColor(0x2b, 0x31, 0x38));
    p.drawRect(body);
    auto unitTop = [&](int u, int height) { return body.bottom() - (u - 1 + height) * kUnitHeight; };
    for (qsizetype i = 0; i < mRack.devices.size() && i < mBudget.devices.size(); ++i) {
        const Device& device = mRack.devices[i];
        const DeviceBudget& db = mBudget.devices[i];
        const int height = qMax(1, db.heightU);
        const QRectF box(body.left() + 6, unitTop(device.u, height) + 1, body.width() - 12,
                         height * kUnitHeight - 2);
        p.setPen(QPen(QColor(0x90, 0x9c, 0xa8), 1));
        p.setBrush(QColor(0xe9, 0xed, 0xf1));
        p.drawRect(box);
        const Part* part = mParts ? mParts->find(device.partId) : nullptr;
        const QString name = device.name.isEmpty() ? device.id : device.name;
        mHits.append({box, device.id,
                      tr("%1: %2 W planned (%3)")
                          .arg(name)
                          .arg(db.powerW, 0, 'f', 0)
                          .arg(PowerText::basis(db.powerBasis))});
        // Inlets right to left in rows from the bottom edge up (PSUs sit at the rear); a 1U device keeps
        // one row and its name takes what is left of it.
        QList<const CordUse*> cords;
        for (const CordUse& cord : mBudget.power.cords)
            if (cord.deviceId == device.id)
                cords.append(&cord);
        const double rowHeight = 15;
        const int rows = qMax(1, int((box.height() - (height > 1 ? 16 : 0)) / rowHeight));
        double x = box.right() - 4;
        double y = box.bottom() - rowHeight;
        int row = 0;
        double firstRowLeft = box.right();
        for (const CordUse* cord : std::as_const(cords)) {
            const QString label =
                cord->pduId.isEmpty() ? tr("none") : tr("%1:%2").arg(cord->pduId).arg(cord->outlet);
            const double labelWidth = p.fontMetrics().horizontalAdvance(label) + 16;
            if (x - labelWidth < box.left() + 4 + (row == 0 && height == 1 ? 60 : 0)) {
                if (++row >= rows)
                    break; // the tooltip of the device and the PDU strips still tell
                x = box.right() - 4;
                y -= rowHeight;
            }
            const QRectF inlet(x - labelWidth, y + 3, 10, 10);
            const QColor color = cord->pduId.isEmpty() ? QColor(0xc6, 0x28, 0x28) : feedColor(cord->feed);
            p.setPen(QPen(color.darker(130), 1));
            p.setBrush(color);
            p.drawRect(inlet);
            p.setPen(QColor(0x20, 0x28, 0x30));
            p.drawText(QRectF(inlet.right() + 2, y, labelWidth - 12, rowHeight),
                       Qt::AlignLeft | Qt::AlignVCenter, label);
            mHits.append({QRectF(inlet.left() - 2, y, labelWidth, rowHeight), device.id,
                          cord->pduId.isEmpty()
                              ? tr("PSU %1 (%2): no free outlet").arg(cord->psu).arg(cord->inlet.toUpper())
                              : tr("PSU %1 (%2) to %3 outlet %4 (%5), feed %6, %7; %8 W%9")
                                    .arg(cord->psu)
                                    .arg(cord->inlet.toUpper(), cord->pduId)
                                    .arg(cord->outlet)
                                    .arg(cord->outletType, cord->feed, cord->phase)
                                    .arg(cord->loadW, 0, 'f', 0)
                                    .arg(cord->fromUser ? tr(", set by you") : QString())});
            if (row == 0)
                firstRowLeft = inlet.left();
            x -= labelWidth + 4;
        }
        p.setPen(QColor(0x20, 0x28, 0x30));
        const double nameWidth = (height == 1 ? firstRowLeft - 4 : box.right() - 4) - (box.left() + 4);
        p.drawText(QRectF(box.left() + 4, box.top(), nameWidth, qMin(box.height(), 16.0)),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(tr("%1 · %2").arg(name, part ? part->model : device.partId),
                                              Qt::ElideRight, int(nameWidth)));
    }
}

bool RackPowerView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (qsizetype i = mHits.size() - 1; i >= 0; --i)
            if (mHits[i].rect.contains(help->pos())) {
                QToolTip::showText(help->globalPos(), mHits[i].tip, this);
                return true;
            }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void RackPowerView::mousePressEvent(QMouseEvent* event) {
    for (qsizetype i = mHits.size() - 1; i >= 0; --i)
        if (mHits[i].rect.contains(event->position()) && !mHits[i].deviceId.isEmpty()) {
            emit deviceClicked(mHits[i].deviceId);
            return;
        }
    QWidget::mousePressEvent(event);
}
