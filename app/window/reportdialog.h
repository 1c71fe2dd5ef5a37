#pragma once

#include "report/reportoptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

// The options of File > Export > Procurement report: the report's language (independent of the window's),
// the organisation on the cover and whether rear elevations are drawn; for the PowerPoint deck also the
// company template (.pptx, .potx) whose master, layouts, colours and fonts the deck takes.
class ReportDialog : public QDialog {
    Q_OBJECT
public:
    // `powerPoint`: the dialog of Procurement Report (PowerPoint), with the template field.
    ReportDialog(const ReportOptions& initial, QWidget* parent = nullptr, bool powerPoint = false);
    ReportOptions options() const;

private:
    ReportOptions mInitial;
    QComboBox* mLanguage;
    QLineEdit* mOrganisation;
    QCheckBox* mRear;
    QLineEdit* mCompare;
    QLineEdit* mTemplate = nullptr;
};
