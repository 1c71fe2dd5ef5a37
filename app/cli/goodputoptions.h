#pragma once

#include "model/goodputsettings.h"

#include <QCoreApplication>
#include <QStringList>

class CommandLine;
struct GoodputPlan;

// The goodput options of `plan` (docs/reliability.md, "Command line"): checkpointing, the restart,
// spares, the field data and a storage outside the design.
class GoodputOptions {
    Q_DECLARE_TR_FUNCTIONS(GoodputOptions)
public:
    static QStringList valueOptions(); // --spares, --restart-min, ...
    static QStringList flags();        // --async-checkpoint, --keep-gradients
    static QString usage();            // the lines of the usage text
    // The options given, applied to `settings`; false with `error` for a bad value.
    static bool apply(const CommandLine& cl, GoodputSettings& settings, QString* error);
    // The plan's goodput in words, a few lines.
    static void print(const GoodputPlan& plan, double failureFreeDays, double days);
};
