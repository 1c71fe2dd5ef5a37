#pragma once

// Version 9 of a design file (docs/design-format.md): the GPUs' power limits in `settings` and the runs the
// step-time model is calibrated to in `workload`. Internal to designfile.cpp and workloadfile.cpp.
#include "file/designreader.h"

namespace DesignFileDetail {

// A software stack by its id (workload.training.stack, a calibration's stack); megatron-moe-overlap from
// version 12 on.
SoftwareStack readSoftwareStack(const ObjectReader& object, const char* key, int version);

// settings.gpu_power_caps_w: {"GPU part id": watts, ...}, each a catalog GPU.
QMap<QString, double> readGpuPowerCaps(const ObjectReader& settings, const PartIndex& parts);
void writeGpuPowerCaps(ordered_json& settings, const QMap<QString, double>& caps);

// workload.calibrations: [{"stack", "gpu", "factor", "date", "source", "measured_step_s",
// "predicted_step_s", "gpus"}, ...], one per stack and GPU part.
QList<RunCalibration> readCalibrations(const ObjectReader& workload, const PartIndex& parts, int version);
ordered_json writeCalibrations(const QList<RunCalibration>& calibrations);

} // namespace DesignFileDetail
