#include "fabric/fabricrecable.h"

#include "fabric/fabriccages.h"

#include <algorithm>
#include <vector>

std::optional<FabricReport> FabricRecable::afterMoves(const FabricReport& before, const Design& design,
                                                      const PartIndex& parts,
                                                      const QList<std::pair<int, int>>& moved) {
    const QString idPrefix = before.fabric.id + u'/';
    for (const CableOverride& o : design.cables)
        if (o.id.startsWith(idPrefix))
            return std::nullopt; // a cable set by hand keeps its own part and length: analysed whole
    if (before.links.isEmpty() || moved.isEmpty())
        return std::nullopt;
    FabricReport report = before;

    // Where the moved hosts stand now (hosts are in rack and device order: found by bisection).
    std::vector<bool> movedEnd(report.ends.size(), false);
    for (const auto& [r, d] : moved) {
        const auto at = std::lower_bound(report.hosts.cbegin(), report.hosts.cend(), std::pair{r, d},
                                         [](const FabricHost& h, const std::pair<int, int>& key) {
                                             return std::pair{h.rackIndex, h.deviceIndex} < key;
                                         });
        if (at == report.hosts.cend() || at->rackIndex != r || at->deviceIndex != d)
            return std::nullopt;
        const int end = int(at - report.hosts.cbegin());
        const Rack& rack = design.racks[r];
        report.ends[end].point = cablePoint(rack, rack.devices[d].u, parts);
        movedEnd[end] = true;
    }
    // Their links' runs, and the cages those links are in.
    static const CablePoint nowhere;
    const auto pointOf = [&](int end) -> const CablePoint& {
        return end >= 0 ? report.ends[end].point : nowhere;
    };
    std::vector<bool> cageInGroup(report.cages.size(), false);
    bool any = false;
    for (FabricLink& link : report.links) {
        const bool a = link.aEnd >= 0 && movedEnd[link.aEnd], b = link.bEnd >= 0 && movedEnd[link.bEnd];
        if (!a && !b)
            continue;
        link.runM = cableRunM(pointOf(link.aEnd), pointOf(link.bEnd));
        for (const int cage : {link.aCage, link.bCage})
            if (cage >= 0)
                cageInGroup[cage] = true;
        any = true;
    }
    if (!any)
        return report;
    // The cage groups those links are in (cages joined by links, as chooseCablesByCage groups them): from
    // each marked cage through its links to their other cages, every cage's links at hand (a group can
    // run through many hosts: twin-port cages at both ends).
    const int cageCount = int(report.cages.size());
    std::vector<int> firstLink(cageCount + 1, 0), linksOfCage;
    for (const FabricLink& link : std::as_const(report.links))
        if (link.aCage >= 0 && link.bCage >= 0) {
            ++firstLink[link.aCage + 1];
            ++firstLink[link.bCage + 1];
        }
    for (int c = 0; c < cageCount; ++c)
        firstLink[c + 1] += firstLink[c];
    linksOfCage.resize(firstLink[cageCount]);
    {
        std::vector<int> next(firstLink.begin(), firstLink.end() - 1);
        for (int i = 0; i < int(report.links.size()); ++i) {
            const FabricLink& link = report.links[i];
            if (link.aCage >= 0 && link.bCage >= 0) {
                linksOfCage[next[link.aCage]++] = i;
                linksOfCage[next[link.bCage]++] = i;
            }
        }
    }
    std::vector<int> queue;
    for (int c = 0; c < cageCount; ++c)
        if (cageInGroup[c])
            queue.push_back(c);
    std::vector<bool> linkInGroup(report.links.size(), false);
    std::vector<int> groupLinks;
    while (!queue.empty()) {
        const int cage = queue.back();
        queue.pop_back();
        for (int k = firstLink[cage]; k < firstLink[cage + 1]; ++k) {
            const int i = linksOfCage[k];
            if (linkInGroup[i])
                continue;
            linkInGroup[i] = true;
            groupLinks.push_back(i);
            for (const int other : {report.links[i].aCage, report.links[i].bCage})
                if (!cageInGroup[other]) {
                    cageInGroup[other] = true;
                    queue.push_back(other);
                }
        }
    }
    std::sort(groupLinks.begin(), groupLinks.end()); // in the fabric's order, as a group is cabled
    // Those groups alone, as a fabric of their own, cabled as analyzeFabric cables them.
    FabricReport groups;
    groups.fabric = report.fabric;
    groups.hostSpeedGbps = report.hostSpeedGbps;
    std::vector<int> cageInGroups(report.cages.size(), -1);
    for (const int i : groupLinks) {
        FabricLink link = report.links[i];
        for (int* cage : {&link.aCage, &link.bCage}) {
            if (cageInGroups[*cage] < 0) {
                cageInGroups[*cage] = int(groups.cages.size());
                groups.cages.append(report.cages[*cage]);
            }
            *cage = cageInGroups[*cage];
        }
        link.choice = -1;
        groups.links.append(link);
    }
    chooseCablesByCage(groups, parts);
    // Their choices into the fabric's own list (the same choice once).
    std::vector<int> choiceIn(groups.choices.size(), -1);
    for (qsizetype c = 0; c < groups.choices.size(); ++c) {
        const CableChoice& choice = groups.choices[c];
        const auto same =
            std::find_if(report.choices.cbegin(), report.choices.cend(), [&](const CableChoice& o) {
                return o.partId == choice.partId && o.type == choice.type && o.lengthM == choice.lengthM &&
                       o.legs == choice.legs && o.aModuleId == choice.aModuleId &&
                       o.bModuleId == choice.bModuleId;
            });
        if (same != report.choices.cend()) {
            choiceIn[c] = int(same - report.choices.cbegin());
        } else {
            report.choices.append(choice);
            choiceIn[c] = int(report.choices.size() - 1);
        }
    }
    for (qsizetype g = 0; g < groups.links.size(); ++g) {
        const int choice = groups.links[g].choice;
        report.links[groupLinks[g]].choice = choice >= 0 ? choiceIn[choice] : -1;
    }
    // The cables and optics counted again, with what counting finds (runs no cable reaches, mixed cages).
    report.cableParts.clear();
    report.transceivers.clear();
    report.findings.removeIf([](const Finding& f) {
        return f.code == QLatin1String("fabric.cable.none") || f.code == QLatin1String("fabric.cage.mixed");
    });
    countCablesByCage(report, parts);
    addFabricGear(report, design, parts);
    return report;
}
