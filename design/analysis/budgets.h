#pragma once

#include <QHash>
#include <memory>
#include <mutex>
#include <optional>

#include "fabric/fabricanalysis.h"
#include "facility/facilityreport.h"
#include "model/design.h"
#include "model/finding.h"
#include "parts/part.h"
#include "power/rackpowerbudget.h"

#include <QMap>

// Everything the analysis computes from a design. Power in W, heat in BTU/h, weight in kg.

// Where power goes, by category (DC load, plus the PSU conversion loss to reach AC input).
struct PowerBreakdown {
    double gpuW = 0;
    double cpuW = 0;
    double memoryW = 0;
    double storageW = 0;
    double networkW = 0; // NICs and switches
    double baseW = 0;    // chassis base power (fans, board, NVSwitch), PDUs, fixed systems' rated power
    double psuLossW = 0; // AC input minus DC load
    double totalW() const { return gpuW + cpuW + memoryW + storageW + networkW + baseW + psuLossW; }
    PowerBreakdown& operator+=(const PowerBreakdown& o);
};

// One bay of a configurable server, with what occupies it.
struct BaySlot {
    QString name;       // "SXM4 (switch 0) 1"
    int groupIndex = 0; // index into ServerSpec::bays
    QString partId;     // empty: free
    QString blockedBy;  // name of the bay whose double-width card covers this one
    int pcieGen = 0;
    int lanes = 0;
    QString switchId;
};

struct PcieSwitchLoad {
    QString id;
    int pcieGen = 0;
    int uplinkLanes = 0;
    int downstreamLanes = 0; // lanes of the occupied bays below it
    double oversubscription() const { return uplinkLanes > 0 ? double(downstreamLanes) / uplinkLanes : 0; }
};

struct PortCount {
    QString protocol; // "infiniband" | "ethernet"
    double speedGbps = 0;
    qint64 count = 0;      // 64-bit: design-wide sums
    QString otherProtocol; // NIC ports that can be set to this protocol instead (VPI); empty: none
};

// Adds `groups` into `list`, merging entries of the same protocol and speed.
void addPortCounts(QList<PortCount>& list, const QList<PortCount>& groups);

struct DeviceBudget {
    QString id;
    QString partId;
    PartKind kind = PartKind::Server;
    int u = 1;
    int heightU = 0;
    double dcLoadW = 0;       // chassis base + components' max power (servers)
    double powerW = 0;        // AC input at max: DC load / PSU efficiency; vendor max for systems
    double typicalPowerW = 0; // AC input at typical load
    // The figures powerW is chosen from by the design's PowerBasis (0: none), and the basis used.
    double vendorMaxW = 0;   // the catalog's rated maximum (systems, switches, PDUs)
    double computedMaxW = 0; // the server power model (configurable servers, systems with a chassis)
    std::optional<double> measuredW;
    PowerBasis powerBasis = PowerBasis::VendorMax;
    QString psuInlet;       // "c14" | "c20" | "busbar" of the device's PSUs
    double liquidShare = 0; // share of the heat taken by liquid
    double heatBtuH = 0;
    // Cooling air through the device: the vendor's figure where the catalog has one (a system's
    // airflow_cfm), else from its power and the design's air temperature rise.
    double airflowCfm = 0;
    bool airflowFromVendor = false;
    double weightKg = 0;
    double cost = 0; // list price x quantity, design currency, device and its components
    PowerBreakdown breakdown;
    int psuCount = 0;
    double psuRatingW = 0;
    double psuCapacityW = 0; // count x rating
    double psuUsableW = 0;   // under the redundancy mode
    QString psuRedundancy;
    int pcieLanesUsed = 0;      // at the CPU root ports
    int pcieLanesAvailable = 0; // from the installed CPUs (1P/2P aware)
    QList<PcieSwitchLoad> pcieSwitches;
    // Bay occupancy of a configurable server, compact (one entry per bay of server->expandedBays);
    // bays() spells it out.
    const ServerSpec* server = nullptr;
    QList<const Part*> bayOccupants;
    QList<qint16>
        bayCoveredBy; // index of the bay whose wide card covers this one, or -1; empty: none covered
    QList<BaySlot> bays() const;
    // The bays in order as visit(bay, occupant's part id, covering bay's name), the last two empty when
    // free or not covered; nothing is copied (check --json writes every bay of 10,000 servers: making
    // bays() for it was 9% of the run). bays() is made from it.
    template <typename Visit> void visitBays(Visit&& visit) const {
        static const QString none;
        if (!server)
            return;
        for (qsizetype i = 0; i < server->expandedBays.size(); ++i) {
            const Part* occupant = i < bayOccupants.size() ? bayOccupants[i] : nullptr;
            const int coveredBy = i < bayCoveredBy.size() ? bayCoveredBy[i] : -1;
            visit(server->expandedBays[i], occupant ? occupant->id : none,
                  coveredBy >= 0 ? server->expandedBays[coveredBy].name : none);
        }
    }
    qint64 gpus = 0;
    double gpuMemoryGb = 0;
    Tflops tflops;                // dense, per precision
    QList<PortCount> nicPorts;    // host ports (NICs, built-in NICs of systems)
    QList<PortCount> switchPorts; // ports a switch offers
};

struct RackBudget {
    QString id;
    int unitsUsed = 0;
    int unitsTotal = 0;
    double powerW = 0;
    double typicalPowerW = 0;
    double powerBudgetW = 0;
    double coolingBudgetW = 0;
    double pduCapacityVa = 0;           // installed PDUs, nameplate
    double pduContinuousVa = 0;         // with the design's derating (80% continuous by default)
    double pduPerPhaseContinuousVa = 0; // the smallest per-phase continuous capacity among the PDUs
    double currentA = 0; // line current at PF 1: P / V single phase, P / (sqrt(3) x V) on a three-phase PDU
    double heatBtuH = 0;
    double coolingTons = 0;
    double airflowCfm = 0;
    // Heat by where it goes: the air (against coolingBudgetW) and the liquid loop (liquidBudgetW), and
    // the coolant flow that carries the liquid share at the design's coolant temperature rise.
    double heatAirW = 0;
    double heatLiquidW = 0;
    double liquidBudgetW = 0;
    double coolantLpm = 0;
    RackPower power; // feeds, PDUs, lines, banks, cords
    double weightKg = 0;
    double weightLimitKg = 0;
    double rackWeightKg = 0; // the empty rack itself (not part of weightKg)
    double cost = 0;
    PowerBreakdown breakdown;
    // Sums over the devices, so design totals need not visit every device (64-bit: sums never wrap).
    qint64 gpus = 0;
    double gpuMemoryGb = 0;
    Tflops tflops;
    QList<PortCount> nicPorts;
    QList<PortCount> switchPorts;
    QList<DeviceBudget> devices;
    // rackDigest() of this budget and the rack's findings, made by the analysis (once per changed rack).
    size_t digest = 0;
};

// A digest of what views show about a rack: its figures, its devices' figures and `findings` about it.
size_t rackDigest(const RackBudget& rack, const QList<Finding>& findings);

struct NetworkBudget {
    QString protocol;
    double speedGbps = 0;
    qint64 hostPorts = 0;   // NIC ports that need a switch port
    qint64 switchPorts = 0; // switch ports of that protocol and speed in the design
};

struct Totals {
    double powerW = 0;
    double typicalPowerW = 0;
    double heatBtuH = 0;
    double coolingTons = 0;
    double airflowCfm = 0;
    qint64 rackUnitsUsed = 0;
    qint64 rackUnitsTotal = 0;
    double weightKg = 0;
    qint64 gpus = 0;
    double gpuMemoryGb = 0;
    Tflops tflops;
    double cost = 0;
    QString currency;
    double energyKwhPerYear = 0; // typical power x PUE x 8760 h
    double energyCostPerYear = 0;
};

struct Budgets {
    Totals totals;
    QList<RackBudget> racks;
    QList<NetworkBudget> network;
    QList<Finding> findings;
    QList<FabricReport> fabrics; // one per design fabric, in order; their findings are in `findings` too
    std::optional<FacilityReport>
        facility;                   // the hall's budgets (a design with a hall); findings in `findings`
    qsizetype rackFindingCount = 0; // findings[0, rackFindingCount) come from the racks' own analyses
    int errorCount() const;
    // By id through a hash built on first use (a 20,000-device floor looks devices up for every item);
    // positions, not pointers, so copies of a Budgets stay correct.
    const DeviceBudget* device(const QString& deviceId) const;
    const RackBudget* rack(const QString& rackId) const;
    // The most severe error or warning about the device (with an empty deviceId: about the rack itself),
    // or nullopt when there is none. Also through a hash built on first use.
    std::optional<Severity> worstFinding(const QString& rackId, const QString& deviceId) const;
    // A digest per rack id of what views show about a rack: its figures, its devices' figures and the
    // findings about it or its devices (RackBudget::digest with the design-wide findings about the rack).
    // A view redraws only the racks whose digest changed after an edit.
    QHash<QString, size_t> rackDigests() const;

private:
    struct Position {
        int rack = -1;
        int device = -1; // -1: the rack itself
    };
    const Position* position(const QString& id) const;
    mutable std::shared_ptr<const QHash<QString, Position>> mIndex;
    mutable std::shared_ptr<std::mutex> mIndexLock = std::make_shared<std::mutex>();
    struct WorstFindings {
        qsizetype findingCount = 0;       // findings indexed; rebuilt when the list has grown since
        QHash<QString, Severity> byPlace; // "rack\ndevice"
    };
    mutable std::shared_ptr<const WorstFindings> mWorst;
};
