#include "floor/hallplanview.h"

#include "analysis/liveanalysis.h"
#include "commands/cmdhallset.h"
#include "commands/cmdhallunitmove.h"
#include "facility/hallplacement.h"
#include "floor/hallplangeometry.h"
#include "floor/hallplanstyle.h"
#include "floor/rackscene.h"
#include "palette/partmime.h"

#include <QDragEnterEvent>
#include <QEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace {

constexpr int kPlanMarginPx = 8;

const FacilitySpec* planSpec(const LiveAnalysis* analysis, const QString& partId) {
    const Part* part = analysis->parts().find(partId);
    return part ? part->facility() : nullptr;
}

} // namespace

HallPlanView::HallPlanView(LiveAnalysis* analysis, RackScene* scene, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mScene(scene) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAcceptDrops(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(mAnalysis, &LiveAnalysis::updated, this, qOverload<>(&QWidget::update));
}

QRectF HallPlanView::Frame::map(const QRectF& mm) const {
    const QRectF r = transposed ? QRectF(mm.y(), mm.x(), mm.height(), mm.width()) : mm;
    return QRectF(offset + r.topLeft() * scale, r.size() * scale);
}

QPointF HallPlanView::Frame::unmap(QPointF px) const {
    const QPointF mm = (px - offset) / scale;
    return transposed ? QPointF(mm.y(), mm.x()) : mm;
}

HallPlanView::Frame HallPlanView::frame(const HallPlanGeometry& g) const {
    const QRectF area(kPlanMarginPx, kPlanMarginPx, width() - 2 * kPlanMarginPx,
                      height() - 2 * kPlanMarginPx);
    const QRectF hall = g.hallRect();
    const double across = std::min(area.width() / hall.width(), area.height() / hall.height());
    const double turned = std::min(area.width() / hall.height(), area.height() / hall.width());
    Frame f;
    f.transposed = turned > across * 1.05;
    f.scale = std::max(1e-6, f.transposed ? turned : across);
    const QSizeF drawn = f.transposed ? QSizeF(hall.height(), hall.width()) : hall.size();
    f.offset = area.center() - QPointF(drawn.width(), drawn.height()) * f.scale / 2;
    return f;
}

bool HallPlanView::transposed() const {
    const auto& hall = mAnalysis->document()->design().hall;
    return hall && frame(HallPlanGeometry(*hall)).transposed;
}

void HallPlanView::drawLabel(QPainter& p, const QRectF& r, const QString& text, int flags) {
    if (r.height() > r.width() * 1.5 && QFontMetricsF(p.font()).horizontalAdvance(text) > r.width()) {
        p.save();
        p.translate(r.center());
        p.rotate(-90);
        p.drawText(QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width()), flags, text);
        p.restore();
        return;
    }
    p.drawText(r, flags, text);
}

std::pair<int, int> HallPlanView::placeOf(const QString& id) const {
    const Design& design = mAnalysis->document()->design();
    if (const int r = design.rackIndex(id); r >= 0)
        return {design.racks[r].row, design.racks[r].position};
    if (design.hall)
        if (const HallUnit* unit = design.hall->unit(id))
            return {unit->row, unit->position};
    return {-2, 0};
}

QStringList HallPlanView::itemIds() const {
    const Design& design = mAnalysis->document()->design();
    QStringList ids;
    for (const Rack& rack : design.racks)
        ids.append(rack.id);
    if (design.hall)
        for (const HallUnit* unit : design.hall->units())
            ids.append(unit->id);
    return ids;
}

QRectF HallPlanView::itemRect(const QString& id) const {
    const Design& design = mAnalysis->document()->design();
    if (!design.hall)
        return {};
    const auto [row, position] = placeOf(id);
    if (row < -1 || row > design.hall->rows || position >= design.hall->positions)
        return {};
    const HallPlanGeometry g(*design.hall);
    return frame(g).map(g.placeRect(row, position)).adjusted(1, 1, -1, -1);
}

QRectF HallPlanView::placeRect(int row, int position) const {
    const auto& hall = mAnalysis->document()->design().hall;
    if (!hall)
        return {};
    const HallPlanGeometry g(*hall);
    return frame(g).map(g.placeRect(row, position));
}

QString HallPlanView::itemAt(QPointF px) const {
    const QStringList ids = itemIds();
    for (auto it = ids.crbegin(); it != ids.crend(); ++it) // units are drawn over racks
        if (itemRect(*it).contains(px))
            return *it;
    return {};
}

void HallPlanView::select(const QString& id) {
    if (id == mSelected)
        return;
    mSelected = id;
    update();
    emit selectionChanged(id);
}

bool HallPlanView::moveTo(const QString& id, int row, int position, QString* reason) {
    DesignDocument* document = mAnalysis->document();
    const Design& design = document->design();
    const auto fail = [&](const QString& why) {
        if (reason)
            *reason = why;
        emit statusMessage(why);
        return false;
    };
    if (!design.hall)
        return fail(tr("the design has no hall"));
    const Hall& hall = *design.hall;
    if (const HallUnit* unit = hall.unit(id)) {
        if (unit->row == row && unit->position == position)
            return true;
        const QString problem =
            HallPlacement::unitPlaceProblem(design, mAnalysis->parts(), unit->partId, row, position, id);
        if (!problem.isEmpty())
            return fail(tr("%1 cannot go to row %2, place %3: %4")
                            .arg(id)
                            .arg(row + 1)
                            .arg(position + 1)
                            .arg(problem));
        document->undoStack()->push(new CmdHallUnitMove(document, id, row, position));
        emit statusMessage(document->undoStack()->text(document->undoStack()->index() - 1));
        return true;
    }
    if (design.rackIndex(id) < 0)
        return fail(tr("no rack or unit %1").arg(id));
    if (hall.isWallRow(row) || position >= hall.positions)
        return fail(tr("racks stand in the rows of the hall"));
    const QString other = HallPlacement::occupant(design, mAnalysis->parts(), row, position, id);
    if (!other.isEmpty() && design.rackIndex(other) < 0)
        return fail(tr("%1 stands at row %2, place %3").arg(other).arg(row + 1).arg(position + 1));
    return mScene->moveRack(id, row, position, reason); // onto another rack: the two swap
}

bool HallPlanView::nudge(int dRow, int dPosition) {
    if (mSelected.isEmpty())
        return false;
    const auto [row, position] = placeOf(mSelected);
    if (row < -1)
        return false;
    return moveTo(mSelected, row + dRow, position + dPosition);
}

void HallPlanView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const Design& design = mAnalysis->document()->design();
    if (!design.hall) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("This design has no hall yet. Add one in the inspector's Facility section (select "
                      "nothing on the floor), or with Hall > Add a Hall."));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    paintPlan(p, *design.hall);
}

void HallPlanView::paintPlan(QPainter& p, const Hall& hall) {
    const HallPlanGeometry g(hall);
    const Frame f = frame(g);
    const Budgets& budgets = mAnalysis->budgets();
    const FacilityReport* report = budgets.facility ? &*budgets.facility : nullptr;
    const QColor text = palette().color(QPalette::Text);
    p.setPen(QPen(HallPlanStyle::wall(), 2));
    p.setBrush(HallPlanStyle::floor());
    p.drawRect(f.map(g.hallRect()));
    const double tilePx = g.tileMm() * f.scale;
    QFont small = font();
    small.setPixelSize(std::clamp(int(tilePx * 0.28), 8, 12));
    p.setFont(small);
    // Aisles, hot and cold.
    for (int aisle = 0; aisle <= hall.rows; ++aisle) {
        const QString kind = g.aisleKind(aisle);
        const QRectF r = f.map(g.aisleRect(aisle));
        p.setPen(Qt::NoPen);
        p.setBrush(HallPlanStyle::aisle(kind));
        p.drawRect(r);
        if (std::min(r.height(), r.width()) >= 14) {
            p.setPen(HallPlanStyle::aisleText(kind));
            drawLabel(p, r,
                      kind == QLatin1String("cold")  ? tr("cold aisle")
                      : kind == QLatin1String("hot") ? tr("hot aisle")
                                                     : tr("aisle"),
                      Qt::AlignCenter);
        }
    }
    // The walls' bands and every rack position.
    for (int row = -1; row <= hall.rows; ++row) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(HallPlanStyle::grid(), 1, Qt::DotLine));
        for (int position = 0; position < hall.positions; ++position)
            p.drawRect(f.map(g.placeRect(row, position)).adjusted(1, 1, -1, -1));
        if (!hall.isWallRow(row) && tilePx >= 10) {
            p.setPen(palette().color(QPalette::PlaceholderText));
            const QRectF r = f.map(g.rowRect(row));
            const QRectF label = f.transposed ? QRectF(r.left(), r.top() - tilePx, r.width(), tilePx)
                                              : QRectF(r.left() - tilePx, r.top(), tilePx, r.height());
            p.drawText(label, Qt::AlignCenter, QString::number(row + 1));
        }
    }
    paintLoop(p, hall, false); // its pipes under the racks
    // Racks, coloured by what limits them.
    const Design& design = mAnalysis->document()->design();
    for (const Rack& rack : design.racks) {
        const QRectF r = itemRect(rack.id);
        if (r.isEmpty())
            continue;
        const RackFacility* rf = report ? report->rack(rack.id) : nullptr;
        const HallResource limit = rf ? rf->limit : HallResource::None;
        const double share = rf ? rf->limitShare : 0;
        p.setPen(QPen(share > 1 ? HallPlanStyle::over() : HallPlanStyle::outline(), share > 1 ? 2 : 1));
        p.setBrush(HallPlanStyle::resource(limit, share));
        p.drawRoundedRect(r, 2, 2);
        // The front edge, darker: which way the rack faces (up, or left when the rows are columns).
        const bool up = g.facesUp(rack.row);
        p.setPen(QPen(HallPlanStyle::outline(), 3));
        if (f.transposed)
            p.drawLine(up ? r.topLeft() : r.topRight(), up ? r.bottomLeft() : r.bottomRight());
        else
            p.drawLine(up ? r.topLeft() : r.bottomLeft(), up ? r.topRight() : r.bottomRight());
        // The id, and the share of what limits it below where both fit.
        const QFontMetricsF fm(p.font());
        if (fm.horizontalAdvance(rack.id) <= r.width() - 2) {
            p.setPen(share > 1 ? Qt::white : text);
            const QString percent = QLocale().toString(share * 100, 'f', 0) + QLatin1Char('%');
            const bool both = share > 0 && r.height() >= 2.2 * fm.height() &&
                              fm.horizontalAdvance(percent) <= r.width() - 2;
            p.drawText(r, Qt::AlignCenter, both ? rack.id + QLatin1Char('\n') + percent : rack.id);
        }
    }
    // The hall's units: air units and CDUs.
    for (const HallUnit* unit : hall.units()) {
        const QRectF r = itemRect(unit->id);
        if (r.isEmpty())
            continue;
        const FacilitySpec* spec = planSpec(mAnalysis, unit->partId);
        const bool cdu = spec && spec->type == FacilityType::Cdu;
        p.setPen(QPen(HallPlanStyle::outline(), 1));
        p.setBrush(cdu ? HallPlanStyle::cdu() : HallPlanStyle::airUnit());
        p.drawRect(r);
        if (QFontMetricsF(p.font()).horizontalAdvance(unit->id) <= r.width() - 2) {
            p.setPen(Qt::white);
            p.drawText(r, Qt::AlignCenter, unit->id);
        }
    }
    paintLoop(p, hall, true); // and its racks outlined over them
    // The selection and the drag's target.
    if (const QRectF r = itemRect(mSelected); !r.isEmpty()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(HallPlanStyle::selection(), 3));
        p.drawRect(r.adjusted(-2, -2, 2, 2));
    }
    if (!mDragging.isEmpty() && mDragMoved) {
        const auto [row, position] = g.placeAt(f.unmap(mDragPx));
        p.setPen(QPen(HallPlanStyle::selection(), 2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(f.map(g.placeRect(row, position)));
    }
}

void HallPlanView::paintLoop(QPainter& p, const Hall& hall, bool outlines) {
    // The loop of the selected CDU, or of the selected rack.
    int loop = -1;
    for (qsizetype l = 0; l < hall.loops.size() && loop < 0; ++l)
        for (const HallUnit& cdu : hall.loops[l].cdus)
            if (cdu.id == mSelected)
                loop = int(l);
    if (loop < 0 && mAnalysis->document()->design().rackIndex(mSelected) >= 0)
        loop = hall.loopOf(mSelected);
    if (loop < 0 || !mAnalysis->budgets().facility)
        return;
    const FacilityReport& report = *mAnalysis->budgets().facility;
    if (loop >= report.loops.size())
        return;
    const LoopBudget& budget = report.loops[loop];
    QColor pipe = HallPlanStyle::cdu();
    pipe.setAlpha(outlines ? 255 : 140);
    p.setPen(QPen(pipe, outlines ? 2 : 1.5, outlines ? Qt::SolidLine : Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    for (const QString& rackId : budget.rackIds) {
        const QRectF to = itemRect(rackId);
        if (to.isEmpty())
            continue;
        if (outlines) {
            p.drawRect(to.adjusted(-2, -2, 2, 2));
            continue;
        }
        for (const HallUnit& cdu : hall.loops[loop].cdus)
            if (const QRectF from = itemRect(cdu.id); !from.isEmpty())
                p.drawLine(from.center(), to.center());
    }
}

void HallPlanView::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton)
        return;
    const QString id = itemAt(event->position());
    select(id);
    mDragging = id;
    mPressPx = event->position();
    mDragPx = mPressPx;
    mDragMoved = false;
}

void HallPlanView::mouseMoveEvent(QMouseEvent* event) {
    if (mDragging.isEmpty() || !(event->buttons() & Qt::LeftButton)) {
        const QString id = itemAt(event->position());
        const Budgets& budgets = mAnalysis->budgets();
        QString tip;
        if (const RackFacility* rf = budgets.facility ? budgets.facility->rack(id) : nullptr)
            tip = tr("%1: limited by %2 (%3 % of it) · %4 kg/m² on the floor")
                      .arg(id, hallResourceLabel(rf->limit), QLocale().toString(rf->limitShare * 100, 'f', 0),
                           QLocale().toString(rf->loadKgM2, 'f', 0));
        else if (!id.isEmpty())
            tip = id;
        setToolTip(tip);
        return;
    }
    mDragPx = event->position();
    mDragMoved = mDragMoved || (mDragPx - mPressPx).manhattanLength() > 4;
    update();
}

void HallPlanView::mouseReleaseEvent(QMouseEvent* event) {
    const QString id = mDragging;
    mDragging.clear();
    if (id.isEmpty() || !mDragMoved || event->button() != Qt::LeftButton) {
        update();
        return;
    }
    const Design& design = mAnalysis->document()->design();
    if (design.hall) {
        const HallPlanGeometry g(*design.hall);
        const auto [row, position] = g.placeAt(frame(g).unmap(event->position()));
        moveTo(id, row, position);
    }
    update();
}

void HallPlanView::keyPressEvent(QKeyEvent* event) {
    // The arrows move what is drawn: along a row left and right, or up and down when rows are columns.
    const bool t = transposed();
    switch (event->key()) {
    case Qt::Key_Left:
        t ? nudge(-1, 0) : nudge(0, -1);
        return;
    case Qt::Key_Right:
        t ? nudge(1, 0) : nudge(0, 1);
        return;
    case Qt::Key_Up:
        t ? nudge(0, -1) : nudge(-1, 0);
        return;
    case Qt::Key_Down:
        t ? nudge(0, 1) : nudge(1, 0);
        return;
    case Qt::Key_Escape:
        select(QString());
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

bool HallPlanView::focusNextPrevChild(bool next) {
    // Tab and Shift+Tab pick the next rack or unit on the plan.
    const QStringList ids = itemIds();
    if (ids.isEmpty())
        return QWidget::focusNextPrevChild(next);
    // Past the last (or before the first) the focus moves on to the next widget.
    const qsizetype at = ids.indexOf(mSelected);
    const qsizetype to = at < 0 ? (next ? 0 : ids.size() - 1) : at + (next ? 1 : -1);
    if (to < 0 || to >= ids.size()) {
        select(QString());
        return QWidget::focusNextPrevChild(next);
    }
    select(ids[to]);
    return true;
}

void HallPlanView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

bool HallPlanView::dropPart(const QString& partId, QPointF px, QString* reason) {
    DesignDocument* document = mAnalysis->document();
    const Design& design = document->design();
    const auto fail = [&](const QString& why) {
        if (reason)
            *reason = why;
        emit statusMessage(why);
        return false;
    };
    if (!design.hall)
        return fail(tr("the design has no hall"));
    const HallPlanGeometry g(*design.hall);
    const auto [row, position] = g.placeAt(frame(g).unmap(px));
    const QString problem =
        HallPlacement::unitPlaceProblem(design, mAnalysis->parts(), partId, row, position);
    if (!problem.isEmpty())
        return fail(
            tr("cannot place it at row %1, place %2: %3").arg(row + 1).arg(position + 1).arg(problem));
    // A CDU joins the loop of the rack beside it, else the first loop.
    int loop = 0;
    for (int d : {0, -1, 1})
        if (const QString rack = HallPlacement::occupant(design, mAnalysis->parts(), row, position + d);
            d != 0 && !rack.isEmpty() && design.rackIndex(rack) >= 0) {
            loop = std::max(0, design.hall->loopOf(rack));
            break;
        }
    QString error;
    auto hall = HallPlacement::withUnitAdded(design, mAnalysis->parts(), partId, loop, &error);
    if (!hall)
        return fail(error);
    // withUnitAdded put it at the first free place: this drop's place instead.
    HallUnit* added = hall->loops.isEmpty() || hall->airUnits.size() > design.hall->airUnits.size()
                          ? &hall->airUnits.last()
                          : &hall->loops[std::min<qsizetype>(loop, hall->loops.size() - 1)].cdus.last();
    added->row = row;
    added->position = position;
    const Part* part = mAnalysis->parts().find(partId);
    const QString model = part ? part->model : partId;
    document->undoStack()->push(
        new CmdHallSet(document, hall, [model] { return tr("Add %1 to the hall").arg(model); }));
    select(added->id);
    return true;
}

void HallPlanView::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(PartMime::kType))
        event->acceptProposedAction();
}

void HallPlanView::dragMoveEvent(QDragMoveEvent* event) {
    if (event->mimeData()->hasFormat(PartMime::kType))
        event->acceptProposedAction();
}

void HallPlanView::dropEvent(QDropEvent* event) {
    const QString partId = QString::fromUtf8(event->mimeData()->data(PartMime::kType));
    if (dropPart(partId, event->position()))
        event->acceptProposedAction();
}
