#pragma once

#include "model/finding.h"

#include <QTreeView>

class FindingsModel;

// The analysis findings: severity icon, message, location. Activating one asks to show its rack or device.
// A view over a model of the findings, not an item per finding: a floor of 10,000 nodes has over 10,000,
// and an edit that changes one must not make them all again.
class FindingsList : public QTreeView {
    Q_OBJECT
public:
    explicit FindingsList(QWidget* parent = nullptr);
    void setFindings(const QList<Finding>& findings);
    qsizetype findingCount() const;
    static QIcon severityIcon(Severity severity);

signals:
    void findingActivated(const QString& rackId, const QString& deviceId);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override; // says so when there is nothing to list
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr qsizetype kWrapAtMost = 2000; // more findings: one line each, for speed
    FindingsModel* mModel;
    QList<Finding> mShown; // the findings the list was last filled with
    int mWhereWidth = 0;   // the widest place text
    void sizeColumns(int whereWidth);
};
