// Fabrics at the scale clusters are bought (issue #42; docs/fabric.md "Sizing", "Optics by reach"): published
// reference designs reproduced tier by tier, rail planes past three tiers, and every link of a floor of
// thousands of GPUs cabled by its run, multimode within 50 m and single-mode beyond.
#include "fabric/fabricanalysis.h"
#include "fabric/fabricsizer.h"
#include "fabricdesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

namespace {

// `nodes` servers of `chassisId`, each with `nicQty` of `nicId`, `perRack` to a rack, `perRow` racks a row,
// and a fabric of `switchId` over those NICs with its switches not yet placed (at the end of row 0).
Design serverFloor(const QString& chassisId, const QString& nicId, int nicQty, int nodes, int perRack,
                   int heightU, int perRow, const QString& switchId, const QString& technology) {
    Design design;
    for (int r = 0; r * perRack < nodes; ++r) {
        Rack rack;
        rack.id = QStringLiteral("R%1").arg(r + 1, 4, 10, QLatin1Char('0'));
        rack.partId =
            heightU >= 48 ? QStringLiteral("rack-48u-nvl72-liquid") : QStringLiteral("rack-42u-600x1200");
        rack.row = r / perRow;
        rack.position = r % perRow;
        for (int k = 0; k < perRack && r * perRack + k < nodes; ++k) {
            Device node =
                placedDevice(QStringLiteral("n%1").arg(r * perRack + k + 1, 5, 10, QLatin1Char('0')),
                             chassisId, 1 + heightU * k);
            if (!nicId.isEmpty())
                node.components.append({nicId, nicQty, {}});
            rack.devices.append(node);
        }
        design.racks.append(rack);
    }
    Fabric fabric;
    fabric.id = QStringLiteral("compute");
    fabric.technology = technology;
    fabric.switchPartId = switchId;
    fabric.nicPartIds = {nicId.isEmpty() ? QStringLiteral("nvidia-connectx-7-ndr") : nicId};
    design.fabrics = {fabric};
    return design;
}

qint64 modulesOf(const FabricReport& report, const PartIndex& parts, const QString& partNumber) {
    qint64 count = 0;
    for (const PartQty& t : report.transceivers)
        if (parts.find(t.partId)->partNumber == partNumber)
            count += t.qty;
    return count;
}

} // namespace

class TestFabricScale : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // NVIDIA HGX AI Factory reference architecture (H100, H200, B200; 2-8-9-400: eight GPUs and eight 400G
    // SuperNICs a node), "Networking Physical Topologies": the compute fabric of SN5600 switches (64 x 800G
    // ports, each two 400G ports) rail-optimized and non-blocking through each GPU's BlueField-3 B3140H, at
    // the 32, 64 and 128 node design points. docs.nvidia.com/enterprise-reference-architectures/
    // hgx-ai-factory-h100-h200-b200/latest/networking-physical-topologies.html
    void spectrumXAiFactory_data() {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::newRow("32 nodes, 256 GPUs") << 32 << 4 << 2;
        QTest::newRow("64 nodes, 512 GPUs") << 64 << 8 << 4;
        QTest::newRow("128 nodes, 1024 GPUs") << 128 << 16 << 8;
    }
    void spectrumXAiFactory() {
        QFETCH(int, nodes);
        const QString ethernet = QStringLiteral("ethernet");
        const Part& sn5600 = *mParts.find(QStringLiteral("nvidia-sn5600"));
        QCOMPARE(switchRadix(sn5600, ethernet, 400), 128); // an 800G port as 2 x 400G
        Design design = serverFloor(QStringLiteral("generic-8u-hgx-h100-8gpu"),
                                    QStringLiteral("nvidia-bluefield-3-b3140h"), 8, nodes, 4, 8, 16,
                                    QStringLiteral("nvidia-sn5600"), ethernet);
        const FabricReport report = analyzeFabric(design, mParts, design.fabrics.first());
        QVERIFY2(report.size.problem.isEmpty(), qPrintable(report.size.problem));
        QCOMPARE(report.size.tiers, 2);
        QTEST(report.size.leaves, "leaves");
        QTEST(report.size.spines, "spines");
        QCOMPARE(report.size.hostLinks, qint64(nodes) * 8);
        QCOMPARE(report.size.leafSpineLinks, qint64(nodes) * 8); // non-blocking
        QCOMPARE(report.size.oversubscription, 1.0);
        // Optics: a single-port QSFP112 module in every SuperNIC (BlueField-3 takes QSFP112 only: SR4
        // MMA1Z00-NS400 within 50 m, DR4 MMS1Z00-NS400 beyond), a twin-port OSFP module per 800G switch
        // port used (two 400G links), at the leaves and at both ends of the leaf-spine links; every link
        // cabled.
        QCOMPARE(modulesOf(report, mParts, QStringLiteral("MMA1Z00-NS400")) +
                     modulesOf(report, mParts, QStringLiteral("MMS1Z00-NS400")),
                 qint64(nodes) * 8);
        qint64 opticalUplinks = 0; // leaf to spine: twin-port copper within 5 m, else optics
        for (const FabricLink& link : report.links)
            opticalUplinks += link.tier == 1 && report.choiceOf(link).type == QLatin1String("fiber");
        QCOMPARE(modulesOf(report, mParts, QStringLiteral("MMA4Z00-NS")) +
                     modulesOf(report, mParts, QStringLiteral("MMS4X00-NS")) +
                     modulesOf(report, mParts, QStringLiteral("MMS4X00-NM")),
                 qint64(nodes) * 8 / 2 + opticalUplinks);
        for (const FabricLink& link : report.links)
            QVERIFY(link.choice >= 0);
    }

    // Meta's RoCE cluster for Llama 3 (The Llama 3 Herd of Models, arXiv:2407.21783, section 3.3.1 "Network
    // topology": "each rack hosts 16 GPUs split between two servers and connected by a single Minipack2
    // top-of-the-rack (ToR) switch ... 192 such racks are connected by cluster switches to form a pod of
    // 3,072 GPUs with full bisection bandwidth ... eight such pods ... connected via aggregation switches
    // to form a cluster of 24K GPUs ... an oversubscription ratio of 1:7"); the cluster switches are
    // Arista 7800 chassis of 576 x 400G (Gangidi et al., "RDMA over Ethernet for Distributed AI Training
    // at Meta Scale", SIGCOMM 2024; Arista 7800R3 data sheet).
    void metaRoceCluster() {
        FabricSizeInput in;
        in.nodes = 3072; // Grand Teton servers
        in.rails = 8;    // 400G backend NICs each
        in.radix = 64;   // Minipack2 at 400G
        in.railOptimized = false;
        in.hostsPerLeaf = 16; // one ToR a rack of 16 GPUs
        in.spineRadix =
            switchRadix(*mParts.find(QStringLiteral("arista-7816r3")), QStringLiteral("ethernet"), 400);
        QCOMPARE(in.spineRadix, 576);
        in.spineBlocking = 7;
        in.podHostPorts = 3072;
        const FabricSize size = sizeFabric(in);
        QVERIFY2(size.problem.isEmpty(), qPrintable(size.problem));
        QCOMPARE(size.tiers, 3);
        QCOMPARE(size.hostLinks, qint64(24576));
        QCOMPARE(size.leaves, 1536);       // a ToR per rack: 24,576 GPUs in racks of 16
        QCOMPARE(size.uplinksPerLeaf, 16); // full bisection within the pod
        QCOMPARE(size.leavesPerPod, 192);
        const int pods = size.spines / size.spinesPerPod;
        QCOMPARE(pods, 8);
        // Within a pod every ToR uplink lands on a cluster switch: full bisection for its 3,072 GPUs.
        QCOMPARE(qint64(size.spinesPerPod) * size.spineDownPorts, qint64(3072));
        QVERIFY(size.spineDownPorts + size.spineUpPorts <= in.spineRadix);
        // Above the pods, 1:7: the cluster switches' uplinks are a seventh of their downlinks.
        QCOMPARE(size.spineUpPorts, int(std::ceil(size.spineDownPorts / 7.0)));
        QVERIFY(qint64(size.cores) * in.spineRadix >= size.spineCoreLinks);
        qInfo("Meta 24K: %d ToR, %d cluster switches (%d a pod), %d aggregation switches", size.leaves,
              size.spines, size.spinesPerPod, size.cores);
    }

    // A GB200 NVL72 scalable unit as NVIDIA's DGX SuperPOD GB200 reference architecture (RA-11338-001) builds
    // it: eight DGX GB200 racks, 576 GPUs, each compute tray's four ConnectX-7 (one per GPU, 72 a rack) on a
    // rail-optimized, non-blocking NDR fabric of QM9700 (docs.nvidia.com/dgx-superpod/reference-
    // architecture-scalable-infrastructure-gb200/latest/dgx-superpod-components.html; NVIDIA DGX GB Rack
    // Scale Systems User Guide: 18 compute trays of 4 GPUs and 4 ConnectX-7). The compute fabric counts a
    // port per GPU, once: the BlueField-3 ports go to the storage fabric.
    void gb200ScalableUnit() {
        Design design = serverFloor(QStringLiteral("nvidia-gb200-nvl72"), QString(), 0, 8, 1, 48, 8,
                                    QStringLiteral("nvidia-qm9700"), QStringLiteral("infiniband"));
        const FabricReport report = analyzeFabric(design, mParts, design.fabrics.first());
        QVERIFY2(report.size.problem.isEmpty(), qPrintable(report.size.problem));
        QCOMPARE(report.hosts.size(), 8);
        QCOMPARE(report.rails, 72);
        QCOMPARE(report.size.hostLinks, qint64(576));
        QCOMPARE(report.size.tiers, 2);
        QCOMPARE(report.size.leaves, 18); // 576 host ports, 32 a QM9700 leaf at 1:1
        QCOMPARE(report.size.leafSpineLinks, qint64(576));
        QCOMPARE(report.size.oversubscription, 1.0);
        for (const FabricLink& link : report.links)
            QVERIFY(link.choice >= 0);
    }

    // Past k^3/4 host ports a rail-optimized fabric is built as rail planes, each rail group a fabric of its
    // own (NVIDIA's DGX SuperPOD B200 reference architecture stops at 64 SUs, 16,384 host ports on three
    // tiers of QM9700; 100,000 GPUs of 8 rails are 100,000 host ports): two planes of four rails.
    void railPlanesPastThreeTiers() {
        const FabricSize size = sizeFabric({12500, 8, 64, 1, true});
        QVERIFY2(size.problem.isEmpty(), qPrintable(size.problem));
        QCOMPARE(size.planes, 2);
        QCOMPARE(size.railsPerPlane, 4);
        QCOMPARE(size.tiers, 3);
        QCOMPARE(size.hostLinks, qint64(100000));
        QCOMPARE(size.leaves, 2 * 4 * 391);                      // 12,500 nodes a rail, 32 a leaf
        QCOMPARE(size.leafSpineLinks, qint64(size.leaves) * 32); // each leaf's uplinks for its 32 ports
        QVERIFY(size.hostLinks / size.planes <= 64LL * 64 * 64 / 4);
        // A fat tree has no rails to split: refused with the number that fits (k^3/4 = 65,536).
        const FabricSize fatTree = sizeFabric({12500, 8, 64, 1, false});
        QCOMPARE(fatTree.tiers, 0);
        QCOMPARE(fatTree.maxHostPorts, qint64(65536));
        QVERIFY(fatTree.problem.contains(QLatin1String("65536")));
        // Nothing fits 2,000,000 host ports on 64-port switches, even as eight planes of one rail: refused
        // with the most that fit, 8 x 65,536.
        const FabricSize tooBig = sizeFabric({250000, 8, 64, 1, true});
        QCOMPARE(tooBig.tiers, 0);
        QCOMPARE(tooBig.maxHostPorts, qint64(8) * 65536);
        QVERIFY(tooBig.problem.contains(QLatin1String("524288")));
    }

    // A floor of 1,024 DGX B200 (8,192 GPUs) in long rows: the links longer than 50 m of OM4 take single-mode
    // DR4 at both ends (NVIDIA LinkX 100G-PAM4 user guide: multimode 50 m, DR4 100 m and 500 m), every link
    // is cabled, and the bill of optics holds both kinds.
    void longRowsTakeSingleMode() {
        Design design = serverFloor(QStringLiteral("nvidia-dgx-b200"), QString(), 0, 1024, 4, 10, 64,
                                    QStringLiteral("nvidia-qm9700"), QStringLiteral("infiniband"));
        const FabricReport report = analyzeFabric(design, mParts, design.fabrics.first());
        QVERIFY2(report.size.problem.isEmpty(), qPrintable(report.size.problem));
        QCOMPARE(report.size.tiers, 3);
        double longest = 0;
        for (const FabricLink& link : report.links) {
            QVERIFY2(link.choice >= 0, qPrintable(fabricCableId(report.fabric.id, link.tier, link.number)));
            longest = std::max(longest, link.runM);
            const CableChoice& choice = report.choiceOf(link);
            if (choice.type != QLatin1String("fiber"))
                continue;
            const Part* fibre = mParts.find(choice.partId);
            QVERIFY(fibre->cable()->lengthM + 1e-9 >= link.runM);
            for (const QString& end : {choice.aModuleId, choice.bModuleId}) {
                const Part* module = mParts.find(end);
                QCOMPARE(module->cable()->fiber, fibre->cable()->fiber); // one fibre type end to end
                QVERIFY(module->cable()->reachM + 1e-9 >= link.runM);
            }
        }
        QVERIFY2(longest > 50, qPrintable(QString::number(longest)));
        QVERIFY(modulesOf(report, mParts, QStringLiteral("MMA4Z00-NS")) > 0);
        QVERIFY(modulesOf(report, mParts, QStringLiteral("MMS4X00-NS")) +
                    modulesOf(report, mParts, QStringLiteral("MMS4X00-NM")) >
                0);
        QVERIFY(std::none_of(report.findings.cbegin(), report.findings.cend(),
                             [](const Finding& f) { return f.code == QLatin1String("fabric.cable.none"); }));
    }
};

CW_TEST_GUILESS_MAIN(TestFabricScale)
#include "tst_fabricscale.moc"
