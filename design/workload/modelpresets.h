#pragma once

#include "workload/parametercount.h"

#include <QList>
#include <QString>

// A model the workload sizer starts from: its size, and its shape when known (docs/workload.md).
struct ModelSpec {
    QString id; // preset id; empty for a model the user described
    QString name;
    QString source;
    double parameters = 0;       // every weight
    double activeParameters = 0; // per token; the same as parameters for a dense model
    std::optional<ModelArchitecture> architecture;
    QByteArray config; // the config.json object the shape was read from (compact), when there is one
    double publishedParameters = 0; // what the authors state (presets), for comparison
    double publishedActiveParameters = 0;
};

// A model from its shape: parameters counted (countParameters).
ModelSpec modelFromArchitecture(const ModelArchitecture& architecture, const QString& name);
// A model known only by its size (dense).
ModelSpec modelFromParameters(double parameters, const QString& name);

// The bundled presets (resources/models/presets.json), each with its source.
const QList<ModelSpec>& modelPresets();
const ModelSpec* modelPreset(const QString& id);
