#pragma once

// What a GPU server draws at the wall, beyond the sum of its parts' maximum power (docs/analysis.md,
// "Server power model"):
//   heat    = parts + chassis base (board, BMC, GPU baseboard with NVSwitch and retimers, backplanes)
//   fans    = kFanShare x the part of that heat the air carries (1 - liquid share)     at full speed
//   DC load = heat + fans
//   wall    = DC load / PSU efficiency at the load point (PsuEfficiency, load shared by every PSU)
// Typical: the parts at their typical figures, the base at the design's utilisation, and the fans by the
// fan affinity law (power ~ speed^3, speed ~ heat to carry).
namespace ServerPower {

// Fans at full speed draw this share of the heat they carry. Calibrated (docs/analysis.md) so that the
// generic HGX chassis with a DGX system's contents land within -3 %..+10 % of the DGX's rated maximum.
constexpr double kFanShare = 0.15;

struct Inputs {
    double partsW = 0;        // max DC power of the installed parts (GPUs, CPUs, memory, drives, NICs)
    double typicalPartsW = 0; // the same at typical load
    double chassisW = 0;      // the chassis' base power
    double utilisation = 0.8; // share of the base drawn at typical load
    double liquidShare = 0;   // share of the heat cold plates take
    int psuCount = 0;         // PSUs sharing the load; 0: none (DC load shown)
    double psuRatingW = 0;
    double psuEfficiency = 1.0; // catalog figure (at 50 % load)
};

struct Draw {
    double fansW = 0;
    double dcW = 0;
    double efficiency = 1.0;
    double wallW = 0;
    double lossW() const { return wallW - dcW; }
};

Draw maximum(const Inputs& in);
Draw typical(const Inputs& in);

} // namespace ServerPower
