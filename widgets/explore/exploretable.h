#pragma once

#include "explore/explorer.h"

#include <QTableWidget>

// The Explore Designs dialog's variants, one a row: system, fabric, cooling, GPUs, layout, time, capital
// cost, power, cost per million tokens and why a variant is ruled out. Sorted by any column, the feasible
// variants always come first (in either direction): one that cannot be built is never the cheapest or the
// fastest answer, however its unknown figures compare.
class ExploreTable : public QTableWidget {
    Q_OBJECT
public:
    explicit ExploreTable(QWidget* parent = nullptr);

    enum Column { System, Fabric, Cooling, Gpus, Layout, Time, Capex, Power, PerMTokens, Status, Columns };

    void retranslate();
    // The time column: the time to the first token (serving) or the days to train.
    void setServing(bool serving);
    void clearVariants();
    // A variant as a row; `index` is its place in the dialog's list of variants.
    void addVariant(const ExploreVariant& variant, int index, const QString& currency);
    void setVariants(const QList<ExploreVariant>& variants, const QString& currency);
    // The default order: feasible first, cheapest first.
    void sortByDefault();
    // The index (in the dialog's list) of the variant on `row`, or of the selected row; -1: none.
    int variantIndex(int row) const;
    int selectedVariantIndex() const;

private:
    void fillRow(int row, const ExploreVariant& variant, int index, const QString& currency);
    bool mServing = false;
};
