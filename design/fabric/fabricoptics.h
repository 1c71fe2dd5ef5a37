#pragma once

// Optics chosen by reach (docs/fabric.md, "Optics by reach"): multimode up to its 50 m, single-mode DR4
// (100 m, 500 m) and FR4 (2 km) beyond, the same fibre type at both ends of a link and in both ports of a
// twin-port module, straight fibres between ports of one link each and 1:2 splitter fibres where a port
// carries two (200G hosts on a 400G switch port).
#include "fabric/fabriccabling.h"

#include <QHash>
#include <QList>
#include <map>
#include <vector>

class PartIndex;
struct Part;

class FabricOptics {
public:
    FabricOptics(const PartIndex& parts, const QString& protocol, double linkGbps);

    // The modules that fit `cage` at the link speed, best first: the one the cage names, then by reach;
    // a cage of several links takes a module for all of them, else (none in the catalog) one per link.
    const QList<const Part*>& modulesFor(const FabricCage& cage);

    // A group of cages joined only by optical links (`cages`, with each cage's longest run): the module
    // each cage takes, all of one fibre type and connector, each reaching its cage's runs; the first type
    // (multimode, then single-mode MPO, then duplex LC) that serves every cage. Where none serves them all,
    // the longest-reaching type every cage has a module of, each cage's reaching as far as it can (the runs
    // past it get no fibre). Empty entries: no module fits that cage.
    std::vector<const Part*> chooseModules(const QList<FabricCage>& allCages, const std::vector<int>& cages,
                                           const std::vector<double>& runM);

    // The fibre of a link of `runM` between modules `a` and `b` in cages of `aLinks` and `bLinks` links:
    // a 1:2 splitter where a module port carries two links, else straight; nullptr when no fibre of their
    // type reaches, or the modules' reach (the shorter) is less than the run. `legs`: links the fibre
    // carries.
    const Part* fibreFor(const Part* a, int aLinks, const Part* b, int bLinks, double runM, int* legs);

private:
    struct Optic {
        int family = -1; // an index into mFamilies; -1: the part says neither its fibre nor connector
        double reachM = 0;
    };
    const Optic& opticOf(const Part* part); // cached per part: a floor asks for every link

    const PartIndex& mParts;
    QString mProtocol;
    double mLinkGbps;
    QHash<std::pair<int, std::pair<QString, QString>>, QList<const Part*>>
        mModules; // (links, (form, module))
    QHash<const Part*, Optic> mOptics;
    QStringList mFamilies;                                     // "multimode|mpo-12-apc", ...
    std::map<std::pair<int, int>, QList<const Part*>> mFibres; // by (family, legs), shortest first
};

// "multimode|mpo-12-apc": a module's or fibre's type and connector; empty for a module that says neither
// (a user part: any fibre of its speed's connector).
QString opticFamily(const Part& part);
// The longest run a module drives (its reach; unlimited when the catalog does not say).
double moduleReachM(const Part& module);
