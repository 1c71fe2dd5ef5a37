#pragma once

// The look of the procurement report shared by its slide files (reportdeck.cpp, reportnetworkslides.cpp):
// geometry in slide units, colours, number formats and drawing helpers.
#include "analysis/budgets.h"
#include "charts/chartkind.h"
#include "model/design.h"
#include "report/reportdeck.h"
#include "report/slidetable.h"

#include <QColor>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <functional>

class ChartView;

namespace ReportStyle {

constexpr double kTitleBarHeight = 88;
constexpr double kContentTop = 128;
constexpr double kContentBottom = 826;
constexpr double kFooterTop = 846;
constexpr double kContentWidth = ReportDeck::kWidth - 2 * ReportDeck::kMargin;

constexpr int kBudgetRowsWithCharts = 5;
constexpr int kBudgetRowsPerSlide = 15;
constexpr double kBudgetRowHeight = 40;
constexpr double kBomRowHeight = 34;
constexpr double kBomFootnoteHeight = 34;
constexpr double kFindingsHeaderHeight = 48;

inline const QColor kNavy(0x14, 0x21, 0x3d);
inline const QColor kAccent(0x76, 0xb9, 0x00);
inline const QColor kText = SlideTableColors::kText; // the deck's text is the tables' text
inline const QColor kMuted(0x5a, 0x64, 0x70);
inline const QColor kTileFill = SlideTableColors::kShade;
inline const QColor kRed(0xc6, 0x28, 0x28);
inline const QColor kAmber(0xb2, 0x6a, 0x00);
inline const QColor kBlue(0x1f, 0x5f, 0xa8);
inline const QColor kGreen(0x2e, 0x7d, 0x32);

inline QString number(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}
inline QString kw(double watts) {
    return number(watts / 1000.0, 1);
}
inline QString pflops(double tflops) {
    const double p = tflops / 1000.0;
    return number(p, p >= 100 ? 0 : p >= 10 ? 1 : 2);
}
inline double bf16Tflops(const Tflops& t) {
    return t.value(QStringLiteral("bf16"));
}
// FP64 on the Tensor Cores where the GPU has them (A100, H100), else the vector rate.
inline double fp64Tflops(const Tflops& t, bool* tensor) {
    const double vector = t.value(QStringLiteral("fp64"));
    const double tensorCore = t.value(QStringLiteral("fp64_tensor"));
    *tensor = tensorCore > vector;
    return qMax(vector, tensorCore);
}

// Draws `text` into `rect` as QPainter::drawText() does; on a SlideRecorder, records it as a text box.
void drawText(QPainter* p, const QRectF& rect, int flags, const QString& text);
// drawText() for a source or a note below a table or chart; on a SlideRecorder it also goes to the notes.
void drawSource(QPainter* p, const QRectF& rect, int flags, const QString& text);
// Calls `paint` to draw a picture (an elevation, a diagram, a chart) into `rect`; on a SlideRecorder the
// picture is recorded as an SVG with a PNG fallback. Returns what `paint` returns.
bool paintPicture(QPainter* p, const QRectF& rect,
                  const std::function<bool(QPainter*, const QRectF&)>& paint);

// Draws `text` in `rect`, shrinking the font (down to half) until it fits on one line.
inline void drawFitted(QPainter* p, const QRectF& rect, int flags, const QString& text, QFont font) {
    double size = font.pixelSize();
    const double minimum = size / 2;
    while (size > minimum && QFontMetricsF(font).horizontalAdvance(text) > rect.width()) {
        size -= 1;
        font.setPixelSize(int(size));
    }
    p->setFont(font);
    drawText(p, rect, flags, text);
}

// Draws a chart view (already filled) into `target` the same way, laid out at target x layoutScale pixels.
void paintChartView(QPainter* p, ChartView* view, const QRectF& target, double layoutScale);
// Draws a chart into `target` through an image at three times its layout size (reportstyle.cpp).
bool paintChart(QPainter* p, ChartKind kind, const Design& design, const Budgets& budgets,
                const PartIndex& parts, const QRectF& target, double layoutScale, QString* error);

inline QString severityLabel(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return ReportDeck::tr("Error");
    case Severity::Warning:
        return ReportDeck::tr("Warning");
    case Severity::Info:
        return ReportDeck::tr("Note");
    }
    return {};
}
inline QColor severityColor(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return kRed;
    case Severity::Warning:
        return kAmber;
    case Severity::Info:
        return kBlue;
    }
    return kText;
}
inline QString protocolName(const QString& protocol) {
    if (protocol == QLatin1String("infiniband"))
        return ReportDeck::tr("InfiniBand");
    if (protocol == QLatin1String("ethernet"))
        return ReportDeck::tr("Ethernet");
    return protocol;
}

} // namespace ReportStyle
