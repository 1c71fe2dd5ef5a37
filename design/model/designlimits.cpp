#include "model/designlimits.h"

#include "model/design.h"

QString DesignLimits::tooManyRacks(qsizetype racks) {
    return tr("%1 racks; a design holds at most %2").arg(racks).arg(kMaxRacks);
}

QString DesignLimits::tooManyDevices(qsizetype devices) {
    return tr("%1 devices; a design holds at most %2").arg(devices).arg(kMaxDevices);
}

QString DesignLimits::tooManyDevicesInRack(qsizetype devices, int units) {
    return units > 0 ? tr("%1 devices in a %2 U rack; a rack holds at most %3")
                           .arg(devices)
                           .arg(units)
                           .arg(kMaxDevicesPerRack)
                     : tr("%1 devices; a rack holds at most %2").arg(devices).arg(kMaxDevicesPerRack);
}

QString DesignLimits::tooManyPdusInRack(qsizetype pdus) {
    return tr("%1 PDU strips; a rack holds at most %2").arg(pdus).arg(kMaxPdusPerRack);
}

QString DesignLimits::problem(const Design& design) {
    if (design.racks.size() > kMaxRacks)
        return tr("racks: %1").arg(tooManyRacks(design.racks.size()));
    qsizetype devices = 0;
    for (const Rack& rack : design.racks) {
        if (rack.devices.size() > kMaxDevicesPerRack)
            return tr("rack %1: %2").arg(rack.id, tooManyDevicesInRack(rack.devices.size(), 0));
        if (rack.pdus.size() > kMaxPdusPerRack)
            return tr("rack %1: %2").arg(rack.id, tooManyPdusInRack(rack.pdus.size()));
        devices += rack.devices.size();
    }
    if (devices > kMaxDevices)
        return tr("the design: %1").arg(tooManyDevices(devices));
    return {};
}
