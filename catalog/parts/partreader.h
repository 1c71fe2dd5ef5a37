#pragma once
// The part parser's field reader: each read names the field's path in a thrown FieldError and bounds
// every figure and text (partparser.cpp turns the error into a PartError).

#include "jsontext.h"
#include "parts/partparser.h"

#include <QLocale>
#include <QStringList>
#include <cmath>
#include <nlohmann/json.hpp>

namespace partreading {

using json = nlohmann::json;

// Upper bounds for every figure in a part: far above any real hardware, low enough that sums over a
// 1,000-rack design stay exact and nothing expanded from them exhausts memory.
constexpr double kMaxNumber = 1e9;
constexpr int kMaxCount = 10000;
constexpr int kMaxBays = 1024;     // bays of one group (DIMM slots, drive bays, GPU slots)
constexpr int kMaxHeightU = 100;   // taller than any rack (58U) or device
constexpr int kMaxContents = 4096; // a system's contents quantity
constexpr int kMaxPorts = 4096;    // ports of one group on a switch or NIC

// Text is bounded too: a 100 MB description imported once made every later command read it (21-28 s and
// 1.3 GB for `check` of one rack). Far above the bundled catalog's longest (a source of 1,599 characters,
// a description of 449).
constexpr int kMaxText = 256;        // names, models, part numbers, spec words
constexpr int kMaxId = 128;          // a part id (bundled ones are at most 34)
constexpr int kMaxLongText = 4096;   // a description (per language), a source
constexpr int kMaxPartBytes = 65536; // the whole part as JSON, unknown keys included (bundled: about 6,500)

// Thrown inside the parser only; parse() turns it into a PartError.
struct FieldError {
    QString field;
    QString reason;
};

inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

class Reader {
public:
    Reader(const json& object, QString prefix) : mObject(object), mPrefix(std::move(prefix)) {}

    bool has(const char* key) const { return mObject.contains(key) && !mObject.at(key).is_null(); }
    QString path(const char* key) const { return mPrefix + QString::fromLatin1(key); }

    QString text(const char* key, bool required = false, int maxLength = kMaxText) const {
        if (!has(key)) {
            if (required)
                throw FieldError{path(key), PartParser::tr("is missing")};
            return {};
        }
        const json& value = mObject.at(key);
        if (!value.is_string())
            throw FieldError{path(key), PartParser::tr("must be a string")};
        return bounded(path(key), value.get_ref<const std::string&>(), maxLength);
    }

    // The text, or an error naming the field and the limit (in characters; checked on the UTF-8 bytes
    // first, so a 100 MB string is refused without being converted).
    static QString bounded(const QString& field, const std::string& utf8, int maxLength) {
        QString text;
        if (utf8.size() <= size_t(maxLength) * 4)
            text = QString::fromStdString(utf8);
        if (utf8.size() > size_t(maxLength) * 4 || text.size() > maxLength) {
            const qsizetype length = text.isEmpty() ? QString::fromStdString(utf8).size() : text.size();
            throw FieldError{field, PartParser::tr("is too long (%1 characters, at most %2)")
                                        .arg(QLocale().toString(qlonglong(length)))
                                        .arg(QLocale().toString(maxLength))};
        }
        return text;
    }

    double number(const char* key, bool required = false, double fallback = 0,
                  double maximum = kMaxNumber) const {
        if (!has(key)) {
            if (required)
                throw FieldError{path(key), PartParser::tr("is missing")};
            return fallback;
        }
        const json& value = mObject.at(key);
        if (!value.is_number())
            throw FieldError{path(key),
                             PartParser::tr("must be a number, not %1").arg(shownJsonValue(value))};
        const double result = value.get<double>();
        if (!std::isfinite(result))
            throw FieldError{path(key), PartParser::tr("must be a finite number")};
        if (result < 0)
            throw FieldError{path(key), PartParser::tr("must not be negative (%1)").arg(result)};
        if (result > maximum)
            throw FieldError{path(key),
                             PartParser::tr("is too large (%1, at most %2)").arg(result).arg(maximum)};
        return result;
    }

    // Counts are bounded before anything is expanded or multiplied by them: a bay count of 2e9 would
    // otherwise expand into billions of bays.
    int integer(const char* key, bool required = false, int fallback = 0, int maximum = kMaxCount) const {
        const double value = number(key, required, fallback, maximum);
        if (value != std::floor(value))
            throw FieldError{path(key), PartParser::tr("must be a whole number (%1)").arg(value)};
        return static_cast<int>(value);
    }

    bool boolean(const char* key, bool fallback) const {
        if (!has(key))
            return fallback;
        if (!mObject.at(key).is_boolean())
            throw FieldError{path(key), PartParser::tr("must be true or false")};
        return mObject.at(key).get<bool>();
    }

    std::optional<double> optionalNumber(const char* key) const {
        if (!has(key))
            return std::nullopt;
        return number(key);
    }

    const json& object(const char* key, bool required = false) const {
        static const json empty = json::object();
        if (!has(key)) {
            if (required)
                throw FieldError{path(key), PartParser::tr("is missing")};
            return empty;
        }
        const json& value = mObject.at(key);
        if (!value.is_object())
            throw FieldError{path(key), PartParser::tr("must be an object")};
        return value;
    }

    const json& array(const char* key, bool required = false) const {
        static const json empty = json::array();
        if (!has(key)) {
            if (required)
                throw FieldError{path(key), PartParser::tr("is missing")};
            return empty;
        }
        const json& value = mObject.at(key);
        if (!value.is_array())
            throw FieldError{path(key), PartParser::tr("must be an array")};
        return value;
    }

    QStringList strings(const char* key) const {
        QStringList result;
        const json& values = array(key);
        for (size_t i = 0; i < values.size(); ++i) {
            if (!values[i].is_string())
                throw FieldError{path(key) + QStringLiteral("[%1]").arg(i),
                                 PartParser::tr("must be a string")};
            result.append(bounded(path(key) + QStringLiteral("[%1]").arg(i),
                                  values[i].get_ref<const std::string&>(), kMaxText));
        }
        return result;
    }

    Reader sub(const char* key, bool required = false) const {
        return Reader(object(key, required), path(key) + QLatin1Char('.'));
    }
    Reader element(const char* key, size_t index) const {
        const json& item = array(key).at(index);
        const QString itemPath = path(key) + QStringLiteral("[%1]").arg(index);
        if (!item.is_object())
            throw FieldError{itemPath, PartParser::tr("must be an object")};
        return Reader(item, itemPath + QLatin1Char('.'));
    }
    size_t count(const char* key, bool required = false) const { return array(key, required).size(); }

private:
    const json& mObject;
    QString mPrefix;
};

} // namespace partreading
