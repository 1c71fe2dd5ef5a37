#pragma once

#include "parts/partkind.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

// Kind-specific figures of a catalog part, as in docs/catalog-format.md ("spec" object).

struct PcieLink {
    int gen = 0;
    int lanes = 0;
};

// count x speed x protocol, e.g. 64 x 400 Gb/s InfiniBand, and the cages the ports are in: a QM9700 has
// its 64 ports in 32 twin-port OSFP cages, each taking one 2 x 400G module or cable end.
struct PortGroup {
    int count = 0;
    double speedGbps = 0;
    QString protocol; // "infiniband" | "ethernet": as the port comes
    // The link layers it can be set to instead (NVIDIA VPI: a ConnectX-7 port runs NDR InfiniBand or
    // 400GbE); a fabric of either takes it.
    QStringList otherProtocols;
    int portsPerCage = 1; // ports one cage (one pluggable module or cable end) carries
    QString cage;         // the cage's form factor: "osfp", "qsfp112", ...; empty when not known
    QString moduleId;     // the catalog transceiver a cage takes for optics; empty: found by speed

    bool speaks(const QString& p) const { return protocol == p || otherProtocols.contains(p); }
};

// Dense TFLOPS (TOPS for int8) per precision.
struct Tflops {
    static constexpr int kCount = 8;
    static constexpr const char* kPrecisions[kCount] = {"fp64", "fp64_tensor", "fp32", "tf32",
                                                        "bf16", "fp16",        "fp8",  "int8"};
    double values[kCount] = {};

    static int indexOf(const QString& precision); // -1 when unknown
    double value(const QString& precision) const {
        const int i = indexOf(precision);
        return i < 0 ? 0 : values[i];
    }
    void add(const Tflops& other, double factor = 1) {
        for (int i = 0; i < kCount; ++i)
            values[i] += other.values[i] * factor;
    }
    bool isZero() const {
        for (double v : values)
            if (v != 0)
                return false;
        return true;
    }
};

struct GpuSpec {
    double memoryGb = 0;
    QString memoryType;
    double memoryBandwidthGbs = 0;
    QString formFactor; // sxm2..sxm5, sxm, oam, pcie, module
    int slotWidth = 0;  // cards only
    QString cooling;
    PcieLink hostLink;
    QString gpuLinkName;
    double gpuLinkGbs = 0; // total bidirectional per GPU
    int gpusPerCard = 1;
    Tflops tflops;
    QString nvmlName; // the name NVIDIA's driver reports (nvidia-smi, NVML): "NVIDIA H100 80GB HBM3"
};

struct CpuSpec {
    QString socket;
    int cores = 0;
    int threads = 0;
    int pcieGen = 0;
    int pcieLanes1p = 0;
    int pcieLanes2p = 0;
    int memoryChannels = 0;
    QString memoryType;
    int memorySpeedMts = 0;
};

struct MemorySpec {
    double capacityGb = 0;
    QString memoryType;
    int speedMts = 0;
};

struct StorageSpec {
    double capacityTb = 0;
    QString formFactor;
    QString interface;
    PcieLink link;
};

struct NicSpec {
    QList<PortGroup> ports;
    PcieLink link;
    QString formFactor;
    int slotWidth = 1;
};

// The power inlets of a device: count, rating and connector (IEC 60320 "c14", "c20"; "busbar" for a
// system fed by its rack's power shelves, never cabled to a PDU outlet).
struct PsuInlets {
    int count = 0;
    double ratingW = 0;
    QString redundancy; // "1+1"
    QString inlet;      // "c14" | "c20" | "busbar"
};

struct SwitchSpec {
    QList<PortGroup> ports;
    bool managed = true;
    PsuInlets psu;        // count 0: not in the catalog
    bool modular = false; // a chassis of line cards (the spine class), not a fixed box
};

struct PsuSpec {
    double ratingW = 0;
    double efficiency = 0;
    QString inlet; // "c14" | "c20"; empty: by rating (psuInletFor)
};

// IEC 60320 inlet a PSU of `ratingW` needs: C14 is rated 10 A, so a supply drawing more than 10 A at the
// 200 V low end of the 200-240 V range (about 2,000 W of input) takes a C20 (16 A).
QString psuInletFor(double ratingW, double efficiency);

// Outlets behind one breaker (or, without breakers, on one phase) of a PDU.
struct PduBank {
    QString name;
    QString phase; // "L1" (single phase); "L1".."L3" (wye); "L1-L2", "L2-L3", "L3-L1" (delta)
    double breakerA = 0;
    int outletsC13 = 0;
    int outletsC19 = 0;
};

struct PduSpec {
    int phases = 1;
    double voltageV = 0; // line-to-line for three phases
    double currentA = 0;
    int outletsC13 = 0;
    int outletsC19 = 0;
    QString wiring;       // three phases: "delta" (outlets line to line) or "wye" (line to neutral)
    QString plug;         // "NEMA L21-30P", "IEC 60309 532P6"
    QString metering;     // "metered", "switched", ...
    QList<PduBank> banks; // empty: one per phase (see banksOrDefault)
    // Apparent capacity in VA: V x A, or sqrt(3) x V x A for three phases.
    double capacityVa() const;
    // Continuous load allowed under the common North American 80% derating.
    double continuousCapacityVa() const { return capacityVa() * 0.8; }
    // Line-to-line wiring: "delta", or "wye" when a three-phase PDU feeds its outlets line to neutral
    // (230 V outlets on a 400 V PDU). Empty wiring on a three-phase PDU: wye above 300 V, else delta.
    bool outletsLineToLine() const;
    // Voltage at an outlet of `bank`.
    double bankVoltageV(const PduBank& bank) const;
    // The banks, or, when the catalog names none, one per phase (delta: L1-L2, L2-L3, L3-L1) behind the
    // input current with the outlets spread evenly.
    QList<PduBank> banksOrDefault() const;
};

struct RackSpec {
    int widthMm = 0;
    int depthMm = 0;
    double maxStaticLoadKg = 0;
    double powerBudgetW = 0;
    double coolingBudgetW = 0; // heat the air side removes (room air, or a rear-door heat exchanger)
    QString cooling;           // "air" | "rdhx" | "liquid"
    double liquidBudgetW = 0;  // heat the liquid loop (CDU, manifold) removes; 0: none
};

struct CableSpec {
    QString type;
    double speedGbps = 0;
    QString protocol;
    QString connector;
    double lengthM = 0;
    // Protocols it carries as well: NVIDIA's twin-port OSFP optics and cables run InfiniBand or Ethernet,
    // whichever the switch they are plugged into speaks.
    QStringList otherProtocols;
    // Optics (docs/catalog-format.md, "cable"): the fibre a transceiver drives or a fibre is ("multimode",
    // "single-mode"; empty: not said), the transceiver's longest run on it (0: not said), its optical
    // connector ("mpo-12-apc", "mpo-12", "lc"), its optical ports (2 for a twin-port module), its top
    // ("flat" for a riding heat sink, "finned"), and the slower link rates it also runs (a 400G module at
    // 200G on a splitter fibre).
    QString fiber;
    double reachM = 0;
    QString opticalConnector;
    int opticalPorts = 1;
    QString top;
    QList<double> otherSpeedsGbps;

    bool speaks(const QString& p) const { return protocol == p || otherProtocols.contains(p); }
    bool runsAt(double gbps) const;
};

struct PcieSwitchSpec {
    QString id;
    int gen = 0;
    int uplinkLanes = 0;
    QString root;
};

struct BayGroup {
    QString name;
    QList<PartKind> accepts;
    QStringList formFactors; // empty: any
    QString socket;
    QString memoryType;
    int count = 1;
    int pcieGen = 0;
    int lanes = 0;
    int maxSlotWidth = 0; // 0: not limited
    QString switchId;     // empty: on a CPU root port
};

// One physical bay: a group of count n expands to "NAME 1" .. "NAME n".
struct BayRef {
    QString name;
    int groupIndex = 0;
};

struct ServerSpec {
    double basePowerW = 0; // board, BMC, GPU baseboard (NVSwitch, retimers), backplanes; fans are modelled
    QString airflow;
    double liquidShare = 0; // share of the heat taken by cold plates (direct liquid cooling)
    QList<PcieSwitchSpec> pcieSwitches;
    QList<BayGroup> bays;
    QList<BayRef> expandedBays; // every bay, group by group (filled by the parser)
};

struct SystemContent {
    QString partId;
    int qty = 0;
};

// How a system brings the ports of one of its NICs out to its rear panel: a DGX H100 has its eight
// single-port ConnectX-7 in four twin-port OSFP cages (OSFP1P1 ... OSFP4P2).
struct SystemCages {
    QString nicPartId;
    int count = 0;
    int portsPerCage = 1;
    QString cage;
    QString moduleId;
};

// The hall's equipment (kind "facility"): what it is and the figures the hall budgets use. Its power
// draw at the rated point is the part's max_power_w, its weight and price the part's.
enum class FacilityType { Cdu, RearDoor, Crah, InRow, UpsModule, TapOff };
QString facilityTypeName(FacilityType type); // "cdu", "rdhx", "crah", "inrow", "ups", "tapoff"
std::optional<FacilityType> facilityTypeFromName(const QString& name);

struct FacilitySpec {
    FacilityType type = FacilityType::Cdu;
    QString placement;     // cdu: "in-rack", "in-row" or "facility"; air units: "perimeter" or "in-row"
    double capacityW = 0;  // heat removed (cooling units) or output power (a UPS module, a tap-off)
    double approachC = 0;  // cdu: the approach (secondary supply minus facility water) capacityW is rated at
    double flowLpm = 0;    // cdu: rated secondary flow
    double airflowCfm = 0; // air units and active rear doors
    double efficiency = 0; // ups: double conversion at the rated load
    double widthMm = 0;    // footprint, for the hall plan and the floor load
    double depthMm = 0;
    double voltageV = 0; // tap-off: line to line
    double currentA = 0; // tap-off: rated current per line
    int phases = 0;
    // Takes a rack position in a row (in-row coolers and CDUs), not a place along the wall.
    bool takesRowPosition() const { return placement == QLatin1String("in-row"); }
};

// A storage appliance (a parallel file system's building block or an NVMe server for Lustre, BeeGFS or
// NFS): what it stores and how fast, as its datasheet gives them (docs/catalog-format.md, "system").
struct StorageSystemSpec {
    double usableCapacityTb = 0; // after the file system's data protection
    double readGbs = 0;          // sequential, to its clients, GB/s (bytes)
    double writeGbs = 0;
    QString fileSystem; // "lustre", "vast", "weka", "oceanstor", "beegfs", ...
    int minSystems = 1; // the fewest the vendor sells as one file system (a WEKApod: eight servers)
};

struct SystemSpec {
    QList<SystemContent> contents;
    QList<SystemCages> cages; // empty: every NIC's own cages
    int psuCount = 0;
    double psuRatingW = 0;
    QString psuRedundancy; // "4+2"
    double psuEfficiency = 0;
    double airflowCfm = 0;
    QString airflow;
    QString psuInlet;       // "c14" | "c20" | "busbar"
    double liquidShare = 0; // share of the heat taken by liquid
    QString chassis;        // a configurable server part of the same chassis, for the computed power model
    std::optional<StorageSystemSpec> storage; // a storage appliance rather than a compute system
};
