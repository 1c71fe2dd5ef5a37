#pragma once

#include "model/finding.h"

#include <QList>

// Findings that say the same of different places: the same severity, check and message, their own rack
// and device ids aside (a PCIe note on each of 20,000 HGX servers). The report shows each group as one row,
// and `check --json` as one entry with its count and places, as the fabric's cable findings are one warning
// with their count.
struct FindingGroup {
    QList<qsizetype> members; // indexes into the findings, the first one first
};

// The groups in the order of their first finding.
QList<FindingGroup> groupAlikeFindings(const QList<Finding>& findings);
