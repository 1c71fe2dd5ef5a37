#include "model/finding.h"

#include <QStringList>

QString severityName(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

QString Finding::where() const {
    QStringList parts;
    for (const QString& p : {rackId, deviceId, partId})
        if (!p.isEmpty())
            parts.append(p);
    return parts.join(QLatin1Char('/'));
}
