#pragma once

// Internal to the design file code (designfile.cpp, fabricfile.cpp): reading one JSON object of the design
// with its path for messages, and the bounds every count is checked against.
#include "file/designfile.h"
#include "file/jsondocument.h"
#include "model/settingrange.h"
#include "parts/partindex.h"

#include <QString>
#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

namespace DesignFileDetail {

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

inline QString shown(const JsonValue& value) {
    return shownJsonValue(value);
}

inline QString quoted(const QString& text) {
    return QLatin1Char('"') + text + QLatin1Char('"');
}

inline QString textOf(std::string_view utf8) {
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

// One JSON object of the design, with its path ("racks[0].devices[3]"; empty for the document).
class ObjectReader {
public:
    // The root object, or the object at `key` (and `index` in it when >= 0) of `parent`. The path in
    // messages is put together only when one is needed: a 20,000-device design has 200,000 objects.
    explicit ObjectReader(JsonObject object, const ObjectReader* parent = nullptr, const char* key = nullptr,
                          size_t index = kNoIndex)
        : mObject(object), mParent(parent), mKey(key), mIndex(index) {}

    QString path(const char* key) const {
        const QString name = QString::fromUtf8(key);
        const QString here = objectPath();
        return here.isEmpty() ? name : here + QLatin1Char('.') + name;
    }
    bool has(const char* key) const { return find(key).has_value(); }
    JsonObject raw() const { return mObject; }
    // The value at `key`, which must be there.
    JsonValue value(const char* key) const {
        const auto v = find(key);
        if (!v)
            throw LoadError{path(key), DesignFile::tr("is missing")};
        return *v;
    }

    // The string at `key` as the document holds it (UTF-8); nullopt when absent and not `required`.
    std::optional<std::string_view> utf8(const char* key, bool required) const {
        const auto v = find(key);
        if (!v) {
            if (required)
                throw LoadError{path(key), DesignFile::tr("is missing")};
            return std::nullopt;
        }
        std::string_view text;
        if (v->get(text) != simdjson::SUCCESS)
            throw LoadError{path(key), DesignFile::tr("must be a string, got %1").arg(shown(*v))};
        return text;
    }

    QString string(const char* key, bool required, const QString& fallback = {}) const {
        const auto text = utf8(key, required);
        return text ? textOf(*text) : fallback;
    }

    QString id(const char* key) const {
        const QString result = string(key, true);
        if (result.trimmed().isEmpty())
            throw LoadError{path(key), DesignFile::tr("must not be empty, got %1").arg(shown(value(key)))};
        return result;
    }

    // A number >= 0 (or > 0 when `positive`).
    double number(const char* key, double fallback, bool positive = false) const {
        const auto v = find(key);
        if (!v)
            return fallback;
        const double result = numberAt(key, *v);
        if (!std::isfinite(result) || result > kMaxNumber)
            throw LoadError{path(key),
                            DesignFile::tr("must be at most %1, got %2").arg(kMaxNumber).arg(shown(*v))};
        if (positive && result <= 0)
            throw LoadError{path(key), DesignFile::tr("must be greater than 0, got %1").arg(shown(*v))};
        if (result < 0)
            throw LoadError{path(key), DesignFile::tr("must not be negative, got %1").arg(shown(*v))};
        return result;
    }

    // A number inside `range` at `key` (the range's own key unless given); `fallback` when absent.
    double ranged(const SettingRange& range, double fallback, const char* key = nullptr) const {
        if (!key)
            key = range.key;
        const auto v = find(key);
        if (!v)
            return fallback;
        const double result = numberAt(key, *v);
        if (!std::isfinite(result) || !range.contains(result))
            throw LoadError{path(key), DesignFile::tr("must be between %1 and %2, got %3")
                                           .arg(QString::number(range.minimum, 'g', 15),
                                                QString::number(range.maximum, 'g', 15), shown(*v))};
        return result;
    }

    std::optional<double> optionalRanged(const SettingRange& range) const {
        if (!has(range.key))
            return std::nullopt;
        return ranged(range, 0);
    }

    std::optional<double> optionalNumber(const char* key) const {
        if (!has(key))
            return std::nullopt;
        return number(key, 0);
    }

    int whole(const char* key, int minimum, bool required, int fallback = 0,
              int maximum = kMaxWholeNumber) const {
        const auto v = find(key);
        if (!v) {
            if (required)
                throw LoadError{path(key), DesignFile::tr("is missing")};
            return fallback;
        }
        const double result = numberAt(key, *v);
        if (result != std::floor(result))
            throw LoadError{path(key), DesignFile::tr("must be a whole number, got %1").arg(shown(*v))};
        if (result < minimum) {
            if (minimum == 0)
                throw LoadError{path(key), DesignFile::tr("must not be negative, got %1").arg(shown(*v))};
            throw LoadError{path(key),
                            DesignFile::tr("must be at least %1, got %2").arg(minimum).arg(shown(*v))};
        }
        if (result > maximum)
            throw LoadError{path(key),
                            DesignFile::tr("must be at most %1, got %2").arg(maximum).arg(shown(*v))};
        return static_cast<int>(result);
    }

    // The array at `key` (empty when absent).
    JsonArray array(const char* key) const {
        const auto v = find(key);
        if (!v)
            return emptyJsonArray();
        JsonArray result;
        if (v->get(result) != simdjson::SUCCESS)
            throw LoadError{path(key), DesignFile::tr("must be an array, got %1").arg(shown(*v))};
        return result;
    }

    // Each element of the array at `key`, which must be an object: visit(const ObjectReader&) (the reader
    // knows its index for messages).
    template <typename Visit> void forEachObject(const char* key, Visit visit) const {
        size_t index = 0;
        for (const JsonValue item : array(key)) {
            JsonObject object;
            if (item.get(object) != simdjson::SUCCESS)
                throw LoadError{ObjectReader(emptyJsonObject(), this, key, index).objectPath(),
                                DesignFile::tr("must be an object, got %1").arg(shown(item))};
            visit(ObjectReader(object, this, key, index));
            ++index;
        }
    }

    ObjectReader object(const char* key) const {
        const auto v = find(key);
        if (!v)
            return ObjectReader(emptyJsonObject(), this, key);
        JsonObject result;
        if (v->get(result) != simdjson::SUCCESS)
            throw LoadError{path(key), DesignFile::tr("must be an object, got %1").arg(shown(*v))};
        return ObjectReader(result, this, key);
    }

    // Misspelt keys would otherwise be ignored silently, and of a key given twice only one would count.
    void rejectUnknownKeys(std::initializer_list<std::string_view> known) const {
        size_t index = 0;
        for (const auto field : mObject) {
            if (std::find(known.begin(), known.end(), field.key) == known.end())
                throw LoadError{path(std::string(field.key).c_str()), DesignFile::tr("unknown key")};
            rejectRepeat(field.key, index++);
        }
    }

    // Throws when the key at `index` of this object came earlier too.
    void rejectRepeat(std::string_view key, size_t index) const {
        size_t earlier = 0;
        for (const auto field : mObject) {
            if (earlier++ == index)
                return;
            if (field.key == key)
                throw LoadError{path(std::string(key).c_str()), DesignFile::tr("appears more than once")};
        }
    }

    // Where this object is: the key of its parent that holds it, its index there (or size_t(-1)), the parent.
    const char* key() const { return mKey; }
    size_t index() const { return mIndex; }
    const ObjectReader* parent() const { return mParent; }

    QString objectPath() const {
        if (!mParent)
            return {};
        const QString here = mParent->path(mKey);
        return mIndex == kNoIndex ? here : here + QStringLiteral("[%1]").arg(mIndex);
    }

private:
    static constexpr size_t kNoIndex = size_t(-1);

    std::optional<JsonValue> find(const char* key) const {
        JsonValue v;
        if (mObject.at_key(key).get(v) != simdjson::SUCCESS)
            return std::nullopt;
        return v;
    }
    double numberAt(const char* key, const JsonValue& v) const {
        double result = 0;
        if (v.get(result) != simdjson::SUCCESS)
            throw LoadError{path(key), DesignFile::tr("must be a number, got %1").arg(shown(v))};
        return result;
    }

    JsonObject mObject;
    const ObjectReader* mParent;
    const char* mKey;
    size_t mIndex;
};

// Integral values as JSON integers (no "230.0"), others as the shortest round-tripping decimal.
inline ordered_json number(double value) {
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 9007199254740992.0)
        return static_cast<long long>(value);
    return value;
}

// A string at `key` that `valid` accepts (`allowed` lists them for the message); `fallback` when absent.
inline QString choice(const ObjectReader& o, const char* key, const QString& fallback,
                      bool (*valid)(const QString&), const char* allowed) {
    const QString value = o.string(key, false, fallback);
    if (!valid(value))
        throw LoadError{o.path(key), DesignFile::tr("must be one of %1, got %2")
                                         .arg(QString::fromLatin1(allowed), shown(o.value(key)))};
    return value;
}

// The catalog's id of part `id`, which must be of `kind`; `at` is the place for the message.
inline QString partOfKind(const QString& at, const PartIndex& parts, PartKind kind, const QString& id) {
    const Part* part = parts.find(id);
    if (!part)
        throw LoadError{at, DesignFile::tr("unknown part %1").arg(quoted(id))};
    if (part->kind != kind)
        throw LoadError{at, DesignFile::tr("%1 is a %2, not a %3")
                                .arg(quoted(id), partKindName(part->kind), partKindName(kind))};
    return part->id;
}

} // namespace DesignFileDetail
