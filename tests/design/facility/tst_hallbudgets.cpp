// The hall's budgets against published figures, and each finding with the figure it should name:
//  - NVIDIA GB200 NVL72: 132 kW a rack at most (8 power shelves x 33 kW: Supermicro Blackwell brochure as
//    summarised by ServerSimply, "Inside Supermicro GB300 NVL72"; NVIDIA BCM Power Shelf Integration), about
//    120 kW in use ("DGX GB200 NVL72 weighs 1.36 tons (3,000 lbs) and consumes 120 kW", ServeTheHome's GTC
//    2024 photos as reported by TechRadar), 1,360 kg a rack (Leviathan Systems, "Liquid Cooling Requirements
//    for NVIDIA Blackwell GPUs": "approximately 1,360 kg per rack"), about 85 % of its heat to liquid (issue
//    45; third-party planning range 85-95 %, Yobitel);
//  - coolant flow: the OCP OAI liquid-cooling guideline's 1.5 L/min per kW at a 10 K rise and Vertiv 360AI
//    reference design #020 (GB200 rack) at 1.35 L/min per kW, as tabled by ProphetStor, "Why fixed-flow GPU
//    rack cooling wastes energy";
//  - a vendor CDU at its rated approach: CoolIT rates its CHx CDUs at a 5 C approach temperature difference
//    (ResistanceZero, CDU operating checklist: "CoolIT 5 C ATD"), the CHx750 at 750 kW;
//  - ASHRAE TC 9.9 classes: allowable inlet air A1 15-32 C, A2 10-35 C, A3 5-40 C, A4 5-45 C, 18-27 C
//    recommended (Thermal Guidelines, as summarised by open-exam-prep's CDCP notes, 5.1); facility water W17
//    ... W45 at most 17 ... 45 C ("ASHRAE TC 9.9 W17-W45 classes; number = max supply C", ResistanceZero).
#include "analysis/analyzer.h"
#include "facility/ashraeclass.h"
#include "facility/hallanalysis.h"
#include "halldesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QLocale>
#include <QTest>

namespace {

const HallFinding* hallFindingOf(const FacilityReport& report, const QString& code,
                                 const QString& rack = {}) {
    for (const HallFinding& f : report.findings)
        if (f.finding.code == code && (rack.isEmpty() || f.finding.rackId == rack))
            return &f;
    return nullptr;
}

int hallCount(const FacilityReport& report, const QString& code) {
    int n = 0;
    for (const HallFinding& f : report.findings)
        n += f.finding.code == code ? 1 : 0;
    return n;
}

} // namespace

class TestHallBudgets : public QObject {
    Q_OBJECT
    PartIndex mParts;

    FacilityReport hallOf(const Design& design) {
        const Budgets budgets = analyze(design, mParts);
        if (!budgets.facility)
            qFatal("no facility report");
        return *budgets.facility;
    }

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "1,889" in the messages
    }

    // Eight GB200 NVL72 racks: 8 x 132 kW at the vendor's maximum, 8 x 120 kW typical.
    void gb200RackPowerAndLiquidShare() {
        const FacilityReport report = hallOf(gb200Hall());
        QCOMPARE(report.ups.devices, 8);
        QVERIFY_WITHIN(report.ups.loadW, 8 * 132000.0, 1e-9);
        QVERIFY_WITHIN(report.ups.maxW, 8 * 132000.0, 1e-9);
        QVERIFY_WITHIN(report.ups.typicalW, 8 * 120000.0, 1e-9);
        // About 85 % of the heat to liquid.
        QVERIFY_WITHIN(report.liquidHeatW() / report.heatW(), 0.85, 0.01);
        QCOMPARE(report.loops.size(), 1);
        QCOMPARE(report.loops[0].rackIds.size(), 8);
        QVERIFY_WITHIN(report.loops[0].heatW, 8 * 132000.0 * 0.85, 1e-9);
    }

    // The loop's flow at a 10 K rise against OCP's 1.5 and Vertiv's 1.35 L/min per kW.
    void coolantFlowAgainstPublishedSizingRules() {
        const FacilityReport report = hallOf(gb200Hall(1));
        const double kw = report.loops[0].heatW / 1000;
        const double perKw = report.loops[0].flowLpm / kw;
        QVERIFY_WITHIN(perKw, 1.5, 0.05);                        // OCP OAI guideline at 10 K
        QVERIFY_WITHIN(perKw, 1.35, 0.07);                       // Vertiv RD#020 for a GB200 rack
        QVERIFY_WITHIN(coolantFlowLpm(1000, 10), 1.4393, 0.001); // water at 25 C (NIST)
    }

    // A CHx750 carries its 750 kW at its rated 5 K approach, less below it, nothing at none.
    void cduCapacityAtItsRatedApproach() {
        const FacilitySpec* chx = mParts.find(QStringLiteral("coolit-chx750"))->facility();
        QVERIFY(chx);
        QCOMPARE(chx->approachC, 5.0);
        QCOMPARE(cduCapacityAt(*chx, 5), 750000.0);
        QCOMPARE(cduCapacityAt(*chx, 8), 750000.0); // never above its rating
        QCOMPARE(cduCapacityAt(*chx, 2.5), 375000.0);
        QCOMPARE(cduCapacityAt(*chx, 0), 0.0);
        QCOMPARE(cduCapacityAt(*chx, -2), 0.0);
        const FacilityReport report = hallOf(gb200Hall());
        QCOMPARE(report.loops[0].approachC, 5.0); // 37 C supply over W32's 32 C
        QCOMPARE(report.loops[0].capacity.totalW, 1500000.0);
    }

    void ashraeClassLimits() {
        const std::tuple<const char*, double, double> air[] = {
            {"A1", 15, 32}, {"A2", 10, 35}, {"A3", 5, 40}, {"A4", 5, 45}};
        for (const auto& [name, low, high] : air) {
            const auto c = airClass(QLatin1String(name));
            QVERIFY(c);
            QCOMPARE(c->allowableMinC, low);
            QCOMPARE(c->allowableMaxC, high);
            QCOMPARE(c->recommendedMinC, 18.0);
            QCOMPARE(c->recommendedMaxC, 27.0);
        }
        const std::pair<const char*, double> water[] = {
            {"W17", 17}, {"W27", 27}, {"W32", 32}, {"W40", 40}, {"W45", 45}};
        for (const auto& [name, max] : water)
            QCOMPARE(waterClass(QLatin1String(name))->maxSupplyC, max);
        QVERIFY(!airClass(QStringLiteral("A5")));
        // Supply air outside the class is an error, outside the recommended band a note.
        Design design = gb200Hall(1);
        design.hall->supplyAirC = 34;
        QVERIFY(hallFindingOf(hallOf(design), QStringLiteral("hall.air.class_exceeded")));
        design.hall->airClass = QStringLiteral("A2");
        QVERIFY(!hallFindingOf(hallOf(design), QStringLiteral("hall.air.class_exceeded")));
        QVERIFY(hallFindingOf(hallOf(design), QStringLiteral("hall.air.outside_recommended")));
        design.hall->facilityWaterC = 35; // warmer than W32 allows
        QVERIFY(hallFindingOf(hallOf(design), QStringLiteral("hall.water.class_exceeded")));
    }

    // One CDU too few: two CHx750 at N+1 for 897.6 kW keep 750 kW with one lost, 147.6 kW short; a third
    // is needed.
    void oneCduTooFew() {
        const FacilityReport report = hallOf(gb200Hall());
        const HallFinding* f = hallFindingOf(report, QStringLiteral("hall.liquid.cdu_lost"));
        QVERIFY(f);
        QCOMPARE(f->finding.severity, Severity::Warning);
        QCOMPARE(f->hallPart, QStringLiteral("loop-1"));
        QCOMPARE(f->rackIds.size(), 8);
        QVERIFY2(f->finding.message.contains(QStringLiteral("750.0 kW")), qPrintable(f->finding.message));
        QVERIFY2(f->finding.message.contains(QStringLiteral("897.6 kW")), qPrintable(f->finding.message));
        QVERIFY2(f->finding.message.contains(QStringLiteral("147.6 kW short")),
                 qPrintable(f->finding.message));
        QVERIFY2(f->finding.message.contains(QStringLiteral("1 more CDU")), qPrintable(f->finding.message));
        QCOMPARE(report.loops[0].capacity.oneLostW, 750000.0);
        // A third CDU: no finding; one CDU alone: over its capacity, an error.
        Design three = gb200Hall();
        three.hall->loops[0].cdus.append(
            HallUnit{QStringLiteral("cdu-3"), QStringLiteral("coolit-chx750"), 0, 4});
        QVERIFY(!hallFindingOf(hallOf(three), QStringLiteral("hall.liquid.cdu_lost")));
        Design one = gb200Hall();
        one.hall->loops[0].cdus.removeLast();
        const HallFinding* over = hallFindingOf(hallOf(one), QStringLiteral("hall.liquid.over_capacity"));
        QVERIFY(over);
        QCOMPARE(over->finding.severity, Severity::Error);
        QVERIFY2(over->finding.message.contains(QStringLiteral("147.6 kW short")),
                 qPrintable(over->finding.message));
    }

    // The loop at 34 C over 32 C water: a 2 K approach, 40 % of the rating.
    void approachBelowRatingDerates() {
        Design design = gb200Hall();
        design.hall->loops[0].supplyC = 34;
        const FacilityReport report = hallOf(design);
        QCOMPARE(report.loops[0].capacity.totalW, 600000.0);
        QVERIFY(hallFindingOf(report, QStringLiteral("hall.liquid.approach_derated")));
        QVERIFY(hallFindingOf(report, QStringLiteral("hall.liquid.over_capacity"))); // 897.6 kW on 600 kW
        design.hall->loops[0].supplyC = 30;
        QVERIFY(hallFindingOf(hallOf(design), QStringLiteral("hall.liquid.supply_not_above_water")));
    }

    // A floor rated below the rack load: 1,360 kg on 0.6 x 1.2 m is 1,889 kg/m^2, 57 % over 1,200.
    void floorRatedBelowTheRackLoad() {
        const FacilityReport report = hallOf(gb200Hall());
        QCOMPARE(hallCount(report, QStringLiteral("hall.floor.over_rating")), 8);
        const HallFinding* f =
            hallFindingOf(report, QStringLiteral("hall.floor.over_rating"), QStringLiteral("R01"));
        QVERIFY(f);
        QCOMPARE(f->finding.severity, Severity::Error);
        QCOMPARE(f->rackIds, QStringList{QStringLiteral("R01")});
        QVERIFY_WITHIN(report.racks[0].loadKgM2, 1360 / 0.72, 1e-9);
        QVERIFY2(f->finding.message.contains(QStringLiteral("1,889 kg/m²")), qPrintable(f->finding.message));
        QVERIFY2(f->finding.message.contains(QStringLiteral("57 % over")), qPrintable(f->finding.message));
        QCOMPARE(report.racks[0].limit, HallResource::Floor);
        Design strong = gb200Hall();
        strong.hall->floorRatingKgM2 = 2000;
        QCOMPARE(hallCount(hallOf(strong), QStringLiteral("hall.floor.over_rating")), 0);
    }

    // A UPS at N with a module lost: 3 x 500 kW carry 1,056 kW, two 1,000 kW: 56 kW short.
    void upsAtNWithAModuleLost() {
        const FacilityReport report = hallOf(gb200Hall());
        const HallFinding* f = hallFindingOf(report, QStringLiteral("hall.ups.module_lost"));
        QVERIFY(f);
        QCOMPARE(f->finding.severity, Severity::Warning);
        QCOMPARE(f->hallPart, QStringLiteral("ups"));
        QVERIFY2(f->finding.message.contains(QStringLiteral("1,000.0 kW remain")),
                 qPrintable(f->finding.message));
        QVERIFY2(f->finding.message.contains(QStringLiteral("1,056.0 kW")), qPrintable(f->finding.message));
        QVERIFY2(f->finding.message.contains(QStringLiteral("56.0 kW short")),
                 qPrintable(f->finding.message));
        QVERIFY(f->finding.message.contains(QStringLiteral("(N)")));
        QCOMPARE(report.ups.capacity.totalW, 1500000.0);
        QCOMPARE(report.ups.capacity.oneLostW, 1000000.0);
        // N+1 with three modules: 1,000 kW usable for 1,056 kW, the same shortfall as redundancy lost; four
        // modules: none; two: over capacity, an error.
        Design design = gb200Hall();
        design.hall->upsRedundancy = HallRedundancy::NPlus1;
        QVERIFY(hallFindingOf(hallOf(design), QStringLiteral("hall.ups.module_lost")));
        design.hall->upsModules = 4;
        QVERIFY(!hallFindingOf(hallOf(design), QStringLiteral("hall.ups.module_lost")));
        design.hall->upsModules = 2;
        QVERIFY(hallFindingOf(hallOf(design), QStringLiteral("hall.ups.over_capacity")));
        // 2N with four modules: a side of 1,000 kW for 1,056 kW.
        design.hall->upsRedundancy = HallRedundancy::TwoN;
        design.hall->upsModules = 4;
        const HallFinding* side = hallFindingOf(hallOf(design), QStringLiteral("hall.ups.redundancy_lost"));
        QVERIFY(side);
        QVERIFY(side->finding.message.contains(QStringLiteral("56.0 kW short")));
    }

    // Heat to air: 8 x 19.8 kW = 158.4 kW on three 150 kW CRAHs at N+1 (300 kW with one lost): fine; on
    // one: over.
    void airUnitsWithOneLost() {
        FacilityReport report = hallOf(gb200Hall());
        QVERIFY_WITHIN(report.air.heatW, 8 * 132000.0 * 0.15, 1e-9);
        QCOMPARE(report.air.capacity.oneLostW, 300000.0);
        QVERIFY(!hallFindingOf(report, QStringLiteral("hall.air.unit_lost")));
        Design two = gb200Hall();
        two.hall->airUnits.removeLast();
        const HallFinding* lost = hallFindingOf(hallOf(two), QStringLiteral("hall.air.unit_lost"));
        QVERIFY(lost);
        QVERIFY(lost->finding.message.contains(QStringLiteral("8.4 kW short")));
        two.hall->airUnits.removeLast();
        QVERIFY(hallFindingOf(hallOf(two), QStringLiteral("hall.air.over_capacity")));
        // All rows facing one way.
        Design same = gb200Hall();
        same.hall->aisles = AisleLayout::SameDirection;
        QVERIFY(hallFindingOf(hallOf(same), QStringLiteral("hall.air.same_direction")));
        QVERIFY(!hallFindingOf(hallOf(gb200Hall()), QStringLiteral("hall.air.same_direction")));
    }

    // Rear doors take a rack's air heat to its loop; a 32 kW door on 19.8 kW of air heat takes it all.
    void rearDoorsTakeTheAirHeat() {
        Design design = gb200Hall(1);
        design.hall->rearDoors.append(
            RearDoor{QStringLiteral("R01"), QStringLiteral("generic-passive-rear-door-32kw")});
        const FacilityReport report = hallOf(design);
        QVERIFY_WITHIN(report.air.rearDoorW, 19800, 1e-9);
        QCOMPARE(report.air.heatW, 0.0);
        QVERIFY_WITHIN(report.loops[0].heatW, 132000, 1e-9); // cold plates and the door
    }

    // Row feeds and busway tap-offs: 132 kW through a 63 A 400 V tap-off (43.6 kW, 34.9 kW at 80 %) is too
    // much; a 250 A 415 V one carries 143.8 kW at 80 %; a 1 MW row feed for 528 kW is fine, 500 kW is not.
    void rowFeedsAndTapOffs() {
        Design design = gb200Hall();
        design.hall->feeds.append(RowFeed{0, 1000000, QStringLiteral("generic-busway-tapoff-63a-400v")});
        FacilityReport report = hallOf(design);
        QCOMPARE(hallCount(report, QStringLiteral("hall.feed.tap_off_over")), 4);
        QVERIFY_WITHIN(report.feeds[0].tapOffW, std::sqrt(3.0) * 400 * 63 * 0.8, 1e-9);
        QVERIFY(!hallFindingOf(report, QStringLiteral("hall.feed.over_limit")));
        design.hall->feeds[0] = RowFeed{0, 500000, QStringLiteral("generic-busway-tapoff-250a-415v")};
        report = hallOf(design);
        QCOMPARE(hallCount(report, QStringLiteral("hall.feed.tap_off_over")), 0);
        const HallFinding* over = hallFindingOf(report, QStringLiteral("hall.feed.over_limit"));
        QVERIFY(over);
        QCOMPARE(over->rackIds.size(), 4);
        QVERIFY(over->finding.message.contains(QStringLiteral("28.0 kW over")));
    }

    // Positions: 8 racks and 2 in-row CDUs of 12 places; a rack past the rows and a CDU on a rack's place
    // are errors.
    void positionsUsed() {
        FacilityReport report = hallOf(gb200Hall());
        QCOMPARE(report.floor.positions, 12);
        QCOMPARE(report.floor.used(), 10);
        Design design = gb200Hall();
        design.racks[7].position = 7;
        design.hall->loops[0].cdus[0].position = 0; // on R01
        report = hallOf(design);
        QVERIFY(hallFindingOf(report, QStringLiteral("hall.positions.outside"), QStringLiteral("R08")));
        QVERIFY(hallFindingOf(report, QStringLiteral("hall.positions.taken")));
    }

    // Racks with their own in-rack CDUs and no hall loop: their liquid goes to the facility water.
    void inRackCdusWithoutLoops() {
        Design design = gb200Hall(2);
        design.hall->loops.clear();
        const FacilityReport report = hallOf(design);
        QVERIFY_WITHIN(report.inRackLiquidW, 2 * 132000.0 * 0.85, 1e-9);
        QVERIFY(!hallFindingOf(report, QStringLiteral("hall.liquid.no_loop")));
    }

    // Hall findings are findings of the design: in Budgets::findings, the hall part as their device.
    void findingsJoinTheDesignsFindings() {
        const Budgets budgets = analyze(gb200Hall(), mParts);
        int hall = 0;
        for (const Finding& f : budgets.findings)
            if (f.code.startsWith(QLatin1String("hall."))) {
                ++hall;
                QVERIFY(!f.deviceId.isEmpty());
            }
        QCOMPARE(hall, budgets.facility->findings.size());
        QVERIFY(budgets.errorCount() >= 8); // the floor
    }
};

CW_TEST_MAIN(TestHallBudgets)
#include "tst_hallbudgets.moc"
