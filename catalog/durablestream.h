#pragma once

#include "temporarybeside.h"

#include <QFileInfo>
#include <QIODevice>
#include <memory>

// A file too large to build in memory first (an SVG of 1,000 racks: 300 MB), written as a stream and put
// in place whole or not at all, as DurableFile does: the bytes go to a temporary file beside the target
// (TemporaryBeside), commit() checks that every write reached it, syncs it and renames it over the target
// (keeping an existing file's permissions; a link is written through). Closed or destroyed without
// commit(), the temporary goes and the target is untouched. A failed write (a full disk) is kept and
// reported by commit() with the file's name and the reason in words.
class DurableStream : public QIODevice {
public:
    explicit DurableStream(QString path);
    ~DurableStream() override;

    // Creates the temporary file; false and `error` when it cannot.
    bool begin(QString* error);
    bool commit(QString* error);

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    bool flushBuffer();
    bool fail(int errorNumber, QString* error) const;

    QFileInfo mGiven;
    QString mTarget;
    std::unique_ptr<TemporaryBeside> mTemporary;
    QByteArray mBuffer;
    int mFailure = 0; // errno of the first failed write
};
