#include "explore/exploretable.h"

#include "model/money.h"

#include <QHeaderView>
#include <QLocale>

namespace {

constexpr int kFeasibleRole = Qt::UserRole + 2;
constexpr int kValueRole = Qt::UserRole + 1;

// A cell that sorts the feasible variants first, whichever way the column is sorted, then by its value
// (numbers) or text.
class VariantItem : public QTableWidgetItem {
public:
    VariantItem(const QString& text, bool feasible, std::optional<double> value = std::nullopt)
        : QTableWidgetItem(text) {
        setData(kFeasibleRole, feasible);
        if (value)
            setData(kValueRole, *value);
    }
    bool operator<(const QTableWidgetItem& other) const override {
        const bool feasible = data(kFeasibleRole).toBool();
        if (feasible != other.data(kFeasibleRole).toBool()) {
            // Descending sorts compare the other way round: keep the feasible ones on top either way.
            const bool ascending =
                !tableWidget() ||
                tableWidget()->horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder;
            return ascending ? feasible : !feasible;
        }
        if (data(kValueRole).isValid() && other.data(kValueRole).isValid())
            return data(kValueRole).toDouble() < other.data(kValueRole).toDouble();
        return QTableWidgetItem::operator<(other);
    }
};

} // namespace

ExploreTable::ExploreTable(QWidget* parent) : QTableWidget(0, Columns, parent) {
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setSortingEnabled(true);
    retranslate();
}

void ExploreTable::retranslate() {
    setHorizontalHeaderLabels({tr("System"), tr("Fabric"), tr("Cooling"), tr("GPUs"), tr("Layout"),
                               mServing ? tr("First token (s)") : tr("Days"), tr("Capital cost"),
                               tr("Power (kW)"), tr("Per million tokens"), tr("Feasible")});
}

void ExploreTable::setServing(bool serving) {
    mServing = serving;
    horizontalHeaderItem(Time)->setText(serving ? tr("First token (s)") : tr("Days"));
}

void ExploreTable::clearVariants() {
    setRowCount(0);
}

void ExploreTable::addVariant(const ExploreVariant& variant, int index, const QString& currency) {
    setSortingEnabled(false);
    const int row = rowCount();
    insertRow(row);
    fillRow(row, variant, index, currency);
    setSortingEnabled(true);
}

void ExploreTable::setVariants(const QList<ExploreVariant>& variants, const QString& currency) {
    setSortingEnabled(false);
    setRowCount(int(variants.size()));
    for (int i = 0; i < variants.size(); ++i)
        fillRow(i, variants[i], i, currency);
    setSortingEnabled(true);
    sortByDefault();
    resizeColumnsToContents();
    // A configured server's long name is cut (its tooltip holds it whole), so the figures stay in view.
    setColumnWidth(System, std::min(columnWidth(System), 220));
}

void ExploreTable::sortByDefault() {
    sortByColumn(Capex, Qt::AscendingOrder); // sets the header's order too, which the items read
}

int ExploreTable::variantIndex(int row) const {
    const QTableWidgetItem* first = item(row, System);
    return first ? first->data(Qt::UserRole).toInt() : -1;
}

int ExploreTable::selectedVariantIndex() const {
    const QList<QTableWidgetItem*> selected = selectedItems();
    return selected.isEmpty() ? -1 : variantIndex(selected.first()->row());
}

void ExploreTable::fillRow(int row, const ExploreVariant& v, int index, const QString& currency) {
    const QLocale locale;
    const bool ok = v.feasible;
    auto* system = new VariantItem((v.pareto ? QStringLiteral("★ ") : QString()) + v.systemName, ok);
    system->setData(Qt::UserRole, index);
    system->setToolTip(v.systemName);
    setItem(row, System, system);
    setItem(
        row, Fabric,
        new VariantItem(
            tr("%1 %2:1").arg(technologyName(v.technology)).arg(locale.toString(v.oversubscription, 'g', 3)),
            ok));
    setItem(row, Cooling, new VariantItem(coolingName(v.cooling), ok));
    // A figure the explorer could not work out (0) is blank and sorts as unknown, after the known ones.
    const auto number = [&](int column, double value, const QString& text) {
        auto* cell = new VariantItem(value > 0 ? text : QString(), ok, value > 0 ? value : 1e300);
        cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setItem(row, column, cell);
    };
    number(Gpus, v.gpus, locale.toString(v.gpus));
    const bool serving = v.design.workload && v.design.workload->inference;
    const QString layout =
        v.gpus <= 0 ? QString()
        : serving   ? tr("%1 replicas × tensor %2").arg(v.layout.dataParallel).arg(v.layout.tensorParallel)
        : v.layout.contextParallel > 1
            ? tr("tensor %1 × pipeline %2 × context %3")
                  .arg(v.layout.tensorParallel)
                  .arg(v.layout.pipelineParallel)
                  .arg(v.layout.contextParallel)
            : tr("tensor %1 × pipeline %2").arg(v.layout.tensorParallel).arg(v.layout.pipelineParallel);
    setItem(row, Layout, new VariantItem(layout, ok));
    if (serving)
        number(Time, v.ttftS, locale.toString(v.ttftS, 'f', 2));
    else
        number(Time, v.days, locale.toString(v.days, 'f', 1));
    if (!serving && v.days > 0) // the days are at the effective training time ratio (docs/reliability.md)
        item(row, Time)->setToolTip(
            tr("At %1% effective training time, with %n hot-spare node(s) and %2 storage system(s)", nullptr,
               v.spareNodes)
                .arg(locale.toString(v.ettr * 100, 'f', 1))
                .arg(v.storageSystems));
    // A cost that leaves out parts (an unpriced part, a currency without a rate) is not shown.
    const bool priced = v.costComplete;
    number(Capex, priced ? v.capex : 0, formatMoney(v.capex, currency));
    number(Power, v.powerKw, locale.toString(v.powerKw, 'f', 0));
    number(PerMTokens, priced ? v.costPerMTokens : 0, formatMoney(v.costPerMTokens, currency));
    const QStringList said = v.reasons + v.notes; // a raised GPU count is said even when feasible
    auto* status = new VariantItem(
        ok ? (v.notes.isEmpty() ? tr("yes") : tr("yes: %1").arg(v.notes.join(QStringLiteral("; "))))
           : said.join(QStringLiteral("; ")),
        ok);
    status->setToolTip(said.join(QLatin1Char('\n')));
    if (!ok)
        status->setForeground(QColor(0xc6, 0x28, 0x28));
    setItem(row, Status, status);
}
