#pragma once

#include <QIODevice>
#include <QPaintDevice>
#include <QSize>
#include <QStringList>
#include <memory>

class SvgStreamEngine;

// A paint device that writes SVG as it is painted, straight to `out` (DurableStream): what `render -o
// FILE.svg` draws 1,000 racks into. Qt's QSvgGenerator holds the whole body as a QString until the painter
// ends (841 MB at 160,000 GPUs) and writes every element in a group of its own with every style attribute;
// this writes each element once with the attributes that differ from SVG's defaults, numbers to 0.01, and
// text as text (escaped, with the characters XML 1.0 does not allow left out).
//
// What it draws: rectangles, lines, polygons, paths (rounded rectangles, ellipses), text, images (as PNG),
// solid and linear-gradient fills, solid and dashed pens, and any transform. Clipping is not written (the
// elevations do not clip).
class SvgStreamDevice : public QPaintDevice {
public:
    // `fontFamilies`: the text's families, written once on the document's root.
    SvgStreamDevice(QIODevice* out, QSize size, QString title, QStringList fontFamilies);
    ~SvgStreamDevice() override;

    QPaintEngine* paintEngine() const override;
    // Whether every write reached `out`.
    bool ok() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize mSize;
    std::unique_ptr<SvgStreamEngine> mEngine;
};
