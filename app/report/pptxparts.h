#pragma once

#include <QByteArray>
#include <QString>

// The fixed parts of the deck's own look when no template is given (ECMA-376 Part 1): its theme (the
// report's navy and green, Arial with Microsoft YaHei for East Asian text), a slide master with a title and
// a body placeholder, a "Title Only" layout, and the notes master with its theme.
class PptxParts {
public:
    static QByteArray theme(const QString& name, const QString& latinFont, const QString& eastAsianFont);
    static QByteArray slideMaster();
    static QByteArray slideLayout();
    static QByteArray notesMaster();
    static QByteArray presentationProperties();
    static QByteArray viewProperties();
    static QByteArray tableStyles();
};
