#include "analysis/deviceanalysis.h"

#include "model/analysistext.h"
#include "model/findingnumbers.h"

#include "model/units.h"
#include "placement/bayallocator.h"
#include "placement/mountcheck.h"
#include "power/psuredundancy.h"
#include "power/serverpower.h"

#include <QCoreApplication>
#include <QVarLengthArray>

namespace {

QString watts(double w) {
    return FindingNumbers::watts(w);
}

void addPorts(QList<PortCount>& list, const QList<PortGroup>& groups, int multiplier) {
    for (const PortGroup& group : groups)
        addPortCounts(list, {PortCount{group.protocol, group.speedGbps, qint64(group.count) * multiplier,
                                       group.otherProtocols.value(0)}});
}

double* categoryOf(PowerBreakdown& breakdown, PartKind kind) {
    switch (kind) {
    case PartKind::Gpu:
        return &breakdown.gpuW;
    case PartKind::Cpu:
        return &breakdown.cpuW;
    case PartKind::Memory:
        return &breakdown.memoryW;
    case PartKind::Storage:
        return &breakdown.storageW;
    case PartKind::Nic:
    case PartKind::Switch:
        return &breakdown.networkW;
    default:
        return &breakdown.baseW;
    }
}

// GPU count, memory, compute and host ports of `qty` units of a component part.
void addCapabilities(DeviceBudget& budget, const Part& part, int qty) {
    if (const GpuSpec* gpu = part.gpu()) {
        budget.gpus += qint64(qty) * gpu->gpusPerCard;
        budget.gpuMemoryGb += qty * gpu->memoryGb;
        budget.tflops.add(gpu->tflops, qty);
    } else if (const NicSpec* nic = part.nic()) {
        addPorts(budget.nicPorts, nic->ports, qty);
    }
}

// List price in the design currency; 0 (and noted in `unpriced`) when missing or not convertible.
double priceOf(const Part& part, PartFacts& facts, QStringList& unpriced) {
    const std::optional<double> price = facts.price(part);
    if (!price && !unpriced.contains(part.id))
        unpriced.append(part.id);
    return price.value_or(0);
}

class DeviceAnalyzer {
public:
    DeviceAnalyzer(const Device& device, const QString& rackId, const PartIndex& parts,
                   const DesignSettings& settings, PartFacts& facts)
        : mDevice(device), mRackId(rackId), mParts(parts), mSettings(settings), mFacts(facts) {}

    DeviceAnalysis run() {
        const Part* part = mFacts.find(mDevice.partId);
        DeviceBudget& b = mResult.budget;
        b.id = mDevice.id;
        b.partId = mDevice.partId;
        b.u = mDevice.u;
        if (!part)
            return mResult;
        b.kind = part->kind;
        b.heightU = MountCheck::unitsOf(*part);
        b.weightKg = part->weightKg;
        b.cost = priceOf(*part, mFacts, mResult.unpricedPartIds);
        if (const ServerSpec* server = part->server())
            analyzeServer(*server);
        else if (const SystemSpec* system = part->system())
            analyzeSystem(*part, *system);
        else
            analyzeSimple(*part);
        choosePower();
        b.heatBtuH = Units::heatBtuH(b.powerW);
        const SystemSpec* system = part->system();
        b.airflowFromVendor = system && system->airflowCfm > 0;
        b.airflowCfm = b.airflowFromVendor
                           ? system->airflowCfm
                           : Units::airflowCfm(b.powerW * (1.0 - b.liquidShare), mSettings.airflowDeltaTC);
        return std::move(mResult);
    }

private:
    void add(Severity severity, const char* code, const QString& partId, const QString& message) {
        mResult.findings.append(
            Finding{severity, QString::fromLatin1(code), mRackId, mDevice.id, partId, message});
    }

    // A part's typical draw, no more than its power cap.
    double typicalW(const Part& part) const {
        const double typical = part.typicalPowerW.value_or(part.maxPowerW * mSettings.utilisation);
        return std::min(typical, mSettings.cappedPowerW(part.id, part.maxPowerW));
    }

    void rejectComponents(const Part& part) {
        for (const Component& component : mDevice.components)
            add(Severity::Error, "device.bay.incompatible", component.partId,
                Analysis::tr("%1 is a %2 with no open bays; %3 cannot be installed")
                    .arg(mDevice.id, part.model, component.partId));
    }

    void analyzeSimple(const Part& part) {
        rejectComponents(part);
        DeviceBudget& b = mResult.budget;
        b.dcLoadW = part.maxPowerW;
        b.powerW = part.maxPowerW;
        b.vendorMaxW = part.maxPowerW;
        b.typicalPowerW = part.typicalPowerW.value_or(part.maxPowerW * mSettings.utilisation);
        *categoryOf(b.breakdown, part.kind) += part.maxPowerW;
        if (const SwitchSpec* sw = part.switchSpec()) {
            addPorts(b.switchPorts, sw->ports, 1);
            b.psuCount = sw->psu.count;
            b.psuRatingW = sw->psu.ratingW;
            b.psuInlet = sw->psu.inlet;
            if (sw->psu.count > 0) {
                // As a server's: capacity, and what is usable under the vendor's redundancy (1+1).
                b.psuCapacityW = sw->psu.count * sw->psu.ratingW;
                b.psuRedundancy = sw->psu.redundancy.isEmpty() ? QStringLiteral("N") : sw->psu.redundancy;
                const auto mode =
                    PsuRedundancy::parse(b.psuRedundancy).value_or(PsuRedundancy{PsuRedundancy::Mode::N});
                b.psuUsableW = mode.usableW(b.psuCount, b.psuRatingW);
                checkPsuLoad(b.powerW);
            }
        }
    }

    void analyzeSystem(const Part& part, const SystemSpec& system) {
        rejectComponents(part);
        DeviceBudget& b = mResult.budget;
        b.powerW = part.maxPowerW; // vendor max system power, at the wall
        b.vendorMaxW = part.maxPowerW;
        b.typicalPowerW = part.typicalPowerW.value_or(part.maxPowerW * mSettings.utilisation);
        // Power-capped GPUs (settings, version 9) take their saving off the vendor's figures, at the wall.
        const double wallShare = system.psuEfficiency > 0 ? 1 / system.psuEfficiency : 1.0;
        for (const SystemContent& content : system.contents)
            if (const Part* inner = mParts.find(content.partId)) {
                const double maxW = mSettings.cappedPowerW(inner->id, inner->maxPowerW);
                b.powerW -= (inner->maxPowerW - maxW) * content.qty * wallShare;
                b.typicalPowerW -=
                    std::max(0.0, inner->typicalPowerW.value_or(inner->maxPowerW * mSettings.utilisation) -
                                      typicalW(*inner)) *
                    content.qty * wallShare;
            }
        b.psuInlet = system.psuInlet;
        b.liquidShare = system.liquidShare;
        modelSystem(part, system);
        const double efficiency = system.psuEfficiency > 0 ? system.psuEfficiency : 1.0;
        b.dcLoadW = b.powerW * efficiency;
        b.breakdown.psuLossW = b.powerW - b.dcLoadW;
        // Split the rated DC load over the contents by their max power; the rest is base (fans, board,
        // NVSwitch).
        PowerBreakdown contents;
        for (const SystemContent& content : system.contents) {
            if (const Part* inner = mParts.find(content.partId)) {
                *categoryOf(contents, inner->kind) +=
                    mSettings.cappedPowerW(inner->id, inner->maxPowerW) * content.qty;
                addCapabilities(b, *inner, content.qty);
            }
        }
        const double contentW = contents.totalW();
        const double scale = contentW > b.dcLoadW && contentW > 0 ? b.dcLoadW / contentW : 1.0;
        b.breakdown.gpuW = contents.gpuW * scale;
        b.breakdown.cpuW = contents.cpuW * scale;
        b.breakdown.memoryW = contents.memoryW * scale;
        b.breakdown.storageW = contents.storageW * scale;
        b.breakdown.networkW = contents.networkW * scale;
        b.breakdown.baseW = b.dcLoadW - contentW * scale;
        b.psuCount = system.psuCount;
        b.psuRatingW = system.psuRatingW;
        b.psuCapacityW = system.psuCount * system.psuRatingW;
        b.psuRedundancy = system.psuRedundancy.isEmpty() ? QStringLiteral("N") : system.psuRedundancy;
        const auto mode =
            PsuRedundancy::parse(b.psuRedundancy).value_or(PsuRedundancy{PsuRedundancy::Mode::N});
        b.psuUsableW = mode.usableW(b.psuCount, b.psuRatingW);
        checkPsuLoad(b.powerW);
    }

    // The server power model over a system's contents in the chassis it is built on: the computed
    // maximum, and the typical draw where the vendor publishes none.
    void modelSystem(const Part& part, const SystemSpec& system) {
        const Part* chassis = system.chassis.isEmpty() ? nullptr : mParts.find(system.chassis);
        if (!chassis || !chassis->server())
            return;
        ServerPower::Inputs in;
        for (const SystemContent& content : system.contents)
            if (const Part* inner = mParts.find(content.partId)) {
                in.partsW += mSettings.cappedPowerW(inner->id, inner->maxPowerW) * content.qty;
                in.typicalPartsW += typicalW(*inner) * content.qty;
            }
        in.chassisW = chassis->server()->basePowerW;
        in.utilisation = mSettings.utilisation;
        in.liquidShare = system.liquidShare;
        in.psuCount = system.psuCount;
        in.psuRatingW = system.psuRatingW;
        in.psuEfficiency = system.psuEfficiency;
        DeviceBudget& b = mResult.budget;
        b.computedMaxW = ServerPower::maximum(in).wallW;
        if (!part.typicalPowerW)
            b.typicalPowerW = ServerPower::typical(in).wallW;
    }

    // powerW by the design's basis, with the breakdown and DC load scaled to it.
    void choosePower() {
        DeviceBudget& b = mResult.budget;
        const double maxW = b.powerW; // as analysed: the vendor maximum, or the model's for a server
        b.measuredW = mDevice.measuredPowerW;
        const double vendorOrComputed = b.vendorMaxW > 0 ? b.vendorMaxW : b.computedMaxW;
        const PowerBasis vendorOrComputedBasis =
            b.vendorMaxW > 0 ? PowerBasis::VendorMax : PowerBasis::ComputedMax;
        double chosen = vendorOrComputed;
        b.powerBasis = vendorOrComputedBasis;
        switch (mSettings.powerBasis) {
        case PowerBasis::VendorMax:
            break;
        case PowerBasis::ComputedMax:
            if (b.computedMaxW > 0) {
                chosen = b.computedMaxW;
                b.powerBasis = PowerBasis::ComputedMax;
            }
            break;
        case PowerBasis::Typical:
            chosen = b.typicalPowerW;
            b.powerBasis = PowerBasis::Typical;
            break;
        case PowerBasis::Measured:
            if (b.measuredW) {
                chosen = *b.measuredW;
                b.powerBasis = PowerBasis::Measured;
            }
            break;
        }
        if (maxW <= 0 || chosen == maxW) {
            if (maxW <= 0)
                b.powerW = chosen;
            return;
        }
        const double scale = chosen / maxW;
        b.powerW = chosen;
        b.dcLoadW *= scale;
        b.breakdown.gpuW *= scale;
        b.breakdown.cpuW *= scale;
        b.breakdown.memoryW *= scale;
        b.breakdown.storageW *= scale;
        b.breakdown.networkW *= scale;
        b.breakdown.baseW *= scale;
        b.breakdown.psuLossW *= scale;
    }

    void analyzeServer(const ServerSpec& server) {
        DeviceBudget& b = mResult.budget;
        BayAllocation allocation = allocateBays(mDevice, server, mRackId, mFacts);
        mResult.findings.append(allocation.findings);
        b.server = &server;

        double partsW = 0;
        double typicalPartsW = 0;
        int cpus = 0;
        const Part* cpuPart = nullptr;
        int psus = 0;
        double psuRating = 0;
        double psuEfficiency = 1.0;
        bool mixedPsus = false;
        // Only the units that found a bay count.
        for (qsizetype i = 0; i < allocation.parts.size(); ++i) {
            const Part* component = allocation.parts[i];
            const int n = allocation.placed[i];
            if (!component || n == 0)
                continue;
            const double maxW = mSettings.cappedPowerW(component->id, component->maxPowerW);
            partsW += maxW * n;
            typicalPartsW += typicalW(*component) * n;
            *categoryOf(b.breakdown, component->kind) += maxW * n;
            b.weightKg += component->weightKg * n;
            b.cost += priceOf(*component, mFacts, mResult.unpricedPartIds) * n;
            addCapabilities(b, *component, n);
            if (component->cpu()) {
                cpus += n;
                cpuPart = component;
            } else if (const PsuSpec* psu = component->psu()) {
                mixedPsus = mixedPsus || (psus > 0 && psu->ratingW != psuRating);
                psuRating = psus == 0 ? psu->ratingW : qMin(psuRating, psu->ratingW);
                psuEfficiency = psus == 0 ? psu->efficiency : qMin(psuEfficiency, psu->efficiency);
                psus += n;
                b.psuInlet = psu->inlet;
            }
        }
        b.bayOccupants = std::move(allocation.occupants);
        b.bayCoveredBy = std::move(allocation.coveredBy);
        ServerPower::Inputs in;
        in.partsW = partsW;
        in.typicalPartsW = typicalPartsW;
        in.chassisW = server.basePowerW;
        in.utilisation = mSettings.utilisation;
        in.liquidShare = server.liquidShare;
        in.psuCount = psus;
        in.psuRatingW = psuRating;
        in.psuEfficiency = psuEfficiency;
        const ServerPower::Draw max = ServerPower::maximum(in);
        const double dcW = max.dcW;
        b.liquidShare = server.liquidShare;
        b.breakdown.baseW = server.basePowerW + max.fansW;
        b.dcLoadW = dcW;
        b.powerW = max.wallW;
        b.computedMaxW = max.wallW;
        b.typicalPowerW = ServerPower::typical(in).wallW;
        b.breakdown.psuLossW = max.lossW();

        // PSUs
        b.psuCount = psus;
        b.psuRatingW = psuRating;
        b.psuCapacityW = psus * psuRating;
        b.psuRedundancy = mDevice.psuRedundancy;
        const auto mode = PsuRedundancy::parse(mDevice.psuRedundancy).value_or(PsuRedundancy{});
        b.psuUsableW = mode.usableW(psus, psuRating);
        bool hasPsuBays = false;
        bool hasCpuBays = false;
        for (const BayGroup& group : server.bays) {
            hasPsuBays = hasPsuBays || group.accepts.contains(PartKind::Psu);
            hasCpuBays = hasCpuBays || group.accepts.contains(PartKind::Cpu);
        }
        if (psus == 0 && hasPsuBays) {
            add(Severity::Error, "device.psu.missing", QString(),
                Analysis::tr("%1 has no PSU installed (power shown is the DC load)").arg(mDevice.id));
        } else {
            if (mixedPsus)
                add(Severity::Warning, "device.psu.mixed", QString(),
                    Analysis::tr("%1 mixes PSUs of different ratings; the smallest (%2) is used")
                        .arg(mDevice.id, watts(psuRating)));
            if (mode.mode == PsuRedundancy::Mode::Explicit && mode.needed + mode.spares != psus)
                add(Severity::Warning, "device.psu.count_mismatch", QString(),
                    Analysis::tr("%1 is set to %2 redundancy but has %3 PSUs installed")
                        .arg(mDevice.id, mDevice.psuRedundancy)
                        .arg(psus));
            checkPsuLoad(dcW);
        }

        // CPUs and PCIe lanes at the CPU root ports
        if (cpus == 0 && hasCpuBays)
            add(Severity::Error, "device.cpu.missing", QString(),
                Analysis::tr("%1 has no CPU installed").arg(mDevice.id));
        if (cpuPart)
            b.pcieLanesAvailable = cpus >= 2 ? cpuPart->cpu()->pcieLanes2p : cpuPart->cpu()->pcieLanes1p;
        // Lanes of occupied bays: on a CPU root port, or below a PCIe switch.
        QVarLengthArray<int, 8> switchDownstream(server.pcieSwitches.size(), 0);
        for (qsizetype i = 0; i < b.bayOccupants.size(); ++i) {
            if (!b.bayOccupants[i])
                continue;
            const BayGroup& group = server.bays[server.expandedBays[i].groupIndex];
            if (group.switchId.isEmpty()) {
                b.pcieLanesUsed += group.lanes;
                continue;
            }
            for (qsizetype s = 0; s < server.pcieSwitches.size(); ++s)
                if (server.pcieSwitches[s].id == group.switchId)
                    switchDownstream[s] += group.lanes;
        }
        for (qsizetype s = 0; s < server.pcieSwitches.size(); ++s) {
            const PcieSwitchSpec& sw = server.pcieSwitches[s];
            b.pcieSwitches.append(PcieSwitchLoad{sw.id, sw.gen, sw.uplinkLanes, switchDownstream[s]});
            b.pcieLanesUsed += sw.uplinkLanes;
        }
        if (cpus > 0 && b.pcieLanesUsed > b.pcieLanesAvailable)
            add(Severity::Error, "device.pcie.oversubscribed", QString(),
                Analysis::tr("%1 needs %2 PCIe lanes at the CPUs but %3 x %4 provide %5")
                    .arg(mDevice.id)
                    .arg(b.pcieLanesUsed)
                    .arg(cpus)
                    .arg(cpuPart->model)
                    .arg(b.pcieLanesAvailable));
        QStringList ratios;
        for (const PcieSwitchLoad& load : b.pcieSwitches)
            if (load.oversubscription() > 1.0)
                ratios.append(QStringLiteral("%1 %2:1").arg(load.id).arg(load.oversubscription(), 0, 'g', 3));
        if (!ratios.isEmpty())
            add(Severity::Info, "device.pcie.switch_oversubscribed", QString(),
                Analysis::tr(
                    "%1: PCIe switches carry more lanes below than their uplinks (%2); GPU peer traffic "
                    "stays below the switch or on the GPUs' own links (NVLink, HCCS)")
                    .arg(mDevice.id, ratios.join(QStringLiteral(", "))));
    }

    void checkPsuLoad(double loadW) {
        const DeviceBudget& b = mResult.budget;
        if (loadW > b.psuCapacityW) {
            const auto [load, capacity] = FindingNumbers::compared(loadW, b.psuCapacityW, 0);
            add(Severity::Error, "device.psu.insufficient", QString(),
                Analysis::tr("%1 draws %2 W but its %Ln PSU(s) deliver %3 W", nullptr, b.psuCount)
                    .arg(mDevice.id, load, capacity));
        } else if (loadW > b.psuUsableW) {
            const auto [load, usable] = FindingNumbers::compared(loadW, b.psuUsableW, 0);
            add(Severity::Warning, "device.psu.redundancy_lost", QString(),
                Analysis::tr("%1 draws %2 W, more than the %3 W usable under %4 redundancy: losing a PSU "
                             "would shut it down")
                    .arg(mDevice.id, load, usable, b.psuRedundancy));
        }
    }

    const Device& mDevice;
    const QString& mRackId;
    const PartIndex& mParts;
    const DesignSettings& mSettings;
    PartFacts& mFacts;
    DeviceAnalysis mResult;
};

} // namespace

DeviceAnalysis analyzeDevice(const Device& device, const QString& rackId, const PartIndex& parts,
                             const DesignSettings& settings, PartFacts& facts) {
    return DeviceAnalyzer(device, rackId, parts, settings, facts).run();
}
