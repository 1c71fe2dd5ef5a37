#pragma once

#include <QCoreApplication>
#include <QString>

struct Design;

// How large a design may grow: far above any real cluster, low enough that checking, drawing and
// exporting it stays a matter of seconds (docs/design-format.md, "Limits"). The design file reader
// refuses a file past them with the place and the limit, and the gestures that add racks or devices in
// bulk (adding several, replicating a rack, sizing a cluster) stop before them, so that every design the
// program makes it can open again.
struct DesignLimits {
    Q_DECLARE_TR_FUNCTIONS(DesignLimits)
public:
    // Ten times the 1,000-rack, 20,000-device floor of the scale goals (tests/benchmarks/bench_scale.cpp).
    static constexpr int kMaxRacks = 10000;
    static constexpr int kMaxDevices = 200000;
    // Ten times the devices the tallest rack (100 U) has room for, one per unit.
    static constexpr int kMaxDevicesPerRack = 1000;
    // 0U PDU strips on one rack (real racks carry two to eight).
    static constexpr int kMaxPdusPerRack = 64;

    // Empty when `design` is within every limit, else which limit it passes and where.
    static QString problem(const Design& design);

    // The messages, shared with the file reader.
    static QString tooManyRacks(qsizetype racks);
    static QString tooManyDevices(qsizetype devices);
    static QString tooManyDevicesInRack(qsizetype devices, int units);
    static QString tooManyPdusInRack(qsizetype pdus);
};
