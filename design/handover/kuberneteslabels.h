#pragma once

#include <QString>

// Kubernetes label values and the GPU labels NVIDIA's GPU feature discovery (GFD) sets (docs/handover.md).

// Whether `value` is a label value the API server takes (k8s.io/apimachinery validation, IsValidLabelValue):
// at most 63 characters, empty or alphanumerics, '-', '_' and '.', beginning and ending alphanumeric.
bool isKubernetesLabelValue(const QString& value);

// What GFD makes of an NVML device name for nvidia.com/gpu.product (NVIDIA/k8s-device-plugin,
// internal/lm/resource.go, sanitise()): characters outside [A-Za-z0-9-_. ] dropped, runs of spaces made one
// '-'. "NVIDIA H100 80GB HBM3" -> "NVIDIA-H100-80GB-HBM3". GFD does not shorten it.
QString gfdSanitised(const QString& nvmlName);

// A valid label value for any text: GFD's sanitising, then leading and trailing characters that are not
// alphanumeric dropped and the rest cut to 63 characters. "Huawei Ascend 910B (910B3, 313T)" ->
// "Huawei-Ascend-910B-910B3-313T".
QString kubernetesLabelValue(const QString& text);
