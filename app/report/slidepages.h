#pragma once

#include "report/slidetable.h"

#include <QList>
#include <utility>

// A long table's rows split over slides, as (first row, count) per slide: as many rows as fit `available`
// height (each measured with wrapping at `width`), with room kept for a viewer that sets the rows a little
// taller than measured (LibreOffice and PowerPoint give Chinese lines more height than Qt does), a group
// heading never last on a slide, and no last slide of subtotals and totals alone: item rows come over
// with them.
QList<std::pair<int, int>> slidePages(const SlideTable& table, const QList<SlideTable::Row>& rows,
                                      double width, double available);
