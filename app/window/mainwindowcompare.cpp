// MainWindow: File > Compare with Design…, the design on screen beside another file (design/cost's
// DesignComparer, as `cluster-workbench compare` uses it).
#include "window/mainwindow.h"

#include "analysis/liveanalysis.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "window/comparewindow.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

void MainWindow::createCompareAction() {
    mCompareAction = new QAction(this);
    connect(mCompareAction, &QAction::triggered, this, [this] {
        const QString folder = QFileInfo(mDocument->filePath()).absolutePath();
        const QString path = QFileDialog::getOpenFileName(this, tr("Compare with Design"), folder,
                                                          tr("Cluster designs (*.json)"));
        if (!path.isEmpty())
            compareWith(path);
    });
}

void MainWindow::retranslateCompare() {
    mCompareAction->setText(tr("Co&mpare with Design…"));
    mCompareAction->setStatusTip(
        tr("Put this design beside another: GPUs, TFLOPS, power, heat, racks, weight, "
           "capex, energy, cost of ownership and the BOM lines that differ"));
}

CompareWindow* MainWindow::compareWith(const QString& path) {
    QString error;
    const auto other = DesignFile::load(path, mAnalysis->parts(), &error);
    if (!other) {
        QMessageBox::warning(this, tr("Compare with Design"), error);
        return nullptr;
    }
    Design theirs = *other;
    if (theirs.name.isEmpty())
        theirs.name = QFileInfo(path).completeBaseName();
    return compareWithDesign(theirs, this);
}

CompareWindow* MainWindow::compareWithDesign(Design theirs, QWidget* parent) {
    Design mine = mDocument->design();
    if (mine.name.isEmpty())
        mine.name = mDocument->filePath().isEmpty() ? tr("This design")
                                                    : QFileInfo(mDocument->filePath()).completeBaseName();
    auto* window = new CompareWindow(DesignComparer::compare(mine, theirs, mAnalysis->parts()), parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}
