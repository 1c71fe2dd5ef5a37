// The PDU strips a rack is given (design/power/pduplan.h), against the arithmetic of the published ratings:
// DGX H100: 10.2 kW at most, six 3.3 kW PSUs on C20 inlets (NVIDIA DGX H100 User Guide, "Power
// Specifications"); an IEC 60309 63 A plug at 400 V three phase: sqrt(3) x 400 x 63 = 43.6 kVA; a C19
// outlet bank behind a 16 A breaker at 230 V: 3,680 W, 2,944 W under the NEC 80% continuous-load rule that
// APC and Raritan state; APC AP8868: 208 V delta outlets.
#include "analysis/analyzer.h"
#include "analysis/rackanalysis.h"
#include "model/idreserver.h"
#include "power/pduplan.h"
#include "powerdesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

namespace {

Design rackOf(const QString& system, int count, int heightU, double deratingPercent, double supplyV = 230,
              const QString& rackPart = QStringLiteral("rack-48u-800x1200")) {
    QList<Device> devices;
    for (int i = 0; i < count; ++i) {
        Device d;
        d.id = QStringLiteral("n%1").arg(i + 1);
        d.partId = system;
        d.u = 1 + heightU * i;
        devices.append(d);
    }
    Design design = powerRack(devices, {}, deratingPercent, rackPart);
    design.settings.supplyVoltageV = supplyV;
    return design;
}

// The rack with the plan's strips, and the check's error codes on it (its fabric, none here, aside).
QStringList errorsWith(Design design, const PduPlan& plan, const PartIndex& parts) {
    IdReserver ids(design);
    addPlannedPdus(design.racks[0], plan, ids);
    QStringList errors;
    for (const Finding& f : analyze(design, parts).findings)
        if (f.severity == Severity::Error && !f.code.startsWith(QLatin1String("network.")))
            errors << f.code;
    return errors;
}

std::optional<PduPlan> planFor(const Design& design, const PartIndex& parts) {
    const Budgets budgets = analyze(design, parts);
    return planRackPdus(design.racks[0], inletLoads(budgets.racks[0].devices), parts, design.settings);
}

} // namespace

class TestPduPlan : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Four DGX H100 (40.8 kW) at the IEC full rating: either feed alone carries 40.8 kW, and one 63 A
    // strip per feed does (43.6 kVA; 13.6 kW per line of its 14.5 kW; a failed-over cord 10.2 / 3 = 3.4 kW
    // on a 3,680 W bank): two strips, A and B, the cheapest set that does (two 63 A strips at 2,500 USD
    // against four 32 A ones at 1,500 USD).
    void fourDgxH100OnOneSixtyThreeAmpStripPerFeed() {
        const Design design = rackOf(QStringLiteral("nvidia-dgx-h100"), 4, 8, 100);
        const auto plan = planFor(design, mParts);
        QVERIFY(plan);
        QCOMPARE(plan->partId, QStringLiteral("pdu-3ph-400v-63a"));
        QCOMPARE(plan->count, 2);
        QVERIFY(plan->dualFeed);
        QCOMPARE(plan->cost, 5000.0);
        QCOMPARE(errorsWith(design, *plan, mParts), QStringList());
        // Feeds A and B, one strip each.
        Design planned = design;
        IdReserver ids(planned);
        addPlannedPdus(planned.racks[0], *plan, ids);
        QCOMPARE(planned.racks[0].pdus[0].feed, QStringLiteral("A"));
        QCOMPARE(planned.racks[0].pdus[1].feed, QStringLiteral("B"));
        QVERIFY(planned.racks[0].pdus[0].id != planned.racks[0].pdus[1].id);
    }

    // Under the 80% rule a failed-over DGX H100 cord (3.4 kW) is over any 16 A bank at 230 V (2,944 W):
    // no A/B set carries the rack, so its strips are on one feed, and the rack checks without error.
    void eightyPercentRuleLeavesOneFeed() {
        const Design design = rackOf(QStringLiteral("nvidia-dgx-h100"), 3, 8, 80);
        const auto plan = planFor(design, mParts);
        QVERIFY(plan);
        QVERIFY(!plan->dualFeed);
        QCOMPARE(errorsWith(design, *plan, mParts), QStringList());
        // And A/B strips of the same model, however many, do not.
        PduPlan ab = *plan;
        ab.dualFeed = true;
        for (ab.count = 2; ab.count <= kMaxPduStripsPerRack; ab.count += 2)
            QVERIFY(
                errorsWith(design, ab, mParts).contains(QStringLiteral("rack.power.feed_failover_overload")));
    }

    // The fewest strips: one pair fewer of the chosen model does not carry the rack.
    void noStripToSpare() {
        int checked = 0; // plans with more than the fewest strips, whose smaller set was tried
        for (const auto& [system, count, height] : {std::tuple{QStringLiteral("nvidia-dgx-h100"), 4, 8},
                                                    {QStringLiteral("nvidia-dgx-h100"), 2, 8},
                                                    {QStringLiteral("nvidia-dgx-a100-640gb"), 5, 6},
                                                    {QStringLiteral("nvidia-dgx-b200"), 2, 10},
                                                    {QStringLiteral("nvidia-dgx-b200"), 4, 10}}) {
            const Design design = rackOf(system, count, height, 100);
            const auto plan = planFor(design, mParts);
            QVERIFY2(plan, qPrintable(system));
            QVERIFY2(errorsWith(design, *plan, mParts).isEmpty(),
                     qPrintable(system + QLatin1Char(' ') +
                                errorsWith(design, *plan, mParts).join(QLatin1Char(' '))));
            if (plan->count > (plan->dualFeed ? 2 : 1)) {
                PduPlan fewer = *plan;
                fewer.count -= plan->dualFeed ? 2 : 1;
                QVERIFY2(!errorsWith(design, fewer, mParts).isEmpty(), qPrintable(system));
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    // Strips whose outlets give the site's voltage: 230 V outlets (400 V wye or 230 V single phase) at a
    // 230 V site, 208 V ones (delta or single phase, such as APC AP8868) at a 208 V site.
    void stripsGiveTheSitesVoltage() {
        for (const double volts : {230.0, 208.0}) {
            const Design design = rackOf(QStringLiteral("nvidia-dgx-a100-640gb"), 2, 6, 80, volts);
            const auto plan = planFor(design, mParts);
            QVERIFY(plan);
            const PduSpec* spec = mParts.find(plan->partId)->pdu();
            for (const PduBank& bank : spec->banksOrDefault())
                QVERIFY2(std::abs(spec->bankVoltageV(bank) - volts) < 7, qPrintable(plan->partId));
        }
    }

    // A rack whose systems take power from its DC busbar (GB200 NVL72's power shelves) needs no strip.
    void busbarRackNeedsNone() {
        const Design design = rackOf(QStringLiteral("nvidia-gb200-nvl72"), 1, 48, 80, 230,
                                     QStringLiteral("rack-48u-nvl72-liquid"));
        const auto plan = planFor(design, mParts);
        QVERIFY(plan);
        QCOMPARE(plan->count, 0);
        QVERIFY(plan->partId.isEmpty());
    }

    // Nothing in the catalog carries it: ten DGX B200 (143 kW) are more than four 63 A strips give even on
    // one feed (4 x 43.6 kVA x 80% = 139.7 kW): no plan (the explorer gives the reason), not a rack half
    // cabled.
    void tooMuchForAnyStripSet() {
        const Design design = rackOf(QStringLiteral("nvidia-dgx-b200"), 10, 4, 80);
        QVERIFY(!planFor(design, mParts));
    }
};

CW_TEST_GUILESS_MAIN(TestPduPlan)
#include "tst_pduplan.moc"
