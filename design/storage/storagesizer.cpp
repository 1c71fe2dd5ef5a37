#include "storage/storagesizer.h"

#include "storage/designstorage.h"

#include "fabric/fabricsizer.h"
#include "model/designlimits.h"
#include "model/idreserver.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace {

int atLeast(double need, double have, double each) {
    return need > have && each > 0 ? int(std::ceil((need - have) / each - 1e-9)) : 0;
}

bool isEstimated(const Part& part, StorageLimit limit) {
    switch (limit) {
    case StorageLimit::Capacity:
        return part.isEstimated(QStringLiteral("spec.storage_system.usable_capacity_tb"));
    case StorageLimit::Write:
        return part.isEstimated(QStringLiteral("spec.storage_system.write_gbs"));
    case StorageLimit::Read:
        return part.isEstimated(QStringLiteral("spec.storage_system.read_gbs"));
    }
    return false;
}

// The NIC parts of a system's contents and the technologies their ports run.
QMap<QString, QStringList> nicTechnologies(const Part& system, const PartIndex& parts) {
    QMap<QString, QStringList> nics;
    for (const SystemContent& c : system.system()->contents)
        if (const Part* nic = parts.find(c.partId); nic && nic->nic())
            for (const QString& technology : {QStringLiteral("infiniband"), QStringLiteral("ethernet")})
                for (const PortGroup& group : nic->nic()->ports)
                    if (group.speaks(technology) && !nics[c.partId].contains(technology))
                        nics[c.partId] << technology;
    return nics;
}

// A GPU node's NIC parts that no fabric takes, with the technologies they run.
QMap<QString, QStringList> freeNodeNics(const Design& design, const PartIndex& parts) {
    QSet<QString> taken;
    for (const Fabric& fabric : design.fabrics)
        for (const QString& nic : fabric.nicPartIds)
            taken.insert(nic);
    QMap<QString, QStringList> free;
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            if (!deviceHoldsGpus(device, parts))
                continue;
            QStringList ids;
            for (const Component& c : device.components)
                ids << c.partId;
            if (const Part* part = parts.find(device.partId); part && part->system())
                for (const SystemContent& c : part->system()->contents)
                    ids << c.partId;
            for (const QString& id : std::as_const(ids))
                if (const Part* nic = parts.find(id); nic && nic->nic() && !taken.contains(id))
                    for (const PortGroup& group : nic->nic()->ports)
                        for (const QString& technology :
                             {QStringLiteral("infiniband"), QStringLiteral("ethernet")})
                            if (group.speaks(technology) && !free[id].contains(technology))
                                free[id] << technology;
            return free; // the GPU nodes of a design are alike enough: the first one's
        }
    return free;
}

// The catalog switch with the most ports at `speedGbps` of `technology`, priced ones first.
QString switchFor(const PartIndex& parts, const DesignSettings& settings, const QString& technology,
                  double speedGbps) {
    QString best;
    std::pair<bool, int> bestScore{false, 0};
    for (const Part* part : parts.ofKind(PartKind::Switch)) {
        const int radix = switchRadix(*part, technology, speedGbps);
        if (radix <= 0)
            continue;
        const bool priced = part->price && settings.exchangeRate(part->price->currency) > 0;
        if (const std::pair<bool, int> score{priced, radix}; score > bestScore) {
            best = part->id;
            bestScore = score;
        }
    }
    return best;
}

double fastestPort(const Part& nic, const QString& technology) {
    double speed = 0;
    for (const PortGroup& group : nic.nic()->ports)
        if (group.speaks(technology))
            speed = std::max(speed, group.speedGbps);
    return speed;
}

// A NIC part another fabric takes already (a GPU node's compute NIC): joining it to this one would put the
// nodes' ports of that part on both.
bool onOtherFabric(const Design& design, const QString& fabricId, const QString& nic) {
    return std::any_of(design.fabrics.cbegin(), design.fabrics.cend(),
                       [&](const Fabric& f) { return f.id != fabricId && f.nicPartIds.contains(nic); });
}

QString mostCommonRack(const Design& design) {
    QMap<QString, int> counts;
    for (const Rack& rack : design.racks)
        ++counts[rack.partId];
    QString best = QStringLiteral("rack-42u-600x1200");
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > counts.value(best))
            best = it.key();
    return best;
}

} // namespace

StorageSizing sizeStorage(const Part& system, const StorageRequirement& need, const DesignSettings& settings,
                          const StorageHave& have) {
    StorageSizing s;
    s.partId = system.id;
    s.name = system.displayName();
    const StorageSystemSpec& spec = *system.system()->storage;
    const int byCapacity = atLeast(need.capacityTb(), have.capacityTb, spec.usableCapacityTb);
    const int byWrite = atLeast(need.writeGbs(), have.writeGbs, spec.writeGbs);
    const int byRead = atLeast(need.readGbs(), have.readGbs, spec.readGbs);
    // A file system of its own needs the vendor's fewest (a WEKApod: eight servers).
    s.systems = std::max({byCapacity, byWrite, byRead, have.capacityTb > 0 ? 0 : spec.minSystems});
    s.limitedBy = byWrite >= byCapacity && byWrite >= byRead ? StorageLimit::Write
                  : byRead > byCapacity                      ? StorageLimit::Read
                                                             : StorageLimit::Capacity;
    s.estimated = isEstimated(system, s.limitedBy);
    s.capacityTb = have.capacityTb + s.systems * spec.usableCapacityTb;
    s.readGbs = have.readGbs + s.systems * spec.readGbs;
    s.writeGbs = have.writeGbs + s.systems * spec.writeGbs;
    s.powerW = s.systems * system.maxPowerW;
    const double rate = system.price ? settings.exchangeRate(system.price->currency) : 0;
    s.priced = rate > 0;
    s.price = s.priced ? s.systems * system.price->amount * rate : 0;
    return s;
}

QList<StorageSizing> storageOptions(const PartIndex& parts, const StorageRequirement& need,
                                    const DesignSettings& settings, const StorageHave& have) {
    QList<StorageSizing> options;
    for (const Part* part : parts.ofKind(PartKind::System))
        if (part->system() && part->system()->storage)
            options.append(sizeStorage(*part, need, settings, have));
    std::stable_sort(options.begin(), options.end(), [](const StorageSizing& a, const StorageSizing& b) {
        if (a.priced != b.priced)
            return a.priced;
        return a.price < b.price;
    });
    return options;
}

std::optional<Design> addStorage(const Design& design, const PartIndex& parts, const StorageSizing& sizing,
                                 QString* error, const StoragePlacement& placement) {
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const Part* system = parts.find(sizing.partId);
    if (!system || !system->system() || !system->system()->storage)
        return fail(QCoreApplication::translate("Storage", "%1 is not a storage system of the catalog")
                        .arg(sizing.partId));
    Design result = design;
    if (sizing.systems <= 0)
        return result;

    // The racks: as many systems a rack as its height and power budget take.
    const QString rackPartId = placement.rackPartId.isEmpty() ? mostCommonRack(design) : placement.rackPartId;
    const Part* rackPart = parts.find(rackPartId);
    if (!rackPart || !rackPart->rack())
        return fail(
            QCoreApplication::translate("Storage", "%1 is not a rack of the catalog").arg(rackPartId));
    const double budget = placement.rackBudgetW > 0 ? placement.rackBudgetW : rackPart->rack()->powerBudgetW;
    const int height = std::max(1, int(std::lround(system->heightU)));
    const int byHeight = int(rackPart->heightU) / height;
    const int byPower = system->maxPowerW > 0 ? int(budget / system->maxPowerW) : byHeight;
    const int perRack = std::min(byHeight, byPower);
    if (perRack <= 0)
        return fail(QCoreApplication::translate("Storage", "%1 (%2 W) does not fit a %3 within %4 W")
                        .arg(system->displayName())
                        .arg(system->maxPowerW)
                        .arg(rackPart->displayName())
                        .arg(budget));
    const int racks = (sizing.systems + perRack - 1) / perRack;
    if (result.racks.size() + racks > DesignLimits::kMaxRacks)
        return fail(DesignLimits::tooManyRacks(result.racks.size() + racks));
    int row = 0;
    for (const Rack& rack : design.racks)
        row = std::max(row, rack.row + 1);
    IdReserver ids(result);
    for (int r = 0, placed = 0; r < racks; ++r) {
        Rack rack;
        rack.id = ids.next(QStringLiteral("STOR"));
        rack.partId = rackPartId;
        rack.row = row;
        rack.position = r;
        if (placement.rackBudgetW > 0)
            rack.powerBudgetW = placement.rackBudgetW;
        for (int k = 0; k < perRack && placed < sizing.systems; ++k, ++placed) {
            Device device;
            device.id = ids.next(QStringLiteral("stor"));
            device.partId = system->id;
            device.u = 1 + k * height;
            device.psuRedundancy = system->system()->psuRedundancy.isEmpty()
                                       ? QStringLiteral("N+1")
                                       : system->system()->psuRedundancy;
            rack.devices.append(device);
        }
        result.racks.append(rack);
    }

    // The fabric: the storage fabric its ports run, else a new one with the GPU nodes' free NICs, else the
    // compute fabric.
    const QMap<QString, QStringList> own = nicTechnologies(*system, parts);
    std::optional<Fabric> joined;
    for (const QString& role : {QStringLiteral("storage"), QStringLiteral("compute")}) {
        for (const Fabric& fabric : std::as_const(result.fabrics)) {
            if (fabric.role != role || joined)
                continue;
            for (auto it = own.cbegin(); it != own.cend(); ++it)
                if (it.value().contains(fabric.technology) && !joined &&
                    !onOtherFabric(result, fabric.id, it.key())) {
                    joined = fabric;
                    if (!joined->nicPartIds.contains(it.key()))
                        joined->nicPartIds << it.key();
                    // Storage systems have other port counts than the nodes: no rails.
                    if (role == QLatin1String("storage"))
                        joined->topology = QStringLiteral("fat-tree");
                }
        }
        if (joined || role != QLatin1String("storage"))
            continue;
        // No storage fabric they run: one over the GPU nodes' NICs no fabric takes.
        const QMap<QString, QStringList> free = freeNodeNics(result, parts);
        for (auto n = free.cbegin(); n != free.cend() && !joined; ++n)
            for (auto it = own.cbegin(); it != own.cend() && !joined; ++it)
                for (const QString& technology : it.value())
                    if (n.value().contains(technology) && !joined &&
                        !onOtherFabric(result, QString(), it.key())) {
                        Fabric fabric;
                        fabric.id = QStringLiteral("storage");
                        for (int k = 2; std::any_of(result.fabrics.cbegin(), result.fabrics.cend(),
                                                    [&](const Fabric& f) { return f.id == fabric.id; });
                             ++k)
                            fabric.id = QStringLiteral("storage-%1").arg(k);
                        fabric.role = QStringLiteral("storage");
                        fabric.technology = technology;
                        fabric.topology = QStringLiteral("fat-tree");
                        fabric.placement = QStringLiteral("new-racks");
                        fabric.nicPartIds = {n.key(), it.key()};
                        fabric.switchPartId = switchFor(parts, design.settings, technology,
                                                        fastestPort(*parts.find(n.key()), technology));
                        if (!fabric.switchPartId.isEmpty())
                            joined = fabric;
                    }
    }
    if (!joined)
        return fail(QCoreApplication::translate(
                        "Storage",
                        "%1's ports run no fabric of the design, and the GPU nodes have no free NIC "
                        "of their kind for a storage fabric")
                        .arg(system->displayName()));
    const std::optional<Design> fabricked =
        applyFabric(result, parts, *joined, error, placement.networkRacks);
    if (!fabricked)
        return std::nullopt;
    return fabricked;
}
