#pragma once

#include <QCoreApplication>
#include <QStringList>

// `cluster-workbench power import READINGS... DESIGN [--percentile P] [--device ID] [-o OUT] [--json]`:
// nvidia-smi or DCGM logs and PDU outlet exports set each matched device's measured draw and the measured
// planning basis (docs/facility.md, "Measured power"); the design is written to OUT (default: in place).
// Exit 0 with devices set, 1 when no reading matched a device, 2 when a file cannot be read or written.
class PowerCommand {
    Q_DECLARE_TR_FUNCTIONS(PowerCommand)
public:
    static int run(const QStringList& arguments);
};
