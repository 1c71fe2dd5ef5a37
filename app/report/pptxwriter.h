#pragma once

#include "report/deckslide.h"
#include "report/pptxpackage.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

// Writes the procurement report's slides (DeckSlide, recorded from the same paint code as the PDF) as a
// PowerPoint presentation (ECMA-376 PresentationML, 16:9): text boxes, native tables, vector pictures with
// PNG fallbacks, and sources and notes in the speaker notes. With a template (a .pptx or .potx), the deck
// takes the template's slide master, layouts, theme colours and fonts, and the template's slides are left
// out.
class PptxWriter {
    Q_DECLARE_TR_FUNCTIONS(PptxWriter)
public:
    struct Options {
        QString language = QStringLiteral("en"); // "en" or "zh_CN": the runs' lang
        QString title;
        QString author;
        QString templatePath; // empty: the deck's own master
    };

    static std::optional<PptxPackage> build(const QList<DeckSlide>& slides, const Options& options,
                                            QString* error);
};
