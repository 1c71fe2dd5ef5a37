#pragma once

#include <QCoreApplication>

struct DesignComparison;

// Two designs compared on one page (A4 landscape), as `compare -o` and the Compare window write it.
class ComparisonPdf {
    Q_DECLARE_TR_FUNCTIONS(ComparisonPdf)
public:
    // Written atomically; false with `error` set when it cannot be written.
    static bool write(const DesignComparison& comparison, const QString& path, QString* error);
};
