// libFuzzer target: a PowerPoint template as `report --template` reads it, before the deck takes anything
// from it: the ZIP with its unpacked sizes bounded (PptxPackage), then every XML part checked for being
// well-formed (PptxTemplateCheck). Built from the two files of app/report alone (the rest of the app layer
// is not in the sanitized build) by scripts/test --sanitize (clang, ASan + UBSan).
#include "report/pptxpackage.h"
#include "report/pptxtemplatecheck.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    QString error;
    const auto package =
        PptxPackage::fromBytes(QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)),
                               QStringLiteral("fuzz.pptx"), &error);
    if (!package) {
        if (error.isEmpty())
            __builtin_trap();
        return 0;
    }
    quint64 unpacked = 0;
    for (const QString& name : package->names())
        unpacked += quint64(package->part(name).size());
    if (unpacked > PptxPackage::kMaxUnpackedBytes)
        __builtin_trap(); // read past the bound
    if (!PptxTemplateCheck::check(*package, QStringLiteral("fuzz.pptx"), &error) && error.isEmpty())
        __builtin_trap();
    return 0;
}
