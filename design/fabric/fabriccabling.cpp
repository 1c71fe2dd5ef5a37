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

bool speedFits(double partSpeed, double linkSpeed, bool* twin) {
    *twin = std::fabs(partSpeed - 2 * linkSpeed) < 1e-6;
    return *twin || std::fabs(partSpeed - linkSpeed) < 1e-6;
}

// The shortest part of `type` for the link that is at least `runM` long. A twin-port part on a host link
// must be a splitter (one switch cage to two hosts, connector "osfp-2xosfp"); between switches, not.
const Part* shortest(const PartIndex& parts, const QString& type, const QString& protocol, double speed,
                     double runM, bool hostEnd, bool* twin) {
    const Part* best = nullptr;
    for (const Part& part : parts.parts()) {
        const CableSpec* spec = part.cable();
        bool isTwin = false;
        if (!spec || spec->type != type || spec->protocol != protocol ||
            !speedFits(spec->speedGbps, speed, &isTwin) || spec->lengthM + 1e-9 < runM)
            continue;
        if (isTwin && spec->connector.contains(QLatin1String("2x")) != hostEnd)
            continue;
        if (!best || spec->lengthM < best->cable()->lengthM) {
            best = &part;
            *twin = isTwin;
        }
    }
    return best;
}

const Part* module(const PartIndex& parts, const QString& protocol, double speed, bool wantTwin) {
    for (const Part& part : parts.parts()) {
        const CableSpec* spec = part.cable();
        bool twin = false;
        if (spec && spec->type == QLatin1String("transceiver") && spec->protocol == protocol &&
            speedFits(spec->speedGbps, speed, &twin) && twin == wantTwin)
            return &part;
    }
    return nullptr;
}

} // namespace

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

CableChoice chooseCable(const PartIndex& parts, const QString& protocol, double speedGbps, double runM,
                        bool hostEnd) {
    CableChoice choice;
    for (const char* type : {"dac", "acc", "aoc"}) {
        bool twin = false;
        if (const Part* part =
                shortest(parts, QLatin1String(type), protocol, speedGbps, runM, hostEnd, &twin)) {
            choice.partId = part->id;
            choice.type = QLatin1String(type);
            choice.lengthM = part->cable()->lengthM;
            choice.twinPort = twin;
            return choice;
        }
    }
    // Optics: a twin-port module on a switch cage where the catalog has one, single-port on hosts.
    const Part* twinModule = module(parts, protocol, speedGbps, true);
    const Part* singleModule = module(parts, protocol, speedGbps, false);
    if (!twinModule && !singleModule)
        return choice;
    choice.switchModuleId = (twinModule ? twinModule : singleModule)->id;
    choice.switchModuleTwin = twinModule != nullptr;
    if (hostEnd)
        choice.hostModuleId = (singleModule ? singleModule : twinModule)->id;
    const Part* fibre = nullptr;
    for (const Part& part : parts.parts()) {
        const CableSpec* spec = part.cable();
        if (spec && spec->type == QLatin1String("fiber") && spec->lengthM + 1e-9 >= runM &&
            spec->connector.startsWith(QLatin1String(speedGbps >= 40 ? "mpo" : "lc")) &&
            (!fibre || spec->lengthM < fibre->cable()->lengthM))
            fibre = &part;
    }
    if (fibre) {
        choice.partId = fibre->id;
        choice.type = QStringLiteral("fiber");
        choice.lengthM = fibre->cable()->lengthM;
    }
    return choice;
}
