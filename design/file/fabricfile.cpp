#include "file/fabricfile.h"

#include "parts/partindex.h"

#include <QSet>

namespace DesignFileDetail {

namespace {

constexpr size_t kMaxFabrics = 64;
constexpr size_t kMaxListed = 100000; // switches or NIC parts of one fabric, cables of a design

// A list of strings at `key` (empty when absent), each checked by `check` with its place.
QStringList strings(const ObjectReader& o, const char* key,
                    const std::function<void(const QString& value, const QString& at)>& check) {
    QStringList result;
    const JsonArray list = o.array(key);
    if (list.size() > kMaxListed)
        throw LoadError{o.path(key), DesignFile::tr("has more than %1 entries").arg(kMaxListed)};
    size_t i = 0;
    for (const JsonValue item : list) {
        const QString at = o.path(key) + QStringLiteral("[%1]").arg(i++);
        std::string_view text;
        if (item.get(text) != simdjson::SUCCESS)
            throw LoadError{at, DesignFile::tr("must be a string, got %1").arg(shown(item))};
        const QString value = textOf(text);
        check(value, at);
        result.append(value);
    }
    return result;
}

} // namespace

QList<Fabric> readFabrics(const ObjectReader& root, const PartIndex& parts,
                          const std::function<bool(const QString&)>& isDevice) {
    QList<Fabric> fabrics;
    const JsonArray list = root.array("fabrics");
    if (list.size() > kMaxFabrics)
        throw LoadError{QStringLiteral("fabrics"),
                        DesignFile::tr("has more than %1 entries").arg(kMaxFabrics)};
    QSet<QString> ids;
    QSet<QString> switches; // a switch serves one fabric
    root.forEachObject("fabrics", [&](const ObjectReader& f) {
        Fabric fabric;
        fabric.id = f.id("id");
        if (ids.contains(fabric.id))
            throw LoadError{f.path("id"),
                            DesignFile::tr("%1 is already used by another fabric").arg(quoted(fabric.id))};
        ids.insert(fabric.id);
        fabric.name = f.string("name", false);
        fabric.technology =
            choice(f, "technology", fabric.technology, Fabric::isTechnology, "infiniband, ethernet");
        fabric.role = choice(f, "role", fabric.role, Fabric::isRole, "compute, storage, inband, management");
        fabric.switchPartId = partOfKind(f.path("switch"), parts, PartKind::Switch, f.string("switch", true));
        fabric.nicPartIds = strings(f, "nics", [&](const QString& id, const QString& at) {
            partOfKind(at, parts, PartKind::Nic, id);
        });
        if (fabric.nicPartIds.isEmpty() && fabric.role != QLatin1String("management"))
            throw LoadError{f.path("nics"), DesignFile::tr("must name at least one NIC part")};
        fabric.topology =
            choice(f, "topology", fabric.topology, Fabric::isTopology, "rail-optimized, fat-tree");
        fabric.blocking = f.ranged(SettingRange::kFabricBlocking, fabric.blocking); // 1: non-blocking
        fabric.placement = choice(f, "placement", fabric.placement, Fabric::isPlacement,
                                  "network-rack, top-of-rack, new-racks");
        fabric.networkRackId = f.string("network_rack", false);
        const ObjectReader placed = f.object("switches");
        const auto tier = [&](const char* key) {
            return strings(placed, key, [&](const QString& id, const QString& at) {
                if (!isDevice(id))
                    throw LoadError{at, DesignFile::tr("%1 is not a device of this design").arg(quoted(id))};
                if (switches.contains(id))
                    throw LoadError{at, DesignFile::tr("%1 is listed twice").arg(quoted(id))};
                switches.insert(id);
            });
        };
        fabric.leafIds = tier("leaf");
        fabric.spineIds = tier("spine");
        fabric.coreIds = tier("core");
        placed.rejectUnknownKeys({"leaf", "spine", "core"});
        f.rejectUnknownKeys({"id", "name", "technology", "role", "switch", "nics", "topology", "blocking",
                             "placement", "network_rack", "switches"});
        fabrics.append(fabric);
    });
    return fabrics;
}

QList<CableOverride> readCables(const ObjectReader& root, const PartIndex& parts,
                                const std::function<bool(const QString&)>& isDevice) {
    QList<CableOverride> cables;
    const JsonArray list = root.array("cables");
    if (list.size() > kMaxListed)
        throw LoadError{QStringLiteral("cables"), DesignFile::tr("has more than %1 entries").arg(kMaxListed)};
    QSet<QString> ids;
    root.forEachObject("cables", [&](const ObjectReader& c) {
        CableOverride cable;
        cable.id = c.id("id");
        if (ids.contains(cable.id))
            throw LoadError{c.path("id"),
                            DesignFile::tr("%1 is already used by another cable").arg(quoted(cable.id))};
        ids.insert(cable.id);
        if (c.has("part"))
            cable.partId = partOfKind(c.path("part"), parts, PartKind::Cable, c.string("part", true));
        cable.lengthM = c.ranged(SettingRange::kCableLengthM, 0);
        const auto end = [&](const char* key, QString* device, QString* port) {
            const ObjectReader e = c.object(key);
            if (!c.has(key))
                return;
            *device = e.id("device");
            if (!isDevice(*device))
                throw LoadError{e.path("device"),
                                DesignFile::tr("%1 is not a device of this design").arg(quoted(*device))};
            *port = e.string("port", false);
            e.rejectUnknownKeys({"device", "port"});
        };
        end("a", &cable.aDevice, &cable.aPort);
        end("b", &cable.bDevice, &cable.bPort);
        if (cable.aDevice.isEmpty() != cable.bDevice.isEmpty())
            throw LoadError{c.objectPath(), DesignFile::tr("needs both ends (a and b) or neither")};
        c.rejectUnknownKeys({"id", "part", "length_m", "a", "b"});
        cables.append(cable);
    });
    return cables;
}

ordered_json writeFabrics(const QList<Fabric>& fabrics) {
    ordered_json list = ordered_json::array();
    const auto strings = [](const QStringList& values) {
        ordered_json array = ordered_json::array();
        for (const QString& v : values)
            array.push_back(v.toStdString());
        return array;
    };
    for (const Fabric& fabric : fabrics) {
        ordered_json f = ordered_json::object();
        f["id"] = fabric.id.toStdString();
        if (!fabric.name.isEmpty())
            f["name"] = fabric.name.toStdString();
        f["technology"] = fabric.technology.toStdString();
        f["role"] = fabric.role.toStdString();
        f["switch"] = fabric.switchPartId.toStdString();
        f["nics"] = strings(fabric.nicPartIds);
        f["topology"] = fabric.topology.toStdString();
        f["blocking"] = number(fabric.blocking);
        f["placement"] = fabric.placement.toStdString();
        if (!fabric.networkRackId.isEmpty())
            f["network_rack"] = fabric.networkRackId.toStdString();
        ordered_json placed = ordered_json::object();
        placed["leaf"] = strings(fabric.leafIds);
        placed["spine"] = strings(fabric.spineIds);
        placed["core"] = strings(fabric.coreIds);
        f["switches"] = std::move(placed);
        list.push_back(std::move(f));
    }
    return list;
}

ordered_json writeCables(const QList<CableOverride>& cables) {
    ordered_json list = ordered_json::array();
    for (const CableOverride& cable : cables) {
        ordered_json c = ordered_json::object();
        c["id"] = cable.id.toStdString();
        if (!cable.partId.isEmpty())
            c["part"] = cable.partId.toStdString();
        if (cable.lengthM > 0)
            c["length_m"] = cable.lengthM == std::floor(cable.lengthM) ? ordered_json(qint64(cable.lengthM))
                                                                       : ordered_json(cable.lengthM);
        if (!cable.aDevice.isEmpty()) {
            c["a"] = {{"device", cable.aDevice.toStdString()}, {"port", cable.aPort.toStdString()}};
            c["b"] = {{"device", cable.bDevice.toStdString()}, {"port", cable.bPort.toStdString()}};
        }
        list.push_back(std::move(c));
    }
    return list;
}

} // namespace DesignFileDetail
