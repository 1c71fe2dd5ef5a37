#pragma once

#include "reliability/jobparts.h"

#include <QList>

// The expected unexpected interruptions of a job a day, per failure class and in all, and its mean time
// between interruptions (docs/reliability.md): each class's rate per part (failurerates.h) times the job's
// parts of that kind, scaled to the chosen field data.
struct ClassInterruptions {
    FailureClass failureClass;
    double parts = 0;
    double perDay = 0;
};

struct Interruptions {
    FailureData data = FailureData::Llama3;
    QList<ClassInterruptions> classes; // failureRates() order
    double perDay = 0;
    double nodeRepairsPerDay = 0; // those that send a node to repair (its hardware)

    double mtbiHours() const;
    double share(FailureClass failureClass) const; // of perDay
    double perDayOf(FailureClass failureClass) const;
};

Interruptions jobInterruptions(const JobParts& job, FailureData data);
