#pragma once

#include "handover/clusternodes.h"

#include <QByteArray>
#include <QList>
#include <QString>

// Files that hand a designed cluster to the tools around it (docs/handover.md). Each function gives the
// files' names and contents; the caller writes them (DurableFile) into the folder or file the user chose.
struct HandoverFile {
    QString name; // "slurm.conf"
    QByteArray bytes;
};

// slurm.conf node, partition and controller lines, and gres.conf.
QList<HandoverFile> slurmFiles(const QString& designName, const ClusterNodes& nodes);
// An INI inventory: [head] and [worker] groups, ansible_host and gpu_count per host.
QByteArray ansibleInventory(const QString& designName, const ClusterNodes& nodes);
// YAML: per node its labels and the GPUs the device plugin should report allocatable, and the total.
QByteArray kubernetesNodes(const QString& designName, const ClusterNodes& nodes);

// What Slurm, Kubernetes and the report call a node's GPUs.
QString gresTypeName(const QString& gpuModel); // "A100 PCIe 80GB" -> "a100", "RTX 4090" -> "rtx4090"
QString gpuDeviceFiles(const QString& vendor, int count); // "/dev/nvidia[0-3]"; empty when unknown

struct Budgets;
struct Part;

// A device type in the netbox-community/devicetype-library format (schema/devicetype.json): what the NetBox
// export writes under device-types/ for every part mounted in the design; valid against that schema.
// `fileStem`: the name of its file without ".yaml", the slug of a part whose id is not one.
QByteArray netboxDeviceTypeYaml(const Part& part, const QString& fileStem = {});

// NetBox bulk-import files for a planned cluster (NetBox 4, dcim/forms/bulk_import.py column names):
// manufacturers, device roles, device types (YAML, one per part mounted), site, racks, devices (status
// "planned"), interfaces and power ports per device, power panels and feeds (one feed per PDU, A/B
// alternating), and cables from the fabric cut-sheet. nullopt and `error` when two devices give the same
// name. `budgets` is the analysis of `design`. A device type's file is named after its part id made safe
// (SafeFileNames); `renamed` gets a line for each id that could not be its file's name as it is.
std::optional<QList<HandoverFile>> netboxExportFiles(const Design& design, const PartIndex& parts,
                                                     const Budgets& budgets, const QString& siteName,
                                                     QString* error, QStringList* renamed = nullptr);
