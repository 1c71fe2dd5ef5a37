// libFuzzer target: the catalog part parser as `catalog import` uses it (PartsDocument::read), then
// writing the parts back. Built by scripts/test --sanitize (clang, ASan + UBSan).
#include "parts/partsdocument.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    QString error;
    const auto parts = PartsDocument::read(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)),
                                           QStringLiteral("fuzz.json"), &error);
    if (parts)
        (void)PartsDocument::write(*parts);
    else if (error.isEmpty())
        __builtin_trap();
    return 0;
}
