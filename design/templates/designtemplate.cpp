#include "templates/designtemplate.h"

#include "file/designfile.h"
#include "jsontext.h"
#include "parts/partindex.h"

#include <nlohmann/json.hpp>

namespace {

using nlohmann::json;
constexpr const char* kFormat = "cluster-workbench-template";

QString modelOf(const PartIndex& parts, const QString& partId) {
    const Part* part = parts.find(partId);
    return part && !part->model.isEmpty() ? part->model : partId;
}

} // namespace

std::optional<DesignTemplate> DesignTemplate::fromServer(const Design& design, const QString& deviceId,
                                                         const QString& name, QString* error) {
    const auto [r, d] = design.deviceLocation(deviceId);
    if (r < 0) {
        if (error)
            *error = tr("select a server to save as a template");
        return std::nullopt;
    }
    DesignTemplate t;
    t.name = name.trimmed();
    t.kind = Kind::Server;
    t.rack.id = QStringLiteral("R01");
    t.rack.partId = design.racks[r].partId;
    Device server = design.racks[r].devices[d];
    server.u = 1;
    server.name.clear();
    server.powerCords.clear();
    server.feed.clear();
    server.measuredPowerW.reset();
    t.rack.devices = {server};
    return t;
}

std::optional<DesignTemplate> DesignTemplate::fromRack(const Design& design, const QString& rackId,
                                                       const QString& name, QString* error) {
    const int r = design.rackIndex(rackId);
    if (r < 0) {
        if (error)
            *error = tr("select a rack to save as a template");
        return std::nullopt;
    }
    DesignTemplate t;
    t.name = name.trimmed();
    t.kind = Kind::Rack;
    t.rack = design.racks[r];
    t.rack.row = 0;
    t.rack.position = 0;
    return t;
}

QByteArray DesignTemplate::toJson() const {
    Design holder;
    holder.name = name;
    holder.racks = {rack};
    const json design = json::parse(DesignFile::write(holder).toStdString());
    nlohmann::ordered_json document = nlohmann::ordered_json::object();
    document["format"] = kFormat;
    document["version"] = kVersion;
    document["name"] = name.toStdString();
    document["kind"] = kind == Kind::Server ? "server" : "rack";
    document["design"] = design;
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}

std::optional<DesignTemplate> DesignTemplate::fromJson(const QByteArray& text, const PartIndex& parts,
                                                       const QString& fileName, QString* error) {
    const auto fail = [&](const QString& place, const QString& reason) -> std::optional<DesignTemplate> {
        if (error)
            *error = place.isEmpty() ? tr("%1: %2").arg(fileName, reason)
                                     : tr("%1: %2: %3").arg(fileName, place, reason);
        return std::nullopt;
    };
    QString parseError;
    const std::optional<json> parsed = parseJsonText(text, &parseError);
    if (!parsed)
        return fail({}, parseError);
    const json& document = *parsed;
    if (!document.is_object())
        return fail({}, tr("must be a JSON object"));
    if (document.value("format", json()) != kFormat)
        return fail(QStringLiteral("format"), tr("must be \"%1\"").arg(QString::fromLatin1(kFormat)));
    const json& version = document.value("version", json());
    if (!version.is_number_integer() || version.get<long long>() != kVersion)
        return fail(QStringLiteral("version"), tr("unsupported version %1, this program reads version %2")
                                                   .arg(shownJsonValue(version))
                                                   .arg(kVersion));
    for (auto it = document.begin(); it != document.end(); ++it)
        if (it.key() != "format" && it.key() != "version" && it.key() != "name" && it.key() != "kind" &&
            it.key() != "design")
            return fail(QString::fromStdString(it.key()), tr("unknown key"));
    DesignTemplate t;
    const json& name = document.value("name", json());
    if (!name.is_string() || QString::fromStdString(name.get<std::string>()).trimmed().isEmpty())
        return fail(QStringLiteral("name"), tr("must be a name"));
    t.name = QString::fromStdString(name.get<std::string>()).trimmed();
    const json& kind = document.value("kind", json());
    if (kind == "server")
        t.kind = Kind::Server;
    else if (kind == "rack")
        t.kind = Kind::Rack;
    else
        return fail(QStringLiteral("kind"), tr("must be \"server\" or \"rack\""));
    if (!document.contains("design") || !document.at("design").is_object())
        return fail(QStringLiteral("design"), tr("must be a design object"));
    QString designError;
    const auto design = DesignFile::read(QByteArray::fromStdString(document.at("design").dump()), parts,
                                         fileName + QStringLiteral(": design"), &designError);
    if (!design) {
        if (error)
            *error = designError;
        return std::nullopt;
    }
    if (design->racks.size() != 1)
        return fail(QStringLiteral("design.racks"), tr("must hold exactly one rack"));
    t.rack = design->racks.first();
    if (t.kind == Kind::Server && t.rack.devices.size() != 1)
        return fail(QStringLiteral("design.racks[0].devices"),
                    tr("a server template holds exactly one device"));
    if (t.kind == Kind::Server) {
        const Part* part = parts.find(t.rack.devices.first().partId);
        if (!part || (part->kind != PartKind::Server && part->kind != PartKind::System))
            return fail(QStringLiteral("design.racks[0].devices[0].part"),
                        tr("must be a server or a system"));
    }
    return t;
}

QString DesignTemplate::summary(const PartIndex& parts) const {
    if (kind == Kind::Server) {
        QStringList contents;
        for (const Component& c : server().components)
            contents << tr("%1 x %2").arg(c.qty).arg(modelOf(parts, c.partId));
        const QString model = modelOf(parts, server().partId);
        return contents.isEmpty() ? model : tr("%1: %2").arg(model, contents.join(QStringLiteral(", ")));
    }
    return tr("%1, %n device(s)", nullptr, int(rack.devices.size())).arg(modelOf(parts, rack.partId));
}
