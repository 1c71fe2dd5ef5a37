#pragma once

#include "parts/part.h"

#include <QCoreApplication>

// Short human-readable figures of a part for lists and tooltips ("80 GB HBM3 · 3350 GB/s · 700 W").
class PartSummary {
    Q_DECLARE_TR_FUNCTIONS(PartSummary)
public:
    static QString keyFigures(const Part& part);
    static QString kindLabel(PartKind kind);
    // "Coolant distribution unit", "UPS module", ... in the current language.
    static QString facilityTypeLabel(FacilityType type);
    // "8 x 400G Ethernet + 2 x 25G Ethernet", translated.
    static QString portGroups(const QList<PortGroup>& groups);
    // Every figure, one "label: value" line each, estimated figures marked, with the source last.
    static QStringList details(const Part& part, const QString& locale);
    static QString estimatedMarker() { return tr("(estimated)"); }
    // A catalog field name ("max_power_w", "spec.psu.efficiency") as the user reads it ("max power").
    // The name itself for a field without a label.
    static QString fieldLabel(const QString& field);
    static bool hasFieldLabel(const QString& field);
    // The estimated fields of a part, as labels: "weight, max power, price".
    static QString estimatedFields(const Part& part);
};
