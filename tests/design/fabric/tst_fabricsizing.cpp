// Fabric sizing against published tables (design/fabric/fabricsizer.h, docs/fabric.md "Sizing"): NVIDIA's
// DGX SuperPOD component counts, blocking ratios, the smallest and largest fabrics, rails sharing leaves.
#include "fabric/fabricanalysis.h"
#include "fabric/fabricsizer.h"
#include "testmain.h"
#include "testsupport.h"

#include <QSet>
#include <QTest>

#include <numeric>

class TestFabricSizing : public QObject {
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

    // A node with more rails than a leaf has host ports (a GB200 NVL72 rack: 72 ConnectX-7, one per GPU)
    // and fewer nodes than those ports: whole rails share a leaf, NIC i of every node still on one leaf.
    // Three racks on 64-port switches at 1:1 (32 host ports a leaf): 10 rails of 3 nodes a leaf, 8
    // leaves, where a leaf per rail would take 72 with 29 of their 32 host ports empty.
    void railsShareALeafWhenNodesAreFew() {
        const FabricSize size = sizeFabric({3, 72, 64, 1, true});
        QCOMPARE(size.railsPerLeaf, 10);
        QCOMPARE(size.leaves, 8);
        QCOMPARE(size.leafHosts.first(), 30);
        QCOMPARE(size.leafHosts.last(), 2 * 3);
        QCOMPARE(std::accumulate(size.leafHosts.cbegin(), size.leafHosts.cend(), qint64(0)), size.hostLinks);
        // A scalable unit of 31 or 32 DGX keeps a leaf per rail (NVIDIA's SuperPOD); 16 fill half a leaf
        // each rail: two rails a leaf, four leaves of 32 host ports rather than eight of 16.
        QCOMPARE(sizeFabric({31, 8, 64, 1, true}).railsPerLeaf, 1);
        QCOMPARE(sizeFabric({31, 8, 64, 1, true}).leaves, 8);
        QCOMPARE(sizeFabric({16, 8, 64, 1, true}).railsPerLeaf, 2);
        QCOMPARE(sizeFabric({16, 8, 64, 1, true}).leaves, 4);

        Design design;
        for (int r = 0; r < 3; ++r) {
            Rack rack;
            rack.id = QStringLiteral("R%1").arg(r + 1);
            rack.partId = QStringLiteral("rack-48u-nvl72-liquid");
            rack.position = r;
            Device nvl;
            nvl.id = QStringLiteral("nvl%1").arg(r + 1);
            nvl.partId = QStringLiteral("nvidia-gb200-nvl72");
            nvl.u = 1;
            rack.devices = {nvl};
            design.racks.append(rack);
        }
        Fabric fabric;
        fabric.id = QStringLiteral("compute");
        fabric.technology = QStringLiteral("infiniband");
        fabric.nicPartIds = {QStringLiteral("nvidia-connectx-7-ndr")};
        fabric.switchPartId = QStringLiteral("nvidia-qm9700");
        fabric.topology = QStringLiteral("rail-optimized");
        design.fabrics = {fabric};
        const FabricReport report = analyzeFabric(design, mParts, fabric);
        QCOMPARE(report.size.leaves, 8);
        QHash<QString, QString> leafOfPort; // a host port's name, the same on every node: its leaf
        int hostLinks = 0;
        for (const FabricCable& cable : report.cables()) {
            if (cable.tier != QLatin1String("host-leaf"))
                continue;
            ++hostLinks;
            QVERIFY2(!cable.choice.partId.isEmpty(), qPrintable(cable.id)); // cabled
            const QString leaf = leafOfPort.value(cable.aPort, cable.bDevice);
            QCOMPARE(cable.bDevice, leaf);
            leafOfPort.insert(cable.aPort, leaf);
        }
        QCOMPARE(hostLinks, 3 * 72);
        QCOMPARE(QSet<QString>(leafOfPort.cbegin(), leafOfPort.cend()).size(), 8);
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
        // A k-port fat tree takes at most k^3/4 host ports: 65,536 for k = 64; past that a rail-optimized
        // fabric is two rail planes (tst_fabricscale.cpp).
        const FabricSize tooBig = sizeFabric({8193, 8, 64, 1, false});
        QCOMPARE(tooBig.tiers, 0);
        QVERIFY(tooBig.problem.contains(QLatin1String("65536")));
        QCOMPARE(sizeFabric({8193, 8, 64, 1, true}).planes, 2);
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
};

CW_TEST_GUILESS_MAIN(TestFabricSizing)
#include "tst_fabricsizing.moc"
