#pragma once

#include "cost/tco.h"
#include "jsonwriter.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

struct Design;
class PartIndex;

// Two designs side by side, as a purchasing committee asks first: GPUs, peak TFLOPS by precision, power,
// heat, racks, weight, capex, energy, cost of ownership, and how their bills of materials differ
// (`cluster-workbench compare`, docs/bom.md "Comparing designs").
struct ComparedFigure {
    QString key;   // "gpus", "tflops_bf16", "capex", ... (JSON)
    QString label; // in the current language
    QString unit;  // "kW", "USD", ...
    double a = 0;
    double b = 0;
    int decimals = 0;
};

struct BomDifference {
    enum class Change { Added, Removed, Changed };
    Change change = Change::Changed;
    QString partId;
    QString model;
    qint64 qtyA = 0;
    qint64 qtyB = 0;
    double amountA = 0; // extended price in the design's currency (0: unpriced)
    double amountB = 0;
};

struct DesignComparison {
    QString nameA;
    QString nameB;
    QString currencyA;
    QString currencyB;
    QList<ComparedFigure> figures;
    QList<BomDifference> bom; // lines whose quantity differs, by category order
    Tco tcoA;
    Tco tcoB;
};

class DesignComparer {
    Q_DECLARE_TR_FUNCTIONS(DesignComparer)
public:
    static DesignComparison compare(const Design& a, const Design& b, const PartIndex& parts);
    // B less A in the current locale, signed, with the change in percent: "-16 (-50 %)", "=".
    static QString differenceText(const ComparedFigure& figure);
    // A plain-text table for the terminal.
    static QString text(const DesignComparison& comparison);
    static QByteArray json(const DesignComparison& comparison,
                           JsonWriter::Layout layout = JsonWriter::Layout::Indented);
    // An HTML page (for the PDF `compare -o` writes).
    static QString html(const DesignComparison& comparison);
};
