// MainWindow: its size and place on the screen. The first start fits the screen; a later start takes the
// session's size, place and docks back, fitted to the screen it has now (a smaller or a larger one).
#include "window/mainwindow.h"

#include <QDataStream>
#include <QDockWidget>
#include <QGuiApplication>
#include <QIODevice>
#include <QScreen>
#include <QTimer>

namespace {

// What QWidget::saveGeometry() wrote of the session's window (its format, version 2 and 3): whether it was
// maximized or full screen, the width of the screen it was on, and its geometry.
struct SavedPlace {
    bool valid = false;
    bool maximized = false;
    bool fullScreen = false;
    int screenWidth = 0;
    QRect geometry;
};

SavedPlace readSavedPlace(const QByteArray& blob) {
    SavedPlace saved;
    QDataStream stream(blob);
    stream.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0, minor = 0;
    QRect frame, normal;
    qint32 screen = 0, screenWidth = 0;
    quint8 maximized = 0, fullScreen = 0;
    stream >> magic >> major >> minor >> frame >> normal >> screen >> maximized >> fullScreen;
    if (magic != 0x1D9D0CB || stream.status() != QDataStream::Ok)
        return saved;
    saved.valid = true;
    saved.maximized = maximized != 0;
    saved.fullScreen = fullScreen != 0;
    saved.geometry = normal;
    if (major >= 2)
        stream >> screenWidth;
    if (major >= 3)
        stream >> saved.geometry;
    saved.screenWidth = stream.status() == QDataStream::Ok ? screenWidth : 0;
    return saved;
}

} // namespace

void MainWindow::fitFirstStart() {
    QSize size(1600, 1000);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        size = size.boundedTo(QSize(available.width() * 9 / 10, available.height() * 9 / 10));
        resize(size);
        move(available.center() - QPoint(size.width() / 2, size.height() / 2));
        return;
    }
    resize(size);
}

void MainWindow::restoreWindowState(const QByteArray& geometry, const QByteArray& state,
                                    const QRect& available) {
    const SavedPlace saved = readSavedPlace(geometry);
    restoreGeometry(geometry);
    restoreState(state);
    // A session that filled its screen (maximized, or as wide as that screen) fills this one too: a window
    // that had all of a 1280 x 720 screen does not come back as a 1280 x 720 window on a 1920 x 1080 one.
    const bool filled = saved.maximized || saved.fullScreen ||
                        (saved.screenWidth > 0 && saved.geometry.width() >= saved.screenWidth * 95 / 100);
    if (filled && !isFullScreen()) {
        if (available.isValid())
            setGeometry(available.adjusted(8, 40, -8, -8)); // its place when it is restored down
        setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowMaximized);
    } else if (!isMaximized() && !isFullScreen() && available.isValid()) {
        // The screen may be smaller than the one the session ended on (1920 x 1080 then, 1280 x 720 now).
        // Room is kept for the window frame and title bar, which the geometry does not include.
        const QSize room = available.size() - QSize(16, 48);
        const QSize size = this->size().boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room));
        QPoint at = this->geometry().topLeft();
        at.setX(qBound(available.left(), at.x(), available.left() + available.width() - 16 - size.width()));
        at.setY(
            qBound(available.top() + 40, at.y(), available.top() + available.height() - 8 - size.height()));
        resize(size);
        move(at);
    }
    mKeepOnScreen = available;
    // Docks as narrow as a small screen needed grow back to something usable on a larger one.
    QList<QDockWidget*> narrow;
    QList<int> widths;
    for (QDockWidget* dock : {mPaletteDock, mInspectorDock})
        if (!dock->isHidden() && !dock->isFloating() && dock->width() < kMinimumSideDockWidth) {
            narrow.append(dock);
            widths.append(kMinimumSideDockWidth);
        }
    if (!narrow.isEmpty())
        resizeDocks(narrow, widths, Qt::Horizontal);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (!mKeepOnScreen.isValid())
        return;
    // Once shown the frame is known: its title bar goes on the screen, not above it.
    QTimer::singleShot(0, this, [this] {
        const QRect available = mKeepOnScreen;
        mKeepOnScreen = QRect();
        if (isMaximized() || isFullScreen())
            return;
        const QRect frame = frameGeometry();
        QPoint shift;
        if (frame.top() < available.top())
            shift.setY(available.top() - frame.top());
        if (frame.left() < available.left())
            shift.setX(available.left() - frame.left());
        if (!shift.isNull())
            move(pos() + shift);
    });
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // On a low screen the budgets dock would keep its height and leave the rack view a strip: it gives
    // way first, down to a third of the window.
    const int cap = height() / 3;
    if (!mBudgetDock->isHidden() && !mBudgetDock->isFloating() && mBudgetDock->height() > cap)
        resizeDocks({mBudgetDock}, {cap}, Qt::Vertical);
}
