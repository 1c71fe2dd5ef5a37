#include "cli/screenshotcommand.h"

#include "durablefile.h"

#include <QBuffer>

#include "cli/commandtext.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "floor/hallpanel.h"
#include "floor/hallplanview.h"
#include "floor/rackscene.h"
#include "language.h"
#include "model/designdocument.h"
#include "window/mainwindow.h"
#include "workload/workloadpanel.h"

#include <QApplication>
#include <QPixmap>
#include <QRegularExpression>
#include <QTabWidget>

namespace {

int screenshotUsage() {
    printError(ScreenshotCommand::tr(
        "usage: cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH] "
        "[--select ID] [--tab floor|charts|bom|network|workload|steptime|power|hall] [--catalog PATH]"));
    return 2;
}
} // namespace

int runScreenshotCommand(const QStringList& args) {
    const CommandLine cl(args,
                         {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--lang"),
                          QStringLiteral("--size"), QStringLiteral("--catalog"), QStringLiteral("--select"),
                          QStringLiteral("--tab")},
                         {});
    if (!cl.ok()) {
        printError(cl.error());
        return screenshotUsage();
    }
    const QString output = cl.output();
    if (output.isEmpty() || cl.positionals().size() > 1)
        return screenshotUsage();
    QSize size(1600, 1000);
    if (cl.has(QStringLiteral("--size"))) {
        const auto match =
            QRegularExpression(QStringLiteral("^(\\d+)x(\\d+)$")).match(cl.value(QStringLiteral("--size")));
        if (!match.hasMatch() || match.captured(1).toInt() < 200 || match.captured(2).toInt() < 150) {
            printError(ScreenshotCommand::tr(
                "--size takes WIDTHxHEIGHT in pixels, at least 200x150, e.g. 1600x1000"));
            return 2;
        }
        size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    if (!applyLanguageOption(cl))
        return 2;
    QString error;
    const auto store = openCatalogStore(cl.value(QStringLiteral("--catalog")), &error);
    if (!store) {
        printError(error);
        return 2;
    }
    auto parts = store->snapshot(&error);
    if (!parts) {
        printError(error);
        return 2;
    }
    MainWindow window(std::move(*parts), MainWindow::Options{false, 0});
    if (!cl.positionals().isEmpty() && !window.loadFile(cl.positionals().first(), &error)) {
        printError(error);
        return 2;
    }
    const QStringList tabs = {QStringLiteral("floor"),   QStringLiteral("charts"),   QStringLiteral("bom"),
                              QStringLiteral("network"), QStringLiteral("workload"), QStringLiteral("power"),
                              QStringLiteral("hall")};
    QString tab = cl.value(QStringLiteral("--tab"), tabs.first());
    const bool stepTime = tab == QLatin1String("steptime"); // the Workload tab with its step-time chart
    if (stepTime)
        tab = QStringLiteral("workload");
    if (!tabs.contains(tab)) {
        printError(ScreenshotCommand::tr("--tab takes one of: %1")
                       .arg((tabs + QStringList{QStringLiteral("steptime")}).join(QStringLiteral(", "))));
        return 2;
    }
    window.centralTabs()->setCurrentIndex(int(tabs.indexOf(tab)));
    if (stepTime)
        window.workloadPanel()->showStepTimeChart();
    if (cl.has(QStringLiteral("--select"))) {
        const QString id = cl.value(QStringLiteral("--select"));
        const auto& hall = window.document()->design().hall;
        if (hall && hall->unit(id)) { // a unit of the hall, selected on the hall plan
            window.hallPanel()->plan()->select(id);
        } else if (window.scene()->itemSceneRect(id).isEmpty()) {
            printError(ScreenshotCommand::tr("--select %1: no rack or device with that id").arg(id));
            return 2;
        } else {
            window.scene()->selectIds({id});
            if (tab == QLatin1String("hall"))
                window.hallPanel()->plan()->select(id);
        }
    }
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(size);
    window.show();
    QApplication::processEvents();
    if (window.size() != size) {
        window.setFixedSize(size);
        QApplication::processEvents();
    }
    window.fitView();
    QApplication::processEvents();
    QPixmap pixmap = window.grab();
    if (pixmap.devicePixelRatio() != 1.0)
        pixmap = pixmap.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    if (pixmap.size() != size)
        pixmap = pixmap.copy(QRect(QPoint(0, 0), size));
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QString writeError;
    if (!pixmap.save(&png, "PNG") || !DurableFile::write(output, png.data(), &writeError)) {
        printError(writeError.isEmpty() ? ScreenshotCommand::tr("cannot write %1").arg(output) : writeError);
        return 2;
    }
    return 0;
}
