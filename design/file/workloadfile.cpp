#include "file/workloadfile.h"

#include "file/goodputfile.h"
#include "file/runfile.h"

#include "workload/hfconfig.h"
#include "workload/workloadtext.h"

#include <QSet>
#include <cmath>

namespace DesignFileDetail {

namespace {

constexpr size_t kMaxMeasurements = 1000;
constexpr double kOldDefaultMfu = 0.40; // what version 7 and before wrote when none was typed

bool flag(const ObjectReader& o, const char* key, bool fallback) {
    if (!o.has(key))
        return fallback;
    bool value = false;
    if (o.value(key).get(value) != simdjson::SUCCESS)
        throw LoadError{o.path(key),
                        DesignFile::tr("must be true or false, got %1").arg(shown(o.value(key)))};
    return value;
}

template <typename E>
E named(const ObjectReader& o, const char* key, E fallback, std::optional<E> (*fromName)(const QString&),
        const char* allowed) {
    if (!o.has(key))
        return fallback;
    const auto value = fromName(o.string(key, true));
    if (!value)
        throw LoadError{o.path(key), DesignFile::tr("must be one of %1, got %2")
                                         .arg(QString::fromLatin1(allowed), shown(o.value(key)))};
    return *value;
}

void readModel(const ObjectReader& m, Workload& w) {
    const int given = int(m.has("preset")) + int(m.has("parameters")) + int(m.has("config"));
    if (given != 1)
        throw LoadError{m.objectPath(), DesignFile::tr("must give one of preset, parameters or config")};
    w.modelName = m.string("name", false);
    if (m.has("preset")) {
        w.presetId = m.string("preset", true);
        if (!modelPreset(w.presetId))
            throw LoadError{m.path("preset"),
                            DesignFile::tr("unknown model preset %1").arg(quoted(w.presetId))};
    } else if (m.has("parameters")) {
        w.parameters = m.ranged(SettingRange::kModelParameters, 0);
    } else {
        QString error;
        const nlohmann::json config = toNlohmannJson(m.value("config"));
        w.architecture = hfConfigFromJson(config, &error);
        if (!w.architecture)
            throw LoadError{m.path("config"), error};
        w.config = QByteArray::fromStdString(config.dump());
    }
    m.rejectUnknownKeys({"preset", "parameters", "config", "name"});
}

} // namespace

std::optional<Workload> readWorkload(const ObjectReader& root, const PartIndex& parts, int version) {
    if (!root.has("workload"))
        return std::nullopt;
    const ObjectReader o = root.object("workload");
    Workload w;
    if (!o.has("model"))
        throw LoadError{o.path("model"), DesignFile::tr("is missing")};
    readModel(o.object("model"), w);
    const QString mode = o.string("mode", false, QStringLiteral("training"));
    if (mode != QLatin1String("training") && mode != QLatin1String("inference"))
        throw LoadError{o.path("mode"),
                        DesignFile::tr("must be one of %1, got %2")
                            .arg(QStringLiteral("training, inference"), shown(o.value("mode")))};
    w.inference = mode == QLatin1String("inference");

    const ObjectReader t = o.object("training");
    TrainingSetup& training = w.training;
    w.tokens = t.ranged(SettingRange::kTrainingTokens, 0);
    training.precision =
        named(t, "precision", training.precision, trainingPrecisionFromName, "fp32, bf16, fp16, fp8");
    training.optimizer =
        named(t, "optimizer", training.optimizer, optimizerFromName, "adam, adamw, sgd, adam8bit");
    training.recompute =
        named(t, "recompute", training.recompute, recomputeFromName, "none, selective, full");
    training.layout.zeroStage = t.whole("zero", 0, false, 0, 3);
    training.layout.tensorParallel = t.whole("tp", 1, false, 1, 1024);
    training.layout.pipelineParallel = t.whole("pp", 1, false, 1, 1024);
    training.layout.sequenceParallel = flag(t, "sequence_parallel", false);
    training.sequenceLength = t.whole("sequence_length", 1, false, training.sequenceLength, 10000000);
    training.microBatch = t.whole("micro_batch", 1, false, 1, 100000);
    if (t.has("mfu"))
        w.mfu = t.ranged(SettingRange::kMfu, 0);
    if (version < 8) {
        // Version 7 and before wrote the MFU the time was worked out from, the default 0.40 unless typed:
        // the default becomes the step-time model's prediction, a typed figure stays an override.
        if (w.mfu && std::abs(*w.mfu - kOldDefaultMfu) < 1e-9)
            w.mfu.reset();
        t.rejectUnknownKeys({"tokens", "precision", "optimizer", "recompute", "zero", "tp", "pp",
                             "sequence_parallel", "sequence_length", "micro_batch", "mfu"});
    } else {
        // Version 8: the rest of the step-time model's layout.
        training.layout.contextParallel = t.whole("cp", 1, false, 1, 1024);
        training.layout.expertParallel = t.whole("ep", 1, false, 1, 1024);
        training.layout.virtualStages = t.whole("vp", 1, false, 1, 1024);
        training.globalBatch = t.whole("global_batch", 0, false, 0, 100000000);
        if (version < 9) {
            t.rejectUnknownKeys({"tokens", "precision", "optimizer", "recompute", "zero", "tp", "pp", "cp",
                                 "ep", "vp", "sequence_parallel", "sequence_length", "micro_batch",
                                 "global_batch", "mfu"});
        } else {
            // Version 9: the software stack and the experts' capacity (absent: Megatron-Core, dropless).
            // Version 12: Megatron-Core with its MoE all-to-all overlap.
            if (t.has("stack"))
                training.stack = readSoftwareStack(t, "stack", version);
            training.capacityFactor = t.ranged(SettingRange::kCapacityFactor, 0);
            t.rejectUnknownKeys({"tokens", "precision", "optimizer", "recompute", "zero", "tp", "pp", "cp",
                                 "ep", "vp", "sequence_parallel", "sequence_length", "micro_batch",
                                 "global_batch", "mfu", "stack", "capacity_factor"});
        }
    }

    const ObjectReader i = o.object("inference");
    InferenceSetup& serving = w.serving;
    serving.weights =
        named(i, "precision", serving.weights, weightPrecisionFromName, "fp32, bf16, fp16, fp8, int8, int4");
    const QString kv = i.string("kv_precision", false, QStringLiteral("bf16"));
    if (kv != QLatin1String("bf16") && kv != QLatin1String("fp16") && kv != QLatin1String("fp8"))
        throw LoadError{i.path("kv_precision"),
                        DesignFile::tr("must be one of %1, got %2")
                            .arg(QStringLiteral("bf16, fp16, fp8"), shown(i.value("kv_precision")))};
    serving.kvBytesPerValue = kv == QLatin1String("fp8") ? 1 : 2;
    serving.batch = i.whole("batch", 1, false, 1, 1000000);
    serving.context = i.whole("context", 1, false, serving.context, 100000000);
    serving.gpus = i.whole("gpus", 1, false, 1, 1024);
    i.rejectUnknownKeys({"precision", "kv_precision", "batch", "context", "gpus"});

    w.gpus = o.whole("gpus", 0, false, 0, 10000000);
    if (o.has("gpu"))
        w.gpuPartId = partOfKind(o.path("gpu"), parts, PartKind::Gpu, o.string("gpu", true));
    w.reserveFraction = o.ranged(SettingRange::kMemoryReserve, w.reserveFraction);

    const JsonArray list = o.array("measurements");
    if (list.size() > kMaxMeasurements)
        throw LoadError{o.path("measurements"),
                        DesignFile::tr("has more than %1 entries").arg(kMaxMeasurements)};
    QSet<int> nodes;
    o.forEachObject("measurements", [&](const ObjectReader& m) {
        ScalingMeasurement measurement;
        measurement.nodes = m.whole("nodes", 1, true, 1, 1000000);
        if (nodes.contains(measurement.nodes))
            throw LoadError{m.path("nodes"),
                            DesignFile::tr("%1 nodes are measured twice").arg(measurement.nodes)};
        nodes.insert(measurement.nodes);
        if (!m.has("throughput"))
            throw LoadError{m.path("throughput"), DesignFile::tr("is missing")};
        measurement.throughput = m.ranged(SettingRange::kMeasuredThroughput, 0);
        m.rejectUnknownKeys({"nodes", "throughput"});
        w.measurements.append(measurement);
    });
    w.goodput = readGoodput(o, parts, version); // version 10
    if (version >= 9)
        w.calibrations = readCalibrations(o, parts, version);
    if (version >= 10)
        o.rejectUnknownKeys({"model", "mode", "training", "inference", "gpus", "gpu", "reserve",
                             "measurements", "calibrations", "goodput"});
    else if (version >= 9)
        o.rejectUnknownKeys({"model", "mode", "training", "inference", "gpus", "gpu", "reserve",
                             "measurements", "calibrations"});
    else
        o.rejectUnknownKeys(
            {"model", "mode", "training", "inference", "gpus", "gpu", "reserve", "measurements"});
    return w;
}

ordered_json writeWorkload(const Workload& w) {
    ordered_json o = ordered_json::object();
    ordered_json model = ordered_json::object();
    if (!w.modelName.isEmpty())
        model["name"] = w.modelName.toStdString();
    if (!w.presetId.isEmpty())
        model["preset"] = w.presetId.toStdString();
    else if (w.architecture)
        model["config"] = ordered_json::parse(w.config.toStdString());
    else
        model["parameters"] = number(w.parameters);
    o["model"] = std::move(model);
    o["mode"] = w.inference ? "inference" : "training";
    const TrainingSetup& t = w.training;
    o["training"] = ordered_json{{"tokens", number(w.tokens)},
                                 {"precision", precisionName(t.precision).toStdString()},
                                 {"optimizer", optimizerName(t.optimizer).toStdString()},
                                 {"recompute", recomputeName(t.recompute).toStdString()},
                                 {"zero", t.layout.zeroStage},
                                 {"tp", t.layout.tensorParallel},
                                 {"pp", t.layout.pipelineParallel},
                                 {"cp", t.layout.contextParallel},
                                 {"ep", t.layout.expertParallel},
                                 {"vp", t.layout.virtualStages},
                                 {"sequence_parallel", t.layout.sequenceParallel},
                                 {"sequence_length", t.sequenceLength},
                                 {"micro_batch", t.microBatch},
                                 {"global_batch", t.globalBatch},
                                 {"stack", softwareStackId(t.stack).toStdString()}};
    if (t.capacityFactor > 0)
        o["training"]["capacity_factor"] = number(t.capacityFactor);
    if (w.mfu)
        o["training"]["mfu"] = number(*w.mfu);
    const InferenceSetup& i = w.serving;
    o["inference"] = ordered_json{{"precision", weightPrecisionName(i.weights).toStdString()},
                                  {"kv_precision", i.kvBytesPerValue == 1 ? "fp8" : "bf16"},
                                  {"batch", i.batch},
                                  {"context", i.context},
                                  {"gpus", i.gpus}};
    if (w.gpus > 0)
        o["gpus"] = w.gpus;
    if (!w.gpuPartId.isEmpty())
        o["gpu"] = w.gpuPartId.toStdString();
    o["reserve"] = number(w.reserveFraction);
    if (!w.measurements.isEmpty()) {
        ordered_json list = ordered_json::array();
        for (const ScalingMeasurement& m : w.measurements)
            list.push_back(ordered_json{{"nodes", m.nodes}, {"throughput", number(m.throughput)}});
        o["measurements"] = std::move(list);
    }
    if (ordered_json goodput = writeGoodput(w.goodput); !goodput.empty())
        o["goodput"] = std::move(goodput);
    if (!w.calibrations.isEmpty())
        o["calibrations"] = writeCalibrations(w.calibrations);
    return o;
}

} // namespace DesignFileDetail
