#pragma once

#include <QString>
#include <optional>

// What NetBox's type names (dcim/choices.py, as listed in the devicetype-library schema) mean for the
// catalog: interface types as port speeds, outlet types, and input plugs as PDU ratings.

struct NetboxPortSpeed {
    double speedGbps = 0;
    QString protocol; // "ethernet" | "infiniband"
    int count = 1;
};
// "400gbase-x-osfp" -> 400 Gb/s Ethernet, "1000base-t" -> 1 Gb/s, "infiniband-ndr" -> 400 Gb/s InfiniBand;
// nullopt for types that are not network ports (virtual, lag, wireless, Fibre Channel, stacking).
std::optional<NetboxPortSpeed> netboxInterfaceSpeed(const QString& type);
// The other way, for exports: the type NetBox lists for a port of that protocol and speed ("ethernet", 400 ->
// "400gbase-x-qsfpdd"; an InfiniBand rate -> its generation); "other" below 1 Gb/s.
QString netboxInterfaceType(const QString& protocol, double speedGbps);

enum class NetboxOutlet { C13, C19, Other };
// "iec-60320-c13" -> C13; also the common misspellings "c13", "iec-c13", "iec60320-c13".
NetboxOutlet netboxOutletKind(const QString& type);

// An input plug's rating; 0 where the plug does not fix it (IEC 60309 comes in 16, 32, 63 and 125 A).
struct NetboxPlug {
    int phases = 0;
    double voltageV = 0; // line-to-line for three phases
    double currentA = 0;
    bool voltageAssumed = false; // the plug allows more than one voltage (NEMA 6 / L6: 208 or 240 V)
};
NetboxPlug netboxPlugRating(const QString& type);

struct PduSpec;
// The other way, for exports: the input plug of a PDU of these phases, voltage and current (NEMA L21-30P for
// 208 V 30 A three-phase, IEC 60309 for 230/400 V, ...).
QString netboxPlugFor(const PduSpec& pdu);

// Whether an interface's name, label or description says it manages the device rather than carries traffic
// ("In-band fabric node management (UFM)", "BMC", "IPMI", "out-of-band").
bool netboxIsManagementText(const QString& text);

// Whether a device type's model, part number, slug, description or first line of comments names an
// uninterruptible power supply ("Smart-UPS SRT 5000VA", "APC Smart-UPS, Line Interactive, ...").
bool netboxIsUps(const QString& text);
