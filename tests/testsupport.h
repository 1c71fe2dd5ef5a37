#pragma once

// What many tests start from: the bundled catalog and the example designs. Both stop the run when they
// cannot be loaded, since no test after them could mean anything.
#include "file/designfile.h"
#include "parts/partindex.h"
#include "store/bundledcatalog.h"

#include <QFile>
#include <QString>
#include <cmath>

inline PartIndex bundledParts() {
    QString error;
    const auto catalog = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
    if (!catalog)
        qFatal("bundled catalog: %s", qPrintable(error));
    return PartIndex(catalog->parts);
}

// resources/examples/NAME, loaded against `parts`.
inline Design exampleDesign(const QString& name, const PartIndex& parts) {
    QString error;
    const auto design =
        DesignFile::load(QStringLiteral(CW_SOURCE_DIR "/resources/examples/") + name, parts, &error);
    if (!design)
        qFatal("example %s: %s", qPrintable(name), qPrintable(error));
    return *design;
}

// The whole file at `path`; stops the run when it cannot be read (a fixture is missing).
inline QByteArray readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// A model's figure against a published one, within a relative tolerance: "tflops = 171, expected 163
// within 10%".
inline bool within(double actual, double expected, double relative) {
    return std::abs(actual - expected) <= relative * std::abs(expected);
}
#define QVERIFY_WITHIN(actual, expected, relative)                                                           \
    QVERIFY2(within((actual), (expected), (relative)),                                                       \
             qPrintable(QStringLiteral("%1 = %2, expected %3 within %4%")                                    \
                            .arg(#actual)                                                                    \
                            .arg(double(actual), 0, 'g', 6)                                                  \
                            .arg(double(expected), 0, 'g', 6)                                                \
                            .arg(double(relative) * 100)))
