// Fabric sizing against NVIDIA's published DGX SuperPOD component counts, blocking ratios, the hosts a
// design gives a fabric, cable runs and the cable each run gets.
#include "analysis/analyzer.h"
#include "bom/bom.h"
#include "commands/cmddesignreplace.h"
#include "fabric/fabricanalysis.h"
#include "fabric/fabriccutsheet.h"
#include "fabric/fabricplacement.h"
#include "fabric/fabricsizer.h"
#include "fabricdesigns.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "testsupport.h"

#include <QTest>
#include <algorithm>

class TestFabric : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Rail-optimized, 8 rails per node, non-blocking.
    void superPodComponentCounts_data() {
        QTest::addColumn<int>("radix");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<qint64>("nodeLeaf");
        QTest::addColumn<qint64>("leafSpine");
        QTest::addColumn<qint64>("spineCore");
        // NVIDIA DGX SuperPOD Reference Architecture featuring DGX B200 (RA-11334), "Larger DGX SuperPOD
        // component counts": QM9700 (64 x NDR 400G), ConnectX-7 400G, 32-node scalable units.
        // docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/latest/
        //   dgx-superpod-architecture.html
        QTest::newRow("B200 2 SU") << 64 << 64 << 16 << 8 << 0 << 512LL << 512LL << 0LL;
        QTest::newRow("B200 4 SU") << 64 << 128 << 32 << 16 << 0 << 1024LL << 1024LL << 0LL;
        QTest::newRow("B200 8 SU") << 64 << 256 << 64 << 32 << 0 << 2048LL << 2048LL << 0LL;
        QTest::newRow("B200 16 SU") << 64 << 512 << 128 << 128 << 64 << 4096LL << 4096LL << 4096LL;
        QTest::newRow("B200 32 SU") << 64 << 1024 << 256 << 256 << 128 << 8192LL << 8192LL << 8192LL;
        QTest::newRow("B200 64 SU") << 64 << 2048 << 512 << 512 << 256 << 16384LL << 16384LL << 16384LL;
        // NVIDIA DGX SuperPOD Reference Architecture featuring DGX B300 with XDR InfiniBand, Table 3
        // "Example Compute Fabric Components": Quantum-X800 Q3400 (144 x XDR 800G), ConnectX-8 800G,
        // 72-node scalable units. The 4 SU row has 18 spines, not 16: 72 uplinks per leaf split evenly.
        // docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300-xdr/latest/
        //   dgx-superpod-architecture.html
        QTest::newRow("B300 XDR 1 SU") << 144 << 72 << 8 << 4 << 0 << 576LL << 576LL << 0LL;
        QTest::newRow("B300 XDR 2 SU") << 144 << 144 << 16 << 8 << 0 << 1152LL << 1152LL << 0LL;
        QTest::newRow("B300 XDR 4 SU") << 144 << 288 << 32 << 18 << 0 << 2304LL << 2304LL << 0LL;
        QTest::newRow("B300 XDR 8 SU") << 144 << 576 << 64 << 36 << 0 << 4608LL << 4608LL << 0LL;
        QTest::newRow("B300 XDR 18 SU") << 144 << 1296 << 144 << 72 << 0 << 10368LL << 10368LL << 0LL;
    }

    void superPodComponentCounts() {
        QFETCH(int, radix);
        QFETCH(int, nodes);
        const FabricSize size = sizeFabric({nodes, 8, radix, 1, true});
        QVERIFY2(size.problem.isEmpty(), qPrintable(size.problem));
        QTEST(size.leaves, "leaves");
        QTEST(size.spines, "spines");
        QTEST(size.cores, "cores");
        QTEST(size.hostLinks, "nodeLeaf");
        QTEST(size.leafSpineLinks, "leafSpine");
        QTEST(size.spineCoreLinks, "spineCore");
        QFETCH(int, cores);
        QCOMPARE(size.tiers, cores > 0 ? 3 : 2);
        QCOMPARE(size.oversubscription, 1.0);
    }

    void blockingRatioHalvesTheUplinks() {
        // 2:1 on 64-port leaves: 42 host ports and 21 uplinks per leaf (63 of 64 ports used).
        const FabricSize twoToOne = sizeFabric({128, 8, 64, 2, true});
        QCOMPARE(twoToOne.uplinksPerLeaf, 21);
        QCOMPARE(twoToOne.leaves, 8 * 4); // ceil(128 / 42) = 4 leaves per rail
        QCOMPARE(twoToOne.leafHosts.first(), 42);
        QCOMPARE(twoToOne.leafHosts[3], 2); // the rail's last leaf takes the rest
        QCOMPARE(twoToOne.oversubscription, 2.0);
        QCOMPARE(twoToOne.leafSpineLinks, 32LL * 21);
        QCOMPARE(twoToOne.spines, 21); // 672 uplinks need 11 spines; 21 per leaf split evenly over 21
        const FabricSize nonBlocking = sizeFabric({128, 8, 64, 1, true});
        QVERIFY(twoToOne.leafSpineLinks < nonBlocking.leafSpineLinks);
    }

    void smallFabricsAndLimits() {
        const FabricSize one = sizeFabric({4, 8, 64, 1, true}); // 32 host ports on one switch
        QCOMPARE(one.tiers, 1);
        QCOMPARE(one.switches(), 1);
        QCOMPARE(one.leafHosts, QList<int>{32});
        const FabricSize none = sizeFabric({0, 8, 64, 1, true});
        QCOMPARE(none.tiers, 0);
        QVERIFY(none.problem.isEmpty());
        // A k-port fat tree takes at most k^3/4 host ports: 65,536 for k = 64.
        const FabricSize tooBig = sizeFabric({8193, 8, 64, 1, true});
        QCOMPARE(tooBig.tiers, 0);
        QVERIFY(tooBig.problem.contains(QLatin1String("65536")));
        const FabricSize largest = sizeFabric({8192, 8, 64, 1, true});
        QCOMPARE(largest.tiers, 3);
        QCOMPARE(largest.leaves, 2048);
        QCOMPARE(largest.spines, 2048);
        QCOMPARE(largest.cores, 1024);
        // Fat tree without rails: host ports fill leaves in order.
        const FabricSize fatTree = sizeFabric({40, 2, 64, 1, false});
        QCOMPARE(fatTree.leafHosts, (QList<int>{32, 32, 16}));
        QCOMPARE(fatTree.spines, 2); // 96 uplinks over 64-port spines, 32 per leaf split evenly
    }

    void hostsOfADesign() {
        // A DGX B200 holds 8 ConnectX-7 (compute) and 2 BlueField-3 (storage); a 1U node with 2 NICs.
        Design design;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.devices.append(Device{QStringLiteral("dgx01"), QStringLiteral("nvidia-dgx-b200"), {}, 1});
        Device node{QStringLiteral("n01"), QStringLiteral("generic-1u-cpu-node"), {}, 20};
        node.components.append({QStringLiteral("nvidia-connectx-7-ndr"), 2, {}});
        rack.devices.append(node);
        rack.devices.append(Device{QStringLiteral("sw01"), QStringLiteral("nvidia-qm9700"), {}, 40});
        design.racks.append(rack);
        Fabric compute;
        compute.nicPartIds = {QStringLiteral("nvidia-connectx-7-ndr")};
        const QList<FabricHost> hosts = fabricHosts(design, mParts, compute);
        QCOMPARE(hosts.size(), 2);
        QCOMPARE(hosts[0].deviceId, QStringLiteral("dgx01"));
        QCOMPARE(hosts[0].ports, 8);
        QCOMPARE(hosts[0].speedGbps, 400.0);
        QCOMPARE(hosts[1].ports, 2);
        Fabric storage;
        storage.technology = QStringLiteral("ethernet");
        storage.nicPartIds = {QStringLiteral("nvidia-bluefield-3-b3240")};
        QCOMPARE(fabricHosts(design, mParts, storage).value(0).ports, 4); // 2 DPUs x 2 ports
        // QM9700: 64 x 400G; for 200G hosts on 2-way breakouts, 128.
        const Part* qm9700 = mParts.find(QStringLiteral("nvidia-qm9700"));
        QCOMPARE(switchRadix(*qm9700, QStringLiteral("infiniband"), 400), 64);
        QCOMPARE(switchRadix(*qm9700, QStringLiteral("infiniband"), 200), 128);
        QCOMPARE(switchRadix(*qm9700, QStringLiteral("ethernet"), 400), 0);
    }

    // The rule of docs/fabric.md, worked by hand: 1 U = 44.45 mm.
    void cableRuns() {
        CablePoint a;
        a.rackId = QStringLiteral("R1");
        a.u = 1;
        CablePoint b = a;
        b.u = 42;
        QCOMPARE(cableRunM(a, b), 41 * 0.04445 + 1.0); // same rack: vertical + 0.5 m each end
        b.rackId = QStringLiteral("R2");
        b.position = 1; // next rack, 600 mm wide
        // up 42 U + 0.3 m, up 1 U + 0.3 m, 0.6 m along, 1 m at the ends, 10% slack
        QVERIFY(qAbs(cableRunM(a, b) - (42 * 0.04445 + 0.3 + 1 * 0.04445 + 0.3 + 0.6 + 1.0) * 1.1) < 1e-9);
        b.position = 0;
        b.row = 2; // two rows on: 2 x (1.2 m deep + 1.2 m aisle)
        QVERIFY(qAbs(cableRunM(a, b) - (42 * 0.04445 + 0.3 + 1 * 0.04445 + 0.3 + 4.8 + 1.0) * 1.1) < 1e-9);
    }

    void cableTypeByReach() {
        const QString ib = QStringLiteral("infiniband");
        // NDR host links: passive splitter DAC to 3 m, active copper splitter to 5 m, then optics.
        CableChoice c = chooseCable(mParts, ib, 400, 0.9, true);
        QCOMPARE(c.partId, QStringLiteral("dac-osfp-ndr-splitter-1m"));
        QVERIFY(c.twinPort);
        QCOMPARE(chooseCable(mParts, ib, 400, 2.6, true).partId, QStringLiteral("dac-osfp-ndr-splitter-3m"));
        QCOMPARE(chooseCable(mParts, ib, 400, 4.2, true).partId, QStringLiteral("acc-osfp-ndr-splitter-5m"));
        c = chooseCable(mParts, ib, 400, 12, true);
        QCOMPARE(c.type, QStringLiteral("fiber"));
        QCOMPARE(c.partId, QStringLiteral("fiber-mpo12-apc-om4-20m"));
        QCOMPARE(c.hostModuleId, QStringLiteral("osfp-ndr-transceiver-sr4"));
        QCOMPARE(c.switchModuleId, QStringLiteral("osfp-ndr-transceiver-2xsr4"));
        QVERIFY(c.switchModuleTwin);
        // Between switches: straight twin-port cables, never a splitter.
        QCOMPARE(chooseCable(mParts, ib, 400, 1.5, false).partId, QStringLiteral("dac-osfp-ndr-2m"));
        QCOMPARE(chooseCable(mParts, ib, 400, 4.5, false).partId, QStringLiteral("acc-osfp-ndr-5m"));
        // Past 50 m of OM4 (the SR4 reach) the catalog has nothing: an empty choice, a finding later.
        QVERIFY(chooseCable(mParts, ib, 400, 60, true).partId.isEmpty());
        // 1 GbE management: Cat6 by length.
        QCOMPARE(chooseCable(mParts, QStringLiteral("ethernet"), 1, 7, true).partId,
                 QStringLiteral("cat6-10m"));
    }

    // Twin-port OSFP cages carry two links: modules on switches are counted per cage, on hosts per port.
    void opticsAreCountedPerCage() {
        Design design = dgxB200Floor(64, true);
        for (Rack& rack : design.racks)
            rack.row +=
                3; // the switches stand in a new rack of row 1, three rows away: every host link is optical
        const Budgets budgets = analyze(design, mParts);
        QCOMPARE(budgets.fabrics.size(), 1);
        const FabricReport& f = budgets.fabrics.first();
        QCOMPARE(f.size.leaves, 16);
        QCOMPARE(f.size.spines, 8);
        QCOMPARE(f.cables.size(), 1024);
        qint64 hostModules = 0, twinModules = 0, fibres = 0;
        for (const PartQty& t : f.transceivers) {
            if (t.partId == QLatin1String("osfp-ndr-transceiver-sr4"))
                hostModules = t.qty;
            if (t.partId == QLatin1String("osfp-ndr-transceiver-2xsr4"))
                twinModules = t.qty;
        }
        for (const PartQty& c : f.cableParts)
            if (c.partId.startsWith(QLatin1String("fiber-mpo12")))
                fibres += c.qty;
        QCOMPARE(hostModules, 512LL); // one per host port
        QCOMPARE(fibres, 512LL);      // one MPO trunk per host link
        QCOMPARE(twinModules, 256LL); // 512 leaf ports in 256 twin-port cages; leaf-spine is copper here
        // Unplaced switches are findings, and the cut-sheet names where they would stand.
        QCOMPARE(f.placedSwitches, 0);
        QVERIFY(std::any_of(f.findings.cbegin(), f.findings.cend(), [](const Finding& x) {
            return x.code == QLatin1String("fabric.switches.missing");
        }));
    }

    void placedSwitchesAreUsed() {
        Design design = dgxB200Floor(8, true); // 64 host ports: one QM9700
        design.racks[0].devices.append(
            Device{QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), {}, 42});
        design.fabrics[0].leafIds = {QStringLiteral("leaf1")};
        const Budgets budgets = analyze(design, mParts);
        const FabricReport& f = budgets.fabrics.first();
        QCOMPARE(f.size.tiers, 1);
        QCOMPARE(f.placedSwitches, 1);
        QVERIFY(f.findings.isEmpty());
        for (const FabricCable& c : f.cables)
            QCOMPARE(c.bDevice, QStringLiteral("leaf1"));
        // R001's hosts are in the leaf's rack (splitter DAC), R002's the next rack over (ACC splitter).
        QCOMPARE(f.cables.first().choice.partId, QStringLiteral("dac-osfp-ndr-splitter-3m"));
        QCOMPARE(f.cables.last().choice.type, QStringLiteral("acc"));
        qint64 splitters = 0;
        for (const PartQty& c : f.cableParts)
            splitters += c.qty;
        QCOMPARE(splitters, 32LL); // 64 links, two per splitter
    }

    // Creating a fabric places its switches; resizing it after nodes were added places more; each is one
    // undo step that gives back the file as it was.
    void createResizeAndUndo() {
        DesignDocument document;
        document.reset(dgxB200Floor(64, false), {});
        QUndoStack* stack = document.undoStack();
        const QByteArray before = DesignFile::write(document.design());
        Fabric fabric = dgxB200Floor(1, true).fabrics.first();
        fabric.placement = QStringLiteral("new-racks");
        QString error;
        auto created = applyFabric(document.design(), mParts, fabric, &error);
        QVERIFY2(created, qPrintable(error));
        stack->push(new CmdDesignReplace(&document, *created, QStringLiteral("Create fabric ib-compute")));
        QCOMPARE(stack->count(), 1);
        const Design& design = document.design();
        QCOMPARE(design.fabrics.size(), 1);
        QCOMPARE(design.fabrics[0].leafIds.size(), 16);
        QCOMPARE(design.fabrics[0].spineIds.size(), 8);
        QCOMPARE(design.racks.size(), 16 + 1); // 24 1U switches fit one new 42U network rack
        QCOMPARE(design.racks.last().row, 0);
        QCOMPARE(design.racks.last().position, 8); // after R001-R008 of row 0
        QCOMPARE(design.racks.last().devices.size(), 24);
        const Budgets budgets = analyze(design, mParts);
        QCOMPARE(budgets.fabrics[0].placedSwitches, 24);
        for (const Finding& f : budgets.findings)
            QVERIFY2(!f.code.startsWith(QLatin1String("fabric.")), qPrintable(f.message));
        // The leaves' ports are what the cables end at.
        QCOMPARE(budgets.fabrics[0].cables.first().bDevice, design.fabrics[0].leafIds.first());
        const QByteArray afterCreate = DesignFile::write(design);
        stack->undo();
        QCOMPARE(DesignFile::write(document.design()), before);
        stack->redo();
        QCOMPARE(DesignFile::write(document.design()), afterCreate);

        // 32 more nodes: 24 leaves, and 16 spines (768 uplinks, 32 per leaf split evenly).
        Design grown = document.design();
        const Design more = dgxB200Floor(96, false);
        for (qsizetype r = 16; r < more.racks.size(); ++r) {
            Rack rack = more.racks[r];
            grown.racks.append(rack);
        }
        stack->push(new CmdDesignReplace(&document, grown, QStringLiteral("Add racks")));
        auto resized = applyFabric(document.design(), mParts, document.design().fabrics[0], &error);
        QVERIFY2(resized, qPrintable(error));
        stack->push(new CmdDesignReplace(&document, *resized, QStringLiteral("Resize fabric ib-compute")));
        QCOMPARE(document.design().fabrics[0].leafIds.size(), 24);
        QCOMPARE(document.design().fabrics[0].spineIds.size(), 16);
        QCOMPARE(analyze(document.design(), mParts).fabrics[0].placedSwitches, 40);
        // Removing the fabric takes its switches with it.
        const Design removed = removeFabric(document.design(), QStringLiteral("ib-compute"));
        QVERIFY(removed.fabrics.isEmpty());
        for (const Rack& rack : removed.racks)
            for (const Device& device : rack.devices)
                QCOMPARE(device.partId, QStringLiteral("nvidia-dgx-b200"));
        stack->undo();
        stack->undo();
        stack->undo();
        QCOMPARE(DesignFile::write(document.design()), before);
    }

    void topOfRackLeavesStandWithTheirHosts() {
        Design design = dgxB200Floor(8, false); // 64 host ports: one leaf, at the top of R001
        Fabric fabric = dgxB200Floor(1, true).fabrics.first();
        fabric.placement = QStringLiteral("top-of-rack");
        QString error;
        const auto placed = applyFabric(design, mParts, fabric, &error);
        QVERIFY2(placed, qPrintable(error));
        QCOMPARE(placed->racks.size(), 2);
        const Device& leaf = placed->racks[0].devices.last();
        QCOMPARE(leaf.partId, QStringLiteral("nvidia-qm9700"));
        QCOMPARE(leaf.u, 42); // DGX B200s fill U1-U40
        // A switch part that is not a switch is refused with a reason.
        fabric.switchPartId = QStringLiteral("nvidia-connectx-7-ndr");
        QVERIFY(!applyFabric(design, mParts, fabric, &error));
        QVERIFY(error.contains(QLatin1String("nvidia-connectx-7-ndr")));
    }

    // The out-of-band network: one 1 GbE BMC port per server and system, on Cat6.
    void managementFabricTakesEveryBmc() {
        Design design = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        Fabric oob;
        oob.id = QStringLiteral("oob");
        oob.technology = QStringLiteral("ethernet");
        oob.role = QStringLiteral("management");
        oob.switchPartId = QStringLiteral("generic-1gbe-48p-mgmt");
        oob.topology = QStringLiteral("fat-tree");
        const FabricReport f = analyzeFabric(design, mParts, oob);
        QCOMPARE(f.hosts.size(), 9); // 8 workers and the management node; not the switches
        QCOMPARE(f.hostSpeedGbps, 1.0);
        QCOMPARE(f.size.tiers, 1);
        for (const FabricCable& c : f.cables)
            QVERIFY2(c.choice.partId.startsWith(QLatin1String("cat6-")), qPrintable(c.choice.partId));
        // The file takes a management fabric without NICs.
        design.fabrics = {oob};
        QString error;
        QVERIFY2(DesignFile::read(DesignFile::write(design), mParts, QStringLiteral("oob.json"), &error),
                 qPrintable(error));
    }

    // Cables set by hand: a generated cable's part replaced (and flagged when it is too short for its run),
    // and a cable added between two ports counted in the BOM.
    void cablesSetByHand() {
        Design design = dgxB200Floor(8, true);
        design.racks[0].devices.append(
            Device{QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), {}, 42});
        design.fabrics[0].leafIds = {QStringLiteral("leaf1")};
        const QString last = QStringLiteral("ib-compute/H0064"); // dgx0008 p8, next rack: a 4-5 m run
        design.cables = {CableOverride{last, QStringLiteral("dac-osfp-ndr-splitter-1m"), 0, {}, {}, {}, {}},
                         CableOverride{QStringLiteral("patch-1"), QStringLiteral("cat6-3m"), 0,
                                       QStringLiteral("dgx0001"), QStringLiteral("bmc"),
                                       QStringLiteral("leaf1"), QStringLiteral("mgmt")}};
        const Budgets budgets = analyze(design, mParts);
        const FabricReport& f = budgets.fabrics.first();
        QCOMPARE(f.cables.last().id, last);
        QCOMPARE(f.cables.last().choice.partId, QStringLiteral("dac-osfp-ndr-splitter-1m"));
        QVERIFY(std::any_of(f.findings.cbegin(), f.findings.cend(), [&](const Finding& x) {
            return x.code == QLatin1String("fabric.cable.too_short") && x.message.contains(last);
        }));
        const Bom bom = buildBom(design, mParts, BomOptions::fromSettings(design.settings));
        const auto qty = [&](const QString& id) {
            for (const BomLine& line : bom.lines)
                if (line.partId == id && line.includedIn.isEmpty())
                    return line.qty;
            return qint64(0);
        };
        QCOMPARE(qty(QStringLiteral("cat6-3m")), 1);
        QCOMPARE(qty(QStringLiteral("dac-osfp-ndr-splitter-1m")), 1); // one link on its own cage half

        // The cut-sheet lists the replaced cable with its new part, and the added one after the links.
        const QList<QStringList> rows = FabricCutSheet::rows(budgets.fabrics, design);
        const auto row = [&](const QString& id) {
            for (const QStringList& r : rows)
                if (r.first() == id)
                    return r;
            return QStringList();
        };
        QCOMPARE(row(last).value(10), QStringLiteral("dac-osfp-ndr-splitter-1m"));
        QCOMPARE(rows.last(),
                 (QStringList{QStringLiteral("patch-1"), QStringLiteral("added by hand"),
                              QStringLiteral("R001"), QStringLiteral("1"), QStringLiteral("dgx0001"),
                              QStringLiteral("bmc"), QStringLiteral("R001"), QStringLiteral("42"),
                              QStringLiteral("leaf1"), QStringLiteral("mgmt"), QStringLiteral("cat6-3m"),
                              QString(), QString(), QString()}));
        QCOMPARE(rows.size(), f.cables.size() + 1);
    }
};

QTEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
