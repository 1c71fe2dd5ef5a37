#pragma once

#include "parts/part.h"

#include <QString>
#include <QStringList>
#include <optional>

// A catalog search: words to find in the text, and conditions on figures typed into the same box
// ("h100 mem>=80", "switch speed>=400 ports>=64", "price<=20000", "ff=sxm5", "link=nvlink"). Fields:
//   mem      GPU memory, GB              power   max power, W           price  list price (its currency)
//   speed    fastest port, Gb/s          ports   port count             pcie   PCIe generation
//   ff       form factor (sxm5, pcie, oam, u.2 ...)                     link   GPU link name (nvlink, hccs
//   ...) u        height in rack units
// Operators: >=, <=, >, <, = (text fields: = only, matching the start). Unknown fields or bad numbers
// are plain words, so a search never fails.
class PartQuery {
public:
    explicit PartQuery(const QString& text);
    const QStringList& words() const { return mWords; } // case-folded
    bool hasConditions() const { return !mConditions.isEmpty(); }
    // Whether `part` meets every condition (the words are matched by PartIndex).
    bool matches(const Part& part) const;

private:
    struct Condition {
        QString field;
        QString op;
        double number = 0;
        QString text;
    };
    static std::optional<double> figure(const Part& part, const QString& field);
    static QString textFigure(const Part& part, const QString& field);
    QStringList mWords;
    QList<Condition> mConditions;
};
