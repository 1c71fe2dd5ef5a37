#pragma once

#include "report/reportoptions.h"

#include "model/design.h"
#include "parts/partindex.h"

#include <QObject>
#include <atomic>

class QWidget;

// Writes the procurement report (ReportDeck) as a PDF or, for a path ending in .pptx, as a PowerPoint deck
// (ReportDeck::writePptx, in the look of options.templatePath when set), for File > Export and the `report`
// command.
// The design is analysed again in the report's language (findings are translated when analysed), inside a
// ReportLanguageScope, so the report's language is independent of the window's. The file is written
// through DurableFile: whole or not at all.
class ReportExporter : public QObject {
    Q_OBJECT
public:
    explicit ReportExporter(QObject* parent = nullptr);

    // Emits progress(done, total) after each page (progress(0, total) first). On failure or cancel
    // returns false with a message and leaves any file at `path` untouched.
    bool exportReport(const Design& design, const PartIndex& parts, const ReportOptions& options,
                      const QString& path, QString* error);

    // exportReport() behind a modal QProgressDialog with a Cancel button (shown when rendering takes longer
    // than a moment). Returns false with a message on failure; a cancel returns false with an empty one.
    static bool exportWithProgress(QWidget* parent, const Design& design, const PartIndex& parts,
                                   const ReportOptions& options, const QString& path, QString* error);

public slots:
    // Stops an export in progress after the page being drawn.
    void cancel();

signals:
    void progress(int done, int total);

private:
    std::atomic_bool mCancelled = false;
};
