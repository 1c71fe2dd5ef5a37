// The bill of materials (docs/bom.md): quantities and totals of the example designs against the catalog's
// prices, spares, tax, currency conversion, included system contents, and the CSV, JSON and XLSX exports.
#include "bom/bom.h"
#include "bom/bomexport.h"
#include "bomdesigns.h"
#include "file/designfile.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {

// RFC 4180: records separated by CRLF (a lone LF accepted), fields by commas, quoted fields may hold commas,
// line breaks and doubled quotes. Fails the test on a malformed quote.
QList<QStringList> parseCsv(const QByteArray& bytes) {
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                    if (i + 1 < text.size() && text[i + 1] != QLatin1Char(',') &&
                        text[i + 1] != QLatin1Char('\r') && text[i + 1] != QLatin1Char('\n'))
                        qFatal("CSV: text after a closing quote at %lld", qlonglong(i));
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            if (fieldStarted && !field.isEmpty())
                qFatal("CSV: quote inside an unquoted field at %lld", qlonglong(i));
            quoted = true;
            fieldStarted = true;
        } else if (c == QLatin1Char(',')) {
            record << field;
            field.clear();
            fieldStarted = false;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
            fieldStarted = false;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted)
        qFatal("CSV: unterminated quote");
    if (fieldStarted || !record.isEmpty()) {
        record << field;
        records << record;
    }
    return records;
}

int qtyOf(const Bom& bom, const QString& partId, bool included = false) {
    const BomLine* line = findLine(bom, partId, included);
    return line ? line->qty : -1;
}

QByteArray run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), process.readAllStandardError().constData());
    return process.readAllStandardOutput();
}

} // namespace

// The dgx-h100-rack example's fabric cables at catalog prices (estimates): twin-port NDR DAC 300 and ACC 650,
// 400GbE DAC 220 and AOC 650.
constexpr double kDgxCables = 8 * 300 + 8 * 650 + 4 * 220 + 12 * 650;

class TestBom : public QObject {
    Q_OBJECT
    PartIndex mParts;

    Design example(const QString& name) const { return exampleDesign(name, mParts); }
    Bom exampleBom(const QString& name, BomOptions options = {}) {
        const Design design = example(name);
        if (options.currency.isEmpty())
            options.currency = design.settings.currency;
        return buildBom(design, mParts, options);
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Expected figures: quantities counted by hand from the example files, prices from the catalog (USD).
    void labExample() {
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"));
        QCOMPARE(bom.currency, QStringLiteral("USD"));
        QCOMPARE(qtyOf(bom, QStringLiteral("nvidia-rtx-4090")), 4); // four components of qty 1, merged
        QCOMPARE(qtyOf(bom, QStringLiteral("ddr5-4800-32gb-rdimm")), 12);
        QCOMPARE(qtyOf(bom, QStringLiteral("nvme-u2-7.68tb")), 2);
        QCOMPARE(qtyOf(bom, QStringLiteral("pdu-1ph-230v-32a")), 2); // 0U PDUs on feeds A and B
        QCOMPARE(bom.lines.size(), 11);
        const BomLine* gpu = findLine(bom, QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(gpu->unitPrice.value(), 1599.0); // launch price, sourced
        QCOMPARE(gpu->extendedPrice.value(), 4 * 1599.0);
        QCOMPARE(gpu->priceSource, BomPriceSource::Catalog);
        QCOMPARE(gpu->priceDate, QStringLiteral("2022-10"));
        QCOMPARE(gpu->category, BomCategory::Gpus);
        QCOMPARE(findLine(bom, QStringLiteral("generic-4u-workstation-4gpu"))->priceSource,
                 BomPriceSource::Estimated);
        const double expected = 400 /*open frame rack*/ + 2 * 800 /*PDUs*/ + 3500 /*chassis*/ +
                                3420 /*EPYC 9354*/ + 12 * 130 /*DDR5*/ + 4 * 1599 /*RTX 4090*/ +
                                250 /*X710*/ + 450 /*M.2*/ + 2 * 800 /*U.2*/ + 2 * 400 /*PSU*/ +
                                5000 /*10GbE switch*/;
        QCOMPARE(bom.subtotal, expected);
        QCOMPARE(bom.tax, 0.0);
        QCOMPARE(bom.total, expected);
        QVERIFY(!bom.incomplete);
    }

    void referenceRackExample() {
        const Bom bom = exampleBom(QStringLiteral("reference-rack.json"));
        QCOMPARE(qtyOf(bom, QStringLiteral("generic-4u-hgx-a100-8gpu")), 2);
        QCOMPARE(qtyOf(bom, QStringLiteral("nvidia-connectx-6-hdr")), 16); // 8 single components per server
        QCOMPARE(qtyOf(bom, QStringLiteral("nvidia-a100-sxm4-80gb")), 16);
        QCOMPARE(qtyOf(bom, QStringLiteral("ddr4-3200-128gb-rdimm")), 32);
        QCOMPARE(qtyOf(bom, QStringLiteral("psu-3300w-titanium")), 8);
        QCOMPARE(qtyOf(bom, QStringLiteral("pdu-3ph-400v-32a")), 2);
        const double server =
            20000 + 2 * 6950 + 16 * 550 + 8 * 15000 + 8 * 1200 + 2 * 250 + 2 * 1600 + 4 * 800;
        // The HDR fabric: 16 host links of 2.1-2.4 m (tst_fabric's rule), past the 2 m HDR DAC: 3 m AOCs.
        QCOMPARE(qtyOf(bom, QStringLiteral("aoc-qsfp56-hdr-3m")), 16);
        const double expected =
            2000 + 2 * 1500 + 2 * server + 18000 /*QM8700*/ + 1500 /*mgmt switch*/ + 16 * 400 /*AOC*/;
        QCOMPARE(bom.subtotal, expected);
        QCOMPARE(bom.total, expected);
        QVERIFY(!bom.incomplete);
        // Subtotals per category add up to the subtotal.
        double sum = 0;
        for (const BomSubtotal& subtotal : bom.subtotals)
            sum += subtotal.amount;
        QCOMPARE(sum, expected);
    }

    void kubernetesExample() {
        const Bom bom = exampleBom(QStringLiteral("k8s-32gpu-cluster.json"));
        QCOMPARE(qtyOf(bom, QStringLiteral("rack-42u-600x1200")), 2);
        QCOMPARE(qtyOf(bom, QStringLiteral("pdu-3ph-400v-32a")), 4);
        QCOMPARE(qtyOf(bom, QStringLiteral("nvidia-a100-pcie-80gb")), 32);
        QCOMPARE(qtyOf(bom, QStringLiteral("nvidia-connectx-6-dx-100g")),
                 9); // 8 workers + the management node
        QCOMPARE(qtyOf(bom, QStringLiteral("nvme-m2-0.96tb")), 18);
        QCOMPARE(qtyOf(bom, QStringLiteral("ddr4-3200-64gb-rdimm")), 128);
        QCOMPARE(qtyOf(bom, QStringLiteral("generic-1gbe-48p-mgmt")), 1);
        const double worker = 6000 + 2 * 3761 + 16 * 180 + 4 * 15000 + 900 + 2 * 150 + 450 + 2 * 600;
        const double management = 3000 + 2 * 1083 + 8 * 90 + 900 + 2 * 150 + 2 * 200;
        // The 100 GbE fabric: 18 host links, the R01 ones on 3 m DACs, the R02 ones on 10 m AOCs.
        QCOMPARE(qtyOf(bom, QStringLiteral("dac-qsfp28-100g-3m")), 10);
        QCOMPARE(qtyOf(bom, QStringLiteral("aoc-qsfp28-100g-10m")), 8);
        const double expected =
            2 * (2000 + 2 * 1500) + 8 * worker + management + 12000 /*SN2700*/ + 1500 + 10 * 80 + 8 * 250;
        QCOMPARE(bom.subtotal, expected);
        QVERIFY(!bom.incomplete);
    }

    // The DGX H100's price is a trade-press estimate (373,000 USD); its built-in parts are included lines.
    void dgxExampleIncludesSystemContents() {
        const Bom bom = exampleBom(QStringLiteral("dgx-h100-rack.json"));
        const BomLine* dgx = findLine(bom, QStringLiteral("nvidia-dgx-h100"));
        QVERIFY(dgx);
        QCOMPARE(dgx->qty, 4);
        QCOMPARE(dgx->status, BomLineStatus::Priced);
        QCOMPARE(dgx->priceSource, BomPriceSource::Estimated);
        QCOMPARE(qtyOf(bom, QStringLiteral("pdu-3ph-400v-63a")), 4);
        QCOMPARE(qtyOf(bom, QStringLiteral("nvidia-h100-sxm5-80gb"), true), 4 * 8);
        QCOMPARE(qtyOf(bom, QStringLiteral("ddr5-4800-64gb-rdimm"), true), 4 * 32);
        QCOMPARE(qtyOf(bom, QStringLiteral("intel-xeon-8480c"), true), 4 * 2);
        QCOMPARE(qtyOf(bom, QStringLiteral("nvme-u2-3.84tb"), true), 4 * 8);
        QVERIFY(!findLine(bom, QStringLiteral("nvidia-h100-sxm5-80gb"))); // no priced line
        const BomLine* h100 = findLine(bom, QStringLiteral("nvidia-h100-sxm5-80gb"), true);
        QCOMPARE(h100->includedIn, QStringLiteral("nvidia-dgx-h100"));
        QCOMPARE(h100->category, BomCategory::Systems);
        QVERIFY(!h100->unitPrice && !h100->extendedPrice);
        // Included lines follow their system line directly.
        const qsizetype at = dgx - bom.lines.constData();
        QCOMPARE(bom.lines.at(at + 1).includedIn, QStringLiteral("nvidia-dgx-h100"));
        // Included lines add nothing: rack, 4 PDUs, 4 systems, IB switch, storage Ethernet switch (SN4700,
        // estimated), management switch, and the fabrics' cables: 32 NDR host links from the DGXs' 16
        // twin-port cages (DGX H100 User Guide, Table 6) on 16 twin-port cables to the QM9700's cages,
        // passive to 2 m (dgx03 and dgx04, 22 and 14 U below the switch: 1.98 and 1.62 m), active copper
        // beyond (dgx01 and dgx02: 2.69 and 2.33 m), 16 storage links on 400GbE DACs and AOCs.
        QCOMPARE(qtyOf(bom, QStringLiteral("dac-osfp-ndr-2m")), 8);
        QCOMPARE(qtyOf(bom, QStringLiteral("acc-osfp-ndr-3m")), 8);
        // No splitter: no cage at either end is single-port.
        QVERIFY(!findLine(bom, QStringLiteral("dac-osfp-ndr-splitter-2m")));
        QCOMPARE(qtyOf(bom, QStringLiteral("dac-qsfp112-400g-2m")), 4);
        QCOMPARE(qtyOf(bom, QStringLiteral("aoc-qsfp112-400g-5m")), 12);
        QCOMPARE(bom.subtotal, 15000.0 + 4 * 2500 + 4 * 373000 + 35000 + 35000 + 1500 + kDgxCables);
        QVERIFY(!bom.incomplete);
    }

    // A part without a price: its line has none, the total is incomplete and says which part.
    void unpricedPartMakesTheTotalIncomplete() {
        QList<Part> parts = mParts.parts();
        for (Part& part : parts)
            if (part.id == QLatin1String("nvidia-dgx-h100"))
                part.price.reset();
        const PartIndex unpriced(parts);
        const Bom bom = buildBom(example(QStringLiteral("dgx-h100-rack.json")), unpriced, BomOptions{});
        const BomLine* dgx = findLine(bom, QStringLiteral("nvidia-dgx-h100"));
        QCOMPARE(dgx->status, BomLineStatus::NoPrice);
        QVERIFY(!dgx->unitPrice && !dgx->extendedPrice);
        QVERIFY(bom.incomplete);
        QCOMPARE(bom.unpricedPartIds, QStringList{QStringLiteral("nvidia-dgx-h100")});
        QCOMPARE(bom.subtotal, 15000.0 + 4 * 2500 + 35000 + 35000 + 1500 + kDgxCables);
        QVERIFY(BomExport::incompleteNote(bom).contains(QStringLiteral("nvidia-dgx-h100")));
        for (const BomSubtotal& subtotal : bom.subtotals)
            QCOMPARE(subtotal.incomplete, subtotal.category == BomCategory::Systems);
    }

    void linesAreInCategoryOrder() {
        const Bom bom = exampleBom(QStringLiteral("k8s-32gpu-cluster.json"));
        for (qsizetype i = 1; i < bom.lines.size(); ++i)
            QVERIFY(bom.lines[i - 1].category <= bom.lines[i].category);
        QCOMPARE(bom.lines.first().category, BomCategory::Racks);
        QCOMPARE(bom.lines.last().category, BomCategory::Cables); // the fabric's
    }

    void pricedSystemIncludesContentsAtNoPrice() {
        Design design;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-48u-800x1200");
        for (int i = 0; i < 3; ++i) {
            Device dgx;
            dgx.id = QStringLiteral("d%1").arg(i);
            dgx.partId = QStringLiteral("nvidia-dgx-a100");
            rack.devices << dgx;
        }
        design.racks << rack;
        BomOptions options;
        options.sparesPercent.insert(BomCategory::Systems, 10); // 3 x 10% = 0.3 -> 1 spare system
        const Bom bom = buildBom(design, mParts, options);
        const BomLine* system = findLine(bom, QStringLiteral("nvidia-dgx-a100"));
        QCOMPARE(system->qty, 3);
        QCOMPARE(system->spares, 1);
        QCOMPARE(system->extendedPrice.value(), 4 * 199000.0);
        const BomLine* gpu = findLine(bom, QStringLiteral("nvidia-a100-sxm4-40gb"), true);
        QCOMPARE(gpu->qty, 3 * 8);
        QCOMPARE(gpu->spares, 8); // the spare system's GPUs
        QVERIFY(!gpu->unitPrice);
        QCOMPARE(Bom::lineNote(*gpu), QStringLiteral("included in nvidia-dgx-a100"));
        QCOMPARE(bom.subtotal, 4 * 199000.0 + 2500 /*48U rack*/);
        QVERIFY(!bom.incomplete);
    }

    void sparesRoundUpPerLine() {
        BomOptions options;
        options.sparesPercent.insert(BomCategory::Gpus, 10);     // 4 x 10% = 0.4 -> 1
        options.sparesPercent.insert(BomCategory::Memory, 12.5); // 12 x 12.5% = 1.5 -> 2
        options.sparesPercent.insert(BomCategory::Storage, 50);  // 2 x 50% = 1 (exact, not 2); 1 x 50% -> 1
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"), options);
        const BomLine* gpu = findLine(bom, QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(gpu->spares, 1);
        QCOMPARE(gpu->orderQty(), 5);
        QCOMPARE(gpu->extendedPrice.value(), 5 * 1599.0);
        QCOMPARE(findLine(bom, QStringLiteral("ddr5-4800-32gb-rdimm"))->spares, 2);
        QCOMPARE(findLine(bom, QStringLiteral("nvme-u2-7.68tb"))->spares, 1);
        QCOMPARE(findLine(bom, QStringLiteral("nvme-m2-3.84tb"))->spares, 1);
        QCOMPARE(findLine(bom, QStringLiteral("amd-epyc-9354"))->spares, 0); // no CPU spares asked
        const BomLine* memory = findLine(bom, QStringLiteral("ddr5-4800-32gb-rdimm"));
        QCOMPARE(memory->extendedPrice.value(), 14 * 130.0);
        const double base = 24976; // labExample's total
        QCOMPARE(bom.subtotal, base + 1599 + 2 * 130 + 800 + 450);

        // 8 x 12.5% is exactly 1 despite binary fractions.
        const Bom eight =
            buildBom(serverDesign({{QStringLiteral("ddr5-4800-32gb-rdimm"), 8, {}}}), mParts, options);
        QCOMPARE(findLine(eight, QStringLiteral("ddr5-4800-32gb-rdimm"))->spares, 1);
    }

    void taxOnTheSubtotal() {
        BomOptions options;
        options.taxPercent = 13;
        options.taxLabel = QStringLiteral("VAT");
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"), options);
        QCOMPARE(bom.subtotal, 24976.0);
        QCOMPARE(bom.tax, 3246.88); // 24976 x 0.13
        QCOMPARE(bom.total, 24976.0 + 3246.88);
        QCOMPARE(bom.taxLineLabel(), QStringLiteral("VAT 13%"));

        // Half a cent rounds up: 0.0625% of 11896.00 = 7.435 -> 7.44.
        BomOptions small;
        small.taxPercent = 0.0625;
        const Bom gpus = buildBom(serverDesign({{QStringLiteral("nvidia-rtx-4090"), 4, {}}}), mParts, small);
        QCOMPARE(gpus.subtotal, 2000 /*rack*/ + 3500 /*chassis*/ + 4 * 1599.0);
        QCOMPARE(gpus.tax, 7.44);
        QCOMPARE(gpus.total, 11896 + 7.44);
    }

    void currencyConversionRoundsEachLine() {
        BomOptions options;
        options.currency = QStringLiteral("CNY");
        options.exchangeRates.insert(QStringLiteral("USD"), 7.1234);
        const Bom bom = buildBom(serverDesign({{QStringLiteral("nvidia-rtx-4090"), 4, {}}}), mParts, options);
        QCOMPARE(bom.currency, QStringLiteral("CNY"));
        const BomLine* gpu = findLine(bom, QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(gpu->unitPrice.value(), 11390.32); // 1599 x 7.1234 = 11390.3166
        QCOMPARE(gpu->extendedPrice.value(), 4 * 11390.32);
        QCOMPARE(gpu->sourceAmount.value(), 1599.0);
        QCOMPARE(gpu->sourceCurrency, QStringLiteral("USD"));
        QCOMPARE(gpu->rate, 7.1234);
        QCOMPARE(gpu->currency, QStringLiteral("CNY"));
        QCOMPARE(findLine(bom, QStringLiteral("rack-42u-600x1200"))->unitPrice.value(),
                 14246.80); // 2000 x 7.1234
        QCOMPARE(findLine(bom, QStringLiteral("generic-4u-workstation-4gpu"))->unitPrice.value(), 24931.90);
        QCOMPARE(bom.subtotal, 14246.80 + 24931.90 + 4 * 11390.32);
        QVERIFY(!bom.incomplete);

        // A decimal half cent rounds up: 1599 x 7.105 = 11360.895 -> 11360.90.
        options.exchangeRates.insert(QStringLiteral("USD"), 7.105);
        const Bom half =
            buildBom(serverDesign({{QStringLiteral("nvidia-rtx-4090"), 1, {}}}), mParts, options);
        QCOMPARE(findLine(half, QStringLiteral("nvidia-rtx-4090"))->unitPrice.value(), 11360.90);
    }

    void designRatesApplyInTheDesignCurrency() {
        Design design = serverDesign({{QStringLiteral("nvidia-rtx-4090"), 1, {}}});
        design.settings.currency = QStringLiteral("CNY");
        design.settings.exchangeRates.insert(QStringLiteral("USD"), 7.1);
        const Bom bom = buildBom(design, mParts, BomOptions::fromSettings(design.settings));
        QCOMPARE(findLine(bom, QStringLiteral("nvidia-rtx-4090"))->unitPrice.value(), 11352.90);
        // Empty options: the design's currency and rates.
        const Bom plain = buildBom(design, mParts, BomOptions{});
        QCOMPARE(plain.currency, QStringLiteral("CNY"));
        QCOMPARE(plain.subtotal, bom.subtotal);
    }

    void missingRateIsFlaggedNotDefaulted() {
        BomOptions options;
        options.currency = QStringLiteral("EUR");
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"), options);
        QVERIFY(bom.incomplete);
        QCOMPARE(bom.missingRates, QStringList{QStringLiteral("USD")});
        for (const BomLine& line : bom.lines) {
            QCOMPARE(line.status, BomLineStatus::NoRate);
            QVERIFY(!line.unitPrice);
            QVERIFY(!line.extendedPrice);
        }
        QCOMPARE(bom.total, 0.0);
        QVERIFY(BomExport::incompleteNote(bom).contains(QStringLiteral("USD")));
        QCOMPARE(Bom::lineNote(bom.lines.first()), QStringLiteral("no exchange rate for USD"));
    }

    void userPriceAndUnknownPart() {
        QList<Part> parts = mParts.parts();
        for (Part& part : parts)
            if (part.id == QLatin1String("nvidia-rtx-4090")) {
                part.price = Price{1450, QStringLiteral("USD"), QStringLiteral("2025-01")};
                part.priceOverridden = true;
            }
        const PartIndex overridden(parts);
        const Bom bom = buildBom(serverDesign({{QStringLiteral("nvidia-rtx-4090"), 2, {}},
                                               {QStringLiteral("no-such-part"), 1, {}}}),
                                 overridden, BomOptions{});
        const BomLine* gpu = findLine(bom, QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(gpu->priceSource, BomPriceSource::User);
        QCOMPARE(gpu->extendedPrice.value(), 2900.0);
        QCOMPARE(Bom::lineNote(*gpu), QStringLiteral("user's price"));
        QCOMPARE(findLine(bom, QStringLiteral("no-such-part"))->status, BomLineStatus::UnknownPart);
        QVERIFY(bom.incomplete);
        QCOMPARE(bom.subtotal, 2000 + 3500 + 2900.0);
    }

    void descriptionsInTheChosenLanguage() {
        BomOptions options;
        options.locale = QStringLiteral("zh_CN");
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"), options);
        const Part* part = mParts.find(QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(findLine(bom, QStringLiteral("nvidia-rtx-4090"))->description, part->descriptionZh);
        QVERIFY(part->descriptionZh != part->descriptionEn);
    }

    // Awkward texts survive the CSV: commas, quotes, line breaks, Chinese.
    void csvParsesBack() {
        QList<Part> parts = mParts.parts();
        Part odd = *mParts.find(QStringLiteral("nvidia-rtx-4090"));
        odd.id = QStringLiteral("test-odd-card");
        odd.model = QStringLiteral("Card \"Pro\", 24 GB");
        odd.descriptionEn = QStringLiteral("Line one,\nline two \"quoted\"");
        odd.descriptionZh = QStringLiteral("显卡，带\"引号\"与逗号,\r\n第二行");
        odd.price = Price{1234.5, QStringLiteral("USD"), QStringLiteral("2024-01")};
        parts << odd;
        const PartIndex index(parts);
        for (const QString& locale : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            BomOptions options;
            options.locale = locale;
            options.taxPercent = 13;
            options.taxLabel = QStringLiteral("VAT, 增值税");
            const Bom bom =
                buildBom(serverDesign({{QStringLiteral("test-odd-card"), 3, {}}}), index, options);
            const QByteArray csv = bomToCsv(bom);
            QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
            QVERIFY(csv.endsWith("\r\n"));
            const QList<QStringList> records = parseCsv(csv.mid(3));
            QCOMPARE(records.size(), 1 + bom.lines.size() + 3); // header, lines, subtotal, tax, total
            const int columns = int(BomExport::columns().size());
            for (const QStringList& record : records)
                QCOMPARE(record.size(), columns);
            QCOMPARE(records[0].at(0), QStringLiteral("Category"));
            QCOMPARE(records[0].at(12), QStringLiteral("Extended price"));
            // Each line comes back field for field.
            for (qsizetype i = 0; i < bom.lines.size(); ++i)
                for (int c = 0; c < columns; ++c)
                    QCOMPARE(records[i + 1].at(c),
                             BomExport::cellText(bom.lines[i], BomExport::columns()[c]));
            const QStringList card =
                records[1 + (findLine(bom, QStringLiteral("test-odd-card")) - bom.lines.constData())];
            QCOMPARE(card.at(3), odd.model);
            QCOMPARE(card.at(5), odd.description(locale));
            QCOMPARE(card.at(6), QStringLiteral("3"));
            QCOMPARE(card.at(9), QStringLiteral("1234.50"));  // list
            QCOMPARE(card.at(11), QStringLiteral("1234.50")); // unit: no quote
            QCOMPARE(card.at(12), QStringLiteral("3703.50"));
            QCOMPARE(card.at(13), QStringLiteral("USD"));
            const QStringList tax = records[records.size() - 2];
            QCOMPARE(tax.at(0), QStringLiteral("VAT, 增值税 13%"));
            QCOMPARE(tax.at(12), BomExport::money(bom.tax));
            QCOMPARE(records.last().at(0), QStringLiteral("Total"));
            QCOMPARE(records[records.size() - 3].at(12),
                     QStringLiteral("9203.50")); // 2000 + 3500 + 3 x 1234.5
            QCOMPARE(records.last().at(12), BomExport::money(bom.total));
            QCOMPARE(bom.total, 9203.5 + 1196.46); // 13% of 9203.50 = 1196.455: half a cent rounds up
        }
    }

    void jsonHasTheSpecifiedKeys() {
        BomOptions options;
        options.taxPercent = 13;
        const Bom bom = exampleBom(QStringLiteral("dgx-h100-rack.json"), options);
        const QByteArray text = bomToJson(bom);
        const nlohmann::json json = nlohmann::json::parse(text.constBegin(), text.constEnd());
        QVERIFY(json.at("lines").is_array());
        QCOMPARE(json.at("lines").size(), size_t(bom.lines.size()));
        for (const auto& line : json.at("lines"))
            for (const char* key : {"part", "category", "qty", "unit_price", "total", "currency", "spares",
                                    "order_qty", "estimated", "status", "price_date", "description"})
                QVERIFY2(line.contains(key), key);
        const auto& rack = json.at("lines").at(0);
        QCOMPARE(rack.at("part").get<std::string>(), std::string("rack-42u-600x1200-rdhx"));
        QCOMPARE(rack.at("category").get<std::string>(), std::string("racks"));
        QCOMPARE(rack.at("qty").get<int>(), 1);
        QCOMPARE(rack.at("unit_price").get<double>(), 15000.0);
        QCOMPARE(rack.at("total").get<double>(), 15000.0);
        QCOMPARE(rack.at("currency").get<std::string>(), std::string("USD"));
        QVERIFY(rack.at("estimated").get<bool>());
        bool sawIncluded = false;
        for (const auto& line : json.at("lines"))
            if (line.at("status") == "included") {
                sawIncluded = true;
                QVERIFY(line.at("unit_price").is_null());
                QCOMPARE(line.at("included_in").get<std::string>(), std::string("nvidia-dgx-h100"));
            }
        QVERIFY(sawIncluded);
        QCOMPARE(json.at("total").at("amount").get<double>(), bom.total);
        const double subtotal = 15000 + 4 * 2500 + 4 * 373000 + 35000 + 35000 + 1500 + kDgxCables;
        QCOMPARE(json.at("subtotal").at("amount").get<double>(), subtotal);
        QCOMPARE(json.at("tax").at("amount").get<double>(), subtotal * 13 / 100); // 206505.00
        QCOMPARE(json.at("tax").at("percent").get<double>(), 13.0);
        QCOMPARE(json.at("total").at("amount").get<double>(), subtotal + subtotal * 13 / 100);
        QCOMPARE(json.at("total").at("currency").get<std::string>(), std::string("USD"));
        QVERIFY(!json.at("total").at("incomplete").get<bool>());
        QVERIFY(json.at("unpriced_parts").empty());
        QVERIFY(json.at("missing_rates").empty());
    }

    void xlsxHasSheetFormulasAndFrozenHeader() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        BomOptions options;
        options.taxPercent = 13;
        options.taxLabel = QStringLiteral("VAT");
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"), options);
        const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
        QString error;
        QVERIFY2(writeBomXlsx(bom, path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(4), QByteArray("PK\x03\x04", 4));
        file.close();

        const QByteArray listing = run(QStringLiteral("unzip"), {QStringLiteral("-l"), path});
        QVERIFY(listing.contains("xl/worksheets/sheet1.xml"));
        QVERIFY(listing.contains("xl/workbook.xml"));
        const QByteArray workbook =
            run(QStringLiteral("unzip"), {QStringLiteral("-p"), path, QStringLiteral("xl/workbook.xml")});
        QVERIFY(workbook.contains("name=\"BOM\""));
        const QByteArray sheet = run(QStringLiteral("unzip"), {QStringLiteral("-p"), path,
                                                               QStringLiteral("xl/worksheets/sheet1.xml")});
        // 11 lines in rows 2..12, subtotal in row 13, tax in 14, total in 15 (column K: extended price).
        QVERIFY2(sheet.contains("<f>SUM(M2:M12)</f><v>24976</v>"), sheet.constData());
        QVERIFY(sheet.contains("<f>ROUND(M13*L14,2)</f><v>3246.88</v>"));
        QVERIFY(sheet.contains("<f>M13+M14</f><v>28222.88</v>"));
        QVERIFY(sheet.contains("state=\"frozen\""));
        QVERIFY(sheet.contains("ySplit=\"1\""));
        QVERIFY(sheet.contains("<autoFilter"));
        const QByteArray strings = run(QStringLiteral("unzip"),
                                       {QStringLiteral("-p"), path, QStringLiteral("xl/sharedStrings.xml")});
        QVERIFY(strings.contains("Extended price"));
        QVERIFY(strings.contains("nvidia-rtx-4090"));
        const QByteArray styles =
            run(QStringLiteral("unzip"), {QStringLiteral("-p"), path, QStringLiteral("xl/styles.xml")});
        QVERIFY(styles.contains("#,##0.00"));

        // Chinese: the sheet is named 物料清单 and descriptions are Chinese.
        options.locale = QStringLiteral("zh_CN");
        const Bom chinese = exampleBom(QStringLiteral("lab-rtx4090.json"), options);
        const QString zhPath = dir.filePath(QStringLiteral("bom-zh.xlsx"));
        QVERIFY2(writeBomXlsx(chinese, zhPath, &error), qPrintable(error));
        QVERIFY(
            run(QStringLiteral("unzip"), {QStringLiteral("-p"), zhPath, QStringLiteral("xl/workbook.xml")})
                .contains(QStringLiteral("name=\"物料清单\"").toUtf8()));
        QVERIFY(run(QStringLiteral("unzip"),
                    {QStringLiteral("-p"), zhPath, QStringLiteral("xl/sharedStrings.xml")})
                    .contains(mParts.find(QStringLiteral("nvidia-rtx-4090"))->descriptionZh.toUtf8()));
        // No temporary files left beside the output.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }

    void xlsxWriteFailsCleanly() {
        const Bom bom = exampleBom(QStringLiteral("lab-rtx4090.json"));
        QString error;
        QVERIFY(!writeBomXlsx(bom, QStringLiteral("/nonexistent-folder/bom.xlsx"), &error));
        QVERIFY2(error.contains(QStringLiteral("/nonexistent-folder/bom.xlsx")), qPrintable(error));
    }

    void textTableShowsTotals() {
        BomOptions options;
        options.taxPercent = 13;
        options.taxLabel = QStringLiteral("VAT");
        const QString text = bomToText(exampleBom(QStringLiteral("lab-rtx4090.json"), options));
        QVERIFY(text.contains(QStringLiteral("nvidia-rtx-4090")));
        QVERIFY(text.contains(QStringLiteral("24,976.00")));
        QVERIFY(text.contains(QStringLiteral("VAT 13%")));
        QVERIFY(text.contains(QStringLiteral("28,222.88")));
        QVERIFY(text.contains(QStringLiteral("≈")));
    }
};

CW_TEST_GUILESS_MAIN(TestBom)
#include "tst_bom.moc"
