#pragma once

#include <QByteArray>
#include <QString>

// Why a file that did not parse as JSON is no design file at all, in words a user knows ("not a design
// file: it is a PNG image"), rather than the parser's complaint about its first byte; empty when the text
// looks like JSON that is broken somewhere (the parser's place and reason say more then).
QString whyNotDesignText(const QByteArray& text);
