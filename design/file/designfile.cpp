#include "file/designfile.h"
#include "file/nondesigntext.h"

#include "durablefile.h"
#include "file/designreader.h"
#include "file/fabricfile.h"
#include "file/hallfile.h"
#include "file/quotefile.h"
#include "file/runfile.h"
#include "file/workloadfile.h"
#include "jsontext.h"
#include "model/designlimits.h"
#include "parts/partindex.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace {

using namespace DesignFileDetail;

class DesignReader {
public:
    explicit DesignReader(const PartIndex& parts) : mParts(parts) {}

    Design read(const JsonValue& document) {
        JsonObject object;
        if (document.get(object) != simdjson::SUCCESS)
            throw LoadError{{}, DesignFile::tr("must be a JSON object, got %1").arg(shown(document))};
        const ObjectReader root(object);
        readHeader(root);
        // The limits (model/designlimits.h) are counted before any rack is read: past them the file is
        // refused with its totals, after seconds, not minutes.
        const JsonArray racks = root.array("racks");
        size_t devices = 0;
        for (const JsonValue rack : racks) {
            JsonArray list;
            if (rack.at_key("devices").get(list) == simdjson::SUCCESS)
                devices += list.size();
        }
        if (racks.size() > size_t(DesignLimits::kMaxRacks))
            throw LoadError{QStringLiteral("racks"), DesignLimits::tooManyRacks(qsizetype(racks.size()))};
        if (devices > size_t(DesignLimits::kMaxDevices))
            throw LoadError{QStringLiteral("racks"), DesignLimits::tooManyDevices(qsizetype(devices))};

        Design design;
        design.racks.reserve(qsizetype(racks.size()));
        root.forEachObject("racks", [&](const ObjectReader& r) { design.racks.append(readRack(r)); });
        design.name = root.string("name", false);
        design.settings = readSettings(root.object("settings"));
        if (mVersion == 1) { // before fabrics (version 2)
            root.rejectUnknownKeys({"format", "version", "name", "settings", "racks"});
            return design;
        }
        if (mVersion == 2) // before the workload (version 3)
            root.rejectUnknownKeys({"format", "version", "name", "settings", "racks", "fabrics", "cables"});
        const auto isDevice = [this](const QString& id) {
            const auto it = mIds.constFind(id);
            return it != mIds.cend() && std::strcmp(it->key, "devices") == 0;
        };
        design.fabrics = readFabrics(root, mParts, isDevice);
        design.cables = readCables(root, mParts, isDevice);
        design.workload = readWorkload(root, mParts, mVersion);
        if (mVersion < 7) { // before quotes (version 7)
            root.rejectUnknownKeys(
                {"format", "version", "name", "settings", "racks", "fabrics", "cables", "workload"});
            return design;
        }
        design.quotes = readQuotes(root, mParts);
        if (mVersion < 11) { // before the hall (version 11)
            root.rejectUnknownKeys({"format", "version", "name", "settings", "racks", "fabrics", "cables",
                                    "workload", "quotes"});
            return design;
        }
        QSet<QString> rackIds;
        for (const Rack& rack : std::as_const(design.racks))
            rackIds.insert(rack.id);
        design.hall = readHall(root, mParts, rackIds);
        root.rejectUnknownKeys({"format", "version", "name", "settings", "racks", "fabrics", "cables",
                                "workload", "quotes", "hall"});
        return design;
    }

private:
    // "format" and "version": checked before anything else is read.
    void readHeader(const ObjectReader& root) {
        const QString format = QString::fromLatin1(DesignFile::kFormat);
        if (!root.has("format"))
            throw LoadError{QStringLiteral("format"),
                            DesignFile::tr("is missing (expected %1)").arg(quoted(format))};
        std::string_view given;
        if (root.value("format").get(given) != simdjson::SUCCESS || given != DesignFile::kFormat)
            throw LoadError{
                QStringLiteral("format"),
                DesignFile::tr("must be %1, got %2").arg(quoted(format), shown(root.value("format")))};
        if (!root.has("version"))
            throw LoadError{QStringLiteral("version"), DesignFile::tr("is missing")};
        const JsonValue version = root.value("version");
        std::int64_t number = 0;
        if (version.get(number) != simdjson::SUCCESS || number < 1 || number > DesignFile::kVersion)
            throw LoadError{QStringLiteral("version"),
                            DesignFile::tr("unsupported version %1, this program reads version %2")
                                .arg(shown(version))
                                .arg(DesignFile::kVersion)};
        mVersion = int(number);
    }

    DesignSettings readSettings(const ObjectReader& s) {
        DesignSettings settings;
        settings.currency = s.string("currency", false, settings.currency);
        static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
        if (!currencyCode.match(settings.currency).hasMatch())
            throw LoadError{s.path("currency"), DesignFile::tr("must be a three-letter currency code, got %1")
                                                    .arg(shown(s.value("currency")))};
        // Every number within its physical range (model/settingrange.h); refusing is not a new version.
        settings.electricityPricePerKwh =
            s.ranged(SettingRange::kElectricityPricePerKwh, settings.electricityPricePerKwh);
        settings.pue = s.ranged(SettingRange::kPue, settings.pue);
        settings.supplyVoltageV = s.ranged(SettingRange::kSupplyVoltageV, settings.supplyVoltageV);
        settings.airflowDeltaTC = s.ranged(SettingRange::kAirflowDeltaTC, settings.airflowDeltaTC);
        settings.utilisation = s.ranged(SettingRange::kUtilisation, settings.utilisation);
        settings.organisation = s.string("organisation", false);
        const ObjectReader rates = s.object("exchange_rates");
        size_t index = 0;
        for (const auto field : rates.raw()) {
            const std::string code(field.key);
            const QString currency = textOf(field.key);
            if (!currencyCode.match(currency).hasMatch())
                throw LoadError{rates.path(code.c_str()),
                                DesignFile::tr("must be a three-letter currency code such as USD")};
            rates.rejectRepeat(field.key, index++);
            settings.exchangeRates.insert(currency,
                                          rates.ranged(SettingRange::kExchangeRate, 0, code.c_str()));
        }
        if (mVersion < 4) { // before the tax (version 4)
            s.rejectUnknownKeys({"currency", "electricity_price_per_kwh", "pue", "supply_voltage_v",
                                 "airflow_delta_t_c", "utilisation", "organisation", "exchange_rates"});
            return settings;
        }
        settings.taxPercent = s.optionalRanged(SettingRange::kTaxPercent);
        settings.taxLabel = s.string("tax_label", false);
        if (mVersion < 5) { // before power sign-off (version 5)
            s.rejectUnknownKeys({"currency", "electricity_price_per_kwh", "pue", "supply_voltage_v",
                                 "airflow_delta_t_c", "utilisation", "organisation", "exchange_rates",
                                 "tax_percent", "tax_label"});
            return settings;
        }
        const QString basis = s.string("power_basis", false, powerBasisName(settings.powerBasis));
        const auto parsedBasis = powerBasisFromName(basis);
        if (!parsedBasis)
            throw LoadError{s.path("power_basis"),
                            DesignFile::tr("must be vendor_max, computed_max, typical or measured, got %1")
                                .arg(shown(s.value("power_basis")))};
        settings.powerBasis = *parsedBasis;
        settings.deratingPercent = s.ranged(SettingRange::kDeratingPercent, settings.deratingPercent);
        settings.phaseImbalancePercent =
            s.ranged(SettingRange::kPhaseImbalancePercent, settings.phaseImbalancePercent);
        settings.coolantDeltaTC = s.ranged(SettingRange::kCoolantDeltaTC, settings.coolantDeltaTC);
        if (mVersion < 6) { // before the cost of ownership (version 6)
            s.rejectUnknownKeys({"currency", "electricity_price_per_kwh", "pue", "supply_voltage_v",
                                 "airflow_delta_t_c", "utilisation", "organisation", "exchange_rates",
                                 "tax_percent", "tax_label", "power_basis", "derating_percent",
                                 "phase_imbalance_percent", "coolant_delta_t_c"});
            return settings;
        }
        settings.tcoYears = s.ranged(SettingRange::kTcoYears, settings.tcoYears);
        settings.facilityPerKwMonth =
            s.ranged(SettingRange::kFacilityPerKwMonth, settings.facilityPerKwMonth);
        settings.supportPercentPerYear =
            s.ranged(SettingRange::kSupportPercentPerYear, settings.supportPercentPerYear);
        settings.gpuUtilisation = s.ranged(SettingRange::kGpuUtilisation, settings.gpuUtilisation);
        if (mVersion >= 9) // GPU power limits (version 9)
            settings.gpuPowerCapsW = readGpuPowerCaps(s, mParts);
        s.rejectUnknownKeys({"currency", "electricity_price_per_kwh", "pue", "supply_voltage_v",
                             "airflow_delta_t_c", "utilisation", "organisation", "exchange_rates",
                             "tax_percent", "tax_label", "power_basis", "derating_percent",
                             "phase_imbalance_percent", "coolant_delta_t_c", "tco_years",
                             "facility_per_kw_month", "support_percent_per_year", "gpu_utilisation",
                             mVersion >= 9 ? "gpu_power_caps_w" : "gpu_utilisation"});
        return settings;
    }

    Rack readRack(const ObjectReader& r) {
        Rack rack;
        rack.id = readId(r);
        rack.name = r.string("name", false);
        rack.partId = readPart(
            r, [](PartKind kind) { return kind == PartKind::Rack; },
            QT_TRANSLATE_NOOP("DesignFile", "a rack"));
        rack.row = r.whole("row", 0, false, 0, kMaxRow);
        rack.position = r.whole("position", 0, false, 0, kMaxPosition);
        rack.powerBudgetW = r.optionalRanged(SettingRange::kRackPowerBudgetW);
        rack.coolingBudgetW = r.optionalRanged(SettingRange::kRackCoolingBudgetW);
        const JsonArray pdus = r.array("pdus");
        if (pdus.size() > size_t(DesignLimits::kMaxPdusPerRack))
            throw LoadError{r.path("pdus"), DesignLimits::tooManyPdusInRack(qsizetype(pdus.size()))};
        r.forEachObject("pdus", [&](const ObjectReader& p) {
            RackPdu pdu;
            pdu.id = readId(p);
            pdu.partId = readPart(
                p, [](PartKind kind) { return kind == PartKind::Pdu; },
                QT_TRANSLATE_NOOP("DesignFile", "a pdu"));
            if (mVersion >= 5) {
                pdu.feed = readFeed(p);
                p.rejectUnknownKeys({"id", "part", "feed"});
            } else {
                p.rejectUnknownKeys({"id", "part"});
            }
            rack.pdus.append(pdu);
        });
        const JsonArray devices = r.array("devices");
        if (devices.size() > size_t(DesignLimits::kMaxDevicesPerRack)) {
            const Part* part = mParts.find(rack.partId);
            throw LoadError{r.path("devices"), DesignLimits::tooManyDevicesInRack(
                                                   qsizetype(devices.size()), part ? int(part->heightU) : 0)};
        }
        rack.devices.reserve(qsizetype(devices.size()));
        r.forEachObject("devices", [&](const ObjectReader& d) { rack.devices.append(readDevice(d)); });
        checkPowerCords(r, rack);
        r.rejectUnknownKeys({"id", "name", "part", "row", "position", "power_budget_w", "cooling_budget_w",
                             "pdus", "devices"});
        return rack;
    }

    Device readDevice(const ObjectReader& d) {
        Device device;
        device.id = readId(d);
        device.partId = readPart(
            d, isRackMountedKind,
            QT_TRANSLATE_NOOP("DesignFile", "a rack-mounted device (server, system, switch or pdu)"));
        device.name = d.string("name", false);
        device.u = d.whole("u", 1, true, 0, kMaxU);
        const QString face = d.string("face", false, faceName(device.face));
        if (face == faceName(Face::Front))
            device.face = Face::Front;
        else if (face == faceName(Face::Rear))
            device.face = Face::Rear;
        else
            throw LoadError{
                d.path("face"),
                DesignFile::tr("must be \"front\" or \"rear\", got %1").arg(shown(d.value("face")))};
        if (const auto redundancy = d.utf8("psu_redundancy", false))
            device.psuRedundancy = shared(*redundancy);
        if (!DesignFile::isValidPsuRedundancy(device.psuRedundancy))
            throw LoadError{d.path("psu_redundancy"),
                            DesignFile::tr("must be N, N+1, N+N, 2N or a+b (e.g. 4+2), got %1")
                                .arg(shown(d.value("psu_redundancy")))};
        device.components.reserve(qsizetype(d.array("components").size()));
        d.forEachObject("components", [&](const ObjectReader& c) {
            Component component;
            component.partId = readPart(
                c, isComponentKind,
                QT_TRANSLATE_NOOP("DesignFile", "a component (gpu, cpu, memory, storage, nic or psu)"));
            component.qty = c.whole("qty", 1, false, component.qty, kMaxComponentQty);
            if (const auto bay = c.utf8("bay", false))
                component.bay = shared(*bay);
            c.rejectUnknownKeys({"part", "qty", "bay"});
            device.components.append(component);
        });
        if (mVersion >= 5) {
            device.measuredPowerW = d.optionalRanged(SettingRange::kMeasuredPowerW);
            device.feed = readFeed(d);
            d.forEachObject("power_cords", [&](const ObjectReader& c) {
                PowerCord cord;
                cord.psu = c.whole("psu", 1, true, 1, kMaxComponentQty);
                cord.pduId = c.string("pdu", true);
                cord.outlet = c.whole("outlet", 1, true, 1, kMaxComponentQty);
                c.rejectUnknownKeys({"psu", "pdu", "outlet"});
                for (const PowerCord& earlier : std::as_const(device.powerCords))
                    if (earlier.psu == cord.psu)
                        throw LoadError{c.path("psu"),
                                        DesignFile::tr("inlet %1 already has a power cord").arg(cord.psu)};
                device.powerCords.append(cord);
            });
        }
        if (mVersion < 5)
            d.rejectUnknownKeys({"id", "part", "name", "u", "face", "psu_redundancy", "components"});
        else if (mVersion < 11)
            d.rejectUnknownKeys({"id", "part", "name", "u", "face", "psu_redundancy", "components",
                                 "measured_power_w", "feed", "power_cords"});
        else {
            device.measurement = readMeasurement(d, device.measuredPowerW.has_value());
            d.rejectUnknownKeys({"id", "part", "name", "u", "face", "psu_redundancy", "components",
                                 "measured_power_w", "feed", "power_cords", "measurement"});
        }
        return device;
    }

    QString readFeed(const ObjectReader& o) {
        const QString feed = o.string("feed", false);
        if (!feed.isEmpty() && feed != QLatin1String("A") && feed != QLatin1String("B"))
            throw LoadError{o.path("feed"),
                            DesignFile::tr("must be \"A\" or \"B\", got %1").arg(shown(o.value("feed")))};
        return feed;
    }

    // A cord names a PDU of its own rack: a 0U strip or a PDU mounted in it.
    void checkPowerCords(const ObjectReader& r, const Rack& rack) {
        QSet<QString> pdus;
        for (const RackPdu& pdu : rack.pdus)
            pdus.insert(pdu.id);
        for (const Device& device : rack.devices)
            if (const Part* part = mParts.find(device.partId); part && part->kind == PartKind::Pdu)
                pdus.insert(device.id);
        for (qsizetype i = 0; i < rack.devices.size(); ++i)
            for (qsizetype c = 0; c < rack.devices[i].powerCords.size(); ++c)
                if (!pdus.contains(rack.devices[i].powerCords[c].pduId))
                    throw LoadError{r.path("devices") +
                                        QStringLiteral("[%1].power_cords[%2].pdu").arg(i).arg(c),
                                    DesignFile::tr("%1 is not a PDU of rack %2")
                                        .arg(quoted(rack.devices[i].powerCords[c].pduId), quoted(rack.id))};
    }

    // Racks, devices and PDUs share one id space.
    QString readId(const ObjectReader& o) {
        const QString id = o.id("id");
        const auto previous = mIds.constFind(id);
        if (previous != mIds.constEnd())
            throw LoadError{o.path("id"),
                            DesignFile::tr("%1 is already used by %2").arg(quoted(id), previous->path())};
        const ObjectReader* holder = o.parent(); // the document for a rack; the rack for a device or PDU
        mIds.insert(id, IdPlace{o.key(), o.index(), holder && holder->parent() ? holder->index() : kNoRack});
        return id;
    }

    template <typename KindTest>
    // `expected` is translated only for a message: this runs for every component of the design.
    QString readPart(const ObjectReader& o, KindTest accepts, const char* expected) {
        const std::string_view id = *o.utf8("part", true);
        auto known = mPartOf.find(id); // 140,000 components of a floor name a few dozen parts
        if (known == mPartOf.end())
            known = mPartOf.emplace(id, mParts.find(textOf(id))).first;
        const Part* part = known->second;
        if (!part)
            throw LoadError{o.path("part"), DesignFile::tr("unknown part %1").arg(quoted(textOf(id)))};
        if (!accepts(part->kind))
            throw LoadError{o.path("part"),
                            DesignFile::tr("%1 is a %2, not %3")
                                .arg(quoted(textOf(id)), partKindName(part->kind), DesignFile::tr(expected))};
        return part->id; // the catalog's string: 200k components share a few ids, and the analysis knows them
    }

    // Text that repeats over a floor (bay names, redundancy) as one shared string per value.
    QString shared(std::string_view text) {
        auto it = mShared.find(text);
        if (it == mShared.end())
            it = mShared.emplace(text, textOf(text)).first;
        return it->second;
    }

    const PartIndex& mParts;
    // Where an id was read: racks[index], or racks[rack].key[index] (key "devices" or "pdus"). Its path is
    // put into words only for a message.
    static constexpr size_t kNoRack = size_t(-1);
    struct IdPlace {
        const char* key;
        size_t index;
        size_t rack;
        QString path() const {
            return rack == kNoRack
                       ? QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(index)
                       : QStringLiteral("racks[%1].%2[%3]").arg(rack).arg(QLatin1String(key)).arg(index);
        }
    };
    QHash<QString, IdPlace> mIds;
    int mVersion = 0; // of the file being read; 0 until its header is read
    // By their text in the document (which outlives the reader).
    std::unordered_map<std::string_view, const Part*> mPartOf;
    std::unordered_map<std::string_view, QString> mShared;
};

std::string utf8(const QString& text) {
    return text.toStdString();
}

} // namespace

bool DesignFile::isValidPsuRedundancy(const QString& text) {
    static const QRegularExpression explicitCount(QStringLiteral("^[1-9][0-9]{0,2}\\+[0-9]{1,3}$"));
    if (text == QLatin1String("N") || text == QLatin1String("N+1") || text == QLatin1String("N+N") ||
        text == QLatin1String("2N"))
        return true;
    return explicitCount.match(text).hasMatch();
}

namespace {

std::optional<Design> readDesign(const QByteArray& text, const std::function<const PartIndex*()>& parts,
                                 const QString& fileName, QString* error) {
    QString message;
    const auto document = JsonDocument::parse(text, &message);
    if (!document) {
        if (const QString why = whyNotDesignText(text); !why.isEmpty())
            message = why;
        if (error)
            *error = DesignFile::tr("%1: %2").arg(fileName, message);
        return std::nullopt;
    }
    const PartIndex* index = parts(); // the catalog may still be opening while the text was parsed
    if (!index)
        return std::nullopt; // the caller reports the catalog's own error
    try {
        return DesignReader(*index).read(document->root());
    } catch (const LoadError& e) {
        if (error)
            *error = e.path.isEmpty() ? DesignFile::tr("%1: %2").arg(fileName, e.message)
                                      : DesignFile::tr("%1: %2: %3").arg(fileName, e.path, e.message);
        return std::nullopt;
    }
}

} // namespace

std::optional<Design> DesignFile::read(const QByteArray& text, const PartIndex& parts,
                                       const QString& fileName, QString* error) {
    return readDesign(
        text, [&parts] { return &parts; }, fileName, error);
}

std::optional<Design> DesignFile::load(const QString& path, const PartIndex& parts, QString* error) {
    return load(
        path, [&parts] { return &parts; }, error);
}

std::optional<Design> DesignFile::load(const QString& path, const std::function<const PartIndex*()>& parts,
                                       QString* error) {
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot open: %2").arg(fileName, file.errorString());
        return std::nullopt;
    }
    QByteArray text = JsonDocument::readText(file);
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = tr("%1: cannot read: %2").arg(fileName, file.errorString());
        return std::nullopt;
    }
    return readDesign(text, parts, fileName, error);
}

QByteArray DesignFile::write(const Design& design) {
    const DesignSettings& s = design.settings;
    ordered_json settings = ordered_json::object();
    settings["currency"] = utf8(s.currency);
    settings["electricity_price_per_kwh"] = number(s.electricityPricePerKwh);
    settings["pue"] = number(s.pue);
    settings["supply_voltage_v"] = number(s.supplyVoltageV);
    settings["airflow_delta_t_c"] = number(s.airflowDeltaTC);
    settings["utilisation"] = number(s.utilisation);
    settings["organisation"] = utf8(s.organisation);
    if (!s.exchangeRates.isEmpty()) {
        ordered_json rates = ordered_json::object();
        for (auto it = s.exchangeRates.cbegin(); it != s.exchangeRates.cend(); ++it)
            rates[utf8(it.key())] = number(it.value());
        settings["exchange_rates"] = std::move(rates);
    }
    if (s.taxPercent)
        settings["tax_percent"] = number(*s.taxPercent);
    if (!s.taxLabel.isEmpty())
        settings["tax_label"] = utf8(s.taxLabel);
    settings["power_basis"] = utf8(powerBasisName(s.powerBasis));
    settings["derating_percent"] = number(s.deratingPercent);
    settings["phase_imbalance_percent"] = number(s.phaseImbalancePercent);
    settings["coolant_delta_t_c"] = number(s.coolantDeltaTC);
    settings["tco_years"] = number(s.tcoYears);
    settings["facility_per_kw_month"] = number(s.facilityPerKwMonth);
    settings["support_percent_per_year"] = number(s.supportPercentPerYear);
    settings["gpu_utilisation"] = number(s.gpuUtilisation);
    writeGpuPowerCaps(settings, s.gpuPowerCapsW);

    ordered_json racks = ordered_json::array();
    for (const Rack& rack : design.racks) {
        ordered_json r = ordered_json::object();
        r["id"] = utf8(rack.id);
        if (!rack.name.isEmpty())
            r["name"] = utf8(rack.name);
        r["part"] = utf8(rack.partId);
        r["row"] = rack.row;
        r["position"] = rack.position;
        if (rack.powerBudgetW)
            r["power_budget_w"] = number(*rack.powerBudgetW);
        if (rack.coolingBudgetW)
            r["cooling_budget_w"] = number(*rack.coolingBudgetW);
        ordered_json pdus = ordered_json::array();
        for (const RackPdu& pdu : rack.pdus) {
            ordered_json p = ordered_json{{"id", utf8(pdu.id)}, {"part", utf8(pdu.partId)}};
            if (!pdu.feed.isEmpty())
                p["feed"] = utf8(pdu.feed);
            pdus.push_back(std::move(p));
        }
        r["pdus"] = std::move(pdus);
        ordered_json devices = ordered_json::array();
        for (const Device& device : rack.devices) {
            ordered_json d = ordered_json::object();
            d["id"] = utf8(device.id);
            d["part"] = utf8(device.partId);
            if (!device.name.isEmpty())
                d["name"] = utf8(device.name);
            d["u"] = device.u;
            d["face"] = utf8(faceName(device.face));
            d["psu_redundancy"] = utf8(device.psuRedundancy);
            ordered_json components = ordered_json::array();
            for (const Component& component : device.components) {
                ordered_json c = ordered_json::object();
                c["part"] = utf8(component.partId);
                c["qty"] = component.qty;
                if (!component.bay.isEmpty())
                    c["bay"] = utf8(component.bay);
                components.push_back(std::move(c));
            }
            d["components"] = std::move(components);
            if (device.measuredPowerW)
                d["measured_power_w"] = number(*device.measuredPowerW);
            if (!device.feed.isEmpty())
                d["feed"] = utf8(device.feed);
            if (!device.powerCords.isEmpty()) {
                ordered_json cords = ordered_json::array();
                for (const PowerCord& cord : device.powerCords)
                    cords.push_back(
                        ordered_json{{"psu", cord.psu}, {"pdu", utf8(cord.pduId)}, {"outlet", cord.outlet}});
                d["power_cords"] = std::move(cords);
            }
            if (device.measurement && device.measuredPowerW)
                d["measurement"] = writeMeasurement(*device.measurement);
            devices.push_back(std::move(d));
        }
        r["devices"] = std::move(devices);
        racks.push_back(std::move(r));
    }

    ordered_json document = ordered_json::object();
    document["format"] = kFormat;
    document["version"] = kVersion;
    document["name"] = utf8(design.name);
    document["settings"] = std::move(settings);
    document["racks"] = std::move(racks);
    if (!design.fabrics.isEmpty())
        document["fabrics"] = writeFabrics(design.fabrics);
    if (!design.cables.isEmpty())
        document["cables"] = writeCables(design.cables);
    if (design.workload)
        document["workload"] = writeWorkload(*design.workload);
    if (!design.quotes.isEmpty())
        document["quotes"] = writeQuotes(design.quotes);
    if (design.hall)
        document["hall"] = writeHall(*design.hall);
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}

bool DesignFile::save(const Design& design, const QString& path, QString* error) {
    return DurableFile::write(path, write(design), error);
}
