#include "handover/handoverexport.h"

#include "handover/gpuvendor.h"
#include "plaintext.h"

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
    // The design's name goes into comments only, on one line: a line break in it would start a line of
    // configuration (an injected SlurmctldHost or PrologSlurmctld in a file deployed as root).
    const QString shownName = singleLine(designName);
    // The controller: the first head node, else (a design of GPU servers alone) the first worker.
    const ClusterNode* controller = !nodes.heads.isEmpty()     ? &nodes.heads.front()
                                    : !nodes.workers.isEmpty() ? &nodes.workers.front()
                                                               : nullptr;
    const QString controllerLine =
        controller
            ? QStringLiteral("SlurmctldHost=") + controller->hostName +
                  (controller->address.isEmpty() ? QString()
                                                 : QLatin1Char('(') + controller->address + QLatin1Char(')'))
            : QString();
    QStringList nodeLines{QStringLiteral("GresTypes=gpu")};
    QStringList workers;
    for (const ClusterNode& node : nodes.workers) {
        nodeLines.append(nodeLine(node));
        workers.append(node.hostName);
    }
    if (!workers.isEmpty())
        nodeLines.append(QStringLiteral("PartitionName=gpu Nodes=%1 Default=YES MaxTime=INFINITE State=UP")
                             .arg(compressedHostList(workers)));

    // slurm-nodes.conf: the nodes and partition, to merge into a cluster's slurm.conf.
    QStringList fragment{
        QStringLiteral("# Nodes and partitions of \"%1\", written by Cluster Workbench.").arg(shownName),
        QStringLiteral("# Merge into slurm.conf; compare each node with `slurmd -C` before starting slurmd."),
        QStringLiteral("# RealMemory is 95% of the installed memory, in MiB.")};
    if (!nodes.heads.isEmpty())
        fragment.append(controllerLine);
    else
        fragment.append(
            QStringLiteral("# The design has no server without GPUs to run slurmctld: set SlurmctldHost."));
    fragment += nodeLines;

    // slurm.conf: complete, as Slurm's parser takes it (`scontrol` with SLURM_CONF, docs/handover.md), with
    // the site's choices as marked defaults: Debian's paths (its example slurm.conf.simple) and the
    // plugins Slurm's GRES documentation uses for GPUs.
    QString clusterName = hostNameFrom(designName); // lower case, as Slurm wants it; short, whole words
    if (clusterName.size() > 32)
        clusterName = clusterName.left(clusterName.lastIndexOf(QLatin1Char('-'), 32));
    if (clusterName.isEmpty())
        clusterName = QStringLiteral("cluster");
    QStringList complete{
        QStringLiteral(
            "# slurm.conf of \"%1\", written by Cluster Workbench: a complete file for a new cluster.")
            .arg(shownName),
        QStringLiteral(
            "# The lines after each EDIT are defaults to check for the site. The nodes and partition"),
        QStringLiteral("# are also in slurm-nodes.conf, to merge into an existing slurm.conf instead."),
        QStringLiteral(
            "# Compare each node with `slurmd -C` before starting slurmd; RealMemory is 95% of the"),
        QStringLiteral("# installed memory, in MiB."),
        QStringLiteral("# EDIT: the cluster's name, the controller and the user the daemons run as."),
        QStringLiteral("ClusterName=") + clusterName};
    if (controller) {
        if (nodes.heads.isEmpty())
            complete.append(QStringLiteral(
                "# The design has no server without GPUs: its first GPU server runs slurmctld."));
        complete.append(controllerLine);
    }
    complete += QStringList{
        QStringLiteral("SlurmUser=slurm"),
        QStringLiteral(
            "# EDIT: where the daemons keep their state, spool, process ids and logs (Debian's paths)."),
        QStringLiteral("StateSaveLocation=/var/lib/slurm/slurmctld"),
        QStringLiteral("SlurmdSpoolDir=/var/lib/slurm/slurmd"),
        QStringLiteral("SlurmctldPidFile=/run/slurmctld.pid"),
        QStringLiteral("SlurmdPidFile=/run/slurmd.pid"),
        QStringLiteral("SlurmctldLogFile=/var/log/slurm/slurmctld.log"),
        QStringLiteral("SlurmdLogFile=/var/log/slurm/slurmd.log"),
        QStringLiteral("# EDIT: authentication, process tracking and scheduling by cores, memory and GPUs."),
        QStringLiteral("AuthType=auth/munge"),
        QStringLiteral("ProctrackType=proctrack/cgroup"),
        QStringLiteral("TaskPlugin=task/affinity,task/cgroup"),
        QStringLiteral("SchedulerType=sched/backfill"),
        QStringLiteral("SelectType=select/cons_tres"),
        QStringLiteral("SelectTypeParameters=CR_Core_Memory"),
        QStringLiteral("ReturnToService=2")};
    complete += nodeLines;

    // gres.conf: one line per group of nodes with the same GPUs.
    QStringList gres{
        QStringLiteral("# GPUs of \"%1\" for gres.conf, written by Cluster Workbench.").arg(shownName)};
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

    const auto text = [](const QStringList& lines) {
        return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
    };
    return {{QStringLiteral("slurm.conf"), text(complete)},
            {QStringLiteral("slurm-nodes.conf"), text(fragment)},
            {QStringLiteral("gres.conf"), text(gres)}};
}
