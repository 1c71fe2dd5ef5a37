#pragma once

#include "explore/explorer.h"
#include "plan/workloadplan.h"

#include "report/deckslide.h"
#include "report/reportoptions.h"
#include "report/slidetable.h"

#include "analysis/budgets.h"
#include "bom/bom.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPageSize>
#include <QRectF>
#include <functional>

class QPainter;

// The procurement report: a 16:9 slide deck (cover, executive summary, rack elevations, power/cooling/space
// budgets with charts, network and bandwidth, findings and risks, bill of materials). Slides are planned
// when the deck is made (so "n / N" and the page count are known before anything is drawn) and painted one
// at a time with QPainter on any device; writePdf() writes the deck as a PDF with the fonts embedded.
//
// Make and paint the deck inside a ReportLanguageScope for options.language: the plan measures and
// translates text, and the budgets' findings should be analysed in the same language.
class ReportDeck {
    Q_DECLARE_TR_FUNCTIONS(ReportDeck)
public:
    // Slide geometry in slide units (the painter is scaled to the page).
    static constexpr double kWidth = 1600;
    static constexpr double kHeight = 900;
    static constexpr double kMargin = 64;

    enum class SlideKind {
        Cover,
        Summary,
        Workload,
        StepTime,
        Goodput,
        Alternatives,
        Elevations,
        Budgets,
        BudgetCharts,
        Power,
        Network,
        Fabric,
        Findings,
        Bom,
        Cost,
        Comparison,
        Facility
    };
    struct Slide {
        SlideKind kind = SlideKind::Cover;
        QString title;
        int first = 0; // the first rack / finding / BOM row the slide shows; a fabric slide's fabric
        int count = 0;
        int part = 1; // continuation: "2/3"
        int parts = 1;
        bool charts = false; // a budgets slide with the power and heat charts below the table
    };

    ReportDeck(const Design& design, const Budgets& budgets, const PartIndex& parts,
               const ReportOptions& options);

    const QList<Slide>& slides() const { return mSlides; }
    int pageCount() const { return int(mSlides.size()); }
    const Bom& bom() const { return mBom; }

    // 7.5 x 13.333 in, to be used landscape (a 16:9 presentation page).
    static QPageSize pageSize();
    // Paints slide `index` into `page` (device coordinates; scaled to keep 16:9).
    void paintSlide(QPainter* painter, int index, const QRectF& page) const;
    // Writes the deck to `path` (not atomically: ReportExporter writes a temporary file and renames it).
    // `progress(done, total)` is called after each page; returning false cancels.
    bool writePdf(const QString& path, const std::function<bool(int, int)>& progress, QString* error) const;
    // Slide `index` as objects (text boxes, tables, pictures, notes), painted by the same code as the PDF
    // onto a SlideRecorder. `templateLook`: leave the title bar and footer to a template's master.
    DeckSlide record(int index, bool templateLook = false) const;
    // Writes the deck as a PowerPoint presentation (PptxWriter), in the look of `templatePath` (a .pptx or
    // .potx) when given. Not atomic on its own, as writePdf().
    bool writePptx(const QString& path, const QString& templatePath,
                   const std::function<bool(int, int)>& progress, QString* error) const;

private:
    QFont font(double pixelSize, bool bold = false) const;
    void plan();
    QList<SlideTable::Row> bomRows() const; // reporttableslides.cpp, with the findings and BOM slides
    QList<SlideTable::Row> findingRows() const;
    SlideTable findingsTable() const;
    SlideTable bomTable() const;
    QList<SlideTable::Row> powerRows() const; // reportpowerslide.cpp
    SlideTable powerTable() const;
    void paintPower(QPainter* p, const Slide& slide) const;

    void paintFrame(QPainter* p, const Slide& slide, int index) const;
    void paintCover(QPainter* p) const;
    void paintSummary(QPainter* p) const;
    void paintElevations(QPainter* p, const Slide& slide) const;
    void paintBudgets(QPainter* p, const Slide& slide) const;
    void paintBudgetCharts(QPainter* p, const QRectF& area) const;
    void paintWorkload(QPainter* p) const;                   // reportworkloadslide.cpp
    void paintStepTime(QPainter* p) const;                   // reportworkloadslide.cpp
    bool hasStepTime() const;                                // reportworkloadslide.cpp
    void paintGoodput(QPainter* p) const;                    // reportgoodputslide.cpp
    bool hasGoodput() const;                                 // reportgoodputslide.cpp
    void planAlternatives();                                 // reportalternativesslide.cpp
    void paintAlternatives(QPainter* p) const;               // reportalternativesslide.cpp
    void paintNetwork(QPainter* p) const;                    // reportnetworkslides.cpp
    void paintFabric(QPainter* p, const Slide& slide) const; // one fabric: its tiers and figures
    void paintFindings(QPainter* p, const Slide& slide) const;
    void paintBom(QPainter* p, const Slide& slide) const;
    void paintFacility(QPainter* p) const;   // reportfacilityslide.cpp
    void paintCost(QPainter* p) const;       // reportcostslides.cpp
    void paintComparison(QPainter* p) const; // reportcostslides.cpp
    void paintNote(QPainter* p, const QRectF& area, const QString& text) const;

    QString dateText() const;
    QString organisation() const;
    QString money(double amount) const;
    // The first rack of group `group`, and its name with the count of racks built alike.
    const Rack& groupRack(int group) const { return mRacks.at(mRackGroups.at(group).first()); }
    QString groupLabel(int group) const;

    Design mDesign;
    Budgets mBudgets;
    PartIndex mParts;
    ReportOptions mOptions;
    QStringList mFontFamilies;
    Bom mBom;
    std::optional<WorkloadPlan> mWorkloadPlan; // the design's workload, planned once for its slides
    QList<ExploreVariant> mAlternatives;       // the explorer's front for the design's workload and time
    double mDesignDays = 0;
    QList<Rack> mRacks; // by row, then position
    // Racks built alike (identicalRacks), as indices into mRacks: elevations, budgets and PDUs show each
    // group once with its count.
    QList<QList<int>> mRackGroups;
    QList<SlideTable::Row> mBomRows;
    QList<SlideTable::Row> mFindingRows;
    QList<SlideTable::Row> mPowerRows;
    QList<Slide> mSlides;
};
