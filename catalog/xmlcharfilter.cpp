#include "xmlcharfilter.h"

#include <algorithm>

XmlCharFilter::XmlCharFilter(QIODevice* target) : mTarget(target) {
    QIODevice::open(QIODevice::WriteOnly);
}

qint64 XmlCharFilter::writeData(const char* data, qint64 size) {
    // The bytes held back from the last write (at most two) and this write's, read as one sequence.
    const QByteArray held = mPending;
    mPending.clear();
    const qint64 p = held.size(), total = p + size;
    const auto at = [&](qint64 k) { return static_cast<unsigned char>(k < p ? held[k] : data[k - p]); };
    qint64 start = 0; // the run of bytes to keep not yet written
    const auto keep = [&](qint64 end) {
        if (end <= start)
            return true;
        if (start < p) {
            const qint64 fromHeld = std::min(end, p) - start;
            if (mTarget->write(held.constData() + start, fromHeld) != fromHeld)
                return false;
            start += fromHeld;
        }
        return end <= start || mTarget->write(data + (start - p), end - start) == end - start;
    };
    for (qint64 k = 0; k < total; ++k) {
        const unsigned char c = at(k);
        if (c >= 0x20 && c != 0xEF)
            continue; // the common case: the run goes on
        if (c == '\t' || c == '\n' || c == '\r')
            continue;
        if (c < 0x20) { // a control character: dropped
            if (!keep(k))
                return -1;
            start = k + 1;
            continue;
        }
        // 0xEF: U+FFFE and U+FFFF are EF BF BE and EF BF BF; any other EF sequence stays.
        if (k + 1 < total && at(k + 1) != 0xBF)
            continue;
        if (k + 2 >= total) { // cut by the end of this write: decided with the next one
            if (!keep(k))
                return -1;
            for (qint64 j = k; j < total; ++j)
                mPending.append(char(at(j)));
            return size;
        }
        if (at(k + 2) == 0xBE || at(k + 2) == 0xBF) {
            if (!keep(k))
                return -1;
            start = k + 3;
            k += 2;
        }
    }
    return keep(total) ? size : -1;
}

void XmlCharFilter::close() {
    mPending.clear(); // a sequence cut off at the end is no character: dropped
    QIODevice::close();
}
