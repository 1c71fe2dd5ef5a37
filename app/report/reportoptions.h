#pragma once

#include "model/design.h"

#include <QDate>
#include <QString>
#include <optional>

// What the procurement report shows beyond the design itself. The language is chosen per export,
// independent of the UI language.
struct ReportOptions {
    QString language = QStringLiteral("en"); // "en" or "zh_CN"
    QString organisation;                    // empty: the design's settings.organisation
    QDate date;                              // invalid: today
    bool rearElevations = true;              // draw each rack's rear next to its front
    // An alternative design to put beside this one on a "Compared with" slide, and its name there.
    std::optional<Design> compareWith;
    QString compareName;
    QString comparePath; // the report dialog's choice; ExportMenu loads it into compareWith
    // The PowerPoint deck only: a .pptx or .potx whose slide master, layouts, theme colours and fonts the
    // deck takes (empty: the deck's own look).
    QString templatePath;
};
