#include "fabric/fabricoptics.h"

#include "parts/partindex.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

bool same(double a, double b) {
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
        if (same(spec->speedGbps, mLinkGbps * links) || (links == 1 && spec->runsAt(mLinkGbps)))
            whole.append(part);
        else if (links > 1 && same(spec->speedGbps, mLinkGbps))
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
    std::vector<const QList<const Part*>*> options(cages.size());
    QStringList families; // in the order of their longest reach: multimode first
    QHash<QString, double> familyReach;
    for (std::size_t i = 0; i < cages.size(); ++i) {
        options[i] = &modulesFor(allCages[cages[i]]);
        for (const Part* module : *options[i]) {
            const QString family = opticFamily(*module);
            if (!familyReach.contains(family))
                families.append(family);
            familyReach[family] = std::max(familyReach.value(family), moduleReachM(*module));
        }
    }
    std::stable_sort(families.begin(), families.end(),
                     [&](const QString& a, const QString& b) { return familyReach[a] < familyReach[b]; });
    // In `family` (or any family for a module that says none), the first (named, then shortest) module of
    // each cage that reaches its runs; with `reachOrLongest`, the longest-reaching one where none does.
    const auto pick = [&](const QString& family, bool reachOrLongest) {
        std::vector<const Part*> chosen(cages.size(), nullptr);
        for (std::size_t i = 0; i < cages.size(); ++i) {
            const Part* longest = nullptr;
            for (const Part* module : *options[i]) {
                const QString own = opticFamily(*module);
                if (!own.isEmpty() && !family.isEmpty() && own != family)
                    continue;
                if (moduleReachM(*module) + 1e-9 >= runM[i]) {
                    chosen[i] = module;
                    break;
                }
                if (!longest || moduleReachM(*module) > moduleReachM(*longest))
                    longest = module;
            }
            if (!chosen[i] && reachOrLongest)
                chosen[i] = longest;
        }
        return chosen;
    };
    for (const QString& family : std::as_const(families)) {
        std::vector<const Part*> chosen = pick(family, false);
        if (std::all_of(chosen.cbegin(), chosen.cend(), [](const Part* m) { return m != nullptr; }))
            return chosen;
    }
    // None reaches every run: the longest-reaching type every cage has a module of (the links past its
    // reach are left without a fibre, and said so).
    QString fallback = families.isEmpty() ? QString() : families.last();
    for (const QString& family : std::as_const(families)) {
        const std::vector<const Part*> chosen = pick(family, true);
        if (std::all_of(chosen.cbegin(), chosen.cend(), [](const Part* m) { return m != nullptr; }))
            fallback = family; // the families are in order of reach: the last that covers every cage
    }
    return pick(fallback, true);
}

const Part* FabricOptics::fibreFor(const Part* a, int aLinks, const Part* b, int bLinks, double runM,
                                   int* legs) {
    *legs = 1;
    if (!a || !b)
        return nullptr;
    const QString aFamily = opticFamily(*a), bFamily = opticFamily(*b);
    if (!aFamily.isEmpty() && !bFamily.isEmpty() && aFamily != bFamily)
        return nullptr;
    if (std::min(moduleReachM(*a), moduleReachM(*b)) + 1e-9 < runM)
        return nullptr;
    const int aPort = linksPerPort(*a, mLinkGbps, aLinks), bPort = linksPerPort(*b, mLinkGbps, bLinks);
    if (aPort > 1 && bPort > 1)
        return nullptr; // no fibre splits at both ends
    *legs = std::max(aPort, bPort);
    if (*legs > 2)
        return nullptr; // the catalog's splitter fibres are 1:2
    const QString family = aFamily.isEmpty() ? bFamily : aFamily;
    const QString key = family + QLatin1Char('/') + QString::number(*legs);
    auto it = mFibres.find(key);
    if (it == mFibres.end()) {
        QList<const Part*> fibres;
        for (const Part* part : mParts.ofKind(PartKind::Cable)) {
            const CableSpec* spec = part->cable();
            if (!spec || spec->type != QLatin1String("fiber") || fibreLegs(*spec) != *legs)
                continue;
            // A module that says nothing of its fibre takes any of its speed's connector (MPO-12 from
            // 40G, LC below), as before optics were told apart.
            if (family.isEmpty()
                    ? !spec->connector.startsWith(QLatin1String(mLinkGbps >= 40 ? "mpo" : "lc"))
                    : (fibreFamily(*spec) != family &&
                       !(spec->fiber.isEmpty() && family.section(QLatin1Char('|'), 1) ==
                                                      fibreFamily(*spec).section(QLatin1Char('|'), 1))))
                continue;
            fibres.append(part);
        }
        std::stable_sort(fibres.begin(), fibres.end(), [](const Part* x, const Part* y) {
            return x->cable()->lengthM < y->cable()->lengthM;
        });
        it = mFibres.insert(key, fibres);
    }
    for (const Part* fibre : std::as_const(*it))
        if (fibre->cable()->lengthM + 1e-9 >= runM)
            return fibre;
    return nullptr;
}
