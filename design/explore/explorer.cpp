#include "explore/explorer.h"
#include "explore/explorertext.h"
#include "explore/hallfit.h"

#include "analysis/analyzer.h"
#include "analysis/rackanalysis.h"
#include "bom/bom.h"
#include "cost/tco.h"
#include "explore/paretofront.h"
#include "explore/variantgoodput.h"
#include "explore/variantracks.h"
#include "model/exchangerates.h"
#include "model/idreserver.h"
#include "parts/partindex.h"
#include "performance/performanceplan.h"
#include "plan/clustersizer.h"
#include "plan/workloadplan.h"
#include "plan/workloadrequest.h"
#include "power/pduplan.h"
#include "workload/trainingmemory.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <thread>
#include <vector>

namespace {

constexpr int kMaxTensorParallel = 8;

// The tensor x pipeline x context layouts that fit the workload on `gpu` (tensor parallel within the node
// first), with sequence parallelism wherever tensor parallelism is (as Megatron and NeMo run it: the same
// bytes on the wire, a tensor-parallel share of the activations) and context parallelism where the
// sequence is long enough to leave each GPU 4,096 tokens of it (NeMo's Llama 3 70B at 8,192: 2).
QList<ParallelLayout> layoutsFor(const ModelSpec& model, TrainingSetup setup, int gpusPerNode,
                                 double gpuMemoryGb, double reserve) {
    setup.layout.sequenceParallel = true;
    // Tensor parallelism within eight GPUs, however large the NVLink domain (72 in a GB200 NVL72): its
    // all-reduces on every layer scale badly past that, and Megatron's and NeMo's recipes stop at 8.
    gpusPerNode = std::min(gpusPerNode, kMaxTensorParallel);
    int maxContext = 1;
    while (setup.sequenceLength / (2 * maxContext) >= 4096)
        maxContext *= 2;
    // ZeRO partitions over the data-parallel GPUs: a large run's share; the layout depends little on it.
    return fittingLayouts(model, setup, 64 * gpusPerNode, gpuMemoryGb, gpusPerNode, reserve, maxContext);
}

struct Replica {
    int gpus = 0;          // its tensor-parallel group
    double tokensPerS = 0; // output tokens per second it serves
    double ttftS = 0;      // its time to the first token
};

// A serving replica on `gpuPartId`, chosen by the serving roofline (predictInference) among the
// tensor-parallel groups within a node (1, 2, 4, ... GPUs) whose memory holds the weights and the KV cache
// of the batch at the context: the one that serves the goal's tokens per second on the fewest GPUs (on a
// fixed count, the most tokens on it) with its first token within the limit; a bigger group answers sooner
// (its prefill is split over more GPUs), so a tight limit takes one. None within the limit: the soonest.
// Ties go to the smaller group (more replicas, each less exposed to one failed GPU). Empty when no group
// within a node holds it.
std::optional<Replica> servingReplica(WorkloadRequest work, const PartIndex& parts, const QString& gpuPartId,
                                      int perNode, const ExploreRequest& request) {
    work.gpuPartId = gpuPartId;
    work.withFabricVariants = false;
    std::optional<Replica> best;
    double bestCost = 0;
    bool bestWithin = false;
    for (int tp = 1; tp <= perNode; tp *= 2) {
        work.serving.gpus = tp;
        work.gpus = tp;
        const WorkloadPlan plan = planWorkload(work, parts, nullptr, nullptr);
        if (plan.serving.maxBatch < work.serving.batch)
            continue;
        const InferencePerformance* speed = plan.servingPerformance ? &*plan.servingPerformance : nullptr;
        const Replica replica{tp, speed ? speed->outputTokensPerS : 0.0,
                              speed ? speed->timeToFirstTokenS : 0.0};
        if (replica.tokensPerS <= 0) {
            if (!best)
                best = replica; // no speed: the caller says so
            continue;
        }
        const bool within = !request.maxTtftS || replica.ttftS <= *request.maxTtftS;
        const double cost = request.gpuCount > 0
                                ? -std::floor(double(request.gpuCount) / tp) * replica.tokensPerS
                                : std::ceil(request.serveTokensPerS / replica.tokensPerS) * tp;
        const bool better = !best || best->tokensPerS <= 0 || (within && !bestWithin) ||
                            (within == bestWithin && (within ? cost < bestCost * (1 - 1e-9)
                                                             : replica.ttftS < best->ttftS * (1 - 1e-9)));
        if (better) {
            best = replica;
            bestCost = cost;
            bestWithin = within;
        }
    }
    return best;
}

// The check's errors, one line per kind: the first one's message and how many more there are.
QStringList errorSummary(const QList<Finding>& findings) {
    QStringList codes;
    QHash<QString, QPair<QString, int>> byCode;
    for (const Finding& finding : findings) {
        if (finding.severity != Severity::Error)
            continue;
        auto& entry = byCode[finding.code];
        if (entry.second++ == 0) {
            entry.first = finding.message;
            codes << finding.code;
        }
    }
    QStringList lines;
    for (const QString& code : codes) {
        const auto& [message, count] = byCode[code];
        lines << (count == 1 ? message
                             : Explorer::tr("%1 (and %n more like it)", nullptr, count - 1).arg(message));
    }
    return lines;
}

struct Candidate {
    QString systemPartId;
    const ExploreServer* server = nullptr; // a configured server instead of a system
    QString cooling;                       // of the node racks
    QString technology;                    // of the compute fabric
    double oversubscription = 1;
    QString unusable; // why none of the coolings or technologies asked for serves it; empty: they do
};

// Every variant a run works out: per system or server, each rack cooling and fabric technology asked for
// that it can use, at each oversubscription. One that can use none of them is one candidate per
// oversubscription, kept with the reason.
QList<Candidate> candidatesOf(const ExploreRequest& request, const PartIndex& parts) {
    QList<Candidate> candidates;
    const auto add = [&](const QString& systemPartId, const ExploreServer* server) {
        const Device node = server ? server->device : Device{};
        Device systemNode;
        systemNode.partId = systemPartId;
        const Part* chassis = parts.find(server ? node.partId : systemPartId);
        const QString name = server ? server->name : chassis ? chassis->displayName() : systemPartId;
        QString unusable;
        QStringList coolings;
        if (const Part* rack = parts.find(request.rackPartId); rack && rack->rack())
            coolings << (rack->rack()->cooling.isEmpty() ? QStringLiteral("air") : rack->rack()->cooling);
        else if (chassis) {
            const QStringList usable = coolingsFor(*chassis);
            for (const QString& cooling : usable)
                if (request.coolings.contains(cooling))
                    coolings << cooling;
            if (coolings.isEmpty()) {
                QStringList names;
                for (const QString& cooling : usable)
                    names << coolingName(cooling);
                unusable = Explorer::tr("%1 needs racks cooled by %2, which the floor does not offer")
                               .arg(name, names.join(Explorer::tr(" or ")));
                coolings << usable.first();
            }
        } else {
            coolings << QString();
        }
        const QStringList runs = technologiesFor(server ? node : systemNode, parts);
        QStringList technologies;
        for (const QString& technology : runs)
            if (request.technologies.contains(technology))
                technologies << technology;
        if (technologies.isEmpty() && !runs.isEmpty()) {
            QStringList names;
            for (const QString& technology : request.technologies)
                names << technologyName(technology);
            if (unusable.isEmpty())
                unusable =
                    Explorer::tr("the NICs of %1 do not run %2").arg(name, names.join(Explorer::tr(" or ")));
            technologies << runs.first();
        }
        if (technologies.isEmpty()) // no fabric NIC at all: the check says what is missing
            technologies << QString();
        for (const QString& cooling : std::as_const(coolings))
            for (const QString& technology : std::as_const(technologies))
                for (double oversubscription : request.oversubscriptions)
                    candidates.append(
                        {systemPartId, server, cooling, technology, oversubscription, unusable});
    };
    const QStringList systems =
        request.systems.isEmpty() && request.servers.isEmpty() ? gpuSystems(parts) : request.systems;
    for (const QString& system : systems)
        add(system, nullptr);
    for (const ExploreServer& server : request.servers)
        add(QString(), &server);
    return candidates;
}

// The id of the configured server the cluster is sized from, in a rack of its own that is taken out again.
const QString kServerTemplateId = QStringLiteral("explore-server");

ExploreVariant evaluate(const ExploreRequest& request, const PartIndex& parts, const Candidate& candidate,
                        PduPlans& pduPlans) {
    ExploreVariant v;
    v.systemPartId = candidate.server ? candidate.server->device.partId : candidate.systemPartId;
    v.oversubscription = candidate.oversubscription;
    v.cooling = candidate.cooling;
    v.technology = candidate.technology;
    const Part* system = parts.find(v.systemPartId);
    v.systemName = candidate.server ? candidate.server->name
                   : system         ? system->displayName()
                                    : candidate.systemPartId;
    if (!candidate.unusable.isEmpty()) {
        v.feasible = false;
        v.reasons << candidate.unusable;
        return v;
    }
    Design base;
    base.name = QStringLiteral("%1, %2 %3:1, %4")
                    .arg(v.systemName, technologyName(v.technology))
                    .arg(candidate.oversubscription)
                    .arg(coolingName(v.cooling));
    base.settings = withCnyUsdRate(request.settings, request.cnyPerUsd, request.cnyPerUsd > 0);
    base.quotes = request.quotes;
    ClusterRequest cluster;
    cluster.systemPartId = candidate.systemPartId;
    if (candidate.server) { // sized from the server in a rack of its own, taken out once built
        Rack holder;
        holder.id = kServerTemplateId + QStringLiteral("-rack");
        holder.partId = QStringLiteral("rack-42u-600x1200");
        Device server = candidate.server->device;
        server.id = kServerTemplateId;
        holder.devices = {server};
        base.racks = {holder};
        cluster.templateDeviceId = kServerTemplateId;
    }
    cluster.rackPartId = request.rackPartId;
    cluster.rackBudgetW = request.rackKw * 1000;
    cluster.withStorageFabric = true;
    cluster.computeTechnology = v.technology;
    if (system && request.rackPartId.isEmpty()) {
        // A rack-scale system is sized in its own rack at that rack's power, not the floor's budget.
        std::tie(cluster.rackPartId, cluster.rackBudgetW) = rackFor(
            *system, parts, bringsOwnRack(*system) ? std::numeric_limits<double>::infinity() : request.rackKw,
            v.cooling);
        if (cluster.rackPartId.isEmpty()) {
            v.feasible = false;
            v.reasons
                << Explorer::tr("no catalog rack (%1) takes %2").arg(coolingName(v.cooling), v.systemName);
            return v;
        }
    }
    // The fabrics' switches in air-cooled racks filled within the same power per rack (switches give all
    // their heat to the air, whatever cools the nodes), where one is as tall as the nodes' rack.
    Part airCooled; // any 1U air-cooled device
    airCooled.heightU = 1;
    const auto [airRackId, airBudgetW] = rackFor(airCooled, parts, request.rackKw, QStringLiteral("air"));
    const Part* air = parts.find(airRackId);
    const Part* nodeRack = parts.find(cluster.rackPartId);
    // The switches leave room in their rack's budget for the PDU strips added afterwards (addPdus).
    double stripW = 0;
    for (const Part* pdu : parts.ofKind(PartKind::Pdu))
        stripW = std::max(stripW, pdu->maxPowerW);
    const double pduAllowanceW = kMaxPduStripsPerRack * stripW;
    cluster.rackReserveW = system && bringsOwnRack(*system) ? 0 : pduAllowanceW; // a rack-scale one: busbar
    cluster.networkRacks = air && nodeRack && air->heightU >= nodeRack->heightU
                               ? NetworkRackChoice{air->id, airBudgetW - pduAllowanceW}
                               : NetworkRackChoice{cluster.rackPartId, cluster.rackBudgetW - pduAllowanceW};
    const DesignGpus node = nodeGpus(base, parts, cluster);
    const Part* gpuPart = parts.find(node.partId);
    if (node.count <= 0 || !gpuPart || !gpuPart->gpu()) {
        v.feasible = false;
        v.reasons << Explorer::tr("%1 holds no GPU").arg(v.systemName);
        return v;
    }
    v.gpuPartId = node.partId;
    v.gpuModel = gpuPart->displayName();
    const GpuSpec& gpu = *gpuPart->gpu();
    const int perNode = int(node.count);

    WorkloadRequest work = workloadRequest(request.workload);
    work.hardware.gpusPerNode = perNode;
    work.hardware.powerCapsW = request.settings.gpuPowerCapsW; // the design's caps per GPU model
    work.hardware.oversubscription = candidate.oversubscription;
    const bool serving = request.serves();
    int group = 1;
    int gpus = 0;
    if (serving) {
        // A replica: the tensor-parallel group within a node the serving roofline picks (servingReplica);
        // as many replicas as the goal's tokens per second need at its predicted speed.
        work.inference = true;
        const auto replica = servingReplica(work, parts, v.gpuPartId, perNode, request);
        if (!replica) {
            v.feasible = false;
            v.reasons << Explorer::tr("%1 does not fit on one node of %2 at a batch of %3")
                             .arg(work.model.name, v.gpuModel)
                             .arg(work.serving.batch);
            return v;
        }
        if (replica->tokensPerS <= 0) {
            v.feasible = false;
            v.reasons << Explorer::tr("%1: no serving speed can be worked out").arg(v.gpuModel);
            return v;
        }
        group = work.serving.gpus = replica->gpus;
        gpus = int(std::ceil(request.serveTokensPerS / replica->tokensPerS)) * group; // a fixed size: below
    } else {
        const QList<ParallelLayout> layouts =
            layoutsFor(work.model, work.training, perNode, gpu.memoryGb / std::max(1, gpu.gpusPerCard),
                       work.reserveFraction);
        if (layouts.isEmpty()) {
            v.feasible = false;
            v.reasons << Explorer::tr("%1 does not fit on %2 in any tensor x pipeline layout")
                             .arg(work.model.name, v.gpuModel);
            return v;
        }
        // The step-time model picks the layout: the fewest GPUs by the deadline, or the fastest on a fixed
        // count (chooseTrainingLayout); the smallest that fits when neither can be worked out.
        const std::optional<SizedLayout> sized =
            chooseTrainingLayout(work, parts, v.gpuPartId, layouts, request.days, request.gpuCount);
        const ParallelLayout layout = sized ? sized->layout : layouts.first();
        work.training.layout.tensorParallel = layout.tensorParallel;
        work.training.layout.pipelineParallel = layout.pipelineParallel;
        work.training.layout.contextParallel = layout.contextParallel;
        work.training.layout.sequenceParallel = layout.sequenceParallel;
        group = layoutGroup(work.training.layout);
        gpus = request.gpuCount > 0 ? request.gpuCount : sized ? sized->gpus : 0;
        if (gpus <= 0) {
            v.feasible = false;
            v.reasons << Explorer::tr("%1 has no figure for this precision: no time can be worked out")
                             .arg(v.gpuModel);
            return v;
        }
    }
    if (request.gpuCount > 0)
        gpus = request.gpuCount;

    // Built, checked and timed on its own fabric; a deadline missed on the built fabric (its real rails
    // and leaves) takes one more step of whole nodes and groups, a few times at most.
    const int step = std::lcm(group, perNode);
    gpus = (gpus + step - 1) / step * step;
    if (request.gpuCount > 0 && gpus != request.gpuCount)
        v.notes << Explorer::tr("%1 GPUs, not the %2 asked for: a cluster of whole %3-GPU nodes and whole "
                                "model copies of %4 GPUs (the parallel layout the model needs)")
                       .arg(gpus)
                       .arg(request.gpuCount)
                       .arg(perNode)
                       .arg(group);
    double lastShort = 0; // how far from the goal the last attempt was, at how many GPUs
    int lastGpus = 0;
    for (int attempt = 0;; ++attempt) {
        // Training: hot-spare nodes for the job, on top of the GPUs for a deadline, out of a fixed count
        // (whole steps, so the job still divides into its groups). Sized again as the job grows: its
        // failures grow with it.
        int spareNodes =
            serving ? 0 : variantSpareNodes(base, parts, cluster, gpus, request.workload.goodput);
        if (request.gpuCount > 0 && spareNodes > 0) {
            spareNodes = (spareNodes * perNode + step - 1) / step * step / perNode;
            if (spareNodes * perNode >= gpus)
                spareNodes = 0;
        }
        cluster.gpus = gpus + (request.gpuCount > 0 ? 0 : spareNodes * perNode);
        QString error;
        std::optional<Design> built = buildCluster(base, parts, cluster, &error);
        if (!built) {
            v.feasible = false;
            v.reasons << error;
            return v;
        }
        if (candidate.server)
            built->racks.removeFirst(); // the configured server's own rack
        for (Fabric& fabric : built->fabrics)
            if (fabric.role == QLatin1String("compute"))
                fabric.blocking = candidate.oversubscription;
        layOutFloor(*built, v.systemPartId, request.rowLength);
        Workload workload = request.workload;
        workload.training.layout = work.training.layout;
        workload.inference = serving;
        workload.serving = work.serving;
        workload.gpus = 0;
        workload.gpuPartId.clear();
        workload.goodput.spareNodes = spareNodes;
        built->workload = workload;
        if (!serving) { // its storage, on its storage fabric, amid the racks as the network's
            const double tokensPerS = request.days > 0 ? workload.tokens / (request.days * 86400) : 0;
            if (addVariantStorage(*built, parts, workload, tokensPerS, cluster.networkRacks, &v.goodputNote))
                layOutFloor(*built, v.systemPartId, request.rowLength);
        }
        QStringList pduReasons;
        addPdus(*built, parts, pduPlans, &pduReasons);
        const Budgets budgets = analyze(*built, parts);
        WorkloadRequest planned = workloadRequest(workload);
        planned.withFabricVariants = false;
        const WorkloadPlan plan = planWorkload(planned, parts, &*built, &budgets);
        v.gpus = plan.gpus + spareNodes * perNode; // the job's and its spares'
        v.layout = plan.layout;
        v.days = plan.compute ? plan.days() : 0; // at the effective training time ratio
        v.ettr = plan.goodput ? plan.goodput->ettr() : 1;
        v.spareNodes = spareNodes;
        v.tokensPerS = plan.performance ? plan.performance->tokensPerS : 0;
        v.costPerMTokens = plan.costPerMillionTokens;
        if (serving) { // replicas of `group` GPUs, the data-parallel copies of the layout
            v.layout = ParallelLayout{};
            v.layout.tensorParallel = group;
            v.layout.dataParallel = plan.replicas;
            const InferencePerformance* speed = plan.servingPerformance ? &*plan.servingPerformance : nullptr;
            v.tokensPerS = speed ? plan.replicas * speed->outputTokensPerS : 0;
            v.ttftS = speed ? speed->timeToFirstTokenS : 0;
            v.costPerMTokens = costPerMillionTokens(plan.hardware, plan.gpus, v.tokensPerS);
        }
        v.powerKw = budgets.totals.powerW / 1000;
        v.racks = int(built->racks.size());
        v.nodes = v.gpus / perNode;
        // Late on its own fabric: a bigger one, priced only once it is the one.
        const bool late = request.gpuCount <= 0 && (serving ? v.tokensPerS < request.serveTokensPerS * 0.9999
                                                            : v.days > request.days * 1.0001);
        // How far from the goal: the time over the deadline, or the goal's speed over the speed.
        const double short_ =
            serving ? request.serveTokensPerS / std::max(v.tokensPerS, 1e-9) : v.days / request.days;
        // A growth that won back less than a quarter of what it promised will not reach the goal: the
        // failures of the added GPUs (or the fabric's extra tier) eat the speed they add.
        const bool stalled = attempt > 0 && (lastShort - short_) < 0.25 * (lastShort - 1);
        if (late && attempt < 3 && !stalled) {
            // The size for the deadline left out what the built fabric and the failures (the effective
            // training time ratio) cost. The first growth: by how late it is (time falls about as the GPUs
            // grow). After it, by the power law through the last two sizes (the failures of the added GPUs
            // take back a share that grows with the job), a step at least and twice the GPUs at most.
            double factor = short_;
            if (attempt > 0 && lastShort > short_ && lastGpus < gpus) {
                const double exponent = std::log(lastShort / short_) / std::log(double(gpus) / lastGpus);
                factor = std::pow(short_, 1 / std::max(exponent, 0.05));
            }
            const double margin = attempt > 0 ? 1.02 : 1.01; // past the deadline by a hair is late too
            const int grown = int(std::ceil(gpus * std::min(factor * margin, 2.0) / step)) * step;
            lastGpus = gpus;
            lastShort = short_;
            gpus = std::max(gpus + step, grown);
            continue;
        }
        v.reasons = errorSummary(budgets.findings) + pduReasons;
        if (request.hall) // "this hall": which limit the variant does not fit, by how much
            v.reasons += HallFit::reasons(*request.hall, int(built->racks.size()), budgets, parts);
        if (plan.goodput) {
            v.storageSystems = plan.goodput->storage.systems;
            v.storagePartId = plan.goodput->storage.partIds.value(0);
        }
        // One bill of materials for the capital cost (as the cost of ownership prices it) and its gaps.
        BomOptions bomOptions = BomOptions::fromSettings(built->settings);
        bomOptions.fabrics = &budgets.fabrics;
        bomOptions.groups = false;
        const Bom bom = buildBom(*built, parts, bomOptions);
        const Tco tco = TcoModel::compute(TcoModel::inputsOf(*built, budgets, bom.total));
        v.capex = tco.inputs.capex;
        v.tco = tco.total;
        v.costComplete = bom.unpricedPartIds.isEmpty() && bom.missingRates.isEmpty();
        if (!bom.unpricedPartIds.isEmpty())
            v.reasons << Explorer::tr("the capital cost leaves out parts without a price: %1")
                             .arg(bom.unpricedPartIds.join(QStringLiteral(", ")));
        if (!bom.missingRates.isEmpty())
            v.reasons << Explorer::tr(
                             "the capital cost leaves out parts priced in %1, without an exchange rate "
                             "to %2")
                             .arg(bom.missingRates.join(QStringLiteral(", ")), bom.currency);
        v.design = std::move(*built);
        break;
    }
    if (serving && request.gpuCount <= 0 && v.tokensPerS < request.serveTokensPerS * 0.9999)
        v.reasons << Explorer::tr("%1 tokens/s, short of the goal of %2")
                         .arg(QLocale().toString(v.tokensPerS, 'f', 0),
                              QLocale().toString(request.serveTokensPerS, 'f', 0));
    if (serving && request.maxTtftS && v.ttftS > *request.maxTtftS)
        v.reasons << Explorer::tr("the first token after %1 s, over the limit of %2 s")
                         .arg(QLocale().toString(v.ttftS, 'f', 2),
                              QLocale().toString(*request.maxTtftS, 'f', 2));
    if (!serving && request.gpuCount <= 0 && v.days > request.days * 1.0001)
        v.reasons << Explorer::tr("%1 days, past the deadline of %2")
                         .arg(QLocale().toString(v.days, 'f', 1), QLocale().toString(request.days, 'f', 1));
    if (request.budget && v.capex > *request.budget)
        v.reasons << Explorer::tr("capital cost over the budget");
    if (request.floorPositions > 0 && v.racks > request.floorPositions)
        v.reasons << Explorer::tr("%1 racks, more than the floor's %2 positions")
                         .arg(v.racks)
                         .arg(request.floorPositions);
    if (request.powerKw && v.powerKw > *request.powerKw)
        v.reasons << Explorer::tr("%1 kW, over the power envelope of %2 kW")
                         .arg(QLocale().toString(v.powerKw, 'f', 0),
                              QLocale().toString(*request.powerKw, 'f', 0));
    v.feasible = v.reasons.isEmpty();
    return v;
}

} // namespace

int exploreCandidateCount(const ExploreRequest& request, const PartIndex& parts) {
    return int(candidatesOf(request, parts).size());
}

QList<ExploreVariant> exploreDesigns(const ExploreRequest& request, const PartIndex& parts,
                                     const std::function<bool(int, int)>& progress,
                                     const std::function<void(const ExploreVariant&)>& done) {
    const QList<Candidate> candidates = candidatesOf(request, parts);

    // Candidates are independent: one worker per core takes the next one until none is left or the run is
    // cancelled; this thread hands each variant on as it is done and asks whether to go on.
    const int total = int(candidates.size());
    std::vector<std::optional<ExploreVariant>> results(total);
    std::mutex lock;
    std::condition_variable finished;
    QList<int> ready; // indices done and not handed on yet
    std::atomic<int> next{0};
    std::atomic<bool> cancelled{false};
    PduPlans pduPlans;
    const auto work = [&] {
        const SerialAnalysisScope serial; // the workers keep the cores busy already
        for (int i = next++; i < total && !cancelled; i = next++) {
            ExploreVariant variant = evaluate(request, parts, candidates[i], pduPlans);
            const std::lock_guard<std::mutex> guard(lock);
            results[i] = std::move(variant);
            ready.append(i);
            finished.notify_one();
        }
    };
    const int threads = std::clamp(int(std::thread::hardware_concurrency()), 1, std::max(1, total));
    std::vector<std::thread> workers;
    if (!progress || progress(0, total))
        for (int t = 0; t < threads; ++t)
            workers.emplace_back(work);
    QList<int> order; // in the order they were done: what was handed on
    for (int handed = 0; handed < total && !workers.empty();) {
        QList<int> batch;
        {
            std::unique_lock<std::mutex> guard(lock);
            finished.wait(guard, [&] { return !ready.isEmpty() || (cancelled && next >= total); });
            batch.swap(ready);
        }
        if (batch.isEmpty())
            break;
        for (int i : std::as_const(batch)) {
            order.append(i);
            ++handed;
            if (done)
                done(*results[i]);
        }
        if (progress && !cancelled && !progress(handed, total))
            cancelled = true;
        if (cancelled) { // what is being worked out is finished, nothing new is started
            for (std::thread& worker : workers)
                worker.join();
            workers.clear();
            for (int i : std::as_const(ready)) {
                order.append(i);
                if (done)
                    done(*results[i]);
            }
        }
    }
    for (std::thread& worker : workers)
        worker.join();
    // The variants in the order of the candidates (what a run without cancelling always returns).
    std::sort(order.begin(), order.end());
    QList<ExploreVariant> variants;
    variants.reserve(order.size());
    for (int i : std::as_const(order))
        variants.append(std::move(*results[i]));

    // The front among the feasible ones: time (training days, or serving's time to the first token)
    // against capital cost.
    QList<ParetoPoint> points;
    QList<int> feasible;
    for (int i = 0; i < variants.size(); ++i)
        if (variants[i].feasible) {
            points.append({request.serves() ? variants[i].ttftS : variants[i].days, variants[i].capex});
            feasible.append(i);
        }
    for (int index : paretoFront(points))
        variants[feasible[index]].pareto = true;
    return variants;
}
