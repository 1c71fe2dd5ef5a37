// Quotes in the bill of materials (design version 7, docs/bom.md "Quotes and prices") and what each rack and
// node configuration costs, against figures worked out by hand from the catalog's list prices.
#include "bom/bom.h"
#include "bom/bomexport.h"
#include "bomdesigns.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>
#include <nlohmann/json.hpp>

namespace {} // namespace

class TestBomQuotes : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Quotes (design version 7), hand-computed. Catalog list prices: rack 2,000 (estimate), 4-GPU
    // workstation 3,500 (estimate), RTX 4090 1,599 (NVIDIA's launch price).
    void quotesPriceTheirLines() {
        Design design = serverDesign({{QStringLiteral("nvidia-rtx-4090"), 4, {}}});
        // A supplier's price with 5 % off: 1,450 x 0.95 = 1,377.50 each, 5,510.00 for four.
        PriceQuote gpu;
        gpu.partId = QStringLiteral("nvidia-rtx-4090");
        gpu.unitPrice = 1450;
        gpu.currency = QStringLiteral("USD");
        gpu.discountPercent = 5;
        gpu.supplier = QStringLiteral("Acme Distribution");
        gpu.reference = QStringLiteral("Q-2026-118");
        gpu.date = QStringLiteral("2026-11-20");
        gpu.leadTimeWeeks = 6;
        // A discount on the list price alone: 3,500 x 0.88 = 3,080.00.
        PriceQuote chassis;
        chassis.partId = QStringLiteral("generic-4u-workstation-4gpu");
        chassis.discountPercent = 12;
        design.quotes = {gpu, chassis};
        const Bom bom = buildBom(design, mParts, BomOptions{});

        const BomLine* g = findLine(bom, QStringLiteral("nvidia-rtx-4090"));
        QCOMPARE(g->priceSource, BomPriceSource::Quoted);
        QCOMPARE(g->unitPrice.value(), 1377.50);
        QCOMPARE(g->extendedPrice.value(), 5510.00);
        QCOMPARE(g->listUnitPrice.value(), 1599.00);
        QCOMPARE(g->priceDate, QStringLiteral("2026-11-20"));
        QCOMPARE(Bom::lineNote(*g), QStringLiteral("quoted: Acme Distribution, Q-2026-118, 5% off"));
        const BomLine* c = findLine(bom, QStringLiteral("generic-4u-workstation-4gpu"));
        QCOMPARE(c->unitPrice.value(), 3080.00);
        QVERIFY(c->listEstimated);
        QVERIFY(!c->estimated()); // the quote prices it now
        // The rack is still on its estimated list price.
        QCOMPARE(bom.estimatedLines, 1);
        QCOMPARE(bom.estimatedAmount, 2000.0);
        QCOMPARE(bom.quotedLines, 2);
        QCOMPARE(bom.quotedAmount, 5510.00 + 3080.00);
        QCOMPARE(bom.quotedListAmount, 4 * 1599.00 + 3500.00);
        QCOMPARE(bom.subtotal, 2000 + 3080.00 + 5510.00);

        // The exports carry list, discount, supplier, quote and lead time (every export writes these cells).
        const auto cell = [g](BomColumn column) { return BomExport::cellText(*g, column); };
        QCOMPARE(cell(BomColumn::ListPrice), QStringLiteral("1599.00"));
        QCOMPARE(cell(BomColumn::Discount), QStringLiteral("5"));
        QCOMPARE(cell(BomColumn::UnitPrice), QStringLiteral("1377.50"));
        QCOMPARE(cell(BomColumn::Supplier), QStringLiteral("Acme Distribution"));
        QCOMPARE(cell(BomColumn::QuoteReference), QStringLiteral("Q-2026-118"));
        QCOMPARE(cell(BomColumn::LeadTime), QStringLiteral("6"));
        const nlohmann::json json = nlohmann::json::parse(bomToJson(bom).toStdString());
        QCOMPARE(json["quotes"]["quoted_amount"].get<double>(), 8590.0);
        QCOMPARE(json["estimates"]["amount"].get<double>(), 2000.0);
    }

    // A quote in another currency converts at the design's rate; without a rate the line is flagged, not
    // priced at some default; a quote prices a part the catalog has no price for.
    void quotesInOtherCurrenciesAndUnpricedParts() {
        Design design = serverDesign({{QStringLiteral("nvidia-rtx-4090"), 2, {}}});
        design.settings.currency = QStringLiteral("CNY");
        design.settings.exchangeRates.insert(QStringLiteral("USD"), 7.1);
        PriceQuote gpu;
        gpu.partId = QStringLiteral("nvidia-rtx-4090");
        gpu.unitPrice = 1500;
        gpu.currency = QStringLiteral("USD");
        design.quotes = {gpu};
        const Bom bom = buildBom(design, mParts, BomOptions::fromSettings(design.settings));
        QCOMPARE(findLine(bom, QStringLiteral("nvidia-rtx-4090"))->unitPrice.value(),
                 10650.00); // 1,500 x 7.1

        design.quotes[0].currency = QStringLiteral("EUR");
        const Bom noRate = buildBom(design, mParts, BomOptions::fromSettings(design.settings));
        QCOMPARE(findLine(noRate, QStringLiteral("nvidia-rtx-4090"))->status, BomLineStatus::NoRate);
        QCOMPARE(noRate.missingRates, QStringList{QStringLiteral("EUR")});
        QVERIFY(noRate.incomplete);

        // An unknown-to-the-catalog price: a part without a price, quoted at 120.
        QList<Part> parts = mParts.parts();
        for (Part& part : parts)
            if (part.id == QLatin1String("nvidia-rtx-4090"))
                part.price.reset();
        const PartIndex unpriced(parts);
        Design plain = serverDesign({{QStringLiteral("nvidia-rtx-4090"), 3, {}}});
        const Bom before = buildBom(plain, unpriced, BomOptions{});
        QVERIFY(before.incomplete);
        plain.quotes = {
            PriceQuote{QStringLiteral("nvidia-rtx-4090"), 120.0, QStringLiteral("USD"), 0, {}, {}, {}, {}}};
        const Bom after = buildBom(plain, unpriced, BomOptions{});
        QVERIFY(!after.incomplete);
        QCOMPARE(findLine(after, QStringLiteral("nvidia-rtx-4090"))->extendedPrice.value(), 360.0);
        QVERIFY(!findLine(after, QStringLiteral("nvidia-rtx-4090"))->listUnitPrice);
    }

    // Per rack and per node configuration, at the BOM's unit prices; spares are left out.
    void costPerRackAndPerNode() {
        Design design = serverDesign({{QStringLiteral("nvidia-rtx-4090"), 4, {}}});
        Device second = design.racks[0].devices[0];
        second.id = QStringLiteral("n02");
        second.u = 10;
        Device third = second;
        third.id = QStringLiteral("n03");
        third.u = 20;
        third.components = {{QStringLiteral("nvidia-rtx-4090"), 2, {}}};
        design.racks[0].devices << second << third;
        BomOptions options;
        options.sparesPercent.insert(BomCategory::Gpus, 10);
        const Bom bom = buildBom(design, mParts, options);
        QCOMPARE(bom.groups.racks.size(), 1);
        // 2,000 + 3 x 3,500 + 10 x 1,599 = 28,490
        QCOMPARE(bom.groups.racks[0].each, 28490.0);
        QCOMPARE(bom.groups.nodes.size(), 2);
        QCOMPARE(bom.groups.nodes[0].members, (QStringList{QStringLiteral("n01"), QStringLiteral("n02")}));
        QCOMPARE(bom.groups.nodes[0].each, 3500 + 4 * 1599.0); // 9,896
        QCOMPARE(bom.groups.nodes[0].total(), 2 * 9896.0);
        QCOMPARE(bom.groups.nodes[1].each, 3500 + 2 * 1599.0);
        QVERIFY(!bom.groups.nodes[0].incomplete);
    }
};

CW_TEST_MAIN(TestBomQuotes)
#include "tst_bomquotes.moc"
