#include "netbox/netboxdevicetype.h"

#include "netbox/netboxfields.h"
#include "netbox/netboxterms.h"
#include "parts/partreader.h"
#include "parts/partsdocument.h"
#include "parts/partsummary.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <map>

using nlohmann::json;
using Result = NetboxFileResult;

namespace {

constexpr qsizetype kMaxFileBytes = 4 * 1024 * 1024;
constexpr double kMaxNetboxHeightU = 60;
constexpr double kMaxWeightKg = 5000;
constexpr double kMaxDrawW = 200000;
// A device type is a switch with this many network interfaces, or with kSmallSwitchPorts in 1-2 U: GPU
// servers carry up to ten (8 compute rails, 2 front-end) in 4-10 U.
constexpr int kSwitchPorts = 16;
constexpr int kSmallSwitchPorts = 8;

class Converter {
public:
    Converter(const YAML::Node& root, const QString& fileName, Result& result)
        : mRoot(root, QString()), mFile(fileName), mResult(result) {}

    void convert() {
        const QString manufacturer = mRoot.text("manufacturer", true);
        const QString model = mRoot.text("model", true);
        const bool moduleType = !mRoot.has("u_height") && !mRoot.has("slug");
        QString slug = mRoot.text("slug");
        if (slug.isEmpty())
            slug = netboxSlug(model);
        // The library's slugs start with the manufacturer ("dell-poweredge-r640"); others get it added.
        const QString vendorSlug = netboxSlug(manufacturer);
        slug = netboxSlug(slug);
        const QString id =
            slug.startsWith(vendorSlug + QLatin1Char('-')) ? slug : vendorSlug + QLatin1Char('-') + slug;
        // The catalog's ids are at most kMaxId characters, and a chassis' ports become a NIC of the id and
        // "-network" (fuzz_netboximport: a 160-character model made an id the catalog's parser refused).
        constexpr qsizetype kNetworkSuffix = 8;
        if (id.size() + kNetworkSuffix > partreading::kMaxId)
            throw NetboxFieldProblem{mRoot.line(mRoot.has("slug") ? "slug" : "model"),
                                     mRoot.path(mRoot.has("slug") ? "slug" : "model"),
                                     NetboxFileResult::tr("the part id %1 made of it is %2 characters long, "
                                                          "more than the catalog's %3")
                                         .arg(id.left(40) + QStringLiteral("…"))
                                         .arg(id.size())
                                         .arg(partreading::kMaxId - kNetworkSuffix)};

        mPart = json::object();
        mPart["id"] = id.toStdString();
        mPart["vendor"] = manufacturer.toStdString();
        mPart["model"] = model.toStdString();
        mPart["part_number"] = mRoot.text("part_number").toStdString();
        // Data, not interface text: the source and the English description stay English in every language.
        mPart["source"] =
            QStringLiteral("NetBox device type %1").arg(QFileInfo(mFile).fileName()).toStdString();
        mPart["estimated"] = json::array();

        // A UPS has outlets like a PDU but is not one; the catalog has no kind for it.
        const QString named = model + QLatin1Char(' ') + mRoot.text("part_number") + QLatin1Char(' ') +
                              mRoot.text("slug") + QLatin1Char(' ') + mRoot.text("description") +
                              QLatin1Char(' ') + mRoot.text("comments").section(QLatin1Char('\n'), 0, 0);
        if (!moduleType && netboxIsUps(named)) {
            mResult.outcome = Result::Outcome::Skipped;
            mResult.reason =
                NetboxFileResult::tr("an uninterruptible power supply (UPS), not a PDU: the catalog "
                                     "has no kind for it");
            return;
        }
        // A tray fed by its rack (a busbar) has no power of its own to read: not a missing figure.
        mUnpowered = mRoot.has("is_powered") && !mRoot.flag("is_powered");
        readWeight();
        readInterfaces();
        mPowerPorts = mRoot.list("power-ports");
        mOutlets = mRoot.list("power-outlets");
        readBays();

        if (moduleType)
            convertModule();
        else
            convertDevice();
        if (mResult.outcome == Result::Outcome::Skipped)
            return;
        describe(manufacturer, model);
        mResult.parts.insert(mResult.parts.begin(), mPart);
        mResult.outcome = Result::Outcome::Imported;
    }

private:
    void estimate(const char* field, const QString& what) {
        mPart["estimated"].push_back(field);
        mResult.missing.append(what);
    }

    void readWeight() {
        const auto weight = mRoot.number("weight", 0, 1e7);
        if (!weight) {
            mPart["weight_kg"] = 0;
            estimate("weight_kg", NetboxFileResult::tr("weight"));
            return;
        }
        const QString unit = mRoot.text("weight_unit").toLower();
        const auto kg = netboxKilograms(*weight, unit.isEmpty() ? QStringLiteral("kg") : unit);
        if (!kg)
            throw NetboxFieldProblem{mRoot.line("weight_unit"), mRoot.path("weight_unit"),
                                     NetboxFileResult::tr("\"%1\" is not kg, g, lb or oz").arg(unit)};
        if (*kg > kMaxWeightKg)
            throw NetboxFieldProblem{
                mRoot.line("weight"), mRoot.path("weight"),
                NetboxFileResult::tr("%1 kg is more than %2 kg").arg(*kg).arg(kMaxWeightKg)};
        mPart["weight_kg"] = std::round(*kg * 1000) / 1000;
        mResult.taken.append(NetboxFileResult::tr("weight %1 kg").arg(std::round(*kg * 10) / 10));
    }

    void readInterfaces() {
        int management = 0;
        QStringList unmodelled;
        QStringList names;
        for (const NetboxFields& interface : mRoot.list("interfaces")) {
            const QString name = interface.text("name", true);
            const QString type = interface.text("type", true);
            if (interface.flag("mgmt_only") ||
                netboxIsManagementText(name + QLatin1Char(' ') + interface.text("label") + QLatin1Char(' ') +
                                       interface.text("description"))) {
                ++management;
                continue;
            }
            const auto speed = netboxInterfaceSpeed(type);
            if (!speed) {
                unmodelled.append(name + QStringLiteral(" (") + type + QLatin1Char(')'));
                continue;
            }
            names.append(name);
            auto found = std::find_if(mPorts.begin(), mPorts.end(), [&](const PortGroup& group) {
                return group.speedGbps == speed->speedGbps && group.protocol == speed->protocol;
            });
            if (found == mPorts.end()) {
                PortGroup group;
                group.speedGbps = speed->speedGbps;
                group.protocol = speed->protocol;
                mPorts.append(group);
                found = mPorts.end() - 1;
            }
            ++found->count;
        }
        if (management > 0)
            mResult.notes.append(NetboxFileResult::tr(
                "%n management interface(s) not counted as network ports", "", management));
        if (!unmodelled.isEmpty())
            mResult.notes.append(NetboxFileResult::tr("interfaces that are not network ports: %1")
                                     .arg(unmodelled.join(QStringLiteral(", "))));
        const QString gaps = netboxNumberingGaps(names);
        if (!gaps.isEmpty())
            mResult.notes.append(NetboxFileResult::tr("gaps in the port numbering: %1 missing").arg(gaps));
    }

    void readBays() {
        const size_t modules = mRoot.list("module-bays").size();
        const size_t devices = mRoot.list("device-bays").size();
        if (modules > 0)
            mResult.notes.append(NetboxFileResult::tr(
                "%n module bay(s) not modelled: add what they hold as parts", "", int(modules)));
        if (devices > 0)
            mResult.notes.append(NetboxFileResult::tr("%n device bay(s) not modelled", "", int(devices)));
        if (mRoot.has("is_full_depth"))
            mRoot.flag("is_full_depth"); // checked; the catalog has no depth for devices
    }

    json portsJson() const {
        json ports = json::array();
        for (const PortGroup& group : mPorts)
            ports.push_back({{"count", group.count},
                             {"speed_gbps", group.speedGbps},
                             {"protocol", group.protocol.toStdString()}});
        return ports;
    }

    int portCount() const {
        int count = 0;
        for (const PortGroup& group : mPorts)
            count += group.count;
        return count;
    }

    // The power ports' draw: {maximum draw of one port, allocated draw summed if every port has one}.
    struct Draw {
        double maxPerPort = 0;
        std::optional<double> allocatedSum;
        int ports = 0;
        std::vector<double> maxima; // every port's maximum draw, largest first
        // The device's draw from its ports as a whole: the allocated draws summed, else the maximum draws
        // of the supplies that carry the load, N+N assumed (`active` of `ports`).
        int active() const { return ports <= 1 ? 1 : (ports + 1) / 2; }
        double whole() const {
            if (allocatedSum)
                return *allocatedSum;
            double sum = 0;
            for (int i = 0; i < active() && i < int(maxima.size()); ++i)
                sum += maxima[size_t(i)];
            return sum;
        }
    };
    Draw readDraw() const {
        Draw draw;
        double allocated = 0;
        bool allAllocated = !mPowerPorts.empty();
        for (const NetboxFields& port : mPowerPorts) {
            port.text("name", true);
            ++draw.ports;
            draw.maxima.push_back(port.number("maximum_draw", 1, kMaxDrawW).value_or(0));
            draw.maxPerPort = std::max(draw.maxPerPort, draw.maxima.back());
            const auto a = port.number("allocated_draw", 1, kMaxDrawW);
            allAllocated = allAllocated && a.has_value();
            allocated += a.value_or(0);
        }
        if (allAllocated)
            draw.allocatedSum = allocated;
        std::sort(draw.maxima.begin(), draw.maxima.end(), std::greater<>());
        return draw;
    }

    void readHeight(bool required) {
        const auto height = mRoot.number("u_height", 0, kMaxNetboxHeightU);
        if (!height && required)
            throw NetboxFieldProblem{mRoot.line("u_height"), mRoot.path("u_height"),
                                     NetboxFileResult::tr("is required")};
        const double u = height.value_or(0);
        if (u != std::floor(u * 2) / 2)
            throw NetboxFieldProblem{mRoot.line("u_height"), mRoot.path("u_height"),
                                     NetboxFileResult::tr("must be a multiple of 0.5, not %1").arg(u)};
        mPart["height_u"] = u;
        mResult.taken.append(NetboxFileResult::tr("%1 U").arg(u));
    }

    QString airflow() const {
        const QString value = mRoot.text("airflow");
        if (value == QLatin1String("front-to-rear"))
            return QStringLiteral("front-to-back");
        if (value == QLatin1String("rear-to-front"))
            return QStringLiteral("back-to-front");
        return value;
    }

    void convertDevice() {
        readHeight(true);
        if (!mOutlets.empty())
            convertPdu();
        else if (portCount() >= kSwitchPorts ||
                 (portCount() >= kSmallSwitchPorts && mPart["height_u"].get<double>() <= 2))
            convertSwitch();
        else
            convertServer();
    }

    void convertModule() {
        if (!mPorts.isEmpty()) {
            mPart["kind"] = "nic";
            mPart["spec"] = {{"ports", portsJson()}, {"pcie_gen", 0}, {"lanes", 0}, {"form_factor", "pcie"}};
            mResult.taken.append(PartSummary::portGroups(mPorts));
            estimate("spec.host_link", NetboxFileResult::tr("PCIe generation and lanes"));
            setOwnPower(NetboxFileResult::tr("power draw"));
            return;
        }
        if (!mPowerPorts.empty()) {
            const Draw draw = readDraw();
            mPart["kind"] = "psu";
            mPart["max_power_w"] = 0;
            mPart["spec"] = {{"rating_w", draw.maxPerPort}, {"efficiency", 0.94}};
            if (draw.maxPerPort > 0)
                mResult.taken.append(NetboxFileResult::tr("rating %1 W").arg(draw.maxPerPort));
            else
                estimate("spec.rating_w", NetboxFileResult::tr("rating"));
            estimate("spec.efficiency", NetboxFileResult::tr("efficiency (0.94 assumed)"));
            return;
        }
        mResult.outcome = Result::Outcome::Skipped;
        mResult.reason = NetboxFileResult::tr(
            "a module type without network interfaces or power ports: nothing the catalog models");
    }

    // Switches and NICs: the device's own draw from its power ports as a whole.
    void setOwnPower(const QString& what) {
        const Draw draw = readDraw();
        mPart["max_power_w"] = draw.whole();
        if (unpowered())
            return;
        if (draw.allocatedSum) {
            mResult.taken.append(NetboxFileResult::tr("power %1 W (allocated draw)").arg(*draw.allocatedSum));
        } else if (draw.maxPerPort > 0) {
            mResult.taken.append(NetboxFileResult::tr("power %1 W (%2 of %3 supplies at maximum draw)")
                                     .arg(draw.whole())
                                     .arg(draw.active())
                                     .arg(draw.ports));
            if (draw.ports > 1)
                estimate("max_power_w", NetboxFileResult::tr("power (supply redundancy assumed N+N)"));
        } else {
            estimate("max_power_w", what);
        }
    }

    // An unpowered device (is_powered: false) draws nothing of its own: noted, not missing.
    bool unpowered() {
        if (mUnpowered && !mNotedUnpowered) {
            mNotedUnpowered = true;
            mResult.taken.append(NetboxFileResult::tr("no power inlet of its own (is_powered: false)"));
        }
        return mUnpowered;
    }

    void convertSwitch() {
        // An InfiniBand switch switches no Ethernet: its Ethernet ports are for managing it.
        const auto ib = [](const PortGroup& g) { return g.protocol == QLatin1String("infiniband"); };
        if (std::any_of(mPorts.cbegin(), mPorts.cend(), ib)) {
            int ethernet = 0;
            for (const PortGroup& g : std::as_const(mPorts))
                ethernet += ib(g) ? 0 : g.count;
            if (ethernet > 0) {
                mPorts.removeIf([&](const PortGroup& g) { return !ib(g); });
                mResult.notes.append(NetboxFileResult::tr(
                    "%n Ethernet interface(s) of an InfiniBand switch taken as management ports", "",
                    ethernet));
            }
        }
        mPart["kind"] = "switch";
        mPart["spec"] = {{"ports", portsJson()}, {"managed", true}};
        if (!airflow().isEmpty())
            mPart["spec"]["airflow"] = airflow().toStdString();
        mResult.taken.append(PartSummary::portGroups(mPorts));
        setOwnPower(NetboxFileResult::tr("power draw"));
    }

    void convertServer() {
        mPart["kind"] = "system";
        const Draw draw = readDraw();
        // Supplies in N+N unless the file says otherwise: half of them carry the load.
        const int active = draw.ports <= 1 ? 1 : (draw.ports + 1) / 2;
        json psu = {
            {"count", std::max(draw.ports, 1)},
            {"rating_w", draw.maxPerPort},
            {"redundancy", draw.ports <= 1
                               ? "N"
                               : QStringLiteral("%1+%2").arg(active).arg(draw.ports - active).toStdString()}};
        if (unpowered()) {
            mPart["max_power_w"] = 0;
            psu = {{"count", 0}, {"rating_w", 0}, {"redundancy", "N"}, {"inlet", "busbar"}};
        } else if (draw.allocatedSum) {
            mPart["max_power_w"] = *draw.allocatedSum;
            mResult.taken.append(NetboxFileResult::tr("power %1 W (allocated draw)").arg(*draw.allocatedSum));
        } else if (draw.maxPerPort > 0) {
            mPart["max_power_w"] = draw.whole();
            mResult.taken.append(NetboxFileResult::tr("power %1 W (%2 of %3 supplies at maximum draw)")
                                     .arg(draw.whole())
                                     .arg(active)
                                     .arg(draw.ports));
            if (draw.ports > 1)
                estimate("max_power_w", NetboxFileResult::tr("power (supply redundancy assumed N+N)"));
        } else {
            mPart["max_power_w"] = 0;
            estimate("max_power_w", NetboxFileResult::tr("power draw"));
        }
        if (draw.ports > 0)
            mResult.taken.append(NetboxFileResult::tr("%n power supply(s)", "", draw.ports));
        if (draw.maxPerPort <= 0 && !mUnpowered)
            estimate("spec.psu.rating_w", NetboxFileResult::tr("power supply rating"));
        if (draw.ports > 1 && !mUnpowered)
            mPart["estimated"].push_back("spec.psu.redundancy");
        json spec = {{"contents", json::array()}, {"psu", psu}, {"airflow_cfm", 0}};
        if (!airflow().isEmpty())
            spec["airflow"] = airflow().toStdString();
        if (!mPorts.isEmpty()) {
            // The chassis' network interfaces as a NIC part in its contents, so the fabric counts them.
            const std::string nicId = mPart["id"].get<std::string>() + "-network";
            json nic = {
                {"id", nicId},
                {"kind", "nic"},
                {"vendor", mPart["vendor"]},
                {"model", mPart["model"].get<std::string>() + " network"},
                {"part_number", ""},
                {"weight_kg", 0},
                {"max_power_w", 0},
                {"source", mPart["source"]},
                {"estimated", {"spec.host_link"}},
                {"description",
                 {{"en", QStringLiteral("Network interfaces of %1 %2 (from its NetBox device type).")
                             .arg(QString::fromStdString(mPart["vendor"].get<std::string>()),
                                  QString::fromStdString(mPart["model"].get<std::string>()))
                             .toStdString()},
                  {"zh_CN", QStringLiteral("%1 %2 的网络接口（来自其 NetBox 设备类型）。")
                                .arg(QString::fromStdString(mPart["vendor"].get<std::string>()),
                                     QString::fromStdString(mPart["model"].get<std::string>()))
                                .toStdString()}}},
                {"spec", {{"ports", portsJson()}, {"pcie_gen", 0}, {"lanes", 0}, {"form_factor", "pcie"}}}};
            spec["contents"].push_back({{"part", nicId}, {"qty", 1}});
            mResult.parts.push_back(nic);
            mResult.taken.append(PartSummary::portGroups(mPorts));
        }
        mPart["spec"] = spec;
        estimate("spec.airflow_cfm", NetboxFileResult::tr("airflow"));
        mResult.notes.append(NetboxFileResult::tr("GPUs, CPUs and memory are not in a NetBox device type: "
                                                  "the server has no contents until you add them"));
    }

    void convertPdu() {
        mPart["kind"] = "pdu";
        int c13 = 0;
        int c19 = 0;
        QStringList other;
        QSet<QString> legs;
        for (const NetboxFields& outlet : mOutlets) {
            const QString name = outlet.text("name", true);
            const QString type = outlet.text("type");
            const QString leg = outlet.text("feed_leg");
            if (!leg.isEmpty()) {
                if (leg != QLatin1String("A") && leg != QLatin1String("B") && leg != QLatin1String("C"))
                    throw NetboxFieldProblem{outlet.line("feed_leg"), outlet.path("feed_leg"),
                                             NetboxFileResult::tr("must be A, B or C, not \"%1\"").arg(leg)};
                legs.insert(leg);
            }
            const NetboxOutlet kind = netboxOutletKind(type);
            if (kind != NetboxOutlet::Other && !type.startsWith(QLatin1String("iec-60320-")))
                mResult.notes.append(NetboxFileResult::tr("outlet %1: type \"%2\" read as %3")
                                         .arg(name, type,
                                              kind == NetboxOutlet::C13 ? QStringLiteral("iec-60320-c13")
                                                                        : QStringLiteral("iec-60320-c19")));
            switch (kind) {
            case NetboxOutlet::C13:
                ++c13;
                break;
            case NetboxOutlet::C19:
                ++c19;
                break;
            case NetboxOutlet::Other:
                other.append(name + QStringLiteral(" (") +
                             (type.isEmpty() ? NetboxFileResult::tr("no type") : type) + QLatin1Char(')'));
                break;
            }
        }
        if (!other.isEmpty())
            mResult.notes.append(NetboxFileResult::tr("outlets that are neither C13 nor C19, not counted: %1")
                                     .arg(other.join(QStringLiteral(", "))));
        mResult.taken.append(NetboxFileResult::tr("%1 × C13 and %2 × C19 outlets").arg(c13).arg(c19));

        const NetboxFields* input = mPowerPorts.empty() ? nullptr : &mPowerPorts.front();
        const QString plug = input ? input->text("type") : QString();
        NetboxPlug rating = netboxPlugRating(plug);
        if (input && rating.currentA <= 0)
            rating.currentA =
                netboxCurrentInText(input->text("name") + QLatin1Char(' ') + input->text("label") +
                                    QLatin1Char(' ') + input->text("description"));
        if (rating.currentA <= 0) // "Rack PDU, Switched, Zero U, 32A, 230V" in the device's comments
            rating.currentA =
                netboxCurrentInText(mRoot.text("description") + QLatin1Char(' ') + mRoot.text("comments"));
        if (!legs.isEmpty() && legs.size() > 1)
            rating.phases = 3; // outlets on feed legs B or C: a three-phase input
        if (rating.phases <= 0) {
            rating.phases = 1;
            estimate("spec.phases", NetboxFileResult::tr("phases"));
        }
        if (rating.voltageV <= 0) {
            rating.voltageV = 0;
            estimate("spec.voltage_v", NetboxFileResult::tr("input voltage"));
        } else if (rating.voltageAssumed) {
            mPart["estimated"].push_back("spec.voltage_v");
            mResult.notes.append(NetboxFileResult::tr("input voltage %1 V assumed from the %2 plug")
                                     .arg(rating.voltageV)
                                     .arg(plug));
        }
        if (rating.voltageV > 0)
            mResult.taken.append(rating.phases == 3
                                     ? NetboxFileResult::tr("three-phase %1 V").arg(rating.voltageV)
                                     : NetboxFileResult::tr("single-phase %1 V").arg(rating.voltageV));
        if (rating.currentA <= 0)
            estimate("spec.current_a", NetboxFileResult::tr("input current"));
        else
            mResult.taken.append(NetboxFileResult::tr("input %1 A").arg(rating.currentA));
        if (!plug.isEmpty())
            mResult.taken.append(NetboxFileResult::tr("plug %1").arg(plug));
        mPart["spec"] = {{"phases", rating.phases},
                         {"voltage_v", rating.voltageV},
                         {"current_a", std::max(rating.currentA, 0.0)},
                         {"outlets", {{"c13", c13}, {"c19", c19}}}};
        mPart["max_power_w"] = 0;
        estimate("max_power_w", NetboxFileResult::tr("the PDU's own draw"));
    }

    void describe(const QString& manufacturer, const QString& model) {
        QString english = netboxPlainSentence(mRoot.text("description"));
        if (english.isEmpty())
            english = netboxPlainSentence(mRoot.text("comments"));
        const QString fileName = QFileInfo(mFile).fileName();
        if (english.isEmpty())
            english = QStringLiteral("%1 %2, imported from the NetBox device type %3.")
                          .arg(manufacturer, model, fileName);
        mPart["description"] = {{"en", english.toStdString()},
                                {"zh_CN", QStringLiteral("%1 %2，从 NetBox 设备类型 %3 导入。")
                                              .arg(manufacturer, model, fileName)
                                              .toStdString()}};
    }

    NetboxFields mRoot;
    QString mFile;
    Result& mResult;
    json mPart;
    QList<PortGroup> mPorts;
    std::vector<NetboxFields> mPowerPorts;
    std::vector<NetboxFields> mOutlets;
    bool mUnpowered = false;
    bool mNotedUnpowered = false;
};

} // namespace

NetboxFileResult readNetboxType(const QByteArray& yaml, const QString& fileName) {
    Result result;
    result.file = fileName;
    if (yaml.size() > kMaxFileBytes) {
        result.reason = NetboxFileResult::tr("%1: the file is %2 MB; a device type is at most %3 MB")
                            .arg(fileName)
                            .arg(yaml.size() / (1024 * 1024))
                            .arg(kMaxFileBytes / (1024 * 1024));
        return result;
    }
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root.IsMap()) {
            result.reason =
                NetboxFileResult::tr(
                    "%1: not a NetBox device type (expected a mapping with manufacturer and model)")
                    .arg(fileName);
            return result;
        }
        Converter(root, fileName, result).convert();
        // What it makes must be parts the catalog takes (its limits on every text and figure), else the
        // file is refused with the catalog's reason rather than the whole import failing later
        // (fuzz_netboximport: models of 271 characters, plugs of 4e50 A).
        if (result.outcome == Result::Outcome::Imported) {
            nlohmann::json document = {{"parts", nlohmann::json::array()}};
            for (const auto& part : result.parts)
                document["parts"].push_back(part);
            QString error;
            if (!PartsDocument::read(QByteArray::fromStdString(document.dump()), fileName, &error)) {
                result.outcome = Result::Outcome::Refused;
                result.reason =
                    NetboxFileResult::tr("%1 (the part it makes is not one the catalog takes)").arg(error);
                result.parts.clear();
            }
        }
    } catch (const YAML::Exception& e) {
        result.reason = NetboxFileResult::tr("%1:%2: not valid YAML: %3")
                            .arg(fileName)
                            .arg(e.mark.is_null() ? 0 : e.mark.line + 1)
                            .arg(QString::fromStdString(e.msg));
        result.parts.clear();
    } catch (const NetboxFieldProblem& problem) {
        result.reason = NetboxFileResult::tr("%1:%2: %3 %4")
                            .arg(fileName)
                            .arg(problem.line)
                            .arg(problem.field, problem.reason);
        result.parts.clear();
    } catch (const std::exception& e) {
        result.reason =
            NetboxFileResult::tr("%1: cannot be read: %2").arg(fileName, QString::fromUtf8(e.what()));
        result.parts.clear();
    }
    if (result.outcome != Result::Outcome::Imported) {
        result.taken.clear();
        result.missing.clear();
    }
    return result;
}
