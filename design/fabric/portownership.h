#pragma once

#include "model/design.h"
#include "model/finding.h"

#include <QList>
#include <QString>
#include <QStringList>

class PartIndex;
struct FabricReport;

// A host port is cabled to one switch, so it belongs to one fabric. A fabric takes every port of its NIC
// parts that speaks its technology, on every node, so two fabrics own the same ports when they name the
// same NIC part and its ports speak both fabrics' technologies (a VPI ConnectX-7 runs InfiniBand or
// Ethernet, not both at once). An out-of-band management fabric takes the nodes' BMC ports, no NIC's.

// The fabrics of `design` other than `exceptFabricId` that already own the ports a fabric of
// `technology` would take from `nicPartId`, in design order.
QStringList fabricsOwningNicPorts(const Design& design, const PartIndex& parts, const QString& nicPartId,
                                  const QString& technology, const QString& exceptFabricId = {});

// One error finding ("fabric.port.shared") for each pair of fabrics that take the same NIC's ports: both
// fabrics, the NIC, the first node and port as the cut-sheet names it (from `reports`, the fabrics'
// analyses in design order, when they have their links), and how many ports on how many nodes.
QList<Finding> portOwnershipFindings(const Design& design, const PartIndex& parts,
                                     const QList<FabricReport>& reports);

// The technology a new fabric starts with: the first (InfiniBand, then Ethernet) whose NIC ports in the
// design are not all in fabrics yet, else the first the design's NICs run at all, else InfiniBand.
QString newFabricTechnology(const Design& design, const PartIndex& parts);
