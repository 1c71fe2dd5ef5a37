#include "floor/hallpanel.h"

#include "analysis/liveanalysis.h"
#include "commands/cmdhallset.h"
#include "facility/facilitysummary.h"
#include "facility/hallplacement.h"
#include "floor/hallplanstyle.h"
#include "floor/hallplanview.h"
#include "parts/partsummary.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

HallPanel::HallPanel(LiveAnalysis* analysis, RackScene* scene, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mPlan(new HallPlanView(analysis, scene, this)),
      mSummary(new QLabel(this)), mAddHall(new QPushButton(this)), mAddLabel(new QLabel(this)),
      mPart(new QComboBox(this)), mLoop(new QComboBox(this)), mAdd(new QPushButton(this)),
      mRemove(new QPushButton(this)) {
    setObjectName(QStringLiteral("HallPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 4);
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mSummary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* bar = new QHBoxLayout;
    bar->addWidget(mAddHall);
    bar->addWidget(mAddLabel);
    mPart->setObjectName(QStringLiteral("hall-add-part"));
    mPart->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mPart->setMinimumContentsLength(18);
    bar->addWidget(mPart, 1);
    mLoop->setObjectName(QStringLiteral("hall-add-loop"));
    bar->addWidget(mLoop);
    bar->addWidget(mAdd);
    bar->addWidget(mRemove);
    bar->addStretch(0);
    layout->addLayout(bar);
    // The plan beside the figures and the legend (a scrolling column of its own on a small screen).
    auto* body = new QHBoxLayout;
    body->addWidget(mPlan, 1);
    auto* side = new QScrollArea(this);
    side->setWidget(mSummary);
    side->setWidgetResizable(true);
    side->setFrameShape(QFrame::NoFrame);
    side->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    side->setFixedWidth(300);
    body->addWidget(side);
    layout->addLayout(body, 1);
    connect(mAddHall, &QPushButton::clicked, this, &HallPanel::addHall);
    connect(mAdd, &QPushButton::clicked, this,
            [this] { addUnit(mPart->currentData().toString(), mLoop->currentIndex()); });
    connect(mRemove, &QPushButton::clicked, this, &HallPanel::removeSelectedUnit);
    connect(mPart, &QComboBox::currentIndexChanged, this, &HallPanel::fillLoops);
    connect(mPlan, &HallPlanView::statusMessage, this, &HallPanel::statusMessage);
    connect(mPlan, &HallPlanView::selectionChanged, this, [this](const QString& id) {
        refresh();
        if (mAnalysis->document()->design().rackIndex(id) >= 0)
            emit rackActivated(id);
    });
    connect(mAnalysis, &LiveAnalysis::updated, this, &HallPanel::refresh);
    retranslate();
}

void HallPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HallPanel::retranslate() {
    mAddHall->setText(tr("Add a Hall"));
    mAddHall->setToolTip(tr("A hall around the racks: rows and positions, then its UPS, air units and CDUs"));
    mAddLabel->setText(tr("Add to the hall:"));
    mAdd->setText(tr("Add"));
    mAdd->setToolTip(tr("Place the unit chosen at the first free place (drag it, or move it with the arrow "
                        "keys)"));
    mRemove->setText(tr("Remove Unit"));
    mRemove->setToolTip(tr("Remove the air unit or CDU selected on the plan"));
    fillParts();
    refresh();
}

void HallPanel::fillParts() {
    const QString current = mPart->currentData().toString();
    mPart->blockSignals(true);
    mPart->clear();
    for (const Part* part : mAnalysis->parts().ofKind(PartKind::Facility)) {
        const FacilitySpec* spec = part->facility();
        if (spec && (spec->type == FacilityType::Cdu || spec->type == FacilityType::Crah ||
                     spec->type == FacilityType::InRow))
            mPart->addItem(QStringLiteral("%1 (%2)").arg(part->displayName(),
                                                         PartSummary::facilityTypeLabel(spec->type)),
                           part->id);
    }
    const int at = mPart->findData(current);
    mPart->setCurrentIndex(at >= 0 ? at : 0);
    mPart->blockSignals(false);
    fillLoops();
}

void HallPanel::fillLoops() {
    const Design& design = mAnalysis->document()->design();
    const Part* part = mAnalysis->parts().find(mPart->currentData().toString());
    const bool cdu = part && part->facility() && part->facility()->type == FacilityType::Cdu;
    const int current = mLoop->currentIndex();
    mLoop->clear();
    if (design.hall)
        for (const CoolantLoop& loop : design.hall->loops)
            mLoop->addItem(tr("to loop %1").arg(loop.name.isEmpty() ? loop.id : loop.name));
    if (mLoop->count() == 0)
        mLoop->addItem(tr("to a new loop"));
    mLoop->setCurrentIndex(std::clamp(current, 0, mLoop->count() - 1));
    mLoop->setVisible(cdu);
}

void HallPanel::refresh() {
    const Design& design = mAnalysis->document()->design();
    const bool hall = design.hall.has_value();
    mAddHall->setVisible(!hall);
    for (QWidget* w : {static_cast<QWidget*>(mAddLabel), static_cast<QWidget*>(mPart),
                       static_cast<QWidget*>(mAdd), static_cast<QWidget*>(mRemove)})
        w->setVisible(hall);
    if (hall && mLoop->count() != std::max<qsizetype>(1, design.hall->loops.size()))
        fillLoops();
    mLoop->setVisible(hall && mLoop->isVisibleTo(this));
    mRemove->setEnabled(hall && design.hall->unit(mPlan->selectedId()));
    const auto& facility = mAnalysis->budgets().facility;
    if (!facility) {
        mSummary->setText(tr("No hall: the racks are checked on their own. Add a hall to check them "
                             "against its UPS, cooling and floor."));
        return;
    }
    const QString name = facility->name.isEmpty() ? tr("Hall") : facility->name;
    QString html = QStringLiteral("<p style='font-size:14px'><b>%1</b></p>").arg(name.toHtmlEscaped());
    for (const auto& [label, figure] : FacilitySummary::lines(*facility))
        html += QStringLiteral("<p style='margin-top:4px'><b>%1</b><br>%2</p>")
                    .arg(label.toHtmlEscaped(), figure.toHtmlEscaped());
    // The plan's colours.
    html += QStringLiteral("<p style='margin-top:10px'><b>%1</b></p>")
                .arg(tr("Racks by what limits them").toHtmlEscaped());
    const auto swatch = [](const QColor& colour, const QString& label) {
        return QStringLiteral("<span style='background:%1; color:%1'>&#9608;&#9608;</span> %2<br>")
            .arg(colour.name(), label.toHtmlEscaped());
    };
    for (HallResource r : {HallResource::Power, HallResource::Feed, HallResource::Air, HallResource::Liquid,
                           HallResource::Floor})
        html += swatch(HallPlanStyle::resource(r, 0.8), hallResourceLabel(r));
    html += swatch(HallPlanStyle::resource(HallResource::Floor, 1.5), tr("over 100 % of it"));
    html += swatch(HallPlanStyle::cdu(), tr("CDU (select one to see its loop)"));
    html += swatch(HallPlanStyle::airUnit(), tr("air unit"));
    html += QStringLiteral("<br>%1").arg(
        tr("The darker edge of a rack is its front: cold aisles at the fronts, hot "
           "aisles at the backs.")
            .toHtmlEscaped());
    mSummary->setText(html);
}

void HallPanel::addHall() {
    DesignDocument* document = mAnalysis->document();
    if (document->design().hall)
        return;
    document->undoStack()->push(new CmdHallSet(document, HallPlacement::defaultHall(document->design()),
                                               [] { return tr("Add a hall"); }));
    emit statusMessage(tr("Hall added: set its UPS, classes and floor in the inspector's Facility section"));
}

bool HallPanel::addUnit(const QString& partId, int loop) {
    DesignDocument* document = mAnalysis->document();
    QString error;
    const auto hall =
        HallPlacement::withUnitAdded(document->design(), mAnalysis->parts(), partId, loop, &error);
    if (!hall) {
        emit statusMessage(error);
        return false;
    }
    const Part* part = mAnalysis->parts().find(partId);
    const QString model = part ? part->model : partId;
    document->undoStack()->push(
        new CmdHallSet(document, hall, [model] { return tr("Add %1 to the hall").arg(model); }));
    return true;
}

bool HallPanel::removeSelectedUnit() {
    DesignDocument* document = mAnalysis->document();
    const QString id = mPlan->selectedId();
    const auto& hall = document->design().hall;
    if (!hall || !hall->unit(id))
        return false;
    document->undoStack()->push(new CmdHallSet(document, HallPlacement::withUnitRemoved(*hall, id),
                                               [id] { return tr("Remove %1 from the hall").arg(id); }));
    mPlan->select(QString());
    return true;
}
