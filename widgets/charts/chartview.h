#pragma once

#include <QWidget>

class QCustomPlot;
class QCPTextElement;
class QCPItemText;
class QPainter;

// Base of the chart widgets: a QCustomPlot with a title, hover tooltips, and export to PNG, SVG or PDF.
// Subclasses rebuild the plot from a plain data series (design/charts) and answer toolTipAt().
class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    QCustomPlot* plot() const { return mPlot; }
    // Writes the chart at `size` (pixels; for PDF and SVG, points) in the format named by the path's suffix
    // (png, svg, pdf). On failure returns false and a message.
    bool save(const QString& path, const QSize& size, QString* error);
    // Draws the chart into `target` of any painter (a report page), laid out at `layoutSize` pixels.
    void paint(QPainter* painter, const QRectF& target, const QSize& layoutSize);

    static QStringList exportSuffixes() {
        return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    }

protected:
    // Tooltip text for the mouse at `pos` (widget pixels); empty: none.
    virtual QString toolTipAt(const QPointF& pos) const = 0;
    // Clears plottables, items and the legend, resets axes; keeps the title.
    void clearPlot();
    void setTitle(const QString& title, const QString& subtitle = QString());
    // The subtitle only repeats what the chart or its panel shows elsewhere: left out when the chart is
    // shorter than kShortChartPx, so its plot keeps the height.
    void setSubtitleOptional(bool optional) { mSubtitleOptional = optional; }
    static constexpr int kShortChartPx = 380;
    // A grey centred message over an empty plot.
    void showMessage(const QString& text);
    // Puts the legend inside the axis rect at `alignment`.
    void placeLegendInside(Qt::Alignment alignment);
    // Moves the legend out of the axis rect into a row below it (once), laid out in columns.
    void placeLegendBelow();
    void wrapLegend(int widthPx);

    void resizeEvent(QResizeEvent* event) override;

private:
    void layoutTitle(const QSize& size);

    QCustomPlot* mPlot;
    QCPTextElement* mTitle;
    QString mTitleText;
    QString mSubtitleText;
    bool mSubtitleOptional = false;
};
