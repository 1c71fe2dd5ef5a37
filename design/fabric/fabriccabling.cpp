#include "fabric/fabriccabling.h"

#include "model/design.h"
#include "parts/partindex.h"

#include <cmath>

namespace {

constexpr double kUnitM = 0.04445;     // one rack unit
constexpr double kTrayRiseM = 0.3;     // from the top of a rack into the overhead tray
constexpr double kEndAllowanceM = 0.5; // at each end, from the port to the rail or tray
constexpr double kAisleM = 1.2;        // between rows, front to back
constexpr double kSlack = 1.10;

bool same(double a, double b) {
    return std::fabs(a - b) < 1e-6;
}

// A splitter's connector names its legs: "osfp-2xosfp" is one twin-port plug to two single-port plugs.
bool isSplitter(const CableSpec& spec) {
    for (int legs = 2; legs <= 8; legs *= 2)
        if (spec.connector.contains(QStringLiteral("%1x").arg(legs)))
            return true;
    return false;
}

} // namespace

QList<const Part*> copperCables(const PartIndex& parts, const QString& protocol, double linkGbps, int legs,
                                bool splitter) {
    const QString legsText = QStringLiteral("%1x").arg(legs);
    QList<const Part*> cables;
    for (const char* type : {"dac", "acc", "aoc"}) {
        const qsizetype first = cables.size();
        for (const Part* part : parts.ofKind(PartKind::Cable)) {
            const CableSpec* spec = part->cable();
            if (!spec || spec->type != QLatin1String(type) || !spec->speaks(protocol) ||
                !same(spec->speedGbps, linkGbps * legs))
                continue;
            if (splitter ? !spec->connector.contains(legsText) : isSplitter(*spec))
                continue;
            cables.append(part);
        }
        std::stable_sort(cables.begin() + first, cables.end(), [](const Part* a, const Part* b) {
            return a->cable()->lengthM < b->cable()->lengthM;
        });
    }
    return cables;
}

const Part* cableForRun(const QList<const Part*>& cables, double runM) {
    for (const Part* cable : cables)
        if (cable->cable()->lengthM + 1e-9 >= runM)
            return cable;
    return nullptr;
}

const Part* copperCable(const PartIndex& parts, const QString& protocol, double linkGbps, int legs,
                        bool splitter, double runM) {
    return cableForRun(copperCables(parts, protocol, linkGbps, legs, splitter), runM);
}

CablePoint cablePoint(const Rack& rack, int u, const PartIndex& parts) {
    CablePoint point;
    point.row = rack.row;
    point.position = rack.position;
    point.u = u;
    point.rackId = rack.id;
    if (const Part* part = parts.find(rack.partId)) {
        if (part->heightU > 0)
            point.rackUnits = int(part->heightU);
        if (const RackSpec* spec = part->rack()) {
            if (spec->widthMm > 0)
                point.rackWidthM = spec->widthMm / 1000.0;
            if (spec->depthMm > 0)
                point.rackDepthM = spec->depthMm / 1000.0;
        }
    }
    return point;
}

double cableRunM(const CablePoint& a, const CablePoint& b) {
    const bool sameRack = a.row == b.row && a.position == b.position && a.rackId == b.rackId;
    if (sameRack)
        return std::abs(a.u - b.u) * kUnitM + 2 * kEndAllowanceM;
    const auto rise = [](const CablePoint& p) { return (p.rackUnits - p.u + 1) * kUnitM + kTrayRiseM; };
    const double along = std::abs(a.position - b.position) * std::max(a.rackWidthM, b.rackWidthM) +
                         std::abs(a.row - b.row) * (std::max(a.rackDepthM, b.rackDepthM) + kAisleM);
    return (rise(a) + rise(b) + along + 2 * kEndAllowanceM) * kSlack;
}
