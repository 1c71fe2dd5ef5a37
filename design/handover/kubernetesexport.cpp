#include "handover/handoverexport.h"

#include "handover/gpuvendor.h"

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
                             .arg(designName)
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
        out << YAML::Key << "topology.kubernetes.io/zone" << YAML::Value << node.rackId.toStdString();
        if (node.worker) {
            // The labels NVIDIA's GPU feature discovery sets, for nodeSelectors written before the cluster
            // runs.
            const QString product = QString(node.gpuVendor + QLatin1Char('-') + node.gpuModel)
                                        .replace(QLatin1Char(' '), QLatin1Char('-'));
            const std::string prefix =
                node.gpuVendor == QLatin1String("NVIDIA") ? "nvidia.com/" : "cluster-workbench/";
            out << YAML::Key << prefix + "gpu.product" << YAML::Value << product.toStdString();
            out << YAML::Key << prefix + "gpu.count" << YAML::Value << YAML::DoubleQuoted
                << std::to_string(node.gpus);
            out << YAML::Key << prefix + "gpu.memory" << YAML::Value << YAML::DoubleQuoted
                << std::to_string(qint64(node.gpuMemoryGb * 1024)); // MiB, as GFD writes it
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
