#pragma once

#include "netbox/netboxdevicetype.h"

#include <QString>
#include <optional>
#include <vector>

#include <yaml-cpp/yaml.h>

// Reading the fields of a NetBox device-type file (yaml-cpp nodes) with the line and the field path in every
// problem, and the small text rules of the format (slugs, markdown comments, port numbering, units).

constexpr size_t kNetboxMaxComponents = 4096; // interfaces, outlets, ports per file

// A field that cannot be read: the file is refused with the line, the field and the reason.
struct NetboxFieldProblem {
    int line = 0;
    QString field;
    QString reason;
};

// The line of a node in its file (1-based; 0 when unknown).
int netboxLine(const YAML::Node& node);
// A scalar quoted for a message (at most 40 characters), or "a list or mapping".
QString netboxQuoted(const YAML::Node& node);

// Reads fields of one YAML mapping, naming the field path in problems.
class NetboxFields {
public:
    NetboxFields(const YAML::Node& node, QString path) : mNode(node), mPath(std::move(path)) {}

    QString path(const char* key) const { return mPath + QLatin1String(key); }
    bool has(const char* key) const { return mNode[key] && !mNode[key].IsNull(); }
    int line(const char* key) const { return has(key) ? netboxLine(mNode[key]) : netboxLine(mNode); }

    QString text(const char* key, bool required = false) const {
        if (!has(key)) {
            if (required)
                throw NetboxFieldProblem{netboxLine(mNode), path(key), NetboxFileResult::tr("is required")};
            return {};
        }
        const YAML::Node value = mNode[key];
        if (!value.IsScalar())
            throw NetboxFieldProblem{netboxLine(value), path(key),
                                     NetboxFileResult::tr("must be text, not %1").arg(netboxQuoted(value))};
        const QString text = QString::fromStdString(value.Scalar()).trimmed();
        if (required && text.isEmpty())
            throw NetboxFieldProblem{netboxLine(value), path(key), NetboxFileResult::tr("must not be empty")};
        return text;
    }

    std::optional<double> number(const char* key, double minimum, double maximum) const {
        if (!has(key))
            return std::nullopt;
        const YAML::Node value = mNode[key];
        bool ok = false;
        const double x = value.IsScalar() ? QString::fromStdString(value.Scalar()).toDouble(&ok) : 0;
        if (!ok || !std::isfinite(x))
            throw NetboxFieldProblem{
                netboxLine(value), path(key),
                NetboxFileResult::tr("must be a number, not %1").arg(netboxQuoted(value))};
        if (x < minimum || x > maximum)
            throw NetboxFieldProblem{netboxLine(value), path(key),
                                     NetboxFileResult::tr("%1 is outside %2..%3")
                                         .arg(netboxQuoted(value))
                                         .arg(minimum)
                                         .arg(maximum)};
        return x;
    }

    bool flag(const char* key) const {
        const QString value = text(key).toLower();
        if (value.isEmpty() || value == QLatin1String("false") || value == QLatin1String("no"))
            return false;
        if (value == QLatin1String("true") || value == QLatin1String("yes"))
            return true;
        throw NetboxFieldProblem{line(key), path(key),
                                 NetboxFileResult::tr("must be true or false, not \"%1\"").arg(value)};
    }

    // The elements of a list field (each a mapping), bounded.
    std::vector<NetboxFields> list(const char* key) const {
        std::vector<NetboxFields> items;
        if (!has(key))
            return items;
        const YAML::Node value = mNode[key];
        if (!value.IsSequence())
            throw NetboxFieldProblem{netboxLine(value), path(key), NetboxFileResult::tr("must be a list")};
        if (value.size() > kNetboxMaxComponents)
            throw NetboxFieldProblem{netboxLine(value), path(key),
                                     NetboxFileResult::tr("has %1 entries; at most %2 are read")
                                         .arg(value.size())
                                         .arg(kNetboxMaxComponents)};
        for (size_t i = 0; i < value.size(); ++i) {
            const YAML::Node item = value[i];
            const QString itemPath = path(key) + QStringLiteral("[%1].").arg(i);
            if (!item.IsMap())
                throw NetboxFieldProblem{netboxLine(item), itemPath.chopped(1),
                                         NetboxFileResult::tr("must be a mapping")};
            items.emplace_back(item, itemPath);
        }
        return items;
    }

private:
    YAML::Node mNode;
    QString mPath;
};

// "Super Micro" -> "super-micro".
QString netboxSlug(const QString& text);
// A comment in the library's markdown as one plain sentence of at most 200 characters.
QString netboxPlainSentence(QString text);
// Numbers missing between numbered names: "Ethernet1, Ethernet2, Ethernet4" -> "Ethernet3" (at most 8).
QString netboxNumberingGaps(const QStringList& names);
// A weight in kg from NetBox's units (kg, g, lb, oz); nullopt for another unit.
std::optional<double> netboxKilograms(double value, const QString& unit);
// "32A" in a port's name or description; 0 when none.
double netboxCurrentInText(const QString& text);
