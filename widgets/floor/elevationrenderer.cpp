#include "floor/elevationrenderer.h"

#include "common/kindstyle.h"
#include "placement/mountcheck.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace {

void paintMarker(QPainter* p, QPointF centre, double radius, Severity severity) {
    p->save();
    p->setPen(QPen(Qt::white, 1.2));
    p->setBrush(severity == Severity::Error ? QColor(0xd3, 0x2f, 0x2f) : QColor(0xf5, 0xa6, 0x23));
    p->drawEllipse(centre, radius, radius);
    QFont font = p->font();
    font.setBold(true);
    font.setPixelSize(int(radius * 1.5));
    p->setFont(font);
    p->setPen(Qt::white);
    p->drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                QStringLiteral("!"));
    p->restore();
}

// One line of text in `box`, at its left (or right) and centred in height, drawn as one run at its baseline:
// where a text in a rectangle is laid out first (QTextLayout), which was a third of the time to draw a
// floor's racks as SVG.
void drawLineIn(QPainter* p, const QRectF& box, const QString& text, bool right = false) {
    const QFontMetricsF metrics(p->font());
    const double y = box.center().y() + (metrics.ascent() - metrics.descent()) / 2;
    p->drawText(QPointF(right ? box.right() - metrics.horizontalAdvance(text) : box.left(), y), text);
}

QString kw(double watts) {
    return QLocale().toString(watts / 1000.0, 'f', 1);
}

} // namespace

ElevationRenderer::ElevationRenderer(PartIndex parts) : mParts(std::move(parts)) {}

int ElevationRenderer::rackUnits(const Rack& rack) const {
    return MountCheck::rackUnits(rack, mParts);
}

static int pduSlots(const Rack& rack) {
    return qMax(ElevationRenderer::kReservedPduSlots, int(rack.pdus.size() + rack.pdus.size() % 2));
}

QSizeF ElevationRenderer::preferredSize(const Rack& rack) const {
    const double width =
        pduSlots(rack) * (kPduWidth + kPduGap) + 2 * kGutterWidth + 2 * kRailWidth + kMountWidth;
    return {width, kHeaderHeight + rackUnits(rack) * kUnitHeight + 2 * kRailWidth + kFooterHeight};
}

QRectF ElevationRenderer::mountRect(const Rack& rack) const {
    const double left = pduSlots(rack) / 2 * (kPduWidth + kPduGap) + kGutterWidth + kRailWidth;
    return {left, kHeaderHeight + kRailWidth, kMountWidth, rackUnits(rack) * kUnitHeight};
}

QRectF ElevationRenderer::unitSpanRect(const Rack& rack, int u, int heightU) const {
    const QRectF mount = mountRect(rack);
    const int units = rackUnits(rack);
    const double h = heightU > 0 ? heightU * kUnitHeight : 4;
    const double top = mount.top() + (units - (u + qMax(1, heightU) - 1)) * kUnitHeight;
    return {mount.left(), top, mount.width(), h};
}

QRectF ElevationRenderer::deviceRect(const Rack& rack, const Device& device) const {
    return unitSpanRect(rack, device.u, MountCheck::heightOf(device, mParts));
}

QRectF ElevationRenderer::pduRect(const Rack& rack, int pduIndex) const {
    const QRectF mount = mountRect(rack);
    const int slot = pduIndex / 2; // 0 nearest the rack
    const double step = kPduWidth + kPduGap;
    double x;
    if (pduIndex % 2 == 0)
        x = mount.left() - kRailWidth - kGutterWidth - (slot + 1) * step + kPduGap / 2;
    else
        x = mount.right() + kRailWidth + kGutterWidth + slot * step + kPduGap / 2;
    return {x, mount.top() + kUnitHeight, kPduWidth, mount.height() - 2 * kUnitHeight};
}

int ElevationRenderer::unitAt(const Rack& rack, QPointF p, bool clampToRack) const {
    const QRectF mount = mountRect(rack);
    const int units = rackUnits(rack);
    const int fromTop = int(std::floor((p.y() - mount.top()) / kUnitHeight));
    int u = units - fromTop;
    if (clampToRack)
        return qBound(1, u, units);
    return u >= 1 && u <= units ? u : 0;
}

void ElevationRenderer::paint(QPainter* p, const QRectF& target, const Rack& rack, const Budgets& budgets,
                              Face face) const {
    const QSizeF natural = preferredSize(rack);
    if (natural.isEmpty() || target.isEmpty())
        return;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const double scale = qMin(target.width() / natural.width(), target.height() / natural.height());
    p->translate(target.left() + (target.width() - natural.width() * scale) / 2,
                 target.top() + (target.height() - natural.height() * scale) / 2);
    p->scale(scale, scale);
    // Zoomed far out (a whole floor in view) text cannot be read: draw the overview instead, which is
    // also what keeps a 1,000-rack floor quick to paint.
    if (kUnitHeight * std::abs(p->combinedTransform().m22()) < kReadableUnitPixels) {
        paintOverview(p, rack, budgets, face);
        p->restore();
        return;
    }

    const QRectF mount = mountRect(rack);
    const int units = rackUnits(rack);
    const QRectF frame =
        mount.adjusted(-kRailWidth - kGutterWidth, -kRailWidth, kRailWidth + kGutterWidth, kRailWidth);

    // Header: id and name, load against budget.
    const RackBudget* rb = budgets.rack(rack.id);
    QFont font = p->font();
    font.setPixelSize(13);
    font.setBold(true);
    p->setFont(font);
    p->setPen(QColor(0x20, 0x26, 0x30));
    const QString title = rack.name.isEmpty() ? rack.id : QStringLiteral("%1 · %2").arg(rack.id, rack.name);
    drawLineIn(p, QRectF(frame.left(), 2, frame.width(), 18),
               p->fontMetrics().elidedText(title, Qt::ElideRight, int(frame.width() - 50)));
    font.setBold(false);
    font.setPixelSize(10);
    p->setFont(font);
    p->setPen(QColor(0x5a, 0x64, 0x70));
    drawLineIn(p, QRectF(frame.left(), 2, frame.width(), 18), face == Face::Front ? tr("FRONT") : tr("REAR"),
               true);
    if (rb) {
        const QString load = tr("%1 / %2 kW · %3/%4U · %5 kg")
                                 .arg(kw(rb->powerW), kw(rb->powerBudgetW))
                                 .arg(rb->unitsUsed)
                                 .arg(rb->unitsTotal)
                                 .arg(QLocale().toString(rb->weightKg, 'f', 0));
        const bool over = rb->powerBudgetW > 0 && rb->powerW > rb->powerBudgetW;
        p->setPen(over ? QColor(0xc6, 0x28, 0x28) : QColor(0x5a, 0x64, 0x70));
        drawLineIn(p, QRectF(frame.left(), 20, frame.width(), 14), load);
    }

    // Frame, rails and empty units.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0x2b, 0x31, 0x3a));
    p->drawRoundedRect(frame, 4, 4);
    p->setBrush(QColor(0x1b, 0x1f, 0x25));
    p->drawRect(mount);
    p->setBrush(QColor(0x5d, 0x66, 0x72));
    p->drawRect(QRectF(mount.left() - kRailWidth + 2, mount.top(), kRailWidth - 3, mount.height()));
    p->drawRect(QRectF(mount.right() + 1, mount.top(), kRailWidth - 3, mount.height()));
    p->setPen(QPen(QColor(0x2e, 0x34, 0x3d), 1));
    for (int u = 1; u < units; ++u) {
        const double y = mount.top() + u * kUnitHeight;
        p->drawLine(QPointF(mount.left(), y), QPointF(mount.right(), y));
    }
    font.setPixelSize(9);
    p->setFont(font);
    p->setPen(QColor(0xb8, 0xc0, 0xca));
    // The unit numbers, centred by their measured width (the same for every rack): placed at a point, each
    // is one text run without a layout of its own (84 a rack: most of the text of a floor's SVG).
    const QFontMetricsF metrics(font);
    const double baseline = (metrics.ascent() - metrics.descent()) / 2;
    for (int u = 1; u <= units; ++u) {
        const QRectF span = unitSpanRect(rack, u, 1);
        const QString number = QString::number(u);
        const double half = unitNumberWidth(metrics, font, u) / 2;
        const double y = span.center().y() + baseline;
        p->drawText(QPointF(frame.left() + (kGutterWidth - 2) / 2 - half, y), number);
        p->drawText(QPointF(mount.right() + kRailWidth + (kGutterWidth - 2) / 2 - half, y), number);
    }

    // Devices: the viewed face solid, the other face as outlines behind.
    for (const Device& device : rack.devices)
        if (device.face != face)
            paintDevice(p, rack, device, budgets, true);
    for (const Device& device : rack.devices)
        if (device.face == face)
            paintDevice(p, rack, device, budgets, false);
    for (int i = 0; i < rack.pdus.size(); ++i)
        paintPdu(p, rack, i, budgets);

    // Rack-level finding marker.
    if (const auto severity = budgets.worstFinding(rack.id, QString()))
        paintMarker(p, QPointF(frame.right() - 8, 27), 7, *severity);
    p->restore();
}

double ElevationRenderer::unitNumberWidth(const QFontMetricsF& metrics, const QFont& font, int u) const {
    if (mUnitNumberFont != font.key()) {
        mUnitNumberFont = font.key();
        mUnitNumberWidths.clear();
    }
    while (int(mUnitNumberWidths.size()) < u)
        mUnitNumberWidths.push_back(metrics.horizontalAdvance(QString::number(mUnitNumberWidths.size() + 1)));
    return mUnitNumberWidths[u - 1];
}

void ElevationRenderer::paintOverview(QPainter* p, const Rack& rack, const Budgets& budgets,
                                      Face face) const {
    const QRectF mount = mountRect(rack);
    const QRectF frame = mount.adjusted(-kRailWidth, -kRailWidth, kRailWidth, kRailWidth);
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0x2b, 0x30, 0x38));
    p->drawRect(frame);
    for (const Device& device : rack.devices) {
        const Part* part = mParts.find(device.partId);
        const QColor colour = KindStyle::color(part ? part->kind : PartKind::Server);
        p->setBrush(device.face == face ? colour : colour.darker(220));
        p->drawRect(deviceRect(rack, device).adjusted(2, 1, -2, -1));
    }
    // Problems stay visible from afar: the rack's frame in the colour of its worst finding.
    std::optional<Severity> worst = budgets.worstFinding(rack.id, QString());
    for (const Device& device : rack.devices)
        if (const auto severity = budgets.worstFinding(rack.id, device.id);
            severity && (!worst || *severity < *worst))
            worst = severity;
    if (worst) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(*worst == Severity::Error ? QColor(0xd3, 0x2f, 0x2f) : QColor(0xf5, 0xa6, 0x23),
                       kRailWidth));
        p->drawRect(frame.adjusted(kRailWidth / 2, kRailWidth / 2, -kRailWidth / 2, -kRailWidth / 2));
    }
}

void ElevationRenderer::paintDevice(QPainter* p, const Rack& rack, const Device& device,
                                    const Budgets& budgets, bool ghost) const {
    const Part* part = mParts.find(device.partId);
    const PartKind kind = part ? part->kind : PartKind::Server;
    const QRectF r = deviceRect(rack, device).adjusted(1, 1, -1, -1);
    const QColor colour = KindStyle::color(kind);
    p->save();
    if (ghost) {
        p->setPen(QPen(colour.lighter(130), 1, Qt::DashLine));
        p->setBrush(QBrush(colour.darker(200), Qt::BDiagPattern));
        p->drawRoundedRect(r, 2, 2);
        p->restore();
        return;
    }
    QLinearGradient gradient(r.topLeft(), r.bottomLeft());
    gradient.setColorAt(0, colour.lighter(118));
    gradient.setColorAt(1, colour.darker(112));
    p->setPen(QPen(colour.darker(160), 1));
    p->setBrush(gradient);
    p->drawRoundedRect(r, 2.5, 2.5);
    // Ears with screws.
    p->setBrush(colour.darker(135));
    p->setPen(Qt::NoPen);
    p->drawRect(QRectF(r.left(), r.top(), 7, r.height()));
    p->drawRect(QRectF(r.right() - 7, r.top(), 7, r.height()));

    const DeviceBudget* db = budgets.device(device.id);
    const QString model = part ? part->model : device.partId;
    const QString name = device.name.isEmpty() ? model : device.name;
    QFont font = p->font();
    font.setPixelSize(r.height() >= 16 ? 11 : 9);
    font.setBold(true);
    p->setFont(font);
    p->setPen(Qt::white);
    const QRectF text = r.adjusted(11, 0, -24, 0);
    const double lineHeight = 14;
    if (r.height() >= 2 * lineHeight + 2) {
        const QRectF first(text.left(), r.center().y() - lineHeight, text.width(), lineHeight);
        drawLineIn(p, first, p->fontMetrics().elidedText(name, Qt::ElideRight, int(text.width())));
        font.setBold(false);
        font.setPixelSize(9);
        p->setFont(font);
        p->setPen(QColor(255, 255, 255, 215));
        QStringList facts{device.id};
        if (name != model)
            facts << model;
        if (db) {
            if (db->gpus > 0)
                facts << tr("%n GPU(s)", nullptr, db->gpus);
            facts << tr("%1 kW").arg(kw(db->powerW));
        }
        drawLineIn(p, QRectF(text.left(), r.center().y(), text.width(), lineHeight),
                   p->fontMetrics().elidedText(facts.join(QStringLiteral(" · ")), Qt::ElideRight,
                                               int(text.width())));
    } else {
        const QString line = QStringLiteral("%1  %2").arg(name, device.id);
        drawLineIn(p, text, p->fontMetrics().elidedText(line, Qt::ElideRight, int(text.width())));
    }
    if (const auto severity = budgets.worstFinding(rack.id, device.id))
        paintMarker(p, QPointF(r.right() - 15, r.center().y()), qMin(6.5, r.height() / 2 - 1), *severity);
    p->restore();
}

void ElevationRenderer::paintPdu(QPainter* p, const Rack& rack, int index, const Budgets& budgets) const {
    const RackPdu& pdu = rack.pdus.at(index);
    const QRectF r = pduRect(rack, index);
    const QColor colour = KindStyle::color(PartKind::Pdu);
    p->save();
    p->setPen(QPen(colour.darker(160), 1));
    p->setBrush(colour);
    p->drawRoundedRect(r, 3, 3);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0x1b, 0x1f, 0x25));
    // The outlets, a 6 x 7 socket every 12 units, as one dashed stroke: as rectangles they were a sixth of
    // an SVG of 1,000 racks and of the time to write it (as rounded ones, a third).
    constexpr double kFirst = 30, kStep = 12, kSocket = 7, kWidth = 6;
    const int outlets = int(std::ceil((r.height() - 8 - kFirst) / kStep));
    if (outlets > 0) {
        QPen sockets(QColor(0x1b, 0x1f, 0x25), kWidth, Qt::CustomDashLine, Qt::FlatCap);
        sockets.setDashPattern({kSocket / kWidth, (kStep - kSocket) / kWidth});
        p->setPen(sockets);
        const double x = r.center().x(), top = r.top() + kFirst;
        p->drawLine(QPointF(x, top), QPointF(x, top + (outlets - 1) * kStep + kSocket));
    }
    QFont font = p->font();
    font.setPixelSize(9);
    font.setBold(true);
    p->setFont(font);
    p->setPen(Qt::white);
    p->translate(r.center().x(), r.top() + 4);
    p->rotate(90);
    drawLineIn(p, QRectF(0, -r.width() / 2, 24, r.width()),
               p->fontMetrics().elidedText(pdu.id, Qt::ElideRight, 24));
    p->restore();
    Q_UNUSED(budgets);
}
