#pragma once

#include "parts/part.h"

#include <QCoreApplication>
#include <QStringList>

// A part's key figures as a tender's technical requirements (技术参数表) state them: one "label: value"
// line each, in the current language, estimated figures marked. The BOM workbook's technical sheet
// (design/bom/bomxlsx.cpp) lists them per line.
class PartRequirements {
    Q_DECLARE_TR_FUNCTIONS(PartRequirements)
public:
    static QStringList of(const Part& part);
};
