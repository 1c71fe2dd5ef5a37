#include "common/exportnotice.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

void showExportFinished(QWidget* parent, const QString& path, int files) {
    const QFileInfo info(path);
    const bool folder = info.isDir();
    const QString where = QDir::toNativeSeparators(info.absoluteFilePath());
    const QString text =
        folder ? QCoreApplication::translate("ExportNotice", "Wrote %n file(s) to %1.", nullptr, files)
                     .arg(where)
               : QCoreApplication::translate("ExportNotice", "Wrote %1.").arg(where);
    QMessageBox box(QMessageBox::Information, QCoreApplication::translate("ExportNotice", "Export finished"),
                    text, QMessageBox::Close, parent);
    QPushButton* open =
        folder ? nullptr
               : box.addButton(QCoreApplication::translate("ExportNotice", "Open"), QMessageBox::AcceptRole);
    QPushButton* openFolder =
        box.addButton(QCoreApplication::translate("ExportNotice", "Open Folder"), QMessageBox::ActionRole);
    box.exec();
    if (open && box.clickedButton() == open)
        QDesktopServices::openUrl(QUrl::fromLocalFile(info.absoluteFilePath()));
    else if (box.clickedButton() == openFolder)
        QDesktopServices::openUrl(
            QUrl::fromLocalFile(folder ? info.absoluteFilePath() : info.absolutePath()));
}
