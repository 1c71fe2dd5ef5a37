#pragma once

#include <QString>
#include <optional>

// The kinds of hardware the catalog knows. Names match the "kind" field of the catalog JSON.
// Facility: the hall's equipment (CDUs, rear doors, air units, UPS modules, busway tap-offs), placed in the
// hall (model/hall.h), never in a rack.
enum class PartKind {
    Rack,
    Server,
    System,
    Gpu,
    Cpu,
    Memory,
    Storage,
    Nic,
    Switch,
    Psu,
    Pdu,
    Cable,
    Facility
};

QString partKindName(PartKind kind);
std::optional<PartKind> partKindFromName(const QString& name);
const QList<PartKind>& allPartKinds();
// Kinds that are mounted in a rack at a U position.
bool isRackMountedKind(PartKind kind);
// Kinds that go into a device's bays.
bool isComponentKind(PartKind kind);
