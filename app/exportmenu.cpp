#include "exportmenu.h"

#include "bompanel.h"
#include "language.h"
#include "liveanalysis.h"
#include "rendercommand.h"
#include "reportdialog.h"
#include "reportexporter.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

ExportMenu::ExportMenu(LiveAnalysis* analysis, BomPanel* bomPanel, QWidget* parent)
    : QMenu(parent), mAnalysis(analysis), mBomPanel(bomPanel) {
    mReport = addAction(QString(), this, &ExportMenu::exportReportInteractively);
    addSeparator();
    mBomXlsx = addAction(QString(), this, [this] { mBomPanel->exportInteractively(QStringLiteral("xlsx")); });
    mBomCsv = addAction(QString(), this, [this] { mBomPanel->exportInteractively(QStringLiteral("csv")); });
    mBomJson = addAction(QString(), this, [this] { mBomPanel->exportInteractively(QStringLiteral("json")); });
    addSeparator();
    mElevations = addAction(QString(), this, &ExportMenu::exportElevationsInteractively);
    retranslateUi();
}

void ExportMenu::retranslateUi() {
    setTitle(tr("&Export"));
    mReport->setText(tr("Procurement &Report (PDF)…"));
    mBomXlsx->setText(tr("Bill of Materials (&XLSX)…"));
    mBomCsv->setText(tr("Bill of Materials (&CSV)…"));
    mBomJson->setText(tr("Bill of Materials (&JSON)…"));
    mElevations->setText(tr("Rack &Elevations (PDF, SVG, PNG)…"));
}

void ExportMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

bool ExportMenu::exportReport(const QString& path, const ReportOptions& options, QString* error) {
    return ReportExporter::exportWithProgress(parentWidget(), mAnalysis->document()->design(),
                                              mAnalysis->parts(), options, path, error);
}

bool ExportMenu::exportElevations(const QString& path, Face face, QString* error) {
    return RenderCommand::write(path, mAnalysis->document()->design(), mAnalysis->budgets(),
                                mAnalysis->parts(), face, error);
}

QString ExportMenu::suggestedPath(const QString& what, const QString& suffix) const {
    const QString name = mAnalysis->document()->design().name;
    const QString documentPath = mAnalysis->document()->filePath();
    const QString folder =
        documentPath.isEmpty() ? QString() : QFileInfo(documentPath).absolutePath() + QLatin1Char('/');
    return folder + (name.isEmpty() ? what : name + QLatin1Char(' ') + what) + QLatin1Char('.') + suffix;
}

void ExportMenu::exportReportInteractively() {
    ReportOptions initial;
    initial.language = Language::current();
    initial.organisation =
        mOrganisation.isEmpty() ? mAnalysis->document()->design().settings.organisation : mOrganisation;
    ReportDialog dialog(initial, parentWidget());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ReportOptions options = dialog.options();
    mOrganisation = options.organisation;
    QString path = QFileDialog::getSaveFileName(
        parentWidget(), tr("Export procurement report"),
        suggestedPath(tr("procurement report"), QStringLiteral("pdf")), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    if (!exportReport(path, options, &error) && !error.isEmpty())
        QMessageBox::warning(parentWidget(), tr("Export failed"), error);
}

void ExportMenu::exportElevationsInteractively() {
    QString selectedFilter;
    QString path =
        QFileDialog::getSaveFileName(parentWidget(), tr("Export rack elevations"),
                                     suggestedPath(tr("rack elevations"), QStringLiteral("pdf")),
                                     tr("PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)"), &selectedFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                : selectedFilter.contains(QLatin1String("png")) ? QStringLiteral(".png")
                                                                : QStringLiteral(".pdf");
    QString error;
    if (!exportElevations(path, Face::Front, &error))
        QMessageBox::warning(parentWidget(), tr("Export failed"), error);
}
