#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

struct Budgets;
struct Design;
class PartIndex;

// Cost of ownership over a planning period (docs/analysis.md, "Cost of ownership"):
//   capex       = the bill of materials' total (with tax)
//   energy      = typical power x PUE x 8,760 h x the electricity price, per year
//   facility    = planned power (kW) x the colocation or facility price per kW per month x 12, per year
//   support     = a share of capex per year
//   total       = capex + (energy + facility + support) x years
//   GPU-hours   = GPUs x 8,760 h x years x GPU utilisation
//   cost per GPU-hour = total / GPU-hours
struct TcoInputs {
    double capex = 0;
    double typicalPowerW = 0;
    double plannedPowerW = 0;
    qint64 gpus = 0;
    double pue = 1.4;
    double electricityPricePerKwh = 0.1;
    double years = 5;
    double facilityPerKwMonth = 0;
    double supportPercentPerYear = 0;
    double gpuUtilisation = 0.8;
    QString currency;
};

struct TcoSensitivity {
    QString input;   // "capex", "electricity_price", ...
    double low = 0;  // cost per GPU-hour with the input 20 % lower
    double high = 0; // ... 20 % higher
    double swing() const { return high > low ? high - low : low - high; }
};

struct Tco {
    TcoInputs inputs;
    double energyPerYear = 0;
    double facilityPerYear = 0;
    double supportPerYear = 0;
    double total = 0;
    double gpuHours = 0;
    double costPerGpuHour = 0;         // 0 without GPUs
    QList<TcoSensitivity> sensitivity; // largest swing first
};

class TcoModel {
    Q_DECLARE_TR_FUNCTIONS(TcoModel)
public:
    // The inputs of a design: its BOM total, its analysis' power and GPUs, its settings.
    static TcoInputs inputsOf(const Design& design, const Budgets& budgets, const PartIndex& parts);
    // The same with the capital cost given: the total of a BOM built with BomOptions::fromSettings.
    static TcoInputs inputsOf(const Design& design, const Budgets& budgets, double capex);
    static Tco compute(const TcoInputs& inputs);
    // "Capex", "Electricity price", ... in the current language.
    static QString inputLabel(const QString& input);
    static constexpr double kSensitivityStep = 0.2; // each input moved by +-20 %
};
