#include "handover/handoverexport.h"

#include "plaintext.h"

QByteArray ansibleInventory(const QString& designName, const ClusterNodes& nodes) {
    // The design's name on one line: a line break in it would start a host or group of its own.
    QStringList lines{QStringLiteral("# Ansible inventory of \"%1\", written by Cluster Workbench.")
                          .arg(singleLine(designName)),
                      QStringLiteral("[head]")};
    const auto host = [](const ClusterNode& node) {
        QString line = node.hostName;
        if (!node.address.isEmpty())
            line += QStringLiteral(" ansible_host=") + node.address;
        if (node.worker)
            line +=
                QStringLiteral(" gpu_count=%1 gpu_type=%2").arg(node.gpus).arg(gresTypeName(node.gpuModel));
        return line;
    };
    for (const ClusterNode& node : nodes.heads)
        lines.append(host(node));
    lines.append(QString());
    lines.append(QStringLiteral("[worker]"));
    for (const ClusterNode& node : nodes.workers)
        lines.append(host(node));
    lines.append(QString());
    lines.append(QStringLiteral("[cluster:children]"));
    lines.append(QStringLiteral("head"));
    lines.append(QStringLiteral("worker"));
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}
