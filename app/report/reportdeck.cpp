#include "report/reportdeck.h"

#include "plan/workloadrequest.h"

#include "durablefile.h"
#include "report/pptxwriter.h"
#include "report/reportstyle.h"
#include "report/slidepages.h"
#include "report/sliderecorder.h"

#include <QBuffer>

#include "report/reportlanguagescope.h"

#include "charts/chartrenderer.h"
#include "floor/elevationrenderer.h"
#include "model/identicalracks.h"
#include "model/money.h"
#include "model/units.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

using namespace ReportStyle;

ReportDeck::ReportDeck(const Design& design, const Budgets& budgets, const PartIndex& parts,
                       const ReportOptions& options)
    : mDesign(design), mBudgets(budgets), mParts(parts), mOptions(options),
      mFontFamilies(ReportLanguageScope::fontFamilies()) {
    if (!mOptions.date.isValid())
        mOptions.date = QDate::currentDate();
    BomOptions bomOptions = BomOptions::fromSettings(design.settings);
    bomOptions.locale = options.language;
    bomOptions.fabrics = &budgets.fabrics;
    mBom = buildBom(design, parts, bomOptions);
    mRacks = design.racks;
    std::stable_sort(mRacks.begin(), mRacks.end(), [](const Rack& a, const Rack& b) {
        return std::pair(a.row, a.position) < std::pair(b.row, b.position);
    });
    mRackGroups = identicalRacks(mRacks);
    mBomRows = bomRows();
    mFindingRows = findingRows();
    mPowerRows = powerRows();
    plan();
}

QPageSize ReportDeck::pageSize() {
    // Page sizes are portrait; the layout turns it to landscape.
    return QPageSize(QSizeF(7.5, 13.333), QPageSize::Inch, QStringLiteral("16:9 slide"),
                     QPageSize::ExactMatch);
}

QFont ReportDeck::font(double pixelSize, bool bold) const {
    QFont f;
    f.setFamilies(mFontFamilies);
    f.setPixelSize(int(pixelSize));
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

QString ReportDeck::dateText() const {
    //: Date on the cover and in the footer (QLocale date format)
    return QLocale().toString(mOptions.date, tr("MMMM d, yyyy"));
}

QString ReportDeck::organisation() const {
    return mOptions.organisation.isEmpty() ? mDesign.settings.organisation : mOptions.organisation;
}

QString ReportDeck::money(double amount) const {
    return formatMoney(amount, mBom.currency);
}

QString ReportDeck::groupLabel(int group) const {
    const Rack& rack = groupRack(group);
    const QString name = rack.name.isEmpty() ? rack.id : QStringLiteral("%1 · %2").arg(rack.id, rack.name);
    const int count = int(mRackGroups.at(group).size());
    return count == 1 ? name : tr("%1 (×%2)").arg(name, QLocale().toString(count));
}

// ---------------------------------------------------------------------------------------------------------
// Planning

void ReportDeck::plan() {
    mSlides.append({SlideKind::Cover, tr("Procurement report")});
    mSlides.append({SlideKind::Summary, tr("Executive summary")});
    if (mDesign.workload) {
        mWorkloadPlan = planWorkload(workloadRequest(*mDesign.workload), mParts, &mDesign, &mBudgets);
        mSlides.append({SlideKind::Workload, tr("The workload it is sized for")});
    }
    if (hasStepTime())
        mSlides.append({SlideKind::StepTime, tr("Where the training step time goes")});
    if (hasGoodput())
        mSlides.append({SlideKind::Goodput, tr("Reliability and goodput")});
    planAlternatives();
    if (!mAlternatives.isEmpty())
        mSlides.append({SlideKind::Alternatives, tr("Alternatives considered")});

    // Rack elevations: two racks (front and rear) or four (front only) per slide, racks built alike once.
    const int racks = int(mRackGroups.size());
    const int perSlide = mOptions.rearElevations ? 2 : 4;
    const int elevationSlides = qMax(1, (racks + perSlide - 1) / perSlide);
    for (int i = 0; i < elevationSlides; ++i) {
        Slide s{SlideKind::Elevations,
                tr("Rack elevations"),
                i * perSlide,
                qMin(perSlide, racks - i * perSlide),
                i + 1,
                elevationSlides};
        mSlides.append(s);
    }

    // Budgets: up to five racks (or groups of racks built alike) with the charts below; more racks get table
    // slides, then a chart slide.
    const QString budgetTitle = tr("Power, cooling and space");
    if (racks <= kBudgetRowsWithCharts) {
        Slide s{SlideKind::Budgets, budgetTitle, 0, racks};
        s.charts = true;
        mSlides.append(s);
    } else {
        const int slides = (racks + kBudgetRowsPerSlide - 1) / kBudgetRowsPerSlide;
        for (int i = 0; i < slides; ++i)
            mSlides.append({SlideKind::Budgets, budgetTitle, i * kBudgetRowsPerSlide,
                            qMin(kBudgetRowsPerSlide, racks - i * kBudgetRowsPerSlide), i + 1, slides + 1});
        mSlides.append({SlideKind::BudgetCharts, budgetTitle, 0, 0, slides + 1, slides + 1});
    }

    // The electrical sign-off: PDU rows by rack, as many as fit a slide.
    if (!mPowerRows.isEmpty()) {
        const int perSlide =
            int((kContentBottom - kContentTop - SlideTable::kHeaderHeight - 70) / powerTable().rowHeight());
        const int slides = int((mPowerRows.size() + perSlide - 1) / perSlide);
        for (int i = 0; i < slides; ++i)
            mSlides.append({SlideKind::Power, tr("Feeds, PDUs and phases"), i * perSlide,
                            int(qMin<qsizetype>(perSlide, mPowerRows.size() - i * perSlide)), i + 1, slides});
    }

    if (mBudgets.facility)
        mSlides.append({SlideKind::Facility, tr("The hall: capacity, limits and cooling")});
    mSlides.append({SlideKind::Network, tr("Network and bandwidth")});
    for (int i = 0; i < mBudgets.fabrics.size(); ++i) {
        const Fabric& fabric = mBudgets.fabrics[i].fabric;
        mSlides.append({SlideKind::Fabric,
                        tr("Network fabric: %1").arg(fabric.name.isEmpty() ? fabric.id : fabric.name), i, 1});
    }

    // Findings: as many rows as fit, measured with wrapping.
    {
        const SlideTable table = findingsTable();
        const double available =
            kContentBottom - kContentTop - kFindingsHeaderHeight - SlideTable::kHeaderHeight;
        QList<std::pair<int, int>> pages;
        int first = 0;
        double used = 0;
        for (int i = 0; i < mFindingRows.size(); ++i) {
            const double h = table.rowHeightFor(mFindingRows[i], kContentWidth);
            if (i > first && used + h > available) {
                pages.append({first, i - first});
                first = i;
                used = 0;
            }
            used += h;
        }
        pages.append({first, int(mFindingRows.size()) - first});
        for (int i = 0; i < pages.size(); ++i)
            mSlides.append({SlideKind::Findings, tr("Findings and risks"), pages[i].first, pages[i].second,
                            i + 1, int(pages.size())});
    }

    // Bill of materials: a category heading never ends a slide, the totals never stand alone.
    {
        const QList<std::pair<int, int>> pages =
            slidePages(bomTable(), mBomRows, kContentWidth,
                       kContentBottom - kContentTop - SlideTable::kHeaderHeight - kBomFootnoteHeight);
        for (int i = 0; i < pages.size(); ++i)
            mSlides.append({SlideKind::Bom, tr("Bill of materials"), pages[i].first, pages[i].second, i + 1,
                            int(pages.size())});
    }
    mSlides.append({SlideKind::Cost, tr("Cost of ownership")});
    if (mOptions.compareWith)
        mSlides.append({SlideKind::Comparison, tr("Compared with %1").arg(mOptions.compareName)});
}

// ---------------------------------------------------------------------------------------------------------
// Painting

void ReportDeck::paintSlide(QPainter* p, int index, const QRectF& page) const {
    const Slide& slide = mSlides.at(index);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const double scale = qMin(page.width() / kWidth, page.height() / kHeight);
    p->translate(page.left() + (page.width() - kWidth * scale) / 2,
                 page.top() + (page.height() - kHeight * scale) / 2);
    p->scale(scale, scale);
    SlideRecorder* recorder = SlideRecorder::of(p);
    if (!recorder) // a deck's slides are white in its master
        p->fillRect(QRectF(0, 0, kWidth, kHeight), Qt::white);
    p->setFont(font(18));

    if (slide.kind == SlideKind::Cover) {
        paintCover(p);
        p->restore();
        return;
    }
    paintFrame(p, slide, index);
    switch (slide.kind) {
    case SlideKind::Cover:
        break;
    case SlideKind::Summary:
        paintSummary(p);
        break;
    case SlideKind::Workload:
        paintWorkload(p);
        break;
    case SlideKind::StepTime:
        paintStepTime(p);
        break;
    case SlideKind::Goodput:
        paintGoodput(p);
        break;
    case SlideKind::Alternatives:
        paintAlternatives(p);
        break;
    case SlideKind::Elevations:
        paintElevations(p, slide);
        break;
    case SlideKind::Budgets:
        paintBudgets(p, slide);
        break;
    case SlideKind::BudgetCharts:
        paintBudgetCharts(p, QRectF(kMargin, kContentTop, kContentWidth, kContentBottom - kContentTop));
        break;
    case SlideKind::Power:
        paintPower(p, slide);
        break;
    case SlideKind::Facility:
        paintFacility(p);
        break;
    case SlideKind::Network:
        paintNetwork(p);
        break;
    case SlideKind::Fabric:
        paintFabric(p, slide);
        break;
    case SlideKind::Findings:
        paintFindings(p, slide);
        break;
    case SlideKind::Bom:
        paintBom(p, slide);
        break;
    case SlideKind::Cost:
        paintCost(p);
        break;
    case SlideKind::Comparison:
        paintComparison(p);
        break;
    }
    p->restore();
}

void ReportDeck::paintFrame(QPainter* p, const Slide& slide, int index) const {
    SlideRecorder* recorder = SlideRecorder::of(p);
    const QString part = QStringLiteral("%1 / %2").arg(slide.part).arg(slide.parts);
    if (recorder && recorder->templateLook()) { // the template's master draws the frame
        p->setPen(kText);
        p->setFont(font(36, true));
        recorder->setTitle(p, QRectF(kMargin, 0, kContentWidth, kTitleBarHeight),
                           slide.parts > 1 ? slide.title + QStringLiteral("  ") + part : slide.title);
        return;
    }
    // Title bar.
    p->fillRect(QRectF(0, 0, kWidth, kTitleBarHeight), kNavy);
    p->fillRect(QRectF(0, kTitleBarHeight, kWidth, 5), kAccent);
    p->setPen(Qt::white);
    p->setFont(font(36, true));
    const QRectF titleRect(kMargin, 0, kContentWidth - 260, kTitleBarHeight);
    if (recorder)
        recorder->setTitle(p, titleRect, slide.title);
    else
        p->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, slide.title);
    p->setPen(QColor(0xb8, 0xc4, 0xd6));
    p->setFont(font(20));
    if (slide.parts > 1) // a section over several slides: "2 / 3"
        drawText(p, QRectF(kWidth - kMargin - 240, 0, 240, kTitleBarHeight),
                 Qt::AlignRight | Qt::AlignVCenter, part);

    // Footer: design, organisation, date, page.
    p->setPen(QPen(QColor(0xd0, 0xd6, 0xde), 1));
    p->drawLine(QPointF(kMargin, kFooterTop), QPointF(kWidth - kMargin, kFooterTop));
    p->setPen(kMuted);
    p->setFont(font(16));
    QString left = mDesign.name;
    if (!organisation().isEmpty())
        left = organisation() + QStringLiteral("  ·  ") + left;
    const QRectF footer(kMargin, kFooterTop + 8, kContentWidth, 36);
    drawText(p, QRectF(footer.left(), footer.top(), kContentWidth * 0.55, footer.height()),
             Qt::AlignLeft | Qt::AlignVCenter,
             p->fontMetrics().elidedText(left, Qt::ElideRight, int(kContentWidth * 0.55)));
    drawText(p, QRectF(footer.center().x() - 200, footer.top(), 400, footer.height()),
             Qt::AlignHCenter | Qt::AlignVCenter, dateText());
    drawText(p, QRectF(footer.right() - 200, footer.top(), 200, footer.height()),
             Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1 / %2").arg(index + 1).arg(mSlides.size()));
}

DeckSlide ReportDeck::record(int index, bool templateLook) const {
    SlideRecorder recorder(templateLook);
    QPainter painter(&recorder);
    paintSlide(&painter, index, QRectF(0, 0, kWidth, kHeight));
    painter.end();
    DeckSlide slide = recorder.slide();
    if (slide.title.isEmpty()) // the cover: its title is painted big, in the panel
        slide.title = mSlides[index].title;
    return slide;
}

bool ReportDeck::writePptx(const QString& path, const QString& templatePath,
                           const std::function<bool(int, int)>& progress, QString* error) const {
    QList<DeckSlide> slides;
    for (int i = 0; i < mSlides.size(); ++i) {
        slides.append(record(i, !templatePath.isEmpty()));
        if (progress && !progress(i + 1, int(mSlides.size()))) {
            if (error)
                *error = tr("cancelled");
            return false;
        }
    }
    PptxWriter::Options options;
    options.language = mOptions.language;
    options.title = tr("Procurement report: %1").arg(mDesign.name);
    options.author = organisation();
    options.templatePath = templatePath;
    const std::optional<PptxPackage> package = PptxWriter::build(slides, options, error);
    return package && package->write(path, error);
}

bool ReportDeck::writePdf(const QString& path, const std::function<bool(int, int)>& progress,
                          QString* error) const {
    // Drawn into memory first; DurableFile puts it on disk whole or not at all.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(300);
    writer.setPageLayout(QPageLayout(pageSize(), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0)));
    writer.setTitle(tr("Procurement report: %1").arg(mDesign.name));
    writer.setCreator(QStringLiteral("Cluster Workbench"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = tr("%1: cannot write the PDF").arg(QFileInfo(path).fileName());
        return false;
    }
    const QRectF page(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
    for (int i = 0; i < mSlides.size(); ++i) {
        if (i > 0)
            writer.newPage();
        paintSlide(&painter, i, page);
        if (progress && !progress(i + 1, int(mSlides.size()))) {
            painter.end();
            if (error)
                *error = tr("cancelled");
            return false;
        }
    }
    if (!painter.end()) {
        if (error)
            *error = tr("%1: cannot write the PDF").arg(QFileInfo(path).fileName());
        return false;
    }
    buffer.close();
    if (buffer.data().isEmpty()) {
        if (error)
            *error = tr("%1: the PDF came out empty").arg(QFileInfo(path).fileName());
        return false;
    }
    return DurableFile::write(path, buffer.data(), error);
}
