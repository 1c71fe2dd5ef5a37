// libFuzzer target: the design loader (DesignFile::read) against the bundled catalog, then writing the
// loaded design back (what Save does). Built by scripts/test --sanitize (clang, ASan + UBSan).
#include "file/designfile.h"
#include "parts/partindex.h"
#include "store/bundledcatalog.h"

#include <QCoreApplication>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const PartIndex parts = [] {
        QString error;
        const auto catalog = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        if (!catalog)
            qFatal("bundled catalog: %s", qPrintable(error));
        return PartIndex(catalog->parts);
    }();
    QString error;
    const auto design = DesignFile::read(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)),
                                         parts, QStringLiteral("fuzz.json"), &error);
    if (design)
        (void)DesignFile::write(*design);
    else if (error.isEmpty())
        __builtin_trap(); // a refusal must say why
    return 0;
}
