#include "window/handoverexporter.h"

#include "durablefile.h"
#include "handover/handoverexport.h"

#include <QDir>
#include <QFileInfo>

std::optional<HandoverExporter::Target> HandoverExporter::targetFromName(const QString& name) {
    if (name == QLatin1String("netbox"))
        return Target::Netbox;
    if (name == QLatin1String("slurm"))
        return Target::Slurm;
    if (name == QLatin1String("ansible"))
        return Target::Ansible;
    if (name == QLatin1String("kubernetes") || name == QLatin1String("k8s"))
        return Target::Kubernetes;
    return std::nullopt;
}

std::optional<QStringList> HandoverExporter::write(Target target, const Design& design,
                                                   const PartIndex& parts, const Budgets& budgets,
                                                   const Options& options, const QString& out,
                                                   QString* error) {
    QList<HandoverFile> files;
    if (target == Target::Netbox) {
        auto netbox = netboxExportFiles(design, parts, budgets, options.site, error);
        if (!netbox)
            return std::nullopt;
        files = *netbox;
    } else {
        const auto nodes = ClusterNodes::collect(design, parts, options.addresses, error);
        if (!nodes)
            return std::nullopt;
        if (target == Target::Slurm)
            files = slurmFiles(design.name, *nodes);
        else if (target == Target::Ansible)
            files = {{QString(), ansibleInventory(design.name, *nodes)}};
        else
            files = {{QString(), kubernetesNodes(design.name, *nodes)}};
    }
    QStringList written;
    for (const HandoverFile& file : files) {
        const QString path = file.name.isEmpty() ? out : QDir(out).filePath(file.name);
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder)) {
            if (error)
                *error = tr("%1: cannot create the folder").arg(folder);
            return std::nullopt;
        }
        if (!DurableFile::write(path, file.bytes, error))
            return std::nullopt;
        written.append(path);
    }
    return written;
}
