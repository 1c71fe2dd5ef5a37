#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

// The servers of a design as the tools that run the cluster see them (Slurm, Ansible, Kubernetes, NetBox):
// a host name, an address, a role, and what a scheduler counts. Switches and PDUs are not nodes.
struct ClusterNode {
    QString deviceId;
    QString rackId;
    QString hostName;    // from the device's name (lower case, letters, digits and '-'), else its id
    QString address;     // empty: no address range given
    bool worker = false; // has GPUs; head nodes are the servers without
    int gpus = 0;
    QString gpuPartId;   // the first GPU part (a node of mixed GPUs is listed under its first)
    QString gpuVendor;   // "NVIDIA", "AMD", "Huawei"
    QString gpuModel;    // "A100 PCIe 80GB"
    QString gpuNvmlName; // what NVIDIA's driver calls it ("NVIDIA A100 80GB PCIe"); empty when unknown
    bool gpuNvmlNameEstimated = false;
    double gpuMemoryGb = 0;
    int sockets = 0; // 0: the part lists no CPUs (an imported server without contents)
    int coresPerSocket = 0;
    int threadsPerCore = 0;
    double memoryGb = 0; // installed DIMMs
};

struct ClusterNodes {
    Q_DECLARE_TR_FUNCTIONS(ClusterNodes)
public:
    QList<ClusterNode> heads;
    QList<ClusterNode> workers;
    QList<ClusterNode> all() const { return heads + workers; }

    // The servers and systems of `design` in rack and U order, head nodes then workers, with addresses
    // from `addressRange` (see AddressRange) given in that order. nullopt and `error` when the range is
    // invalid or too small, or two devices give the same host name.
    static std::optional<ClusterNodes> collect(const Design& design, const PartIndex& parts,
                                               const QString& addressRange, QString* error);
};

// "10.0.0.10/24" (from that address to the end of its subnet, network and broadcast excluded) or
// "10.0.0.10-10.0.0.50" (inclusive): IPv4 addresses handed out in order.
class AddressRange {
    Q_DECLARE_TR_FUNCTIONS(AddressRange)
public:
    static std::optional<AddressRange> parse(const QString& text, QString* error);
    quint64 size() const { return quint64(mLast) - mFirst + 1; }
    QString at(quint64 index) const;

private:
    quint32 mFirst = 0;
    quint32 mLast = 0;
};

// Host names for devices, one per device, the same in every handover file (Slurm, Ansible, Kubernetes,
// NetBox): from the device's name, else its id, else "node-N"; a second device giving a name already taken
// is an error naming both.
class HostNames {
    Q_DECLARE_TR_FUNCTIONS(HostNames)
public:
    std::optional<QString> take(const QString& deviceId, const QString& deviceName, QString* error);
    QString of(const QString& deviceId) const { return mNames.value(deviceId); }
    bool has(const QString& deviceId) const { return mNames.contains(deviceId); }

private:
    QHash<QString, QString> mNames;  // device id -> host name
    QHash<QString, QString> mOwners; // host name -> device id
};

// A host name a DNS resolver and Slurm accept: lower case, [a-z0-9-], no leading or trailing '-'; empty when
// no Latin letter is left (a name in Chinese), so the caller uses the device id.
QString hostNameFrom(const QString& text);

// Slurm's hostlist form of names sharing a prefix and a numeric suffix: "gpu01,gpu02,gpu03,gpu05" ->
// "gpu[01-03,05]"; names without a numeric suffix are listed as they are.
QString compressedHostList(const QStringList& names);
