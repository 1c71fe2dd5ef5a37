#include "handover/handoverexport.h"

#include "handover/gpuvendor.h"

#include <QRegularExpression>
#include <cmath>
#include <map>

namespace {

// slurmd finds a little less memory than is installed, and a node configured with more RealMemory than
// slurmd finds is drained: 95% of the installed memory, in MiB (Slurm's megabytes are 2^20 bytes).
constexpr double kRealMemoryShare = 0.95;

QString nodeLine(const ClusterNode& node) {
    QStringList fields{QStringLiteral("NodeName=") + node.hostName};
    if (!node.address.isEmpty())
        fields.append(QStringLiteral("NodeAddr=") + node.address);
    if (node.sockets > 0 && node.coresPerSocket > 0) {
        fields.append(
            QStringLiteral("CPUs=%1").arg(node.sockets * node.coresPerSocket * node.threadsPerCore));
        fields.append(QStringLiteral("Boards=1 SocketsPerBoard=%1 CoresPerSocket=%2 ThreadsPerCore=%3")
                          .arg(node.sockets)
                          .arg(node.coresPerSocket)
                          .arg(node.threadsPerCore));
    }
    if (node.memoryGb > 0)
        fields.append(
            QStringLiteral("RealMemory=%1").arg(qint64(std::floor(node.memoryGb * 1024 * kRealMemoryShare))));
    if (node.gpus > 0)
        fields.append(QStringLiteral("Gres=gpu:%1:%2").arg(gresTypeName(node.gpuModel)).arg(node.gpus));
    fields.append(QStringLiteral("State=UNKNOWN"));
    return fields.join(QLatin1Char(' '));
}

} // namespace

QString gresTypeName(const QString& gpuModel) {
    // The first word with a digit names the GPU ("A100", "MI300X", "910B"); a bare number takes the word
    // before it ("RTX 4090" -> "rtx4090").
    const QStringList words = gpuModel.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    static const QRegularExpression digit(QStringLiteral("\\d"));
    static const QRegularExpression number(QStringLiteral("^\\d+$"));
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (!words[i].contains(digit))
            continue;
        QString name = words[i];
        if (number.match(name).hasMatch() && i > 0)
            name = words[i - 1] + name;
        return name.remove(QRegularExpression(QStringLiteral("[^a-z0-9._-]")));
    }
    return words.isEmpty() ? QStringLiteral("gpu") : words.front();
}

QString gpuDeviceFiles(const QString& vendor, int count) {
    const GpuVendorTerms& terms = gpuVendorTerms(vendor);
    if (count <= 0 || terms.deviceFilePrefix.isEmpty())
        return {};
    return QStringLiteral("%1[%2-%3]")
        .arg(terms.deviceFilePrefix)
        .arg(terms.firstDeviceNumber)
        .arg(terms.firstDeviceNumber + count - 1);
}

QList<HandoverFile> slurmFiles(const QString& designName, const ClusterNodes& nodes) {
    QStringList conf{
        QStringLiteral("# Nodes and partitions of \"%1\", written by Cluster Workbench.").arg(designName),
        QStringLiteral("# Merge into slurm.conf; compare each node with `slurmd -C` before starting slurmd."),
        QStringLiteral("# RealMemory is 95% of the installed memory, in MiB.")};
    if (!nodes.heads.isEmpty()) {
        const ClusterNode& head = nodes.heads.front();
        conf.append(
            QStringLiteral("SlurmctldHost=") + head.hostName +
            (head.address.isEmpty() ? QString() : QLatin1Char('(') + head.address + QLatin1Char(')')));
    } else {
        conf.append(
            QStringLiteral("# The design has no server without GPUs to run slurmctld: set SlurmctldHost."));
    }
    conf.append(QStringLiteral("GresTypes=gpu"));
    QStringList workers;
    for (const ClusterNode& node : nodes.workers) {
        conf.append(nodeLine(node));
        workers.append(node.hostName);
    }
    if (!workers.isEmpty())
        conf.append(QStringLiteral("PartitionName=gpu Nodes=%1 Default=YES MaxTime=INFINITE State=UP")
                        .arg(compressedHostList(workers)));

    // gres.conf: one line per group of nodes with the same GPUs.
    QStringList gres{
        QStringLiteral("# GPUs of \"%1\" for gres.conf, written by Cluster Workbench.").arg(designName)};
    QStringList order;
    std::map<QString, QStringList> groups;
    for (const ClusterNode& node : nodes.workers) {
        const QString files = gpuDeviceFiles(node.gpuVendor, node.gpus);
        const QString key =
            QStringLiteral("Name=gpu Type=%1").arg(gresTypeName(node.gpuModel)) +
            (files.isEmpty() ? QStringLiteral(" Count=%1").arg(node.gpus) : QStringLiteral(" File=") + files);
        if (!groups.count(key))
            order.append(key);
        groups[key].append(node.hostName);
    }
    for (const QString& key : order)
        gres.append(QStringLiteral("NodeName=%1 %2").arg(compressedHostList(groups[key]), key));

    return {{QStringLiteral("slurm.conf"), (conf.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8()},
            {QStringLiteral("gres.conf"), (gres.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8()}};
}
