#pragma once

#include "cost/designcomparison.h"

#include <QDialog>

class QLabel;
class QTableWidget;

// Two designs side by side (File > Compare with Design…): the figures a purchasing committee asks for
// first, with the difference, and the lines the bills of materials differ in. Export writes the PDF
// `cluster-workbench compare -o` writes.
class CompareWindow : public QDialog {
    Q_OBJECT
public:
    explicit CompareWindow(const DesignComparison& comparison, QWidget* parent = nullptr);

    QTableWidget* figuresTable() const { return mFigures; }
    QTableWidget* bomTable() const { return mBom; }
    bool exportPdf(const QString& path, QString* error) const;

private:
    void fill();
    void exportInteractively();

    DesignComparison mComparison;
    QLabel* mHeading;
    QTableWidget* mFigures;
    QTableWidget* mBom;
};
