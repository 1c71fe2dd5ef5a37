// Kubernetes node labels by Kubernetes' own rule for label values, and the GPU product label as NVIDIA's
// GPU feature discovery (GFD) builds it, against labels GFD was seen to set on running clusters.
#include "handover/handoverexport.h"
#include "handover/kuberneteslabels.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>
#include <yaml-cpp/yaml.h>

class TestKubernetesLabels : public QObject {
    Q_OBJECT
    PartIndex mParts;

    // The export's labels for one worker with four of `gpu`.
    std::map<std::string, std::string> labelsFor(const Part& gpu) {
        ClusterNodes nodes;
        ClusterNode node;
        node.deviceId = QStringLiteral("n1");
        node.rackId = QStringLiteral("R01 (row 1)");
        node.hostName = QStringLiteral("n1");
        node.worker = true;
        node.gpus = 4;
        node.gpuPartId = gpu.id;
        node.gpuVendor = gpu.vendor;
        node.gpuModel = gpu.model;
        node.gpuMemoryGb = gpu.gpu()->memoryGb;
        node.gpuNvmlName = gpu.gpu()->nvmlName;
        node.gpuNvmlNameEstimated = gpu.estimated.contains(QStringLiteral("spec.nvml_name"));
        nodes.workers.append(node);
        const YAML::Node doc = YAML::Load(kubernetesNodes(QStringLiteral("test"), nodes).toStdString());
        std::map<std::string, std::string> labels;
        for (const auto& label : doc["nodes"][0]["labels"])
            labels[label.first.as<std::string>()] = label.second.as<std::string>();
        return labels;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // k8s.io/apimachinery IsValidLabelValue: "must be 63 characters or less and must be empty or begin and
    // end with an alphanumeric character ([a-z0-9A-Z]) with dashes (-), underscores (_), dots (.), and
    // alphanumerics between" (kubernetes.io, Labels and Selectors, "Syntax and character set").
    void labelValueSyntax() {
        for (const char* valid :
             {"", "a", "R01", "NVIDIA-H100-80GB-HBM3", "A100-SXM4-40GB-MIG-1g.5gb", "a_b.c-d"})
            QVERIFY2(isKubernetesLabelValue(QLatin1String(valid)), valid);
        for (const char* invalid :
             {"-a", "a-", ".a", "a_", "Huawei-Ascend-910B-(910B3,-313T)", "a b", "显卡"})
            QVERIFY2(!isKubernetesLabelValue(QString::fromUtf8(invalid)), invalid);
        QVERIFY(isKubernetesLabelValue(QString(63, QLatin1Char('a'))));
        QVERIFY(!isKubernetesLabelValue(QString(64, QLatin1Char('a'))));
        // Any text becomes a valid value.
        QCOMPARE(kubernetesLabelValue(QStringLiteral("Huawei Ascend 910B (910B3, 313T)")),
                 QStringLiteral("Huawei-Ascend-910B-910B3-313T"));
        QCOMPARE(kubernetesLabelValue(QStringLiteral("(x)")), QStringLiteral("x"));
        QCOMPARE(kubernetesLabelValue(QStringLiteral("机柜 1")), QStringLiteral("1"));
        const QString longest = kubernetesLabelValue(QString(70, QLatin1Char('b')) + QStringLiteral("-c"));
        QCOMPARE(longest.size(), 63);
        QVERIFY(isKubernetesLabelValue(
            kubernetesLabelValue(QString(62, QLatin1Char('b')) + QStringLiteral("-c"))));
    }

    // GFD's sanitise() (NVIDIA/k8s-device-plugin internal/lm/resource.go) and its own test cases
    // (resource_test.go): "NVIDIA-TITAN-X-(Pascal)" -> "NVIDIA-TITAN-X-Pascal", "some / thing /else" ->
    // "some-thing-else".
    void gfdSanitisesTheDriverName() {
        QCOMPARE(gfdSanitised(QStringLiteral("NVIDIA-TITAN-X-(Pascal)")),
                 QStringLiteral("NVIDIA-TITAN-X-Pascal"));
        QCOMPARE(gfdSanitised(QStringLiteral("some / thing /else")), QStringLiteral("some-thing-else"));
        QCOMPARE(gfdSanitised(QStringLiteral("NVIDIA H100 80GB HBM3")),
                 QStringLiteral("NVIDIA-H100-80GB-HBM3"));
    }

    // Every GPU of the catalog: every label value the export writes for its node is valid.
    void everyGpuOfTheCatalogGetsValidLabels() {
        int gpus = 0;
        for (const Part& part : mParts.parts()) {
            if (!part.gpu())
                continue;
            ++gpus;
            for (const auto& [key, value] : labelsFor(part))
                QVERIFY2(isKubernetesLabelValue(QString::fromStdString(value)),
                         qPrintable(part.id + QLatin1String(": ") + QString::fromStdString(key) +
                                    QLatin1String("=") + QString::fromStdString(value)));
            // Every NVIDIA GPU of the catalog has its driver name, so its product label is GFD's.
            if (part.vendor == QLatin1String("NVIDIA"))
                QVERIFY2(labelsFor(part).count("nvidia.com/gpu.product"), qPrintable(part.id));
        }
        QVERIFY(gpus >= 30);
        QCOMPARE(
            labelsFor(*mParts.find(QStringLiteral("huawei-ascend-910b"))).at("cluster-workbench/gpu.product"),
            std::string("Huawei-Ascend-910B-910B3-313T"));
    }

    // nvidia.com/gpu.product as GFD set it on running clusters: `kubectl get node --show-labels` dumps and
    // node selectors in public cluster documentation (NVIDIA-H100-80GB-HBM3, NVIDIA-A100-SXM4-80GB,
    // NVIDIA-A100-80GB-PCIe, NVIDIA-H200, NVIDIA-B200, a full GFD dump with NVIDIA-L40S, a Chinese-language
    // one with NVIDIA-H20, NVIDIA-A800-SXM4-80GB, Tesla-V100-SXM2-32GB) and GFD's README (Tesla-T4); each GPU
    // part's source in the catalog names its evidence.
    void productLabelsAsGfdSetsThem_data() {
        QTest::addColumn<QString>("part");
        QTest::addColumn<QString>("label");
        QTest::newRow("H100 SXM") << "nvidia-h100-sxm5-80gb"
                                  << "NVIDIA-H100-80GB-HBM3";
        QTest::newRow("A100 SXM4 80GB") << "nvidia-a100-sxm4-80gb"
                                        << "NVIDIA-A100-SXM4-80GB";
        QTest::newRow("A100 PCIe 80GB") << "nvidia-a100-pcie-80gb"
                                        << "NVIDIA-A100-80GB-PCIe";
        QTest::newRow("H200") << "nvidia-h200-sxm"
                              << "NVIDIA-H200";
        QTest::newRow("B200") << "nvidia-b200-sxm"
                              << "NVIDIA-B200";
        QTest::newRow("L40S") << "nvidia-l40s"
                              << "NVIDIA-L40S";
        QTest::newRow("H20") << "nvidia-h20"
                             << "NVIDIA-H20";
        QTest::newRow("A800 SXM4") << "nvidia-a800-sxm4-80gb"
                                   << "NVIDIA-A800-SXM4-80GB";
        QTest::newRow("V100 SXM2 32GB") << "nvidia-v100-sxm2-32gb"
                                        << "Tesla-V100-SXM2-32GB";
        QTest::newRow("T4") << "nvidia-t4"
                            << "Tesla-T4";
    }

    void productLabelsAsGfdSetsThem() {
        QFETCH(QString, part);
        QFETCH(QString, label);
        const Part* gpu = mParts.find(part);
        QVERIFY(gpu);
        QVERIFY(!gpu->estimated.contains(QStringLiteral("spec.nvml_name")));
        QCOMPARE(QString::fromStdString(labelsFor(*gpu).at("nvidia.com/gpu.product")), label);
    }
};

CW_TEST_GUILESS_MAIN(TestKubernetesLabels)
#include "tst_kuberneteslabels.moc"
