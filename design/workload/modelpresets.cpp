#include "workload/modelpresets.h"

#include "jsontext.h"
#include "workload/hfconfig.h"

#include <QFile>

ModelSpec modelFromArchitecture(const ModelArchitecture& architecture, const QString& name) {
    ModelSpec model;
    model.name = name;
    model.architecture = architecture;
    const ParameterCount count = countParameters(architecture);
    model.parameters = count.total;
    model.activeParameters = count.active;
    return model;
}

ModelSpec modelFromParameters(double parameters, const QString& name) {
    ModelSpec model;
    model.name = name;
    model.parameters = parameters;
    model.activeParameters = parameters;
    return model;
}

namespace {

QList<ModelSpec> loadPresets() {
    QList<ModelSpec> presets;
    QFile file(QStringLiteral(":/models/presets.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the bundled model presets are missing from the executable");
    QString error;
    const auto root = parseJsonText(file.readAll(), &error);
    if (!root || !root->contains("models"))
        qFatal("the bundled model presets do not parse: %s", qPrintable(error));
    for (const auto& entry : root->at("models")) {
        const QString id = QString::fromStdString(entry.at("id").get<std::string>());
        const auto architecture = parseHfConfig(QByteArray::fromStdString(entry.at("config").dump()),
                                                QStringLiteral("presets.json: ") + id, &error);
        if (!architecture) // a build-time data error: the tests load every preset
            qFatal("%s", qPrintable(error));
        ModelSpec model =
            modelFromArchitecture(*architecture, QString::fromStdString(entry.at("name").get<std::string>()));
        model.id = id;
        model.source = QString::fromStdString(entry.at("source").get<std::string>());
        model.config = QByteArray::fromStdString(entry.at("config").dump());
        model.publishedParameters = entry.value("published_parameters", 0.0);
        model.publishedActiveParameters =
            entry.value("published_active_parameters", model.publishedParameters);
        presets.append(model);
    }
    return presets;
}

} // namespace

const QList<ModelSpec>& modelPresets() {
    static const QList<ModelSpec> presets = loadPresets();
    return presets;
}

const ModelSpec* modelPreset(const QString& id) {
    for (const ModelSpec& model : modelPresets())
        if (model.id == id)
            return &model;
    return nullptr;
}
