#include "window/reportexporter.h"

#include "report/reportdeck.h"
#include "report/reportlanguagescope.h"

#include "analysis/analyzer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProgressDialog>
#include <QTemporaryFile>
#include <filesystem>

ReportExporter::ReportExporter(QObject* parent) : QObject(parent) {}

void ReportExporter::cancel() {
    mCancelled = true;
}

bool ReportExporter::exportReport(const Design& design, const PartIndex& parts, const ReportOptions& options,
                                  const QString& path, QString* error) {
    mCancelled = false;
    const QFileInfo target(path);
    const bool pptx = target.suffix().compare(QLatin1String("pptx"), Qt::CaseInsensitive) == 0;
    // Reserve a unique temporary name in the target's folder, so the final rename stays on one file system.
    QTemporaryFile temporary(
        target.absoluteDir().filePath(target.fileName() + QStringLiteral(".tmp-XXXXXX")));
    if (!temporary.open()) {
        if (error)
            *error = tr("%1: cannot write in %2: %3")
                         .arg(target.fileName(), QDir::toNativeSeparators(target.absolutePath()),
                              temporary.errorString());
        return false;
    }
    const QString temporaryPath = temporary.fileName();
    temporary.close();

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
        written = pptx ? deck.writePptx(temporaryPath, options.templatePath, onPage, &message)
                       : deck.writePdf(temporaryPath, onPage, &message);
    }
    if (written && QFileInfo(temporaryPath).size() == 0) {
        written = false;
        message = tr("%1: the report came out empty").arg(target.fileName());
    }
    if (!written) {
        if (error)
            *error = mCancelled ? QString() : message;
        return false; // the temporary file is removed with `temporary`
    }
    // QTemporaryFile made it owner-only; a report is an ordinary document (kept: an existing file's mode).
    QFile::setPermissions(temporaryPath, QFile::exists(path) ? QFile::permissions(path)
                                                             : QFile::ReadOwner | QFile::WriteOwner |
                                                                   QFile::ReadGroup | QFile::ReadOther);
    std::error_code code;
    std::filesystem::rename(std::filesystem::path(temporaryPath.toStdU16String()),
                            std::filesystem::path(target.absoluteFilePath().toStdU16String()), code);
    if (code) {
        if (error)
            *error = tr("%1: cannot replace the file: %2")
                         .arg(target.fileName(), QString::fromStdString(code.message()));
        return false;
    }
    temporary.setAutoRemove(false); // renamed: nothing left to remove
    return true;
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
