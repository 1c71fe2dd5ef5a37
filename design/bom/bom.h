#pragma once

#include "bom/bomgroups.h"
#include "model/design.h"
#include "parts/partkind.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

class PartIndex;

// The bill of materials of a design (docs/bom.md): every part counted, identical parts merged into one line,
// lines grouped by category, priced in one currency, with spares, a tax line and totals.
// Plain data, computed by buildBom(); the BOM table, the exports and the command line only present it.

// Categories in BOM order. Names ("gpus") are used on the command line and in the JSON export.
enum class BomCategory {
    Racks,
    Systems,
    Servers,
    Gpus,
    Cpus,
    Memory,
    Storage,
    Network,
    Power,
    Cables,
    Facility
};

// What a line's unit price rests on.
enum class BomPriceSource {
    None,      // no price: included in a system, unpriced part, or no exchange rate
    Catalog,   // a sourced catalog price
    Estimated, // the catalog marks the price as an estimate ("price" in the part's "estimated" list)
    User,      // the user overrode the price in the catalog store
    Quoted,    // the design's quote for the part (Design::quotes)
};

enum class BomLineStatus {
    Priced,      // unit and extended price known
    Included,    // built into a fixed system (listed, not priced separately)
    NoPrice,     // the part has no price: the total is incomplete
    NoRate,      // priced in a currency without an exchange rate: the total is incomplete
    UnknownPart, // not in the catalog: the total is incomplete
};

struct FabricReport;

struct BomOptions {
    // Spare parts per category in percent of the quantity; spares = ceil(qty x percent / 100) per line.
    QMap<BomCategory, double> sparesPercent;
    double taxPercent = 0; // applied to the subtotal; 0: no tax line
    QString taxLabel;      // "VAT"; empty: "Tax"
    QString currency;      // the BOM currency; empty: the design's currency
    // Units of `currency` per unit of another currency ({"USD": 7.1} for a CNY BOM). Empty and the BOM
    // currency equal to the design's: the design's rates.
    QMap<QString, double> exchangeRates;
    QString locale = QStringLiteral("en"); // language of descriptions and labels ("en", "zh_CN")
    // The design's fabrics as the analysis worked them out (Budgets::fabrics, one per design fabric, in
    // order): their cables and optics are counted from these instead of being worked out again (on a
    // floor of 80,000 GPUs, most of a BOM's time). Null: worked out here.
    const QList<FabricReport>* fabrics = nullptr;
    // The cost of each rack and node configuration (Bom::groups); off where only the lines and total are
    // wanted, as for the cost of ownership on every edit.
    bool groups = true;

    // The options the design's settings imply: its currency, exchange rates and tax, no spares.
    static BomOptions fromSettings(const DesignSettings& settings);
};

struct BomLine {
    BomCategory category = BomCategory::Racks;
    QString partId;
    PartKind kind = PartKind::Rack;
    QString vendor;
    QString model;
    QString partNumber;
    QString description; // in the BOM's locale
    // The part's key figures as a tender states them, "label: value" each, in the current language
    // (parts/partrequirements.h), and the catalog source they come from.
    QStringList requirements;
    QString source;
    qint64 qty = 0; // in the design (64-bit: sums over a whole design never wrap)
    qint64 spares = 0;
    qint64 orderQty() const { return qty + spares; }
    QString includedIn; // included lines: the id of the system part that contains them
    bool included() const { return status == BomLineStatus::Included; }

    // Prices in the BOM currency, rounded to cents; extended = unit x orderQty(). Empty when unknown.
    std::optional<double> unitPrice;
    std::optional<double> extendedPrice;
    QString currency; // the BOM currency

    // The catalog price the line rests on (empty for included lines and unpriced parts).
    std::optional<double> sourceAmount;
    QString sourceCurrency;
    QString priceDate; // "2024-06"
    double rate = 0;   // BOM currency per unit of sourceCurrency; 0: none
    BomPriceSource priceSource = BomPriceSource::None;
    BomLineStatus status = BomLineStatus::Priced;

    // The catalog's list price in the BOM currency, also on quoted lines (empty when unknown), and the
    // quote that prices the line, if the design has one for the part.
    std::optional<double> listUnitPrice;
    bool listEstimated = false; // the list price is an estimate
    std::optional<PriceQuote> quote;
    bool quoted() const { return priceSource == BomPriceSource::Quoted; }
    bool estimated() const { return priceSource == BomPriceSource::Estimated; }
};

struct BomSubtotal {
    BomCategory category = BomCategory::Racks;
    double amount = 0;
    bool incomplete = false;
};

struct Bom {
    Q_DECLARE_TR_FUNCTIONS(Bom)
public:
    QString designName;
    QString currency;
    QString locale;
    QList<BomLine>
        lines; // by category, then first appearance in the design; included lines follow their system
    QList<BomSubtotal> subtotals; // categories that have lines, in order
    double subtotal = 0;          // sum of the rounded extended prices
    double taxPercent = 0;
    QString taxLabel;
    double tax = 0; // subtotal x taxPercent / 100, rounded to cents
    double total = 0;
    bool incomplete = false;     // some line has no price: the total leaves it out
    QStringList unpricedPartIds; // parts without a price, or unknown to the catalog
    QStringList missingRates;    // currencies without an exchange rate to the BOM currency
    // List against quoted: the extended list price of the quoted lines and what they cost as quoted, and
    // what still rests on estimated list prices.
    int quotedLines = 0;
    double quotedListAmount = 0;
    double quotedAmount = 0;
    int estimatedLines = 0;
    double estimatedAmount = 0;
    BomGroups groups; // what each rack and each node configuration costs

    // "VAT 13%" (the tax line's label).
    QString taxLineLabel() const;

    static QString categoryName(BomCategory category); // "gpus"
    static std::optional<BomCategory> categoryFromName(const QString& name);
    static QString categoryLabel(BomCategory category); // translated "GPUs"
    static const QList<BomCategory>& categories();
    static BomCategory categoryOf(PartKind kind);
    // A translated note for a line: "estimated price", "included in NVIDIA DGX-1", "no USD rate", ...
    static QString lineNote(const BomLine& line);
    // Rounds to cents, halves away from zero.
    static double roundMoney(double amount);
};

Bom buildBom(const Design& design, const PartIndex& parts, const BomOptions& options);
