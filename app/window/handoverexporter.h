#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

// Writes the handover files (design/handover) for the command line and File > Export: NetBox and Slurm into
// a folder (created if needed), Ansible and Kubernetes into one file. Every file goes through DurableFile.
class HandoverExporter {
    Q_DECLARE_TR_FUNCTIONS(HandoverExporter)
public:
    enum class Target { Netbox, Slurm, Ansible, Kubernetes };
    static std::optional<Target> targetFromName(const QString& name); // "netbox", "slurm", ...
    static bool writesFolder(Target target) { return target == Target::Netbox || target == Target::Slurm; }

    // Whether `name`, at the top of a folder, is one an export of `target` writes.
    static bool isOwnEntry(Target target, const QString& name);

    struct Options {
        QString addresses; // "10.0.0.10/24" or "10.0.0.10-10.0.0.50"; empty: none
        QString site;      // NetBox site; empty: the design's name
    };
    // The paths written, or nullopt and `error` (the file, the reason). A folder is written as one set
    // (DurableFolder): on failure it holds the old set untouched. A folder holding files the export does
    // not write (isOwnEntry) is refused, not emptied. `notes` gets what the user should know of the files'
    // names (a NetBox device type's file named otherwise than its part id, which was not a safe name).
    static std::optional<QStringList> write(Target target, const Design& design, const PartIndex& parts,
                                            const Budgets& budgets, const Options& options,
                                            const QString& out, QString* error, QStringList* notes = nullptr);
};
