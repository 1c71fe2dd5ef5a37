#include "window/reportexporter.h"

#include "report/reportdeck.h"
#include "report/reportlanguagescope.h"

#include "analysis/analyzer.h"
#include "durablefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProgressDialog>
#include <cerrno>
#include <unistd.h>

ReportExporter::ReportExporter(QObject* parent) : QObject(parent) {}

void ReportExporter::cancel() {
    mCancelled = true;
}

bool ReportExporter::exportReport(const Design& design, const PartIndex& parts, const ReportOptions& options,
                                  const QString& path, QString* error) {
    mCancelled = false;
    const QFileInfo target(path);
    const bool pptx = target.suffix().compare(QLatin1String("pptx"), Qt::CaseInsensitive) == 0;
    // Said before the slides are drawn rather than after. The file itself is written by DurableFile:
    // whole or not at all, with no temporary file outliving the write.
    if (::access(QFile::encodeName(target.absolutePath()).constData(), W_OK) != 0) {
        if (error)
            *error = tr("%1: cannot write in %2: %3")
                         .arg(target.fileName(), QDir::toNativeSeparators(target.absolutePath()),
                              DurableFile::reasonOrSystem(errno));
        return false;
    }
    bool written = false;
    QString message;
    {
        const ReportLanguageScope scope(options.language);
        const Budgets budgets = analyze(design, parts);
        const ReportDeck deck(design, budgets, parts, options);
        emit progress(0, deck.pageCount());
        const auto onPage = [this](int done, int total) {
            emit progress(done, total);
            return !mCancelled.load();
        };
        // Both writers go through DurableFile: whole or not at all.
        written = pptx ? deck.writePptx(path, options.templatePath, onPage, &message)
                       : deck.writePdf(path, onPage, &message);
    }
    if (!written && error)
        *error = mCancelled ? QString() : message;
    return written;
}

bool ReportExporter::exportWithProgress(QWidget* parent, const Design& design, const PartIndex& parts,
                                        const ReportOptions& options, const QString& path, QString* error) {
    QProgressDialog dialog(tr("Rendering the procurement report…"), tr("Cancel"), 0, 0, parent);
    dialog.setWindowTitle(tr("Export report"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(300);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    // Translated now, in the window's language: while the report renders, tr() speaks the report's.
    const QString pageText = tr("Rendering the procurement report… page %1 of %2");
    ReportExporter exporter;
    connect(&exporter, &ReportExporter::progress, &dialog, [&dialog, pageText](int done, int total) {
        dialog.setMaximum(total);
        dialog.setLabelText(pageText.arg(done).arg(total));
        dialog.setValue(done);
        // Rendering runs on this thread: keep the window painting (and timers running) before the dialog
        // shows itself after its minimum duration; user input waits until the dialog is up.
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    });
    connect(&dialog, &QProgressDialog::canceled, &exporter, &ReportExporter::cancel);
    const bool ok = exporter.exportReport(design, parts, options, path, error);
    dialog.close();
    return ok;
}
