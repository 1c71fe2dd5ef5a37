// libFuzzer target: the explorer's input (design/explore/explorer.h). The input is the "workload" object of
// a version 8 design without racks, as `explore DESIGN` reads it; a workload the loader takes is explored on
// one system, for a fixed cluster of 16 GPUs and, with tokens, for a 30-day deadline: the sizing, check,
// pricing and plan must end without a crash on whatever shape, layout or size the workload has.
// Built by scripts/test --sanitize.
#include "explore/explorer.h"
#include "file/designfile.h"
#include "parts/partindex.h"
#include "store/bundledcatalog.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const PartIndex parts = [] {
        QString error;
        const auto catalog = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        if (!catalog)
            qFatal("bundled catalog: %s", qPrintable(error));
        return PartIndex(catalog->parts);
    }();
    const QByteArray workload(reinterpret_cast<const char*>(data), qsizetype(size));
    const QByteArray text = "{\"format\": \"cluster-workbench-design\", \"version\": 8, \"racks\": [], "
                            "\"workload\": " +
                            workload + "}";
    QString error;
    const auto design = DesignFile::read(text, parts, QStringLiteral("explore.json"), &error);
    if (!design) {
        if (error.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (!design->workload)
        return 0;
    ExploreRequest request;
    request.workload = *design->workload;
    request.settings = design->settings;
    request.systems = {QStringLiteral("nvidia-dgx-h100")};
    request.oversubscriptions = {1};
    request.gpuCount = 16;
    (void)exploreDesigns(request, parts);
    if (design->workload->tokens > 0) {
        request.gpuCount = 0;
        request.days = 30;
        (void)exploreDesigns(request, parts);
    }
    return 0;
}
