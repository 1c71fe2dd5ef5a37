#include "charts/chartstyle.h"

#include <QCoreApplication>
#include <QLocale>
#include <qcustomplot.h>

namespace ChartStyle {

QColor categoryColor(PowerCategory category) {
    switch (category) {
    case PowerCategory::Gpu:
        return QColor(0x4e, 0x79, 0xa7);
    case PowerCategory::Cpu:
        return QColor(0xf2, 0x8e, 0x2b);
    case PowerCategory::Memory:
        return QColor(0x59, 0xa1, 0x4f);
    case PowerCategory::Storage:
        return QColor(0xb0, 0x7a, 0xa1);
    case PowerCategory::Network:
        return QColor(0x76, 0xb7, 0xb2);
    case PowerCategory::Base:
        return QColor(0xba, 0xb0, 0xac);
    case PowerCategory::PsuLoss:
        return QColor(0xed, 0xc9, 0x48);
    }
    return Qt::gray;
}

QColor levelColor(BandwidthLevel level) {
    switch (level) {
    case BandwidthLevel::GpuMemory:
        return QColor(0x4e, 0x79, 0xa7);
    case BandwidthLevel::GpuLink:
        return QColor(0x59, 0xa1, 0x4f);
    case BandwidthLevel::PcieHost:
        return QColor(0xf2, 0x8e, 0x2b);
    case BandwidthLevel::PcieSwitchUplink:
        return QColor(0xed, 0xc9, 0x48);
    case BandwidthLevel::NicPerGpu:
        return QColor(0x76, 0xb7, 0xb2);
    case BandwidthLevel::FabricPerNode:
        return QColor(0xb0, 0x7a, 0xa1);
    }
    return Qt::gray;
}

QColor seriesColor(int index) {
    static const QColor colors[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b),
                                    QColor(0x59, 0xa1, 0x4f), QColor(0xb0, 0x7a, 0xa1),
                                    QColor(0x76, 0xb7, 0xb2), QColor(0x9c, 0x75, 0x5f)};
    return colors[qMax(0, index) % 6];
}

QColor budgetColor() {
    return QColor(0xc0, 0x39, 0x2b);
}
QColor textColor() {
    return QColor(0x33, 0x33, 0x33);
}
QColor gridColor() {
    return QColor(0xe3, 0xe3, 0xe3);
}

void styleAxis(QCPAxis* axis) {
    axis->setBasePen(QPen(QColor(0x99, 0x99, 0x99)));
    axis->setTickPen(QPen(QColor(0x99, 0x99, 0x99)));
    axis->setSubTickPen(QPen(QColor(0xbb, 0xbb, 0xbb)));
    axis->setTickLabelColor(textColor());
    axis->setLabelColor(textColor());
    QFont labelFont = axis->parentPlot()->font();
    labelFont.setPointSizeF(labelFont.pointSizeF() + 0.5);
    axis->setLabelFont(labelFont);
    axis->grid()->setPen(QPen(gridColor(), 1, Qt::SolidLine));
    axis->grid()->setSubGridPen(QPen(gridColor().lighter(106), 1, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

void setupPlot(QCustomPlot* plot) {
    plot->setLocale(QLocale());
    plot->setBackground(Qt::white);
    plot->setAntialiasedElements(QCP::aeAll);
    plot->setNoAntialiasingOnDrag(true);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis, plot->xAxis2, plot->yAxis2})
        styleAxis(axis);
    plot->legend->setBorderPen(QPen(QColor(0xcc, 0xcc, 0xcc)));
    plot->legend->setBrush(QColor(255, 255, 255, 230));
    plot->legend->setTextColor(textColor());
    plot->legend->setIconSize(14, 10);
}

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString trimmedNumber(double value, int decimals) {
    QString text = number(value, decimals);
    const QString point = QLocale().decimalPoint();
    const QString zero = QLocale().zeroDigit();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(zero))
            text.chop(zero.size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString bandwidth(double gbs) {
    return QCoreApplication::translate("ChartStyle", "%1 GB/s").arg(trimmedNumber(gbs, gbs >= 100 ? 0 : 2));
}

QString bytes(double value) {
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (value >= 1024 && unit < 4) {
        value /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(trimmedNumber(value, 1), QLatin1String(units[unit]));
}

QString duration(double seconds) {
    auto text = [](double v, const QString& unit) {
        return QStringLiteral("%1 %2").arg(trimmedNumber(v, v >= 100 ? 0 : v >= 10 ? 1 : 2), unit);
    };
    if (seconds >= 1)
        return text(seconds, QCoreApplication::translate("ChartStyle", "s"));
    if (seconds >= 1e-3)
        return text(seconds * 1e3, QCoreApplication::translate("ChartStyle", "ms"));
    return text(seconds * 1e6, QCoreApplication::translate("ChartStyle", "\u00b5s"));
}

} // namespace ChartStyle
