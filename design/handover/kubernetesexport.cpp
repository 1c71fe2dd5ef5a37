#include "handover/handoverexport.h"

#include "handover/gpuvendor.h"
#include "handover/kuberneteslabels.h"
#include "plaintext.h"

#include <yaml-cpp/yaml.h>

#include <map>

namespace {
std::string resourceOf(const ClusterNode& node) {
    return gpuVendorTerms(node.gpuVendor).kubernetesResource.toStdString();
}
} // namespace

QByteArray kubernetesNodes(const QString& designName, const ClusterNodes& nodes) {
    std::map<std::string, int> totals;
    std::map<std::string, int> nodeCounts;
    for (const ClusterNode& node : nodes.workers) {
        totals[resourceOf(node)] += node.gpus;
        ++nodeCounts[resourceOf(node)];
    }

    YAML::Emitter out;
    out << YAML::Comment(QStringLiteral("Expected nodes of \"%1\", written by Cluster Workbench.")
                             .arg(singleLine(designName)) // a comment ends at a line break
                             .toStdString());
    out << YAML::Newline
        << YAML::Comment("Label the nodes as below, then compare with: kubectl get nodes -o "
                         "jsonpath='{.items[*].status.allocatable}'");
    out << YAML::BeginMap;
    out << YAML::Key << "cluster" << YAML::Value << designName.toStdString();
    out << YAML::Key << "expected_allocatable_total" << YAML::Value << YAML::BeginMap;
    for (const auto& [resource, total] : totals) {
        out << YAML::Key << resource << YAML::Value << total;
        const int count = nodeCounts[resource];
        const int per = count > 0 ? total / count : 0;
        if (per * count == total)
            out << YAML::Comment(QStringLiteral("%1 nodes x %2 GPUs").arg(count).arg(per).toStdString());
    }
    out << YAML::EndMap;
    out << YAML::Key << "nodes" << YAML::Value << YAML::BeginSeq;
    for (const ClusterNode& node : nodes.all()) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << node.hostName.toStdString();
        if (!node.address.isEmpty())
            out << YAML::Key << "address" << YAML::Value << node.address.toStdString();
        out << YAML::Key << "role" << YAML::Value << (node.worker ? "worker" : "control-plane");
        out << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
        out << YAML::Key
            << (node.worker ? "node-role.kubernetes.io/worker" : "node-role.kubernetes.io/control-plane")
            << YAML::Value << YAML::DoubleQuoted << "";
        out << YAML::Key << "topology.kubernetes.io/zone" << YAML::Value << YAML::DoubleQuoted
            << kubernetesLabelValue(node.rackId).toStdString();
        if (node.worker) {
            // What NVIDIA's GPU feature discovery will set, from the driver's name for the GPU, so selectors
            // can be written before the cluster runs and the labels compared with it afterwards. Other GPUs
            // (and an NVIDIA GPU whose driver name the catalog does not know) get this tool's own labels.
            const bool gfd = node.gpuVendor == QLatin1String("NVIDIA") && !node.gpuNvmlName.isEmpty();
            if (gfd) {
                out << YAML::Key << "nvidia.com/gpu.product" << YAML::Value << YAML::DoubleQuoted
                    << gfdSanitised(node.gpuNvmlName).toStdString();
                if (node.gpuNvmlNameEstimated)
                    out << YAML::Comment("estimate: check against the running cluster");
                out << YAML::Key << "nvidia.com/gpu.count" << YAML::Value << YAML::DoubleQuoted
                    << std::to_string(node.gpus);
            } else {
                out << YAML::Key << "cluster-workbench/gpu.product" << YAML::Value << YAML::DoubleQuoted
                    << kubernetesLabelValue(node.gpuVendor + QLatin1Char(' ') + node.gpuModel).toStdString();
                out << YAML::Key << "cluster-workbench/gpu.count" << YAML::Value << YAML::DoubleQuoted
                    << std::to_string(node.gpus);
            }
            // The catalog's memory size, not GFD's nvidia.com/gpu.memory (the driver's MiB, 81559 on an
            // H100 80GB), which only the running node knows.
            out << YAML::Key << "cluster-workbench/gpu.memory-gb" << YAML::Value << YAML::DoubleQuoted
                << QString::number(node.gpuMemoryGb).toStdString();
        }
        out << YAML::EndMap;
        if (node.worker) {
            out << YAML::Key << "expected_allocatable" << YAML::Value << YAML::BeginMap;
            out << YAML::Key << resourceOf(node) << YAML::Value << node.gpus;
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}
