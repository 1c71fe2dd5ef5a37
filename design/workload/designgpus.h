#pragma once

#include <QString>

struct Design;
class PartIndex;

// The GPUs a design holds: the most common GPU part (installed, or in a system's contents) and how many.
struct DesignGpus {
    QString partId;
    qint64 count = 0;
    bool mixed = false; // more than one GPU part
};
DesignGpus designGpus(const Design& design, const PartIndex& parts);
