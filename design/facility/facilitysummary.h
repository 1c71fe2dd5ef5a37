#pragma once

#include "facility/facilityreport.h"

#include <QCoreApplication>

// The hall's budgets in a few lines of words (the Hall tab, the report's facility slide, `check`): each
// {label, figure}, in the current language and locale.
class FacilitySummary {
    Q_DECLARE_TR_FUNCTIONS(FacilitySummary)
public:
    static QList<std::pair<QString, QString>> lines(const FacilityReport& report);
    // "liquid cooling, 150 % used" or "nothing limits the hall".
    static QString limiting(const FacilityReport& report);
};
