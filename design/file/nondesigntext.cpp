#include "file/nondesigntext.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace {

struct NonDesignText { // the context the messages are translated in, as the design file's own
    Q_DECLARE_TR_FUNCTIONS(DesignFile)
};

// The formats a file picked by mistake most often has, by their first bytes.
QString knownFormat(const QByteArray& text) {
    struct Magic {
        const char* bytes;
        const char* name;
    };
    static const Magic magics[] = {
        {"\x89PNG\r\n\x1a\n", QT_TRANSLATE_NOOP("DesignFile", "a PNG image")},
        {"\xFF\xD8\xFF", QT_TRANSLATE_NOOP("DesignFile", "a JPEG image")},
        {"GIF8", QT_TRANSLATE_NOOP("DesignFile", "a GIF image")},
        {"%PDF", QT_TRANSLATE_NOOP("DesignFile", "a PDF document")},
        {"PK\x03\x04", QT_TRANSLATE_NOOP("DesignFile", "a ZIP archive (or an Office document)")},
        {"SQLite format 3", QT_TRANSLATE_NOOP("DesignFile", "an SQLite database")},
        {"\x1f\x8b", QT_TRANSLATE_NOOP("DesignFile", "a gzip archive")},
        {"<?xml", QT_TRANSLATE_NOOP("DesignFile", "an XML file")},
        {"<svg", QT_TRANSLATE_NOOP("DesignFile", "an SVG image")},
    };
    for (const Magic& magic : magics)
        if (text.startsWith(magic.bytes))
            return NonDesignText::tr(magic.name);
    return QString();
}

} // namespace

QString whyNotDesignText(const QByteArray& text) {
    if (const QString format = knownFormat(text); !format.isEmpty())
        return NonDesignText::tr("not a design file: it is %1, and a design file is JSON text").arg(format);
    // The first 4 KB (less a character the cut may split): NUL bytes or invalid UTF-8 are binary data.
    const QByteArray head = text.left(4096);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = utf8(head.size() < text.size() ? head.chopped(3) : head);
    if (head.contains('\0') || utf8.hasError())
        return NonDesignText::tr("not a design file: it holds binary data, and a design file is JSON text");
    for (const QChar c : decoded) {
        if (c.isSpace() || c == QChar(0xFEFF))
            continue;
        if (c != QLatin1Char('{') && c != QLatin1Char('['))
            return NonDesignText::tr("not a design file: a design file is JSON text that begins with '{'");
        break;
    }
    return QString();
}
