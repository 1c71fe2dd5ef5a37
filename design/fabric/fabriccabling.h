#pragma once

// Where fabric cables run and which catalog parts make them (docs/fabric.md, "Cable lengths").
#include <QList>
#include <QString>

class PartIndex;
struct Part;
struct Rack;

// A point a cable ends at: a rack on the floor and a U in it.
struct CablePoint {
    int row = 0;
    int position = 0;
    int u = 1;
    int rackUnits = 42;
    double rackWidthM = 0.6;
    double rackDepthM = 1.2;
    QString rackId; // empty for a rack the fabric would add
};

// The point of U `u` in `rack` (the rack part gives height, width and depth).
CablePoint cablePoint(const Rack& rack, int u, const PartIndex& parts);

// The run between two points, in metres, before rounding up to a stock length:
//   same rack:   the vertical distance between the U + 1 m (0.5 m at each end to reach the side rails);
//   two racks:   up from each U to the top of its rack and 0.3 m into the overhead tray, along the tray
//                (rows apart by rack depth + 1.2 m aisle, racks in a row by their width), plus 0.5 m at
//                each end, then 10% slack.
double cableRunM(const CablePoint& a, const CablePoint& b);

// A cage on a device in a fabric: one pluggable module or cable end goes in it and carries `links` links
// (a QM9700 cage: two 400G links; a DGX H100 rear OSFP cage: two of its ConnectX-7 ports).
struct FabricCage {
    int links = 1;
    QString form;     // "osfp", "qsfp112", ...; empty when not known
    QString moduleId; // the transceiver it takes for optics; empty: any of the protocol at its speed
    QString deviceId; // in a fabric report: the device and the cage's number on it (from 1)
    int number = 0;
    bool operator==(const FabricCage&) const = default;
};

// How one link is cabled. For optics, `partId` is the fibre and the cages at its ends hold modules.
struct CableChoice {
    QString partId;     // the cable or fibre; empty when the catalog has nothing that fits
    QString type;       // "dac", "acc", "aoc", "fiber", or "" when nothing fits
    double lengthM = 0; // the stock length used
    int legs = 1;       // links one cable carries: 2 for a twin-port or 1:2 splitter cable (one per cage)
    QString aModuleId;  // optics: the module in the cage at each end
    QString bModuleId;
};

// The cable for links between cages over `runM`: with `splitter`, one plug carrying `legs` links at one
// end and single-port plugs at the others (connector "osfp-2xosfp" for two legs); else a straight cable
// with `legs` links on the plug at each end (1: an ordinary cable). The shortest passive copper (DAC)
// that reaches, then active copper (ACC), then active optical (AOC); nullptr when none reaches.
const Part* copperCable(const PartIndex& parts, const QString& protocol, double linkGbps, int legs,
                        bool splitter, double runM);
// The same choice for many runs: the cables of that shape, DAC then ACC then AOC, each shortest first; a
// run's cable is the first one long enough (cableForRun).
QList<const Part*> copperCables(const PartIndex& parts, const QString& protocol, double linkGbps, int legs,
                                bool splitter);
const Part* cableForRun(const QList<const Part*>& cables, double runM);

// Optics (modules by reach, fibres straight or split): fabricoptics.h.
