#include "handover/gpuvendor.h"

const GpuVendorTerms& gpuVendorTerms(const QString& vendor) {
    // The vendors' own names: NCCL, ROCm's RCCL, Ascend's HCCL, Intel's oneCCL; their device plugins'
    // resources; the device nodes their drivers create.
    static const GpuVendorTerms nvidia{QStringLiteral("NCCL"), QStringLiteral("nvidia.com/gpu"),
                                       QStringLiteral("/dev/nvidia"), 0};
    static const GpuVendorTerms amd{QStringLiteral("RCCL"), QStringLiteral("amd.com/gpu"),
                                    QStringLiteral("/dev/dri/renderD"), 128};
    static const GpuVendorTerms huawei{QStringLiteral("HCCL"), QStringLiteral("huawei.com/Ascend910"),
                                       QStringLiteral("/dev/davinci"), 0};
    static const GpuVendorTerms intel{QStringLiteral("oneCCL"), QStringLiteral("gpu.intel.com/i915"),
                                      QString(), 0};
    static const GpuVendorTerms other{QStringLiteral("NCCL"), QStringLiteral("nvidia.com/gpu"), QString(), 0};
    if (vendor == QLatin1String("NVIDIA"))
        return nvidia;
    if (vendor == QLatin1String("AMD"))
        return amd;
    if (vendor == QLatin1String("Huawei"))
        return huawei;
    if (vendor == QLatin1String("Intel"))
        return intel;
    return other;
}
