#include "model/fabric.h"

bool Fabric::isTechnology(const QString& text) {
    return text == QLatin1String("infiniband") || text == QLatin1String("ethernet");
}

bool Fabric::isRole(const QString& text) {
    return text == QLatin1String("compute") || text == QLatin1String("storage") ||
           text == QLatin1String("inband") || text == QLatin1String("management");
}

bool Fabric::isTopology(const QString& text) {
    return text == QLatin1String("rail-optimized") || text == QLatin1String("fat-tree");
}

bool Fabric::isPlacement(const QString& text) {
    return text == QLatin1String("network-rack") || text == QLatin1String("top-of-rack") ||
           text == QLatin1String("new-racks");
}
