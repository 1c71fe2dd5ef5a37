// The hall's PUE from its cooling chain and what it feeds: the energy per year and the cost of ownership;
// `check --json`'s `facility` object with every figure. The Green Grid's PUE is total facility power over
// IT power; a water-cooled centrifugal chiller plant moves about 6-7 W of heat per W (COP; open-exam-prep
// CDCP 5.1), warm-water plants without chillers far more, so a liquid-cooled hall on W32 water comes out
// well below an air-cooled one on chilled water.
#include "analysis/analyzer.h"
#include "analysis/budgetsjson.h"
#include "cost/tco.h"
#include "facility/ashraeclass.h"
#include "facility/hallanalysis.h"
#include "halldesigns.h"
#include "model/units.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>
#include <nlohmann/json.hpp>

class TestHallPue : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // PUE = (IT + UPS losses + fans + pumps + plants + other) / IT, at the typical IT load.
    void pueAddsUpTheCoolingChain() {
        const Budgets budgets = analyze(gb200Hall(), mParts);
        const PueBudget& pue = budgets.facility->pue;
        QVERIFY_WITHIN(pue.itW, 8 * 120000.0, 1e-9);
        QVERIFY_WITHIN(pue.pue, (pue.itW + pue.overheadW()) / pue.itW, 1e-12);
        // The UPS at 96.5 %: 960 kW / 0.965 - 960 kW.
        QVERIFY_WITHIN(pue.upsLossW, 960000 / 0.965 - 960000, 1e-9);
        QCOMPARE(pue.liquidCop, waterClass(QStringLiteral("W32"))->defaultCop);
        QCOMPARE(pue.airCop, chilledWaterCop());
        QVERIFY_WITHIN(pue.otherW, 0.02 * 960000, 1e-9);
        QVERIFY2(pue.pue > 1.08 && pue.pue < 1.3, qPrintable(QString::number(pue.pue)));
    }

    // Warmer water rejects heat with less: W45 below W32 below W17; a typed COP wins.
    void warmerWaterLowersThePue() {
        double previous = 10;
        for (const char* cls : {"W17", "W32", "W45"}) {
            Design design = gb200Hall();
            design.hall->waterClass = QLatin1String(cls);
            design.hall->loops[0].supplyC = waterClass(design.hall->waterClass)->maxSupplyC + 5;
            const double pue = analyze(design, mParts).facility->pue.pue;
            QVERIFY2(pue < previous, cls);
            previous = pue;
        }
        Design typed = gb200Hall();
        typed.hall->efficiency.liquidCop = 50;
        const PueBudget pue = analyze(typed, mParts).facility->pue;
        QCOMPARE(pue.liquidCop, 50.0);
        QVERIFY(pue.liquidCopFromUser);
    }

    // An air-cooled hall of the same IT load: all its heat through chilled water and fans.
    void airCooledHallsCostMore() {
        const double liquid = analyze(gb200Hall(), mParts).facility->pue.pue;
        Design air = exampleDesign(QStringLiteral("dgx-h100-rack.json"), mParts);
        Hall hall;
        hall.rows = 2;
        hall.positions = 6;
        hall.upsPartId = QStringLiteral("generic-ups-module-500kw");
        hall.upsModules = 2;
        for (int i = 0; i < 2; ++i)
            hall.airUnits.append(
                HallUnit{QStringLiteral("crah-%1").arg(i), QStringLiteral("generic-crah-150kw"), -1, i});
        air.hall = hall;
        const double airPue = analyze(air, mParts).facility->pue.pue;
        QVERIFY2(airPue > liquid, qPrintable(QStringLiteral("%1 vs %2").arg(airPue).arg(liquid)));
    }

    // The energy per year and the cost of ownership use the hall's PUE, not the setting's.
    void pueFeedsEnergyAndCostOfOwnership() {
        Design design = gb200Hall();
        design.settings.pue = 1.6;
        const Budgets budgets = analyze(design, mParts);
        const double pue = budgets.facility->pue.pue;
        QVERIFY_WITHIN(budgets.totals.energyKwhPerYear,
                       budgets.totals.typicalPowerW * pue * Units::kHoursPerYear / 1000, 1e-9);
        const TcoInputs inputs = TcoModel::inputsOf(design, budgets, 1e6);
        QCOMPARE(inputs.pue, pue);
        design.hall.reset();
        QCOMPARE(TcoModel::inputsOf(design, analyze(design, mParts), 1e6).pue, 1.6);
    }

    // The hall's parts are in the bill of materials, priced (their estimated prices flagged).
    void hallPartsInTheBom() {
        Design design = gb200Hall();
        design.hall->feeds.append(RowFeed{0, 0, QStringLiteral("generic-busway-tapoff-250a-415v")});
        const Budgets budgets = analyze(design, mParts);
        const Tco tco = TcoModel::compute(TcoModel::inputsOf(design, budgets, mParts));
        design.hall.reset();
        const Tco without = TcoModel::compute(TcoModel::inputsOf(design, analyze(design, mParts), mParts));
        // 3 UPS modules x 140,000 + 3 CRAHs x 60,000 + 2 CDUs x 110,000 + 4 tap-offs x 4,500 (USD,
        // estimates).
        QVERIFY_WITHIN(tco.inputs.capex - without.inputs.capex,
                       3 * 140000 + 3 * 60000 + 2 * 110000 + 4 * 4500, 1e-9);
    }

    // check --json: facility {...} with the UPS, the air, each loop, the floor, the PUE, each rack's limit
    // and the findings with their hall part and racks.
    void checkJsonHasTheFacility() {
        const Budgets budgets = analyze(gb200Hall(), mParts);
        std::string text;
        writeBudgetsJson(budgets, [&](std::string_view s) { text.append(s); });
        const auto json = nlohmann::json::parse(text);
        const auto& f = json.at("facility");
        QCOMPARE(f.at("ups").at("load_w").get<double>(), 1056000.0);
        QCOMPARE(f.at("ups").at("one_lost_w").get<double>(), 1000000.0);
        QCOMPARE(f.at("ups").at("typical_w").get<double>(), 960000.0);
        QCOMPARE(f.at("loops").at(0).at("heat_w").get<double>(), 897600.0);
        QCOMPARE(f.at("loops").at(0).at("approach_c").get<double>(), 5.0);
        QCOMPARE(f.at("air").at("capacity_w").get<double>(), 450000.0);
        QCOMPARE(f.at("floor").at("positions_used").get<int>(), 10);
        QCOMPARE(f.at("racks").size(), size_t(8));
        QCOMPARE(f.at("racks").at(0).at("limit").get<std::string>(), std::string("floor"));
        QVERIFY(f.at("pue").at("pue").get<double>() > 1);
        QCOMPARE(f.at("liquid_share").get<double>(), 0.85);
        bool cdu = false;
        for (const auto& finding : f.at("findings"))
            if (finding.at("code") == "hall.liquid.cdu_lost") {
                cdu = true;
                QCOMPARE(finding.at("hall_part").get<std::string>(), std::string("loop-1"));
                QCOMPARE(finding.at("racks").size(), size_t(8));
            }
        QVERIFY(cdu);
    }
};

CW_TEST_MAIN(TestHallPue)
#include "tst_hallpue.moc"
