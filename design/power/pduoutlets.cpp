#include "power/pduoutlets.h"

QList<PduOutlet> pduOutlets(const PduSpec& pdu) {
    QList<PduOutlet> outlets;
    const QList<PduBank> banks = pdu.banksOrDefault();
    for (qsizetype b = 0; b < banks.size(); ++b) {
        for (int i = 0; i < banks[b].outletsC13; ++i)
            outlets.append(PduOutlet{int(outlets.size()) + 1, QStringLiteral("C13"), int(b)});
        for (int i = 0; i < banks[b].outletsC19; ++i)
            outlets.append(PduOutlet{int(outlets.size()) + 1, QStringLiteral("C19"), int(b)});
    }
    return outlets;
}

bool inletFitsOutlet(const QString& inlet, const QString& outlet) {
    return inlet == QLatin1String("c20") ? outlet == QLatin1String("C19") : true;
}
