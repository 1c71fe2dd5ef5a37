#include "budgetsjson.h"

#include <cmath>

namespace {

using ojson = nlohmann::ordered_json;

// Figures to 0.01 so the output is stable and readable; counts stay integers.
double r2(double value) {
    return std::round(value * 100.0) / 100.0;
}
std::string s(const QString& text) {
    return text.toStdString();
}

ojson tflopsJson(const Tflops& tflops) {
    ojson result = ojson::object();
    for (int i = 0; i < Tflops::kCount; ++i)
        result[Tflops::kPrecisions[i]] = r2(tflops.values[i]);
    return result;
}

ojson portsJson(const QList<PortCount>& ports) {
    ojson result = ojson::array();
    for (const PortCount& port : ports)
        result.push_back(
            {{"protocol", s(port.protocol)}, {"speed_gbps", port.speedGbps}, {"count", port.count}});
    return result;
}

ojson breakdownJson(const PowerBreakdown& b) {
    return {{"gpu_w", r2(b.gpuW)},         {"cpu_w", r2(b.cpuW)},         {"memory_w", r2(b.memoryW)},
            {"storage_w", r2(b.storageW)}, {"network_w", r2(b.networkW)}, {"base_w", r2(b.baseW)},
            {"psu_loss_w", r2(b.psuLossW)}};
}

ojson deviceJson(const DeviceBudget& d) {
    ojson switches = ojson::array();
    for (const PcieSwitchLoad& sw : d.pcieSwitches)
        switches.push_back({{"id", s(sw.id)},
                            {"pcie_gen", sw.pcieGen},
                            {"uplink_lanes", sw.uplinkLanes},
                            {"downstream_lanes", sw.downstreamLanes},
                            {"oversubscription", r2(sw.oversubscription())}});
    ojson bays = ojson::array();
    for (const BaySlot& bay : d.bays())
        if (!bay.partId.isEmpty() || !bay.blockedBy.isEmpty())
            bays.push_back({{"bay", s(bay.name)}, {"part", s(bay.partId)}, {"blocked_by", s(bay.blockedBy)}});
    return {{"id", s(d.id)},
            {"part", s(d.partId)},
            {"u", d.u},
            {"height_u", d.heightU},
            {"power_w", r2(d.powerW)},
            {"dc_load_w", r2(d.dcLoadW)},
            {"typical_power_w", r2(d.typicalPowerW)},
            {"heat_btu_h", r2(d.heatBtuH)},
            {"weight_kg", r2(d.weightKg)},
            {"psu_count", d.psuCount},
            {"psu_rating_w", r2(d.psuRatingW)},
            {"psu_capacity_w", r2(d.psuCapacityW)},
            {"psu_usable_w", r2(d.psuUsableW)},
            {"psu_redundancy", s(d.psuRedundancy)},
            {"pcie_lanes_used", d.pcieLanesUsed},
            {"pcie_lanes_available", d.pcieLanesAvailable},
            {"pcie_switches", switches},
            {"gpus", d.gpus},
            {"gpu_memory_gb", r2(d.gpuMemoryGb)},
            {"nic_ports", portsJson(d.nicPorts)},
            {"switch_ports", portsJson(d.switchPorts)},
            {"power_breakdown", breakdownJson(d.breakdown)},
            {"bays", bays}};
}

} // namespace

nlohmann::ordered_json budgetsToJson(const Budgets& budgets) {
    const Totals& t = budgets.totals;
    ojson totals = {
        {"power_w", r2(t.powerW)},
        {"typical_power_w", r2(t.typicalPowerW)},
        {"heat_btu_h", r2(t.heatBtuH)},
        {"cooling_tons", r2(t.coolingTons)},
        {"airflow_cfm", r2(t.airflowCfm)},
        {"rack_units_used", t.rackUnitsUsed},
        {"rack_units_total", t.rackUnitsTotal},
        {"weight_kg", r2(t.weightKg)},
        {"gpus", t.gpus},
        {"gpu_memory_gb", r2(t.gpuMemoryGb)},
        {"peak_tflops", tflopsJson(t.tflops)},
        {"cost", {{"amount", r2(t.cost)}, {"currency", s(t.currency)}}},
        {"energy_kwh_per_year", r2(t.energyKwhPerYear)},
        {"energy_cost_per_year", {{"amount", r2(t.energyCostPerYear)}, {"currency", s(t.currency)}}}};
    ojson racks = ojson::array();
    for (const RackBudget& r : budgets.racks) {
        ojson devices = ojson::array();
        for (const DeviceBudget& d : r.devices)
            devices.push_back(deviceJson(d));
        racks.push_back({{"id", s(r.id)},
                         {"rack_units_used", r.unitsUsed},
                         {"rack_units_total", r.unitsTotal},
                         {"power_w", r2(r.powerW)},
                         {"typical_power_w", r2(r.typicalPowerW)},
                         {"power_budget_w", r2(r.powerBudgetW)},
                         {"cooling_budget_w", r2(r.coolingBudgetW)},
                         {"pdu_capacity_va", r2(r.pduCapacityVa)},
                         {"pdu_continuous_va", r2(r.pduContinuousVa)},
                         {"current_a", r2(r.currentA)},
                         {"heat_btu_h", r2(r.heatBtuH)},
                         {"cooling_tons", r2(r.coolingTons)},
                         {"airflow_cfm", r2(r.airflowCfm)},
                         {"weight_kg", r2(r.weightKg)},
                         {"weight_limit_kg", r2(r.weightLimitKg)},
                         {"gpus", r.gpus},
                         {"cost", r2(r.cost)},
                         {"power_breakdown", breakdownJson(r.breakdown)},
                         {"devices", devices}});
    }
    ojson network = ojson::array();
    for (const NetworkBudget& n : budgets.network)
        network.push_back({{"protocol", s(n.protocol)},
                           {"speed_gbps", n.speedGbps},
                           {"host_ports", n.hostPorts},
                           {"switch_ports", n.switchPorts}});
    ojson findings = ojson::array();
    for (const Finding& f : budgets.findings)
        findings.push_back({{"severity", s(severityName(f.severity))},
                            {"code", s(f.code)},
                            {"where", s(f.where())},
                            {"rack", s(f.rackId)},
                            {"device", s(f.deviceId)},
                            {"part", s(f.partId)},
                            {"message", s(f.message)}});
    return {{"totals", totals}, {"racks", racks}, {"network", network}, {"findings", findings}};
}
