#pragma once

#include "model/design.h"
#include "power/pduplan.h"

#include <QHash>
#include <QStringList>

#include <mutex>
#include <optional>
#include <utility>

class PartIndex;
struct Part;

// The racks of an explored variant (docs/explore.md, "A variant"): which catalog rack holds its nodes, the
// PDUs of every rack, and where the racks stand on the floor.

// The catalog rack of `cooling` ("air", "rdhx", "liquid": RackSpec::cooling) for nodes of `chassis`: tall
// enough, with a liquid loop when the chassis gives heat to liquid, a priced one before one without (the
// variant's cost complete), then the most power per rack up to `rackKw` its air (and liquid) cooling can
// take, then the cheapest. Its budget is the power each rack is given. Empty when none is.
std::pair<QString, double> rackFor(const Part& chassis, const PartIndex& parts, double rackKw,
                                   const QString& cooling);

// Whether `chassis` is a rack-scale system that brings its own rack (GB200 NVL72, 48U): more than half a
// rack tall, one to a rack. Its rack's power budget is its own, not the floor's per-rack budget.
bool bringsOwnRack(const Part& chassis);

// The PDU strips planned for each build of rack, shared by the variants (those of one system differ in
// their fabric, not in their node racks) and their threads.
class PduPlans {
public:
    // The rack's plan (planRackPdus), worked out on a design of that rack alone the first time a rack built
    // like it is asked for.
    std::optional<PduPlan> plan(const Rack& rack, const DesignSettings& settings, const PartIndex& parts);

private:
    std::mutex mLock;
    QHash<QString, std::optional<PduPlan>> mPlans; // by the rack part and its devices
};

// The 0U PDUs of every rack of a variant (A/B strips that carry the rack with a feed lost, their cords
// automatic); the reason when some rack has no strip set that carries it.
void addPdus(Design& design, const PartIndex& parts, PduPlans& plans, QStringList* reasons);

// The racks on the floor: the network racks amid the node racks (the leaves' cables run to both sides), in
// rows of `rowLength` in that order (0: rows of 2 x sqrt(racks), a floor about as deep as it is long).
void layOutFloor(Design& design, const QString& nodePartId, int rowLength);
