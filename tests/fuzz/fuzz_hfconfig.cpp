// libFuzzer target: a Hugging Face config.json as `plan --hf-config` and the Workload tab read it
// (parseHfConfig), then the parameter count of what it gives. Built by scripts/test --sanitize.
#include "workload/hfconfig.h"
#include "workload/parametercount.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    QString error;
    const auto model = parseHfConfig(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)),
                                     QStringLiteral("config.json"), &error);
    if (model)
        (void)countParameters(*model);
    else if (error.isEmpty())
        __builtin_trap();
    return 0;
}
