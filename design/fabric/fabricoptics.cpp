#include "fabric/fabricoptics.h"

#include "parts/partindex.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

bool sameSpeed(double a, double b) {
    return std::fabs(a - b) < 1e-6;
}

// Links of one module in a cage of `cageLinks`: all of them for a module of the cage's speed, else one.
int linksPerModule(const Part& module, double linkGbps, int cageLinks) {
    const int links = std::max(1, int(std::lround(module.cable()->speedGbps / linkGbps)));
    return std::min(links, std::max(1, cageLinks));
}

// Links one optical port of `module` carries in a cage of `cageLinks`: two on a splitter fibre's wide end.
int linksPerPort(const Part& module, double linkGbps, int cageLinks) {
    return std::max(1,
                    linksPerModule(module, linkGbps, cageLinks) / std::max(1, module.cable()->opticalPorts));
}

// A splitter fibre's connector names its legs: "mpo-12-apc-2xmpo-12-apc" is one plug to two.
int fibreLegs(const CableSpec& fibre) {
    const qsizetype at = fibre.connector.indexOf(QLatin1String("-2x"));
    return at > 0 ? 2 : 1;
}

QString fibreFamily(const CableSpec& fibre) {
    const qsizetype at = fibre.connector.indexOf(QLatin1String("-2x"));
    return fibre.fiber + QLatin1Char('|') + (at > 0 ? fibre.connector.left(at) : fibre.connector);
}

} // namespace

QString opticFamily(const Part& part) {
    const CableSpec* spec = part.cable();
    if (!spec)
        return {};
    if (spec->type == QLatin1String("fiber"))
        return fibreFamily(*spec);
    if (spec->fiber.isEmpty() && spec->opticalConnector.isEmpty())
        return {};
    return spec->fiber + QLatin1Char('|') + spec->opticalConnector;
}

double moduleReachM(const Part& module) {
    const double reach = module.cable() ? module.cable()->reachM : 0;
    return reach > 0 ? reach : std::numeric_limits<double>::infinity();
}

FabricOptics::FabricOptics(const PartIndex& parts, const QString& protocol, double linkGbps)
    : mParts(parts), mProtocol(protocol), mLinkGbps(linkGbps) {}

const FabricOptics::Optic& FabricOptics::opticOf(const Part* part) {
    auto it = mOptics.find(part);
    if (it == mOptics.end()) {
        Optic optic;
        optic.reachM = moduleReachM(*part);
        if (const QString family = opticFamily(*part); !family.isEmpty()) {
            optic.family = int(mFamilies.indexOf(family));
            if (optic.family < 0) {
                mFamilies.append(family);
                optic.family = int(mFamilies.size() - 1);
            }
        }
        it = mOptics.insert(part, optic);
    }
    return *it;
}

const QList<const Part*>& FabricOptics::modulesFor(const FabricCage& cage) {
    const std::pair<int, std::pair<QString, QString>> key{cage.links, {cage.form, cage.moduleId}};
    if (const auto it = mModules.constFind(key); it != mModules.cend())
        return *it;
    // The cage's own module, where it speaks the fabric's protocol (a VPI port set to the other one takes
    // a module of that one); its top (flat for a riding heat sink) holds for the others too.
    const Part* named = mParts.find(cage.moduleId);
    if (named && !(named->cable() && named->cable()->type == QLatin1String("transceiver") &&
                   named->cable()->speaks(mProtocol)))
        named = nullptr;
    const QString top = named ? named->cable()->top : QString();
    const int links = std::max(1, cage.links);
    QList<const Part*> whole, single;
    for (const Part* part : mParts.ofKind(PartKind::Cable)) {
        const CableSpec* spec = part->cable();
        if (!spec || spec->type != QLatin1String("transceiver") || !spec->speaks(mProtocol) ||
            (!cage.form.isEmpty() && !spec->connector.isEmpty() && spec->connector != cage.form) ||
            (!top.isEmpty() && !spec->top.isEmpty() && spec->top != top))
            continue;
        if (sameSpeed(spec->speedGbps, mLinkGbps * links) || (links == 1 && spec->runsAt(mLinkGbps)))
            whole.append(part);
        else if (links > 1 && sameSpeed(spec->speedGbps, mLinkGbps))
            single.append(part); // one per link, where no module takes the whole cage
    }
    QList<const Part*>& modules = mModules[key];
    modules = whole.isEmpty() ? single : whole;
    std::stable_sort(modules.begin(), modules.end(), [&](const Part* a, const Part* b) {
        if ((a == named) != (b == named))
            return a == named;
        return moduleReachM(*a) < moduleReachM(*b);
    });
    return modules;
}

std::vector<const Part*> FabricOptics::chooseModules(const QList<FabricCage>& allCages,
                                                     const std::vector<int>& cages,
                                                     const std::vector<double>& runM) {
    // Cages of one shape share their list of modules: the families are gathered once per list.
    std::vector<const QList<const Part*>*> options(cages.size());
    std::vector<const QList<const Part*>*> lists;
    std::vector<double> familyReach; // by family, its longest reach
    for (std::size_t i = 0; i < cages.size(); ++i) {
        options[i] = &modulesFor(allCages[cages[i]]);
        if (std::find(lists.cbegin(), lists.cend(), options[i]) != lists.cend())
            continue;
        lists.push_back(options[i]);
        for (const Part* module : *options[i]) {
            const Optic& optic = opticOf(module);
            const std::size_t slot = std::size_t(optic.family + 1); // 0: a module that says none
            if (familyReach.size() <= slot)
                familyReach.resize(slot + 1, -1);
            familyReach[slot] = std::max(familyReach[slot], optic.reachM);
        }
    }
    std::vector<int> families; // slots present, in the order of their longest reach: multimode first
    for (std::size_t slot = 0; slot < familyReach.size(); ++slot)
        if (familyReach[slot] >= 0)
            families.push_back(int(slot) - 1);
    std::stable_sort(families.begin(), families.end(),
                     [&](int a, int b) { return familyReach[a + 1] < familyReach[b + 1]; });
    // In `family` (or any family for a module that says none), the first (named, then shortest) module of
    // each cage that reaches its runs; with `reachOrLongest`, the longest-reaching one where none does.
    const auto pick = [&](int family, bool reachOrLongest) {
        std::vector<const Part*> chosen(cages.size(), nullptr);
        for (std::size_t i = 0; i < cages.size(); ++i) {
            const Part* longest = nullptr;
            double longestReach = -1;
            for (const Part* module : *options[i]) {
                const Optic& optic = opticOf(module);
                if (optic.family >= 0 && family >= 0 && optic.family != family)
                    continue;
                if (optic.reachM + 1e-9 >= runM[i]) {
                    chosen[i] = module;
                    break;
                }
                if (optic.reachM > longestReach) {
                    longest = module;
                    longestReach = optic.reachM;
                }
            }
            if (!chosen[i] && reachOrLongest)
                chosen[i] = longest;
        }
        return chosen;
    };
    const auto complete = [](const std::vector<const Part*>& chosen) {
        return std::all_of(chosen.cbegin(), chosen.cend(), [](const Part* m) { return m != nullptr; });
    };
    for (int family : families)
        if (std::vector<const Part*> chosen = pick(family, false); complete(chosen))
            return chosen;
    // None reaches every run: the longest-reaching type every cage has a module of (the links past its
    // reach are left without a fibre, and said so).
    int fallback = families.empty() ? -1 : families.back();
    for (int family : families)
        if (complete(pick(family, true)))
            fallback = family; // in order of reach: the last that covers every cage
    return pick(fallback, true);
}

const Part* FabricOptics::fibreFor(const Part* a, int aLinks, const Part* b, int bLinks, double runM,
                                   int* legs) {
    *legs = 1;
    if (!a || !b)
        return nullptr;
    const Optic& aOptic = opticOf(a);
    const Optic& bOptic = opticOf(b);
    if (aOptic.family >= 0 && bOptic.family >= 0 && aOptic.family != bOptic.family)
        return nullptr;
    if (std::min(aOptic.reachM, bOptic.reachM) + 1e-9 < runM)
        return nullptr;
    const int aPort = linksPerPort(*a, mLinkGbps, aLinks), bPort = linksPerPort(*b, mLinkGbps, bLinks);
    if (aPort > 1 && bPort > 1)
        return nullptr; // no fibre splits at both ends
    *legs = std::max(aPort, bPort);
    if (*legs > 2)
        return nullptr; // the catalog's splitter fibres are 1:2
    const int family = aOptic.family >= 0 ? aOptic.family : bOptic.family;
    auto it = mFibres.find({family, *legs});
    if (it == mFibres.end()) {
        const QString name = family >= 0 ? mFamilies[family] : QString();
        QList<const Part*> fibres;
        for (const Part* part : mParts.ofKind(PartKind::Cable)) {
            const CableSpec* spec = part->cable();
            if (!spec || spec->type != QLatin1String("fiber") || fibreLegs(*spec) != *legs)
                continue;
            // A module that says nothing of its fibre takes any of its speed's connector (MPO-12 from
            // 40G, LC below), as before optics were told apart; a fibre that says nothing of its type
            // serves any module of its connector.
            const QString own = fibreFamily(*spec);
            if (name.isEmpty()
                    ? !spec->connector.startsWith(QLatin1String(mLinkGbps >= 40 ? "mpo" : "lc"))
                    : (own != name && !(spec->fiber.isEmpty() && name.section(QLatin1Char('|'), 1) ==
                                                                     own.section(QLatin1Char('|'), 1))))
                continue;
            fibres.append(part);
        }
        std::stable_sort(fibres.begin(), fibres.end(), [](const Part* x, const Part* y) {
            return x->cable()->lengthM < y->cable()->lengthM;
        });
        it = mFibres.emplace(std::pair{family, *legs}, fibres).first;
    }
    for (const Part* fibre : std::as_const(it->second))
        if (fibre->cable()->lengthM + 1e-9 >= runM)
            return fibre;
    return nullptr;
}
