#include "explore/exploredialog.h"

#include "common/tokencount.h"

#include "charts/explorechart.h"
#include "common/formfit.h"
#include "common/tokencount.h"
#include "explore/exploretable.h"
#include "model/designlimits.h"
#include "model/exchangerates.h"
#include "model/money.h"
#include "plan/workloadrequest.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace {

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

    // The goal, limits and systems scroll on a low screen; Explore and the progress stay below them.
    auto* leftColumn = new QWidget(split);
    auto* leftColumnLayout = new QVBoxLayout(leftColumn);
    leftColumnLayout->setContentsMargins(0, 0, 0, 0);
    auto* leftScroll = new QScrollArea(leftColumn);
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    leftColumnLayout->addWidget(leftScroll, 1);
    auto* left = new QWidget(leftScroll);
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
    mRowLength->setSpecialValueText(tr("square floor"));
    mRowLength->setSuffix(tr(" racks"));
    mRowLength->setToolTip(
        tr("Rack positions per row: the fabric's cables are as long as the rows make them; by default a "
           "floor about as deep as it is long"));
    form->addRow(tr("Floor positions:"), mFloorPositions);
    form->addRow(tr("Row length:"), mRowLength);
    if (mDesign.hall) { // "this hall": its free positions, UPS, CDUs and air units (explore/hallfit.h)
        mThisHall = new QCheckBox(tr("Fit this design's hall"), goal);
        mThisHall->setChecked(true);
        mThisHall->setToolTip(tr("Rule out variants that need more positions, UPS power, CDU or air capacity "
                                 "than the hall has with a unit lost, and say by how much"));
        form->addRow(tr("Hall:"), mThisHall);
    }
    // The rate between the two currencies the catalog prices in: the design's, else the dated default.
    mCnyPerUsd = amount(goal, 1000, 4, tr(" CNY per USD"));
    mCnyPerUsd->setMinimum(0.0001);
    mCnyPerUsd->setValue(cnyPerUsdOf(design.settings) > 0 ? cnyPerUsdOf(design.settings) : kDefaultCnyPerUsd);
    mCnyPerUsd->setToolTip(
        tr("Prices China-market parts (in CNY) and the others (in USD) in one currency. "
           "Default: %1, the People's Bank of China's central parity rate of %2")
            .arg(QLocale().toString(kDefaultCnyPerUsd, 'f', 4),
                 QLocale().toString(QDate::fromString(QLatin1String(kDefaultCnyPerUsdDate), Qt::ISODate),
                                    QLocale::ShortFormat)));
    form->addRow(tr("Exchange rate:"), mCnyPerUsd);
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
    // Technology and oversubscription on rows of their own, so that the names fit at 1280 pixels.
    form->addRow(tr("Fabric:"), boxes(mTechnologies));
    form->addRow(tr("Oversubscription:"), boxes({mNonBlocking, mOversubscribed}));
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
    mSystems->setMinimumHeight(120);
    leftScroll->setWidget(left);
    FormFit::install(left);
    mExplore = new QPushButton(tr("&Explore"), leftColumn);
    mExplore->setDefault(true);
    leftColumnLayout->addWidget(mExplore);
    mProgress = new QProgressBar(leftColumn);
    mProgress->setTextVisible(true);
    leftColumnLayout->addWidget(mProgress);

    auto* rightColumn = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(rightColumn);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    // What the run answers: the model, its tokens and the deadline (or the serving rate).
    mAsked = new QLabel(rightColumn);
    mAsked->setObjectName(QStringLiteral("explore-asked"));
    mAsked->setWordWrap(true);
    mAsked->setTextFormat(Qt::RichText);
    rightLayout->addWidget(mAsked);
    auto* right = new QSplitter(Qt::Vertical, rightColumn);
    rightLayout->addWidget(right, 1);
    mChart = new ExploreChart(right);
    mChart->setMinimumHeight(260);
    mChart->setVariants({}, 0, std::nullopt, design.settings.currency);
    auto* results = new QWidget(right);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    mSummary = new QLabel(results);
    mSummary->setWordWrap(true);
    resultsLayout->addWidget(mSummary);
    mTable = new ExploreTable(results);
    resultsLayout->addWidget(mTable, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, results);
    mUse = buttons->addButton(tr("&Use This Design"), QDialogButtonBox::AcceptRole);
    mUse->setToolTip(tr("Replace the design with the chosen variant (one undo step)"));
    mOpenNew = buttons->addButton(tr("Open as &New Design"), QDialogButtonBox::ActionRole);
    mOpenNew->setToolTip(tr("Open the chosen variant as a new, untitled design in a window of its own; "
                            "the current design stays as it is"));
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
    // The goal's column at its natural width: each label beside its field, no check box cut short.
    leftScroll->setMinimumWidth(left->sizeHint().width() +
                                leftScroll->verticalScrollBar()->sizeHint().width());
    // As large as it is useful, on a small screen no larger than the screen (its title bar in view).
    const QScreen* screen = parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen();
    QSize size(1200, 720);
    if (screen)
        size = size.boundedTo(screen->availableGeometry().size() - QSize(40, 60));
    resize(size.expandedTo(minimumSizeHint()));

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
    connect(mTable, &QTableWidget::itemSelectionChanged, this,
            [this] { mChart->setSelected(mChartShowsRun ? mTable->selectedVariantIndex() : -1); });
    for (QDoubleSpinBox* box : {mDays, mServeRate, mTtft})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExploreDialog::updateAsked);
    connect(mGpuCount, &QSpinBox::valueChanged, this, &ExploreDialog::updateAsked);
    connect(mGoal, &QComboBox::currentIndexChanged, this, &ExploreDialog::updateAsked);
    updateButtons();
    updateAsked();
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
                                            {QStringLiteral("cny-per-usd"), mCnyPerUsd},
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
    if (mThisHall && mThisHall->isChecked())
        request.hall = mDesign.hall;
    request.rowLength = mRowLength->value();
    request.cnyPerUsd = mCnyPerUsd->value();
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
    mTable->clearVariants();
    // The chart keeps the previous run's variants, marked as such, until this run's are in.
    mChartShowsRun = false;
    mChart->setSelected(-1);
    mChart->setPrevious(true);
    mProgress->resetFormat();
    mCancelled = false;
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
    mTable->addVariant(variant, int(mVariants.size() - 1), mDesign.settings.currency);
    mProgress->setValue(int(mVariants.size()));
}

void ExploreDialog::finish(const QList<ExploreVariant>& variants) {
    if (mThread) {
        mThread->wait();
        mThread = nullptr;
    }
    const bool cancelled = mCancel && mCancel->load();
    mCancelled = cancelled;
    mVariants = variants;
    int feasible = 0, front = 0;
    for (const ExploreVariant& v : variants) {
        feasible += v.feasible;
        front += v.pareto;
    }
    mTable->setVariants(variants, mDesign.settings.currency);
    const ExploreRequest run = request();
    const bool serving = run.workload.inference;
    mChart->setVariants(variants, serving ? run.maxTtftS.value_or(0) : run.days, run.budget,
                        run.settings.currency, serving);
    mChartShowsRun = true;
    mExplore->setText(tr("&Explore"));
    if (cancelled) { // the bar stays where the run stopped
        mProgress->setValue(int(variants.size()));
        mProgress->setFormat(tr("Cancelled at %v of %m"));
        mSummary->setText(tr("Cancelled: %1 of %n variant(s) worked out, %2 of them feasible. Explore again "
                             "for all of them.",
                             nullptr, mProgress->maximum())
                              .arg(variants.size())
                              .arg(feasible));
    } else {
        mProgress->setValue(mProgress->maximum());
        mSummary->setText((serving ? tr("%1 of %n variant(s) feasible; %2 on the front (★): no other answers "
                                        "both sooner and cheaper. Choose one and Use This Design.",
                                        nullptr, int(variants.size()))
                                   : tr("%1 of %n variant(s) feasible; %2 on the front (★): no other is both "
                                        "faster and cheaper. Choose one and Use This Design.",
                                        nullptr, int(variants.size())))
                              .arg(feasible)
                              .arg(front));
    }
    updateButtons();
}

QTableWidget* ExploreDialog::table() const {
    return mTable;
}

void ExploreDialog::updateAsked() {
    const ExploreRequest run = request();
    const QLocale locale;
    const QString model = workloadModel(run.workload).name;
    QString goal;
    if (run.workload.inference)
        goal = run.gpuCount > 0 ? tr("serving on %Ln GPU(s)", nullptr, run.gpuCount)
               : run.maxTtftS   ? tr("serving %1 tokens/s, the first token within %2 s")
                                    .arg(locale.toString(run.serveTokensPerS, 'f', 0),
                                         locale.toString(*run.maxTtftS, 'g', 3))
                              : tr("serving %1 tokens/s").arg(locale.toString(run.serveTokensPerS, 'f', 0));
    else {
        const QString tokens = tokenCountText(run.workload.tokens);
        goal = run.gpuCount > 0 ? tr("training %1 on %Ln GPU(s)", nullptr, run.gpuCount).arg(tokens)
                                : tr("training %1 within %2 days")
                                      .arg(tokens, locale.toString(run.days, 'f', run.days < 10 ? 1 : 0));
    }
    mAsked->setText(tr("Exploring for <b>%1</b>: %2").arg(model.toHtmlEscaped(), goal.toHtmlEscaped()));
}

std::optional<ExploreVariant> ExploreDialog::chosen() const {
    const int index = mTable->selectedVariantIndex();
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
                                                      mCnyPerUsd, mSystems, mNonBlocking, mOversubscribed})
        w->setEnabled(!running());
    for (QCheckBox* box : mTechnologies + mCoolings)
        box->setEnabled(!running());
    // The fields of the goal not chosen are off; the time column says which time it shows.
    const bool serving = mGoal->currentIndex() == 1;
    mDays->setEnabled(!running() && !serving);
    mServeRate->setEnabled(!running() && serving);
    mTtft->setEnabled(!running() && serving);
    mTable->setServing(serving);
}
