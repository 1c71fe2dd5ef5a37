#pragma once

#include "report/reportoptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

// The options of File > Export > Procurement report: the report's language (independent of the window's),
// the organisation on the cover and whether rear elevations are drawn.
class ReportDialog : public QDialog {
    Q_OBJECT
public:
    ReportDialog(const ReportOptions& initial, QWidget* parent = nullptr);
    ReportOptions options() const;

private:
    ReportOptions mInitial;
    QComboBox* mLanguage;
    QLineEdit* mOrganisation;
    QCheckBox* mRear;
    QLineEdit* mCompare;
};
