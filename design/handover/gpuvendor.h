#pragma once

#include <QString>

// What the software around a GPU calls it, by the GPU part's vendor: its collective library (the collective
// chart's model), the Kubernetes device plugin's resource and the device files Slurm's gres.conf lists.
// Vendors not listed are taken as NVIDIA for the library and resource, with no device files.
struct GpuVendorTerms {
    QString collectiveLibrary;  // "NCCL", "RCCL", "HCCL", "oneCCL"
    QString kubernetesResource; // "nvidia.com/gpu"
    QString deviceFilePrefix;   // "/dev/nvidia" (files prefix0 .. prefixN-1); empty: unknown
    int firstDeviceNumber = 0;  // AMD's render nodes start at 128
};

const GpuVendorTerms& gpuVendorTerms(const QString& vendor);
