#pragma once

#include "model/design.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class PartIndex;

// A configured server, or a whole rack, kept to be used again (docs/templates.md). It is stored as a JSON
// file: {"format": "cluster-workbench-template", "version": 1, "name", "kind": "server" | "rack",
// "design": <a design file holding one rack>}; a server template's rack holds just the server.
struct DesignTemplate {
    Q_DECLARE_TR_FUNCTIONS(DesignTemplate)
public:
    enum class Kind { Server, Rack };
    static constexpr int kVersion = 1;

    QString name;
    Kind kind = Kind::Server;
    Rack rack; // the rack; a server template: the server is rack.devices[0]

    const Device& server() const { return rack.devices.first(); }

    // From the design: the device (its part, components and PSU redundancy; no cords, feed or measured
    // power, which belong to where it stands) or the rack with everything in it.
    static std::optional<DesignTemplate> fromServer(const Design& design, const QString& deviceId,
                                                    const QString& name, QString* error);
    static std::optional<DesignTemplate> fromRack(const Design& design, const QString& rackId,
                                                  const QString& name, QString* error);

    QByteArray toJson() const;
    // Checks the file as a design file is checked: every part known, every place valid. Errors name the
    // file, the place and the reason.
    static std::optional<DesignTemplate> fromJson(const QByteArray& text, const PartIndex& parts,
                                                  const QString& fileName, QString* error);

    // "8U HGX H100 8-GPU chassis: 8 x H100 SXM5 80GB, 2 x Xeon Platinum 8480+" or "42U rack, 4 devices".
    QString summary(const PartIndex& parts) const;
};
