#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <nlohmann/json.hpp>

// Reads one file of the netbox-community/devicetype-library YAML format (a device type or a module type)
// and turns it into catalog parts (docs/netbox.md says how each field maps):
// - a device type with power outlets is a PDU, one with 16 network interfaces (8 in 1-2 U) a switch, any
//   other a server (kind "system"; its network interfaces become a companion NIC part in its contents);
// - a module type with interfaces is a NIC, one with only power ports a PSU.
// Every figure the file lacks is given as 0 and flagged as an estimate for the user to fill in; the part's
// source names the file.
struct NetboxFileResult {
    Q_DECLARE_TR_FUNCTIONS(NetboxFileResult)
public:
    enum class Outcome {
        Imported, // `parts` holds the part (and a server's companion NIC)
        Skipped,  // a valid file with nothing the catalog models (a patch panel, a fan tray): `reason`
        Refused,  // bad YAML or a missing or invalid field: `reason` names the file, the line and the field
    };
    QString file;
    Outcome outcome = Outcome::Refused;
    QString reason;
    std::vector<nlohmann::json> parts; // in the catalog's part format
    QStringList taken;                 // what was read, in words ("4 U", "36 × C13 outlets")
    QStringList missing;               // figures the file lacks, flagged as estimates
    QStringList notes;                 // what was read but not modelled (module bays, numbering gaps)
};

// `fileName` is used in messages and in each part's source.
NetboxFileResult readNetboxType(const QByteArray& yaml, const QString& fileName);
