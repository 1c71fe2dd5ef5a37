#pragma once

#include <QList>
#include <QString>
#include <QStringList>

struct Bom;
struct Design;
class PartIndex;

// What one rack, or one node configuration, costs at the BOM's unit prices (quotes included): the
// per-rack and per-node subtotals a purchasing committee asks for. Spares and the fabric's cables and
// optics belong to no rack and are left out; built-in parts of a system cost nothing of their own.
struct CostGroup {
    QString name;        // the rack's name, or the node's model with its GPUs ("DGX H100")
    QString partId;      // the rack or node part
    QStringList members; // rack: its id; node configuration: the ids of the nodes built that way
    QString contents;    // node configuration: "8 x H100 SXM5 80GB, 2 x Xeon 8480+"; rack: devices and PDUs
    double each = 0;     // one rack, one node
    double total() const { return each * double(members.size()); }
    bool incomplete = false; // a part in it has no price: `each` leaves it out
};

struct BomGroups {
    QList<CostGroup> racks; // in design order
    QList<CostGroup> nodes; // servers and systems with the same part and components, most numerous first
};

BomGroups bomGroups(const Design& design, const PartIndex& parts, const Bom& bom);
