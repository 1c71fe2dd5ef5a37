// The storage tier (design/storage/): the catalog's storage systems with their datasheet figures, sizing
// them for a training job's checkpoints and data, racking them on the storage fabric, and the checkpoint
// bandwidth the design then has (docs/reliability.md, "Storage").
#include "analysis/analyzer.h"
#include "bom/bom.h"
#include "parts/partindex.h"
#include "reliability/goodputplan.h"
#include "storage/checkpointsize.h"
#include "storage/designstorage.h"
#include "storage/storagesizer.h"
#include "testmain.h"
#include "testsupport.h"
#include "workload/modelpresets.h"

#include <QTest>

namespace {

// Llama 3.1 405B's checkpoint (14 bytes a parameter: 5.68 TB) and its 15.6 T tokens as 32-bit ids (62.4 TB),
// five checkpoints kept, one written within 60 s.
StorageRequirement llama405Need() {
    StorageRequirement need;
    need.checkpointTb = 405.9e9 * 14 / 1e12;
    need.datasetTb = 15.6e12 * 4 / 1e12;
    need.checkpointsKept = 5;
    need.checkpointTargetS = 60;
    return need;
}

} // namespace

class TestStorage : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // The catalog's figures as the datasheets give them: DDN AI400X2, 90 GB/s read, 65 GB/s write in 2U
    // (DDN A3I reference architecture for DGX SuperPOD); Huawei OceanStor A310, 400 GB/s in 5U (Huawei,
    // 2023). Every storage system carries its source, and its estimates are flagged.
    void catalogStorageSystems() {
        const Part* ddn = mParts.find(QStringLiteral("ddn-ai400x2"));
        QVERIFY(ddn && ddn->system() && ddn->system()->storage);
        QCOMPARE(ddn->system()->storage->readGbs, 90.0);
        QCOMPARE(ddn->system()->storage->writeGbs, 65.0);
        QCOMPARE(ddn->heightU, 2.0);
        QVERIFY(!ddn->isEstimated(QStringLiteral("spec.storage_system.write_gbs")));
        QVERIFY(ddn->isEstimated(QStringLiteral("price")));
        const Part* huawei = mParts.find(QStringLiteral("huawei-oceanstor-a310"));
        QCOMPARE(huawei->system()->storage->readGbs, 400.0);
        QCOMPARE(huawei->heightU, 5.0);
        const QStringList ids = storageSystemParts(mParts);
        QVERIFY(ids.size() >= 7);
        for (const QString& id : ids) {
            const Part* part = mParts.find(id);
            QVERIFY2(!part->source.isEmpty(), qPrintable(id));
            QVERIFY2(part->price, qPrintable(id));
            QVERIFY2(part->maxPowerW > 0 && part->heightU > 0, qPrintable(id));
        }
    }

    // 405B within 60 s needs 94.7 GB/s of writes: two AI400X2 (65 GB/s each), which also hold the 91 TB of
    // the dataset and five checkpoints (250 TB each). Meta's 2 TB/s sustained (Llama 3, 3.3.1) would be 31
    // of them.
    void sizedForTheCheckpointWithinItsTarget() {
        const Part& ddn = *mParts.find(QStringLiteral("ddn-ai400x2"));
        const StorageRequirement need = llama405Need();
        QVERIFY_WITHIN(need.writeGbs(), 94.7, 0.01);
        QVERIFY_WITHIN(need.capacityTb(), 62.4 + 5 * 5.68, 0.01);
        const StorageSizing sized = sizeStorage(ddn, need, DesignSettings{});
        QCOMPARE(sized.systems, 2);
        QCOMPARE(sized.limitedBy, StorageLimit::Write);
        QCOMPARE(sized.writeGbs, 130.0);
        QCOMPARE(sized.price, 2 * ddn.price->amount);
        StorageRequirement meta;
        meta.checkpointTb = 2;
        meta.checkpointTargetS = 1; // 2 TB/s
        QCOMPARE(sizeStorage(ddn, meta, DesignSettings{}).systems, 31);
        // Capacity alone: 240 PB (Llama 3's Tectonic) is 960 AI400X2.
        StorageRequirement big;
        big.datasetTb = 240000;
        const StorageSizing capacity = sizeStorage(ddn, big, DesignSettings{});
        QCOMPARE(capacity.systems, 960);
        QCOMPARE(capacity.limitedBy, StorageLimit::Capacity);
        // What the design has counts: with 100 GB/s of writes already, one more.
        QCOMPARE(sizeStorage(ddn, need, DesignSettings{}, StorageHave{500, 120, 60}).systems, 1);
        // Every option, cheapest first.
        const QList<StorageSizing> options = storageOptions(mParts, need, DesignSettings{});
        for (int i = 1; i < options.size(); ++i)
            QVERIFY(!options[i - 1].priced || !options[i].priced || options[i - 1].price <= options[i].price);
    }

    // Racked on the DGX H100 example's storage fabric (400GbE ConnectX-7): two AI400X2 in a storage rack
    // within its power, their ports on the fabric, in the bill of materials; the design then writes the 8B
    // checkpoint at the slowest of the systems, their ports and the four nodes' storage ports.
    void rackedOnTheStorageFabric() {
        const Design design = exampleDesign(QStringLiteral("dgx-h100-rack.json"), mParts);
        QCOMPARE(designStorage(design, mParts).systems, 0);
        const StorageSizing sized =
            sizeStorage(*mParts.find(QStringLiteral("ddn-ai400x2")), llama405Need(), design.settings);
        QString error;
        const auto withStorage = addStorage(design, mParts, sized, &error);
        QVERIFY2(withStorage, qPrintable(error));
        const DesignStorage storage = designStorage(*withStorage, mParts);
        QCOMPARE(storage.systems, 2);
        QCOMPARE(storage.writeGbs, 130.0);
        QCOMPARE(storage.fabricId, QStringLiteral("eth-storage"));
        QVERIFY(storage.reachable());
        QCOMPARE(storage.portGbs, 2 * 8 * 200 / 8.0);     // eight 200G ports each
        QCOMPARE(storage.nodePortGbs, 2 * 2 * 400 / 8.0); // two dual-port 400G per DGX H100
        QCOMPARE(storage.writeGbsFor(4), std::min(130.0, 4 * 200.0));
        QCOMPARE(storage.writeGbsFor(1), 130.0); // one node's 200 GB/s of ports: the systems still limit
        const Budgets budgets = analyze(*withStorage, mParts);
        for (const Finding& f : budgets.findings)
            QVERIFY2(f.severity != Severity::Error, qPrintable(f.message));
        const Bom bom = buildBom(*withStorage, mParts, BomOptions::fromSettings(withStorage->settings));
        bool listed = false;
        for (const BomLine& line : bom.lines)
            listed = listed || (line.partId == QLatin1String("ddn-ai400x2") && line.qty == 2);
        QVERIFY(listed);

        GoodputRequest request;
        request.model = *modelPreset(QStringLiteral("llama-3.1-8b"));
        request.training.layout.dataParallel = 32;
        request.jobGpus = 32;
        const GoodputPlan plan = planGoodput(request, &*withStorage, mParts, &budgets);
        QVERIFY2(plan.known(), qPrintable(plan.missing.join(QLatin1Char(' '))));
        QCOMPARE(plan.writeGbs, 130.0);
        QVERIFY_WITHIN(*plan.writeS, 8.03e9 * 14 / 130e9, 0.01);
    }

    // The path: the systems' own bandwidth, their ports, the nodes' ports over the fabric's oversubscription.
    void thePathTakesTheSlowestLink() {
        DesignStorage storage;
        storage.systems = 4;
        storage.fabricId = QStringLiteral("storage");
        storage.writeGbs = 1000;
        storage.readGbs = 2000;
        storage.portGbs = 500;
        storage.nodePortGbs = 100;
        storage.oversubscription = 2;
        QCOMPARE(storage.writeGbsFor(4), 200.0);  // four nodes at 100 GB/s through 2:1
        QCOMPARE(storage.writeGbsFor(20), 500.0); // the systems' ports
        QCOMPARE(storage.readGbsFor(100), 500.0);
        storage.portGbs = 5000;
        QCOMPARE(storage.writeGbsFor(100), 1000.0); // the systems themselves
        QCOMPARE(storage.writeGbsFor(0), 0.0);
    }

    // Storage systems on no fabric the GPU nodes reach: the figures are missing, and say why.
    void unreachableStorageIsMissing() {
        Design design = exampleDesign(QStringLiteral("dgx-h100-rack.json"), mParts);
        Rack rack;
        rack.id = QStringLiteral("S1");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.row = 1;
        Device device;
        device.id = QStringLiteral("s1");
        device.partId = QStringLiteral("ddn-ai400x2");
        rack.devices = {device};
        design.racks.append(rack);
        const DesignStorage storage = designStorage(design, mParts);
        QCOMPARE(storage.systems, 1);
        QVERIFY(!storage.reachable());
        QVERIFY(!storage.problem.isEmpty());
        QCOMPARE(storage.writeGbsFor(4), 0.0);
    }
};

CW_TEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
