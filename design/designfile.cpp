#include "designfile.h"

#include "durablefile.h"
#include "jsontext.h"
#include "partindex.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <cmath>
#include <limits>

namespace {

using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

// Thrown inside the reader only; read() turns it into the error message.
struct LoadError {
    QString path;
    QString message;
};

// Upper bounds, checked before anything is expanded or multiplied: far above any real design, low enough
// that rendering and sums stay bounded.
constexpr int kMaxWholeNumber = 1000000;
constexpr double kMaxNumber = 1e12;
constexpr int kMaxRow = 1000;
constexpr int kMaxPosition = 10000;
constexpr int kMaxU = 100;             // taller than any rack
constexpr int kMaxComponentQty = 4096; // more than any chassis has bays

QString shown(const json& value) {
    return shownJsonValue(value);
}

QString quoted(const QString& text) {
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// One JSON object of the design, with its path ("racks[0].devices[3]"; empty for the document).
class ObjectReader {
public:
    // The root object, or the object at `key` (and `index` in it when >= 0) of `parent`. The path in
    // messages is put together only when one is needed: a 20,000-device design has 200,000 objects.
    explicit ObjectReader(const json& object, const ObjectReader* parent = nullptr, const char* key = nullptr,
                          size_t index = kNoIndex)
        : mObject(object), mParent(parent), mKey(key), mIndex(index) {}

    QString path(const char* key) const {
        const QString name = QString::fromLatin1(key);
        const QString here = objectPath();
        return here.isEmpty() ? name : here + QLatin1Char('.') + name;
    }
    bool has(const char* key) const { return mObject.contains(key); }
    const json& raw() const { return mObject; }
    const json& value(const char* key) const { return mObject.at(key); }

    QString string(const char* key, bool required, const QString& fallback = {}) const {
        if (!has(key)) {
            if (required)
                throw LoadError{path(key), DesignFile::tr("is missing")};
            return fallback;
        }
        const json& v = value(key);
        if (!v.is_string())
            throw LoadError{path(key), DesignFile::tr("must be a string, got %1").arg(shown(v))};
        return QString::fromStdString(v.get<std::string>());
    }

    QString id(const char* key) const {
        const QString result = string(key, true);
        if (result.trimmed().isEmpty())
            throw LoadError{path(key), DesignFile::tr("must not be empty, got %1").arg(shown(value(key)))};
        return result;
    }

    // A number >= 0 (or > 0 when `positive`).
    double number(const char* key, double fallback, bool positive = false) const {
        if (!has(key))
            return fallback;
        const json& v = value(key);
        if (!v.is_number())
            throw LoadError{path(key), DesignFile::tr("must be a number, got %1").arg(shown(v))};
        const double result = v.get<double>();
        if (!std::isfinite(result) || result > kMaxNumber)
            throw LoadError{path(key),
                            DesignFile::tr("must be at most %1, got %2").arg(kMaxNumber).arg(shown(v))};
        if (positive && result <= 0)
            throw LoadError{path(key), DesignFile::tr("must be greater than 0, got %1").arg(shown(v))};
        if (result < 0)
            throw LoadError{path(key), DesignFile::tr("must not be negative, got %1").arg(shown(v))};
        return result;
    }

    std::optional<double> optionalNumber(const char* key) const {
        if (!has(key))
            return std::nullopt;
        return number(key, 0);
    }

    int whole(const char* key, int minimum, bool required, int fallback = 0,
              int maximum = kMaxWholeNumber) const {
        if (!has(key)) {
            if (required)
                throw LoadError{path(key), DesignFile::tr("is missing")};
            return fallback;
        }
        const json& v = value(key);
        if (!v.is_number())
            throw LoadError{path(key), DesignFile::tr("must be a number, got %1").arg(shown(v))};
        const double result = v.get<double>();
        if (result != std::floor(result))
            throw LoadError{path(key), DesignFile::tr("must be a whole number, got %1").arg(shown(v))};
        if (result < minimum) {
            if (minimum == 0)
                throw LoadError{path(key), DesignFile::tr("must not be negative, got %1").arg(shown(v))};
            throw LoadError{path(key),
                            DesignFile::tr("must be at least %1, got %2").arg(minimum).arg(shown(v))};
        }
        if (result > maximum)
            throw LoadError{path(key),
                            DesignFile::tr("must be at most %1, got %2").arg(maximum).arg(shown(v))};
        return static_cast<int>(result);
    }

    // The array at `key` (empty when absent).
    const json& array(const char* key) const {
        static const json empty = json::array();
        if (!has(key))
            return empty;
        const json& v = value(key);
        if (!v.is_array())
            throw LoadError{path(key), DesignFile::tr("must be an array, got %1").arg(shown(v))};
        return v;
    }

    ObjectReader element(const char* key, size_t index) const {
        const json& item = array(key).at(index);
        const ObjectReader reader(item, this, key, index);
        if (!item.is_object())
            throw LoadError{reader.objectPath(),
                            DesignFile::tr("must be an object, got %1").arg(shown(item))};
        return reader;
    }

    ObjectReader object(const char* key) const {
        static const json empty = json::object();
        if (!has(key))
            return ObjectReader(empty, this, key);
        const json& v = value(key);
        if (!v.is_object())
            throw LoadError{path(key), DesignFile::tr("must be an object, got %1").arg(shown(v))};
        return ObjectReader(v, this, key);
    }

    // Misspelt keys would otherwise be ignored silently.
    void rejectUnknownKeys(std::initializer_list<const char*> known) const {
        for (auto it = mObject.begin(); it != mObject.end(); ++it) {
            bool found = false;
            for (const char* key : known)
                found = found || it.key() == key;
            if (!found)
                throw LoadError{path(it.key().c_str()), DesignFile::tr("unknown key")};
        }
    }

    QString objectPath() const {
        if (!mParent)
            return {};
        const QString here = mParent->path(mKey);
        return mIndex == kNoIndex ? here : here + QStringLiteral("[%1]").arg(mIndex);
    }

private:
    static constexpr size_t kNoIndex = size_t(-1);
    const json& mObject;
    const ObjectReader* mParent;
    const char* mKey;
    size_t mIndex;
};

class DesignReader {
public:
    explicit DesignReader(const PartIndex& parts) : mParts(parts) {}

    Design read(const json& document) {
        if (!document.is_object())
            throw LoadError{{}, DesignFile::tr("must be a JSON object, got %1").arg(shown(document))};
        const ObjectReader root(document);
        const QString format = QString::fromLatin1(DesignFile::kFormat);
        if (!root.has("format"))
            throw LoadError{QStringLiteral("format"),
                            DesignFile::tr("is missing (expected %1)").arg(quoted(format))};
        if (root.value("format") != DesignFile::kFormat)
            throw LoadError{
                QStringLiteral("format"),
                DesignFile::tr("must be %1, got %2").arg(quoted(format), shown(root.value("format")))};
        if (!root.has("version"))
            throw LoadError{QStringLiteral("version"), DesignFile::tr("is missing")};
        const json& version = root.value("version");
        if (!version.is_number_integer() || version.get<long long>() != DesignFile::kVersion)
            throw LoadError{QStringLiteral("version"),
                            DesignFile::tr("unsupported version %1, this program reads version %2")
                                .arg(shown(version))
                                .arg(DesignFile::kVersion)};

        Design design;
        design.name = root.string("name", false);
        design.settings = readSettings(root.object("settings"));
        const json& racks = root.array("racks");
        for (size_t i = 0; i < racks.size(); ++i)
            design.racks.append(readRack(root.element("racks", i)));
        root.rejectUnknownKeys({"format", "version", "name", "settings", "racks"});
        return design;
    }

private:
    DesignSettings readSettings(const ObjectReader& s) {
        DesignSettings settings;
        settings.currency = s.string("currency", false, settings.currency);
        static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
        if (!currencyCode.match(settings.currency).hasMatch())
            throw LoadError{s.path("currency"), DesignFile::tr("must be a three-letter currency code, got %1")
                                                    .arg(shown(s.value("currency")))};
        settings.electricityPricePerKwh =
            s.number("electricity_price_per_kwh", settings.electricityPricePerKwh);
        settings.pue = s.number("pue", settings.pue);
        if (settings.pue < 1)
            throw LoadError{s.path("pue"),
                            DesignFile::tr("must be at least 1, got %1").arg(shown(s.value("pue")))};
        settings.supplyVoltageV = s.number("supply_voltage_v", settings.supplyVoltageV, true);
        settings.airflowDeltaTC = s.number("airflow_delta_t_c", settings.airflowDeltaTC, true);
        settings.utilisation = s.number("utilisation", settings.utilisation);
        if (settings.utilisation > 1)
            throw LoadError{
                s.path("utilisation"),
                DesignFile::tr("must be between 0 and 1, got %1").arg(shown(s.value("utilisation")))};
        settings.organisation = s.string("organisation", false);
        const ObjectReader rates = s.object("exchange_rates");
        for (const auto& [code, value] : rates.raw().items()) {
            const QString currency = QString::fromStdString(code);
            if (!currencyCode.match(currency).hasMatch())
                throw LoadError{rates.path(code.c_str()),
                                DesignFile::tr("must be a three-letter currency code such as USD")};
            settings.exchangeRates.insert(currency, rates.number(code.c_str(), 0, true));
        }
        s.rejectUnknownKeys({"currency", "electricity_price_per_kwh", "pue", "supply_voltage_v",
                             "airflow_delta_t_c", "utilisation", "organisation", "exchange_rates"});
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
        rack.powerBudgetW = r.optionalNumber("power_budget_w");
        rack.coolingBudgetW = r.optionalNumber("cooling_budget_w");
        const json& pdus = r.array("pdus");
        for (size_t i = 0; i < pdus.size(); ++i) {
            const ObjectReader p = r.element("pdus", i);
            RackPdu pdu;
            pdu.id = readId(p);
            pdu.partId = readPart(
                p, [](PartKind kind) { return kind == PartKind::Pdu; },
                QT_TRANSLATE_NOOP("DesignFile", "a pdu"));
            p.rejectUnknownKeys({"id", "part"});
            rack.pdus.append(pdu);
        }
        const json& devices = r.array("devices");
        for (size_t i = 0; i < devices.size(); ++i)
            rack.devices.append(readDevice(r.element("devices", i)));
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
        device.psuRedundancy = d.string("psu_redundancy", false, device.psuRedundancy);
        if (!DesignFile::isValidPsuRedundancy(device.psuRedundancy))
            throw LoadError{d.path("psu_redundancy"),
                            DesignFile::tr("must be N, N+1, N+N, 2N or a+b (e.g. 4+2), got %1")
                                .arg(shown(d.value("psu_redundancy")))};
        const json& components = d.array("components");
        for (size_t i = 0; i < components.size(); ++i) {
            const ObjectReader c = d.element("components", i);
            Component component;
            component.partId = readPart(
                c, isComponentKind,
                QT_TRANSLATE_NOOP("DesignFile", "a component (gpu, cpu, memory, storage, nic or psu)"));
            component.qty = c.whole("qty", 1, false, component.qty, kMaxComponentQty);
            component.bay = c.string("bay", false);
            c.rejectUnknownKeys({"part", "qty", "bay"});
            device.components.append(component);
        }
        d.rejectUnknownKeys({"id", "part", "name", "u", "face", "psu_redundancy", "components"});
        return device;
    }

    // Racks, devices and PDUs share one id space.
    QString readId(const ObjectReader& o) {
        const QString id = o.id("id");
        const auto previous = mIds.constFind(id);
        if (previous != mIds.constEnd())
            throw LoadError{o.path("id"),
                            DesignFile::tr("%1 is already used by %2").arg(quoted(id), *previous)};
        mIds.insert(id, o.objectPath());
        return id;
    }

    template <typename KindTest>
    // `expected` is translated only for a message: this runs for every component of the design.
    QString readPart(const ObjectReader& o, KindTest accepts, const char* expected) {
        const QString id = o.string("part", true);
        const Part* part = mParts.find(id);
        if (!part)
            throw LoadError{o.path("part"), DesignFile::tr("unknown part %1").arg(quoted(id))};
        if (!accepts(part->kind))
            throw LoadError{o.path("part"),
                            DesignFile::tr("%1 is a %2, not %3")
                                .arg(quoted(id), partKindName(part->kind), DesignFile::tr(expected))};
        return part->id; // the catalog's string: 200k components share a few ids, and the analysis knows them
    }

    const PartIndex& mParts;
    QHash<QString, QString> mIds; // id -> path of the object that has it
};

// Integral values as JSON integers (no "230.0"), others as the shortest round-tripping decimal.
ordered_json number(double value) {
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 9007199254740992.0)
        return static_cast<long long>(value);
    return value;
}

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
    const auto document = parseJsonText(text, &message);
    if (!document) {
        if (error)
            *error = DesignFile::tr("%1: %2").arg(fileName, message);
        return std::nullopt;
    }
    const PartIndex* index = parts();
    if (!index)
        return std::nullopt;
    try {
        return DesignReader(*index).read(*document);
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
    return readDesign(file.readAll(), parts, fileName, error);
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
        for (const RackPdu& pdu : rack.pdus)
            pdus.push_back(ordered_json{{"id", utf8(pdu.id)}, {"part", utf8(pdu.partId)}});
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
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}

bool DesignFile::save(const Design& design, const QString& path, QString* error) {
    return DurableFile::write(path, write(design), error);
}
