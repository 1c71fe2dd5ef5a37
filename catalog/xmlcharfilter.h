#pragma once

#include <QIODevice>

// A device that passes what is written to it on to `target`, less what XML 1.0 does not allow anywhere in
// a document, escaped or not: the control characters U+0000-U+001F other than tab, line feed and carriage
// return, and U+FFFE and U+FFFF (XML 1.0, "Char"). A device's name with such a character in it, drawn into
// an SVG by Qt's generator, made a file that xmllint and browsers refuse. UTF-8 in, UTF-8 out: no multi-byte
// sequence holds a byte below 0x80, so the filter works on bytes, keeping a sequence cut between two writes.
class XmlCharFilter : public QIODevice {
public:
    explicit XmlCharFilter(QIODevice* target);
    bool isSequential() const override { return true; }
    // The start of a sequence held back at the end never finished: it is dropped as invalid UTF-8.
    void close() override;

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    QIODevice* mTarget;
    QByteArray mPending; // "\xEF" or "\xEF\xBF" at the end of a write: perhaps the start of U+FFFE or U+FFFF
};
