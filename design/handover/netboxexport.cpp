#include "handover/handoverexport.h"

#include "analysis/budgets.h"
#include "csvtext.h"
#include "handover/safefilenames.h"
#include "netbox/netboxterms.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <yaml-cpp/yaml.h>

#include <cmath>

namespace {

QByteArray csv(const QStringList& header, const QList<QStringList>& rows) {
    QByteArray out;
    appendCsvRow(out, header);
    for (const QStringList& row : rows)
        appendCsvRow(out, row);
    return out;
}

// NetBox slugs are [-a-z0-9_]; a name with no Latin letter (in Chinese alone) gets one from its SHA-1, the
// same on every run, so two such names do not collide.
QString slug(const QString& text) {
    const QString slug = hostNameFrom(text);
    if (!slug.isEmpty())
        return slug;
    return QStringLiteral("n-") +
           QString::fromLatin1(
               QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(10));
}

QString cableType(const QString& type) {
    if (type == QLatin1String("dac"))
        return QStringLiteral("dac-passive");
    if (type == QLatin1String("acc"))
        return QStringLiteral("dac-active");
    if (type == QLatin1String("aoc"))
        return QStringLiteral("aoc");
    return {};
}

QString role(const Part& part, const DeviceBudget* budget) {
    switch (part.kind) {
    case PartKind::Switch:
        return QStringLiteral("Network switch");
    case PartKind::Pdu:
        return QStringLiteral("PDU");
    default:
        return budget && budget->gpus > 0 ? QStringLiteral("GPU server") : QStringLiteral("Server");
    }
}

// A number as NetBox's schema takes it: at most `decimals` places, written as the shortest text (yaml-cpp
// would write 1.1 as 1.1000000000000001, which is not a multiple of 0.01).
std::string decimalText(double value, int decimals) {
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text.toStdString();
}

} // namespace

QByteArray netboxDeviceTypeYaml(const Part& part, const QString& fileStem) {
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "manufacturer" << YAML::Value << part.vendor.toStdString();
    out << YAML::Key << "model" << YAML::Value << part.model.toStdString();
    // The schema's slug is [-a-z0-9_]: an id that is not one (an imported part's) takes its file's name,
    // unique in the export, made one.
    static const QRegularExpression slugPattern(QStringLiteral("^[-a-z0-9_]+$"));
    const QString typeSlug = slugPattern.match(part.id).hasMatch() ? part.id
                             : fileStem.isEmpty()
                                 ? slug(part.id)
                                 : fileStem.toLower().replace(QLatin1Char('.'), QLatin1Char('_'));
    out << YAML::Key << "slug" << YAML::Value << typeSlug.toStdString();
    if (!part.partNumber.isEmpty())
        out << YAML::Key << "part_number" << YAML::Value << part.partNumber.toStdString();
    out << YAML::Key << "u_height" << YAML::Value << decimalText(std::round(part.heightU * 2) / 2, 1);
    out << YAML::Key << "is_full_depth" << YAML::Value << (part.heightU > 0 && part.kind != PartKind::Pdu);
    if (part.weightKg > 0) {
        out << YAML::Key << "weight" << YAML::Value << decimalText(part.weightKg, 2);
        out << YAML::Key << "weight_unit" << YAML::Value << "kg";
    }
    out << YAML::Key << "comments" << YAML::Value
        << QStringLiteral("Catalog part %1 of Cluster Workbench. Source: %2")
               .arg(part.id, part.source)
               .toStdString();
    if (const SwitchSpec* sw = part.switchSpec()) {
        // Ports "1".."n", as the fabric cut-sheet names them: strings, as the schema's names are.
        out << YAML::Key << "interfaces" << YAML::Value << YAML::BeginSeq;
        int n = 0;
        for (const PortGroup& group : sw->ports)
            for (int i = 0; i < group.count; ++i)
                out << YAML::Flow << YAML::BeginMap << YAML::Key << "name" << YAML::Value
                    << YAML::DoubleQuoted << std::to_string(++n) << YAML::Key << "type" << YAML::Value
                    << netboxInterfaceType(group.protocol, group.speedGbps).toStdString() << YAML::EndMap;
        out << YAML::EndSeq;
    }
    if (const PduSpec* pdu = part.pdu()) {
        out << YAML::Key << "power-ports" << YAML::Value << YAML::BeginSeq << YAML::Flow << YAML::BeginMap
            << YAML::Key << "name" << YAML::Value << "Input" << YAML::Key << "type" << YAML::Value
            << netboxPlugFor(*pdu).toStdString() << YAML::EndMap << YAML::EndSeq;
        out << YAML::Key << "power-outlets" << YAML::Value << YAML::BeginSeq;
        const int outlets = pdu->outletsC13 + pdu->outletsC19;
        for (int i = 0; i < outlets; ++i) {
            out << YAML::Flow << YAML::BeginMap << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted
                << std::to_string(i + 1) << YAML::Key << "type" << YAML::Value
                << (i < pdu->outletsC13 ? "iec-60320-c13" : "iec-60320-c19") << YAML::Key << "power_port"
                << YAML::Value << "Input";
            if (pdu->phases == 3) // outlets spread over the legs in banks, as metered PDUs wire them
                out << YAML::Key << "feed_leg" << YAML::Value
                    << std::string(1, "ABC"[(i < pdu->outletsC13 ? i * 3 / std::max(1, pdu->outletsC13)
                                                                 : (i - pdu->outletsC13) * 3 /
                                                                       std::max(1, pdu->outletsC19))]);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
    return QByteArray("---\n") + out.c_str() + '\n';
}

std::optional<QList<HandoverFile>> netboxExportFiles(const Design& design, const PartIndex& parts,
                                                     const Budgets& budgets, const QString& siteName,
                                                     QString* error, QStringList* renamed) {
    const QString site =
        siteName.isEmpty() ? (design.name.isEmpty() ? QStringLiteral("Cluster") : design.name) : siteName;
    QList<HandoverFile> files;
    QList<QStringList> manufacturers, roles, sites, racks, devices, interfaces, powerPorts, panels, feeds,
        cables;
    QSet<QString> seenVendors, seenRoles, seenTypes;
    HostNames names; // NetBox device names are the host names Slurm and Ansible get
    SafeFileNames typeFiles(QStringLiteral("device-types"));
    const auto addVendor = [&](const QString& vendor) {
        if (!seenVendors.contains(vendor)) {
            seenVendors.insert(vendor);
            manufacturers.append({vendor, slug(vendor)});
        }
    };
    const auto addType = [&](const Part& part) {
        addVendor(part.vendor);
        if (seenTypes.contains(part.id))
            return;
        seenTypes.insert(part.id);
        // A part id is data (an imported part's may hold a NUL, a backslash, ".."): its file's name is
        // made safe and unique, inside the folder.
        const QString file = typeFiles.take(part.id, QStringLiteral(".yaml"));
        files.append({file, netboxDeviceTypeYaml(part, QFileInfo(file).completeBaseName())});
    };
    const auto addRole = [&](const QString& name) {
        static const QHash<QString, QString> colours = {
            {QStringLiteral("GPU server"), QStringLiteral("4caf50")},
            {QStringLiteral("Server"), QStringLiteral("2196f3")},
            {QStringLiteral("Network switch"), QStringLiteral("9c27b0")},
            {QStringLiteral("PDU"), QStringLiteral("ff9800")}};
        if (!seenRoles.contains(name)) {
            seenRoles.insert(name);
            roles.append({name, slug(name), colours.value(name)});
        }
    };

    sites.append({site, slug(site), QStringLiteral("planned")});
    for (const Rack& rack : design.racks) {
        const Part* rackPart = parts.find(rack.partId);
        const QString rackName = rack.name.isEmpty() ? rack.id : rack.name;
        racks.append({site, rackName, QStringLiteral("planned"), QStringLiteral("19"),
                      QString::number(rackPart ? int(rackPart->heightU) : 42)});
        const auto addFeedPdu = [&](const QString& id, const QString& name, const Part& part, int index,
                                    const QString& position) -> bool {
            const auto pduName = names.take(id, name, error);
            if (!pduName)
                return false;
            addType(part);
            addRole(QStringLiteral("PDU"));
            devices.append({*pduName, QStringLiteral("PDU"), part.vendor, part.model,
                            QStringLiteral("planned"), site, rackName, position,
                            position.isEmpty() ? QString() : QStringLiteral("front")});
            // One feed per PDU: the first on panel A, the second on panel B, and so on.
            const QString side = index % 2 == 0 ? QStringLiteral("A") : QStringLiteral("B");
            const PduSpec* pdu = part.pdu();
            feeds.append({site, site + QStringLiteral(" panel ") + side, rackName,
                          *pduName + QStringLiteral(" feed"), QStringLiteral("planned"),
                          index % 2 == 0 ? QStringLiteral("primary") : QStringLiteral("redundant"),
                          QStringLiteral("ac"),
                          pdu->phases == 3 ? QStringLiteral("three-phase") : QStringLiteral("single-phase"),
                          QString::number(pdu->voltageV), QString::number(pdu->currentA),
                          QStringLiteral("80")});
            return true;
        };
        int pduIndex = 0;
        for (const RackPdu& rackPdu : rack.pdus) {
            const Part* part = parts.find(rackPdu.partId);
            if (part && part->pdu() && !addFeedPdu(rackPdu.id, QString(), *part, pduIndex++, QString()))
                return std::nullopt;
        }
        for (const Device& device : rack.devices) {
            const Part* part = parts.find(device.partId);
            if (!part)
                continue;
            if (part->pdu()) {
                if (!addFeedPdu(device.id, device.name, *part, pduIndex++, QString::number(device.u)))
                    return std::nullopt;
                continue;
            }
            const auto name = names.take(device.id, device.name, error);
            if (!name)
                return std::nullopt;
            const DeviceBudget* budget = budgets.device(device.id);
            const QString deviceRole = role(*part, budget);
            addType(*part);
            addRole(deviceRole);
            devices.append({*name, deviceRole, part->vendor, part->model, QStringLiteral("planned"), site,
                            rackName, QString::number(device.u), faceName(device.face)});
            if (!budget)
                continue;
            if (part->kind != PartKind::Switch) { // a switch's ports come from its device type
                int n = 0;
                for (const PortCount& ports : budget->nicPorts)
                    for (qint64 i = 0; i < ports.count; ++i)
                        interfaces.append({*name, QStringLiteral("p%1").arg(++n),
                                           netboxInterfaceType(ports.protocol, ports.speedGbps)});
            }
            const int supplies = std::max(1, budget->psuCount);
            for (int i = 0; i < supplies; ++i)
                powerPorts.append(
                    {*name, QStringLiteral("PSU%1").arg(i + 1),
                     budget->psuRatingW > 2000 ? QStringLiteral("iec-60320-c20")
                                               : QStringLiteral("iec-60320-c14"),
                     QString::number(std::ceil(budget->psuRatingW > 0 ? budget->psuRatingW : budget->powerW)),
                     QString::number(std::ceil(budget->powerW / supplies))});
        }
    }
    if (!feeds.isEmpty()) {
        panels.append({site, site + QStringLiteral(" panel A")});
        panels.append({site, site + QStringLiteral(" panel B")});
    }
    for (const FabricReport& fabric : budgets.fabrics)
        for (qsizetype i = 0; i < fabric.cableCount(); ++i) {
            const FabricCable cable = fabric.cable(i);
            if (!names.has(cable.aDevice) || !names.has(cable.bDevice))
                continue; // a switch the fabric would add but the design has not placed
            cables.append({names.of(cable.aDevice), QStringLiteral("dcim.interface"), cable.aPort,
                           names.of(cable.bDevice), QStringLiteral("dcim.interface"), cable.bPort,
                           cableType(cable.choice.type), QStringLiteral("planned"), cable.id,
                           cable.choice.lengthM > 0 ? QString::number(cable.choice.lengthM) : QString(),
                           cable.choice.lengthM > 0 ? QStringLiteral("m") : QString()});
        }

    // In the order NetBox needs them: what a row refers to is imported before it.
    QList<HandoverFile> ordered{
        {QStringLiteral("01-manufacturers.csv"), csv({"name", "slug"}, manufacturers)},
        {QStringLiteral("02-device-roles.csv"), csv({"name", "slug", "color"}, roles)},
        {QStringLiteral("03-sites.csv"), csv({"name", "slug", "status"}, sites)},
        {QStringLiteral("04-racks.csv"), csv({"site", "name", "status", "width", "u_height"}, racks)},
        {QStringLiteral("05-devices.csv"),
         csv({"name", "role", "manufacturer", "device_type", "status", "site", "rack", "position", "face"},
             devices)},
        {QStringLiteral("06-interfaces.csv"), csv({"device", "name", "type"}, interfaces)},
        {QStringLiteral("07-power-ports.csv"),
         csv({"device", "name", "type", "maximum_draw", "allocated_draw"}, powerPorts)},
        {QStringLiteral("08-power-panels.csv"), csv({"site", "name"}, panels)},
        {QStringLiteral("09-power-feeds.csv"),
         csv({"site", "power_panel", "rack", "name", "status", "type", "supply", "phase", "voltage",
              "amperage", "max_utilization"},
             feeds)},
        {QStringLiteral("10-cables.csv"),
         csv({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name",
              "type", "status", "label", "length", "length_unit"},
             cables)}};
    if (renamed)
        *renamed = typeFiles.changes();
    return ordered + files;
}
