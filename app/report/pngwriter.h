#pragma once

#include <QByteArray>
#include <QImage>

// PNG for the deck's picture fallbacks, with libpng itself: Qt's writer leaves libpng to try all five row
// filters on every row (adaptive filtering), which was most of a deck's time. Charts and elevations are
// flat colours and antialiased edges, which deflate best unfiltered: on the deck's largest picture no filter
// at zlib's level 1 took a fifth of the time of Qt's default for 35% more bytes (and level 6, half the time
// for 15% fewer). Empty when the image cannot be written.
class PngWriter {
public:
    static QByteArray fast(const QImage& image);
};
