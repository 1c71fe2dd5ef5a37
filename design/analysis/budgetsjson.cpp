#include "analysis/budgetsjson.h"

#include "analysis/findinggroups.h"
#include "fabric/fabricjson.h"
#include "facility/facilityjson.h"

#include "jsonwriter.h"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <future>
#include <mutex>

namespace {

// Figures to 0.01 so the output is stable and readable; counts stay integers.
double r2(double value) {
    return std::round(value * 100.0) / 100.0;
}

void writeTflops(JsonWriter& w, const Tflops& tflops) {
    w.beginObject();
    for (int i = 0; i < Tflops::kCount; ++i)
        w.field(Tflops::kPrecisions[i], r2(tflops.values[i]));
    w.endObject();
}

void writePorts(JsonWriter& w, const QList<PortCount>& ports) {
    w.beginArray();
    for (const PortCount& port : ports) {
        w.beginObject();
        w.field("protocol", port.protocol);
        w.field("speed_gbps", port.speedGbps);
        w.field("count", port.count);
        w.endObject();
    }
    w.endArray();
}

void writeBreakdown(JsonWriter& w, const PowerBreakdown& b) {
    w.beginObject();
    w.field("gpu_w", r2(b.gpuW));
    w.field("cpu_w", r2(b.cpuW));
    w.field("memory_w", r2(b.memoryW));
    w.field("storage_w", r2(b.storageW));
    w.field("network_w", r2(b.networkW));
    w.field("base_w", r2(b.baseW));
    w.field("psu_loss_w", r2(b.psuLossW));
    w.endObject();
}

void writeMoney(JsonWriter& w, double amount, const QString& currency) {
    w.beginObject();
    w.field("amount", r2(amount));
    w.field("currency", currency);
    w.endObject();
}

void writeDevice(JsonWriter& w, const DeviceBudget& d) {
    w.beginObject();
    w.field("id", d.id);
    w.field("part", d.partId);
    w.field("u", d.u);
    w.field("height_u", d.heightU);
    w.field("power_w", r2(d.powerW));
    w.field("dc_load_w", r2(d.dcLoadW));
    w.field("typical_power_w", r2(d.typicalPowerW));
    w.field("power_basis", powerBasisName(d.powerBasis));
    w.field("vendor_max_power_w", r2(d.vendorMaxW));
    w.field("computed_max_power_w", r2(d.computedMaxW));
    if (d.measuredW)
        w.field("measured_power_w", r2(*d.measuredW));
    w.field("heat_btu_h", r2(d.heatBtuH));
    w.field("liquid_share", r2(d.liquidShare));
    w.field("airflow_cfm", r2(d.airflowCfm));
    w.field("airflow_source", d.airflowFromVendor ? "vendor" : "computed");
    w.field("weight_kg", r2(d.weightKg));
    w.field("psu_count", d.psuCount);
    w.field("psu_rating_w", r2(d.psuRatingW));
    w.field("psu_capacity_w", r2(d.psuCapacityW));
    w.field("psu_usable_w", r2(d.psuUsableW));
    w.field("psu_redundancy", d.psuRedundancy);
    w.field("pcie_lanes_used", d.pcieLanesUsed);
    w.field("pcie_lanes_available", d.pcieLanesAvailable);
    w.key("pcie_switches");
    w.beginArray();
    for (const PcieSwitchLoad& sw : d.pcieSwitches) {
        w.beginObject();
        w.field("id", sw.id);
        w.field("pcie_gen", sw.pcieGen);
        w.field("uplink_lanes", sw.uplinkLanes);
        w.field("downstream_lanes", sw.downstreamLanes);
        w.field("oversubscription", r2(sw.oversubscription()));
        w.endObject();
    }
    w.endArray();
    w.field("gpus", d.gpus);
    w.field("gpu_memory_gb", r2(d.gpuMemoryGb));
    w.key("nic_ports");
    writePorts(w, d.nicPorts);
    w.key("switch_ports");
    writePorts(w, d.switchPorts);
    w.key("power_breakdown");
    writeBreakdown(w, d.breakdown);
    w.key("bays");
    w.beginArray();
    d.visitBays([&w](const BayRef& bay, const QString& partId, const QString& blockedBy) {
        if (partId.isEmpty() && blockedBy.isEmpty())
            return;
        w.beginObject();
        w.field("bay", bay.name);
        w.field("part", partId);
        w.field("blocked_by", blockedBy);
        w.endObject();
    });
    w.endArray();
    w.endObject();
}

void writeTotals(JsonWriter& w, const Totals& t) {
    w.beginObject();
    w.field("power_w", r2(t.powerW));
    w.field("typical_power_w", r2(t.typicalPowerW));
    w.field("heat_btu_h", r2(t.heatBtuH));
    w.field("cooling_tons", r2(t.coolingTons));
    w.field("airflow_cfm", r2(t.airflowCfm));
    w.field("rack_units_used", t.rackUnitsUsed);
    w.field("rack_units_total", t.rackUnitsTotal);
    w.field("weight_kg", r2(t.weightKg));
    w.field("gpus", t.gpus);
    w.field("gpu_memory_gb", r2(t.gpuMemoryGb));
    w.key("peak_tflops");
    writeTflops(w, t.tflops);
    w.key("cost");
    writeMoney(w, t.cost, t.currency);
    w.field("energy_kwh_per_year", r2(t.energyKwhPerYear));
    w.key("energy_cost_per_year");
    writeMoney(w, t.energyCostPerYear, t.currency);
    w.endObject();
}

// Feeds, PDUs with their lines and banks, and the cords (check --json, docs/analysis.md).
void writePower(JsonWriter& w, const RackPower& power) {
    w.key("feeds");
    w.beginArray();
    for (const FeedLoad& feed : power.feeds) {
        w.beginObject();
        w.field("feed", feed.feed);
        w.field("load_w", r2(feed.loadW));
        w.field("capacity_w", r2(feed.capacityW));
        w.field("failover_load_w", r2(feed.failoverLoadW));
        w.endObject();
    }
    w.endArray();
    w.key("pdus");
    w.beginArray();
    for (const PduLoad& pdu : power.pdus) {
        w.beginObject();
        w.field("id", pdu.id);
        w.field("part", pdu.partId);
        w.field("feed", pdu.feed);
        w.field("rated_w", r2(pdu.ratedW));
        w.field("capacity_w", r2(pdu.capacityW));
        w.field("load_w", r2(pdu.loadW));
        w.field("failover_load_w", r2(pdu.failoverLoadW));
        w.field("line_limit_a", r2(pdu.lineLimitA));
        w.field("imbalance_percent", r2(pdu.imbalancePercent));
        w.key("phases");
        w.beginArray();
        for (const LineLoad& line : pdu.lines) {
            w.beginObject();
            w.field("phase", line.line);
            w.field("current_a", r2(line.currentA));
            w.field("load_w", r2(line.loadW));
            w.field("failover_current_a", r2(line.failoverCurrentA));
            w.endObject();
        }
        w.endArray();
        w.key("banks");
        w.beginArray();
        for (const BankLoad& bank : pdu.banks) {
            w.beginObject();
            w.field("name", bank.name);
            w.field("phase", bank.phase);
            w.field("breaker_a", r2(bank.breakerA));
            w.field("capacity_w", r2(bank.capacityW));
            w.field("load_w", r2(bank.loadW));
            w.field("failover_load_w", r2(bank.failoverLoadW));
            w.endObject();
        }
        w.endArray();
        w.field("outlets_c13", pdu.outletsC13);
        w.field("outlets_c19", pdu.outletsC19);
        w.field("used_c13", pdu.usedC13);
        w.field("used_c19", pdu.usedC19);
        w.endObject();
    }
    w.endArray();
    w.key("cords");
    w.beginArray();
    for (const CordUse& cord : power.cords) {
        w.beginObject();
        w.field("device", cord.deviceId);
        w.field("psu", cord.psu);
        w.field("inlet", cord.inlet);
        w.field("pdu", cord.pduId);
        w.field("outlet", cord.outlet);
        w.field("outlet_type", cord.outletType);
        w.field("bank", cord.bank);
        w.field("phase", cord.phase);
        w.field("feed", cord.feed);
        w.field("load_w", r2(cord.loadW));
        w.field("set_by", cord.fromUser ? "user" : "automatic");
        w.endObject();
    }
    w.endArray();
}

void writeRack(JsonWriter& w, const RackBudget& r) {
    w.beginObject();
    w.field("id", r.id);
    w.field("rack_units_used", r.unitsUsed);
    w.field("rack_units_total", r.unitsTotal);
    w.field("power_w", r2(r.powerW));
    w.field("typical_power_w", r2(r.typicalPowerW));
    w.field("power_budget_w", r2(r.powerBudgetW));
    w.field("cooling_budget_w", r2(r.coolingBudgetW));
    w.field("pdu_capacity_va", r2(r.pduCapacityVa));
    w.field("pdu_continuous_va", r2(r.pduContinuousVa));
    w.field("current_a", r2(r.currentA));
    w.field("heat_btu_h", r2(r.heatBtuH));
    w.field("cooling_tons", r2(r.coolingTons));
    w.field("airflow_cfm", r2(r.airflowCfm));
    w.field("heat_air_w", r2(r.heatAirW));
    w.field("heat_liquid_w", r2(r.heatLiquidW));
    w.field("liquid_cooling_budget_w", r2(r.liquidBudgetW));
    w.field("coolant_l_per_min", r2(r.coolantLpm));
    writePower(w, r.power);
    w.field("weight_kg", r2(r.weightKg));
    w.field("weight_limit_kg", r2(r.weightLimitKg));
    w.field("gpus", r.gpus);
    w.field("cost", r2(r.cost));
    w.key("power_breakdown");
    writeBreakdown(w, r.breakdown);
    w.key("devices");
    w.beginArray();
    for (const DeviceBudget& d : r.devices)
        writeDevice(w, d);
    w.endArray();
    w.endObject();
}

void writeNetwork(JsonWriter& w, const QList<NetworkBudget>& budgets) {
    w.beginArray();
    for (const NetworkBudget& n : budgets) {
        w.beginObject();
        w.field("protocol", n.protocol);
        w.field("speed_gbps", n.speedGbps);
        w.field("host_ports", n.hostPorts);
        w.field("switch_ports", n.switchPorts);
        w.endObject();
    }
    w.endArray();
}

} // namespace

void writeFindingsJson(JsonWriter& w, const QList<Finding>& findings) {
    // Findings that say the same of different places are one entry (findinggroups.h): the first place's
    // fields and message, how many there are, and every place. At 160,000 GPUs one PCIe note per server was
    // most of a 110 MB output.
    w.beginArray();
    for (const FindingGroup& group : groupAlikeFindings(findings)) {
        const Finding& f = findings[group.members.first()];
        w.beginObject();
        w.field("severity", severityName(f.severity));
        w.field("code", f.code);
        w.field("where", f.where());
        w.field("rack", f.rackId);
        w.field("device", f.deviceId);
        w.field("part", f.partId);
        w.field("message", f.message);
        w.field("count", int(group.members.size()));
        if (group.members.size() > 1) {
            w.key("places");
            w.beginArray();
            for (const qsizetype i : group.members)
                w.value(findings[i].where());
            w.endArray();
        }
        w.endObject();
    }
    w.endArray();
}

void writeBudgetsJson(const Budgets& budgets, const std::function<void(std::string_view)>& write,
                      const std::function<void(JsonWriter&)>& more, JsonWriter::Layout layout) {
    std::string text;
    JsonWriter w(text, layout);
    w.beginObject();
    w.key("totals");
    writeTotals(w, budgets.totals);
    w.key("racks");
    w.beginArray();
    write(text);
    // Racks in batches, on two threads that take turns: each formats its next batch while the other writes
    // (the output is written in order, one batch at a time). Each keeps its buffer, grown once.
    const qsizetype count = budgets.racks.size();
    constexpr qsizetype kBatch = 32;
    std::mutex turnMutex;
    std::condition_variable turnChanged;
    qsizetype written = 0; // batches written, in order
    bool failed = false;   // a thread threw (out of memory): the other stops rather than wait for good
    const auto writeEveryOther = [&](qsizetype first) {
        try {
            std::string batch;
            for (qsizetype from = first * kBatch; from < count; from += 2 * kBatch) {
                batch.clear();
                JsonWriter rackWriter(batch, 2, int(from), layout); // inside {"racks": [
                for (qsizetype i = from; i < std::min(count, from + kBatch); ++i)
                    writeRack(rackWriter, budgets.racks[i]);
                std::unique_lock lock(turnMutex);
                turnChanged.wait(lock, [&] { return failed || written == from / kBatch; });
                if (failed)
                    return;
                write(batch);
                ++written;
                turnChanged.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock(turnMutex);
            failed = true;
            turnChanged.notify_all();
            throw;
        }
    };
    auto odd = std::async(std::launch::async, writeEveryOther, 1);
    try {
        writeEveryOther(0);
    } catch (...) {
        odd.wait();
        throw;
    }
    odd.get();
    text.clear();
    w.elementsWrittenElsewhere(int(count));
    w.endArray();
    w.key("network");
    writeNetwork(w, budgets.network);
    w.key("fabrics");
    writeFabricsJson(w, budgets.fabrics);
    if (budgets.facility) {
        w.key("facility");
        writeFacilityJson(w, *budgets.facility);
    }
    if (more)
        more(w);
    w.key("findings");
    writeFindingsJson(w, budgets.findings);
    w.endObject();
    write(text);
}
