#pragma once

#include "model/design.h"
#include "report/reportoptions.h"
#include "window/handoverexporter.h"

#include <QMenu>

class BomPanel;
class LiveAnalysis;

// File > Export: the procurement report as PDF or PowerPoint (options, then a progress dialog while it
// renders), the bill of materials (XLSX, CSV, JSON), the rack elevations (PDF, SVG, PNG), the cable cut-sheet
// and the handover to NetBox, Slurm, Ansible and Kubernetes. The export*() functions do the work without
// asking (tests use them); the menu's actions ask for options and a file name first.
class ExportMenu : public QMenu {
    Q_OBJECT
public:
    ExportMenu(LiveAnalysis* analysis, BomPanel* bomPanel, QWidget* parent);

    // Both false with a message on failure (an empty one when the user cancelled); the file is then
    // untouched.
    bool exportReport(const QString& path, const ReportOptions& options, QString* error);
    bool exportElevations(const QString& path, Face face, QString* error, QString* note = nullptr);
    // The installers' cut-sheet of every fabric: .xlsx, else CSV.
    bool exportCutSheet(const QString& path, QString* error);
    // The handover files (NetBox, Slurm into a folder; Ansible, Kubernetes into a file).
    std::optional<QStringList> exportHandover(HandoverExporter::Target target, const QString& out,
                                              const HandoverExporter::Options& options, QString* error,
                                              QStringList* notes = nullptr);

    QAction* reportAction() const { return mReport; }
    QAction* reportPowerPointAction() const { return mReportPptx; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void exportReportInteractively(bool powerPoint);
    void exportElevationsInteractively();
    void exportCutSheetInteractively();
    void exportHandoverInteractively(HandoverExporter::Target target);
    // A file name next to the design: "<design name> <what>.<suffix>".
    QString suggestedPath(const QString& what, const QString& suffix) const;

    LiveAnalysis* mAnalysis;
    BomPanel* mBomPanel;
    QAction* mReport;
    QAction* mReportPptx;
    QAction* mBomXlsx;
    QAction* mBomCsv;
    QAction* mBomJson;
    QAction* mElevations;
    QAction* mCutSheet;
    QAction* mNetbox;
    QAction* mSlurm;
    QAction* mAnsible;
    QAction* mKubernetes;
    QString mOrganisation; // remembered between report exports in this session
    QString mComparePath;  // likewise
    QString mTemplatePath; // likewise
    QString mAddresses;    // remembered between handover exports in this session
};
