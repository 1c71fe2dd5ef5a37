#pragma once

#include "model/fabric.h"
#include "model/hall.h"
#include "model/workload.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <mutex>
#include <optional>

// A cluster design: racks on a floor, devices mounted in racks, components installed in devices.
// Parts are referenced by catalog id; the catalog (PartIndex) resolves them during analysis.
// Plain values: copying is cheap (implicitly shared lists) and comparison is exact.

// Which figure a device's power is planned with (version 5).
enum class PowerBasis {
    VendorMax,   // the vendor's rated maximum where the catalog has one, else the computed maximum
    ComputedMax, // the server power model's maximum for the installed parts
    Typical,     // the vendor's typical figure where published, else the load model
    Measured,    // the figure entered per device (DCGM, a PDU reading), else the vendor maximum
};
QString powerBasisName(PowerBasis basis); // "vendor_max", ...
std::optional<PowerBasis> powerBasisFromName(const QString& name);

struct DesignSettings {
    QString currency = QStringLiteral("USD");
    double electricityPricePerKwh = 0.10; // in `currency`
    double pue = 1.4;                     // power usage effectiveness of the facility
    double supplyVoltageV = 230;
    double airflowDeltaTC = 11.1; // air temperature rise through the equipment (11.1 C = 20 F)
    double utilisation = 0.8;     // share of max power drawn on average, for parts without a typical figure
    QString organisation;
    // Units of `currency` per unit of another currency, e.g. {"USD": 7.1} in a CNY design.
    QMap<QString, double> exchangeRates;
    // Version 4: the tax on the BOM total. Empty: the currency's default, VAT 13% for CNY (the general
    // rate of China's VAT law since 2019), none for others.
    std::optional<double> taxPercent;
    QString taxLabel; // empty: "VAT" where the default applies, else "Tax"
    // Version 5: power and cooling sign-off.
    PowerBasis powerBasis = PowerBasis::VendorMax;
    // Share of a circuit's rating loaded continuously: 80 under the North American rule (NEC 210.19/215.2),
    // 100 where IEC/Chinese practice rates breakers for continuous load.
    double deratingPercent = 80;
    double phaseImbalancePercent = 20; // warn above: largest deviation from the mean line current / mean
    double coolantDeltaTC = 10;        // coolant temperature rise through liquid-cooled equipment
    // Version 6: cost of ownership (design/cost/tco.h).
    double tcoYears = 5;              // the period capex is spread over (5: the usual server depreciation)
    double facilityPerKwMonth = 0;    // colocation or facility price per kW of planned power per month
    double supportPercentPerYear = 0; // support contracts, % of capex per year
    double gpuUtilisation = 0.8;      // share of the hours the GPUs do paid work, for the cost per GPU-hour
    // Version 9: power limits per GPU part (nvidia-smi -pl), W: the analysis budgets a capped GPU at its cap,
    // the step-time model runs it on its power-performance curve (design/performance/powercurve.h).
    QMap<QString, double> gpuPowerCapsW;
    bool operator==(const DesignSettings&) const = default;

    // A part's maximum power with its cap applied (only GPUs carry caps).
    double cappedPowerW(const QString& partId, double maxPowerW) const {
        const double cap = gpuPowerCapsW.value(partId, 0);
        return cap > 0 && cap < maxPowerW ? cap : maxPowerW;
    }

    double effectiveTaxPercent() const {
        return taxPercent.value_or(currency == QLatin1String("CNY") ? 13.0 : 0.0);
    }

    // 1 for the design currency, the user's rate for others, 0 when no rate is set.
    double exchangeRate(const QString& from) const {
        return from == currency ? 1.0 : exchangeRates.value(from, 0.0);
    }
};

struct Component {
    QString partId;
    int qty = 1;
    QString bay; // a bay name ("SXM4 (switch 0) 1"); empty: first compatible free bays, in order
    bool operator==(const Component&) const = default;
};

enum class Face { Front, Rear };

// A power cord from one PSU inlet of a device to an outlet of a PDU in the same rack, set by the user
// (version 5); inlets without one are cabled automatically.
struct PowerCord {
    int psu = 1;    // 1-based inlet number of the device
    QString pduId;  // a 0U PDU of the rack or a PDU mounted in it
    int outlet = 1; // 1-based outlet number of the PDU (bank by bank, C13s before C19s)
    bool operator==(const PowerCord&) const = default;
};

// Where a device's measured draw came from (version 11): readings imported from nvidia-smi or DCGM logs or a
// PDU's outlet export (design/facility/powerreadings.h). measured_power_w is the percentile of them.
struct PowerMeasurement {
    QString date;           // of the last reading, "2025-03-14"
    double percentile = 99; // of the samples that measured_power_w is
    double peakW = 0;       // the highest sample
    QString source;         // "nvidia-smi", "dcgm", "pdu"
    int samples = 0;
    bool operator==(const PowerMeasurement&) const = default;
};

struct Device {
    QString id;
    QString partId;
    QString name; // empty: the part's model
    int u = 1;    // lowest occupied unit, 1-based from the bottom
    Face face = Face::Front;
    QString psuRedundancy = QStringLiteral("N+1"); // N, N+1, N+N, or explicit "4+2"
    QList<Component> components;
    std::optional<double>
        measuredPowerW;          // version 5: a measured draw (W at the wall), for PowerBasis::Measured
    QString feed;                // version 5, PDUs only: "A" or "B"; empty: alternate by order
    QList<PowerCord> powerCords; // version 5
    std::optional<PowerMeasurement> measurement; // version 11: how measuredPowerW was measured
    bool operator==(const Device&) const = default;
};

// A 0U PDU strip at the side of a rack (PDUs with a U height are mounted as devices).
struct RackPdu {
    QString id;
    QString partId;
    QString feed; // version 5: "A" or "B"; empty: alternate by order
    bool operator==(const RackPdu&) const = default;
};

struct Rack {
    QString id;
    QString name;
    QString partId;
    int row = 0;                          // floor row, 0-based
    int position = 0;                     // place in the row, 0-based
    std::optional<double> powerBudgetW;   // empty: the rack part's default
    std::optional<double> coolingBudgetW; // empty: the rack part's default
    QList<RackPdu> pdus;
    QList<Device> devices;
    bool operator==(const Rack&) const = default;
};

// A supplier's quote for one part of this design (version 7): it prices the part's BOM line instead of the
// catalog's list price.
struct PriceQuote {
    QString partId;
    std::optional<double> unitPrice; // in `currency`; empty: the list price, less the discount
    QString currency;                // ISO code; empty: the design's currency
    double discountPercent = 0;      // off the unit price (or the list price)
    QString supplier;
    QString reference; // the quote's number
    QString date;      // "2026-11-20"
    std::optional<int> leadTimeWeeks;
    bool operator==(const PriceQuote&) const = default;
    // Says nothing: no price, discount, supplier, reference, date or lead time.
    bool isEmpty() const {
        return !unitPrice && discountPercent == 0 && supplier.isEmpty() && reference.isEmpty() &&
               date.isEmpty() && !leadTimeWeeks;
    }
};

// Where each rack and device id was last seen, built on first lookup. Not part of the design's value:
// copies start without one and it never makes two designs unequal.
class IdPlaces {
public:
    IdPlaces() = default;
    IdPlaces(const IdPlaces&) {}
    IdPlaces& operator=(const IdPlaces&) {
        mPlaces.reset();
        mScansSinceBuild = 0;
        return *this;
    }
    bool operator==(const IdPlaces&) const { return true; }

    // {rack, -1} of a rack id or {rack, device} of a device id in `racks`, checked against them (a stale
    // entry is rebuilt), or {-1, -1}.
    std::pair<int, int> find(const QList<Rack>& racks, const QString& id) const;

private:
    static constexpr int kScansBeforeRebuild = 16;
    mutable std::shared_ptr<QHash<QString, std::pair<int, int>>> mPlaces; // owned: copies start empty
    mutable int mScansSinceBuild = 0;
    mutable std::shared_ptr<std::mutex> mLock = std::make_shared<std::mutex>();
};

struct Design {
    QString name;
    DesignSettings settings;
    QList<Rack> racks;
    QList<Fabric> fabrics;            // version 2
    QList<CableOverride> cables;      // version 2: cables set by hand
    std::optional<Workload> workload; // version 3: what the cluster is sized for
    QList<PriceQuote> quotes;         // version 7: at most one per part
    std::optional<Hall> hall;         // version 11: the hall around the racks
    IdPlaces places; // for rackIndex() and deviceLocation(): a 20,000-device floor looks ids up in loops
    bool operator==(const Design&) const = default;

    int rackIndex(const QString& rackId) const;
    // Finds a device anywhere; returns {rackIndex, deviceIndex} or {-1, -1}.
    std::pair<int, int> deviceLocation(const QString& deviceId) const;
    const Device* device(const QString& deviceId) const;
    // Finds a 0U PDU anywhere; returns {rackIndex, pduIndex} or {-1, -1}.
    std::pair<int, int> pduLocation(const QString& pduId) const;
    // A fresh id with the prefix not used by any rack, device or PDU ("n01", "n02", ...).
    QString uniqueId(const QString& prefix) const;
    bool idInUse(const QString& id) const;
    const PriceQuote* quote(const QString& partId) const;
};

QString faceName(Face face);
