#include "parts/partparser.h"
#include "testmain.h"

#include <QTest>

using nlohmann::json;

class TestPartParser : public QObject {
    Q_OBJECT
private:
    static json validGpu() {
        return json::parse(R"({"id": "test-gpu", "kind": "gpu", "vendor": "NVIDIA", "model": "Test",
            "description": {"en": "A test GPU", "zh_CN": "测试 GPU"}, "max_power_w": 700, "source": "test",
            "spec": {"memory_gb": 80, "memory_type": "HBM3", "memory_bandwidth_gbs": 3350, "form_factor": "sxm5",
                     "host_link": {"pcie_gen": 5, "lanes": 16}, "tflops": {"bf16": 989.4}}})");
    }
    static PartError errorFor(const json& object) {
        PartError error;
        if (PartParser::parse(object, &error))
            return PartError{QStringLiteral("<parsed>"), {}, {}};
        return error;
    }

private slots:
    void parsesAGpu() {
        PartError error;
        const auto part = PartParser::parse(validGpu(), &error);
        QVERIFY2(part, qPrintable(error.toString()));
        QCOMPARE(part->kind, PartKind::Gpu);
        QCOMPARE(part->gpu()->memoryBandwidthGbs, 3350.0);
        QCOMPARE(part->gpu()->hostLink.gen, 5);
        QCOMPARE(part->gpu()->tflops.value(QStringLiteral("bf16")), 989.4);
        QCOMPARE(part->description(QStringLiteral("zh_CN")), QStringLiteral("测试 GPU"));
        QCOMPARE(part->description(QStringLiteral("en_US")), QStringLiteral("A test GPU"));
    }

    void rejections_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("replacement"); // JSON, or "<remove>"
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("partId");
        QTest::newRow("missing id") << "/id"
                                    << "<remove>"
                                    << "id"
                                    << "";
        QTest::newRow("unknown kind") << "/kind"
                                      << "\"toaster\""
                                      << "kind"
                                      << "test-gpu";
        QTest::newRow("negative power") << "/max_power_w"
                                        << "-5"
                                        << "max_power_w"
                                        << "test-gpu";
        QTest::newRow("non-numeric power") << "/max_power_w"
                                           << "\"700 W\""
                                           << "max_power_w"
                                           << "test-gpu";
        QTest::newRow("missing power") << "/max_power_w"
                                       << "<remove>"
                                       << "max_power_w"
                                       << "test-gpu";
        QTest::newRow("missing source") << "/source"
                                        << "<remove>"
                                        << "source"
                                        << "test-gpu";
        QTest::newRow("bad spec number") << "/spec/memory_gb"
                                         << "\"lots\""
                                         << "spec.memory_gb"
                                         << "test-gpu";
        QTest::newRow("bad link") << "/spec/host_link/lanes"
                                  << "-16"
                                  << "spec.host_link.lanes"
                                  << "test-gpu";
        QTest::newRow("bad currency") << "/price"
                                      << R"({"amount": 1, "currency": "dollars"})"
                                      << "price.currency"
                                      << "test-gpu";
    }
    void rejections() {
        QFETCH(QString, pointer);
        QFETCH(QString, replacement);
        QFETCH(QString, field);
        QFETCH(QString, partId);
        json object = validGpu();
        const json::json_pointer ptr(pointer.toStdString());
        if (replacement == QLatin1String("<remove>"))
            object[ptr.parent_pointer()].erase(ptr.back());
        else
            object[ptr] = json::parse(replacement.toStdString());
        const PartError error = errorFor(object);
        QCOMPARE(error.field, field);
        QCOMPARE(error.partId, partId);
        QVERIFY(!error.reason.isEmpty());
    }

    // Cages: a QM9700's 64 ports are in 32 twin-port OSFP cages (NVIDIA QM9700 user manual); a DGX H100
    // brings its 8 ConnectX-7 ports out in 4 twin-port cages (DGX H100 User Guide, Table 6).
    void cages() {
        json sw =
            json::parse(R"({"id": "sw", "kind": "switch", "vendor": "NVIDIA", "model": "S", "height_u": 1,
            "description": {"en": "s"}, "max_power_w": 1, "source": "test",
            "spec": {"ports": [{"count": 64, "speed_gbps": 400, "protocol": "infiniband",
                                "ports_per_cage": 2, "cage": "osfp", "module": "twin"}]}})");
        PartError error;
        const auto part = PartParser::parse(sw, &error);
        QVERIFY2(part, qPrintable(error.toString()));
        QCOMPARE(part->switchSpec()->ports.first().portsPerCage, 2);
        QCOMPARE(part->switchSpec()->ports.first().moduleId, QStringLiteral("twin"));
        sw["spec"]["ports"][0]["ports_per_cage"] = 3; // 64 ports do not fill 3-port cages
        QCOMPARE(errorFor(sw).field, QStringLiteral("spec.ports[0].ports_per_cage"));
        sw["spec"]["ports"][0]["ports_per_cage"] = 0;
        QCOMPARE(errorFor(sw).field, QStringLiteral("spec.ports[0].ports_per_cage"));

        json system = json::parse(R"({"id": "dgx", "kind": "system", "vendor": "NVIDIA", "model": "D",
            "height_u": 8, "description": {"en": "d"}, "max_power_w": 10200, "source": "test",
            "spec": {"contents": [{"part": "cx7", "qty": 8}], "psu": {"count": 6, "rating_w": 3300},
                     "cages": [{"nic": "cx7", "count": 4, "ports_per_cage": 2, "cage": "osfp"}]}})");
        const auto dgx = PartParser::parse(system, &error);
        QVERIFY2(dgx, qPrintable(error.toString()));
        QCOMPARE(dgx->system()->cages.size(), 1);
        QCOMPARE(dgx->system()->cages.first().count, 4);
        system["spec"]["cages"][0]["nic"] = "cx6";
        QCOMPARE(errorFor(system).field, QStringLiteral("spec.cages[0].nic"));
    }

    // VPI: a ConnectX-7 port runs NDR InfiniBand or 400GbE (ConnectX-7 user manual, MCX75310AAS-NEAT
    // "400GbE / NDR IB (default mode)"); its other protocol must be a known one, not its own.
    void otherProtocols() {
        json nic = json::parse(R"({"id": "cx7", "kind": "nic", "vendor": "NVIDIA", "model": "C",
            "description": {"en": "c"}, "max_power_w": 25, "source": "test",
            "spec": {"ports": [{"count": 1, "speed_gbps": 400, "protocol": "infiniband",
                                "other_protocols": ["ethernet"]}], "pcie_gen": 5, "lanes": 16}})");
        PartError error;
        const auto part = PartParser::parse(nic, &error);
        QVERIFY2(part, qPrintable(error.toString()));
        const PortGroup& port = part->nic()->ports.first();
        QVERIFY(port.speaks(QStringLiteral("infiniband")) && port.speaks(QStringLiteral("ethernet")));
        nic["spec"]["ports"][0]["other_protocols"] = json::array({"infiniband"});
        QCOMPARE(errorFor(nic).field, QStringLiteral("spec.ports[0].other_protocols"));
        nic["spec"]["ports"][0]["other_protocols"] = json::array({"omni-path"});
        QCOMPARE(errorFor(nic).field, QStringLiteral("spec.ports[0].other_protocols"));
        nic["spec"]["ports"][0].erase("other_protocols");
        QVERIFY(!PartParser::parse(nic, &error)->nic()->ports.first().speaks(QStringLiteral("ethernet")));
    }

    void pduCapacityMatchesPublishedRatings() {
        // Published ratings: 230 V 32 A single phase = 7.4 kVA; 400 V 32 A three phase = 22.2 kVA;
        // 400 V 63 A = 43.6 kVA; 208 V 60 A three phase = 21.6 kVA.
        const auto pdu = [](int phases, double voltageV, double currentA) {
            PduSpec spec;
            spec.phases = phases;
            spec.voltageV = voltageV;
            spec.currentA = currentA;
            return spec;
        };
        QCOMPARE(qRound(pdu(1, 230, 32).capacityVa() / 100.0), 74);
        QCOMPARE(qRound(pdu(3, 400, 32).capacityVa() / 100.0), 222);
        QCOMPARE(qRound(pdu(3, 400, 63).capacityVa() / 100.0), 436);
        QCOMPARE(qRound(pdu(3, 208, 60).capacityVa() / 100.0), 216);
        QCOMPARE(qRound(pdu(3, 400, 32).continuousCapacityVa()), qRound(22170.2 * 0.8));
    }
};

CW_TEST_GUILESS_MAIN(TestPartParser)
#include "tst_partparser.moc"
