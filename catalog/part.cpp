#include "part.h"

#include <cmath>

double PduSpec::capacityVa() const {
    const double va = voltageV * currentA;
    return phases == 3 ? va * std::sqrt(3.0) : va;
}

QString Part::description(const QString& locale) const {
    if (locale.startsWith(QLatin1String("zh")) && !descriptionZh.isEmpty())
        return descriptionZh;
    return descriptionEn;
}

int Tflops::indexOf(const QString& precision) {
    for (int i = 0; i < kCount; ++i)
        if (precision == QLatin1String(kPrecisions[i]))
            return i;
    return -1;
}
