#pragma once

#include "facility/facilityreport.h"
#include "facility/facilitytext.h"

#include <QLocale>

// Internal to the hall analysis: findings with their hall part and racks, and figures in words.
class HallFindings {
public:
    explicit HallFindings(FacilityReport& report) : mReport(report) {}

    void add(Severity severity, const char* code, const QString& hallPart, const QStringList& rackIds,
             const QString& message, const QString& partId = {}, const QString& rackId = {}) {
        Finding finding{severity, QString::fromLatin1(code), rackId, hallPart, partId, message};
        mReport.findings.append(HallFinding{finding, hallPart, rackIds});
    }

private:
    FacilityReport& mReport;
};

namespace HallText {
inline QString kw(double watts) {
    return Facility::tr("%1 kW").arg(QLocale().toString(watts / 1000.0, 'f', 1));
}
inline QString number(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}
// "R01, R02, R03" or "R01-R08 (8 racks)" when there are many.
QString racks(const QStringList& rackIds);
} // namespace HallText
