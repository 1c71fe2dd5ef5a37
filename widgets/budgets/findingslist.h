#pragma once

#include "model/finding.h"

#include <QTreeWidget>

// The analysis findings: severity icon, message, location. Activating one asks to show its rack or device.
class FindingsList : public QTreeWidget {
    Q_OBJECT
public:
    explicit FindingsList(QWidget* parent = nullptr);
    void setFindings(const QList<Finding>& findings);
    static QIcon severityIcon(Severity severity);

signals:
    void findingActivated(const QString& rackId, const QString& deviceId);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override; // says so when there is nothing to list
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr qsizetype kWrapAtMost = 2000; // more findings: one line each, for speed
    QList<Finding> mShown;                         // the findings the list was last filled with
    int mWhereWidth = 0;                           // the widest place text
    void retranslateUi();
    void sizeColumns(int whereWidth);
};
