#include "window/exportmenu.h"

#include "common/exportpath.h"
#include "durablefile.h"
#include "fabric/fabriccutsheet.h"

#include "file/designfile.h"

#include "analysis/liveanalysis.h"
#include "bom/bompanel.h"
#include "common/exportnotice.h"
#include "language.h"
#include "report/elevationsheet.h"
#include "window/reportdialog.h"
#include "window/reportexporter.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

ExportMenu::ExportMenu(LiveAnalysis* analysis, BomPanel* bomPanel, QWidget* parent)
    : QMenu(parent), mAnalysis(analysis), mBomPanel(bomPanel) {
    mReport = addAction(QString(), this, [this] { exportReportInteractively(false); });
    mReportPptx = addAction(QString(), this, [this] { exportReportInteractively(true); });
    addSeparator();
    mBomXlsx = addAction(QString(), this, [this] { mBomPanel->exportInteractively(QStringLiteral("xlsx")); });
    mBomCsv = addAction(QString(), this, [this] { mBomPanel->exportInteractively(QStringLiteral("csv")); });
    mBomJson = addAction(QString(), this, [this] { mBomPanel->exportInteractively(QStringLiteral("json")); });
    addSeparator();
    mElevations = addAction(QString(), this, &ExportMenu::exportElevationsInteractively);
    mCutSheet = addAction(QString(), this, &ExportMenu::exportCutSheetInteractively);
    addSeparator();
    using Target = HandoverExporter::Target;
    mNetbox = addAction(QString(), this, [this] { exportHandoverInteractively(Target::Netbox); });
    mSlurm = addAction(QString(), this, [this] { exportHandoverInteractively(Target::Slurm); });
    mAnsible = addAction(QString(), this, [this] { exportHandoverInteractively(Target::Ansible); });
    mKubernetes = addAction(QString(), this, [this] { exportHandoverInteractively(Target::Kubernetes); });
    retranslateUi();
}

void ExportMenu::retranslateUi() {
    setTitle(tr("&Export"));
    mReport->setText(tr("Procurement &Report (PDF)…"));
    mReportPptx->setText(tr("Procurement Report (&PowerPoint)…"));
    mBomXlsx->setText(tr("Bill of Materials (&XLSX)…"));
    mBomCsv->setText(tr("Bill of Materials (&CSV)…"));
    mBomJson->setText(tr("Bill of Materials (&JSON)…"));
    mElevations->setText(tr("Rack &Elevations (PDF, SVG, PNG)…"));
    mCutSheet->setText(tr("Cable C&ut-Sheet (XLSX, CSV)…"));
    mCutSheet->setStatusTip(
        tr("Every cable of the fabrics with both ends, part and length, for the installers"));
    mNetbox->setText(tr("&NetBox Import Files…"));
    mSlurm->setText(tr("&Slurm Configuration…"));
    mAnsible->setText(tr("&Ansible Inventory…"));
    mKubernetes->setText(tr("&Kubernetes Nodes…"));
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

bool ExportMenu::exportElevations(const QString& path, Face face, QString* error, QString* note) {
    return ElevationSheet::write(path, mAnalysis->document()->design(), mAnalysis->budgets(),
                                 mAnalysis->parts(), face, error, note);
}

QString ExportMenu::suggestedPath(const QString& what, const QString& suffix) const {
    const QString name = mAnalysis->document()->design().name;
    return ExportPath::suggested(name.isEmpty() ? what : name + QLatin1Char(' ') + what, suffix);
}

void ExportMenu::exportReportInteractively(bool powerPoint) {
    ReportOptions initial;
    initial.language = Language::current();
    initial.organisation =
        mOrganisation.isEmpty() ? mAnalysis->document()->design().settings.organisation : mOrganisation;
    initial.comparePath = mComparePath;
    initial.templatePath = mTemplatePath;
    ReportDialog dialog(initial, parentWidget(), powerPoint);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ReportOptions options = dialog.options();
    mOrganisation = options.organisation;
    mComparePath = options.comparePath;
    if (powerPoint)
        mTemplatePath = options.templatePath;
    if (!options.comparePath.isEmpty()) {
        QString error;
        options.compareWith = DesignFile::load(options.comparePath, mAnalysis->parts(), &error);
        if (!options.compareWith) {
            QMessageBox::warning(parentWidget(), tr("Export failed"), error);
            return;
        }
        options.compareName = QFileInfo(options.comparePath).completeBaseName();
    }
    const QString suffix = powerPoint ? QStringLiteral("pptx") : QStringLiteral("pdf");
    QString path = QFileDialog::getSaveFileName(
        parentWidget(), tr("Export procurement report"), suggestedPath(tr("procurement report"), suffix),
        powerPoint ? tr("PowerPoint presentation (*.pptx)") : tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    if (QFileInfo(path).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        path += QLatin1Char('.') + suffix;
    QString error;
    if (exportReport(path, options, &error))
        showExportFinished(parentWidget(), path);
    else if (!error.isEmpty())
        QMessageBox::warning(parentWidget(), tr("Export failed"), error);
}

bool ExportMenu::exportCutSheet(const QString& path, QString* error) {
    const QList<FabricReport>& fabrics = mAnalysis->budgets().fabrics;
    const Design& design = mAnalysis->document()->design();
    if (path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return FabricCutSheet::writeXlsx(fabrics, design, path, error);
    return DurableFile::write(path, FabricCutSheet::csv(fabrics, design), error);
}

void ExportMenu::exportCutSheetInteractively() {
    if (mAnalysis->budgets().fabrics.isEmpty()) {
        QMessageBox::information(parentWidget(), tr("Export cable cut-sheet"),
                                 tr("The design has no fabric yet: create one with Network > New Fabric, and "
                                    "its cables are listed here."));
        return;
    }
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(parentWidget(), tr("Export cable cut-sheet"),
                                                suggestedPath(tr("cut-sheet"), QStringLiteral("xlsx")),
                                                tr("Excel workbook (*.xlsx);;CSV (*.csv)"), &selectedFilter);
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    if (QFileInfo(path).suffix().isEmpty())
        path +=
            selectedFilter.contains(QLatin1String("csv")) ? QStringLiteral(".csv") : QStringLiteral(".xlsx");
    QString error;
    if (!exportCutSheet(path, &error))
        QMessageBox::warning(parentWidget(), tr("Export failed"), error);
    else
        showExportFinished(parentWidget(), path);
}

void ExportMenu::exportElevationsInteractively() {
    QString selectedFilter;
    QString path =
        QFileDialog::getSaveFileName(parentWidget(), tr("Export rack elevations"),
                                     suggestedPath(tr("rack elevations"), QStringLiteral("pdf")),
                                     tr("PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)"), &selectedFilter);
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                : selectedFilter.contains(QLatin1String("png")) ? QStringLiteral(".png")
                                                                : QStringLiteral(".pdf");
    QString error, note;
    if (!exportElevations(path, Face::Front, &error, &note)) {
        QMessageBox::warning(parentWidget(), tr("Export failed"), error);
        return;
    }
    if (!note.isEmpty()) // an overview instead of every rack side by side
        QMessageBox::information(parentWidget(), tr("Rack elevations"), note);
    showExportFinished(parentWidget(), path);
}

std::optional<QStringList> ExportMenu::exportHandover(HandoverExporter::Target target, const QString& out,
                                                      const HandoverExporter::Options& options,
                                                      QString* error, QStringList* notes) {
    return HandoverExporter::write(target, mAnalysis->document()->design(), mAnalysis->parts(),
                                   mAnalysis->budgets(), options, out, error, notes);
}

void ExportMenu::exportHandoverInteractively(HandoverExporter::Target target) {
    using Target = HandoverExporter::Target;
    HandoverExporter::Options options;
    if (target != Target::Netbox) {
        bool ok = false;
        options.addresses = QInputDialog::getText(
            parentWidget(), tr("Host addresses"),
            tr("Addresses for the servers, head nodes first, e.g. 10.0.0.10/24 or 10.0.0.10-10.0.0.50.\n"
               "Leave empty to write the files without addresses."),
            QLineEdit::Normal, mAddresses, &ok);
        if (!ok)
            return;
        mAddresses = options.addresses.trimmed();
    }
    QString out;
    if (HandoverExporter::writesFolder(target)) {
        out = QFileDialog::getExistingDirectory(
            parentWidget(),
            target == Target::Netbox ? tr("Folder for the NetBox import files")
                                     : tr("Folder for slurm.conf, slurm-nodes.conf and gres.conf"),
            ExportPath::folder());
    } else {
        const bool ansible = target == Target::Ansible;
        out = QFileDialog::getSaveFileName(
            parentWidget(), ansible ? tr("Export Ansible inventory") : tr("Export Kubernetes nodes"),
            suggestedPath(ansible ? tr("inventory") : tr("kubernetes nodes"),
                          ansible ? QStringLiteral("ini") : QStringLiteral("yaml")),
            ansible ? tr("Ansible inventory (*.ini)") : tr("YAML (*.yaml)"));
    }
    if (out.isEmpty())
        return;
    ExportPath::remember(HandoverExporter::writesFolder(target) ? out + QStringLiteral("/x") : out);
    QString error;
    QStringList notes;
    const auto written = exportHandover(target, out, options, &error, &notes);
    if (!written) {
        QMessageBox::warning(parentWidget(), tr("Export failed"), error);
        return;
    }
    if (!notes.isEmpty()) // a file named otherwise than the part it is for: the user looks for it
        QMessageBox::information(parentWidget(), tr("File names changed"), notes.join(QLatin1Char('\n')));
    showExportFinished(parentWidget(), out, int(written->size()));
}
