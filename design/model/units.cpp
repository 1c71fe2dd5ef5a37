#include "model/units.h"

double Units::pcieGbsPerDirection(int gen, int lanes) {
    // Per-lane GB/s after encoding: Gen1/2 8b/10b, Gen3-5 128b/130b (rounded as in the published table),
    // Gen6 FLIT mode effective.
    double perX16 = 0;
    switch (gen) {
    case 1:
        perX16 = 4.0;
        break;
    case 2:
        perX16 = 8.0;
        break;
    case 3:
        perX16 = 15.75;
        break;
    case 4:
        perX16 = 31.5;
        break;
    case 5:
        perX16 = 63.0;
        break;
    case 6:
        perX16 = 121.0;
        break;
    default:
        perX16 = 0;
        break;
    }
    return perX16 * lanes / 16.0;
}
