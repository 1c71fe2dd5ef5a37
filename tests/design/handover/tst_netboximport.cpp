// NetBox device types in: the YAML files under tests/data/netbox are written by hand in the format of the
// netbox-community/devicetype-library schema (schema/devicetype.json, components.json, moduletype.json).
#include "analysis/analyzer.h"
#include "netbox/netboxfields.h"
#include "netbox/netboximport.h"
#include "netbox/netboxterms.h"
#include "parts/partparser.h"
#include "parts/partsdocument.h"
#include "store/catalogstore.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kGood = QStringLiteral(CW_TEST_DATA "/netbox/good");
const QString kBad = QStringLiteral(CW_TEST_DATA "/netbox/bad");
const QString kLibrary = QStringLiteral(CW_TEST_DATA "/netbox/library"); // real devicetype-library files

NetboxFileResult readFile(const QString& path) {
    return readNetboxType(readAll(path), path);
}

Part parsed(const nlohmann::json& object) {
    PartError error;
    const auto part = PartParser::parse(object, &error);
    if (!part)
        qFatal("imported part does not parse: %s", qPrintable(error.toString()));
    return *part;
}

} // namespace

class TestNetboxImport : public QObject {
    Q_OBJECT

private slots:
    void serverTakesHeightWeightPowerAndPorts() {
        const auto result = readFile(kGood + QStringLiteral("/servers/supermicro-sys-821ge-tnhr.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        QCOMPARE(int(result.parts.size()), 2); // the server and its network interfaces as a NIC
        const Part server = parsed(result.parts[0]);
        QCOMPARE(server.id, QStringLiteral("supermicro-sys-821ge-tnhr"));
        QCOMPARE(server.kind, PartKind::System);
        QCOMPARE(server.heightU, 8.0);
        // 166 lb x 0.45359237 kg/lb (the international pound).
        QCOMPARE(server.weightKg, 75.296);
        // Six 3,000 W supplies, redundancy not in the file: N+N assumed, flagged.
        QCOMPARE(server.maxPowerW, 9000.0);
        QVERIFY(server.isEstimated(QStringLiteral("max_power_w")));
        QCOMPARE(server.system()->psuCount, 6);
        QCOMPARE(server.system()->psuRatingW, 3000.0);
        QCOMPARE(server.system()->psuRedundancy, QStringLiteral("3+3"));
        QCOMPARE(server.system()->airflow, QStringLiteral("front-to-back"));
        QCOMPARE(server.source, QStringLiteral("NetBox device type supermicro-sys-821ge-tnhr.yaml"));
        // Markdown in comments becomes one plain sentence.
        QCOMPARE(server.descriptionEn,
                 QStringLiteral("SuperServer SYS-821GE-TNHR 8U HGX H100 8-GPU system."));

        const Part nic = parsed(result.parts[1]);
        QCOMPARE(server.system()->contents.size(), 1);
        QCOMPARE(server.system()->contents[0].partId, nic.id);
        QCOMPARE(nic.nic()->ports.size(), 1);
        QCOMPARE(nic.nic()->ports[0].count, 8); // enp0..enp7; IPMI is management only
        QCOMPARE(nic.nic()->ports[0].speedGbps, 400.0);
        QCOMPARE(nic.nic()->ports[0].protocol, QStringLiteral("ethernet"));
        QVERIFY(result.notes.join('\n').contains(QStringLiteral("2 module bay")));
        QVERIFY(result.notes.join('\n').contains(QStringLiteral("1 management interface")));
        QVERIFY(result.missing.join('\n').contains(QStringLiteral("airflow")));
    }

    void switchPortsAndANumberingGap() {
        const auto result = readFile(kGood + QStringLiteral("/switches/edgecore-as9716-32d.yml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part sw = parsed(result.parts[0]);
        QCOMPARE(sw.kind, PartKind::Switch);
        QCOMPARE(sw.heightU, 1.0);
        QCOMPARE(sw.weightKg, 11.4);
        QCOMPARE(sw.switchSpec()->ports.size(), 1);
        QCOMPARE(sw.switchSpec()->ports[0].count, 31); // Ethernet17 is not in the file
        QCOMPARE(sw.switchSpec()->ports[0].speedGbps, 400.0);
        QCOMPARE(sw.switchSpec()->ports[0].protocol, QStringLiteral("ethernet"));
        QCOMPARE(sw.maxPowerW, 700.0); // allocated draw of both supplies
        QVERIFY(!sw.isEstimated(QStringLiteral("max_power_w")));
        QVERIFY(result.notes.join('\n').contains(QStringLiteral("Ethernet17")));
    }

    // What the real devicetype-library files mean (tests/data/netbox/library, copied unchanged). The
    // Q3400-RA: "144x 800Gb/s XDR InfiniBand ports over 72 twin-port OSFP cages" (its own comments, and
    // NVIDIA's Quantum-X800 page); eth0 is marked mgmt_only, fnm1 is described as "In-band fabric node
    // management (UFM)", eth1 is an InfiniBand switch's Ethernet port. Eight supplies of 875 W maximum draw
    // each: the switch's draw is its supplies as a whole (N+N assumed, flagged), not one supply's 875 W.
    void managementPortsAndSuppliesOfARealSwitch() {
        const auto result = readFile(kLibrary + QStringLiteral("/Q3400-RA.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part sw = parsed(result.parts[0]);
        QCOMPARE(sw.kind, PartKind::Switch);
        QCOMPARE(sw.switchSpec()->ports.size(), 1);
        QCOMPARE(sw.switchSpec()->ports[0].count, 144);
        QCOMPARE(sw.switchSpec()->ports[0].speedGbps, 800.0);
        QCOMPARE(sw.switchSpec()->ports[0].protocol, QStringLiteral("infiniband"));
        QCOMPARE(sw.maxPowerW, 4 * 875.0);
        QVERIFY(sw.isEstimated(QStringLiteral("max_power_w")));
        QCOMPARE(sw.weightKg, 60.0);
        // A switch of two supplies with allocated draws keeps their sum (NetBox's own model).
        QCOMPARE(
            parsed(readFile(kGood + QStringLiteral("/switches/edgecore-as9716-32d.yml")).parts[0]).maxPowerW,
            700.0);
    }

    // An NVLink switch tray has "no power inlet of its own" (is_powered: false): no power to find, so
    // nothing flagged missing; it is fed by the rack's busbar.
    void anUnpoweredTrayIsNotMissingItsPower() {
        const auto result = readFile(kLibrary + QStringLiteral("/NVLink-5-Switch.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part tray = parsed(result.parts[0]);
        QCOMPARE(tray.maxPowerW, 0.0);
        QVERIFY(!tray.isEstimated(QStringLiteral("max_power_w")));
        QVERIFY(!tray.isEstimated(QStringLiteral("spec.psu.rating_w")));
        QVERIFY2(!result.missing.join('\n').contains(QStringLiteral("power")),
                 qPrintable(result.missing.join('\n')));
        QCOMPARE(tray.system()->psuInlet, QStringLiteral("busbar"));
        QVERIFY(result.taken.join('\n').contains(QStringLiteral("is_powered: false")));
    }

    // APC Smart-UPS models have outlets like a PDU but are UPSs: skipped with the reason. An APC rack PDU
    // ("Rack PDU, Switched, Zero U, 32A, 230V, (21)C13 & (3)C19") is still a PDU.
    void aUpsIsNotAPdu() {
        for (const char* file : {"/SMT1500RMI2U.yaml", "/SRT5KRMXLI.yaml"}) {
            const auto ups = readFile(kLibrary + QLatin1String(file));
            QCOMPARE(int(ups.outcome), int(NetboxFileResult::Outcome::Skipped));
            QVERIFY2(ups.reason.contains(QStringLiteral("UPS")), qPrintable(ups.reason));
            QVERIFY(ups.parts.empty());
        }
        const auto result = readFile(kLibrary + QStringLiteral("/AP7953.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part pdu = parsed(result.parts[0]);
        QCOMPARE(pdu.kind, PartKind::Pdu);
        QCOMPARE(pdu.pdu()->outletsC13, 21);
        QCOMPARE(pdu.pdu()->outletsC19, 3);
        QCOMPARE(pdu.pdu()->voltageV, 230.0);
        QCOMPARE(pdu.pdu()->currentA, 32.0);
    }

    void pduOutletsPhasesAndRating() {
        const auto result = readFile(kGood + QStringLiteral("/pdus/example-pdu-l21-30.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part pdu = parsed(result.parts[0]);
        QCOMPARE(pdu.kind, PartKind::Pdu);
        QCOMPARE(pdu.heightU, 0.0);
        QCOMPARE(pdu.pdu()->outletsC13, 36);
        QCOMPARE(pdu.pdu()->outletsC19, 6); // outlet 40 typed "C19" is still a C19, with a note
        QVERIFY(result.notes.join('\n').contains(QStringLiteral("outlet 40")));
        // NEMA L21-30P: 120/208 V three-phase wye, 30 A (NEMA WD 6).
        QCOMPARE(pdu.pdu()->phases, 3);
        QCOMPARE(pdu.pdu()->voltageV, 208.0);
        QCOMPARE(pdu.pdu()->currentA, 30.0);
        // 8.6 kW at the 80% continuous rating of a 208 V 30 A three-phase circuit (APC AP8965 class).
        QCOMPARE(std::round(pdu.pdu()->continuousCapacityVa()), 8646.0);
    }

    // NEMA WD 6 plug ratings, and the published 80% continuous figures: 240 V 30 A single phase 5,760 W;
    // 208 V 30 A three phase 8,646 W.
    void plugsGiveThePduRating() {
        const NetboxPlug l14 = netboxPlugRating(QStringLiteral("nema-l14-30p"));
        QCOMPARE(l14.phases, 1);
        QCOMPARE(l14.voltageV, 240.0);
        QCOMPARE(l14.currentA, 30.0);
        PduSpec single;
        single.phases = 1;
        single.voltageV = 240;
        single.currentA = 30;
        QCOMPARE(single.continuousCapacityVa(), 5760.0);
        const NetboxPlug l21 = netboxPlugRating(QStringLiteral("nema-l21-30p"));
        PduSpec three;
        three.phases = l21.phases;
        three.voltageV = l21.voltageV;
        three.currentA = l21.currentA;
        QCOMPARE(std::round(three.continuousCapacityVa()), 8646.0);
        QVERIFY(!l21.voltageAssumed);
        QVERIFY(netboxPlugRating(QStringLiteral("nema-l6-30p")).voltageAssumed);         // 208 or 240 V
        QCOMPARE(netboxPlugRating(QStringLiteral("iec-60309-3p-n-e-6h")).currentA, 0.0); // not in the type
        // NEMA WD 6 rates at 15, 20, 30, 50 and 60 A: any other figure names no plug, and a rack PDU's input
        // is at most 125 A (IEC 60309's largest), so a larger figure in its text is not its rating.
        QCOMPARE(netboxPlugRating(QStringLiteral("nema-l21-3999p")).currentA, 0.0);
        QCOMPARE(netboxPlugRating(QStringLiteral("nema-l21-3999p")).phases, 0);
        QCOMPARE(netboxCurrentInText(QStringLiteral("Rack PDU, 32A, 230V")), 32.0);
        QCOMPARE(netboxCurrentInText(QStringLiteral("Rack PDU, 40000000000 A")), 0.0);
        QCOMPARE(netboxInterfaceSpeed(QStringLiteral("1000base-t"))->speedGbps, 1.0);
        QCOMPARE(netboxInterfaceSpeed(QStringLiteral("infiniband-hdr"))->speedGbps, 200.0);
        QVERIFY(!netboxInterfaceSpeed(QStringLiteral("lag")));
        // IEEE 802.3's rates only (fuzz_netboximport: "4009...9gbase-x-qsfpdd" gave a 4e83 Gb/s port).
        QCOMPARE(netboxInterfaceSpeed(QStringLiteral("2.5gbase-t"))->speedGbps, 2.5);
        QCOMPARE(netboxInterfaceSpeed(QStringLiteral("800gbase-x-osfp"))->speedGbps, 800.0);
        QVERIFY(!netboxInterfaceSpeed(QStringLiteral("400999999999999999999gbase-x-qsfpdd")));
    }

    // A PDU whose plug type names an absurd current (found by fuzz_netboximport: "nema-l21-3999...0p" gave
    // 4e50 A, a part the catalog's own parser then refused) is imported with its input current left to fill
    // in, as an estimate; the part parses.
    void anAbsurdPlugRatingIsNotTaken() {
        const QByteArray yaml = "manufacturer: APC\nmodel: ZZ8868\nslug: apc-zz8868\nu_height: 0\n"
                                "power-ports:\n  - name: Input\n"
                                "    type: nema-l21-39999999999999999999999999999999999999999999990p\n"
                                "power-outlets:\n  - name: '1'\n    type: iec-60320-c13\n"
                                "    power_port: Input\n    feed_leg: A\n";
        const auto result = readNetboxType(yaml, QStringLiteral("absurd.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part pdu = parsed(result.parts[0]);
        QCOMPARE(pdu.pdu()->currentA, 0.0);
        QVERIFY(pdu.isEstimated(QStringLiteral("spec.current_a")));
    }

    // A model so long that the part id made of it passes the catalog's limit (found by fuzz_netboximport) is
    // refused with the file, the line and the field, not handed to the catalog to refuse.
    void anIdPastTheCatalogsLimitIsRefused() {
        const QByteArray yaml = "manufacturer: NVIDIA\nmodel: ConnectX-" + QByteArray(150, 'U') +
                                "\ninterfaces:\n  - name: ib0\n    type: infiniband-ndr\n";
        const auto result = readNetboxType(yaml, QStringLiteral("long.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Refused));
        QVERIFY2(result.reason.startsWith(QStringLiteral("long.yaml:2")), qPrintable(result.reason));
        QVERIFY2(result.reason.contains(QStringLiteral("model")), qPrintable(result.reason));
        QVERIFY2(result.reason.contains(QStringLiteral("120")), qPrintable(result.reason));
    }

    // What the import makes is a part the catalog takes, or the file is refused with the catalog's reason:
    // a model of 300 characters (the catalog's limit is 256) under a short slug (fuzz_netboximport).
    void aPartTheCatalogRefusesRefusesTheFile() {
        QByteArray model = "ConnectX-7 ";
        for (int i = 0; i < 300; ++i)
            model += "\xc3\xa9"; // é
        const QByteArray yaml = "manufacturer: NVIDIA\nmodel: " + model +
                                "\nslug: nvidia-cx7-long\nu_height: 0\ninterfaces:\n  - name: ib0\n"
                                "    type: infiniband-ndr\n";
        const auto result = readNetboxType(yaml, QStringLiteral("long-model.yaml"));
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Refused));
        QVERIFY(result.parts.empty());
        QVERIFY2(result.reason.startsWith(QStringLiteral("long-model.yaml")), qPrintable(result.reason));
        QVERIFY2(result.reason.contains(QStringLiteral("model is too long")), qPrintable(result.reason));
    }

    // What the NetBox export writes, the import reads back: every port speed and PDU input in the bundled
    // catalog survives the trip (speed exactly; phases, and the voltage class within 10%).
    void exportedTypesReadBack() {
        const PartIndex parts = bundledParts();
        int ports = 0;
        for (const Part& part : parts.parts()) {
            QList<PortGroup> groups;
            if (const SwitchSpec* sw = part.switchSpec())
                groups = sw->ports;
            else if (const NicSpec* nic = part.nic())
                groups = nic->ports;
            for (const PortGroup& group : groups) {
                const QString type = netboxInterfaceType(group.protocol, group.speedGbps);
                const auto read = netboxInterfaceSpeed(type);
                QVERIFY2(read, qPrintable(part.id + QLatin1Char(' ') + type));
                QCOMPARE(read->speedGbps, group.speedGbps);
                QCOMPARE(read->protocol, group.protocol);
                ++ports;
            }
            if (const PduSpec* pdu = part.pdu()) {
                const NetboxPlug plug = netboxPlugRating(netboxPlugFor(*pdu));
                QCOMPARE(plug.phases, pdu->phases);
                QVERIFY2(std::abs(plug.voltageV - pdu->voltageV) <= 0.1 * pdu->voltageV, qPrintable(part.id));
            }
        }
        QVERIFY(ports > 30);
    }

    void moduleTypesBecomeNicsOrAreSkipped() {
        const auto nicResult = readFile(kGood + QStringLiteral("/modules/nvidia-mcx75310aas-neat.yaml"));
        QCOMPARE(int(nicResult.outcome), int(NetboxFileResult::Outcome::Imported));
        const Part nic = parsed(nicResult.parts[0]);
        QCOMPARE(nic.kind, PartKind::Nic);
        QCOMPARE(nic.id, QStringLiteral("nvidia-connectx-7-mcx75310aas-neat"));
        QCOMPARE(nic.nic()->ports[0].speedGbps, 400.0);
        QVERIFY(nic.isEstimated(QStringLiteral("max_power_w")));
        QVERIFY(nic.isEstimated(QStringLiteral("spec.host_link")));

        const auto fan = readFile(kGood + QStringLiteral("/modules/edgecore-fan-tray.yml"));
        QCOMPARE(int(fan.outcome), int(NetboxFileResult::Outcome::Skipped));
        QVERIFY(fan.parts.empty());
    }

    void badFilesNameTheFileLineAndField() {
        const auto broken = readFile(kBad + QStringLiteral("/broken.yaml"));
        QCOMPARE(int(broken.outcome), int(NetboxFileResult::Outcome::Refused));
        QVERIFY2(broken.reason.contains(QStringLiteral("broken.yaml:9:")), qPrintable(broken.reason));

        const auto noModel = readFile(kBad + QStringLiteral("/no-model.yml"));
        QCOMPARE(int(noModel.outcome), int(NetboxFileResult::Outcome::Refused));
        QVERIFY2(noModel.reason.contains(QStringLiteral("no-model.yml:2: model is required")),
                 qPrintable(noModel.reason));

        const auto unit = readFile(kBad + QStringLiteral("/bad-weight-unit.yaml"));
        QVERIFY2(unit.reason.contains(QStringLiteral(":8: weight_unit")), qPrintable(unit.reason));
        QVERIFY(unit.reason.contains(QStringLiteral("stone")));
    }

    void hostileInputIsRefusedNotCrashed() {
        // Deep nesting, a scalar document, an enormous list, numbers out of range.
        const QByteArray deep = QByteArray("model: ") + QByteArray(5000, '[') + QByteArray(5000, ']');
        QCOMPARE(int(readNetboxType(deep, QStringLiteral("deep.yaml")).outcome),
                 int(NetboxFileResult::Outcome::Refused));
        QCOMPARE(int(readNetboxType("just text", QStringLiteral("t.yaml")).outcome),
                 int(NetboxFileResult::Outcome::Refused));
        const auto huge = readNetboxType("manufacturer: A\nmodel: B\nslug: a-b\nu_height: 1e400\n",
                                         QStringLiteral("h.yaml"));
        QVERIFY2(huge.reason.contains(QStringLiteral("u_height")), qPrintable(huge.reason));
    }

    void aFolderImportsAllOrNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        QString error;
        const auto bundled = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        QVERIFY2(bundled, qPrintable(error));
        CatalogStore store(path);
        QVERIFY2(store.open(*bundled, &error), qPrintable(error));
        const int before = int(store.snapshot(&error)->parts().size());

        // A run with one bad file changes nothing.
        const auto refused = importNetboxTypes(store, {kGood, kBad + QStringLiteral("/no-model.yml")});
        QVERIFY(!refused.imported);
        QVERIFY(refused.text().contains(QStringLiteral("nothing was imported")));
        QCOMPARE(int(store.snapshot(&error)->parts().size()), before);

        // The good folder: .yml and .yaml, the fan tray skipped.
        const auto report = importNetboxTypes(store, {kGood});
        QVERIFY2(report.imported, qPrintable(report.text()));
        QCOMPARE(report.files.size(), 5);
        QCOMPARE(report.partCount(), 5);
        const auto index = store.snapshot(&error);
        QCOMPARE(int(index->parts().size()), before + 5);
        const Part* pdu = index->find(QStringLiteral("apc-example-pdu-l21-30"));
        QVERIFY(pdu && pdu->userPart);

        // A design of the imported parts checks without errors.
        Design design;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        // Three 8.6 kW PDUs per feed: with one feed lost, each of the server's three PSUs on the other feed
        // draws ~3.2 kW from a PDU of its own (two on one delta PDU would put 25 A on their shared line).
        for (const char* feed : {"A", "B"})
            for (int i = 1; i <= 3; ++i)
                rack.pdus.append({QStringLiteral("p%1%2").arg(QLatin1String(feed)).arg(i),
                                  QStringLiteral("apc-example-pdu-l21-30"), QLatin1String(feed)});
        Device server;
        server.id = QStringLiteral("n01");
        server.partId = QStringLiteral("supermicro-sys-821ge-tnhr");
        server.u = 1;
        Device sw;
        sw.id = QStringLiteral("s01");
        sw.partId = QStringLiteral("edgecore-as9716-32d");
        sw.u = 42;
        rack.devices = {server, sw};
        design.racks = {rack};
        const Budgets budgets = analyze(design, *index);
        for (const Finding& finding : budgets.findings)
            QVERIFY2(finding.severity != Severity::Error, qPrintable(finding.code + ' ' + finding.message));
        QCOMPARE(budgets.racks[0].unitsUsed, 9);
    }
};

CW_TEST_GUILESS_MAIN(TestNetboxImport)
#include "tst_netboximport.moc"
