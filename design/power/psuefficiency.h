#pragma once

// Efficiency of a server PSU at a share of its rating, from the 80 PLUS levels for 230 V internal
// redundant supplies (80 PLUS program requirements, CLEAResult):
//   Titanium 90 / 94 / 96 / 91 % at 10 / 20 / 50 / 100 % load,
//   Platinum  - / 90 / 94 / 91 %,  Gold - / 88 / 92 / 88 %.
// A PSU is placed on the highest level its catalog efficiency (taken as the 50 % figure) reaches;
// below Gold its catalog figure is used flat. Linear between the points, flat outside them.
namespace PsuEfficiency {

double at(double efficiencyAt50, double loadFraction);

} // namespace PsuEfficiency
