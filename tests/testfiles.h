#pragma once

// The files many tests read: the bundled example designs (resources/examples) and the test designs
// (tests/data/designs). Shared, not written in each test: a layer's tests build in batches (unity builds).
#include <QString>

namespace Examples {
inline const QString kReference = QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json");
inline const QString kDgx = QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json");
inline const QString kLab = QStringLiteral(CW_SOURCE_DIR "/resources/examples/lab-rtx4090.json");
inline const QString kCluster = QStringLiteral(CW_SOURCE_DIR "/resources/examples/k8s-32gpu-cluster.json");
} // namespace Examples

inline const QString kDesigns = QStringLiteral(CW_TEST_DATA "/designs/");

// tests/data/designs/NAME.
inline QString testDesign(const char* name) {
    return kDesigns + QLatin1String(name);
}
