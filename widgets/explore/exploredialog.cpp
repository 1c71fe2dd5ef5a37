#include "explore/exploredialog.h"

#include "charts/explorechart.h"
#include "model/designlimits.h"
#include "model/money.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace {

enum Column {
    SystemColumn,
    FabricColumn,
    CoolingColumn,
    Gpus,
    Layout,
    Days,
    Capex,
    Power,
    PerMTokens,
    Status,
    Columns
};

// A number cell that sorts by its value, shown in the user's locale.
class NumberItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole + 1).toDouble() < other.data(Qt::UserRole + 1).toDouble();
    }
};

QDoubleSpinBox* amount(QWidget* parent, double maximum, int decimals, const QString& suffix) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, maximum);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

ExploreDialog::ExploreDialog(const Design& design, const PartIndex& parts, const Workload& workload,
                             const QList<ExploreServer>& templates, QWidget* parent)
    : QDialog(parent), mDesign(design), mParts(parts), mWorkload(workload) {
    setWindowTitle(tr("Explore Designs"));
    auto* layout = new QHBoxLayout(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(split);

    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    auto* goal = new QGroupBox(tr("Goal and limits"), left);
    auto* form = new QFormLayout(goal);
    mGoal = new QComboBox(goal);
    mGoal->addItem(tr("Train the tokens by a deadline"));
    mGoal->addItem(tr("Serve tokens per second"));
    mGoal->setCurrentIndex(workload.inference ? 1 : 0);
    mServeRate = amount(goal, 1e9, 0, tr(" tokens/s"));
    mServeRate->setValue(20000);
    mServeRate->setToolTip(tr("Output tokens per second over all replicas (batch and context as on the "
                              "Workload tab, or 32 sequences of 4,096 tokens)"));
    mTtft = amount(goal, 600, 2, tr(" s"));
    mTtft->setSpecialValueText(tr("no limit"));
    mTtft->setToolTip(tr("The time to the first token of a prompt, at most"));
    mDays = amount(goal, 100000, 1, tr(" days"));
    mDays->setValue(30);
    mDays->setToolTip(tr("Train the workload's tokens within this many days"));
    mGpuCount = new QSpinBox(goal);
    mGpuCount->setRange(0, 1000000);
    mGpuCount->setSpecialValueText(tr("as the goal needs"));
    mGpuCount->setToolTip(tr("A fixed cluster size instead of a deadline"));
    mBudget = amount(goal, 1e6, 1, QString());
    mBudget->setSpecialValueText(tr("no limit"));
    mBudget->setSuffix(tr(" million %1").arg(design.settings.currency));
    mPowerKw = amount(goal, 1e6, 0, tr(" kW"));
    mPowerKw->setSpecialValueText(tr("no limit"));
    mRackKw = amount(goal, 500, 0, tr(" kW"));
    mRackKw->setMinimum(1);
    mRackKw->setValue(40);
    form->addRow(tr("Goal:"), mGoal);
    form->addRow(tr("Deadline:"), mDays);
    form->addRow(tr("Tokens per second:"), mServeRate);
    form->addRow(tr("First token within:"), mTtft);
    form->addRow(tr("Or GPUs:"), mGpuCount);
    form->addRow(tr("Capital budget:"), mBudget);
    form->addRow(tr("IT power limit:"), mPowerKw);
    form->addRow(tr("Power per rack:"), mRackKw);
    mFloorPositions = new QSpinBox(goal);
    mFloorPositions->setRange(0, DesignLimits::kMaxRacks);
    mFloorPositions->setSpecialValueText(tr("no limit"));
    mFloorPositions->setToolTip(tr("Rack positions on the floor, at most"));
    mRowLength = new QSpinBox(goal);
    mRowLength->setRange(0, DesignLimits::kMaxRacks);
    mRowLength->setSpecialValueText(tr("one row"));
    mRowLength->setSuffix(tr(" racks"));
    mRowLength->setToolTip(
        tr("Rack positions per row: the fabric's cables are as long as the rows make them"));
    form->addRow(tr("Floor positions:"), mFloorPositions);
    form->addRow(tr("Row length:"), mRowLength);
    // The candidates' dimensions: fabric technology and oversubscription, rack cooling; each a row of boxes.
    const auto boxes = [goal](const QList<QCheckBox*>& row) {
        auto* holder = new QWidget(goal);
        auto* line = new QHBoxLayout(holder);
        line->setContentsMargins(0, 0, 0, 0);
        for (QCheckBox* box : row) {
            box->setChecked(true);
            line->addWidget(box);
        }
        line->addStretch(1);
        return holder;
    };
    for (const QString& technology : kFabricTechnologies)
        mTechnologies << new QCheckBox(technologyName(technology), goal);
    mTechnologies.last()->setToolTip(tr("A VPI ConnectX-7 runs its ports as InfiniBand or Ethernet"));
    mNonBlocking = new QCheckBox(tr("1:1"), goal);
    mNonBlocking->setToolTip(tr("Non-blocking fabric (1:1)"));
    mOversubscribed = new QCheckBox(tr("2:1"), goal);
    mOversubscribed->setToolTip(tr("2:1 above the leaves"));
    for (const QString& cooling : kRackCoolings)
        mCoolings << new QCheckBox(cooling == QLatin1String("rdhx") ? tr("Rear door") : coolingName(cooling),
                                   goal);
    mCoolings[1]->setToolTip(tr("Racks with a water-cooled rear-door heat exchanger"));
    mCoolings[2]->setToolTip(tr("Direct liquid cooling: a coolant loop to cold plates"));
    form->addRow(tr("Fabric:"), boxes(mTechnologies + QList<QCheckBox*>{mNonBlocking, mOversubscribed}));
    form->addRow(tr("Rack cooling:"), boxes(mCoolings));
    leftLayout->addWidget(goal);
    auto* candidates = new QGroupBox(tr("GPU systems"), left);
    auto* candidatesLayout = new QVBoxLayout(candidates);
    mSystems = new QListWidget(candidates);
    for (const QString& id : gpuSystems(parts)) {
        auto* item = new QListWidgetItem(parts.find(id)->displayName(), mSystems);
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    // The design's configured GPU servers (a PCIe chassis with L20 cards, say) and the library's server
    // templates are candidates too.
    const qsizetype configured = (mServers = configuredGpuServers(design, parts)).size();
    mServers += templates;
    for (qsizetype i = 0; i < mServers.size(); ++i) {
        auto* item = new QListWidgetItem(mServers[i].name, mSystems);
        item->setData(Qt::UserRole + 1, int(i));
        item->setToolTip(i < configured ? tr("Configured in this design as %1").arg(mServers[i].key)
                                        : tr("Server template \"%1\" of the library").arg(mServers[i].key));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    candidatesLayout->addWidget(mSystems);
    leftLayout->addWidget(candidates, 1);
    mExplore = new QPushButton(tr("&Explore"), left);
    mExplore->setDefault(true);
    leftLayout->addWidget(mExplore);
    mProgress = new QProgressBar(left);
    mProgress->setTextVisible(true);
    leftLayout->addWidget(mProgress);

    auto* right = new QSplitter(Qt::Vertical, split);
    mChart = new ExploreChart(right);
    mChart->setMinimumHeight(260);
    auto* results = new QWidget(right);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    mSummary = new QLabel(results);
    mSummary->setWordWrap(true);
    resultsLayout->addWidget(mSummary);
    mTable = new QTableWidget(0, Columns, results);
    mTable->setHorizontalHeaderLabels({tr("System"), tr("Fabric"), tr("Cooling"), tr("GPUs"), tr("Layout"),
                                       tr("Days"), tr("Capital cost"), tr("Power (kW)"),
                                       tr("Per million tokens"), tr("Feasible")});
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->verticalHeader()->hide();
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->setSortingEnabled(true);
    resultsLayout->addWidget(mTable, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, results);
    mUse = buttons->addButton(tr("&Use This Design"), QDialogButtonBox::AcceptRole);
    mUse->setToolTip(tr("Replace the design with the chosen variant (one undo step)"));
    mOpenNew = buttons->addButton(tr("Open as &New Design"), QDialogButtonBox::ActionRole);
    mOpenNew->setToolTip(tr("Start a new, untitled design from the chosen variant (as File > New; the "
                            "current design is offered to be saved first)"));
    connect(mOpenNew, &QPushButton::clicked, this, [this] {
        if (chosen())
            done(OpenAsNew);
    });
    mCompare = buttons->addButton(tr("C&ompare with Current Design"), QDialogButtonBox::ActionRole);
    mCompare->setToolTip(tr("The current design beside the chosen variant: figures and bill of materials"));
    connect(mCompare, &QPushButton::clicked, this, [this] {
        if (const auto variant = chosen())
            emit compareRequested(*variant);
    });
    resultsLayout->addWidget(buttons);
    split->setStretchFactor(1, 1);
    resize(1200, 720);

    connect(mExplore, &QPushButton::clicked, this, [this] {
        if (running())
            mCancel->store(true);
        else
            explore();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &ExploreDialog::updateButtons);
    connect(mGoal, &QComboBox::currentIndexChanged, this, &ExploreDialog::updateButtons);
    updateButtons();
    // Focus on Explore, not on the first field: a field with focus takes the wheel, and the user did not
    // pick it (the defaults are ready to run).
    mExplore->setFocus();
}

ExploreDialog::~ExploreDialog() {
    if (mThread) {
        mCancel->store(true);
        mThread->wait();
    }
}

QWidget* ExploreDialog::control(const QString& name) const {
    const QHash<QString, QWidget*> controls{{QStringLiteral("goal"), mGoal},
                                            {QStringLiteral("serve"), mServeRate},
                                            {QStringLiteral("ttft"), mTtft},
                                            {QStringLiteral("days"), mDays},
                                            {QStringLiteral("gpus"), mGpuCount},
                                            {QStringLiteral("budget"), mBudget},
                                            {QStringLiteral("power"), mPowerKw},
                                            {QStringLiteral("rack"), mRackKw},
                                            {QStringLiteral("positions"), mFloorPositions},
                                            {QStringLiteral("row"), mRowLength},
                                            {QStringLiteral("systems"), mSystems},
                                            {QStringLiteral("infiniband"), mTechnologies[0]},
                                            {QStringLiteral("ethernet"), mTechnologies[1]},
                                            {QStringLiteral("air"), mCoolings[0]},
                                            {QStringLiteral("rdhx"), mCoolings[1]},
                                            {QStringLiteral("liquid"), mCoolings[2]},
                                            {QStringLiteral("explore"), mExplore},
                                            {QStringLiteral("use"), mUse},
                                            {QStringLiteral("open-new"), mOpenNew},
                                            {QStringLiteral("compare"), mCompare}};
    return controls.value(name);
}

ExploreRequest ExploreDialog::request() const {
    ExploreRequest request;
    request.workload = mWorkload;
    request.settings = mDesign.settings;
    request.quotes = mDesign.quotes;
    request.gpuCount = mGpuCount->value();
    const bool serving = mGoal->currentIndex() == 1;
    request.days = request.gpuCount > 0 || serving ? 0 : mDays->value();
    if (serving) {
        // The Workload tab's serving settings, or a batch of 32 at 4,096 tokens for a training workload.
        if (!request.workload.inference) {
            request.workload.serving.batch = 32;
            request.workload.serving.context = 4096;
        }
        request.workload.inference = true;
        request.serveTokensPerS = request.gpuCount > 0 ? 0 : mServeRate->value();
        if (mTtft->value() > 0)
            request.maxTtftS = mTtft->value();
    } else {
        request.workload.inference = false;
    }
    if (mBudget->value() > 0)
        request.budget = mBudget->value() * 1e6;
    if (mPowerKw->value() > 0)
        request.powerKw = mPowerKw->value();
    request.rackKw = mRackKw->value();
    request.floorPositions = mFloorPositions->value();
    request.rowLength = mRowLength->value();
    request.oversubscriptions.clear();
    if (mNonBlocking->isChecked())
        request.oversubscriptions << 1;
    if (mOversubscribed->isChecked())
        request.oversubscriptions << 2;
    request.technologies.clear();
    for (int i = 0; i < mTechnologies.size(); ++i)
        if (mTechnologies[i]->isChecked())
            request.technologies << kFabricTechnologies[i];
    request.coolings.clear();
    for (int i = 0; i < mCoolings.size(); ++i)
        if (mCoolings[i]->isChecked())
            request.coolings << kRackCoolings[i];
    for (int i = 0; i < mSystems->count(); ++i) {
        const QListWidgetItem* item = mSystems->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        if (const QVariant server = item->data(Qt::UserRole + 1); server.isValid())
            request.servers << mServers.value(server.toInt());
        else
            request.systems << item->data(Qt::UserRole).toString();
    }
    return request;
}

void ExploreDialog::explore() {
    const ExploreRequest run = request();
    mVariants.clear();
    mTable->setRowCount(0);
    mChart->setVariants({}, run.days, run.budget, run.settings.currency, run.workload.inference);
    if ((run.systems.isEmpty() && run.servers.isEmpty()) || run.oversubscriptions.isEmpty() ||
        run.technologies.isEmpty() || run.coolings.isEmpty()) {
        mSummary->setText(tr("Choose at least one GPU system, one fabric technology and oversubscription, "
                             "and one rack cooling."));
        return;
    }
    mCancel = std::make_shared<std::atomic_bool>(false);
    const int total = exploreCandidateCount(run, mParts);
    mProgress->setRange(0, total);
    mProgress->setValue(0);
    mExplore->setText(tr("&Cancel"));
    mSummary->setText(tr("Sizing, checking and pricing %n variant(s)…", nullptr, total));
    const auto cancel = mCancel;
    // The part index is read, never changed, while the run lasts; the destructor waits for the run.
    const PartIndex* parts = &mParts;
    mThread = QThread::create([this, run, parts, cancel] {
        const QList<ExploreVariant> variants = exploreDesigns(
            run, *parts, [cancel](int, int) { return !cancel->load(); },
            [this](const ExploreVariant& variant) {
                QMetaObject::invokeMethod(
                    this, [this, variant] { addVariant(variant); }, Qt::QueuedConnection);
            });
        QMetaObject::invokeMethod(
            this, [this, variants] { finish(variants); }, Qt::QueuedConnection);
    });
    connect(mThread, &QThread::finished, mThread, &QObject::deleteLater);
    mThread->start();
    updateButtons();
}

void ExploreDialog::waitForRun() {
    while (running())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

void ExploreDialog::addVariant(const ExploreVariant& variant) {
    mVariants.append(variant);
    mTable->setSortingEnabled(false);
    const int row = mTable->rowCount();
    mTable->insertRow(row);
    fillRow(row, variant, int(mVariants.size() - 1));
    mTable->setSortingEnabled(true);
    mProgress->setValue(int(mVariants.size()));
}

void ExploreDialog::finish(const QList<ExploreVariant>& variants) {
    if (mThread) {
        mThread->wait();
        mThread = nullptr;
    }
    mVariants = variants;
    mTable->setSortingEnabled(false);
    mTable->setRowCount(int(variants.size()));
    int feasible = 0, front = 0;
    for (int i = 0; i < variants.size(); ++i) {
        fillRow(i, variants[i], i);
        feasible += variants[i].feasible;
        front += variants[i].pareto;
    }
    mTable->setSortingEnabled(true);
    mTable->sortItems(Capex);
    mTable->resizeColumnsToContents();
    // A configured server's long name is cut (its tooltip holds it whole), so the figures stay in view.
    mTable->setColumnWidth(SystemColumn, std::min(mTable->columnWidth(SystemColumn), 220));
    const ExploreRequest run = request();
    const bool serving = run.workload.inference;
    mChart->setVariants(variants, serving ? run.maxTtftS.value_or(0) : run.days, run.budget,
                        run.settings.currency, serving);
    mExplore->setText(tr("&Explore"));
    mProgress->setValue(mProgress->maximum());
    mSummary->setText((serving
                           ? tr("%1 of %n variant(s) feasible; %2 on the front (★): no other answers both "
                                "sooner and cheaper. Choose one and Use This Design.",
                                nullptr, int(variants.size()))
                           : tr("%1 of %n variant(s) feasible; %2 on the front (★): no other is both faster "
                                "and cheaper. Choose one and Use This Design.",
                                nullptr, int(variants.size())))
                          .arg(feasible)
                          .arg(front));
    updateButtons();
}

void ExploreDialog::fillRow(int row, const ExploreVariant& v, int index) {
    const QLocale locale;
    auto* system = new QTableWidgetItem((v.pareto ? QStringLiteral("★ ") : QString()) + v.systemName);
    system->setData(Qt::UserRole, index);
    system->setToolTip(v.systemName);
    mTable->setItem(row, SystemColumn, system);
    mTable->setItem(row, FabricColumn,
                    new QTableWidgetItem(tr("%1 %2:1")
                                             .arg(technologyName(v.technology))
                                             .arg(locale.toString(v.oversubscription, 'g', 3))));
    mTable->setItem(row, CoolingColumn, new QTableWidgetItem(coolingName(v.cooling)));
    const auto number = [&](int column, double value, const QString& text) {
        auto* item = new NumberItem(text);
        item->setData(Qt::UserRole + 1, value);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        mTable->setItem(row, column, item);
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
    mTable->setItem(row, Layout, new QTableWidgetItem(layout));
    if (serving)
        number(Days, v.ttftS, v.ttftS > 0 ? locale.toString(v.ttftS, 'f', 2) : QString());
    else
        number(Days, v.days, v.days > 0 ? locale.toString(v.days, 'f', 1) : QString());
    number(Capex, v.capex, v.capex > 0 ? formatMoney(v.capex, mDesign.settings.currency) : QString());
    number(Power, v.powerKw, v.powerKw > 0 ? locale.toString(v.powerKw, 'f', 0) : QString());
    number(PerMTokens, v.costPerMTokens,
           v.costPerMTokens > 0 ? formatMoney(v.costPerMTokens, mDesign.settings.currency) : QString());
    const QStringList said = v.reasons + v.notes; // a raised GPU count is said even when feasible
    auto* status = new QTableWidgetItem(
        v.feasible ? (v.notes.isEmpty() ? tr("yes") : tr("yes: %1").arg(v.notes.join(QStringLiteral("; "))))
                   : said.join(QStringLiteral("; ")));
    status->setToolTip(said.join(QLatin1Char('\n')));
    if (!v.feasible)
        status->setForeground(QColor(0xc6, 0x28, 0x28));
    mTable->setItem(row, Status, status);
}

std::optional<ExploreVariant> ExploreDialog::chosen() const {
    const QList<QTableWidgetItem*> selected = mTable->selectedItems();
    if (selected.isEmpty())
        return std::nullopt;
    const QTableWidgetItem* first = mTable->item(selected.first()->row(), SystemColumn);
    const int index = first ? first->data(Qt::UserRole).toInt() : -1;
    if (index < 0 || index >= mVariants.size() || mVariants[index].design.racks.isEmpty())
        return std::nullopt;
    return mVariants[index];
}

void ExploreDialog::updateButtons() {
    mUse->setEnabled(!running() && chosen().has_value());
    mCompare->setEnabled(mUse->isEnabled());
    mOpenNew->setEnabled(mUse->isEnabled());
    for (QWidget* w : std::initializer_list<QWidget*>{mGoal, mDays, mServeRate, mTtft, mGpuCount, mBudget,
                                                      mPowerKw, mRackKw, mFloorPositions, mRowLength,
                                                      mSystems, mNonBlocking, mOversubscribed})
        w->setEnabled(!running());
    for (QCheckBox* box : mTechnologies + mCoolings)
        box->setEnabled(!running());
    // The fields of the goal not chosen are off; the time column says which time it shows.
    const bool serving = mGoal->currentIndex() == 1;
    mDays->setEnabled(!running() && !serving);
    mServeRate->setEnabled(!running() && serving);
    mTtft->setEnabled(!running() && serving);
    mTable->horizontalHeaderItem(Days)->setText(serving ? tr("First token (s)") : tr("Days"));
}
