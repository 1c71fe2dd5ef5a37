#include "analysis/findinggroups.h"

#include <QHash>

QList<FindingGroup> groupAlikeFindings(const QList<Finding>& findings) {
    QList<FindingGroup> groups;
    QHash<QString, qsizetype> kinds; // what a finding says, its places left out -> its group
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding& f = findings[i];
        QString kind = f.message;
        if (!f.deviceId.isEmpty())
            kind.replace(f.deviceId, QStringLiteral("\u0001"));
        if (!f.rackId.isEmpty())
            kind.replace(f.rackId, QStringLiteral("\u0002"));
        kind += QLatin1Char('\n') + f.code + QLatin1Char('\n') + f.partId + QLatin1Char('\n') +
                QString::number(int(f.severity));
        const auto it = kinds.constFind(kind);
        if (it != kinds.cend()) {
            groups[*it].members.append(i);
        } else {
            kinds.insert(kind, groups.size());
            groups.append(FindingGroup{{i}});
        }
    }
    return groups;
}
