#include "power/rackpower.h"

#include "model/analysistext.h"
#include "model/findingnumbers.h"
#include "power/linecurrents.h"
#include "power/pduoutlets.h"
#include "power/powercordcheck.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <cmath>
#include <limits>

namespace {

QString kw(double w) {
    return FindingNumbers::kilowatts(w);
}

QString amps(double a) {
    return QStringLiteral("%1 A").arg(FindingNumbers::number(a, 1));
}

struct Outlet {
    QString type; // "C13" | "C19"
    int bank = 0;
    bool used = false;
};

struct Pdu {
    PduLoad load;
    PduSpec spec;
    QList<PduBank> banks;
    QList<Outlet> outlets;
    // For choosing outlets fast (a 1,000-rack floor cables 40,000 inlets): the free outlets of each bank
    // and type (bank * 2, + 1 for C19) in order with a cursor past the used ones, each bank's line, and
    // the running loads.
    QList<QList<int>> freeOutlets;
    QList<int> cursor;
    QList<int> bankLine;
    QList<double> lineLoad;
    double loadW = 0;
};

// A device's inlets, and how many the rack cabled.
struct Inlets {
    int deviceIndex = 0;
    int count = 0;
    QString type;     // "c14" | "c20"
    double loadW = 0; // each, in normal operation
    double psuRatingW = 0;
    double dcLoadW = 0;
    bool redundant = true; // false: PSU redundancy N, so losing any PSU stops the device
};

class RackPowerAnalyzer {
public:
    RackPowerAnalyzer(const Rack& rack, const QList<DeviceInletLoad>& devices, const PartIndex& parts,
                      const DesignSettings& settings)
        : mRack(rack), mDevices(devices), mParts(parts), mSettings(settings),
          mDerating(settings.deratingPercent / 100.0) {}

    // Where each inlet went when the rack had no hand-set cords: automatic cords keep these outlets when a
    // user sets a cord elsewhere, so that one hand-set cord moves no other cord.
    void preferOutlets(const QList<CordUse>& automatic) {
        for (const CordUse& cord : automatic)
            if (!cord.pduId.isEmpty())
                mPreferred.insert({cord.deviceId, cord.psu}, {cord.pduId, cord.outlet});
    }

    RackPowerAnalysis run() {
        collectPdus();
        if (mPdus.isEmpty())
            return {};
        collectInlets();
        cableUserCords();
        cableAutomatically();
        loadNormal();
        loadFailover();
        summarise();
        for (const Pdu& pdu : std::as_const(mPdus))
            mResult.power.pdus.append(pdu.load);
        return std::move(mResult);
    }

private:
    void add(Severity severity, const char* code, const QString& deviceId, const QString& message) {
        mResult.findings.append(
            Finding{severity, QString::fromLatin1(code), mRack.id, deviceId, QString(), message});
    }

    void addPdu(const QString& id, const Part* part, const QString& feed) {
        const PduSpec* spec = part ? part->pdu() : nullptr;
        if (!spec)
            return;
        Pdu pdu;
        pdu.spec = *spec;
        pdu.banks = spec->banksOrDefault();
        PduLoad& load = pdu.load;
        load.id = id;
        load.partId = part->id;
        load.feed = feed;
        load.phases = spec->phases;
        load.ratedW = spec->capacityVa();
        load.capacityW = load.ratedW * mDerating;
        load.lineLimitA = spec->currentA * mDerating;
        for (const PduBank& bank : std::as_const(pdu.banks)) {
            const double volts = spec->bankVoltageV(bank);
            load.banks.append(BankLoad{bank.name, bank.phase, bank.breakerA, volts,
                                       bank.breakerA * volts * mDerating, 0, 0});
        }
        pdu.freeOutlets.resize(pdu.banks.size() * 2);
        pdu.cursor.resize(pdu.banks.size() * 2);
        for (const PduOutlet& outlet : pduOutlets(*spec)) {
            pdu.freeOutlets[outlet.bank * 2 + (outlet.type == QLatin1String("C19") ? 1 : 0)].append(
                int(pdu.outlets.size()));
            pdu.outlets.append(Outlet{outlet.type, outlet.bank});
        }
        QStringList lines;
        for (const PduBank& bank : std::as_const(pdu.banks)) {
            if (!lines.contains(bank.phase))
                lines.append(bank.phase);
            pdu.bankLine.append(int(lines.indexOf(bank.phase)));
        }
        pdu.lineLoad.resize(lines.size());
        load.outletsC13 = spec->outletsC13;
        load.outletsC19 = spec->outletsC19;
        mPdus.append(pdu);
    }

    // 0U strips, then PDUs mounted in the rack; those without a feed alternate A, B, A, ...
    void collectPdus() {
        int automatic = 0;
        auto feedOf = [&automatic](const QString& set) {
            return !set.isEmpty() ? set : QLatin1String(automatic++ % 2 == 0 ? "A" : "B");
        };
        for (const RackPdu& pdu : mRack.pdus)
            addPdu(pdu.id, mParts.find(pdu.partId), feedOf(pdu.feed));
        for (qsizetype i = 0; i < mRack.devices.size() && i < mDevices.size(); ++i)
            if (mDevices[i].kind == PartKind::Pdu)
                addPdu(mRack.devices[i].id, mParts.find(mRack.devices[i].partId),
                       feedOf(mRack.devices[i].feed));
        for (qsizetype p = 0; p < mPdus.size(); ++p) {
            if (!mFeeds.contains(mPdus[p].load.feed))
                mFeeds.append(mPdus[p].load.feed);
            if (!mPduById.contains(mPdus[p].load.id))
                mPduById.insert(mPdus[p].load.id, int(p));
        }
        std::sort(mFeeds.begin(), mFeeds.end());
    }

    // Every device with PSUs cabled to outlets; a switch the catalog gives no PSUs is taken as two C14
    // inlets (1+1), the common fit. Systems on a rack busbar have none.
    void collectInlets() {
        for (qsizetype i = 0; i < mRack.devices.size() && i < mDevices.size(); ++i) {
            const DeviceInletLoad& d = mDevices[i];
            if (d.kind == PartKind::Pdu || d.powerW <= 0 || d.psuInlet == QLatin1String("busbar"))
                continue;
            Inlets inlets;
            inlets.deviceIndex = int(i);
            inlets.count = d.psuCount;
            inlets.type = d.psuInlet.isEmpty() ? QStringLiteral("c14") : d.psuInlet;
            inlets.psuRatingW = d.psuRatingW;
            inlets.dcLoadW = d.dcLoadW;
            inlets.redundant = !(d.psuCapacityW > 0 && d.psuUsableW >= d.psuCapacityW);
            if (inlets.count == 0 && d.kind == PartKind::Switch)
                inlets.count = 2;
            if (inlets.count == 0)
                continue;
            inlets.loadW = d.powerW / inlets.count;
            mInlets.append(inlets);
        }
        mInletCords.resize(mInlets.size());
    }

    int pduIndex(const QString& id) const { return mPduById.value(id, -1); }

    void connect(int inletsIndex, int psu, int pduIndex, int outlet, bool fromUser) {
        const Inlets& inlets = mInlets[inletsIndex];
        Pdu& pdu = mPdus[pduIndex];
        Outlet& o = pdu.outlets[outlet];
        o.used = true;
        (o.type == QLatin1String("C13") ? pdu.load.usedC13 : pdu.load.usedC19)++;
        const PduBank& bank = pdu.banks[o.bank];
        mResult.power.cords.append(CordUse{mRack.devices[inlets.deviceIndex].id, psu, inlets.type,
                                           pdu.load.id, outlet + 1, o.type, bank.name, bank.phase,
                                           pdu.load.feed, inlets.loadW, fromUser});
        mCordPlaces.append({pduIndex, o.bank});
        mInletCords[inletsIndex].append(int(mResult.power.cords.size() - 1));
    }

    // Cables `psu` of inlets entry `index` to its preferred outlet when that is free and fits.
    bool cablePreferred(int index, int psu) {
        const auto it = mPreferred.constFind({mRack.devices[mInlets[index].deviceIndex].id, psu});
        if (it == mPreferred.cend())
            return false;
        const int p = pduIndex(it->first);
        const int o = it->second - 1;
        if (p < 0 || o < 0 || o >= mPdus[p].outlets.size() || mPdus[p].outlets[o].used ||
            !inletFitsOutlet(mInlets[index].type, mPdus[p].outlets[o].type))
            return false;
        connect(index, psu, p, o, false);
        addBalanceLoad(p, mPdus[p].outlets[o].bank, mInlets[index].loadW);
        return true;
    }

    bool cabled(int inletsIndex, int psu) const {
        for (int c : mInletCords[inletsIndex])
            if (mResult.power.cords[c].psu == psu)
                return true;
        return false;
    }

    void cableUserCords() {
        for (const Inlets& inlets : std::as_const(mInlets)) {
            const Device& device = mRack.devices[inlets.deviceIndex];
            const int inletsIndex = int(&inlets - mInlets.constData());
            for (const PowerCord& cord : device.powerCords) {
                const int p = pduIndex(cord.pduId);
                CordTarget target;
                target.rackId = mRack.id;
                target.inletCount = inlets.count;
                target.inletType = inlets.type;
                target.pduFound = p >= 0;
                target.pduOutlets = p >= 0 ? int(mPdus[p].outlets.size()) : 0;
                target.inletCabled = cabled(inletsIndex, cord.psu);
                if (p >= 0 && cord.outlet >= 1 && cord.outlet <= target.pduOutlets) {
                    target.outletUsed = mPdus[p].outlets[cord.outlet - 1].used;
                    target.outletType = mPdus[p].outlets[cord.outlet - 1].type;
                }
                const QString problem = powerCordProblem(device.id, cord, target);
                if (!problem.isEmpty()) {
                    add(Severity::Error, "device.power.cord_invalid", device.id,
                        problem + Analysis::tr("; the inlet is cabled automatically"));
                    continue;
                }
                connect(inletsIndex, cord.psu, p, cord.outlet - 1, true);
            }
        }
    }

    // The first free outlet of a bank and type, or -1.
    int firstFree(Pdu& pdu, int slot) const {
        const QList<int>& outlets = pdu.freeOutlets[slot];
        int& cursor = pdu.cursor[slot];
        while (cursor < outlets.size() && pdu.outlets[outlets[cursor]].used)
            ++cursor;
        return cursor < outlets.size() ? outlets[cursor] : -1;
    }

    // The best free outlet for an inlet on `feed`: of the inlet's own type before a C19 taking a C14
    // cord, then on the least loaded PDU of the feed, then its least loaded line, then its least loaded
    // bank. {-1, -1}: none.
    std::pair<int, int> freeOutlet(const QString& inlet, const QString& feed) {
        const bool c20 = inlet == QLatin1String("c20");
        std::pair<int, int> best{-1, -1};
        std::tuple<int, double, double, double> bestRank;
        for (qsizetype p = 0; p < mPdus.size(); ++p) {
            Pdu& pdu = mPdus[p];
            if (pdu.load.feed != feed)
                continue;
            for (qsizetype b = 0; b < pdu.banks.size(); ++b) {
                for (int c19 = c20 ? 1 : 0; c19 <= 1; ++c19) {
                    const int outlet = firstFree(pdu, int(b * 2 + c19));
                    if (outlet < 0)
                        continue;
                    const bool exact = c20 || c19 == 0;
                    const std::tuple<int, double, double, double> rank{
                        exact ? 0 : 1, pdu.loadW, pdu.lineLoad[pdu.bankLine[b]], pdu.load.banks[b].loadW};
                    if (best.first < 0 || rank < bestRank) {
                        best = {int(p), outlet};
                        bestRank = rank;
                    }
                }
            }
        }
        return best;
    }

    void addBalanceLoad(int pduIndex, int bank, double w) {
        Pdu& pdu = mPdus[pduIndex];
        pdu.load.banks[bank].loadW += w;
        pdu.lineLoad[pdu.bankLine[bank]] += w;
        pdu.loadW += w;
    }

    void cableAutomatically() {
        // Bottom to top, as cords are dressed in a rack.
        QList<int> order(mInlets.size());
        for (qsizetype i = 0; i < order.size(); ++i)
            order[i] = int(i);
        std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
            return mRack.devices[mInlets[a].deviceIndex].u < mRack.devices[mInlets[b].deviceIndex].u;
        });
        // Loads so far, so later inlets balance against earlier ones.
        for (qsizetype c = 0; c < mCordPlaces.size(); ++c)
            addBalanceLoad(mCordPlaces[c].first, mCordPlaces[c].second, mResult.power.cords[c].loadW);
        QMap<QString, int> missing; // inlet type -> inlets left without an outlet
        // Pass 0: inlets whose outlet without hand-set cords is still free keep it; pass 1: the rest.
        for (int pass = 0; pass < 2; ++pass)
            for (int index : std::as_const(order)) {
                const Inlets& inlets = mInlets[index];
                const QString& deviceId = mRack.devices[inlets.deviceIndex].id;
                QList<int> perFeed(mFeeds.size(), 0); // this device's inlets on each feed so far
                for (int c : std::as_const(mInletCords[index]))
                    perFeed[mFeeds.indexOf(mResult.power.cords[c].feed)]++;
                for (int psu = 1; psu <= inlets.count; ++psu) {
                    if (cabled(index, psu))
                        continue;
                    if (pass == 0) {
                        cablePreferred(index, psu);
                        continue;
                    }
                    // The feed this device has the fewest inlets on, the first on a tie.
                    QList<int> feeds(mFeeds.size());
                    for (qsizetype f = 0; f < feeds.size(); ++f)
                        feeds[f] = int(f);
                    std::stable_sort(feeds.begin(), feeds.end(),
                                     [&perFeed](int a, int b) { return perFeed[a] < perFeed[b]; });
                    bool done = false;
                    for (int feed : std::as_const(feeds)) {
                        const auto [p, o] = freeOutlet(inlets.type, mFeeds[feed]);
                        if (p < 0)
                            continue;
                        connect(index, psu, p, o, false);
                        addBalanceLoad(p, mPdus[p].outlets[o].bank, inlets.loadW);
                        perFeed[feed]++;
                        done = true;
                        break;
                    }
                    if (!done) {
                        missing[inlets.type]++;
                        mResult.power.cords.append(
                            CordUse{deviceId, psu, inlets.type, {}, 0, {}, {}, {}, {}, inlets.loadW, false});
                        mCordPlaces.append({-1, -1});
                        mInletCords[index].append(int(mResult.power.cords.size() - 1));
                    }
                }
            }
        for (auto it = missing.cbegin(); it != missing.cend(); ++it)
            add(Severity::Error, "rack.power.outlets_short", QString(),
                it.key() == QLatin1String("c20")
                    ? Analysis::tr("rack %1: %n PSU inlet(s) with a C20 plug find no free C19 outlet",
                                   nullptr, it.value())
                          .arg(mRack.id)
                    : Analysis::tr("rack %1: %n PSU inlet(s) with a C14 plug find no free C13 or C19 outlet",
                                   nullptr, it.value())
                          .arg(mRack.id));
        // Normal loads are recomputed from the cords in loadNormal().
        for (Pdu& pdu : mPdus)
            for (BankLoad& bank : pdu.load.banks)
                bank.loadW = 0;
    }

    // Bank loads of every PDU with feed `lostFeed` gone (empty: normal operation): a device's load is
    // shared by its inlets still powered.
    QList<QList<double>> bankLoads(const QString& lostFeed) const {
        QList<QList<double>> loads;
        for (const Pdu& pdu : mPdus)
            loads.append(QList<double>(pdu.banks.size(), 0.0));
        for (qsizetype i = 0; i < mInlets.size(); ++i) {
            int surviving = 0;
            for (int c : mInletCords[i])
                if (mCordPlaces[c].first >= 0 && mResult.power.cords[c].feed != lostFeed)
                    ++surviving;
            // A device with no spare PSU stops when it loses one; the others carry its load.
            if (surviving == 0 ||
                (!lostFeed.isEmpty() && !mInlets[i].redundant && surviving < mInlets[i].count))
                continue;
            const double share =
                lostFeed.isEmpty() ? mInlets[i].loadW : mDevices[mInlets[i].deviceIndex].powerW / surviving;
            for (int c : mInletCords[i])
                if (mCordPlaces[c].first >= 0 && mResult.power.cords[c].feed != lostFeed)
                    loads[mCordPlaces[c].first][mCordPlaces[c].second] += share;
        }
        return loads;
    }

    LineCurrents lines(const Pdu& pdu, const QList<double>& loads) const {
        QList<LineCurrents::Branch> branches;
        for (qsizetype b = 0; b < pdu.banks.size(); ++b)
            branches.append({pdu.banks[b].phase, loads[b]});
        return LineCurrents::compute(pdu.spec, branches);
    }

    void loadNormal() {
        const QList<QList<double>> all = bankLoads(QString());
        for (qsizetype p = 0; p < mPdus.size(); ++p) {
            Pdu& pdu = mPdus[p];
            const QList<double>& loads = all[p];
            PduLoad& load = pdu.load;
            load.loadW = 0;
            for (qsizetype b = 0; b < loads.size(); ++b) {
                load.banks[b].loadW = loads[b];
                load.loadW += loads[b];
            }
            const LineCurrents currents = lines(pdu, loads);
            for (qsizetype l = 0; l < currents.lines.size(); ++l)
                load.lines.append(LineLoad{currents.lines[l], currents.loadW[l], currents.currentA[l], 0});
            load.imbalancePercent = currents.imbalancePercent();
        }
    }

    void loadFailover() {
        if (mFeeds.size() < 2)
            return;
        for (const QString& lost : std::as_const(mFeeds)) {
            const QList<QList<double>> all = bankLoads(lost);
            for (qsizetype p = 0; p < mPdus.size(); ++p) {
                Pdu& pdu = mPdus[p];
                if (pdu.load.feed == lost)
                    continue;
                const QList<double>& loads = all[p];
                double total = 0;
                for (qsizetype b = 0; b < loads.size(); ++b) {
                    pdu.load.banks[b].failoverLoadW = qMax(pdu.load.banks[b].failoverLoadW, loads[b]);
                    total += loads[b];
                }
                pdu.load.failoverLoadW = qMax(pdu.load.failoverLoadW, total);
                const LineCurrents currents = lines(pdu, loads);
                for (qsizetype l = 0; l < currents.currentA.size() && l < pdu.load.lines.size(); ++l)
                    pdu.load.lines[l].failoverCurrentA =
                        qMax(pdu.load.lines[l].failoverCurrentA, currents.currentA[l]);
                checkFailover(pdu, lost, total, currents, loads);
            }
            checkDevicesWithout(lost);
        }
    }

    void checkFailover(const Pdu& pdu, const QString& lost, double totalW, const LineCurrents& currents,
                       const QList<double>& loads) {
        QStringList over;
        for (qsizetype l = 0; l < currents.currentA.size(); ++l)
            if (currents.currentA[l] > pdu.load.lineLimitA + 1e-6)
                over << Analysis::tr("%1 on %2").arg(amps(currents.currentA[l]), currents.lines[l]);
        for (qsizetype b = 0; b < loads.size(); ++b)
            if (loads[b] > pdu.load.banks[b].capacityW + 1e-6)
                over << Analysis::tr("bank %1 %2 of %3")
                            .arg(pdu.banks[b].name,
                                 FindingNumbers::comparedKilowatts(loads[b], pdu.load.banks[b].capacityW)
                                     .first,
                                 FindingNumbers::comparedKilowatts(loads[b], pdu.load.banks[b].capacityW)
                                     .second);
        if (over.isEmpty())
            return;
        add(Severity::Error, "rack.power.feed_failover_overload", QString(),
            Analysis::tr(
                "rack %1: if feed %2 fails, %3 on feed %4 carries %5 (%6), over its limit of %7 per line "
                "(%8% of %9)")
                .arg(mRack.id, lost, pdu.load.id, pdu.load.feed, kw(totalW), over.join(QStringLiteral(", ")),
                     amps(pdu.load.lineLimitA))
                .arg(mSettings.deratingPercent)
                .arg(amps(pdu.spec.currentA)));
    }

    // With feed `lost` gone, a device's PSUs on the other feeds must still carry its DC load.
    void checkDevicesWithout(const QString& lost) {
        for (qsizetype i = 0; i < mInlets.size(); ++i) {
            const Inlets& inlets = mInlets[i];
            const DeviceInletLoad& d = mDevices[inlets.deviceIndex];
            int surviving = 0;
            for (int c : mInletCords[i])
                if (mCordPlaces[c].first >= 0 && mResult.power.cords[c].feed != lost)
                    ++surviving;
            // A device without spare PSUs (redundancy N) stops on any PSU's loss, feed or not.
            if (surviving == 0 || surviving == inlets.count || inlets.psuRatingW <= 0 || !inlets.redundant)
                continue;
            if (surviving * inlets.psuRatingW < inlets.dcLoadW)
                add(Severity::Warning, "device.power.failover_psu", d.id,
                    Analysis::tr(
                        "%1: if feed %2 fails, its %Ln PSU(s) on the other feed deliver %3 for a %4 DC "
                        "load",
                        nullptr, surviving)
                        .arg(d.id, lost,
                             FindingNumbers::comparedKilowatts(surviving * inlets.psuRatingW, inlets.dcLoadW)
                                 .first,
                             FindingNumbers::comparedKilowatts(surviving * inlets.psuRatingW, inlets.dcLoadW)
                                 .second));
        }
    }

    void summarise() {
        // The largest cord of each PDU, for couldBalanceBetter(): one pass over the cords.
        QList<double> largestCord(mPdus.size(), 0.0);
        for (qsizetype c = 0; c < mCordPlaces.size(); ++c)
            if (mCordPlaces[c].first >= 0)
                largestCord[mCordPlaces[c].first] =
                    qMax(largestCord[mCordPlaces[c].first], mResult.power.cords[c].loadW);
        for (const Pdu& pdu : std::as_const(mPdus)) {
            for (qsizetype l = 0; l < pdu.load.lines.size(); ++l)
                if (pdu.load.lines[l].currentA > pdu.load.lineLimitA + 1e-6) {
                    const auto [current, limit] =
                        FindingNumbers::compared(pdu.load.lines[l].currentA, pdu.load.lineLimitA, 1);
                    add(Severity::Error, "rack.power.pdu_overload", QString(),
                        Analysis::tr("rack %1: %2 draws %3 on %4, over %5 (%6% of %7)")
                            .arg(mRack.id, pdu.load.id, current + QStringLiteral(" A"),
                                 pdu.load.lines[l].line, limit + QStringLiteral(" A"))
                            .arg(mSettings.deratingPercent)
                            .arg(amps(pdu.spec.currentA)));
                }
            for (const BankLoad& bank : pdu.load.banks)
                if (bank.loadW > bank.capacityW + 1e-6) {
                    const auto [load, capacity] =
                        FindingNumbers::comparedKilowatts(bank.loadW, bank.capacityW);
                    add(Severity::Error, "rack.power.bank_overload", QString(),
                        Analysis::tr(
                            "rack %1: bank %2 (%3) of %4 carries %5, over %6 (%7% of a %8 breaker at %9 V)")
                            .arg(mRack.id, bank.name, bank.phase, pdu.load.id, load, capacity)
                            .arg(mSettings.deratingPercent)
                            .arg(amps(bank.breakerA))
                            .arg(qRound(bank.voltageV)));
                }
            if (pdu.load.phases == 3 && pdu.load.loadW > 0 &&
                pdu.load.imbalancePercent > mSettings.phaseImbalancePercent &&
                couldBalanceBetter(pdu, largestCord[&pdu - mPdus.constData()]))
                add(Severity::Warning, "rack.power.phase_imbalance", QString(),
                    Analysis::tr("rack %1: the line currents of %2 are %3% out of balance (more than %4%)")
                        .arg(mRack.id, pdu.load.id)
                        .arg(qRound(pdu.load.imbalancePercent))
                        .arg(mSettings.phaseImbalancePercent));
        }
        for (const QString& feed : std::as_const(mFeeds)) {
            FeedLoad load{feed, 0, 0, 0};
            for (const Pdu& pdu : std::as_const(mPdus))
                if (pdu.load.feed == feed) {
                    load.loadW += pdu.load.loadW;
                    load.capacityW += pdu.load.capacityW;
                    load.failoverLoadW += pdu.load.failoverLoadW;
                }
            mResult.power.feeds.append(load);
        }
        // Devices whose inlets all hang on one feed.
        if (mFeeds.size() >= 2) {
            for (qsizetype i = 0; i < mInlets.size(); ++i) {
                const QString& deviceId = mRack.devices[mInlets[i].deviceIndex].id;
                QSet<QString> feeds;
                int cabled = 0;
                for (int c : mInletCords[i])
                    if (mCordPlaces[c].first >= 0) {
                        feeds.insert(mResult.power.cords[c].feed);
                        ++cabled;
                    }
                if (cabled >= 2 && feeds.size() == 1)
                    add(Severity::Warning, "device.power.single_feed", deviceId,
                        Analysis::tr("%1: all %2 PSUs are on feed %3; losing that feed stops it")
                            .arg(deviceId)
                            .arg(cabled)
                            .arg(*feeds.cbegin()));
            }
        } else if (!mInlets.isEmpty()) {
            add(Severity::Info, "rack.power.one_feed", QString(),
                Analysis::tr("rack %1: every PDU is on feed %2; losing that feed stops the rack")
                    .arg(mRack.id, mFeeds.value(0)));
        }
    }

    // Whether moving one cord to another line would even the PDU's lines out: a few large PSUs over three
    // lines are out of balance however they are cabled (5 equal PSUs: 2/2/1, 40 %), and warning about
    // that would only be noise.
    bool couldBalanceBetter(const Pdu& pdu, double largestCord) const {
        double most = 0;
        double least = std::numeric_limits<double>::max();
        for (const LineLoad& line : pdu.load.lines) {
            most = qMax(most, line.loadW);
            least = qMin(least, line.loadW);
        }
        return most - least > largestCord + 1e-6;
    }

    const Rack& mRack;
    const QList<DeviceInletLoad>& mDevices;
    const PartIndex& mParts;
    const DesignSettings& mSettings;
    const double mDerating;
    QList<Pdu> mPdus;
    QHash<QString, int> mPduById;
    QStringList mFeeds;
    QList<Inlets> mInlets;
    QList<QList<int>> mInletCords;          // per entry of mInlets: indexes into mResult.power.cords
    QList<std::pair<int, int>> mCordPlaces; // per cord: PDU and bank index; {-1, -1}: not cabled
    RackPowerAnalysis mResult;
    QHash<std::pair<QString, int>, std::pair<QString, int>> mPreferred; // device id, PSU -> PDU id, outlet
};

} // namespace

RackPowerAnalysis analyzeRackPower(const Rack& rack, const QList<DeviceInletLoad>& devices,
                                   const PartIndex& parts, const DesignSettings& settings) {
    RackPowerAnalyzer analyzer(rack, devices, parts, settings);
    if (std::any_of(rack.devices.cbegin(), rack.devices.cend(),
                    [](const Device& d) { return !d.powerCords.isEmpty(); })) {
        Rack automatic = rack;
        for (Device& device : automatic.devices)
            device.powerCords.clear();
        analyzer.preferOutlets(RackPowerAnalyzer(automatic, devices, parts, settings).run().power.cords);
    }
    return analyzer.run();
}
