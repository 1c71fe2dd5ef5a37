// The server power model (design/power/serverpower.h) against vendor ratings: a configurable HGX chassis
// filled with exactly a DGX system's contents and PSUs must land within -3 %..+10 % of the DGX's rated
// maximum system power (NVIDIA DGX A100 User Guide: 6.5 kW; DGX H100/H200 User Guide: 10.2 kW; DGX B200
// User Guide: 14.3 kW; DGX B300 User Guide: 15 kW on AC), and the PSU efficiency curve on the 80 PLUS points
// (80 PLUS program requirements, 230 V internal redundant). Also the planning basis (vendor max, computed
// max, typical, measured).
#include "analysis/analyzer.h"
#include "analysis/budgetsjson.h"
#include "power/psuefficiency.h"
#include "power/serverpower.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

namespace {

Design oneDevice(const Device& device, PowerBasis basis = PowerBasis::VendorMax) {
    Design design;
    design.settings.powerBasis = basis;
    Rack rack;
    rack.id = QStringLiteral("r1");
    rack.partId = QStringLiteral("rack-42u-600x1200");
    rack.devices = {device};
    design.racks = {rack};
    return design;
}

// The PSU part of the bundled catalog with this rating (the DGX PSUs: 3,000 W and 3,300 W Titanium).
QString psuRated(const PartIndex& parts, double ratingW) {
    for (const Part& part : parts.parts())
        if (part.psu() && part.psu()->ratingW == ratingW)
            return part.id;
    return {};
}

} // namespace

class TestServerPower : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void psuEfficiencyFollowsThe80PlusPoints() {
        // Titanium, 230 V internal redundant: 90 / 94 / 96 / 91 % at 10 / 20 / 50 / 100 %.
        QCOMPARE(PsuEfficiency::at(0.96, 0.10), 0.90);
        QCOMPARE(PsuEfficiency::at(0.96, 0.20), 0.94);
        QCOMPARE(PsuEfficiency::at(0.96, 0.50), 0.96);
        QCOMPARE(PsuEfficiency::at(0.96, 1.00), 0.91);
        QCOMPARE(PsuEfficiency::at(0.96, 0.35), 0.95); // halfway between 20 % and 50 %
        // Platinum: 90 / 94 / 91 % at 20 / 50 / 100 %; Gold 88 / 92 / 88 %.
        QCOMPARE(PsuEfficiency::at(0.94, 0.20), 0.90);
        QCOMPARE(PsuEfficiency::at(0.94, 0.50), 0.94);
        QCOMPARE(PsuEfficiency::at(0.92, 1.00), 0.88);
        QCOMPARE(PsuEfficiency::at(0.90, 0.50), 0.90); // below Gold: the catalog figure, flat
    }

    void hgxChassisWithDgxContentsMatchesTheVendorRating_data() {
        QTest::addColumn<QString>("system");
        QTest::addColumn<double>("ratedW");
        QTest::newRow("DGX A100 (user guide 6.5 kW)") << QStringLiteral("nvidia-dgx-a100") << 6500.0;
        QTest::newRow("DGX A100 640 GB (user guide 6.5 kW)")
            << QStringLiteral("nvidia-dgx-a100-640gb") << 6500.0;
        QTest::newRow("DGX H100 (user guide 10.2 kW)") << QStringLiteral("nvidia-dgx-h100") << 10200.0;
        QTest::newRow("DGX H200 (user guide 10.2 kW)") << QStringLiteral("nvidia-dgx-h200") << 10200.0;
        QTest::newRow("DGX B200 (user guide 14.3 kW)") << QStringLiteral("nvidia-dgx-b200") << 14300.0;
        QTest::newRow("DGX B300 (user guide 15 kW, AC)") << QStringLiteral("nvidia-dgx-b300") << 15000.0;
    }

    void hgxChassisWithDgxContentsMatchesTheVendorRating() {
        QFETCH(QString, system);
        QFETCH(double, ratedW);
        const Part* dgx = mParts.find(system);
        QVERIFY(dgx && dgx->system());
        QCOMPARE(dgx->maxPowerW, ratedW);
        const SystemSpec& spec = *dgx->system();
        QVERIFY2(!spec.chassis.isEmpty(), "the DGX names the configurable chassis it is built like");

        Device server;
        server.id = QStringLiteral("n1");
        server.partId = spec.chassis;
        for (const SystemContent& content : spec.contents)
            server.components.append(Component{content.partId, content.qty, {}});
        const QString psu = psuRated(mParts, spec.psuRatingW);
        QVERIFY2(!psu.isEmpty(), "a catalog PSU of the DGX's rating");
        server.components.append(Component{psu, spec.psuCount, {}});
        server.psuRedundancy = spec.psuRedundancy;

        const Budgets configured = analyze(oneDevice(server), mParts);
        const DeviceBudget& d = configured.racks[0].devices[0];
        QCOMPARE(d.powerBasis, PowerBasis::ComputedMax);
        const double error = d.powerW / ratedW - 1.0;
        QVERIFY2(
            error >= -0.03 && error <= 0.10,
            qPrintable(QStringLiteral("%1 W is %2 % off %3 W").arg(d.powerW).arg(error * 100).arg(ratedW)));
        // Everything the model adds is in the breakdown: parts + base + fans + PSU loss = wall.
        QCOMPARE(qRound(d.breakdown.totalW()), qRound(d.powerW));

        // The DGX itself, on the computed basis, is the same model over its contents.
        Device fixed;
        fixed.id = QStringLiteral("dgx");
        fixed.partId = system;
        const DeviceBudget& computed =
            analyze(oneDevice(fixed, PowerBasis::ComputedMax), mParts).racks[0].devices[0];
        QCOMPARE(computed.powerBasis, PowerBasis::ComputedMax);
        QVERIFY(qAbs(computed.powerW / ratedW - 1.0) <= 0.10);
        QCOMPARE(computed.vendorMaxW, ratedW);
    }

    // Fans and PSU losses scale with what the chassis carries: four fewer 700 W GPUs save more than 2.8 kW
    // at the wall, and a liquid-cooled share takes the fans' part of it away.
    void overheadScalesWithTheLoad() {
        ServerPower::Inputs in;
        in.partsW = 7058;
        in.chassisW = 1650;
        in.psuCount = 6;
        in.psuRatingW = 3300;
        in.psuEfficiency = 0.96;
        const ServerPower::Draw full = ServerPower::maximum(in);
        // Fans: 15 % of the heat they carry: (7058 + 1650) x 0.15.
        QCOMPARE(qRound(full.fansW), qRound((7058 + 1650) * 0.15));
        ServerPower::Inputs half = in;
        half.partsW -= 4 * 700;
        QVERIFY(full.wallW - ServerPower::maximum(half).wallW > 4 * 700 * 1.15);
        ServerPower::Inputs liquid = in;
        liquid.liquidShare = 0.8;
        QCOMPARE(qRound(ServerPower::maximum(liquid).fansW), qRound((7058 + 1650) * 0.15 * 0.2));
        // Typical: fans by the cube of the heat they carry (fan affinity law).
        in.typicalPartsW = 7058 * 0.5;
        in.utilisation = 0.5;
        QCOMPARE(qRound(ServerPower::typical(in).fansW), qRound(full.fansW * 0.125));
    }

    void planningBasis() {
        Device dgx;
        dgx.id = QStringLiteral("dgx");
        dgx.partId = QStringLiteral("nvidia-dgx-h100");
        dgx.psuRedundancy = QStringLiteral("4+2");
        auto deviceUnder = [&](PowerBasis basis, std::optional<double> measured = std::nullopt) {
            Device d = dgx;
            d.measuredPowerW = measured;
            return analyze(oneDevice(d, basis), mParts).racks[0].devices[0];
        };
        const DeviceBudget vendor = deviceUnder(PowerBasis::VendorMax);
        QCOMPARE(vendor.powerW, 10200.0);
        QCOMPARE(vendor.powerBasis, PowerBasis::VendorMax);
        const DeviceBudget computed = deviceUnder(PowerBasis::ComputedMax);
        QCOMPARE(computed.powerW, computed.computedMaxW);
        QVERIFY(computed.powerW != 10200.0);
        const DeviceBudget typical = deviceUnder(PowerBasis::Typical);
        QCOMPARE(typical.powerBasis, PowerBasis::Typical);
        QVERIFY(typical.powerW < 0.9 * 10200.0);
        // A measured figure (a DCGM or PDU reading) where entered; the vendor figure where not.
        const DeviceBudget measured = deviceUnder(PowerBasis::Measured, 7800.0);
        QCOMPARE(measured.powerW, 7800.0);
        QCOMPARE(measured.powerBasis, PowerBasis::Measured);
        QCOMPARE(qRound(measured.breakdown.totalW()), 7800);
        const DeviceBudget unmeasured = deviceUnder(PowerBasis::Measured);
        QCOMPARE(unmeasured.powerW, 10200.0);
        QCOMPARE(unmeasured.powerBasis, PowerBasis::VendorMax);
        // The basis is in check --json per device.
        QByteArray json;
        writeBudgetsJson(
            analyze(oneDevice(dgx, PowerBasis::Typical), mParts),
            [&json](std::string_view text) { json.append(text.data(), qsizetype(text.size())); });
        QVERIFY(json.contains("\"power_basis\": \"typical\""));
    }
};

CW_TEST_GUILESS_MAIN(TestServerPower)
#include "tst_serverpower.moc"
