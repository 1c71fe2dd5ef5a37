#pragma once

#include "fabric/fabricanalysis.h"

#include <QCoreApplication>

// The cut-sheet installers work from: one row per link with its cable label, both ends (rack, U, device,
// port), the part, the length and the transceivers at each end, then the cables the user added by hand
// between two ports (the design's `cables` with both ends; docs/fabric.md).
class FabricCutSheet {
    Q_DECLARE_TR_FUNCTIONS(FabricCutSheet)
public:
    static QStringList header();
    static QList<QStringList> rows(const QList<FabricReport>& fabrics, const Design& design);
    // UTF-8 with a byte-order mark (spreadsheets then read Chinese right), CRLF line ends.
    static QByteArray csv(const QList<FabricReport>& fabrics, const Design& design);
    // Through DurableFile: an existing file is untouched on failure.
    static bool writeXlsx(const QList<FabricReport>& fabrics, const Design& design, const QString& path,
                          QString* error);
};
