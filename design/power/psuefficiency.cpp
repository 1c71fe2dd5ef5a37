#include "power/psuefficiency.h"

#include <array>
#include <utility>

namespace {

using Curve = std::array<std::pair<double, double>, 4>; // {load fraction, efficiency}; 0: no point

constexpr Curve kTitanium = {{{0.10, 0.90}, {0.20, 0.94}, {0.50, 0.96}, {1.00, 0.91}}};
constexpr Curve kPlatinum = {{{0.20, 0.90}, {0.50, 0.94}, {1.00, 0.91}, {0, 0}}};
constexpr Curve kGold = {{{0.20, 0.88}, {0.50, 0.92}, {1.00, 0.88}, {0, 0}}};

double interpolate(const Curve& curve, double load) {
    std::pair<double, double> previous = curve[0];
    if (load <= previous.first)
        return previous.second;
    for (const auto& point : curve) {
        if (point.first == 0)
            break;
        if (load <= point.first) {
            const double t = (load - previous.first) / (point.first - previous.first);
            return previous.second + t * (point.second - previous.second);
        }
        previous = point;
    }
    return previous.second;
}

} // namespace

double PsuEfficiency::at(double efficiencyAt50, double loadFraction) {
    if (efficiencyAt50 >= 0.96)
        return interpolate(kTitanium, loadFraction);
    if (efficiencyAt50 >= 0.94)
        return interpolate(kPlatinum, loadFraction);
    if (efficiencyAt50 >= 0.92)
        return interpolate(kGold, loadFraction);
    return efficiencyAt50 > 0 ? efficiencyAt50 : 1.0;
}
