#include "templates/templateplacement.h"

#include "analysis/analyzer.h"
#include "commands/cmddeviceadd.h"
#include "commands/cmdrackadd.h"
#include "model/designdocument.h"
#include "model/units.h"
#include "placement/mountcheck.h"

#include <QLocale>
#include <cmath>

namespace {

// The rack's planned power and its budget, analysed alone (other racks do not change either).
std::pair<double, double> rackPower(const Rack& rack, const PartIndex& parts) {
    Design alone;
    alone.racks = {rack};
    const Budgets budgets = analyze(alone, parts);
    const RackBudget* budget = budgets.rack(rack.id);
    return budget ? std::pair{budget->powerW, budget->powerBudgetW} : std::pair{0.0, 0.0};
}

} // namespace

PartPlacement::Result TemplatePlacement::fillRack(DesignDocument* document, const PartIndex& parts,
                                                  const QString& rackId, const DesignTemplate& server,
                                                  int count) {
    PartPlacement::Result result;
    Design working = document->design();
    const int r = working.rackIndex(rackId);
    if (r < 0 || server.kind != DesignTemplate::Kind::Server) {
        result.reason = tr("select a rack to fill with %1").arg(server.name);
        return result;
    }
    const Rack& rack = working.racks[r];
    const QString rackName = rack.name.isEmpty() ? rack.id : rack.name;
    const Device& model = server.server();
    const Part* part = parts.find(model.partId);
    const int height = part ? qMax(1, MountCheck::unitsOf(*part)) : 1;
    const int wanted = count == PartPlacement::kFill ? 1000 : count;
    auto* gesture = new DescribedCommand;
    while (result.added < wanted) {
        const int u = MountCheck::firstFreeU(working, parts, rackId, height);
        if (u == 0) {
            if (count != PartPlacement::kFill)
                result.reason =
                    tr("%1 has no %2 free units left for %3").arg(rackName).arg(height).arg(server.name);
            break;
        }
        Device device = model;
        device.id = working.uniqueId(PartPlacement::idPrefix(part ? part->kind : PartKind::Server));
        device.u = u;
        working.racks[r].devices.append(device);
        const auto [powerW, budgetW] = rackPower(working.racks[r], parts);
        if (budgetW > 0 && powerW > budgetW) {
            working.racks[r].devices.removeLast();
            result.reason = tr("another %1 would take %2 to %3 kW, over its %4 kW power budget")
                                .arg(server.name, rackName, QLocale().toString(powerW / 1000, 'f', 1),
                                     QLocale().toString(budgetW / 1000, 'f', 1));
            break;
        }
        new CmdDeviceAdd(document, rackId, device, -1, gesture);
        result.selectId = device.id;
        ++result.added;
    }
    if (result.added == 0) {
        delete gesture;
        return result;
    }
    gesture->describe([added = result.added, name = server.name, rackName] {
        return tr("Fill %1 with %n × %2", nullptr, added).arg(rackName, name);
    });
    result.command = gesture;
    return result;
}

PartPlacement::Result TemplatePlacement::addRack(DesignDocument* document, const DesignTemplate& rack,
                                                 int row) {
    PartPlacement::Result result;
    if (rack.kind != DesignTemplate::Kind::Rack) {
        result.reason = tr("%1 is a server template: fill a rack with it instead").arg(rack.name);
        return result;
    }
    Design working = document->design();
    const Rack& placed = PartPlacement::copyRackInto(working, rack.rack, row);
    result.command = new CmdRackAdd(document, placed, -1);
    static_cast<DescribedCommand*>(result.command)->describe([name = rack.name, id = placed.id] {
        return tr("Add rack %1 from the template %2").arg(id, name);
    });
    result.selectId = placed.id;
    result.added = 1;
    return result;
}
