#pragma once

#include "model/design.h"

#include <QList>
#include <QString>
#include <QStringList>

class PartIndex;
struct DesignTemplate;
struct Part;

// What the explorer considers (docs/explore.md, "Input"): the GPU systems of the catalog and configured GPU
// servers, each in the racks and on the fabric technologies it can use.

// A configured GPU server: one of the design's own, or a server template of the library.
struct ExploreServer {
    Device device; // its chassis, components and PSU redundancy
    QString name;  // "4U 8-GPU PCIe server, 8 x L20 48GB (configured)", "L20 node (template)"
    QString key;   // what names it in --systems: the design's device id, or the template's name
};

// The rack cooling a floor offers (RackSpec::cooling): room air, a rear-door heat exchanger, a liquid loop.
inline const QStringList kRackCoolings{QStringLiteral("air"), QStringLiteral("rdhx"),
                                       QStringLiteral("liquid")};
// The compute fabric's technologies (PortGroup::protocol).
inline const QStringList kFabricTechnologies{QStringLiteral("infiniband"), QStringLiteral("ethernet")};

// The rack cooling a design's floor offers (kRackCoolings order): its racks' own (room air where a rack
// says none), a liquid loop where its hall has a coolant loop, rear doors where its hall has them. Every
// cooling for a design without racks.
QStringList floorCoolings(const Design& design, const PartIndex& parts);

// The GPU systems of the catalog a default run considers.
QStringList gpuSystems(const PartIndex& parts);
// The design's configured GPU servers (not catalog systems), one of each configuration: chassis,
// components and PSU redundancy; without their ids' places, cords or measured power.
QList<ExploreServer> configuredGpuServers(const Design& design, const PartIndex& parts);
// The library's server templates whose server holds GPUs.
QList<ExploreServer> templateGpuServers(const QList<DesignTemplate>& templates, const PartIndex& parts);
// "4U 8-GPU PCIe server, 8 x L20 48GB (configured)": how a configured server is named among candidates.
QString configuredServerName(const Device& server, const PartIndex& parts);

// The share of a chassis' heat its cold plates give to liquid (0: air-cooled).
double liquidShareOf(const Part& chassis);
// The rack coolings a node of `chassis` can stand in: a liquid loop for a system that gives heat to
// liquid, else room air or a rear-door heat exchanger.
QStringList coolingsFor(const Part& chassis);
// The technologies the node's NICs can run its compute fabric on (a VPI ConnectX-7: both), in the order
// of kFabricTechnologies.
QStringList technologiesFor(const Device& node, const PartIndex& parts);

// "Air", "Rear-door heat exchanger", "Liquid"; "InfiniBand", "Ethernet": translated.
QString coolingName(const QString& cooling);
QString technologyName(const QString& technology);
