#include "parts/partkind.h"

#include <QList>

namespace {
struct KindName {
    PartKind kind;
    const char* name;
};
constexpr KindName kKindNames[] = {
    {PartKind::Rack, "rack"},         {PartKind::Server, "server"}, {PartKind::System, "system"},
    {PartKind::Gpu, "gpu"},           {PartKind::Cpu, "cpu"},       {PartKind::Memory, "memory"},
    {PartKind::Storage, "storage"},   {PartKind::Nic, "nic"},       {PartKind::Switch, "switch"},
    {PartKind::Psu, "psu"},           {PartKind::Pdu, "pdu"},       {PartKind::Cable, "cable"},
    {PartKind::Facility, "facility"},
};
} // namespace

QString partKindName(PartKind kind) {
    for (const auto& entry : kKindNames)
        if (entry.kind == kind)
            return QString::fromLatin1(entry.name);
    return {};
}

std::optional<PartKind> partKindFromName(const QString& name) {
    for (const auto& entry : kKindNames)
        if (name == QLatin1String(entry.name))
            return entry.kind;
    return std::nullopt;
}

const QList<PartKind>& allPartKinds() {
    static const QList<PartKind> kinds = [] {
        QList<PartKind> list;
        for (const auto& entry : kKindNames)
            list.append(entry.kind);
        return list;
    }();
    return kinds;
}

bool isRackMountedKind(PartKind kind) {
    return kind == PartKind::Server || kind == PartKind::System || kind == PartKind::Switch ||
           kind == PartKind::Pdu;
}

bool isComponentKind(PartKind kind) {
    switch (kind) {
    case PartKind::Gpu:
    case PartKind::Cpu:
    case PartKind::Memory:
    case PartKind::Storage:
    case PartKind::Nic:
    case PartKind::Psu:
        return true;
    default:
        return false;
    }
}
