// A design's fabric: the hosts a design gives it, cable runs and the cable each run gets, cages and optics,
// switch placement (its sizing against NVIDIA's published tables: tst_fabricsizing.cpp).
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
#include "testmain.h"
#include "testsupport.h"

#include <QTest>
#include <algorithm>

class TestFabric : public QObject {
    Q_OBJECT
    PartIndex mParts;

    // 1U nodes with two single-port ConnectX-7 each, every other node two rows away from the leaf.
    static Design nodesNearAndFarFromALeaf() {
        Design design;
        Rack near;
        near.id = QStringLiteral("R01");
        near.partId = QStringLiteral("rack-42u-600x1200");
        Rack far = near;
        far.id = QStringLiteral("R02");
        far.row = 2;
        for (int n = 0; n < 32; ++n) {
            Device node = placedDevice(QStringLiteral("n%1").arg(n + 1, 2, 10, QLatin1Char('0')),
                                       QStringLiteral("generic-1u-cpu-node"), 1 + n / 2);
            node.components.append({QStringLiteral("nvidia-connectx-7-ndr"), 2, {}});
            (n % 2 == 0 ? near : far).devices.append(node);
        }
        near.devices.append(placedDevice(QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), 42));
        design.racks = {near, far};
        Fabric fabric = dgxB200Floor(1, true).fabrics.first();
        fabric.leafIds = {QStringLiteral("leaf1")};
        design.fabrics = {fabric};
        return design;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void hostsOfADesign() {
        // A DGX B200 holds 8 ConnectX-7 (compute) and 2 BlueField-3 (storage); a 1U node with 2 NICs.
        Design design;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.devices.append(placedDevice(QStringLiteral("dgx01"), QStringLiteral("nvidia-dgx-b200"), 1));
        Device node = placedDevice(QStringLiteral("n01"), QStringLiteral("generic-1u-cpu-node"), 20);
        node.components.append({QStringLiteral("nvidia-connectx-7-ndr"), 2, {}});
        rack.devices.append(node);
        rack.devices.append(placedDevice(QStringLiteral("sw01"), QStringLiteral("nvidia-qm9700"), 40));
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
        // NDR host links from single-port ConnectX-7 cages to a twin-port switch cage: passive splitter DAC
        // to 3 m, active copper splitter to 5 m (NVIDIA LinkX MCP7Y00 / MCA7J60), then optics.
        QCOMPARE(copperCable(mParts, ib, 400, 2, true, 0.9)->id, QStringLiteral("dac-osfp-ndr-splitter-1m"));
        QCOMPARE(copperCable(mParts, ib, 400, 2, true, 2.6)->id, QStringLiteral("dac-osfp-ndr-splitter-3m"));
        QCOMPARE(copperCable(mParts, ib, 400, 2, true, 4.2)->id, QStringLiteral("acc-osfp-ndr-splitter-5m"));
        QVERIFY(!copperCable(mParts, ib, 400, 2, true, 12));
        // Twin-port cage to twin-port cage: straight twin-port cables, never a splitter (MCP4Y10, MCA4J80).
        QCOMPARE(copperCable(mParts, ib, 400, 2, false, 1.5)->id, QStringLiteral("dac-osfp-ndr-2m"));
        QCOMPARE(copperCable(mParts, ib, 400, 2, false, 4.5)->id, QStringLiteral("acc-osfp-ndr-5m"));
        // Twin-port switch cages, and optics by reach: tst_fabricoptics.cpp.
        // 1 GbE management: Cat6 by length.
        QCOMPARE(copperCable(mParts, QStringLiteral("ethernet"), 1, 1, false, 7)->id,
                 QStringLiteral("cat6-10m"));
    }

    // A DGX's compute ports are in four twin-port OSFP cages (DGX H100 User Guide 1.2.3, Table 6: OSFP1P1
    // ... OSFP4P2; DGX B200 User Guide: "4 x OSFP ports for 8 x ConnectX-7 Single Port Cards").
    void dgxPortsAreInTwinPortCages() {
        Design design = dgxFloor(QStringLiteral("nvidia-dgx-h100"), 1, true, 8);
        const QList<FabricHost> hosts = fabricHosts(design, mParts, design.fabrics.first());
        QCOMPARE(hosts.size(), 1);
        QCOMPARE(hosts[0].ports, 8);
        QCOMPARE(hosts[0].cages.size(), 4);
        for (const FabricCage& cage : hosts[0].cages) {
            QCOMPARE(cage.links, 2);
            QCOMPARE(mParts.find(cage.moduleId)->partNumber, QStringLiteral("MMA4Z00-NS-FLT"));
        }
        const FabricReport f = analyzeFabric(design, mParts, design.fabrics.first());
        QStringList ports;
        for (const FabricCable& c : f.cables())
            ports << c.aPort;
        QCOMPARE(ports,
                 (QStringList{QStringLiteral("OSFP1P1"), QStringLiteral("OSFP1P2"), QStringLiteral("OSFP2P1"),
                              QStringLiteral("OSFP2P2"), QStringLiteral("OSFP3P1"), QStringLiteral("OSFP3P2"),
                              QStringLiteral("OSFP4P1"), QStringLiteral("OSFP4P2")}));
    }

    // The bill of optics and cables against NVIDIA's DGX SuperPOD reference architectures, within 2%. The
    // architectures publish the cables per tier (one MPO-12 fibre per 400G link); they say that "the compute
    // fabric ports in the middle use a two-port transceiver to access all eight GPUs" (four twin-port
    // modules per DGX) and use twin-port OSFP on the switches, so the modules are the cables' ends
    // counted two links a module (derived from the published cable counts, not published themselves).
    void superPodBillOfOptics_data() {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("heightU");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<qint64>("hostCables");
        QTest::addColumn<qint64>("spineCables");
        QTest::addColumn<qint64>("coreCables");
        // NVIDIA DGX SuperPOD with DGX H100 (RA-11333-001), Network Fabrics, "Table 4. Compute fabric
        // component count": SUs, nodes, leaves, spines, "compute and UFM" cables (the 4 UFM links are not
        // nodes'), spine-leaf cables. docs.nvidia.com/dgx-superpod/reference-architecture-scalable-
        // infrastructure-h100/latest/network-fabrics.html
        const QString h100 = QStringLiteral("nvidia-dgx-h100");
        QTest::newRow("H100 1 SU") << h100 << 8 << 31 << 8 << 4 << 0 << 252LL << 256LL << 0LL;
        QTest::newRow("H100 2 SU") << h100 << 8 << 63 << 16 << 8 << 0 << 508LL << 512LL << 0LL;
        QTest::newRow("H100 3 SU") << h100 << 8 << 95 << 24 << 16 << 0 << 764LL << 768LL << 0LL;
        QTest::newRow("H100 4 SU") << h100 << 8 << 127 << 32 << 16 << 0 << 1020LL << 1024LL << 0LL;
        // NVIDIA DGX SuperPOD with DGX B200, "DGX SuperPOD Architecture", component counts: nodes, leaves,
        // spines, cores, node-leaf, leaf-spine, spine-core cables. docs.nvidia.com/dgx-superpod/reference-
        // architecture-scalable-infrastructure-b200/latest/dgx-superpod-architecture.html
        const QString b200 = QStringLiteral("nvidia-dgx-b200");
        QTest::newRow("B200 2 SU") << b200 << 10 << 64 << 16 << 8 << 0 << 512LL << 512LL << 0LL;
        QTest::newRow("B200 4 SU") << b200 << 10 << 128 << 32 << 16 << 0 << 1024LL << 1024LL << 0LL;
        QTest::newRow("B200 8 SU") << b200 << 10 << 256 << 64 << 32 << 0 << 2048LL << 2048LL << 0LL;
        QTest::newRow("B200 16 SU") << b200 << 10 << 512 << 128 << 128 << 64 << 4096LL << 4096LL << 4096LL;
        QTest::newRow("B200 32 SU") << b200 << 10 << 1024 << 256 << 256 << 128 << 8192LL << 8192LL << 8192LL;
    }

    void superPodBillOfOptics() {
        QFETCH(QString, system);
        QFETCH(int, heightU);
        QFETCH(int, nodes);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(qint64, hostCables);
        QFETCH(qint64, spineCables);
        QFETCH(qint64, coreCables);
        const Design design = superPodFloor(system, nodes, heightU, leaves, spines, cores);
        const FabricReport f = analyzeFabric(design, mParts, design.fabrics.first());
        QCOMPARE(f.size.leaves, leaves);
        QCOMPARE(f.size.spines, spines);
        QCOMPARE(f.size.cores, cores);
        QCOMPARE(f.placedSwitches(), leaves + spines + cores);
        QCOMPARE(f.placedLeaves, leaves);
        QCOMPARE(f.placedSpines, spines);
        QCOMPARE(f.placedCores, cores);
        const auto within2 = [](double value, double published) {
            return std::abs(value - published) <= 0.02 * published;
        };
        QMap<QString, qint64> fibres; // per tier
        QHash<QString, qint64> modules;
        for (const FabricCable& c : f.cables()) {
            QVERIFY2(c.choice.type == QLatin1String("fiber"),
                     qPrintable(c.id + QLatin1Char(' ') + c.choice.partId));
            ++fibres[c.tier];
        }
        for (const PartQty& t : f.transceivers)
            modules[mParts.find(t.partId)->partNumber] += t.qty;
        qint64 fibreTotal = 0;
        for (const PartQty& c : f.cableParts)
            fibreTotal += c.qty;
        QCOMPARE(fibreTotal, qint64(f.cables().size()));
        QVERIFY2(within2(fibres.value(QStringLiteral("host-leaf")), hostCables),
                 qPrintable(QString::number(fibres.value(QStringLiteral("host-leaf")))));
        QVERIFY2(within2(fibres.value(QStringLiteral("leaf-spine")), spineCables),
                 qPrintable(QString::number(fibres.value(QStringLiteral("leaf-spine")))));
        QCOMPARE(fibres.value(QStringLiteral("spine-core")) == 0, coreCables == 0);
        if (coreCables > 0)
            QVERIFY(within2(fibres.value(QStringLiteral("spine-core")), coreCables));
        // Four twin-port flat-top modules per DGX, none single-port: 127 DGX H100 take 508.
        QCOMPARE(modules.value(QStringLiteral("MMA4Z00-NS-FLT")), 4LL * nodes);
        QVERIFY(within2(2 * modules.value(QStringLiteral("MMA4Z00-NS-FLT")), hostCables));
        QCOMPARE(modules.value(QStringLiteral("MMA4Z00-NS400")), 0LL);
        // The switches: a twin-port module per cage used, at both ends of every switch-to-switch cable.
        const double switchEnds = hostCables + 2.0 * spineCables + 2.0 * coreCables;
        QVERIFY2(within2(modules.value(QStringLiteral("MMA4Z00-NS")), switchEnds / 2),
                 qPrintable(QStringLiteral("%1 finned twin-port modules for %2 switch ends")
                                .arg(modules.value(QStringLiteral("MMA4Z00-NS")))
                                .arg(switchEnds)));
        QVERIFY(!std::any_of(f.findings.cbegin(), f.findings.cend(), [](const Finding& x) {
            return x.code.startsWith(QLatin1String("fabric.cage"));
        }));
    }

    // Twin-port OSFP cages carry two links: modules on switches and DGX are counted per cage.
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
        QCOMPARE(f.cables().size(), 1024);
        qint64 hostModules = 0, twinModules = 0, fibres = 0;
        for (const PartQty& t : f.transceivers) {
            if (t.partId == QLatin1String("osfp-ndr-transceiver-2xsr4-flt"))
                hostModules = t.qty;
            if (t.partId == QLatin1String("osfp-ndr-transceiver-2xsr4"))
                twinModules = t.qty;
        }
        for (const PartQty& c : f.cableParts)
            if (c.partId.startsWith(QLatin1String("fiber-mpo12")))
                fibres += c.qty;
        QCOMPARE(hostModules, 256LL); // 4 twin-port cages per DGX B200
        QCOMPARE(fibres, 512LL);      // one MPO trunk per host link
        QCOMPARE(twinModules, 256LL); // 512 leaf ports in 256 twin-port cages; leaf-spine is copper here
        // Leaf to spine in the same network rack: one straight twin-port cable per cage pair, two links
        // each, 16 spines... 8 spines take 4 uplinks of each leaf: two cages to each.
        qint64 twinCables = 0;
        for (const PartQty& c : f.cableParts)
            if (!c.partId.startsWith(QLatin1String("fiber")))
                twinCables += c.qty;
        QCOMPARE(twinCables, 512LL / 2);
        // Unplaced switches are findings, and the cut-sheet names where they would stand.
        QCOMPARE(f.placedSwitches(), 0);
        QVERIFY(std::any_of(f.findings.cbegin(), f.findings.cend(), [](const Finding& x) {
            return x.code == QLatin1String("fabric.switches.missing");
        }));
    }

    // Every cage holds one kind of plug (NVIDIA LinkX 800G parts list: "Twin-port OSFP transceivers must
    // use the same fiber type ... in both optical ports and not one of each"; a splitter's twin-port end
    // fills its cage): a leaf cage whose two hosts are at different distances gets one kind for both.
    void everyCageHoldsOneKind() {
        const Design design = nodesNearAndFarFromALeaf();
        const Fabric& fabric = design.fabrics.first();
        FabricReport f = analyzeFabric(design, mParts, fabric);
        QCOMPARE(f.size.tiers, 1);
        QCOMPARE(f.cables().size(), 64);
        QHash<int, QSet<QString>> kinds;
        for (const FabricCable& c : f.cables()) {
            kinds[c.bCage].insert(c.choice.type);
            QCOMPARE(c.choice.partId.isEmpty(), false);
        }
        for (const QSet<QString>& k : kinds)
            QCOMPARE(k.size(), 1);
        // Near pairs (both nodes of a cage in the leaf's rack) take splitters, counted legs / 2; pairs with
        // a far node are optical: a twin-port module in the leaf cage, a single-port one on each host.
        qint64 splitters = 0, legs = 0, fibres = 0;
        for (const FabricCable& c : f.cables())
            (c.choice.type == QLatin1String("fiber") ? fibres : legs) += 1;
        for (const PartQty& c : f.cableParts)
            if (!c.partId.startsWith(QLatin1String("fiber")))
                splitters += c.qty;
        QCOMPARE(splitters * 2, legs);
        qint64 twin = 0, single = 0;
        for (const PartQty& t : f.transceivers)
            (t.partId == QLatin1String("osfp-ndr-transceiver-2xsr4") ? twin : single) += t.qty;
        QCOMPARE(twin * 2, fibres);
        QCOMPARE(single, fibres);
        QVERIFY(fibres > 0 && legs > 0);
        QVERIFY(f.findings.isEmpty());
    }

    // HDR (200G) hosts on an NDR switch: a twin-port cage carries four 200G links on 1:4 splitters or
    // splitter fibres (NVIDIA LinkX MMA4Z00-NS: 1:2 splitter fibres to 200G ports), which the catalog does
    // not have; each link then takes a 200G cable of its own, rather than nothing.
    void slowerHostsWithoutCageParts() {
        Design design;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        for (int n = 0; n < 8; ++n) {
            Device node =
                placedDevice(QStringLiteral("n%1").arg(n + 1), QStringLiteral("generic-1u-cpu-node"), 1 + n);
            node.components.append({QStringLiteral("nvidia-connectx-6-hdr"), 2, {}});
            rack.devices.append(node);
        }
        rack.devices.append(placedDevice(QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), 42));
        design.racks = {rack};
        Fabric fabric = dgxB200Floor(1, true).fabrics.first();
        fabric.nicPartIds = {QStringLiteral("nvidia-connectx-6-hdr")};
        fabric.leafIds = {QStringLiteral("leaf1")};
        const FabricReport f = analyzeFabric(design, mParts, fabric);
        QCOMPARE(f.hostSpeedGbps, 200.0);
        QCOMPARE(f.cables().size(), 16);
        QVERIFY(f.findings.isEmpty());
        for (const FabricCable& c : f.cables())
            QVERIFY2(mParts.find(c.choice.partId)->cable()->speedGbps == 200, qPrintable(c.choice.partId));
    }

    void placedSwitchesAreUsed() {
        Design design = dgxB200Floor(8, true); // 64 host ports: one QM9700
        design.racks[0].devices.append(
            placedDevice(QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), 42));
        design.fabrics[0].leafIds = {QStringLiteral("leaf1")};
        const Budgets budgets = analyze(design, mParts);
        const FabricReport& f = budgets.fabrics.first();
        QCOMPARE(f.size.tiers, 1);
        QCOMPARE(f.placedSwitches(), 1);
        QCOMPARE(f.placedLeaves, 1);
        QCOMPARE(f.placedSpines + f.placedCores, 0);
        QVERIFY(f.findings.isEmpty());
        for (const FabricCable& c : f.cables())
            QCOMPARE(c.bDevice, QStringLiteral("leaf1"));
        // On one switch a DGX cage's two ports land in one leaf cage: a straight twin-port cable, passive to
        // 2 m in the leaf's rack (dgx0004 at U31, 1.5 m), active copper from U1 (2.8 m) and to the next rack.
        QCOMPARE(f.cables()[3 * 8].aDevice, QStringLiteral("dgx0004"));
        QCOMPARE(f.cables()[3 * 8].choice.partId, QStringLiteral("dac-osfp-ndr-2m"));
        QCOMPARE(f.cables().first().choice.partId, QStringLiteral("acc-osfp-ndr-3m"));
        QCOMPARE(f.cables().first().choice.legs, 2);
        QCOMPARE(f.cables().last().choice.type, QStringLiteral("acc"));
        qint64 twinCables = 0;
        for (const PartQty& c : f.cableParts)
            twinCables += c.qty;
        QCOMPARE(twinCables, 32LL); // 64 links, two per cable: one per DGX cage
        QVERIFY(f.transceivers.isEmpty());
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
        // 24 QM9700 at 1,720 W each (NVIDIA QM97X0 documentation) are 41.3 kW: 24 1U switches fit one 42U
        // rack by height, but a 20 kW rack takes 11 (18.9 kW), so three new network racks after R001-R008
        // of row 0 hold 11, 11 and 2.
        QCOMPARE(design.racks.size(), 16 + 3);
        QCOMPARE(design.racks[16].row, 0);
        QCOMPARE(design.racks[16].position, 8);
        QCOMPARE(design.racks[16].devices.size(), 11);
        QCOMPARE(design.racks[17].devices.size(), 11);
        QCOMPARE(design.racks[18].devices.size(), 2);
        const Budgets budgets = analyze(design, mParts);
        QCOMPARE(budgets.fabrics[0].placedSwitches(), 24);
        for (const Finding& f : budgets.findings) {
            QVERIFY2(!f.code.startsWith(QLatin1String("fabric.")), qPrintable(f.message));
            QVERIFY2(!f.rackId.startsWith(QLatin1String("NET")) || f.severity != Severity::Error,
                     qPrintable(f.message));
        }
        // The leaves' ports are what the cables end at.
        QCOMPARE(budgets.fabrics[0].cables().first().bDevice, design.fabrics[0].leafIds.first());
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
        QCOMPARE(analyze(document.design(), mParts).fabrics[0].placedSwitches(), 40);
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
        for (const FabricCable& c : f.cables())
            QVERIFY2(c.choice.partId.startsWith(QLatin1String("cat6-")), qPrintable(c.choice.partId));
        // The file takes a management fabric without NICs.
        design.fabrics = {oob};
        QString error;
        QVERIFY2(DesignFile::read(DesignFile::write(design), mParts, QStringLiteral("oob.json"), &error),
                 qPrintable(error));
    }

    // A cable set by hand can leave a cage with two kinds of plug: a warning naming the cage; many such
    // cages (a floor's worth) are one warning for the fabric with their count and the first of them.
    void cagesWithTwoKindsOfPlug() {
        Design design = nodesNearAndFarFromALeaf(); // single-port cages on the hosts, twin-port on the leaf
        const auto mixedFindings = [&](const FabricReport& f) {
            QList<Finding> found;
            for (const Finding& x : f.findings)
                if (x.code == QLatin1String("fabric.cage.mixed"))
                    found.append(x);
            return found;
        };
        // The cages that hold more than one kind, from the cut sheet: a module for optics, else the cable.
        const auto mixedCages = [](const FabricReport& f) {
            QHash<int, QSet<QString>> kinds;
            for (const FabricCable& c : f.cables()) {
                const bool optics = c.choice.type == QLatin1String("fiber");
                if (c.aCage >= 0)
                    kinds[c.aCage].insert(optics ? c.choice.aModuleId : c.choice.partId);
                if (c.bCage >= 0)
                    kinds[c.bCage].insert(optics ? c.choice.bModuleId : c.choice.partId);
            }
            return int(std::count_if(kinds.cbegin(), kinds.cend(),
                                     [](const QSet<QString>& k) { return k.size() > 1; }));
        };
        QVERIFY(mixedFindings(analyzeFabric(design, mParts, design.fabrics[0])).isEmpty());

        const QString aoc = QStringLiteral("aoc-qsfp56-hdr-100m");
        design.cables = {CableOverride{QStringLiteral("ib-compute/H0001"), aoc, 0, {}, {}, {}, {}}};
        FabricReport f = analyzeFabric(design, mParts, design.fabrics[0]);
        QCOMPARE(mixedCages(f), 1);
        QCOMPARE(mixedFindings(f).size(), 1);
        QCOMPARE(mixedFindings(f).first().severity, Severity::Warning);
        QVERIFY2(mixedFindings(f).first().message.startsWith(QLatin1String("cage ")) &&
                     mixedFindings(f).first().message.contains(aoc),
                 qPrintable(mixedFindings(f).first().message));

        design.cables.clear();
        for (int link = 1; link <= 64; link += 3)
            design.cables.append(CableOverride{
                QStringLiteral("ib-compute/H%1").arg(link, 4, 10, QLatin1Char('0')), aoc, 0, {}, {}, {}, {}});
        f = analyzeFabric(design, mParts, design.fabrics[0]);
        const int cages = mixedCages(f);
        QVERIFY(cages > 1);
        QCOMPARE(mixedFindings(f).size(), 1);
        const QString message = mixedFindings(f).first().message; // "cage(s)": no English plural loaded here
        QVERIFY2(
            message.startsWith(QStringLiteral("%1 cage").arg(cages)) &&
                message.contains(QLatin1String(" of ib-compute hold two kinds of plug (the first: cage ")),
            qPrintable(message));
    }

    // Cables set by hand: a generated cable's part replaced (and flagged when it is too short for its run),
    // and a cable added between two ports counted in the BOM.
    void cablesSetByHand() {
        Design design = dgxB200Floor(8, true);
        design.racks[0].devices.append(
            placedDevice(QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), 42));
        design.fabrics[0].leafIds = {QStringLiteral("leaf1")};
        const QString last = QStringLiteral("ib-compute/H0064"); // dgx0008 p8, next rack: a 4-5 m run
        design.cables = {CableOverride{last, QStringLiteral("dac-osfp-ndr-splitter-1m"), 0, {}, {}, {}, {}},
                         CableOverride{QStringLiteral("patch-1"), QStringLiteral("cat6-3m"), 0,
                                       QStringLiteral("dgx0001"), QStringLiteral("bmc"),
                                       QStringLiteral("leaf1"), QStringLiteral("mgmt")}};
        const Budgets budgets = analyze(design, mParts);
        const FabricReport& f = budgets.fabrics.first();
        QCOMPARE(f.cables().last().id, last);
        QCOMPARE(f.cables().last().choice.partId, QStringLiteral("dac-osfp-ndr-splitter-1m"));
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
        QCOMPARE(rows.size(), f.cables().size() + 1);
    }
};

CW_TEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
