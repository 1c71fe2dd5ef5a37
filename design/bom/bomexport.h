#pragma once

#include "bom/bom.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// The columns of the BOM in every export and in the BOM table, in order.
enum class BomColumn {
    Category,
    Part,
    Vendor,
    Model,
    PartNumber,
    Description,
    Qty,
    Spares,
    OrderQty,
    ListPrice, // the catalog's, in the BOM currency
    Discount,  // the quote's, in percent
    UnitPrice, // what the line is priced at: quoted where the design has a quote
    ExtendedPrice,
    Currency,
    PriceDate,
    Supplier,
    QuoteReference,
    LeadTime,
    Note,
};

// Exports of a Bom (docs/bom.md). They return data, so tests compare values; only the XLSX writer
// needs a file (libxlsxwriter writes to a path).
class BomExport {
    Q_DECLARE_TR_FUNCTIONS(BomExport)
public:
    static const QList<BomColumn>& columns();
    static QString columnTitle(BomColumn column); // translated
    // The machine-readable cell: numbers with a '.' and no grouping ("1599.00"), empty when unknown.
    static QString cellText(const BomLine& line, BomColumn column);
    // Money as text with two decimals and no grouping: "1599.00".
    static QString money(double amount);
    // One-line summary of why the total is incomplete; empty when complete.
    static QString incompleteNote(const Bom& bom);
    // The worksheet's name: "BOM", "物料清单" in Chinese.
    static QString sheetName(const QString& locale);
};

// RFC 4180 CSV: a UTF-8 byte-order mark, CRLF line ends, fields quoted when they hold a comma, a quote,
// or a line break; a header row, one row per line, then subtotal, tax (when set) and total rows.
QByteArray bomToCsv(const Bom& bom);
// {"lines": [{"part", "category", "qty", "unit_price", "total", "currency", ...}],
//  "total": {"amount", "currency", "incomplete"}, ...}, 2-space indent, UTF-8.
QByteArray bomToJson(const Bom& bom);
// A readable table for the terminal, grouped by category with subtotals.
QString bomToText(const Bom& bom);
// An .xlsx workbook with one sheet: bold frozen header, money and integer number formats, an autofilter,
// and a totals block whose subtotal, tax and total are formulas (with cached values). On failure returns
// false and a message.
bool writeBomXlsx(const Bom& bom, const QString& path, QString* error);
