// The bundled catalog checked against the published figures in shared/reference/hardware.md
// (datasheets, user guides and launch tables cited there).
#include "parts/partindex.h"
#include "parts/partsummary.h"
#include "store/bundledcatalog.h"
#include "testmain.h"

#include <QTest>

class TestBundledCatalog : public QObject {
    Q_OBJECT
    PartIndex mIndex;
    BundledCatalog mCatalog;

    const Part& part(const char* id) {
        const Part* p = mIndex.find(QLatin1String(id));
        if (!p)
            qFatal("missing part %s", id);
        return *p;
    }

private slots:
    void initTestCase() {
        QString error;
        auto catalog = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        QVERIFY2(catalog, qPrintable(error));
        mCatalog = *catalog;
        mIndex = PartIndex(mCatalog.parts);
    }

    void hasEveryRequiredId() {
        // shared/reference/required-parts.md
        const char* const required[] = {"nvidia-b200-sxm",
                                        "nvidia-h200-sxm",
                                        "nvidia-h100-sxm5-80gb",
                                        "nvidia-h100-pcie-80gb",
                                        "nvidia-h100-nvl-94gb",
                                        "nvidia-l40s",
                                        "nvidia-a100-sxm4-40gb",
                                        "nvidia-a100-sxm4-80gb",
                                        "nvidia-a100-pcie-40gb",
                                        "nvidia-a100-pcie-80gb",
                                        "nvidia-v100-sxm2-32gb",
                                        "nvidia-v100-pcie-32gb",
                                        "nvidia-p100-pcie-16gb",
                                        "nvidia-k80",
                                        "nvidia-rtx-4090",
                                        "nvidia-rtx-6000-ada",
                                        "amd-mi300x",
                                        "amd-mi250x",
                                        "intel-gaudi2",
                                        "intel-gaudi3",
                                        "huawei-ascend-910",
                                        "amd-epyc-7742",
                                        "amd-epyc-9654",
                                        "amd-epyc-9754",
                                        "intel-xeon-8480c",
                                        "intel-xeon-8480-plus",
                                        "intel-xeon-8380",
                                        "intel-xeon-8570",
                                        "nvidia-dgx-1-v100",
                                        "nvidia-dgx-2",
                                        "nvidia-dgx-a100",
                                        "nvidia-dgx-h100",
                                        "nvidia-dgx-h200",
                                        "nvidia-dgx-b200",
                                        "generic-4u-hgx-a100-8gpu",
                                        "generic-8u-hgx-h100-8gpu",
                                        "generic-2u-4gpu-pcie",
                                        "generic-4u-8gpu-pcie",
                                        "generic-1u-cpu-node",
                                        "generic-2u-storage-24nvme",
                                        "nvidia-qm8700",
                                        "nvidia-qm8790",
                                        "nvidia-qm9700",
                                        "nvidia-qm9790",
                                        "nvidia-sn2010",
                                        "nvidia-sn2700",
                                        "nvidia-sn3700",
                                        "nvidia-sn4600c",
                                        "nvidia-sn5600",
                                        "generic-1gbe-48p-mgmt",
                                        "nvidia-connectx-6-hdr",
                                        "nvidia-connectx-7-ndr",
                                        "psu-1600w-platinum",
                                        "psu-2000w-titanium",
                                        "psu-3000w-titanium",
                                        "psu-3300w-titanium",
                                        "pdu-1ph-230v-32a",
                                        "pdu-3ph-400v-32a",
                                        "pdu-3ph-400v-63a",
                                        "pdu-3ph-208v-60a",
                                        "ddr4-3200-64gb-rdimm",
                                        "ddr4-3200-128gb-rdimm",
                                        "ddr5-4800-64gb-rdimm",
                                        "ddr5-4800-128gb-rdimm",
                                        "nvme-m2-1.92tb",
                                        "nvme-u2-3.84tb",
                                        "nvme-u2-7.68tb",
                                        "nvme-u2-15.36tb",
                                        "rack-42u-600x1200",
                                        "rack-48u-800x1200",
                                        "rack-42u-600x1200-rdhx"};
        for (const char* id : required)
            QVERIFY2(mIndex.find(QLatin1String(id)), id);
        QVERIFY2(mIndex.size() >= 80, qPrintable(QString::number(mIndex.size())));
    }

    void everyPartIsSourcedAndBilingual() {
        for (const Part& p : mIndex.parts()) {
            QVERIFY2(!p.source.trimmed().isEmpty(), qPrintable(p.id));
            QVERIFY2(!p.descriptionZh.trimmed().isEmpty(), qPrintable(p.id));
            for (const QString& field : p.estimated) {
                const QString top = field.section(QLatin1Char('.'), 0, 0);
                QVERIFY2(p.json.contains(top.toStdString()), qPrintable(p.id + QLatin1String(": ") + field));
                // Shown to the user by name ("max power"), not as the JSON key.
                QVERIFY2(PartSummary::hasFieldLabel(field),
                         qPrintable(p.id + QLatin1String(": no label for ") + field));
            }
            if (const SystemSpec* system = p.system())
                for (const SystemContent& content : system->contents)
                    QVERIFY2(mIndex.find(content.partId),
                             qPrintable(p.id + QLatin1String(" -> ") + content.partId));
        }
    }

    void versionStampMatchesContent() {
        // scripts/catalog-stamp records the hash: a content change without a version bump fails here.
        QCOMPARE(mCatalog.recordedHash, QString::fromLatin1(mCatalog.contentHash));
        QVERIFY(mCatalog.version >= 1);
    }

    void gpuFiguresMatchDatasheets() {
        const Part& h100 = part("nvidia-h100-sxm5-80gb");
        QCOMPARE(h100.maxPowerW, 700.0);
        QCOMPARE(h100.gpu()->memoryBandwidthGbs, 3350.0);
        QCOMPARE(h100.gpu()->memoryGb, 80.0);
        QCOMPARE(h100.gpu()->formFactor, QStringLiteral("sxm5"));
        QCOMPARE(h100.gpu()->gpuLinkGbs, 900.0);
        QCOMPARE(h100.gpu()->tflops.value(QStringLiteral("bf16")),
                 989.4); // dense, not the 1979 sparse figure
        QCOMPARE(h100.gpu()->tflops.value(QStringLiteral("fp8")), 1978.9);

        const Part& a100 = part("nvidia-a100-sxm4-40gb");
        QCOMPARE(a100.gpu()->memoryBandwidthGbs, 1555.0);
        QCOMPARE(a100.gpu()->gpuLinkGbs, 600.0);
        QCOMPARE(a100.gpu()->tflops.value(QStringLiteral("tf32")), 156.0);
        QCOMPARE(part("nvidia-a100-sxm4-80gb").gpu()->memoryBandwidthGbs, 2039.0);
        QCOMPARE(part("nvidia-a100-pcie-40gb").maxPowerW, 250.0);

        const Part& b200 = part("nvidia-b200-sxm");
        QCOMPARE(b200.maxPowerW, 1000.0);
        QCOMPARE(b200.gpu()->memoryGb, 180.0);
        QCOMPARE(b200.gpu()->memoryBandwidthGbs, 7700.0); // NVIDIA Blackwell datasheet (Oct 2025), HGX B200
        QCOMPARE(b200.gpu()->tflops.value(QStringLiteral("bf16")), 2250.0);
        // NVIDIA HGX B200 datasheet, 8-GPU board / 8: FP64 296 -> 37, FP32 600 -> 75 (not the early 40/80).
        QCOMPARE(b200.gpu()->tflops.value(QStringLiteral("fp64")), 37.0);
        QCOMPARE(b200.gpu()->tflops.value(QStringLiteral("fp32")), 75.0);
        QVERIFY(b200.isEstimated(QStringLiteral("spec.host_link")));

        // China market parts (docs/catalog-china.md): NVIDIA H800 datasheet, NVLink cut to 400 GB/s; H20
        // keeps 900 GB/s with 96 GB at 4.0 TB/s and 148 dense FP16 TFLOPS.
        QCOMPARE(part("nvidia-h800-sxm5-80gb").gpu()->gpuLinkGbs, 400.0);
        QCOMPARE(part("nvidia-a800-sxm4-80gb").gpu()->gpuLinkGbs, 400.0);
        const Part& h20 = part("nvidia-h20");
        QCOMPARE(h20.gpu()->memoryGb, 96.0);
        QCOMPARE(h20.gpu()->memoryBandwidthGbs, 4000.0);
        QCOMPARE(h20.gpu()->tflops.value(QStringLiteral("fp16")), 148.0);
        QCOMPARE(part("huawei-ascend-910b").gpu()->gpuLinkName, QStringLiteral("HCCS"));

        const Part& mi300x = part("amd-mi300x");
        QCOMPARE(mi300x.gpu()->memoryGb, 192.0);
        QCOMPARE(mi300x.gpu()->memoryBandwidthGbs, 5300.0);
        QCOMPARE(mi300x.maxPowerW, 750.0);
        QCOMPARE(mi300x.gpu()->formFactor, QStringLiteral("oam"));

        const Part& rtx = part("nvidia-rtx-4090");
        QCOMPARE(rtx.maxPowerW, 450.0);
        QCOMPARE(rtx.gpu()->tflops.value(QStringLiteral("fp32")), 82.6);
        QVERIFY(rtx.gpu()->slotWidth >= 3);
        QCOMPARE(part("nvidia-k80").gpu()->gpusPerCard, 2);
        QVERIFY(part("huawei-ascend-910").isEstimated(QStringLiteral("spec.memory_gb")));
    }

    void cpuFiguresMatchVendorTables() {
        const Part& epyc = part("amd-epyc-7742");
        QCOMPARE(epyc.cpu()->cores, 64);
        QCOMPARE(epyc.maxPowerW, 225.0);
        QCOMPARE(epyc.cpu()->pcieLanes1p, 128);
        QCOMPARE(epyc.cpu()->pcieLanes2p, 128);
        QCOMPARE(epyc.cpu()->pcieGen, 4);
        QCOMPARE(part("amd-epyc-9654").cpu()->pcieLanes2p, 160);
        const Part& xeon = part("intel-xeon-8480c");
        QCOMPARE(xeon.cpu()->cores, 56);
        QCOMPARE(xeon.cpu()->pcieLanes1p, 80);
        QCOMPARE(xeon.cpu()->pcieLanes2p, 160);
    }

    void systemsMatchUserGuides() {
        const Part& dgxH100 = part("nvidia-dgx-h100");
        QCOMPARE(dgxH100.maxPowerW, 10200.0);
        QCOMPARE(dgxH100.heightU, 8.0);
        QCOMPARE(dgxH100.weightKg, 130.5);
        QCOMPARE(dgxH100.system()->psuCount, 6);
        QCOMPARE(dgxH100.system()->psuRatingW, 3300.0);
        QCOMPARE(dgxH100.system()->psuRedundancy, QStringLiteral("4+2"));
        QCOMPARE(dgxH100.system()->airflowCfm, 1105.0);

        const Part& dgxA100 = part("nvidia-dgx-a100");
        QCOMPARE(dgxA100.maxPowerW, 6500.0);
        QCOMPARE(dgxA100.heightU, 6.0);
        QCOMPARE(dgxA100.system()->psuRatingW, 3000.0);
        QCOMPARE(dgxA100.system()->psuRedundancy, QStringLiteral("3+3"));

        const Part& dgxB200 = part("nvidia-dgx-b200");
        QCOMPARE(dgxB200.maxPowerW, 14300.0);
        QCOMPARE(dgxB200.heightU, 10.0);
        QCOMPARE(dgxB200.system()->psuRedundancy, QStringLiteral("5+1"));
        QCOMPARE(dgxB200.weightKg, 142.4);
    }

    void networkAndPowerParts() {
        const Part& qm9700 = part("nvidia-qm9700");
        QCOMPARE(qm9700.switchSpec()->ports.first().count, 64);
        QCOMPARE(qm9700.switchSpec()->ports.first().speedGbps, 400.0);
        QCOMPARE(qm9700.switchSpec()->ports.first().protocol, QStringLiteral("infiniband"));
        QCOMPARE(part("nvidia-qm8700").switchSpec()->ports.first().count, 40);
        const Part& cx7 = part("nvidia-connectx-7-ndr");
        QCOMPARE(cx7.nic()->ports.first().speedGbps, 400.0);
        QCOMPARE(cx7.nic()->link.gen, 5);
        QCOMPARE(part("psu-3000w-titanium").psu()->efficiency, 0.96);
        QCOMPARE(part("psu-1600w-platinum").psu()->efficiency, 0.94);
        QCOMPARE(qRound(part("pdu-3ph-400v-63a").pdu()->capacityVa() / 100.0), 436);
        QCOMPARE(part("pdu-3ph-400v-32a").heightU, 0.0);
        QCOMPARE(part("rack-42u-600x1200").heightU, 42.0);
    }

    // Every cage names a transceiver of the catalog, and a system's cages bring out exactly the ports of
    // the NICs they name: a DGX H100 or B200 has 4 twin-port OSFP cages for its 8 single-port ConnectX-7
    // (DGX H100 User Guide 1.2.3, Table 6, OSFP1P1 ... OSFP4P2; DGX B200 User Guide, "4 x OSFP ports for 8 x
    // ConnectX-7 Single Port Cards"), each taking the flat-top twin-port MMA4Z00-NS-FLT; a QM9700 has 32
    // twin-port cages for its 64 ports taking the finned MMA4Z00-NS (NVIDIA LinkX MMA4Z00-NS specification).
    void cagesMatchTheirParts() {
        const auto isModule = [&](const QString& id) {
            const Part* m = mIndex.find(id);
            return m && m->cable() && m->cable()->type == QLatin1String("transceiver");
        };
        for (const Part& p : mIndex.parts()) {
            QList<PortGroup> groups;
            if (p.nic())
                groups = p.nic()->ports;
            if (p.switchSpec())
                groups = p.switchSpec()->ports;
            for (const PortGroup& g : groups)
                QVERIFY2(g.moduleId.isEmpty() || isModule(g.moduleId),
                         qPrintable(p.id + QLatin1String(" -> ") + g.moduleId));
            if (const SystemSpec* system = p.system())
                for (const SystemCages& c : system->cages) {
                    QVERIFY2(isModule(c.moduleId), qPrintable(p.id + QLatin1String(" -> ") + c.moduleId));
                    int ports = 0;
                    for (const SystemContent& content : system->contents)
                        if (content.partId == c.nicPartId)
                            for (const PortGroup& g : mIndex.find(content.partId)->nic()->ports)
                                ports += content.qty * g.count;
                    QVERIFY2(ports == c.count * c.portsPerCage, qPrintable(p.id));
                }
        }
        for (const char* dgx : {"nvidia-dgx-h100", "nvidia-dgx-h200", "nvidia-dgx-b200"}) {
            const SystemSpec* system = part(dgx).system();
            QCOMPARE(system->cages.size(), 1);
            QCOMPARE(system->cages.first().count, 4);
            QCOMPARE(system->cages.first().portsPerCage, 2);
            QCOMPARE(part(system->cages.first().moduleId.toLatin1().constData()).partNumber,
                     QStringLiteral("MMA4Z00-NS-FLT"));
        }
        const PortGroup& qm9700 = part("nvidia-qm9700").switchSpec()->ports.first();
        QCOMPARE(qm9700.count / qm9700.portsPerCage, 32);
        QCOMPARE(part(qm9700.moduleId.toLatin1().constData()).partNumber, QStringLiteral("MMA4Z00-NS"));
        // Twin-port multimode OSFP modules draw 15 W (NVIDIA LinkX MMA4Z00-NS-T specification); the
        // single-port one 9 W at most (MMA4Z00-NS400-T).
        QCOMPARE(part(qm9700.moduleId.toLatin1().constData()).maxPowerW, 15.0);
        QCOMPARE(part("osfp-ndr-transceiver-sr4").maxPowerW, 9.0);
    }

    void hgxChassisMatchesReferenceDescription() {
        // required-parts.md: 8 SXM4 bays behind 4 Gen4 switches with x16 uplinks, 4 PSU bays, 2 x SP3.
        const ServerSpec* hgx = part("generic-4u-hgx-a100-8gpu").server();
        QVERIFY(hgx);
        QCOMPARE(hgx->pcieSwitches.size(), 4);
        int sxm = 0, psu = 0, sockets = 0;
        for (const BayGroup& bay : hgx->bays) {
            if (bay.formFactors.contains(QStringLiteral("sxm4"))) {
                sxm += bay.count;
                QVERIFY(!bay.switchId.isEmpty());
            }
            if (bay.accepts.contains(PartKind::Psu))
                psu += bay.count;
            if (bay.accepts.contains(PartKind::Cpu)) {
                sockets += bay.count;
                QCOMPARE(bay.socket, QStringLiteral("sp3"));
            }
        }
        QCOMPARE(sxm, 8);
        QCOMPARE(psu, 4);
        QCOMPARE(sockets, 2);
    }
};

CW_TEST_GUILESS_MAIN(TestBundledCatalog)
#include "tst_bundledcatalog.moc"
