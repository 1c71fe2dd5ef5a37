#pragma once

#include "facility/powerreadings.h"
#include "model/design.h"

#include <QCoreApplication>

// From readings to each device's measured draw (docs/facility.md, "Measured power"). GPU readings
// (nvidia-smi, DCGM) are the GPUs' board power: a node's draw at the wall is then the model's maximum with
// its GPUs' share replaced by what they drew, through the node's PSU efficiency. A PDU's outlets are the
// wall already: a device's draw is the sum of its outlets. Over the samples the node's draw at the chosen
// percentile is taken (nearest rank), with its peak and the date of the last reading.

// What the import needs of each device: its names, its maximum at the wall and its GPUs' share of it, its
// PDU outlets (from the analysis: design/analysis/measuredtargets.h).
struct MeasuredTarget {
    QString deviceId;
    QString name; // host name (the device's name), may be empty
    QString rackId;
    double maxW = 0;    // at the wall, at maximum
    double gpuMaxW = 0; // the GPUs' board power at maximum (DC)
    double acPerDc = 1; // wall power per W of DC load at maximum (1 / PSU efficiency)
    int gpus = 0;
    QList<std::pair<QString, int>> outlets; // (PDU id, 1-based outlet) of its cords
};

struct MeasuredDevice {
    QString deviceId;
    QString rackId;
    double powerW = 0;
    PowerMeasurement measurement;
    int gpusRead = 0; // GPU readings: how many GPUs the readings name
};

struct MeasuredImport {
    QList<MeasuredDevice> devices;
    QStringList notes; // hosts or outlets no device matches, GPU counts that differ, readings skipped
};

class MeasuredPower {
    Q_DECLARE_TR_FUNCTIONS(MeasuredPower)
public:
    // Readings of one host each go to the device whose name or id is the host (a pdsh prefix, the PDU's
    // device column) or, for a file without hosts, to the device the file is named after (node01.csv).
    // `deviceId` sends every reading to that device instead. `percentile` 1-100.
    static MeasuredImport import(const QList<PowerReadings>& files, const QList<MeasuredTarget>& targets,
                                 double percentile, const QString& deviceId = {});
    // The nearest-rank percentile of `values` (sorted in place); 0 when empty.
    static double percentileOf(QList<double>& values, double percentile);
    // The design with each device's measured draw set and the planning basis measured.
    static Design applied(const Design& design, const MeasuredImport& result);
};
