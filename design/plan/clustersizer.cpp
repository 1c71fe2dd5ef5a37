#include "plan/clustersizer.h"

#include "model/idreserver.h"

#include "analysis/analyzer.h"
#include "fabric/fabricplacement.h"
#include "fabric/fabricsizer.h"
#include "model/design.h"
#include "model/designlimits.h"
#include "parts/partindex.h"

#include <QCoreApplication>

#include <cmath>
#include <functional>
#include <tuple>

namespace {

// One node of the request's server, without an id or place.
std::optional<Device> nodeTemplate(const Design& design, const PartIndex& parts,
                                   const ClusterRequest& request) {
    if (!request.templateDeviceId.isEmpty()) {
        const Device* device = design.device(request.templateDeviceId);
        if (!device)
            return std::nullopt;
        Device node = *device;
        node.name.clear();
        return node;
    }
    const Part* part = parts.find(request.systemPartId);
    if (!part || !part->system())
        return std::nullopt;
    Device node;
    node.partId = part->id;
    return node;
}

// A design of one rack holding one node, to measure the node with the analysis.
Design oneNode(const Device& node, const QString& rackPartId) {
    Design single;
    Rack rack;
    rack.id = QStringLiteral("R");
    rack.partId = rackPartId;
    Device placed = node;
    placed.id = QStringLiteral("n");
    placed.u = 1;
    rack.devices.append(placed);
    single.racks.append(rack);
    return single;
}

} // namespace

DesignGpus nodeGpus(const Design& design, const PartIndex& parts, const ClusterRequest& request) {
    const auto node = nodeTemplate(design, parts, request);
    if (!node)
        return {};
    return designGpus(oneNode(*node, request.rackPartId), parts);
}

std::optional<ClusterPlan> planCluster(const Design& design, const PartIndex& parts,
                                       const ClusterRequest& request, QString* error) {
    const auto node = nodeTemplate(design, parts, request);
    const Part* rackPart = parts.find(request.rackPartId);
    if (!node) {
        *error = QCoreApplication::translate(
            "Cluster", "choose a system from the catalog or a GPU server of the design");
        return std::nullopt;
    }
    if (!rackPart || rackPart->kind != PartKind::Rack) {
        *error = QCoreApplication::translate("Cluster", "choose a rack part");
        return std::nullopt;
    }
    const Part* nodePart = parts.find(node->partId);
    ClusterPlan plan;
    plan.nodeName = nodePart ? nodePart->displayName() : node->partId;
    const Design single = oneNode(*node, request.rackPartId);
    const DesignGpus gpus = designGpus(single, parts);
    plan.gpusPerNode = int(gpus.count);
    if (plan.gpusPerNode <= 0) {
        *error = QCoreApplication::translate("Cluster", "%1 holds no GPU").arg(plan.nodeName);
        return std::nullopt;
    }
    if (request.gpus <= 0) {
        *error = QCoreApplication::translate("Cluster", "the number of GPUs must be at least 1");
        return std::nullopt;
    }
    const Budgets budgets = Analyzer(parts).analyze(single);
    const DeviceBudget* measured = budgets.device(QStringLiteral("n"));
    plan.nodePowerW = measured ? measured->powerW : 0;
    plan.nodeU = std::max(1, int(std::ceil(nodePart ? nodePart->heightU : 1)));
    plan.nodes = (request.gpus + plan.gpusPerNode - 1) / plan.gpusPerNode;
    plan.rackBudgetW = request.rackBudgetW > 0 ? request.rackBudgetW
                       : rackPart->rack()      ? rackPart->rack()->powerBudgetW
                                               : 0;
    const int bySpace = int(rackPart->heightU) / plan.nodeU;
    const double forNodesW = plan.rackBudgetW - std::max(0.0, request.rackReserveW);
    const int byPower =
        plan.rackBudgetW > 0 && plan.nodePowerW > 0 ? int(forNodesW / plan.nodePowerW) : bySpace;
    plan.nodesPerRack = std::min(bySpace, byPower);
    plan.powerLimited = byPower < bySpace;
    if (plan.nodesPerRack <= 0) {
        *error =
            plan.powerLimited
                ? QCoreApplication::translate("Cluster",
                                              "one %1 (%2 W) is more than the rack's power budget of %3 W")
                      .arg(plan.nodeName)
                      .arg(std::lround(plan.nodePowerW))
                      .arg(std::lround(plan.rackBudgetW))
                : QCoreApplication::translate("Cluster", "%1 is taller than the rack").arg(plan.nodeName);
        return std::nullopt;
    }
    plan.racks = (plan.nodes + plan.nodesPerRack - 1) / plan.nodesPerRack;
    return plan;
}

namespace {

// The switch for hosts of `speedGbps` on `technology`: one whose cage carries at most two host links (its
// port at the hosts' speed, or split in two: an 800G SN5600 port as 2 x 400G, a 400G port as 2 x 200G;
// not an XDR switch's 1.6T cage as four 400G links), a fixed box before a modular chassis (the spine
// class), then one with a price the design's currency can take (the cluster's cost complete), then one
// priced in the design's currency (sold where the buyer buys: Chinese 51.2T switches for a CNY design),
// then the most ports at that speed (the fewest switches and tiers), then a managed one (the fabric's
// subnet manager: QM9700 before the unmanaged QM9790), then the lowest price per port. A QM9700 for
// 400G NDR hosts, as NVIDIA's DGX SuperPOD reference architectures use, and an SN5600 for 400GbE as the
// Spectrum-X reference architecture does.
// A host of 50G lanes (an HDR or 200GbE QSFP56 port: 4 x 50G-PAM4) cannot take half of a 400G port of
// 100G lanes: its ports split only where the host's lanes are 100G or more (a 400G port, an OSFP or
// QSFP112 cage; NVIDIA LinkX 100G-PAM4 guide: "HDR transceivers based on 50G-PAM4 cannot be directly linked
// to 100G-PAM4 NDR transceivers").
QString widestSwitch(const PartIndex& parts, const DesignSettings& settings, const QString& technology,
                     double speedGbps, const QString& hostForm) {
    const bool splits =
        speedGbps >= 400 || hostForm == QLatin1String("osfp") || hostForm == QLatin1String("qsfp112");
    QString best;
    std::tuple<bool, bool, bool, bool, int, bool, double> bestScore{false, false, false, false, 0, false, 0};
    for (const Part& part : parts.parts()) {
        if (part.kind != PartKind::Switch || !part.switchSpec())
            continue;
        const int radix = switchRadix(part, technology, speedGbps);
        if (radix <= 0)
            continue;
        const FabricCage cage = switchCage(part, technology, speedGbps);
        bool native = false;
        for (const PortGroup& group : part.switchSpec()->ports)
            native = native || (group.protocol == technology && std::abs(group.speedGbps - speedGbps) < 1e-6);
        const bool twoPerCage = cage.links <= 2 && (native || splits);
        const double rate = part.price ? settings.exchangeRate(part.price->currency) : 0;
        const bool priced = rate > 0;
        const double perPort = priced ? part.price->amount * rate / radix : 0;
        const bool local = priced && part.price->currency == settings.currency;
        const std::tuple<bool, bool, bool, bool, int, bool, double> score{
            twoPerCage, !part.switchSpec()->modular, priced,  local,
            radix,      part.switchSpec()->managed,  -perPort};
        if (best.isEmpty() || score > bestScore) {
            best = part.id;
            bestScore = score;
        }
    }
    return best;
}

// A fabric of `role` over the `nic` ports of the new nodes, on the catalog switch with the most ports at
// their speed, its id unique in `design` ("compute", "compute-2", "storage", ...); no switch when the catalog
// has none for those ports.
Fabric newFabric(const Design& design, const PartIndex& parts, const Design& single,
                 const QString& technology, const QString& nic, const QString& role) {
    Fabric fabric;
    fabric.id = role;
    fabric.role = role;
    for (int n = 2; std::any_of(design.fabrics.cbegin(), design.fabrics.cend(),
                                [&](const Fabric& f) { return f.id == fabric.id; });
         ++n)
        fabric.id = QStringLiteral("%1-%2").arg(role).arg(n);
    fabric.technology = technology;
    fabric.nicPartIds = {nic};
    fabric.placement = QStringLiteral("new-racks");
    const QList<FabricHost> hosts = fabricHosts(single, parts, fabric);
    const double speed = hosts.isEmpty() ? 0 : hosts.first().speedGbps;
    const QString form =
        hosts.isEmpty() || hosts.first().cages.isEmpty() ? QString() : hosts.first().cages.first().form;
    fabric.switchPartId = widestSwitch(parts, design.settings, technology, speed, form);
    return fabric;
}

} // namespace

std::optional<Design> buildCluster(const Design& design, const PartIndex& parts,
                                   const ClusterRequest& request, QString* error) {
    const auto plan = planCluster(design, parts, request, error);
    if (!plan)
        return std::nullopt;
    // Refused before the racks are built: a cluster past the design limits could not be opened again.
    if (design.racks.size() + plan->racks > DesignLimits::kMaxRacks) {
        if (error)
            *error = DesignLimits::tooManyRacks(design.racks.size() + plan->racks);
        return std::nullopt;
    }
    Device node = *nodeTemplate(design, parts, request);
    Design result = design;
    int row = 0;
    for (const Rack& rack : design.racks)
        row = std::max(row, rack.row + 1);
    int placed = 0;
    IdReserver ids(result); // gathered once for all the racks and nodes
    for (int r = 0; r < plan->racks; ++r) {
        Rack rack;
        rack.id = ids.next(QStringLiteral("GPU"));
        rack.partId = request.rackPartId;
        rack.row = row;
        rack.position = r;
        if (request.rackBudgetW > 0)
            rack.powerBudgetW = request.rackBudgetW;
        result.racks.append(rack);
        for (int k = 0; k < plan->nodesPerRack && placed < plan->nodes; ++k, ++placed) {
            Device added = node;
            added.id = ids.next(QStringLiteral("node"));
            added.u = 1 + k * plan->nodeU;
            result.racks.last().devices.append(added);
        }
    }
    if (const QString limit = DesignLimits::problem(result); !limit.isEmpty()) {
        if (error)
            *error = limit;
        return std::nullopt;
    }
    if (!request.withFabric)
        return result;

    // The compute fabric over the nodes' fastest NICs, InfiniBand first unless the request names one.
    const Design single = oneNode(node, request.rackPartId);
    QString computeNic;
    const QStringList technologies =
        request.computeTechnology.isEmpty()
            ? QStringList{QStringLiteral("infiniband"), QStringLiteral("ethernet")}
            : QStringList{request.computeTechnology};
    for (const QString& technology : technologies) {
        computeNic = widestNic(single, parts, technology);
        if (computeNic.isEmpty())
            continue;
        const auto existing =
            std::find_if(result.fabrics.cbegin(), result.fabrics.cend(), [&](const Fabric& f) {
                return f.role == QLatin1String("compute") && f.nicPartIds.contains(computeNic);
            });
        std::optional<Design> joined;
        if (existing != result.fabrics.cend()) {
            joined =
                applyFabric(result, parts, *existing, error, request.networkRacks); // the new nodes join it
        } else {
            Fabric fabric =
                newFabric(result, parts, single, technology, computeNic, QStringLiteral("compute"));
            if (fabric.switchPartId.isEmpty())
                return result; // no switch for these ports in the catalog: the nodes without a fabric
            joined = applyFabric(result, parts, fabric, error, request.networkRacks);
        }
        if (!joined)
            return std::nullopt;
        result = *joined;
        break;
    }
    if (!request.withStorageFabric)
        return result;
    // The node's other NICs (storage and in-band) on a fabric of their own each, so none is left unplugged;
    // a VPI NIC on one fabric only.
    QStringList cabled{computeNic};
    for (const QString& technology : {QStringLiteral("infiniband"), QStringLiteral("ethernet")})
        for (const QString& nic : nicPartsInDesign(single, parts, technology)) {
            if (cabled.contains(nic))
                continue;
            const Fabric fabric =
                newFabric(result, parts, single, technology, nic, QStringLiteral("storage"));
            if (fabric.switchPartId.isEmpty())
                continue;
            cabled << nic;
            const std::optional<Design> joined =
                applyFabric(result, parts, fabric, error, request.networkRacks);
            if (!joined)
                return std::nullopt;
            result = *joined;
        }
    return result;
}

namespace {

// Seconds the run takes on `groups` whole groups of the request's layout, at the predicted speed; empty
// when the speed cannot be predicted (no model shape, a typed MFU, no tokens or peak).
std::function<double(int)> predictedSeconds(const WorkloadRequest& request, const PartIndex& parts,
                                            const Part& part) {
    const double peak = trainingPeakTflops(*part.gpu(), request.training.precision);
    if (request.mfuOverride || !request.model.architecture || request.tokens <= 0 || peak <= 0)
        return {};
    const ClusterHardware hw = clusterHardware(
        part, peak, trainingPeakTflops(*part.gpu(), TrainingPrecision::Mixed16),
        request.training.precision == TrainingPrecision::Fp8, request.hardware, nullptr, nullptr, parts);
    const int group = layoutGroup(request.training.layout);
    double factor = 1;
    for (const RunCalibration& c : request.calibrations)
        if (c.stack == request.training.stack && c.gpuPartId == part.id && c.factor > 0)
            factor = c.factor;
    const TrainingStack stack = trainingStack(request.training.stack);
    return [request, hw, group, stack, factor](int groups) {
        TrainingSetup setup = request.training;
        setup.layout.dataParallel = groups;
        const TrainingPerformance perf =
            predictTraining(*request.model.architecture, setup, groups * group, hw, stack, factor);
        return perf.valid && perf.tokensPerS > 0 ? request.tokens / perf.tokensPerS : -1.0;
    };
}

} // namespace

int layoutGroup(const ParallelLayout& layout) {
    return std::max(1, layout.tensorParallel * layout.pipelineParallel * std::max(1, layout.contextParallel));
}

int gpusForTrainingDays(const WorkloadRequest& request, const PartIndex& parts, const QString& gpuPartId,
                        double days) {
    const Part* part = parts.find(gpuPartId);
    if (!part || !part->gpu() || days <= 0)
        return 0;
    const double peak = trainingPeakTflops(*part->gpu(), request.training.precision);
    const int group = layoutGroup(request.training.layout);
    const double target = days * 86400;
    // The predicted speed (trainingperformance.h) on the request's node and fabric, unless an MFU is typed:
    // the fewest whole groups whose predicted time meets the deadline.
    if (const auto secondsAt = predictedSeconds(request, parts, *part)) {
        int high = 1;
        double seconds = secondsAt(high);
        while (seconds > target && high < (1 << 22)) {
            high *= 2;
            seconds = secondsAt(high);
        }
        if (seconds > 0 && seconds <= target) {
            int low = high / 2; // too slow (or 0)
            while (high - low > 1) {
                const int middle = (low + high) / 2;
                const double s = secondsAt(middle);
                if (s > 0 && s <= target)
                    high = middle;
                else
                    low = middle;
            }
            return high * group;
        }
    }
    const TrainingCompute compute =
        trainingCompute(request.model, request.tokens, request.training.sequenceLength,
                        request.training.recompute, 1, peak, request.mfu);
    if (compute.seconds <= 0)
        return 0;
    const int gpus = int(std::ceil(compute.seconds / (days * 86400)));
    return (gpus + group - 1) / group * group;
}

std::optional<SizedLayout> chooseTrainingLayout(WorkloadRequest request, const PartIndex& parts,
                                                const QString& gpuPartId,
                                                const QList<ParallelLayout>& layouts, double days, int gpus) {
    const Part* part = parts.find(gpuPartId);
    if (layouts.isEmpty() || !part || !part->gpu())
        return std::nullopt;
    const int smallest = layoutGroup(layouts.first());
    // Layouts compare only at one global batch: the default (8 micro-batches per pipeline stage) grows
    // with the pipeline's depth, and a bigger batch alone would make a deep pipeline look faster.
    const bool compare = request.training.globalBatch > 0;
    std::optional<SizedLayout> best;
    double bestSeconds = 0;
    for (const ParallelLayout& layout : layouts) {
        const int group = layoutGroup(layout);
        if (group > 2 * smallest || (best && !compare))
            break; // ordered by group: the rest are larger still
        request.training.layout.tensorParallel = layout.tensorParallel;
        request.training.layout.pipelineParallel = layout.pipelineParallel;
        request.training.layout.contextParallel = layout.contextParallel;
        request.training.layout.sequenceParallel = layout.sequenceParallel;
        if (gpus > 0) { // a fixed size: the fastest layout that divides it
            const auto secondsAt = predictedSeconds(request, parts, *part);
            if (!secondsAt || gpus % group != 0) {
                if (!best && gpus % group == 0)
                    best = SizedLayout{request.training.layout, gpus};
                continue;
            }
            const double seconds = secondsAt(gpus / group);
            if (seconds > 0 && (!best || bestSeconds <= 0 || seconds < bestSeconds * (1 - 1e-9))) {
                best = SizedLayout{request.training.layout, gpus};
                bestSeconds = seconds;
            }
            continue;
        }
        const int needed = gpusForTrainingDays(request, parts, gpuPartId, days);
        if (needed > 0 && (!best || needed < best->gpus))
            best = SizedLayout{request.training.layout, needed};
        if (!predictedSeconds(request, parts, *part))
            break; // at a typed MFU every layout takes the same: the smallest
    }
    return best;
}
