#pragma once

#include <QDate>
#include <QString>

// What the procurement report shows beyond the design itself. The language is chosen per export,
// independent of the UI language.
struct ReportOptions {
    QString language = QStringLiteral("en"); // "en" or "zh_CN"
    QString organisation;                    // empty: the design's settings.organisation
    QDate date;                              // invalid: today
    bool rearElevations = true;              // draw each rack's rear next to its front
};
