#include "window/handoverexporter.h"

#include "durablefile.h"
#include "durablefolder.h"
#include "handover/handoverexport.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

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

bool HandoverExporter::isOwnEntry(Target target, const QString& name) {
    if (target == Target::Slurm)
        return name == QLatin1String("slurm.conf") || name == QLatin1String("slurm-nodes.conf") ||
               name == QLatin1String("gres.conf");
    if (target == Target::Netbox) {
        static const QRegularExpression numbered(QStringLiteral("^[0-9]{2}-[a-z0-9-]+\\.csv$"));
        return name == QLatin1String("device-types") || numbered.match(name).hasMatch();
    }
    return false;
}

std::optional<QStringList> HandoverExporter::write(Target target, const Design& design,
                                                   const PartIndex& parts, const Budgets& budgets,
                                                   const Options& options, const QString& out, QString* error,
                                                   QStringList* notes) {
    QList<HandoverFile> files;
    if (target == Target::Netbox) {
        auto netbox = netboxExportFiles(design, parts, budgets, options.site, error, notes);
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
    if (!writesFolder(target)) {
        if (!QDir().mkpath(QFileInfo(out).absolutePath())) {
            if (error)
                *error = tr("%1: cannot write: cannot create the folder %2")
                             .arg(out, QFileInfo(out).absolutePath());
            return std::nullopt;
        }
        if (!DurableFile::write(out, files.value(0).bytes, error))
            return std::nullopt;
        return QStringList{out};
    }
    // The folder is written as one set: the old set stays whole until the new one is complete.
    QList<DurableFolder::File> set;
    QStringList written;
    for (const HandoverFile& file : std::as_const(files)) {
        set.append({file.name, file.bytes});
        written.append(QDir(out).filePath(file.name));
    }
    if (!DurableFolder::write(
            out, set, [target](const QString& name) { return isOwnEntry(target, name); }, error))
        return std::nullopt;
    return written;
}
