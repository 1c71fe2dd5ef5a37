// libFuzzer target: a NetBox device-type file as `catalog import-netbox` reads it (readNetboxType), then the
// parts it gives through the catalog's part parser. Built by scripts/test --sanitize (clang, ASan + UBSan).
#include "netbox/netboxdevicetype.h"
#include "parts/partsdocument.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const auto result = readNetboxType(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)),
                                       QStringLiteral("fuzz.yaml"));
    if (result.outcome == NetboxFileResult::Outcome::Refused && result.reason.isEmpty())
        __builtin_trap();
    if (result.outcome == NetboxFileResult::Outcome::Imported) {
        nlohmann::json document = {{"parts", nlohmann::json::array()}};
        for (const auto& part : result.parts)
            document["parts"].push_back(part);
        QString error;
        // An imported part that the catalog's own parser refuses is a converter bug.
        if (!PartsDocument::read(QByteArray::fromStdString(document.dump()), QStringLiteral("fuzz.yaml"),
                                 &error))
            __builtin_trap();
    }
    return 0;
}
