#include "charts/chartview.h"

#include "charts/chartstyle.h"

#include "durablefile.h"
#include "xmlcharfilter.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPdfWriter>
#include <QPicture>
#include <QSvgGenerator>
#include <QTextLayout>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

ChartView::ChartView(QWidget* parent) : QWidget(parent), mPlot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mPlot);
    ChartStyle::setupPlot(mPlot);
    mPlot->plotLayout()->insertRow(0);
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() + 2);
    titleFont.setBold(true);
    mTitle = new QCPTextElement(mPlot, QString(), titleFont);
    mTitle->setTextColor(ChartStyle::textColor());
    mPlot->plotLayout()->addElement(0, 0, mTitle);
    mPlot->setMinimumSize(300, 180); // a 1280 x 720 screen
    connect(mPlot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = toolTipAt(event->position());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, mPlot);
    });
}

void ChartView::clearPlot() {
    // The legend first: QCustomPlot 2.1 removing a plottable's entry from a wrapped legend (placeLegendBelow)
    // re-lays the grid out and can touch an entry already freed when the number of entries changes.
    mPlot->legend->setWrap(0);
    mPlot->legend->clearItems();
    mPlot->clearPlottables();
    mPlot->clearItems();
    mPlot->legend->setVisible(false);
    for (QCPAxis* axis : {mPlot->xAxis, mPlot->yAxis, mPlot->xAxis2, mPlot->yAxis2}) {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        axis->setRangeReversed(false);
        axis->setLabel(QString());
        axis->setNumberFormat(QStringLiteral("g"));
        axis->setNumberPrecision(6);
        axis->setTickLabelRotation(0);
    }
    mPlot->xAxis2->setVisible(false);
    mPlot->yAxis2->setVisible(false);
}

void ChartView::setTitle(const QString& title, const QString& subtitle) {
    mTitleText = title;
    mSubtitleText = subtitle;
    layoutTitle(mPlot->size());
}

void ChartView::layoutTitle(const QSize& size) {
    // The subtitle wraps to the chart's width (a narrow window, a Chinese sentence without spaces); on a
    // short chart an optional one gives its lines to the plot.
    const int width = size.width();
    QStringList lines{mTitleText};
    if (!mSubtitleText.isEmpty() && !(mSubtitleOptional && size.height() < kShortChartPx)) {
        QTextLayout layout(mSubtitleText, mTitle->font());
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(qMax(100, width - 24));
            lines << mSubtitleText.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
    }
    mTitle->setText(lines.join(QLatin1Char('\n')));
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    layoutTitle(mPlot->size());
    wrapLegend(width());
}

void ChartView::showMessage(const QString& text) {
    auto* item = new QCPItemText(mPlot);
    item->position->setType(QCPItemPosition::ptAxisRectRatio);
    item->position->setCoords(0.5, 0.5);
    item->setPositionAlignment(Qt::AlignCenter);
    item->setText(text);
    item->setColor(QColor(0x88, 0x88, 0x88));
    QFont messageFont = font();
    messageFont.setPointSizeF(messageFont.pointSizeF() + 1);
    item->setFont(messageFont);
    item->setClipToAxisRect(false);
}

void ChartView::placeLegendInside(Qt::Alignment alignment) {
    QCPLayoutInset* inset = mPlot->axisRect()->insetLayout();
    const qsizetype index = inset->elements(false).indexOf(mPlot->legend);
    if (index >= 0) {
        inset->setInsetAlignment(int(index), alignment);
        return;
    }
    if (mPlot->legend->layout())
        mPlot->legend->layout()->take(mPlot->legend);
    inset->addElement(mPlot->legend, alignment);
}

void ChartView::placeLegendBelow() {
    QCPLayoutGrid* layout = mPlot->plotLayout();
    if (mPlot->axisRect()->insetLayout()->elements(false).contains(mPlot->legend)) {
        mPlot->axisRect()->insetLayout()->take(mPlot->legend);
        layout->addElement(layout->rowCount(), 0, mPlot->legend);
        layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
        mPlot->legend->setMargins(QMargins(7, 4, 7, 4));
        mPlot->legend->setBorderPen(Qt::NoPen);
    }
    wrapLegend(width());
}

// As many legend entries a row as the width takes whole (at most four): an entry is never cut to
// "Parame" on a narrow chart.
void ChartView::wrapLegend(int widthPx) {
    QCPLegend* legend = mPlot->legend;
    if (!legend || mPlot->axisRect()->insetLayout()->elements(false).contains(legend))
        return;
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            widest = qMax(widest, item->minimumOuterSizeHint().width());
    const int room = qMax(1, widthPx - 24);
    const int columns = qBound(1, room / (widest + legend->columnSpacing() + 4), 4);
    // Wrap first: setFillOrder(..., rearrange = true) is what moves the entries already added into rows.
    legend->setWrap(columns);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    // The grid under-reports a wrapped legend's height: reserve its full height, text included.
    legend->setMinimumSize(0, 0);
    legend->setMinimumSize(0, legend->minimumOuterSizeHint().height() + 8);
}

bool ChartView::save(const QString& path, const QSize& size, QString* error) {
    layoutTitle(size);
    wrapLegend(size.width());
    const QString suffix = QFileInfo(path).suffix().toLower();
    // Drawn into memory first; DurableFile puts it on disk whole or not at all.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = mPlot->toPixmap(size.width(), size.height()).save(&buffer, "PNG");
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&buffer);
        writer.setCreator(QStringLiteral("Cluster Workbench"));
        writer.setTitle(mTitle->text());
        writer.setResolution(72); // one point per chart pixel
        QPageLayout layout;
        layout.setMode(QPageLayout::FullPageMode);
        layout.setOrientation(QPageLayout::Portrait);
        layout.setMargins(QMarginsF(0, 0, 0, 0));
        layout.setPageSize(QPageSize(size, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageLayout(layout);
        QCPPainter painter;
        ok = painter.begin(&writer);
        if (ok) {
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.setMode(QCPPainter::pmNonCosmetic);
            mPlot->toPainter(&painter, size.width(), size.height());
            ok = painter.end();
        }
    } else if (suffix == QLatin1String("svg")) {
        // The title (a device's name in it) is text, never markup; characters XML does not allow go.
        XmlCharFilter xml(&buffer);
        QSvgGenerator generator;
        generator.setOutputDevice(&xml);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(mTitle->text().toHtmlEscaped()); // Qt 6.4 writes the title as it is given
        generator.setDescription(QStringLiteral("Cluster Workbench"));
        QCPPainter painter;
        ok = painter.begin(&generator);
        if (ok) {
            mPlot->toPainter(&painter, size.width(), size.height());
            ok = painter.end();
        }
    } else {
        if (error)
            *error = tr("unknown image format \"%1\"; use .png, .svg or .pdf").arg(suffix);
        return false;
    }
    buffer.close();
    if (!ok || buffer.data().isEmpty()) {
        if (error)
            *error = tr("could not draw the chart for %1").arg(path);
        return false;
    }
    return DurableFile::write(path, buffer.data(), error);
}

void ChartView::paint(QPainter* painter, const QRectF& target, const QSize& layoutSize) {
    layoutTitle(layoutSize);
    wrapLegend(layoutSize.width());
    QPicture picture;
    {
        QCPPainter recorder(&picture);
        mPlot->toPainter(&recorder, layoutSize.width(), layoutSize.height());
    }
    painter->save();
    painter->translate(target.topLeft());
    painter->scale(target.width() / layoutSize.width(), target.height() / layoutSize.height());
    // A QPicture played on a device of another resolution (a 300 dpi PDF) is scaled by the ratio of the
    // two: undone here, so the chart keeps the size it was laid out at and stays vectors and text.
    if (const QPaintDevice* device = painter->device()) {
        const double ratioX = double(picture.logicalDpiX()) / device->logicalDpiX();
        const double ratioY = double(picture.logicalDpiY()) / device->logicalDpiY();
        painter->scale(ratioX, ratioY);
    }
    painter->drawPicture(0, 0, picture);
    painter->restore();
}
