// The budget engine against published figures: NVIDIA DGX user guides (rated power, PSU count, rating and
// redundancy), the SuperPOD reference architecture (4 x DGX H100 = 40.8 kW per rack), the conversion
// constants of shared/reference/hardware.md, and PDU nameplate ratings. Every finding code is provoked.
#include "analysis/analyzer.h"
#include "analysis/budgetsjson.h"
#include "jsonwriter.h"
#include "model/units.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>
#include <nlohmann/json.hpp>

namespace {

Device device(const QString& id, const QString& part, int u, QList<Component> components = {},
              const QString& redundancy = QStringLiteral("N+1")) {
    Device d;
    d.id = id;
    d.partId = part;
    d.u = u;
    d.components = std::move(components);
    d.psuRedundancy = redundancy;
    return d;
}

Component c(const char* part, int qty, const char* bay = "") {
    return Component{QLatin1String(part), qty, QLatin1String(bay)};
}

Rack rack(const QString& id, const QString& part, QList<Device> devices, QList<RackPdu> pdus = {}) {
    Rack r;
    r.id = id;
    r.partId = part;
    r.devices = std::move(devices);
    r.pdus = std::move(pdus);
    return r;
}

Design designOf(QList<Rack> racks) {
    Design d;
    d.name = QStringLiteral("test");
    d.racks = std::move(racks);
    return d;
}

// The reference HGX A100 node of the source material: 2 x EPYC 7742, 2 TB DDR4 (16 x 128 GB), 8 x A100 SXM4
// 80 GB, 2 x 1.92 TB M.2, 2 x 15.36 TB U.2, 4 x 3000 W PSUs.
QList<Component> referenceNode(int psus = 4) {
    return {c("amd-epyc-7742", 2),        c("ddr4-3200-128gb-rdimm", 16), c("nvidia-a100-sxm4-80gb", 8),
            c("nvme-m2-1.92tb", 2),       c("nvme-u2-15.36tb", 2),        c("nvidia-connectx-6-hdr", 4),
            c("psu-3000w-titanium", psus)};
}

QStringList codes(const Budgets& budgets) {
    QStringList list;
    for (const Finding& f : budgets.findings)
        list.append(f.code);
    return list;
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
    PartIndex mParts;

    Budgets run(const Design& design) { return analyze(design, mParts); }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // check --json writes racks a batch at a time on two threads that take turns: every rack once, in the
    // design's order, over many batches, and the document is the same in either layout.
    void racksAreWrittenOnceInOrder() {
        QList<Rack> racks;
        for (int i = 0; i < 150; ++i) // past four batches of 32 and not a multiple of one
            racks.append(
                rack(QStringLiteral("R%1").arg(i), QStringLiteral("rack-42u-600x1200"),
                     {device(QStringLiteral("n%1").arg(i), QStringLiteral("generic-4u-hgx-a100-8gpu"),
                             1 + i % 30, referenceNode())}));
        const Budgets budgets = run(designOf(racks));
        std::string compact, indented;
        for (const auto& [text, layout] : {std::pair{&compact, JsonWriter::Layout::Compact},
                                           std::pair{&indented, JsonWriter::Layout::Indented}}) {
            std::string* out = text; // clang 14 cannot capture a structured binding
            writeBudgetsJson(
                budgets, [out](std::string_view part) { out->append(part); }, {}, layout);
        }
        const auto document = nlohmann::ordered_json::parse(compact);
        QCOMPARE(int(document["racks"].size()), 150);
        for (int i = 0; i < 150; ++i) {
            QCOMPARE(document["racks"][i]["id"].get<std::string>(), "R" + std::to_string(i));
            QCOMPARE(document["racks"][i]["devices"][0]["id"].get<std::string>(), "n" + std::to_string(i));
        }
        QCOMPARE(document.dump(), compact);
        QCOMPARE(nlohmann::ordered_json::parse(indented).dump(), compact);
    }

    void conversionsMatchPublishedConstants() {
        QCOMPARE(Units::heatBtuH(1000), 3412.0);
        QCOMPARE(Units::coolingTons(12000 / 3.412), 1.0);              // 12,000 BTU/h per ton
        QCOMPARE(Units::airflowCfm(1000, 20 / 1.8), 3.16 * 1000 / 20); // 3.16 x W / dT(F)
        QCOMPARE(qRound(Units::airflowCfm(10200, 29.0 / 1.8)), 1111);  // DGX H100: ~1105 CFM at a 29 F rise
        QCOMPARE(Units::pcieGbsPerDirection(3, 16), 15.75);
        QCOMPARE(Units::pcieGbsPerDirection(4, 16), 31.5);
        QCOMPARE(Units::pcieGbsPerDirection(5, 16), 63.0);
        QCOMPARE(Units::pcieGbsPerDirection(4, 8), 15.75);
    }

    void dgxSystemsUseVendorPowerAndPsuArithmetic_data() {
        QTest::addColumn<QString>("part");
        QTest::addColumn<double>("powerW");
        QTest::addColumn<int>("psus");
        QTest::addColumn<double>("capacityW");
        QTest::addColumn<double>("usableW");
        // DGX A100 user guide: 6.5 kW, 6 x 3000 W, 3+3 -> 9.0 kW usable. DGX H100: 10.2 kW, 6 x 3300 W, 4+2
        // -> 13.2 kW. DGX B200: 14.3 kW, 6 x 3300 W, 5+1 -> 16.5 kW.
        QTest::newRow("dgx-a100") << "nvidia-dgx-a100" << 6500.0 << 6 << 18000.0 << 9000.0;
        QTest::newRow("dgx-h100") << "nvidia-dgx-h100" << 10200.0 << 6 << 19800.0 << 13200.0;
        QTest::newRow("dgx-b200") << "nvidia-dgx-b200" << 14300.0 << 6 << 19800.0 << 16500.0;
    }
    void dgxSystemsUseVendorPowerAndPsuArithmetic() {
        QFETCH(QString, part);
        QFETCH(double, powerW);
        QFETCH(int, psus);
        QFETCH(double, capacityW);
        QFETCH(double, usableW);
        const Budgets b = run(designOf({rack("R01", "rack-48u-800x1200", {device("s1", part, 1)})}));
        const DeviceBudget& d = b.racks[0].devices[0];
        QCOMPARE(d.powerW, powerW);
        QCOMPARE(d.psuCount, psus);
        QCOMPARE(d.psuCapacityW, capacityW);
        QCOMPARE(d.psuUsableW, usableW);
        QCOMPARE(d.gpus, 8);
        QVERIFY(!codes(b).contains(QStringLiteral("device.psu.redundancy_lost")));
        QVERIFY(!codes(b).contains(QStringLiteral("device.psu.insufficient")));
        QCOMPARE(d.heatBtuH, powerW * 3.412);
    }

    void superPodRackOfFourDgxH100() {
        // NVIDIA DGX SuperPOD H100 RA: 4 systems per rack, 40.8 kW per rack.
        QList<Device> devices;
        for (int i = 0; i < 4; ++i)
            devices.append(
                device(QStringLiteral("dgx%1").arg(i + 1), QStringLiteral("nvidia-dgx-h100"), 1 + i * 8));
        Rack r = rack("R01", "rack-48u-800x1200", devices);
        r.powerBudgetW = 45000;
        r.coolingBudgetW = 45000;
        const Budgets b = run(designOf({r}));
        QCOMPARE(b.racks[0].powerW, 40800.0);
        QCOMPARE(b.racks[0].unitsUsed, 32);
        QCOMPARE(b.racks[0].heatBtuH, 40800 * 3.412);
        QCOMPARE(b.totals.coolingTons, 40800 * 3.412 / 12000);
        QCOMPARE(b.totals.gpus, 32);
        QCOMPARE(b.totals.gpuMemoryGb, 32 * 80.0);
        QCOMPARE(b.racks[0].weightKg, 4 * 130.5);
        // 8 x 989.4 dense BF16 TFLOPS per system (H100 SXM5 datasheet, dense).
        QCOMPARE(b.totals.tflops.value(QStringLiteral("bf16")), 32 * 989.4);
        QVERIFY(!codes(b).contains(QStringLiteral("rack.power.over_budget")));
        // No PDU: noted, not an error.
        QVERIFY(codes(b).contains(QStringLiteral("rack.power.no_pdu")));
        // The same rack against the rack part's default 25 kW budget is over budget.
        r.powerBudgetW.reset();
        r.coolingBudgetW.reset();
        const QStringList over = codes(run(designOf({r})));
        QVERIFY(over.contains(QStringLiteral("rack.power.over_budget")));
        QVERIFY(over.contains(QStringLiteral("rack.cooling.over_budget")));
    }

    // Airflow: the vendor's figure where the catalog has one. NVIDIA DGX H100 User Guide: 1,105 CFM (the
    // delta-T formula would give 3.16 x 10,200 W / 20 F = 1,612 CFM); NVIDIA DGX B200 User Guide: 1,550 CFM.
    // A configurable server has no vendor figure: the formula, and the JSON says which.
    void airflowFromTheVendorWhereKnown() {
        Rack r = rack("R01", "rack-48u-800x1200",
                      {device(QStringLiteral("h100"), QStringLiteral("nvidia-dgx-h100"), 1),
                       device(QStringLiteral("b200"), QStringLiteral("nvidia-dgx-b200"), 9),
                       device(QStringLiteral("n01"), QStringLiteral("generic-2u-4gpu-pcie"), 20)});
        r.devices[2].components = referenceNode();
        const Budgets b = run(designOf({r}));
        const DeviceBudget* h100 = b.device(QStringLiteral("h100"));
        const DeviceBudget* b200 = b.device(QStringLiteral("b200"));
        const DeviceBudget* server = b.device(QStringLiteral("n01"));
        QCOMPARE(h100->airflowCfm, 1105.0);
        QVERIFY(h100->airflowFromVendor);
        QCOMPARE(b200->airflowCfm, 1550.0);
        QVERIFY(!server->airflowFromVendor);
        QCOMPARE(server->airflowCfm, 3.16 * server->powerW / (11.1 * 1.8));
        QVERIFY(std::abs(Units::airflowCfm(10200, 11.1) - 1613) < 1); // what the formula said before
        QCOMPARE(b.racks[0].airflowCfm, 1105.0 + 1550.0 + server->airflowCfm);
        QCOMPARE(b.totals.airflowCfm, b.racks[0].airflowCfm);
    }

    void pduCapacityAndRedundancy() {
        QList<Device> devices;
        for (int i = 0; i < 4; ++i)
            devices.append(
                device(QStringLiteral("dgx%1").arg(i + 1), QStringLiteral("nvidia-dgx-h100"), 1 + i * 8));
        // Two 400 V 63 A three-phase PDUs on feeds A and B: 2 x 43.6 kVA nameplate, 80% continuous = 69.8
        // kVA; with one feed lost, the other carries 40.8 kW on 34.9 kVA: 58.9 A per line over 50.4 A.
        Rack r = rack("R01", "rack-48u-800x1200", devices,
                      {RackPdu{QStringLiteral("pa"), QStringLiteral("pdu-3ph-400v-63a"), {}},
                       RackPdu{QStringLiteral("pb"), QStringLiteral("pdu-3ph-400v-63a"), {}}});
        r.powerBudgetW = 50000;
        r.coolingBudgetW = 50000;
        const Budgets b = run(designOf({r}));
        QCOMPARE(qRound(b.racks[0].pduCapacityVa), qRound(2 * 400 * 63 * std::sqrt(3.0)));
        QCOMPARE(qRound(b.racks[0].pduContinuousVa), qRound(2 * 0.8 * 400 * 63 * std::sqrt(3.0)));
        QVERIFY(codes(b).contains(QStringLiteral("rack.power.feed_failover_overload")));
        // 40.8 kW of systems plus the two PDUs' own draw, on 400 V three phase: I = P / (sqrt(3) x V) ~ 59 A.
        const double pduDrawW = mParts.find(QStringLiteral("pdu-3ph-400v-63a"))->maxPowerW;
        QCOMPARE(b.racks[0].powerW, 40800 + 2 * pduDrawW);
        QCOMPARE(b.racks[0].currentA, (40800 + 2 * pduDrawW) / (std::sqrt(3.0) * 400));
        QVERIFY(!codes(b).contains(QStringLiteral("rack.power.pdu_overload")));
        // One single-phase 230 V 32 A PDU (7.4 kVA, 5.9 kVA continuous) cannot feed them at all, and its
        // four C19 outlets take 4 of the 24 C20 cords.
        r.pdus = {RackPdu{QStringLiteral("pa"), QStringLiteral("pdu-1ph-230v-32a"), {}}};
        const Budgets small = run(designOf({r}));
        QCOMPARE(qRound(small.racks[0].pduContinuousVa), qRound(0.8 * 230 * 32));
        const double smallDrawW = mParts.find(QStringLiteral("pdu-1ph-230v-32a"))->maxPowerW;
        QCOMPARE(small.racks[0].currentA, (40800 + smallDrawW) / 230.0); // single phase at the design's 230 V
        QVERIFY(codes(small).contains(QStringLiteral("rack.power.pdu_overload")));
        QVERIFY(codes(small).contains(QStringLiteral("rack.power.outlets_short")));
    }

    void referenceNodePowerFromComponents() {
        const Budgets b = run(designOf({rack(
            "R01", "rack-42u-600x1200", {device("n01", "generic-4u-hgx-a100-8gpu", 10, referenceNode())})}));
        const DeviceBudget& d = b.racks[0].devices[0];
        const Part* chassis = mParts.find(QStringLiteral("generic-4u-hgx-a100-8gpu"));
        // Heat = chassis base + the max power of every installed component (catalog figures); DC load = heat
        // + fans at 15 % of it; AC = DC / the Titanium efficiency at the load point (5.97 kW on 4 x 3 kW:
        // 49.8 %, between the 94 % at 20 % and 96 % at 50 % of 80 PLUS).
        const double heat =
            chassis->server()->basePowerW + 2 * 225 + 16 * 9 + 8 * 400 + 2 * 9 + 2 * 25 + 4 * 20;
        const double dc = heat * 1.15;
        QCOMPARE(d.dcLoadW, dc);
        const double load = dc / 12000;
        QVERIFY(load > 0.2 && load < 0.5);
        QCOMPARE(d.powerW, dc / (0.94 + (load - 0.2) / 0.3 * (0.96 - 0.94)));
        QCOMPARE(d.psuCapacityW, 12000.0);
        QCOMPARE(d.psuUsableW, 9000.0); // 3+1 of 3000 W, as in the source material
        QCOMPARE(d.gpus, 8);
        QCOMPARE(d.gpuMemoryGb, 640.0); // "8 x A100, 640 GB GPU memory"
        QCOMPARE(d.tflops.value(QStringLiteral("tf32")), 8 * 156.0);
        // PCIe: the GPUs and NICs hang under four switches; only the x16 uplinks and the M.2 drives reach the
        // CPUs: 4 x 16 + 2 x 4 = 72 of the 128 lanes two EPYC 7742 provide. Not over budget.
        QCOMPARE(d.pcieLanesUsed, 72);
        QCOMPARE(d.pcieLanesAvailable, 128);
        QVERIFY(!codes(b).contains(QStringLiteral("device.pcie.oversubscribed")));
        QVERIFY(codes(b).contains(QStringLiteral("device.pcie.switch_oversubscribed"))); // noted as info only
        for (const Finding& f : b.findings)
            QVERIFY2(f.severity != Severity::Error || f.code == QLatin1String("network.ports.insufficient"),
                     qPrintable(f.code + QLatin1String(": ") + f.message));
        // Bays: the first SXM4 bay takes the first GPU.
        const QList<BaySlot> bays = d.bays();
        const auto gpuBay = std::find_if(bays.begin(), bays.end(), [](const BaySlot& s) {
            return s.name == QLatin1String("SXM4 (switch 0) 1");
        });
        QCOMPARE(gpuBay->partId, QStringLiteral("nvidia-a100-sxm4-80gb"));
    }

    void psuRedundancyLostAndInsufficient() {
        // ~6.0 kW DC: two 3000 W PSUs in N+1 leave 3000 W usable (redundancy lost); one is insufficient.
        QStringList two =
            codes(run(designOf({rack("R01", "rack-42u-600x1200",
                                     {device("n01", "generic-4u-hgx-a100-8gpu", 10, referenceNode(2))})})));
        QVERIFY(two.contains(QStringLiteral("device.psu.redundancy_lost")));
        QVERIFY(!two.contains(QStringLiteral("device.psu.insufficient")));
        QStringList one =
            codes(run(designOf({rack("R01", "rack-42u-600x1200",
                                     {device("n01", "generic-4u-hgx-a100-8gpu", 10, referenceNode(1))})})));
        QVERIFY(one.contains(QStringLiteral("device.psu.insufficient")));
        QStringList none =
            codes(run(designOf({rack("R01", "rack-42u-600x1200",
                                     {device("n01", "generic-4u-hgx-a100-8gpu", 10, referenceNode(0))})})));
        QVERIFY(none.contains(QStringLiteral("device.psu.missing")));
        // N+N of 4 leaves 2 x 3000 W usable.
        const Budgets nn =
            run(designOf({rack("R01", "rack-42u-600x1200",
                               {device("n01", "generic-4u-hgx-a100-8gpu", 10, referenceNode(4), "N+N")})}));
        QCOMPARE(nn.racks[0].devices[0].psuUsableW, 6000.0);
    }

    void spaceFindings() {
        const Budgets b = run(designOf({rack("R01", "rack-42u-600x1200",
                                             {device("a", "generic-4u-hgx-a100-8gpu", 10, referenceNode()),
                                              device("b", "generic-2u-4gpu-pcie", 12), // overlaps U12-13
                                              device("c", "nvidia-dgx-h100", 38)})})); // U38-45 > 42
        const QStringList list = codes(b);
        QVERIFY(list.contains(QStringLiteral("rack.space.collision")));
        QVERIFY(list.contains(QStringLiteral("rack.space.overflow")));
        QCOMPARE(b.racks[0].unitsUsed, 4 + 2 + 8);
        for (const Finding& f : b.findings)
            if (f.code == QLatin1String("rack.space.collision"))
                QCOMPARE(f.deviceId, QStringLiteral("b"));
    }

    void weightOverLimit() {
        // 11 x 130.5 kg = 1435.5 kg > the 1361 kg static load of a 42U APC AR3300-class rack.
        Rack r = rack("R01", "rack-42u-600x1200", {});
        for (int i = 0; i < 11; ++i)
            r.devices.append(
                device(QStringLiteral("d%1").arg(i), QStringLiteral("nvidia-dgx-h100"), 1 + i * 8));
        const Budgets b = run(designOf({r}));
        QCOMPARE(b.racks[0].weightKg, 11 * 130.5);
        QCOMPARE(b.racks[0].weightLimitKg, 1361.0);
        QVERIFY(codes(b).contains(QStringLiteral("rack.weight.over_limit")));
    }

    void bayFindings() {
        // An SXM GPU in a PCIe-only chassis; a fifth GPU in a 4-slot chassis; a PCIe Gen5 card in a Gen4
        // slot; a CPU of the wrong socket; DDR5 in DDR4 slots.
        const Budgets b = run(designOf({rack(
            "R01", "rack-42u-600x1200",
            {device("p1", "generic-2u-4gpu-pcie", 1,
                    {c("amd-epyc-7742", 2), c("nvidia-h100-sxm5-80gb", 1), c("nvidia-a100-pcie-80gb", 3),
                     c("nvidia-h100-pcie-80gb", 2), c("psu-2000w-titanium", 2)}),
             device("p2", "generic-2u-4gpu-pcie", 3,
                    {c("amd-epyc-9654", 2), c("ddr5-4800-64gb-rdimm", 1), c("psu-2000w-titanium", 2)})})}));
        QStringList list = codes(b);
        QVERIFY(list.contains(QStringLiteral("device.bay.incompatible")));    // SXM5 in PCIe, SP5 CPU, DDR5
        QVERIFY(list.contains(QStringLiteral("device.bay.full")));            // 5th PCIe GPU
        QVERIFY(list.contains(QStringLiteral("device.pcie.link_downgrade"))); // H100 PCIe Gen5 in a Gen4 slot
        QVERIFY(list.contains(QStringLiteral("device.cpu.missing")));         // p2: the SP5 CPUs do not fit
        for (const Finding& f : b.findings)
            if (f.code == QLatin1String("device.pcie.link_downgrade"))
                QVERIFY2(f.message.contains(QLatin1String("31.5 of 63.0 GB/s")), qPrintable(f.message));
        int incompatible = 0;
        for (const Finding& f : b.findings)
            incompatible += f.code == QLatin1String("device.bay.incompatible");
        QCOMPARE(incompatible, 3);
    }

    void wideCardsCoverTheNextSlot() {
        // RTX 4090 is a 3-slot card; in double-width bays it also covers the neighbouring bay.
        const Budgets b = run(designOf(
            {rack("R01", "rack-42u-600x1200",
                  {device("w", "generic-2u-4gpu-pcie", 1,
                          {c("amd-epyc-7742", 2), c("nvidia-rtx-4090", 3), c("psu-2000w-titanium", 2)})})}));
        QVERIFY(codes(b).contains(QStringLiteral("device.bay.wide_card")));
        QVERIFY(codes(b).contains(QStringLiteral("device.bay.full"))); // 2 fit in 4 double-width bays, not 3
        QCOMPARE(b.racks[0].devices[0].gpus, 2);
    }

    void pcieOversubscribedAtTheCpus() {
        // One Xeon 8380 provides 64 Gen4 lanes; four x16 GPUs and two x16 NICs on CPU root ports need 96.
        const Budgets b = run(designOf({rack(
            "R01", "rack-42u-600x1200",
            {device("y", "generic-2u-4gpu-pcie", 3,
                    {c("amd-epyc-7742", 1), c("nvidia-a100-pcie-80gb", 4), c("nvidia-connectx-6-hdr", 2),
                     c("nvme-u2-3.84tb", 4), c("psu-2000w-titanium", 2)})})}));
        const DeviceBudget* y = b.device(QStringLiteral("y"));
        QCOMPARE(y->pcieLanesAvailable, 128); // one EPYC 7742: 128 lanes in 1P
        QCOMPARE(y->pcieLanesUsed, 4 * 16 + 2 * 16 + 4 * 4);
        QVERIFY(!codes(b).contains(QStringLiteral("device.pcie.oversubscribed")));
        const Budgets over = run(designOf({rack(
            "R01", "rack-42u-600x1200",
            {device("z", "generic-2u-4gpu-pcie", 3,
                    {c("amd-epyc-7742", 2), c("nvidia-a100-pcie-80gb", 4), c("nvidia-connectx-6-hdr", 2),
                     c("nvme-u2-3.84tb", 4), c("nvme-m2-1.92tb", 2), c("psu-2000w-titanium", 2)})})}));
        // 2P EPYC 7742 still 128 usable lanes (the other 128 link the sockets): 64 + 32 + 16 + 8 = 120 fits.
        QCOMPARE(over.device(QStringLiteral("z"))->pcieLanesUsed, 120);
        QVERIFY(!codes(over).contains(QStringLiteral("device.pcie.oversubscribed")));
        // One EPYC 7742 alone (128 lanes) under three more x16 devices: 120 + 2 x 16 (more NICs) = 152 > 128.
        const Budgets more = run(designOf({rack(
            "R01", "rack-42u-600x1200",
            {device("z", "generic-2u-4gpu-pcie", 3,
                    {c("amd-epyc-7742", 1), c("nvidia-a100-pcie-80gb", 4), c("nvidia-connectx-6-hdr", 2),
                     c("nvme-u2-3.84tb", 4), c("nvme-m2-1.92tb", 2), c("psu-2000w-titanium", 2)})})}));
        QCOMPARE(more.device(QStringLiteral("z"))->pcieLanesUsed, 120);
        QVERIFY(!codes(more).contains(QStringLiteral("device.pcie.oversubscribed")));
        // An HGX H100 chassis with a single Xeon 8480C (80 Gen5 lanes in 1P): four x16 switch uplinks, two
        // x16 NICs on the CPU slots and eight x4 U.2 drives need 64 + 32 + 32 = 128 lanes. With two sockets:
        // 160.
        QList<Component> h100 = {c("intel-xeon-8480c", 1),      c("ddr5-4800-64gb-rdimm", 16),
                                 c("nvidia-h100-sxm5-80gb", 8), c("nvidia-connectx-7-ndr", 10),
                                 c("nvme-u2-3.84tb", 8),        c("psu-3300w-titanium", 6)};
        const Budgets single = run(
            designOf({rack("R01", "rack-48u-800x1200", {device("q", "generic-8u-hgx-h100-8gpu", 1, h100)})}));
        QCOMPARE(single.device(QStringLiteral("q"))->pcieLanesUsed, 128);
        QCOMPARE(single.device(QStringLiteral("q"))->pcieLanesAvailable, 80);
        QVERIFY(codes(single).contains(QStringLiteral("device.pcie.oversubscribed")));
        h100[0].qty = 2;
        const Budgets dual = run(
            designOf({rack("R01", "rack-48u-800x1200", {device("q", "generic-8u-hgx-h100-8gpu", 1, h100)})}));
        QCOMPARE(dual.device(QStringLiteral("q"))->pcieLanesAvailable, 160);
        QVERIFY(!codes(dual).contains(QStringLiteral("device.pcie.oversubscribed")));
    }

    void networkPortsAgainstSwitches() {
        // Eight HDR ports (two reference nodes with 4 x ConnectX-6 each) and no InfiniBand switch.
        Rack r = rack("R01", "rack-42u-600x1200",
                      {device("n01", "generic-4u-hgx-a100-8gpu", 1, referenceNode()),
                       device("n02", "generic-4u-hgx-a100-8gpu", 5, referenceNode())});
        Budgets b = run(designOf({r}));
        QVERIFY(codes(b).contains(QStringLiteral("network.ports.insufficient")));
        QCOMPARE(b.network.first().hostPorts, 8);
        // A QM8700 offers 40 HDR ports: enough.
        r.devices.append(device("ib1", "nvidia-qm8700", 20));
        b = run(designOf({r}));
        QVERIFY(!codes(b).contains(QStringLiteral("network.ports.insufficient")));
        // NDR switch ports serve HDR hosts too (same protocol, higher speed).
        r.devices.last().partId = QStringLiteral("nvidia-qm9700");
        QVERIFY(!codes(run(designOf({r}))).contains(QStringLiteral("network.ports.insufficient")));
        // The ConnectX-6 is VPI (HDR InfiniBand or 200GbE, ConnectX-6 VPI product brief): an SN3700's 32 x
        // 200GbE ports serve the eight hosts set to Ethernet; a 100GbE SN2700 does not.
        r.devices.last().partId = QStringLiteral("nvidia-sn3700");
        b = run(designOf({r}));
        QVERIFY(!codes(b).contains(QStringLiteral("network.ports.insufficient")));
        r.devices.last().partId = QStringLiteral("nvidia-sn2700");
        QVERIFY(codes(run(designOf({r}))).contains(QStringLiteral("network.ports.insufficient")));
    }

    void energyCostFromTypicalPower() {
        // A DGX-1: no typical figure in the catalog and no chassis for the server power model.
        Design d = designOf({rack("R01", "rack-48u-800x1200", {device("s1", "nvidia-dgx-1-v100", 1)})});
        d.settings.pue = 1.5;
        d.settings.electricityPricePerKwh = 0.12;
        d.settings.utilisation = 0.7;
        const Budgets b = run(d);
        // 70% of 3.5 kW, x PUE 1.5, x 8760 h, x 0.12 per kWh.
        QCOMPARE(b.totals.typicalPowerW, 0.7 * 3500);
        QCOMPARE(b.totals.energyKwhPerYear, 0.7 * 3500 * 1.5 * 8760 / 1000);
        QCOMPARE(b.totals.energyCostPerYear, 0.7 * 3500 * 1.5 * 8760 / 1000 * 0.12);
    }

    // GB200 NVL72: "DGX GB200 NVL72 weighs 1.36 tons (3,000 lbs) and consumes 120 kW" (ServeTheHome's GTC
    // 2024 photos, as TechRadar reported them; NVIDIA publishes no rack figure, so the catalog flags it an
    // estimate). The typical draw is that figure, not 80% of the 132 kW maximum (105.6 kW).
    void rackScaleSystemTypicalPower() {
        const Part* nvl = mParts.find(QStringLiteral("nvidia-gb200-nvl72"));
        QVERIFY(nvl->estimated.contains(QStringLiteral("typical_power_w")));
        QVERIFY(nvl->source.contains(QStringLiteral("120 kW")));
        const Design d =
            designOf({rack("R01", "rack-48u-nvl72-liquid", {device("nvl1", "nvidia-gb200-nvl72", 1)})});
        const Budgets b = run(d);
        QVERIFY2(std::abs(b.totals.typicalPowerW - 120000) <= 0.02 * 120000,
                 qPrintable(QString::number(b.totals.typicalPowerW)));
    }

    void costConvertsOrFlagsCurrencies() {
        Design d = designOf({rack("R01", "rack-42u-600x1200",
                                  {device("w", "generic-2u-4gpu-pcie", 1, {c("nvidia-rtx-4090", 2)})})});
        Budgets b = run(d);
        const double usd = 2000 + 6000 + 2 * 1599; // rack, chassis, two RTX 4090 at launch price
        QCOMPARE(b.totals.cost, usd);
        d.settings.currency = QStringLiteral("CNY");
        QVERIFY(codes(run(d)).contains(QStringLiteral("cost.no_exchange_rate")));
        d.settings.exchangeRates.insert(QStringLiteral("USD"), 7.1);
        b = run(d);
        QCOMPARE(b.totals.cost, usd * 7.1);
        QVERIFY(!codes(b).contains(QStringLiteral("cost.no_exchange_rate")));
    }

    void incrementalAnalysisEqualsFullAnalysis() {
        Design d = designOf({rack("R01", "rack-42u-600x1200",
                                  {device("n01", "generic-4u-hgx-a100-8gpu", 10, referenceNode())}),
                             rack("R02", "rack-42u-600x1200", {device("n02", "nvidia-dgx-a100", 1)})});
        Analyzer analyzer(mParts);
        analyzer.analyze(d);
        d.racks[1].devices[0].u = 7;
        d.racks[0].devices[0].components[6].qty = 2;
        const Budgets incremental = analyzer.analyze(d);
        const Budgets full = analyze(d, mParts);
        QCOMPARE(incremental.totals.powerW, full.totals.powerW);
        QCOMPARE(incremental.findings, full.findings);
        QCOMPARE(incremental.racks[1].devices[0].u, 7);
        QVERIFY(codes(incremental).contains(QStringLiteral("device.psu.redundancy_lost")));
    }

    void alikeDevicesKeepTheirOwnIdsAndFindings() {
        // Nodes configured alike share one analysis; each keeps its own id, U and findings.
        const Budgets b =
            run(designOf({rack("R01", "rack-42u-600x1200",
                               {device("n01", "generic-4u-hgx-a100-8gpu", 1, referenceNode()),
                                device("n02", "generic-4u-hgx-a100-8gpu", 5, referenceNode()),
                                device("n03", "generic-4u-hgx-a100-8gpu", 9, referenceNode(2)),
                                device("n04", "generic-4u-hgx-a100-8gpu", 13, referenceNode(2))})}));
        const QList<DeviceBudget>& devices = b.racks[0].devices;
        QCOMPARE(devices[1].id, QStringLiteral("n02"));
        QCOMPARE(devices[1].u, 5);
        QCOMPARE(devices[1].powerW, devices[0].powerW);
        QCOMPARE(devices[1].bays().size(), devices[0].bays().size());
        QCOMPARE(devices[3].id, QStringLiteral("n04"));
        QCOMPARE(devices[3].u, 13);
        QStringList lost;
        for (const Finding& f : b.findings)
            if (f.code == QLatin1String("device.psu.redundancy_lost"))
                lost.append(f.deviceId);
        QCOMPARE(lost, (QStringList{QStringLiteral("n03"), QStringLiteral("n04")}));
    }

    void manyRacksAnalysedInParallelKeepTheirOrder() {
        // 100 SuperPOD racks of 4 DGX H100 (40.8 kW each): enough racks to be spread over threads.
        QList<Rack> racks;
        for (int r = 0; r < 100; ++r) {
            QList<Device> devices;
            for (int i = 0; i < 4; ++i)
                devices.append(device(QStringLiteral("r%1-dgx%2").arg(r).arg(i + 1),
                                      QStringLiteral("nvidia-dgx-h100"), 1 + i * 8));
            racks.append(
                rack(QStringLiteral("R%1").arg(r, 3, 10, QLatin1Char('0')), "rack-48u-800x1200", devices));
        }
        const Budgets b = run(designOf(racks));
        QCOMPARE(b.racks.size(), 100);
        for (int r = 0; r < 100; ++r) {
            QCOMPARE(b.racks[r].id, racks[r].id);
            QCOMPARE(b.racks[r].powerW, 40800.0);
            QCOMPARE(b.racks[r].devices[3].id, QStringLiteral("r%1-dgx4").arg(r));
        }
        QCOMPARE(b.totals.powerW, 100 * 40800.0);
        QCOMPARE(b.totals.gpus, 3200);
        // Rack findings (no PDU, over the default budget) come in rack order.
        QStringList rackIds;
        for (const Finding& f : b.findings)
            if (!f.rackId.isEmpty())
                rackIds.append(f.rackId);
        QVERIFY(rackIds.size() >= 100);
        QVERIFY(std::is_sorted(rackIds.cbegin(), rackIds.cend()));
        QCOMPARE(rackIds.first(), QStringLiteral("R000"));
        QCOMPARE(rackIds.last(), QStringLiteral("R099"));
    }

    void racksAddedRemovedAndReorderedReanalyseLikeNew() {
        auto node = [](const char* id) {
            return device(QLatin1String(id), QStringLiteral("generic-4u-hgx-a100-8gpu"), 10, referenceNode());
        };
        Design d = designOf({rack("R01", "rack-42u-600x1200", {node("n01")}),
                             rack("R02", "rack-42u-600x1200", {node("n02")}),
                             rack("R03", "rack-42u-600x1200", {node("n03")})});
        Analyzer analyzer(mParts);
        analyzer.analyze(d);
        d.racks.move(2, 0);
        d.racks.removeAt(1);
        d.racks.append(rack("R04", "rack-42u-600x1200", {node("n04")}));
        d.racks[0].devices[0].components[6].qty = 2;
        const Budgets incremental = analyzer.analyze(d);
        const Budgets full = analyze(d, mParts);
        QCOMPARE(incremental.racks.size(), 3);
        QCOMPARE(incremental.racks[0].id, QStringLiteral("R03"));
        QCOMPARE(incremental.racks[2].id, QStringLiteral("R04"));
        QCOMPARE(incremental.findings, full.findings);
        QCOMPARE(incremental.totals.powerW, full.totals.powerW);
    }

    // Views redraw only the racks whose digest changed: an edit must change its rack's digest and leave
    // the others alone, and a reanalysis from scratch must give the same digests as the incremental one.
    void rackDigestsFollowWhatChanged() {
        QString error;
        const auto loaded =
            DesignFile::load(QStringLiteral(CW_TEST_DATA "/designs/valid.json"), mParts, &error);
        QVERIFY2(loaded, qPrintable(error));
        Design design = *loaded;
        Analyzer analyzer(mParts);
        const QHash<QString, size_t> before = analyzer.analyze(design).rackDigests();
        QCOMPARE(before.size(), 2);
        QVERIFY(before.value(QStringLiteral("R01")) != before.value(QStringLiteral("R02")));

        design.racks[0].devices[0].components[1].qty = 4; // half the GPUs of n01 in R01
        const QHash<QString, size_t> fewerGpus = analyzer.analyze(design).rackDigests();
        QVERIFY(fewerGpus.value(QStringLiteral("R01")) != before.value(QStringLiteral("R01")));
        QCOMPARE(fewerGpus.value(QStringLiteral("R02")), before.value(QStringLiteral("R02")));
        QCOMPARE(Analyzer(mParts).analyze(design).rackDigests(), fewerGpus);

        design.racks[1].powerBudgetW = 1000; // R02 over budget: a new finding and a new budget
        const QHash<QString, size_t> overBudget = analyzer.analyze(design).rackDigests();
        QVERIFY(overBudget.value(QStringLiteral("R02")) != fewerGpus.value(QStringLiteral("R02")));
        QCOMPARE(overBudget.value(QStringLiteral("R01")), fewerGpus.value(QStringLiteral("R01")));

        design.racks[0].devices[0].name = QStringLiteral("renamed"); // nothing analysed changes
        QCOMPARE(analyzer.analyze(design).rackDigests(), overBudget);
    }
};

CW_TEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
