#pragma once

// What the window benchmarks share (bench_fabric, bench_scale, bench_windowscale): the median of timed runs
// and the window opened on a design as a user sees it first.
#include "window/mainwindow.h"

#include <QList>
#include <QTest>
#include <algorithm>

inline double medianMs(QList<qint64> nanoseconds) {
    std::sort(nanoseconds.begin(), nanoseconds.end());
    return nanoseconds[nanoseconds.size() / 2] / 1e6;
}

// `window` at 1366 x 768 with the design at `path` loaded, shown and exposed; false and `error` when not.
inline bool openOn(MainWindow& window, const QString& path, QString* error) {
    window.resize(1366, 768);
    if (!window.loadFile(path, error))
        return false;
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        *error = QStringLiteral("the window was not shown");
        return false;
    }
    return true;
}
