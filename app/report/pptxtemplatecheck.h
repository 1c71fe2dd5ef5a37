#pragma once

#include "report/pptxpackage.h"

#include <QCoreApplication>

// A PowerPoint template is another program's file: the deck copies its slide masters, layouts, themes,
// table styles and properties as they are. Every XML part of it (".xml", ".rels", and any part whose
// content type is XML) must be well-formed XML, and at most kMaxXmlBytes, before a byte of it is used;
// otherwise the template is refused, naming the template, the part, the line and the reason.
class PptxTemplateCheck {
    Q_DECLARE_TR_FUNCTIONS(PptxTemplateCheck)
public:
    static constexpr qsizetype kMaxXmlBytes = 32 << 20;

    static bool check(const PptxPackage& package, const QString& templatePath, QString* error);
};
