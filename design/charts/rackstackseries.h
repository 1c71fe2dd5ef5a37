#pragma once

#include "analysis/budgets.h"
#include "model/design.h"

#include <QCoreApplication>

// Per-rack stacked series for the power and heat charts: one value per category and rack, each rack's
// total and its budget. Plain data; the chart widgets only draw it.

enum class PowerCategory { Gpu, Cpu, Memory, Storage, Network, Base, PsuLoss };

// Stacking order, bottom to top.
QList<PowerCategory> allPowerCategories();
// Translated legend name ("GPUs", "PSU losses", ...).
QString powerCategoryName(PowerCategory category);
double powerCategoryValueW(const PowerBreakdown& breakdown, PowerCategory category);

struct RackStackSeries {
    enum class Quantity { PowerW, HeatBtuH };
    Quantity quantity = Quantity::PowerW;
    QStringList rackIds;
    QStringList rackNames;           // the rack's name, or its id when unnamed
    QList<PowerCategory> categories; // allPowerCategories()
    QList<QList<double>> values;     // values[category index][rack index], in W or BTU/h
    QList<double> totals;            // per rack: the sum of its categories
    QList<double> budgets;           // per rack: power budget (W) or cooling budget (BTU/h); 0: none set
    QList<int> rows;                 // per rack: its floor row
    // Per bar when bars stand for several racks (byRow, topRacks): how many; empty: one rack a bar.
    QList<int> rackCounts;
    bool isEmpty() const { return rackIds.isEmpty(); }
};

// A chart has room for so many bars; a floor of hundreds of racks is shown in fewer, readable ones:
// one bar per row (sums of the row's racks and budgets), or when even the rows are too many, the racks
// with the largest totals and one bar for the rest (their mean, so it stays on the same scale).
RackStackSeries byRow(const RackStackSeries& racks);
RackStackSeries topRacks(const RackStackSeries& racks, int bars);
// The series as a chart of at most `bars` bars shows it: itself, byRow or topRacks.
RackStackSeries fitToBars(const RackStackSeries& racks, int bars);

// Stacked power per rack (W, AC input at max) with each rack's power budget. Sums equal RackBudget::powerW.
RackStackSeries powerPerRack(const Design& design, const Budgets& budgets);
// The same in BTU/h (1 W = 3.412 BTU/h) with each rack's cooling budget converted to BTU/h.
RackStackSeries heatPerRack(const Design& design, const Budgets& budgets);
