// libFuzzer target: a design's suppliers' quotes (design/file/quotefile.cpp). The input is the "quotes"
// array of a version 7 design holding one rack of the reference example's parts, so every mutation lands
// in the quote reader; a design it takes is written back (what Save does) and its BOM priced with the
// quotes applied. Built by scripts/test --sanitize.
#include "bom/bom.h"
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
    const QByteArray quotes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QByteArray text =
        "{\"format\": \"cluster-workbench-design\", \"version\": 7, \"settings\": "
        "{\"currency\": \"CNY\", \"exchange_rates\": {\"USD\": 7.1}}, \"racks\": [{\"id\": "
        "\"R01\", \"part\": \"rack-42u-600x1200\", \"devices\": [{\"id\": \"sw1\", \"part\": "
        "\"nvidia-sn2700\", \"u\": 40}]}], \"quotes\": " +
        quotes + "}";
    QString error;
    const auto design = DesignFile::read(text, parts, QStringLiteral("quotes.json"), &error);
    if (design) {
        (void)DesignFile::write(*design);
        (void)buildBom(*design, parts, BomOptions::fromSettings(design->settings));
    } else if (error.isEmpty()) {
        __builtin_trap();
    }
    return 0;
}
