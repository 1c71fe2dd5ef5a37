// The explorer's dimensions besides the GPU system (design/explore/, docs/explore.md): the floor's rack
// cooling and the fabric technology, the racks of the network, rack-scale systems and the floor's rows.
#include "analysis/analyzer.h"
#include "explore/explorecandidates.h"
#include "explore/explorer.h"
#include "explorerequests.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestExplorerDimensions : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // The floor's rack cooling and the fabric technology are dimensions of the search (issue #30: "fabric
    // technology ... options; air or liquid racks"). A DGX H100 (10.2 kW at most, DGX H100 User Guide) is
    // tried in air racks (the catalog's most, 30 kW: two a rack) and in 40 kW rear-door racks (three), on
    // InfiniBand and on Ethernet: its ConnectX-7 are VPI ("400GbE / NDR IB (default mode)", ConnectX-7 user
    // manual). An air-only floor rules the liquid-cooled systems out
    // with the reason; a system whose widest NIC runs InfiniBand only (the DGX-1's EDR ConnectX-4) is ruled
    // out of an Ethernet-only run rather than put on its 10GbE ports.
    void coolingAndFabricAreDimensions() {
        ExploreRequest request = llama70b({QStringLiteral("nvidia-dgx-h100")});
        request.coolings = kRackCoolings;
        request.technologies = kFabricTechnologies;
        request.oversubscriptions = {1};
        request.gpuCount = 256;
        request.days = 0;
        request.workload.training.sequenceLength = 4096; // tensor 8 x pipeline 4: 256 GPUs are 8 groups
        const QList<ExploreVariant> variants = exploreDesigns(request, mParts);
        QCOMPARE(variants.size(), 4);
        QStringList dimensions;
        for (const ExploreVariant& v : variants) {
            QVERIFY2(v.feasible, qPrintable(v.cooling + v.technology + v.reasons.join(QLatin1Char('\n'))));
            dimensions << v.cooling + QLatin1Char('/') + v.technology;
            const Budgets budgets = analyze(v.design, mParts);
            for (const Finding& finding : budgets.findings)
                QVERIFY2(finding.severity != Severity::Error, qPrintable(finding.message));
            const Fabric* compute = nullptr;
            for (const Fabric& fabric : v.design.fabrics)
                if (fabric.role == QLatin1String("compute"))
                    compute = &fabric;
            QVERIFY(compute);
            QCOMPARE(compute->technology, v.technology);
            QCOMPARE(compute->nicPartIds, QStringList{QStringLiteral("nvidia-connectx-7-ndr")});
            // The switch whose cages carry two of the hosts' 400G links, as Size a Cluster picks: Quantum-2
            // QM9700 (64 x NDR in twin-port cages, NVIDIA's DGX SuperPOD) or Spectrum-4 SN5600 (64 x 800GbE,
            // each 2 x 400G, NVIDIA's Spectrum-X HGX reference architecture).
            QCOMPARE(compute->switchPartId, v.technology == QLatin1String("ethernet")
                                                ? QStringLiteral("nvidia-sn5600")
                                                : QStringLiteral("nvidia-qm9700"));
            int nodeRacks = 0;
            for (const Rack& rack : v.design.racks) {
                const bool nodes =
                    std::any_of(rack.devices.cbegin(), rack.devices.cend(),
                                [](const Device& d) { return d.partId == QLatin1String("nvidia-dgx-h100"); });
                if (!nodes) {
                    QCOMPARE(mParts.find(rack.partId)->rack()->cooling, QStringLiteral("air")); // switches
                    continue;
                }
                ++nodeRacks;
                QCOMPARE(mParts.find(rack.partId)->rack()->cooling, v.cooling);
            }
            QCOMPARE(nodeRacks, v.cooling == QLatin1String("air") ? 16 : 11); // 32 nodes, 2 or 3 a rack
        }
        QCOMPARE(dimensions,
                 (QStringList{QStringLiteral("air/infiniband"), QStringLiteral("air/ethernet"),
                              QStringLiteral("rdhx/infiniband"), QStringLiteral("rdhx/ethernet")}));

        request = llama70b({QStringLiteral("nvidia-gb200-nvl72"), QStringLiteral("nvidia-dgx-b200")});
        request.coolings = {QStringLiteral("air")};
        request.oversubscriptions = {1};
        const QList<ExploreVariant> airOnly = exploreDesigns(request, mParts);
        QCOMPARE(airOnly.size(), 2);
        QVERIFY(!airOnly[0].feasible && airOnly[0].reasons.first().contains(QStringLiteral("Liquid")));
        QCOMPARE(airOnly[1].cooling, QStringLiteral("air"));

        request = llama70b({QStringLiteral("nvidia-dgx-1-v100")});
        request.technologies = {QStringLiteral("ethernet")};
        const ExploreVariant ethernetOnly = exploreDesigns(request, mParts).first();
        QVERIFY(!ethernetOnly.feasible);
        QVERIFY(ethernetOnly.reasons.first().contains(QStringLiteral("do not run Ethernet")));
    }

    // The switches of a liquid-cooled system's variant stand in air racks filled within the air racks'
    // budget (they had been placed to the liquid rack's and given the air budget after: 41.4 kW in a 40 kW
    // rack for the Supermicro SYS-421GE-TNHR2-LCC).
    void networkRacksWithinTheirOwnBudget() {
        ExploreRequest request = llama70b({QStringLiteral("supermicro-sys-421ge-tnhr2-lcc")});
        request.oversubscriptions = {1};
        request.gpuCount = 1024;
        request.days = 0;
        request.workload.training.sequenceLength = 4096;
        const QList<ExploreVariant> variants = exploreDesigns(request, mParts);
        QCOMPARE(variants.size(), 1);
        const Design& design = variants.first().design;
        QVERIFY(!design.racks.isEmpty());
        int networkRacks = 0;
        for (const Rack& rack : design.racks) {
            const bool nodes = std::any_of(rack.devices.cbegin(), rack.devices.cend(), [](const Device& d) {
                return d.partId == QLatin1String("supermicro-sys-421ge-tnhr2-lcc");
            });
            if (nodes)
                continue;
            ++networkRacks;
            double drawnW = 0;
            for (const Device& device : rack.devices)
                drawnW += mParts.find(device.partId)->maxPowerW;
            QVERIFY(rack.powerBudgetW.has_value());
            QVERIFY2(drawnW <= *rack.powerBudgetW,
                     qPrintable(QStringLiteral("%1: %2 W").arg(rack.id).arg(drawnW)));
        }
        QVERIFY(networkRacks > 0);
        for (const Finding& finding : analyze(design, mParts).findings)
            QVERIFY2(finding.code != QLatin1String("rack.power.over_budget"), qPrintable(finding.message));
    }

    // The GB200 NVL72 (72 GPUs a rack, 132 kW at most: NVIDIA's power shelves, as the catalog cites) brings
    // its own liquid rack: sized in that rack at its own power whatever the floor's budget for racks of
    // servers (40 kW by default), whole racks, checked without errors, priced (the system at its flagged
    // estimate), its 72 rails sharing leaves.
    void rackScaleSystem() {
        ExploreRequest request = llama70b({QStringLiteral("nvidia-gb200-nvl72")});
        request.oversubscriptions = {1};
        QCOMPARE(request.rackKw, 40.0);
        const ExploreVariant v = exploreDesigns(request, mParts).first();
        QVERIFY2(v.feasible, qPrintable(v.reasons.join(QLatin1Char('\n'))));
        QVERIFY(v.gpus % 72 == 0 && v.cooling == QLatin1String("liquid"));
        const Part* nvl = mParts.find(QStringLiteral("nvidia-gb200-nvl72"));
        QVERIFY(nvl->estimated.contains(QStringLiteral("price")) &&
                v.capex > v.gpus / 72 * nvl->price->amount);
        const Budgets budgets = analyze(v.design, mParts);
        for (const Finding& finding : budgets.findings)
            QVERIFY2(finding.severity != Severity::Error, qPrintable(finding.message));
        for (const FabricReport& fabric : budgets.fabrics)
            QVERIFY(fabric.fabric.role != QLatin1String("compute") || fabric.size.leaves < 72);
    }

    // The floor: racks in rows of the given length, the network racks amid the node racks, so the fabric's
    // longest run is shorter than down one row of every rack; a floor with fewer positions than the racks
    // rules the variant out, one with as many does not.
    void floorRowsAndPositions() {
        ExploreRequest request = llama70b({QStringLiteral("nvidia-dgx-b200")});
        request.days = 0;
        request.gpuCount = 512;
        request.oversubscriptions = {1};
        const auto longestRun = [&](const ExploreVariant& v) {
            double longest = 0;
            for (const FabricReport& fabric : analyze(v.design, mParts).fabrics)
                for (const FabricCable& cable : fabric.cables())
                    longest = std::max(longest, cable.runM);
            return longest;
        };
        request.rowLength = 1000; // every rack in one row
        const ExploreVariant oneRow = exploreDesigns(request, mParts).first();
        request.rowLength = 10;
        const ExploreVariant rows = exploreDesigns(request, mParts).first();
        QVERIFY2(rows.feasible, qPrintable(rows.reasons.join(QLatin1Char('\n'))));
        QCOMPARE(rows.racks, oneRow.racks);
        int lastRow = 0;
        QStringList order;
        for (const Rack& rack : rows.design.racks) {
            QVERIFY(rack.position >= 0 && rack.position < 10);
            lastRow = std::max(lastRow, rack.row);
            order << rack.id.left(3);
        }
        QCOMPARE(lastRow, (rows.racks - 1) / 10);
        // GPU racks, then the network racks (and the storage's, docs/reliability.md), then GPU racks again.
        QVERIFY(order.first() == QLatin1String("GPU") && order.last() == QLatin1String("GPU"));
        QVERIFY(order.contains(QStringLiteral("STO")));
        QStringList middle = order;
        while (!middle.isEmpty() && middle.first() == QLatin1String("GPU"))
            middle.removeFirst();
        while (!middle.isEmpty() && middle.last() == QLatin1String("GPU"))
            middle.removeLast();
        QCOMPARE(middle.count(QStringLiteral("NET")) + middle.count(QStringLiteral("STO")), middle.size());
        QVERIFY2(longestRun(rows) < longestRun(oneRow),
                 qPrintable(QStringLiteral("%1 m, %2 m").arg(longestRun(rows)).arg(longestRun(oneRow))));

        request.floorPositions = rows.racks - 1;
        const ExploreVariant tooSmall = exploreDesigns(request, mParts).first();
        QVERIFY(!tooSmall.feasible);
        QVERIFY2(tooSmall.reasons.join(QLatin1Char('\n')).contains(QStringLiteral("positions")),
                 qPrintable(tooSmall.reasons.join(QLatin1Char('\n'))));
        request.floorPositions = rows.racks;
        QVERIFY(exploreDesigns(request, mParts).first().feasible);
    }
};

CW_TEST_GUILESS_MAIN(TestExplorerDimensions)
#include "tst_explorerdimensions.moc"
