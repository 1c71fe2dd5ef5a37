// The electrical chain of a rack (design/power/rackpower.h): derated PDU capacity against the published
// checks (208 V 30 A three phase at 80 % = 8,646 W; 240 V 30 A single phase at 80 % = 5,760 W, the NEC
// 210.19/215.2 continuous-load rule as APC and Raritan state it), PSU cords split over feeds A and B with C20
// inlets on C19 outlets, phases balanced, failover of a feed that holds and one that does not, the findings
// of the issue, and liquid cooling against its own budget with the coolant flow from the energy balance.
#include "analysis/analyzer.h"
#include "analysis/budgetsjson.h"
#include "model/units.h"
#include "powerdesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QMap>
#include <QSet>
#include <QTest>
#include <cmath>

namespace {

Device deviceOf(const QString& id, const QString& part, int u, QList<Component> components = {},
                const QString& redundancy = QStringLiteral("N+1")) {
    Device d;
    d.id = id;
    d.partId = part;
    d.u = u;
    d.components = std::move(components);
    d.psuRedundancy = redundancy;
    return d;
}

Design rackOf(QList<Device> devices, QList<RackPdu> pdus, double deratingPercent = 80,
              const QString& rackPart = QStringLiteral("rack-48u-800x1200")) {
    return powerRack(std::move(devices), std::move(pdus), deratingPercent, rackPart);
}

QList<Device> dgxH100s(int count) {
    QList<Device> devices;
    for (int i = 0; i < count; ++i)
        devices.append(deviceOf(QStringLiteral("dgx%1").arg(i + 1), QStringLiteral("nvidia-dgx-h100"),
                                1 + 8 * i, {}, QStringLiteral("4+2")));
    return devices;
}

QList<RackPdu> abPdus(const QString& part) {
    return {RackPdu{QStringLiteral("pa"), part, QStringLiteral("A")},
            RackPdu{QStringLiteral("pb"), part, QStringLiteral("B")}};
}

// The codes of the power and cooling findings (the fabric's port counts are not this test's business).
QStringList codes(const Budgets& b) {
    QStringList list;
    for (const Finding& f : b.findings)
        if (!f.code.startsWith(QLatin1String("network.")))
            list.append(f.code);
    return list;
}

const FeedLoad* feed(const RackBudget& rack, const char* name) {
    for (const FeedLoad& f : rack.power.feeds)
        if (f.feed == QLatin1String(name))
            return &f;
    return nullptr;
}

} // namespace

class TestRackPower : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void deratedCapacityMatchesThePublishedChecks() {
        // APC AP8965: 208 V 30 A three phase, NEMA L21-30P: sqrt(3) x 208 x 30 x 0.8 = 8,646 W.
        Design d = rackOf({}, {RackPdu{QStringLiteral("pa"), QStringLiteral("apc-ap8965"), {}}});
        d.racks[0].devices = {deviceOf(QStringLiteral("sw"), QStringLiteral("nvidia-sn2700"), 1)};
        Budgets b = analyze(d, mParts);
        QCOMPARE(qRound(b.racks[0].power.pdus[0].capacityW), 8646);
        QCOMPARE(b.racks[0].power.pdus[0].lineLimitA, 24.0);
        // IEC/China practice: the full rating.
        d.settings.deratingPercent = 100;
        b = analyze(d, mParts);
        QCOMPARE(qRound(b.racks[0].power.pdus[0].capacityW), qRound(std::sqrt(3.0) * 208 * 30));

        // 240 V 30 A single phase (NEMA L6-30): 240 x 30 x 0.8 = 5,760 W.
        QList<Part> parts = mParts.parts();
        Part single = *mParts.find(QStringLiteral("pdu-1ph-208v-30a"));
        single.id = QStringLiteral("test-pdu-240v-30a");
        PduSpec spec = *single.pdu();
        spec.voltageV = 240;
        single.spec = spec;
        parts.append(single);
        const PartIndex withSingle(parts);
        Design s = rackOf({deviceOf(QStringLiteral("sw"), QStringLiteral("nvidia-sn2700"), 1)},
                          {RackPdu{QStringLiteral("pa"), single.id, {}}});
        QCOMPARE(qRound(analyze(s, withSingle).racks[0].power.pdus[0].capacityW), 5760);
    }

    // Each DGX H100 has six C20 inlets (3,300 W @ 200-240 V 16 A, DGX H100 User Guide): three go to feed A,
    // three to feed B, each on a C19 outlet.
    void cordsSplitOverFeedsOnC19Outlets() {
        const Budgets b =
            analyze(rackOf(dgxH100s(2), abPdus(QStringLiteral("pdu-3ph-400v-32a")), 100), mParts);
        const RackPower& power = b.racks[0].power;
        QCOMPARE(power.cords.size(), 12);
        QMap<QString, int> perFeed;
        for (const CordUse& cord : power.cords) {
            QCOMPARE(cord.inlet, QStringLiteral("c20"));
            QCOMPARE(cord.outletType, QStringLiteral("C19"));
            QVERIFY(!cord.fromUser);
            QCOMPARE(cord.loadW, 10200.0 / 6);
            perFeed[cord.deviceId + cord.feed]++;
        }
        QCOMPARE(perFeed.value(QStringLiteral("dgx1A")), 3);
        QCOMPARE(perFeed.value(QStringLiteral("dgx1B")), 3);
        // Three cords per PDU per DGX: one on each line, so the lines carry 2 x 1.7 kW each.
        for (const PduLoad& pdu : power.pdus)
            for (const LineLoad& line : pdu.lines)
                QCOMPARE(qRound(line.loadW), qRound(2 * 10200.0 / 6));
        QVERIFY2(codes(b).isEmpty(), qPrintable(codes(b).join(QLatin1Char(' '))));
    }

    // Two DGX H100 (20.4 kW) on two 400 V 32 A PDUs at the IEC rating: with feed A lost, feed B carries all
    // 20.4 kW, 6.8 kW per line = 29.4 A of 32 A, 3.4 kW per 16 A bank (3.7 kW): it holds. On two 400 V 63 A
    // PDUs (43.6 kVA) four hold (40.8 kW, 58.9 A per line of 63 A) and five do not (51 kW, 73.6 A).
    void feedFailoverHoldsAndFails() {
        const Budgets holds =
            analyze(rackOf(dgxH100s(2), abPdus(QStringLiteral("pdu-3ph-400v-32a")), 100), mParts);
        const RackBudget& rack = holds.racks[0];
        QCOMPARE(qRound(feed(rack, "A")->loadW), 10200);
        QCOMPARE(qRound(feed(rack, "B")->failoverLoadW), 20400);
        QCOMPARE(qRound(feed(rack, "A")->capacityW), qRound(std::sqrt(3.0) * 400 * 32));
        for (const PduLoad& pdu : rack.power.pdus)
            for (const LineLoad& line : pdu.lines)
                QCOMPARE(qRound(line.failoverCurrentA * 10), qRound(6800 / (400 / std::sqrt(3.0)) * 10));
        QVERIFY2(codes(holds).isEmpty(), qPrintable(codes(holds).join(QLatin1Char(' '))));

        const Budgets four =
            analyze(rackOf(dgxH100s(4), abPdus(QStringLiteral("pdu-3ph-400v-63a")), 100), mParts);
        QVERIFY2(codes(four).isEmpty(), qPrintable(codes(four).join(QLatin1Char(' '))));
        QCOMPARE(qRound(feed(four.racks[0], "B")->failoverLoadW), 40800);
        const Budgets five =
            analyze(rackOf(dgxH100s(5), abPdus(QStringLiteral("pdu-3ph-400v-63a")), 100), mParts);
        QVERIFY(codes(five).contains(QStringLiteral("rack.power.feed_failover_overload")));
        QVERIFY(
            !codes(five).contains(QStringLiteral("rack.power.pdu_overload"))); // fine while both feeds live
        // The same four at the North American 80 %: 16 A banks carry 2.96 kW, less than a PSU's 3.4 kW.
        const Budgets derated =
            analyze(rackOf(dgxH100s(4), abPdus(QStringLiteral("pdu-3ph-400v-63a")), 80), mParts);
        QVERIFY(codes(derated).contains(QStringLiteral("rack.power.feed_failover_overload")));
    }

    // A DGX B200 (14.3 kW, 6 x 3.3 kW in 5+1): three PSUs on the surviving feed deliver 9.9 kW for its
    // 13.7 kW DC load, so the PSU redundancy does not survive a feed loss.
    void psuRedundancyMustSurviveAFeedLoss() {
        const Budgets b = analyze(rackOf({deviceOf(QStringLiteral("b200"), QStringLiteral("nvidia-dgx-b200"),
                                                   1, {}, QStringLiteral("5+1"))},
                                         abPdus(QStringLiteral("pdu-3ph-400v-63a")), 100),
                                  mParts);
        QVERIFY(codes(b).contains(QStringLiteral("device.power.failover_psu")));
    }

    // Five single-PSU nodes on one three-phase wye PDU: 2 / 2 / 1 per line, the best there is; 40 % out of
    // balance by the largest deviation from the mean ((2 - 5/3) / (5/3) ... the 1 is 2/3 below: 40 %), and no
    // warning since no cord could be moved to do better. Cabled 3 / 1 / 1 by hand it warns.
    void oddPsuCountIsBalancedOverThePhases() {
        QList<Device> nodes;
        for (int i = 0; i < 5; ++i)
            nodes.append(deviceOf(QStringLiteral("n%1").arg(i + 1), QStringLiteral("generic-1u-cpu-node"),
                                  1 + i, {Component{QStringLiteral("psu-1200w-platinum"), 1, {}}},
                                  QStringLiteral("N")));
        Design d = rackOf(
            nodes, {RackPdu{QStringLiteral("pa"), QStringLiteral("pdu-3ph-400v-32a"), QStringLiteral("A")}});
        Budgets b = analyze(d, mParts);
        const PduLoad& pdu = b.racks[0].power.pdus[0];
        QMap<QString, int> perLine;
        for (const CordUse& cord : b.racks[0].power.cords)
            perLine[cord.phase]++;
        QCOMPARE(perLine.values(), (QList<int>{2, 2, 1}));
        QCOMPARE(qRound(pdu.imbalancePercent), 40);
        QVERIFY(!codes(b).contains(QStringLiteral("rack.power.phase_imbalance")));
        QVERIFY(codes(b).contains(QStringLiteral("rack.power.one_feed")));

        // Outlets of pdu-3ph-400v-32a: bank 1 (L1) holds outlets 1-7, bank 3 (L2) 15-21, bank 5 (L3) 29-35.
        d.racks[0].devices[0].powerCords = {PowerCord{1, QStringLiteral("pa"), 1}};
        d.racks[0].devices[1].powerCords = {PowerCord{1, QStringLiteral("pa"), 2}};
        d.racks[0].devices[2].powerCords = {PowerCord{1, QStringLiteral("pa"), 3}};
        d.racks[0].devices[3].powerCords = {PowerCord{1, QStringLiteral("pa"), 15}};
        d.racks[0].devices[4].powerCords = {PowerCord{1, QStringLiteral("pa"), 29}};
        b = analyze(d, mParts);
        QCOMPARE(qRound(b.racks[0].power.pdus[0].imbalancePercent), 80); // 3 vs a mean of 5/3
        QVERIFY(codes(b).contains(QStringLiteral("rack.power.phase_imbalance")));
        for (const CordUse& cord : b.racks[0].power.cords)
            QVERIFY(cord.fromUser);
    }

    void outletAndCordFindings() {
        // Two 16 A strips with two C19 each: four outlets for 12 C20 inlets.
        Budgets b = analyze(rackOf(dgxH100s(2), abPdus(QStringLiteral("pdu-1ph-230v-16a")), 100), mParts);
        QVERIFY(codes(b).contains(QStringLiteral("rack.power.outlets_short")));
        for (const Finding& f : b.findings)
            if (f.code == QLatin1String("rack.power.outlets_short"))
                QVERIFY2(f.message.contains(QStringLiteral("8 PSU inlet")), qPrintable(f.message));

        // All of a DGX's cords on feed A by hand; a cord to a C13 outlet; a cord to a missing outlet.
        Design d = rackOf(dgxH100s(1), abPdus(QStringLiteral("pdu-3ph-400v-63a")), 100);
        // pdu-3ph-400v-63a: each bank holds 2 C13 then 2 C19 (outlets 1-2 C13, 3-4 C19, 7-8 C19, ...).
        d.racks[0].devices[0].powerCords = {
            PowerCord{1, QStringLiteral("pa"), 3},  PowerCord{2, QStringLiteral("pa"), 4},
            PowerCord{3, QStringLiteral("pa"), 7},  PowerCord{4, QStringLiteral("pa"), 8},
            PowerCord{5, QStringLiteral("pa"), 11}, PowerCord{6, QStringLiteral("pa"), 12}};
        b = analyze(d, mParts);
        QVERIFY(codes(b).contains(QStringLiteral("device.power.single_feed")));
        d.racks[0].devices[0].powerCords = {PowerCord{1, QStringLiteral("pa"), 1},
                                            PowerCord{2, QStringLiteral("pb"), 99}};
        b = analyze(d, mParts);
        QCOMPARE(codes(b).count(QStringLiteral("device.power.cord_invalid")), 2);
        // The two bad cords are replaced by automatic ones: all six inlets still cabled.
        int cabled = 0;
        for (const CordUse& cord : b.racks[0].power.cords)
            cabled += !cord.pduId.isEmpty();
        QCOMPARE(cabled, 6);
    }

    // A bank over its breaker in normal operation: two DGX H100 PSUs (2 x 1.7 kW) on the two C19 outlets of
    // one 20 A bank at 208 V: 3.4 kW over 20 x 208 x 0.8 = 3.33 kW.
    void bankOverItsBreaker() {
        Design d = rackOf(dgxH100s(1), abPdus(QStringLiteral("pdu-3ph-208v-60a")));
        // Bank 1 (L1-L2) of pdu-3ph-208v-60a: outlets 1-5 C13, 6-7 C19.
        d.racks[0].devices[0].powerCords = {PowerCord{1, QStringLiteral("pa"), 6},
                                            PowerCord{2, QStringLiteral("pa"), 7}};
        const Budgets b = analyze(d, mParts);
        QVERIFY(codes(b).contains(QStringLiteral("rack.power.bank_overload")));
        for (const BankLoad& bank : b.racks[0].power.pdus[0].banks)
            if (bank.name == QLatin1String("1"))
                QCOMPARE(qRound(bank.capacityW), qRound(20 * 208 * 0.8));
    }

    // GB200 NVL72 class: most of the heat goes to liquid, against the rack's CDU capacity; the coolant flow
    // is the energy balance m = P / (c_p dT) for water (NIST: c_p 4.18 kJ/(kg K), 0.997 kg/L at 25 C):
    // 1 kW at 10 K = 1.44 L/min. In an air-cooled rack the liquid heat has nowhere to go.
    void liquidCoolingHasItsOwnBudget() {
        QCOMPARE(qRound(Units::coolantLitresPerMinute(1000, 10) * 100), 144);
        const Part* nvl = mParts.find(QStringLiteral("nvidia-gb200-nvl72"));
        QVERIFY(nvl && nvl->system());
        Design d = rackOf({deviceOf(QStringLiteral("nvl1"), QStringLiteral("nvidia-gb200-nvl72"), 1)}, {}, 80,
                          QStringLiteral("rack-48u-nvl72-liquid"));
        d.racks[0].powerBudgetW.reset();
        d.racks[0].coolingBudgetW.reset();
        Budgets b = analyze(d, mParts);
        const RackBudget& rack = b.racks[0];
        const double share = nvl->system()->liquidShare;
        QCOMPARE(rack.heatLiquidW, nvl->maxPowerW * share);
        QCOMPARE(rack.heatAirW, nvl->maxPowerW * (1 - share));
        QCOMPARE(rack.coolantLpm, nvl->maxPowerW * share / (4181.0 * 10) / 0.997 * 60);
        QVERIFY(!codes(b).contains(QStringLiteral("rack.cooling.over_budget")));
        QVERIFY(!codes(b).contains(QStringLiteral("rack.cooling.no_liquid")));
        QVERIFY(rack.power.cords.isEmpty()); // power shelves on the rack busbar, not on PDU outlets
        QByteArray json;
        writeBudgetsJson(
            b, [&json](std::string_view text) { json.append(text.data(), qsizetype(text.size())); });
        QVERIFY(json.contains("\"heat_liquid_w\""));
        QVERIFY(json.contains("\"heat_air_w\""));

        d.racks[0].partId = QStringLiteral("rack-52u-800x1200");
        QVERIFY(codes(analyze(d, mParts)).contains(QStringLiteral("rack.cooling.no_liquid")));
    }

    // check --json: per rack feeds and PDUs with their phases, as the issue names them.
    // Automatic cords are stable (issue #25): a cord set by hand to a free outlet moves no other cord; one
    // set to an outlet an automatic cord had moves only that cord, to the outlet the hand-set inlet left.
    void handSetCordMovesNoOtherCord() {
        // Six SN2700 switches, two C14 inlets each (one per feed), on two APC AP8965 strips.
        QList<Device> switches;
        for (int i = 0; i < 6; ++i)
            switches.append(
                deviceOf(QStringLiteral("n%1").arg(i + 1), QStringLiteral("nvidia-sn2700"), 1 + i));
        Design d = rackOf(switches,
                          {RackPdu{QStringLiteral("pa"), QStringLiteral("apc-ap8965"), QStringLiteral("A")},
                           RackPdu{QStringLiteral("pb"), QStringLiteral("apc-ap8965"), QStringLiteral("B")}});
        const auto cords = [this](const Design& design) {
            QMap<QPair<QString, int>, QPair<QString, int>> placed;
            const Budgets budgets = analyze(design, mParts);
            for (const CordUse& c : budgets.racks[0].power.cords)
                placed.insert({c.deviceId, c.psu}, {c.pduId, c.outlet});
            return placed;
        };
        const auto before = cords(d);
        QCOMPARE(before.size(), 12);
        // A free outlet: the last C19 of PDU pa that no automatic cord took.
        QSet<QPair<QString, int>> used;
        for (const auto& place : before)
            used.insert(place);
        const Budgets automatic = analyze(d, mParts);
        const PduLoad pdu = automatic.racks[0].power.pdus[0];
        int freeOutlet = 0;
        for (int o = pdu.outletsC13 + pdu.outletsC19; o >= 1 && freeOutlet == 0; --o)
            if (!used.contains({QStringLiteral("pa"), o}))
                freeOutlet = o;
        QVERIFY(freeOutlet > 0);
        const QPair<QString, int> n1psu1{QStringLiteral("n1"), 1};
        d.racks[0].devices[0].powerCords = {PowerCord{1, QStringLiteral("pa"), freeOutlet}};
        const auto free = cords(d);
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            if (it.key() != n1psu1)
                QCOMPARE(free.value(it.key()), it.value());
        QCOMPARE(free.value(n1psu1), qMakePair(QStringLiteral("pa"), freeOutlet));

        // Onto the outlet of n2's first inlet (on the same feed): n2 inlet 1 moves, and nothing else.
        const QPair<QString, int> n2psu1{QStringLiteral("n2"), 1};
        const QPair<QString, int> taken = before.value(n2psu1);
        QCOMPARE(taken.first, before.value(n1psu1).first);
        d.racks[0].devices[0].powerCords = {PowerCord{1, taken.first, taken.second}};
        const auto swapped = cords(d);
        QCOMPARE(swapped.value(n1psu1), taken);
        QVERIFY(swapped.value(n2psu1) != taken);
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            if (it.key() != n1psu1 && it.key() != n2psu1)
                QCOMPARE(swapped.value(it.key()), it.value());
    }

    void jsonCarriesFeedsAndPdus() {
        const Budgets b =
            analyze(rackOf(dgxH100s(2), abPdus(QStringLiteral("pdu-3ph-400v-32a")), 100), mParts);
        QByteArray json;
        writeBudgetsJson(
            b, [&json](std::string_view text) { json.append(text.data(), qsizetype(text.size())); });
        for (const char* key : {"\"feeds\"", "\"failover_load_w\"", "\"pdus\"", "\"phases\"", "\"current_a\"",
                                "\"capacity_w\"", "\"cords\"", "\"power_basis\""})
            QVERIFY2(json.contains(key), key);
    }
};

CW_TEST_GUILESS_MAIN(TestRackPower)
#include "tst_rackpower.moc"
