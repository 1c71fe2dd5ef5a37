#pragma once

// The hall of issue 45's checks: eight NVIDIA GB200 NVL72 racks (132 kW, 85 % to liquid, 1,360 kg each) in
// two rows, on one coolant loop of two CoolIT CHx750 CDUs (750 kW at a 5 K approach) at N+1, three 150 kW
// CRAHs at N+1, three 500 kW UPS modules at N, on a floor rated 1,200 kg/m^2; W32 facility water, the loop
// supplied at 37 C (a 5 K approach).
#include "model/design.h"

inline Design gb200Hall(int racks = 8) {
    Design design;
    design.name = QStringLiteral("GB200 hall");
    for (int i = 0; i < racks; ++i) {
        Rack rack;
        rack.id = QStringLiteral("R%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        rack.partId = QStringLiteral("rack-48u-nvl72-liquid");
        rack.row = i / 4;
        rack.position = i % 4;
        Device system;
        system.id = QStringLiteral("nvl%1").arg(i + 1);
        system.partId = QStringLiteral("nvidia-gb200-nvl72");
        system.u = 1;
        system.psuRedundancy = QStringLiteral("N+N");
        rack.devices.append(system);
        design.racks.append(rack);
    }
    Hall hall;
    hall.name = QStringLiteral("Hall A");
    hall.rows = 2;
    hall.positions = 6;
    hall.floorRatingKgM2 = 1200;
    hall.waterClass = QStringLiteral("W32");
    hall.upsPartId = QStringLiteral("generic-ups-module-500kw");
    hall.upsModules = 3;
    hall.upsRedundancy = HallRedundancy::N;
    for (int i = 0; i < 3; ++i)
        hall.airUnits.append(
            HallUnit{QStringLiteral("crah-%1").arg(i + 1), QStringLiteral("generic-crah-150kw"), -1, i * 2});
    CoolantLoop loop;
    loop.id = QStringLiteral("loop-1");
    loop.supplyC = 37;
    loop.redundancy = HallRedundancy::NPlus1;
    loop.cdus.append(HallUnit{QStringLiteral("cdu-1"), QStringLiteral("coolit-chx750"), 0, 5});
    loop.cdus.append(HallUnit{QStringLiteral("cdu-2"), QStringLiteral("coolit-chx750"), 1, 5});
    hall.loops.append(loop);
    design.hall = hall;
    return design;
}
