#include "charts/chartrenderer.h"

#include "charts/bandwidthchart.h"
#include "charts/chartstyle.h"
#include "charts/collectivechart.h"
#include "charts/costsensitivitychart.h"
#include "charts/rackstackchart.h"
#include "charts/scalingchart.h"

#include "charts/bandwidthhierarchy.h"
#include "charts/rackstackseries.h"
#include "charts/scalingfit.h"
#include "charts/scalingmodel.h"
#include "performance/collectivemodel.h"
#include "performance/collectivenetwork.h"

#include <QLocale>

std::unique_ptr<ChartView> ChartRenderer::create(ChartKind kind) {
    switch (kind) {
    case ChartKind::Power:
    case ChartKind::Heat:
        return std::make_unique<RackStackChart>();
    case ChartKind::Bandwidth:
        return std::make_unique<BandwidthChart>();
    case ChartKind::AllReduce:
        return std::make_unique<CollectiveChart>();
    case ChartKind::Scaling:
        return std::make_unique<ScalingChart>();
    case ChartKind::Cost:
        return std::make_unique<CostSensitivityChart>();
    }
    return nullptr;
}

QString ChartRenderer::nodeDeviceId(const Budgets& budgets, const ChartOptions& options) {
    return options.deviceId.isEmpty() ? firstGpuDeviceId(budgets) : options.deviceId;
}

namespace {

QString nodeTitle(const NodeBandwidth& node) {
    return ChartRenderer::tr("%1 (%2): %3 \u00d7 %4")
        .arg(node.deviceName, node.deviceId)
        .arg(node.gpus)
        .arg(node.gpuModel);
}

} // namespace

void ChartRenderer::populate(ChartView* view, ChartKind kind, const Design& design, const Budgets& budgets,
                             const PartIndex& parts, const ChartOptions& options) {
    const QString deviceId = nodeDeviceId(budgets, options);
    switch (kind) {
    case ChartKind::Power:
        static_cast<RackStackChart*>(view)->setSeries(powerPerRack(design, budgets));
        return;
    case ChartKind::Cost:
        static_cast<CostSensitivityChart*>(view)->setTco(
            TcoModel::compute(TcoModel::inputsOf(design, budgets, parts)));
        return;
    case ChartKind::Heat:
        static_cast<RackStackChart*>(view)->setSeries(heatPerRack(design, budgets));
        return;
    case ChartKind::Bandwidth:
        static_cast<BandwidthChart*>(view)->setHierarchy(
            bandwidthHierarchy(design, budgets, parts, deviceId));
        return;
    case ChartKind::AllReduce: {
        auto* chart = static_cast<CollectiveChart*>(view);
        const auto node = nodeBandwidth(design, budgets, parts, deviceId);
        if (!node) {
            chart->setCurves({}, QString());
            return;
        }
        const int gpus = options.gpus > 0 ? options.gpus : qMax(2, budgets.totals.gpus);
        const auto network = collectiveNetwork(design, parts, deviceId);
        QString note;
        if (!network && node->interNodeBusGbs() <= 0)
            note = tr("%1 has no fabric NIC: no curve across nodes").arg(node->deviceId);
        else if (!network)
            note = tr("No compute fabric designed for %1: across nodes uses its NICs").arg(node->deviceId);
        chart->setCurves(collectiveCurves(*node, gpus, network), nodeTitle(*node), note);
        return;
    }
    case ChartKind::Scaling: {
        auto* chart = static_cast<ScalingChart*>(view);
        if (design.workload && !design.workload->measurements.isEmpty()) {
            const ScalingFit fit = fitScaling(design.workload->measurements);
            int largest = 8;
            for (const ScalingMeasurement& m : design.workload->measurements)
                largest = qMax(largest, m.nodes);
            QList<int> nodes;
            for (int n = 1; n <= qMax(128, 4 * largest); n *= 2)
                nodes.append(n);
            const QString subtitle =
                tr("fitted to %n measurement(s): one node %1/s, bandwidth term %2, per-node term %3", nullptr,
                   int(design.workload->measurements.size()))
                    .arg(ChartStyle::number(fit.singleNodeThroughput, 1),
                         ChartStyle::trimmedNumber(fit.bandwidthTerm, 4),
                         ChartStyle::trimmedNumber(fit.perNodeTerm, 4));
            chart->setSeries(scalingSeries(fit, nodes), gpuDeviceIds(budgets).size(), subtitle,
                             fit.valid ? QString() : tr("The measurements cannot be fitted"));
            return;
        }
        const auto node = nodeBandwidth(design, budgets, parts, deviceId);
        if (!node) {
            chart->setSeries({}, 0, QString(), tr("Needs a server with GPUs"));
            return;
        }
        if (node->fabricGbs <= 0) {
            chart->setSeries({}, 0, nodeTitle(*node),
                             tr("%1 has no fabric NIC: communication across nodes cannot be estimated")
                                 .arg(node->deviceId));
            return;
        }
        ScalingParameters parameters;
        parameters.gradientBytes = options.gradientBytes;
        parameters.stepComputeS = options.stepComputeS;
        // What a ring reaches across nodes, as on the Collectives chart: the designed compute fabric when the
        // node is in one (its oversubscription past one leaf), else the node's NICs; x the ring efficiency.
        const auto network = collectiveNetwork(design, parts, deviceId);
        double fabricGbs = node->fabricGbs;
        QString fabricName = node->fabricName;
        if (network) {
            fabricGbs = qMin(fabricGbs > 0 ? fabricGbs : network->perNodeGbs(), network->perNodeGbs());
            fabricName = QStringLiteral("%1, %2 \u00d7 %3 Gb/s")
                             .arg(network->fabricId)
                             .arg(network->rails)
                             .arg(network->portSpeedGbps);
            parameters.nodesPerLeaf = network->nodesPerLeaf;
            parameters.oversubscription = network->oversubscription;
        }
        parameters.nodeBusBandwidthGbs = fabricGbs * kRingEfficiency;
        parameters.latencyUs = kInterNodeLatencyUs;
        parameters.overlap = options.overlap;
        const QString subtitle =
            tr("%1 gradients per step, %2 compute per step, %3 fabric per node (%4)")
                .arg(QLocale().formattedDataSize(qint64(options.gradientBytes), 1, QLocale::DataSizeSIFormat),
                     ChartStyle::duration(options.stepComputeS), ChartStyle::bandwidth(fabricGbs),
                     fabricName);
        chart->setSeries(dataParallelScaling(parameters), gpuDeviceIds(budgets).size(), subtitle);
        return;
    }
    }
}

bool ChartRenderer::validate(ChartKind kind, const Design& design, const Budgets& budgets,
                             const ChartOptions& options, QString* error) {
    if (kind == ChartKind::Power || kind == ChartKind::Heat || kind == ChartKind::Cost)
        return true;
    if (!options.deviceId.isEmpty()) {
        if (!design.device(options.deviceId)) {
            if (error)
                *error = tr("no device \"%1\" in the design").arg(options.deviceId);
            return false;
        }
        const DeviceBudget* device = budgets.device(options.deviceId);
        if (!device || device->gpus <= 0) {
            if (error)
                *error = tr("device \"%1\" has no GPU").arg(options.deviceId);
            return false;
        }
    } else if (firstGpuDeviceId(budgets).isEmpty()) {
        if (error)
            *error = tr("the design has no server with GPUs");
        return false;
    }
    return true;
}

bool ChartRenderer::render(ChartKind kind, const Design& design, const Budgets& budgets,
                           const PartIndex& parts, const ChartOptions& options, const QString& path,
                           QString* error) {
    if (!validate(kind, design, budgets, options, error))
        return false;
    std::unique_ptr<ChartView> view = create(kind);
    view->resize(options.sizePx);
    populate(view.get(), kind, design, budgets, parts, options);
    return view->save(path, options.sizePx, error);
}

bool ChartRenderer::paint(ChartKind kind, const Design& design, const Budgets& budgets,
                          const PartIndex& parts, const ChartOptions& options, QPainter* painter,
                          const QRectF& target, QString* error) {
    if (!validate(kind, design, budgets, options, error))
        return false;
    std::unique_ptr<ChartView> view = create(kind);
    view->resize(options.sizePx);
    populate(view.get(), kind, design, budgets, parts, options);
    view->paint(painter, target, options.sizePx);
    return true;
}
