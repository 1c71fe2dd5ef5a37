#include "fabric/fabriccages.h"

#include "parts/partindex.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <algorithm>
#include <climits>
#include <cmath>
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
    CageGroups groups(report.cages.size());
    for (const FabricCable& cable : std::as_const(report.cables))
        if (cable.aCage >= 0 && cable.bCage >= 0)
            groups.join(cable.aCage, cable.bCage);
    // The links by group (root, link), sorted so each group's links are together and in order: no list per
    // group (a floor has a group for nearly every one of its hundreds of thousands of links).
    std::vector<std::pair<int, int>> byGroup;
    byGroup.reserve(report.cables.size());
    for (int i = 0; i < report.cables.size(); ++i)
        if (report.cables[i].aCage >= 0 && report.cables[i].bCage >= 0)
            byGroup.emplace_back(groups.root(report.cables[i].aCage), i);
    std::sort(byGroup.begin(), byGroup.end());

    // Thousands of links share a few shapes and runs: each catalog lookup once.
    QMap<std::pair<int, bool>, QList<const Part*>> copperKnown; // by (legs, splitter)
    QHash<std::pair<int, QString>, const Part*> moduleByCage;   // (links, form + module)
    QList<const Part*> moduleOf(report.cages.size(), nullptr);  // per cage, once looked up
    QList<bool> moduleKnown(report.cages.size(), false);
    QHash<double, const Part*> fibreKnown;
    const auto copper = [&](int legs, bool splitter, double runM) {
        const std::pair<int, bool> key{legs, splitter};
        auto it = copperKnown.constFind(key);
        if (it == copperKnown.constEnd())
            it = copperKnown.insert(key, copperCables(parts, protocol, speed, legs, splitter));
        return cableForRun(*it, runM);
    };
    const auto module = [&](int index) {
        if (!moduleKnown[index]) {
            const FabricCage& cage = report.cages[index];
            const std::pair<int, QString> key{cage.links, cage.form + QLatin1Char('|') + cage.moduleId};
            auto it = moduleByCage.constFind(key);
            if (it == moduleByCage.constEnd())
                it = moduleByCage.insert(key, cageModule(parts, protocol, speed, cage));
            moduleOf[index] = *it;
            moduleKnown[index] = true;
        }
        return moduleOf[index];
    };
    const auto fibre = [&](double runM) {
        auto it = fibreKnown.constFind(runM);
        if (it == fibreKnown.constEnd())
            it = fibreKnown.insert(runM, fibreFor(parts, speed, runM));
        return *it;
    };

    std::vector<int> links, cages; // of the group in hand
    for (std::size_t begin = 0, end = 0; begin < byGroup.size(); begin = end) {
        links.clear();
        for (end = begin; end < byGroup.size() && byGroup[end].first == byGroup[begin].first; ++end)
            links.push_back(byGroup[end].second);
        cages.clear();
        double runM = 0;
        for (int i : links) {
            const FabricCable& cable = report.cables[i];
            for (int cage : {cable.aCage, cable.bCage})
                if (std::find(cages.cbegin(), cages.cend(), cage) == cages.cend())
                    cages.push_back(cage);
            runM = std::max(runM, cable.runM);
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
        if (const Part* cable = legs > 0 ? copper(legs, splitter, runM) : nullptr) {
            for (int i : links) {
                CableChoice& choice = report.cables[i].choice;
                choice = CableChoice{cable->id, cable->cable()->type, cable->cable()->lengthM, legs, {}, {}};
            }
            continue;
        }
        // Optics: the module each cage takes, and a fibre per link.
        for (int i : links) {
            FabricCable& cable = report.cables[i];
            const Part* aModule = module(cable.aCage);
            const Part* bModule = module(cable.bCage);
            const Part* trunk = fibre(cable.runM);
            CableChoice& choice = cable.choice;
            choice = CableChoice{};
            if (aModule && bModule && trunk) {
                choice.partId = trunk->id;
                choice.type = QStringLiteral("fiber");
                choice.lengthM = trunk->cable()->lengthM;
                choice.aModuleId = aModule->id;
                choice.bModuleId = bModule->id;
            } else if (const Part* own = copper(1, false, cable.runM)) {
                // No module the catalog has fits a cage here (200G hosts on a twin-port 400G cage): the
                // link takes a cable of its own speed, as before cages were known.
                choice = CableChoice{own->id, own->cable()->type, own->cable()->lengthM, 1, {}, {}};
            }
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
    QMap<std::pair<QString, double>, qint64> cables;
    QMap<QString, qint64> modules;
    QMap<std::tuple<QString, double, int>, qint64> plugLegs; // (cable, length, its wide cage) -> links
    QHash<std::pair<QString, int>, qint64> moduleLinks;      // (module, cage) -> links
    QList<QString> kind(report.cages.size());                // per cage: what its first link is plugged with
    QList<QString> otherKind(report.cages.size());           // and another kind, when a link differs
    // Runs no catalog cable reaches: one finding for the fabric, not one per cable (tens of thousands on a
    // floor of a thousand racks, most of a check's time and memory).
    qint64 unreached = 0;
    double shortest = 0, longest = 0;
    QString firstUnreached;
    for (const FabricCable& cable : std::as_const(report.cables)) {
        const CableChoice& c = cable.choice;
        if (c.partId.isEmpty()) {
            if (unreached++ == 0) {
                firstUnreached = cable.id;
                shortest = longest = cable.runM;
            }
            shortest = std::min(shortest, cable.runM);
            longest = std::max(longest, cable.runM);
            continue;
        }
        const Part* part = parts.find(c.partId);
        const bool optical = c.type == QLatin1String("fiber");
        const int legs = optical ? 1 : linksPerPlug(part, speed);
        if (legs <= 1) {
            ++cables[{c.partId, c.lengthM}];
        } else { // the cage of the plug that carries the legs: the wider end (a splitter's twin end)
            const bool bWider = cable.aCage < 0 || (cable.bCage >= 0 && report.cages[cable.bCage].links >=
                                                                            report.cages[cable.aCage].links);
            ++plugLegs[{c.partId, c.lengthM, bWider ? cable.bCage : cable.aCage}];
        }
        for (const auto& [cage, moduleId] : {std::pair<int, QString>{cable.aCage, c.aModuleId},
                                             std::pair<int, QString>{cable.bCage, c.bModuleId}}) {
            if (cage < 0)
                continue;
            const QString& plug = optical ? moduleId : c.partId;
            if (kind[cage].isEmpty())
                kind[cage] = plug;
            else if (kind[cage] != plug && otherKind[cage].isEmpty())
                otherKind[cage] = plug;
            if (optical && !moduleId.isEmpty())
                ++moduleLinks[{moduleId, cage}];
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
    for (auto it = plugLegs.cbegin(); it != plugLegs.cend(); ++it) {
        const auto& [partId, lengthM, cage] = it.key();
        const int legs = linksPerPlug(parts.find(partId), speed);
        cables[{partId, lengthM}] += (it.value() + legs - 1) / legs;
    }
    for (auto it = moduleLinks.cbegin(); it != moduleLinks.cend(); ++it) {
        const int links = linksPerPlug(parts.find(it.key().first), speed);
        modules[it.key().first] += (it.value() + links - 1) / links;
    }
    for (int cage = 0; cage < report.cages.size(); ++cage) {
        if (otherKind[cage].isEmpty())
            continue;
        QStringList plugs{kind[cage], otherKind[cage]};
        plugs.sort();
        find(Severity::Warning, "fabric.cage.mixed",
             QCoreApplication::translate("Fabric",
                                         "cage %1 of %2 holds %3: a cage takes one module or one cable")
                 .arg(report.cages[cage].number)
                 .arg(report.cages[cage].deviceId, plugs.join(QLatin1String(" + "))));
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
