#include "reliability/interruptions.h"

#include <limits>

double Interruptions::mtbiHours() const {
    return perDay > 0 ? 24 / perDay : std::numeric_limits<double>::infinity();
}

double Interruptions::perDayOf(FailureClass failureClass) const {
    for (const ClassInterruptions& c : classes)
        if (c.failureClass == failureClass)
            return c.perDay;
    return 0;
}

double Interruptions::share(FailureClass failureClass) const {
    return perDay > 0 ? perDayOf(failureClass) / perDay : 0;
}

Interruptions jobInterruptions(const JobParts& job, FailureData data) {
    Interruptions result;
    result.data = data;
    const double scale = failureDataScale(data);
    for (const FailureRate& rate : failureRates()) {
        const double parts = job.count(rate.unit);
        const double perDay = parts * rate.perUnitDay * scale;
        result.classes.append({rate.failureClass, parts, perDay});
        result.perDay += perDay;
        if (rate.takesNode)
            result.nodeRepairsPerDay += perDay;
    }
    return result;
}
