#pragma once

// Where fabric cables run and which catalog parts make them (docs/fabric.md, "Cable lengths").
#include <QList>
#include <QString>

class PartIndex;
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

// How one link is cabled. For optics, `partId` is the fibre and the ends get transceivers.
struct CableChoice {
    QString partId;         // the cable or fibre; empty when the catalog has nothing that fits
    QString type;           // "dac", "acc", "aoc", "fiber", or "" when nothing fits
    double lengthM = 0;     // the stock length used
    bool twinPort = false;  // one cable serves two links on a twin-port cage (splitter)
    QString switchModuleId; // optics: the module on a switch end (twin-port modules carry two links)
    bool switchModuleTwin = false;
    QString hostModuleId; // optics: the module on a host end
};

// The cable for a link of `speedGbps` and `protocol` over `runM` metres: the shortest copper (DAC, then
// ACC) that reaches, else an AOC, else transceivers and fibre. Parts whose speed is twice the link's are
// twin-port (one switch cage carries two links).
CableChoice chooseCable(const PartIndex& parts, const QString& protocol, double speedGbps, double runM,
                        bool hostEnd);
