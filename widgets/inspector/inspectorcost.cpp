// InspectorWidget: the design's cost of ownership: its inputs, the total over the period, the cost per
// GPU-hour and the inputs that move it most (design/cost/tco.h).
#include "inspector/inspectorwidget.h"

#include "analysis/liveanalysis.h"
#include "commands/cmdpropertyedit.h"
#include "cost/tco.h"
#include "inspector/inspectorform.h"

#include "model/settingrange.h"
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

using namespace InspectorForm;

namespace {

// A spin box that pushes one settings edit per change (arrow keys merge into one step).
// `scale`: the field shows the setting times this (100 for a share shown in %).
QDoubleSpinBox* settingSpin(double value, const SettingRange& range, double scale, int decimals,
                            const QString& suffix) {
    auto* spin = new QDoubleSpinBox;
    spin->setRange(range.minimum * scale, range.maximum * scale);
    spin->setDecimals(decimals);
    spin->setSuffix(suffix);
    spin->setValue(value * scale);
    spin->setKeyboardTracking(false);
    return spin;
}

} // namespace

void InspectorWidget::buildDesignCost(QVBoxLayout* layout) {
    const Design& design = mDocument->design();
    const DesignSettings& s = design.settings;
    QFormLayout* form = addSection(layout, tr("Cost of ownership"));
    auto edit = [this](QDoubleSpinBox* spin, double DesignSettings::*field, double scale) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, field, scale](double value) {
            DesignSettings settings = mDocument->design().settings;
            settings.*field = value / scale;
            mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
        });
    };
    auto* years = settingSpin(s.tcoYears, SettingRange::kTcoYears, 1, 1, tr(" years"));
    years->setObjectName(QStringLiteral("design-tco-years"));
    years->setToolTip(tr("The period the capital cost is spread over"));
    edit(years, &DesignSettings::tcoYears, 1);
    form->addRow(tr("Period"), years);
    auto* facility = settingSpin(s.facilityPerKwMonth, SettingRange::kFacilityPerKwMonth, 1, 2,
                                 QStringLiteral(" %1").arg(s.currency));
    facility->setObjectName(QStringLiteral("design-facility"));
    facility->setToolTip(tr("Colocation or facility price per kW of planned power per month"));
    edit(facility, &DesignSettings::facilityPerKwMonth, 1);
    form->addRow(tr("Facility per kW·month"), facility);
    auto* support = settingSpin(s.supportPercentPerYear, SettingRange::kSupportPercentPerYear, 1, 1,
                                QStringLiteral(" %"));
    support->setObjectName(QStringLiteral("design-support"));
    support->setToolTip(tr("Support contracts per year, as a share of the capital cost"));
    edit(support, &DesignSettings::supportPercentPerYear, 1);
    form->addRow(tr("Support per year"), support);
    auto* utilisation =
        settingSpin(s.gpuUtilisation, SettingRange::kGpuUtilisation, 100, 0, QStringLiteral(" %"));
    utilisation->setObjectName(QStringLiteral("design-gpu-utilisation"));
    utilisation->setToolTip(tr("Share of the hours the GPUs do paid work"));
    edit(utilisation, &DesignSettings::gpuUtilisation, 100);
    form->addRow(tr("GPU utilisation"), utilisation);

    const Tco tco = TcoModel::compute(TcoModel::inputsOf(design, mAnalysis->budgets(), mAnalysis->parts()));
    const auto money = [&s](double value, int decimals = 0) {
        return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', decimals), s.currency);
    };
    form->addRow(tr("Total"),
                 valueLabel(tr("%1 over %2 years (capex %3, energy %4, facility %5, support %6 a year)")
                                .arg(money(tco.total), QLocale().toString(s.tcoYears))
                                .arg(money(tco.inputs.capex), money(tco.energyPerYear),
                                     money(tco.facilityPerYear), money(tco.supportPerYear))));
    if (tco.gpuHours <= 0)
        return;
    auto* perHour = valueLabel(money(tco.costPerGpuHour, 2));
    perHour->setObjectName(QStringLiteral("design-cost-per-gpu-hour"));
    form->addRow(tr("Per GPU-hour"), perHour);
    QStringList moves;
    for (qsizetype i = 0; i < tco.sensitivity.size() && i < 3; ++i) {
        const TcoSensitivity& sens = tco.sensitivity[i];
        moves << tr("%1: %2 to %3")
                     .arg(TcoModel::inputLabel(sens.input), money(qMin(sens.low, sens.high), 2),
                          money(qMax(sens.low, sens.high), 2));
    }
    auto* label = valueLabel(moves.join(QLatin1Char('\n')));
    label->setToolTip(tr("The cost per GPU-hour with each input 20% lower and higher, largest swing first"));
    form->addRow(tr("Moves it most (±20%)"), label);
}
