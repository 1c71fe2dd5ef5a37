// libFuzzer target: a server or rack template file as File > Import Template and the templates folder read
// it (DesignTemplate::fromJson, design/templates/), against the bundled catalog; a template it takes is
// summarised and written back, as the templates dialog and export do. Built by scripts/test --sanitize.
#include "parts/partindex.h"
#include "store/bundledcatalog.h"
#include "templates/designtemplate.h"

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
    const auto loaded =
        DesignTemplate::fromJson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), parts,
                                 QStringLiteral("template.json"), &error);
    if (loaded) {
        (void)loaded->summary(parts);
        (void)loaded->toJson();
    } else if (error.isEmpty()) {
        __builtin_trap(); // a refusal must say why
    }
    return 0;
}
