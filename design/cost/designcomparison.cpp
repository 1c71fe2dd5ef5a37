#include "cost/designcomparison.h"

#include "analysis/analyzer.h"
#include "analysis/budgets.h"
#include "analysis/budgetsjson.h"
#include "bom/bom.h"
#include "cost/tcojson.h"
#include "jsonwriter.h"
#include "model/design.h"

#include <QLocale>
#include <QMap>

namespace {

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString signedNumber(double value, int decimals) {
    return (value > 0 ? QStringLiteral("+") : QString()) + number(value, decimals);
}

} // namespace

DesignComparison DesignComparer::compare(const Design& a, const Design& b, const PartIndex& parts) {
    DesignComparison c;
    c.nameA = a.name;
    c.nameB = b.name;
    c.currencyA = a.settings.currency;
    c.currencyB = b.settings.currency;
    const Budgets ba = analyze(a, parts);
    const Budgets bb = analyze(b, parts);
    // One BOM a side, its fabrics from the analysis; the cost of ownership prices that BOM.
    BomOptions optionsA = BomOptions::fromSettings(a.settings),
               optionsB = BomOptions::fromSettings(b.settings);
    optionsA.fabrics = &ba.fabrics;
    optionsB.fabrics = &bb.fabrics;
    const Bom bomA = buildBom(a, parts, optionsA);
    const Bom bomB = buildBom(b, parts, optionsB);
    c.tcoA = TcoModel::compute(TcoModel::inputsOf(a, ba, bomA.total));
    c.tcoB = TcoModel::compute(TcoModel::inputsOf(b, bb, bomB.total));
    const Totals& ta = ba.totals;
    const Totals& tb = bb.totals;
    const QString money = c.currencyA == c.currencyB ? c.currencyA : QString();
    auto add = [&c](const QString& key, const QString& label, const QString& unit, double x, double y,
                    int decimals) {
        c.figures.append(ComparedFigure{key, label, unit, x, y, decimals});
    };
    add(QStringLiteral("gpus"), tr("GPUs"), QString(), double(ta.gpus), double(tb.gpus), 0);
    add(QStringLiteral("gpu_memory_gb"), tr("GPU memory"), tr("GB"), ta.gpuMemoryGb, tb.gpuMemoryGb, 0);
    for (const char* precision : {"fp64", "fp32", "tf32", "bf16", "fp8", "int8"}) {
        const QString p = QString::fromLatin1(precision);
        add(QStringLiteral("tflops_%1").arg(p), tr("Peak %1 (dense)").arg(p.toUpper()), tr("TFLOPS"),
            ta.tflops.value(p), tb.tflops.value(p), 0);
    }
    add(QStringLiteral("power_w"), tr("Power (planned)"), tr("kW"), ta.powerW / 1000, tb.powerW / 1000, 1);
    add(QStringLiteral("typical_power_w"), tr("Power (typical)"), tr("kW"), ta.typicalPowerW / 1000,
        tb.typicalPowerW / 1000, 1);
    add(QStringLiteral("heat_btu_h"), tr("Heat"), tr("BTU/h"), ta.heatBtuH, tb.heatBtuH, 0);
    add(QStringLiteral("racks"), tr("Racks"), QString(), double(ba.racks.size()), double(bb.racks.size()), 0);
    add(QStringLiteral("rack_units"), tr("Rack units used"), tr("U"), double(ta.rackUnitsUsed),
        double(tb.rackUnitsUsed), 0);
    add(QStringLiteral("weight_kg"), tr("Weight"), tr("kg"), ta.weightKg, tb.weightKg, 0);
    add(QStringLiteral("capex"), tr("Capital cost (BOM total)"), money, bomA.total, bomB.total, 0);
    add(QStringLiteral("energy_per_year"), tr("Energy cost per year"), money, c.tcoA.energyPerYear,
        c.tcoB.energyPerYear, 0);
    add(QStringLiteral("tco_total"), tr("Cost of ownership over the period"), money, c.tcoA.total,
        c.tcoB.total, 0);
    add(QStringLiteral("cost_per_gpu_hour"), tr("Cost per GPU-hour"), money, c.tcoA.costPerGpuHour,
        c.tcoB.costPerGpuHour, 2);

    // BOM lines by part: quantities and amounts of each side.
    QMap<QString, BomDifference> lines;
    QStringList order;
    auto collect = [&](const Bom& bom, bool first) {
        for (const BomLine& line : bom.lines) {
            if (!lines.contains(line.partId)) {
                order.append(line.partId);
                lines[line.partId].partId = line.partId;
                lines[line.partId].model = (line.vendor + QLatin1Char(' ') + line.model).trimmed();
            }
            BomDifference& d = lines[line.partId];
            (first ? d.qtyA : d.qtyB) += line.orderQty();
            (first ? d.amountA : d.amountB) += line.extendedPrice.value_or(0);
        }
    };
    collect(bomA, true);
    collect(bomB, false);
    for (const QString& id : std::as_const(order)) {
        BomDifference d = lines.value(id);
        if (d.qtyA == d.qtyB)
            continue;
        d.change = d.qtyA == 0   ? BomDifference::Change::Added
                   : d.qtyB == 0 ? BomDifference::Change::Removed
                                 : BomDifference::Change::Changed;
        c.bom.append(d);
    }
    return c;
}

QString DesignComparer::text(const DesignComparison& c) {
    QString out;
    out += tr("A: %1\nB: %2\n\n").arg(c.nameA, c.nameB);
    int width = 0;
    for (const ComparedFigure& f : c.figures)
        width = qMax(width, int(f.label.size()));
    for (const ComparedFigure& f : c.figures)
        out += QStringLiteral("%1  %2  %3  %4 %5\n")
                   .arg(f.label, -width)
                   .arg(number(f.a, f.decimals), 16)
                   .arg(number(f.b, f.decimals), 16)
                   .arg(signedNumber(f.b - f.a, f.decimals), 16)
                   .arg(f.unit);
    if (c.currencyA != c.currencyB)
        out += tr("\nThe designs are priced in %1 and %2; their money figures are not converted.\n")
                   .arg(c.currencyA, c.currencyB);
    out += tr("\nBill of materials, lines that differ (A -> B):\n");
    if (c.bom.isEmpty())
        out += tr("  none\n");
    for (const BomDifference& d : c.bom) {
        const QString what = d.change == BomDifference::Change::Added     ? tr("added")
                             : d.change == BomDifference::Change::Removed ? tr("removed")
                                                                          : tr("changed");
        out += QStringLiteral("  %1  %2  %3 -> %4\n").arg(what, -8).arg(d.model).arg(d.qtyA).arg(d.qtyB);
    }
    return out;
}

QByteArray DesignComparer::json(const DesignComparison& c, JsonWriter::Layout layout) {
    std::string text;
    JsonWriter w(text, layout);
    w.beginObject();
    w.field("a", c.nameA);
    w.field("b", c.nameB);
    w.field("currency_a", c.currencyA);
    w.field("currency_b", c.currencyB);
    w.key("figures");
    w.beginObject();
    for (const ComparedFigure& f : c.figures) {
        const std::string key = f.key.toStdString();
        w.key(key);
        w.beginObject();
        w.field("a", f.a);
        w.field("b", f.b);
        w.field("difference", f.b - f.a);
        w.endObject();
    }
    w.endObject();
    w.key("bom_differences");
    w.beginArray();
    for (const BomDifference& d : c.bom) {
        w.beginObject();
        w.field("change", d.change == BomDifference::Change::Added     ? "added"
                          : d.change == BomDifference::Change::Removed ? "removed"
                                                                       : "changed");
        w.field("part", d.partId);
        w.field("model", d.model);
        w.field("qty_a", d.qtyA);
        w.field("qty_b", d.qtyB);
        w.field("amount_a", d.amountA);
        w.field("amount_b", d.amountB);
        w.endObject();
    }
    w.endArray();
    w.key("tco_a");
    writeTcoJson(w, c.tcoA);
    w.key("tco_b");
    writeTcoJson(w, c.tcoB);
    w.endObject();
    return QByteArray::fromStdString(text);
}

QString DesignComparer::html(const DesignComparison& c) {
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    QString h =
        QStringLiteral("<html><body style=\"font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif\">");
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Design comparison")));
    h += QStringLiteral("<p>A: %1<br>B: %2</p>").arg(esc(c.nameA), esc(c.nameB));
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" "
                        "cellpadding=\"4\"><tr><th></th><th>A</th><th>B</th><th>%1</th><th></th></tr>")
             .arg(esc(tr("B - A")));
    for (const ComparedFigure& f : c.figures)
        h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                            "<td align=\"right\">%4</td><td>%5</td></tr>")
                 .arg(esc(f.label), number(f.a, f.decimals), number(f.b, f.decimals),
                      signedNumber(f.b - f.a, f.decimals), esc(f.unit));
    h += QStringLiteral("</table><h3>%1</h3>").arg(esc(tr("Bill of materials, lines that differ")));
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th>%1</th><th>%2</th>"
                        "<th>A</th><th>B</th></tr>")
             .arg(esc(tr("Change")), esc(tr("Part")));
    for (const BomDifference& d : c.bom) {
        const QString what = d.change == BomDifference::Change::Added     ? tr("added")
                             : d.change == BomDifference::Change::Removed ? tr("removed")
                                                                          : tr("changed");
        h += QStringLiteral(
                 "<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td></tr>")
                 .arg(esc(what), esc(d.model))
                 .arg(d.qtyA)
                 .arg(d.qtyB);
    }
    h += QStringLiteral("</table></body></html>");
    return h;
}

QString DesignComparer::differenceText(const ComparedFigure& f) {
    const QLocale locale;
    const double difference = f.b - f.a;
    if (difference == 0)
        return QStringLiteral("=");
    QString text = locale.toString(difference, 'f', f.decimals);
    if (difference > 0)
        text.prepend(QLatin1Char('+'));
    if (f.a != 0)
        text += QStringLiteral(" (%1%2 %)")
                    .arg(difference > 0 ? QStringLiteral("+") : QString(),
                         locale.toString(difference / f.a * 100, 'f', 0));
    return text;
}
