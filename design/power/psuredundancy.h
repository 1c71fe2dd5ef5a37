#pragma once

#include <QString>
#include <optional>

// A PSU redundancy mode: "N" (all count), "N+1" (one spare), "N+N" / "2N" (half spare), or an explicit
// "a+b" (b spares out of a+b).
struct PsuRedundancy {
    enum class Mode { N, NPlusOne, NPlusN, Explicit } mode = Mode::NPlusOne;
    int needed = 0; // explicit mode only
    int spares = 0; // explicit mode only

    static std::optional<PsuRedundancy> parse(const QString& text);
    // Spare PSUs out of `count` installed.
    int sparesOf(int count) const;
    // Usable capacity of `count` PSUs of `ratingW` each.
    double usableW(int count, double ratingW) const { return qMax(0, count - sparesOf(count)) * ratingW; }
};
