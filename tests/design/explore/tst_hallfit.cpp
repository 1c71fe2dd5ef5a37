// "This hall" as the explorer's constraint (docs/explore.md): a variant that does not fit names each limit
// and by how much, against the hall's free positions, its UPS with a module lost, its CDUs with one lost
// and its air units with one lost. The hall of issue 45 (tests/halldesigns.h).
#include "analysis/analyzer.h"
#include "explore/hallfit.h"
#include "explorerequests.h"
#include "halldesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QLocale>
#include <QTest>

class TestHallFit : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // Twelve GB200 NVL72 racks in a hall of 12 places, two of them CDUs: 2 positions, 584 kW of UPS and
    // 596 kW of CDU short; the 238 kW to air fits the 300 kW the CRAHs keep with one lost.
    void twelveRacksDoNotFit() {
        const Hall hall = *gb200Hall().hall;
        Design variant = gb200Hall(12);
        variant.hall.reset();
        const Budgets budgets = analyze(variant, mParts);
        QCOMPARE(HallFit::freePositions(hall, mParts), 10);
        const QList<HallFitShortfall> shortfalls = HallFit::shortfalls(hall, 12, budgets, mParts);
        QCOMPARE(shortfalls.size(), 3);
        QCOMPARE(shortfalls[0].limit, HallResource::Space);
        QCOMPARE(shortfalls[0].reason,
                 QStringLiteral("12 rack(s), more than the 10 free positions of the hall: 2 short"));
        QCOMPARE(shortfalls[1].limit, HallResource::Power);
        QCOMPARE(shortfalls[1].need, 12 * 132000.0);
        QCOMPARE(shortfalls[1].have, 1000000.0);
        QVERIFY(shortfalls[1].reason.endsWith(QStringLiteral("584 kW short")));
        QCOMPARE(shortfalls[2].limit, HallResource::Liquid);
        QVERIFY_WITHIN(shortfalls[2].need, 12 * 132000 * 0.85, 1e-9);
        QCOMPARE(shortfalls[2].have, 750000.0);
        QVERIFY(shortfalls[2].reason.endsWith(QStringLiteral("596 kW short")));
        // Four racks fit.
        Design small = gb200Hall(4);
        small.hall.reset();
        QVERIFY(HallFit::reasons(hall, 4, analyze(small, mParts), mParts).isEmpty());
    }

    // The explorer marks variants that do not fit the hall infeasible, with the hall's reasons.
    void explorerTakesTheHall() {
        ExploreRequest request = llama70b({QStringLiteral("nvidia-gb200-nvl72")});
        request.coolings = {QStringLiteral("liquid")};
        request.gpuCount = 72 * 12;
        request.rackKw = 140; // a GB200 NVL72 rack draws 132 kW
        Hall hall = *gb200Hall().hall;
        request.hall = hall;
        const QList<ExploreVariant> variants = exploreDesigns(request, mParts);
        QVERIFY(!variants.isEmpty());
        bool named = false;
        for (const ExploreVariant& v : variants) {
            QVERIFY(!v.feasible);
            named = named ||
                    v.reasons.join(QLatin1Char('\n')).contains(QStringLiteral("free positions of the hall"));
        }
        QVERIFY(named);
    }
};

CW_TEST_MAIN(TestHallFit)
#include "tst_hallfit.moc"
