#include "power/linecurrents.h"

#include <cmath>
#include <complex>
#include <numbers>

LineCurrents LineCurrents::compute(const PduSpec& pdu, const QList<Branch>& branches) {
    LineCurrents result;
    if (pdu.phases != 3) {
        double total = 0;
        for (const Branch& branch : branches)
            total += branch.loadW;
        result.lines = {QStringLiteral("L1")};
        result.loadW = {total};
        result.currentA = {pdu.voltageV > 0 ? total / pdu.voltageV : 0};
        return result;
    }
    result.lines = {QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3")};
    result.loadW = {0, 0, 0};
    result.currentA = {0, 0, 0};
    if (pdu.voltageV <= 0)
        return result;
    const double lineToNeutralV = pdu.voltageV / std::sqrt(3.0);
    using Phasor = std::complex<double>;
    Phasor lineToLine[3] = {}; // branch currents L1-L2, L2-L3, L3-L1
    static const QString kBranches[3] = {QStringLiteral("L1-L2"), QStringLiteral("L2-L3"),
                                         QStringLiteral("L3-L1")};
    const double degree = std::numbers::pi / 180.0;
    static const double kAngles[3] = {30, -90, 150};
    for (const Branch& branch : branches) {
        for (int l = 0; l < 3; ++l) {
            if (branch.phase == result.lines[l]) {
                result.loadW[l] += branch.loadW;
                result.currentA[l] += branch.loadW / lineToNeutralV;
            } else if (branch.phase == kBranches[l]) {
                lineToLine[l] += std::polar(branch.loadW / pdu.voltageV, kAngles[l] * degree);
                result.loadW[l] += branch.loadW / 2;
                result.loadW[(l + 1) % 3] += branch.loadW / 2;
            }
        }
    }
    // I1 = I12 - I31, I2 = I23 - I12, I3 = I31 - I23.
    const Phasor fromBranches[3] = {lineToLine[0] - lineToLine[2], lineToLine[1] - lineToLine[0],
                                    lineToLine[2] - lineToLine[1]};
    // A PDU with outlets both ways (rare) gets the sum of the magnitudes: an upper bound.
    for (int l = 0; l < 3; ++l)
        result.currentA[l] += std::abs(fromBranches[l]);
    return result;
}

double LineCurrents::imbalancePercent() const {
    if (currentA.size() < 3)
        return 0;
    double mean = 0;
    for (double a : currentA)
        mean += a;
    mean /= currentA.size();
    if (mean <= 0)
        return 0;
    double deviation = 0;
    for (double a : currentA)
        deviation = std::max(deviation, std::abs(a - mean));
    return deviation / mean * 100.0;
}
