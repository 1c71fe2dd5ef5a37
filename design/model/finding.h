#pragma once

#include <QString>

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity); // "error" | "warning" | "info"

// One problem (or note) the analysis found: a stable code, where it is, and a translated message.
struct Finding {
    Severity severity = Severity::Info;
    QString code;   // stable, e.g. "rack.power.over_budget"
    QString rackId; // where: rack, device and component (part id) when they apply
    QString deviceId;
    QString partId;
    QString message; // translated with the language in effect when analysed

    // "R01", "R01/n01" or "R01/n01/nvidia-a100-sxm4-80gb"
    QString where() const;
    bool operator==(const Finding&) const = default;
};
