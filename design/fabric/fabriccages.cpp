#include "fabric/fabriccages.h"

#include "fabric/fabricoptics.h"

#include "parts/partindex.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <numeric>

namespace {

// Cages joined by links, as a disjoint-set forest.
class CageGroups {
public:
    explicit CageGroups(qsizetype cages) : mParent(cages) { std::iota(mParent.begin(), mParent.end(), 0); }
    int root(int cage) {
        while (mParent[cage] != cage)
            cage = mParent[cage] = mParent[mParent[cage]];
        return cage;
    }
    void join(int a, int b) { mParent[root(a)] = root(b); }

private:
    QList<int> mParent;
};

// Links counted per (key, cage). Nearly every cage sees one key (one cable choice, one module): that one is
// counted in place, any other in a map. A map of every pair was most of the fabric's time on a floor.
class PerCageCount {
public:
    explicit PerCageCount(std::size_t cages) : mKey(cages, -1), mCount(cages, 0) {}
    void add(int key, int cage) {
        if (mKey[cage] < 0)
            mKey[cage] = key;
        if (mKey[cage] == key)
            ++mCount[cage];
        else
            ++mOthers[{key, cage}];
    }
    // visit(key, cage, links) for every pair counted.
    template <typename Visit> void forEach(Visit visit) const {
        for (std::size_t cage = 0; cage < mKey.size(); ++cage)
            if (mCount[cage] > 0)
                visit(mKey[cage], int(cage), mCount[cage]);
        for (const auto& [pair, links] : mOthers)
            visit(pair.first, pair.second, links);
    }

private:
    std::vector<int> mKey;
    std::vector<qint64> mCount;
    std::map<std::pair<int, int>, qint64> mOthers;
};

// Whether a cable's plugs fit cages of `wideForm` and `narrowForm` ("osfp", "qsfp112"; empty: any): its
// connector names them, "osfp-2xqsfp112" a splitter's wide plug and its legs', "osfp" both ends alike.
bool plugsFit(const CableSpec& cable, const QString& wideForm, const QString& narrowForm) {
    const qsizetype split = cable.connector.indexOf(QRegularExpression(QStringLiteral("-[248]x")));
    const QString wide = split > 0 ? cable.connector.left(split) : cable.connector;
    const QString narrow = split > 0 ? cable.connector.mid(split + 3) : cable.connector;
    const auto fits = [](const QString& form, const QString& plug) {
        return form.isEmpty() || plug.isEmpty() || form == plug;
    };
    return fits(wideForm, wide) && fits(narrowForm, narrow);
}

// How many links one part serves per plug: 2 for an 800G twin-port module or cable on 400G links.
int linksPerPlug(const Part* part, double linkGbps) {
    if (!part || !part->cable() || linkGbps <= 0)
        return 1;
    return std::max(1, int(std::lround(part->cable()->speedGbps / linkGbps)));
}

} // namespace

void chooseCablesByCage(FabricReport& report, const PartIndex& parts) {
    const QString& protocol = report.fabric.technology;
    const double speed = report.hostSpeedGbps;
    QList<FabricLink>& links = report.links;
    CageGroups groups(report.cages.size());
    for (const FabricLink& link : links)
        if (link.aCage >= 0 && link.bCage >= 0)
            groups.join(link.aCage, link.bCage);
    // The links by group, each group's links together and in order (a counting sort by the group's root):
    // no list per group, as a floor has a group for nearly every one of its hundreds of thousands of links.
    std::vector<int> rootOf(links.size(), -1);
    std::vector<int> groupStart(report.cages.size() + 1, 0);
    for (int i = 0; i < int(links.size()); ++i)
        if (links[i].aCage >= 0 && links[i].bCage >= 0) {
            rootOf[i] = groups.root(links[i].aCage);
            ++groupStart[rootOf[i] + 1];
        }
    std::partial_sum(groupStart.begin(), groupStart.end(), groupStart.begin());
    std::vector<int> byGroup(groupStart.back());
    {
        std::vector<int> next(groupStart.begin(), groupStart.end() - 1);
        for (int i = 0; i < int(links.size()); ++i)
            if (rootOf[i] >= 0)
                byGroup[next[rootOf[i]]++] = i;
    }

    // Thousands of links share a few shapes and runs: each catalog lookup once, each choice once.
    // Copper by (legs, splitter, the wide end's form, the other ends'): a plug fits its cage's form.
    std::map<std::tuple<int, bool, QString, QString>, QList<const Part*>> copperKnown;
    FabricOptics optics(parts, protocol, speed);
    std::map<std::tuple<const Part*, int, const Part*, const Part*>, int> choiceIndex;
    const auto copper = [&](int legs, bool splitter, double runM, const QString& wideForm = {},
                            const QString& narrowForm = {}) {
        const std::tuple<int, bool, QString, QString> key{legs, splitter, wideForm, narrowForm};
        auto it = copperKnown.find(key);
        if (it == copperKnown.end()) {
            QList<const Part*> fitting = copperCables(parts, protocol, speed, legs, splitter);
            fitting.removeIf(
                [&](const Part* cable) { return !plugsFit(*cable->cable(), wideForm, narrowForm); });
            it = copperKnown.emplace(key, fitting).first;
        }
        return cableForRun(it->second, runM);
    };
    // The index of a choice in report.choices: a cable of `legs` links, or a fibre between two modules.
    std::tuple<const Part*, int, const Part*, const Part*> lastChoice{nullptr, 0, nullptr, nullptr};
    int lastChoiceIndex = -1;
    const auto choose = [&](const Part* cable, int legs, const Part* aModule = nullptr,
                            const Part* bModule = nullptr) {
        if (lastChoiceIndex >= 0 && lastChoice == std::tuple{cable, legs, aModule, bModule})
            return lastChoiceIndex;
        lastChoice = {cable, legs, aModule, bModule};
        const auto [it, added] = choiceIndex.try_emplace(lastChoice, 0);
        if (added) {
            CableChoice choice{cable->id, cable->cable()->type, cable->cable()->lengthM, legs, {}, {}};
            if (aModule && bModule) {
                choice.type = QStringLiteral("fiber");
                choice.aModuleId = aModule->id;
                choice.bModuleId = bModule->id;
            }
            report.choices.append(choice);
            it->second = int(report.choices.size() - 1);
        }
        lastChoiceIndex = it->second;
        return lastChoiceIndex;
    };

    std::vector<int> groupLinks, cages;                   // of the group in hand
    std::vector<double> runs;                             // the longest run of each of its cages
    std::vector<int> positionOf(report.cages.size(), -1); // a cage's place in `cages`
    std::vector<int> groupOf(report.cages.size(), -1);    // the group a cage was last gathered in
    for (std::size_t root = 0; root + 1 < groupStart.size(); ++root) {
        if (groupStart[root] == groupStart[root + 1])
            continue;
        groupLinks.assign(byGroup.begin() + groupStart[root], byGroup.begin() + groupStart[root + 1]);
        cages.clear();
        double runM = 0;
        for (int i : groupLinks) {
            const FabricLink& link = links[i];
            for (int cage : {link.aCage, link.bCage})
                if (groupOf[cage] != int(root)) { // each cage once (a group can have hundreds)
                    groupOf[cage] = int(root);
                    cages.push_back(cage);
                }
            runM = std::max(runM, link.runM);
        }
        // One cable for the group: two cages of one size (straight), or one cage of n links with single-
        // port cages at the other ends (a 1:n splitter).
        int legs = 0;
        bool splitter = false;
        std::sort(cages.begin(), cages.end(),
                  [&](int a, int b) { return report.cages[a].links > report.cages[b].links; });
        const int widest = report.cages[cages.front()].links;
        const bool othersSingle =
            std::all_of(cages.cbegin() + 1, cages.cend(), [&](int c) { return report.cages[c].links == 1; });
        if (cages.size() == 2 && report.cages[cages[1]].links == widest)
            legs = widest;
        else if (widest > 1 && othersSingle && int(cages.size()) - 1 <= widest) {
            legs = widest;
            splitter = true;
        }
        // The forms at the cable's ends (empty: any): the wide cage's, and the others' where they agree.
        const QString wideForm = report.cages[cages.front()].form;
        QString narrowForm = report.cages[cages.back()].form;
        for (int cage : cages)
            if (cage != cages.front() && report.cages[cage].form != narrowForm)
                narrowForm = QStringLiteral("?"); // a plug for each of two forms: no one cable
        if (const Part* cable = legs > 0 ? copper(legs, splitter, runM, wideForm, narrowForm) : nullptr) {
            const int choice = choose(cable, legs);
            for (int i : groupLinks)
                links[i].choice = choice;
            continue;
        }
        // Optics: the module each cage takes by its longest run, all of one fibre type (FabricOptics), and
        // a fibre per link, or a 1:2 splitter fibre per two where a module port carries two links.
        runs.assign(cages.size(), 0);
        for (std::size_t i = 0; i < cages.size(); ++i)
            positionOf[cages[i]] = int(i);
        for (int i : groupLinks)
            for (int cage : {links[i].aCage, links[i].bCage})
                runs[positionOf[cage]] = std::max(runs[positionOf[cage]], links[i].runM);
        const std::vector<const Part*> modules = optics.chooseModules(report.cages, cages, runs);
        for (int i : groupLinks) {
            FabricLink& link = links[i];
            const int a = positionOf[link.aCage], b = positionOf[link.bCage];
            const int aLinks = report.cages[link.aCage].links, bLinks = report.cages[link.bCage].links;
            int legs = 1;
            const Part* trunk = optics.fibreFor(modules[a], aLinks, modules[b], bLinks, link.runM, &legs);
            if (trunk && legs > 1) // a splitter as long as the longest leg from its wide port
                trunk = optics.fibreFor(modules[a], aLinks, modules[b], bLinks,
                                        std::max(link.runM, runs[aLinks >= bLinks ? a : b]), &legs);
            link.choice = -1;
            if (trunk)
                link.choice = choose(trunk, legs, modules[a], modules[b]);
            else if (const Part* own = copper(1, false, link.runM))
                // No module pair the catalog has links these cages (an HDR QSFP56 host on an NDR switch's
                // twin-port cage: 50G-PAM4 optics do not link to 100G-PAM4 ones): the link takes a cable of
                // its own speed, as before cages were known.
                link.choice = choose(own, 1);
        }
    }
}

void countCablesByCage(FabricReport& report, const PartIndex& parts) {
    const Fabric& fabric = report.fabric;
    const double speed = report.hostSpeedGbps;
    const auto find = [&](Severity severity, const char* code, const QString& message) {
        report.findings.append(
            Finding{severity, QString::fromLatin1(code), {}, {}, fabric.switchPartId, message});
    };
    // Per choice once: how many links a plug carries, and what each end is plugged with (the module for
    // optics, else the cable), as an index into `plugs`.
    const qsizetype choiceCount = report.choices.size();
    QStringList plugs;
    const auto plugIndex = [&](const QString& plug) { // -1: nothing plugged (a choice without a module)
        if (plug.isEmpty())
            return -1;
        const qsizetype at = plugs.indexOf(plug);
        if (at >= 0)
            return int(at);
        plugs.append(plug);
        return int(plugs.size() - 1);
    };
    std::vector<int> legsOf(choiceCount), aPlug(choiceCount), bPlug(choiceCount);
    std::vector<bool> optical(choiceCount);
    for (qsizetype c = 0; c < choiceCount; ++c) {
        const CableChoice& choice = report.choices[c];
        optical[c] = choice.type == QLatin1String("fiber");
        legsOf[c] = optical[c] ? std::max(1, choice.legs) : linksPerPlug(parts.find(choice.partId), speed);
        aPlug[c] = plugIndex(optical[c] ? choice.aModuleId : choice.partId);
        bPlug[c] = plugIndex(optical[c] ? choice.bModuleId : choice.partId);
    }
    std::vector<qint64> cablesOf(choiceCount, 0); // cables per choice: single ones as links come, plugs below
    PerCageCount plugLegs(report.cages.size());   // (choice, its wide cage) -> links
    PerCageCount moduleLinks(report.cages.size());       // (module plug, cage) -> links
    std::vector<int> kind(report.cages.size(), -1);      // per cage: what its first link is plugged with
    std::vector<int> otherKind(report.cages.size(), -1); // and another kind, when a link differs
    // Runs no catalog cable reaches: one finding for the fabric, not one per cable (tens of thousands on a
    // floor of a thousand racks, most of a check's time and memory).
    qint64 unreached = 0;
    double shortest = 0, longest = 0;
    QString firstUnreached;
    for (const FabricLink& link : std::as_const(report.links)) {
        const int c = link.choice;
        if (c < 0) {
            if (unreached++ == 0) {
                firstUnreached = fabricCableId(fabric.id, link.tier, link.number);
                shortest = longest = link.runM;
            }
            shortest = std::min(shortest, link.runM);
            longest = std::max(longest, link.runM);
            continue;
        }
        if (legsOf[c] <= 1) {
            ++cablesOf[c];
        } else { // the cage of the plug that carries the legs: the wider end (a splitter's twin end)
            const bool bWider = link.aCage < 0 || (link.bCage >= 0 && report.cages[link.bCage].links >=
                                                                          report.cages[link.aCage].links);
            plugLegs.add(c, bWider ? link.bCage : link.aCage);
        }
        for (const auto& [cage, plug] : {std::pair{link.aCage, aPlug[c]}, std::pair{link.bCage, bPlug[c]}}) {
            if (cage < 0 || plug < 0)
                continue;
            if (kind[cage] < 0)
                kind[cage] = plug;
            else if (kind[cage] != plug && otherKind[cage] < 0)
                otherKind[cage] = plug;
            if (optical[c])
                moduleLinks.add(plug, cage);
        }
    }
    if (unreached == 1)
        find(Severity::Error, "fabric.cable.none",
             QCoreApplication::translate("Fabric", "no catalog cable reaches %1 m for the %2 Gb/s %3 link %4")
                 .arg(QString::number(longest, 'f', 1))
                 .arg(speed)
                 .arg(fabric.technology, firstUnreached));
    const int unreachedLinks = unreached > INT_MAX ? INT_MAX : int(unreached);
    if (unreached > 1)
        find(Severity::Error, "fabric.cable.none",
             QCoreApplication::translate(
                 "Fabric",
                 "no catalog cable reaches the runs of %n %1 Gb/s %2 link(s) of %3, %4 "
                 "to %5 m (the first: %6)",
                 nullptr, unreachedLinks)
                 .arg(speed)
                 .arg(fabric.technology, fabric.id, QString::number(shortest, 'f', 1),
                      QString::number(longest, 'f', 1), firstUnreached));
    QMap<std::pair<QString, double>, qint64> cables;
    QMap<QString, qint64> modules;
    // Cables per choice and modules per plug first; then by part (and length), a map lookup each.
    plugLegs.forEach([&](int c, int, qint64 links) { cablesOf[c] += (links + legsOf[c] - 1) / legsOf[c]; });
    for (qsizetype c = 0; c < choiceCount; ++c)
        if (cablesOf[c] > 0)
            cables[{report.choices[c].partId, report.choices[c].lengthM}] += cablesOf[c];
    std::vector<int> perModule(plugs.size());
    for (qsizetype plug = 0; plug < plugs.size(); ++plug)
        perModule[plug] = linksPerPlug(parts.find(plugs[plug]), speed);
    std::vector<qint64> modulesOf(plugs.size(), 0);
    moduleLinks.forEach([&](int plug, int, qint64 links) {
        modulesOf[plug] += (links + perModule[plug] - 1) / perModule[plug];
    });
    for (qsizetype plug = 0; plug < plugs.size(); ++plug)
        if (modulesOf[plug] > 0)
            modules[plugs[plug]] += modulesOf[plug];
    // Cages with two kinds of plug: one finding for the fabric, naming the first (a floor's plan can have
    // thousands, each saying the same).
    int mixed = 0;
    int firstMixed = -1;
    for (int cage = 0; cage < report.cages.size(); ++cage)
        if (otherKind[cage] >= 0 && mixed++ == 0)
            firstMixed = cage;
    if (firstMixed >= 0) {
        QStringList both{plugs[kind[firstMixed]], plugs[otherKind[firstMixed]]};
        both.sort();
        const QString cage = QCoreApplication::translate("Fabric", "cage %1 of %2 holds %3")
                                 .arg(report.cages[firstMixed].number)
                                 .arg(report.cages[firstMixed].deviceId, both.join(QLatin1String(" + ")));
        find(Severity::Warning, "fabric.cage.mixed",
             mixed == 1
                 ? QCoreApplication::translate("Fabric", "%1: a cage takes one module or one cable").arg(cage)
                 : QCoreApplication::translate(
                       "Fabric",
                       "%n cage(s) of %1 hold two kinds of plug (the first: %2): a cage "
                       "takes one module or one cable",
                       nullptr, mixed)
                       .arg(fabric.id, cage));
    }

    for (auto it = cables.cbegin(); it != cables.cend(); ++it)
        report.cableParts.append({it.key().first, it.value(), it.key().second});
    for (auto it = modules.cbegin(); it != modules.cend(); ++it)
        report.transceivers.append({it.key(), it.value(), 0});
    const auto most = [](const PartQty& a, const PartQty& b) {
        return a.qty != b.qty ? a.qty > b.qty : a.partId < b.partId;
    };
    std::sort(report.cableParts.begin(), report.cableParts.end(), most);
    std::sort(report.transceivers.begin(), report.transceivers.end(), most);
}
