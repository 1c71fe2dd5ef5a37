// Optics chosen by reach (design/fabric/fabricoptics.h, docs/fabric.md "Optics by reach"): multimode SR4 to
// 50 m, single-mode DR4 to 100 m (500 m switch to switch), 2xFR4 to 2 km, one fibre type in a twin-port
// module's ports and at both ends of a link, splitter fibres where a port carries two links.
#include "fabric/fabricoptics.h"
#include "fabric/fabricsizer.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestFabricOptics : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void modulesAndFibresByReach() {
        const QString ib = QStringLiteral("infiniband");
        // Optics by reach (NVIDIA LinkX 100G-PAM4 user guide, docs.nvidia.com/networking/display/
        // 400g100gpam4ovpub: multimode 50 m, single-mode DR4 100 m and 500 m, 2xFR4 2 km).
        const Part* qm9700 = mParts.find(QStringLiteral("nvidia-qm9700"));
        const FabricCage leafCage = switchCage(*qm9700, ib, 400);
        QCOMPARE(leafCage.links, 2); // 64 ports in 32 twin-port OSFP cages (QM9700 user manual)
        QCOMPARE(switchCage(*qm9700, ib, 200).links, 4); // 200G hosts: 2 x 2 breakout per cage
        const Part* cx7 = mParts.find(QStringLiteral("nvidia-connectx-7-ndr"));
        const PortGroup& port = cx7->nic()->ports.first();
        const FabricCage hostCage{1, port.cage, port.moduleId, {}, 0};
        FabricOptics optics(mParts, ib, 400);
        const auto partNumbers = [&](double hostRunM, double leafRunM) {
            const std::vector<const Part*> m =
                optics.chooseModules({hostCage, leafCage}, {0, 1}, {hostRunM, leafRunM});
            return QStringList{m[0] ? m[0]->partNumber : QString(), m[1] ? m[1]->partNumber : QString()};
        };
        // Within 50 m: multimode SR4 at both ends, the cage's own modules (MMA4Z00-NS400, MMA4Z00-NS).
        QCOMPARE(partNumbers(12, 40),
                 (QStringList{QStringLiteral("MMA4Z00-NS400"), QStringLiteral("MMA4Z00-NS")}));
        // A link past 50 m takes single-mode DR4 at both ends: "Twin-port OSFP transceivers must use the same
        // fiber type" (NVIDIA 800G parts list); the host's single-port DR4 reaches 100 m (MMS4X00-NS400).
        QCOMPARE(partNumbers(70, 70),
                 (QStringList{QStringLiteral("MMS4X00-NS400"), QStringLiteral("MMS4X00-NS")}));
        // Switch to switch past 100 m: the 500 m DR4 (MMS4X00-NM), past 500 m the 2 km 2xFR4 (MMS4X50-NM).
        const auto betweenSwitches = [&](double runM) {
            return optics.chooseModules({leafCage, leafCage}, {0, 1}, {runM, runM}).front()->partNumber;
        };
        QCOMPARE(betweenSwitches(30), QStringLiteral("MMA4Z00-NS"));
        QCOMPARE(betweenSwitches(260), QStringLiteral("MMS4X00-NM"));
        QCOMPARE(betweenSwitches(900), QStringLiteral("MMS4X50-NM"));
        // Fibres of the modules' type by length: MPO-12/APC OM4 (MFP7E10), single-mode (MFP7E30) and, past
        // NVIDIA's 100 m crossover fibres, OS2 trunks; duplex LC for FR4.
        const Part* sr4 = mParts.find(QStringLiteral("osfp-ndr-transceiver-sr4"));
        const Part* twinSr4 = mParts.find(QStringLiteral("osfp-ndr-transceiver-2xsr4"));
        const Part* dr4 = mParts.find(QStringLiteral("osfp-ndr-transceiver-dr4"));
        const Part* twinDr4 = mParts.find(QStringLiteral("osfp-ndr-transceiver-2xdr4-500m"));
        const Part* fr4 = mParts.find(QStringLiteral("osfp-ndr-transceiver-2xfr4"));
        int legs = 0;
        QCOMPARE(optics.fibreFor(sr4, 1, twinSr4, 2, 12, &legs)->partNumber, QStringLiteral("MFP7E10-N015"));
        QCOMPARE(legs, 1);
        QVERIFY(!optics.fibreFor(sr4, 1, twinSr4, 2, 60, &legs)); // past the SR4 reach
        QVERIFY(!optics.fibreFor(sr4, 1, twinDr4, 2, 20, &legs)); // multimode to single-mode: no
        QCOMPARE(optics.fibreFor(dr4, 1, twinDr4, 2, 64, &legs)->partNumber, QStringLiteral("MFP7E30-N070"));
        QVERIFY(!optics.fibreFor(dr4, 1, twinDr4, 2, 120, &legs)); // the host's DR4 stops at 100 m
        QCOMPARE(optics.fibreFor(twinDr4, 2, twinDr4, 2, 420, &legs)->id,
                 QStringLiteral("fiber-mpo12-apc-os2-trunk-500m"));
        QCOMPARE(optics.fibreFor(fr4, 2, fr4, 2, 1200, &legs)->id, QStringLiteral("fiber-lc-os2-2000m"));
        // 200G hosts on a 400G twin-port cage: four links a module, two a port, on 1:2 splitter fibres
        // (MFP7E20; NVIDIA MMS4X00-NS400 specification: "1:2 splitter fiber cables ... 200Gb/s").
        FabricOptics at200(mParts, ib, 200);
        QCOMPARE(at200.fibreFor(sr4, 1, twinSr4, 4, 8, &legs)->partNumber, QStringLiteral("MFP7E20-N010"));
        QCOMPARE(legs, 2);
    }
};

CW_TEST_GUILESS_MAIN(TestFabricOptics)
#include "tst_fabricoptics.moc"
