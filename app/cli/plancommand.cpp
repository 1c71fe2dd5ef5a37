#include "cli/plancommand.h"

#include "analysis/analyzer.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "cli/goodputoptions.h"
#include "jsonwriter.h"

#include "cli/planprint.h"
#include "file/designfile.h"
#include "performance/runlog.h"
#include "performance/softwarestack.h"
#include "plan/runcalibration.h"
#include "plan/workloadjson.h"
#include "plan/workloadrequest.h"
#include "workload/designgpus.h"
#include "workload/hfconfig.h"
#include "workload/workloadtext.h"

#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <cmath>

namespace {

int planUsage() {
    printError(
        PlanCommand::tr(
            "usage: cluster-workbench plan [DESIGN] (--params N | --arch K=V,... | --hf-config FILE | "
            "--model "
            "PRESET) [options]\n"
            "model:\n"
            "  --params N             parameters (7e9, 7B, 1.5T)\n"
            "  --hf-config FILE       a Hugging Face config.json\n"
            "  --arch K=V,...         its shape: hidden, layers, heads, kv_heads, intermediate, vocab, "
            "tied,\n"
            "                         experts, experts_per_token (or config.json names)\n"
            "  --model PRESET         a bundled model (--list-models lists them)\n"
            "training (default):\n"
            "  --tokens N             training tokens (1T, 300B): time, GPU-hours and energy\n"
            "  --precision P          fp32, bf16 (default), fp16, fp8\n"
            "  --optimizer O          adam (default), adamw, sgd, adam8bit\n"
            "  --zero S               ZeRO stage 0-3 (default 0)\n"
            "  --dp N --tp N --pp N   data, tensor and pipeline parallel degrees\n"
            "  --cp N --ep N --vp N   context and expert parallel degrees, interleaved pipeline chunks\n"
            "  --global-batch N       sequences per step (default 8 micro-batches per pipeline stage)\n"
            "  --sequence-parallel    with tensor parallelism\n"
            "  --seq N                sequence length (default 4096)\n"
            "  --micro-batch N        micro-batch per GPU (default 1)\n"
            "  --recompute R          none, selective (default), full\n"
            "  --mfu F                a typed model FLOPs utilisation instead of the predicted speed\n"
            "  --stack NAME           megatron (default), megatron-moe-overlap, torchtitan, deepspeed,\n"
            "                         llm-foundry, dualpipe\n"
            "  --capacity-factor F    an MoE's expert capacity (default 0: dropless)\n"
            "calibration to a measured run (the plan's model, layout, GPUs and stack):\n"
            "  --calibrate-log FILE   a Megatron-LM/NeMo or torchtitan log\n"
            "  --calibrate-step S     or the measured step time in seconds [--calibration-date YYYY-MM-DD]\n"
            "  --save-calibration     keep it in DESIGN (saved in place)\n"
            "inference:\n"
            "  --inference --batch N --context N [--precision fp32|bf16|fp8|int8|int4] [--kv-fp8]\n"
            "GPUs:\n"
            "  --gpus N               GPUs in all (default: the design's, else dp x tp x pp)\n"
            "  --gpu PART             the GPU part (default: the design's)\n"
            "  --reserve F            share of GPU memory kept free (default 0.1)\n"
            "  --power-cap W          the GPU's power limit (nvidia-smi -pl; default: the design's, else "
            "rated)\n"
            "without a design:\n"
            "  --gpus-per-node N      GPUs on one NVLink domain (default 8; 4 for PCIe cards)\n"
            "  --nic-gbps X           fabric Gb/s per GPU (default 400)\n"
            "  --oversubscription R   fabric oversubscription above the leaves (default 1)\n"
            "  --json                 the plan as JSON on stdout\n"
            "  --lang en|zh_CN, --catalog PATH") +
        QLatin1Char('\n') + GoodputOptions::usage());
    return 2;
}

int planFail(const QString& message) {
    printError(message);
    return 2;
}

struct Options {
    const CommandLine& cl;
    QString error;

    std::optional<double> number(const char* name, double fallback, double minimum, double maximum) {
        const QString option = QString::fromLatin1(name);
        if (!cl.has(option))
            return fallback;
        const auto value = commandAmount(cl.value(option));
        if (!value || *value < minimum || *value > maximum) {
            error = PlanCommand::tr("%1 %2: expected a number from %3 to %4")
                        .arg(option, cl.value(option), QLocale::c().toString(minimum),
                             QLocale::c().toString(maximum));
            return std::nullopt;
        }
        return value;
    }
    std::optional<int> whole(const char* name, int fallback, int minimum, int maximum) {
        const auto value = number(name, fallback, minimum, maximum);
        if (value && *value != std::floor(*value)) {
            error = PlanCommand::tr("%1 %2: expected a whole number")
                        .arg(QString::fromLatin1(name), cl.value(QString::fromLatin1(name)));
            return std::nullopt;
        }
        return value ? std::optional<int>(int(*value)) : std::nullopt;
    }
};

// --arch "hidden=4096,layers=32,...": the shape as config.json fields (short names or the config's own),
// read by the same reader as a config.json.
std::optional<ModelArchitecture> architectureOption(const QString& text, QString* error) {
    static const QHash<QString, QString> aliases{
        {QStringLiteral("hidden"), QStringLiteral("hidden_size")},
        {QStringLiteral("layers"), QStringLiteral("num_hidden_layers")},
        {QStringLiteral("heads"), QStringLiteral("num_attention_heads")},
        {QStringLiteral("kv_heads"), QStringLiteral("num_key_value_heads")},
        {QStringLiteral("intermediate"), QStringLiteral("intermediate_size")},
        {QStringLiteral("vocab"), QStringLiteral("vocab_size")},
        {QStringLiteral("tied"), QStringLiteral("tie_word_embeddings")},
        {QStringLiteral("experts"), QStringLiteral("num_local_experts")},
        {QStringLiteral("experts_per_token"), QStringLiteral("num_experts_per_tok")},
        {QStringLiteral("head_dim"), QStringLiteral("head_dim")}};
    nlohmann::json config = nlohmann::json::object();
    for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            *error = PlanCommand::tr("--arch %1: expected NAME=VALUE, got \"%2\"").arg(text, pair);
            return std::nullopt;
        }
        const QString name = pair.left(equals).trimmed();
        const QString value = pair.mid(equals + 1).trimmed();
        const std::string key = aliases.value(name, name).toStdString();
        bool ok = false;
        const qlonglong number = value.toLongLong(&ok);
        if (ok)
            config[key] = number;
        else if (value == QLatin1String("true") || value == QLatin1String("false"))
            config[key] = value == QLatin1String("true");
        else
            config[key] = value.toStdString();
    }
    QString message;
    auto architecture = hfConfigFromJson(config, &message);
    if (!architecture)
        *error = QStringLiteral("--arch: %1").arg(message);
    return architecture;
}

// --calibrate-log FILE or --calibrate-step S: the factor for the plan's stack on its GPU, applied to this
// plan and, with --save-calibration, kept in the design file (saved in place, atomically).
int calibrate(const CommandLine& cl, WorkloadRequest& request, const PartIndex& parts, CommandDesign* loaded,
              const Budgets* budgets, double measuredStepS) {
    MeasuredRun run;
    QString error;
    if (cl.has(QStringLiteral("--calibrate-log"))) {
        const QString path = cl.value(QStringLiteral("--calibrate-log"));
        const auto log = readRunLog(path, &error);
        if (!log)
            return planFail(error);
        run.stepTimeS = log->stepTimeS;
        run.tokensPerSPerGpu = log->tokensPerSPerGpu;
        run.globalBatch = log->globalBatch;
        run.date = log->date;
        run.source = QFileInfo(path).fileName();
    } else {
        run.stepTimeS = measuredStepS;
        run.source = PlanCommand::tr("typed");
    }
    if (cl.has(QStringLiteral("--calibration-date"))) {
        run.date = QDate::fromString(cl.value(QStringLiteral("--calibration-date")), Qt::ISODate);
        if (!run.date.isValid())
            return planFail(PlanCommand::tr("--calibration-date %1: expected YYYY-MM-DD")
                                .arg(cl.value(QStringLiteral("--calibration-date"))));
    }
    const auto calibration =
        calibrateToRun(request, run, parts, loaded ? &loaded->design : nullptr, budgets, &error);
    if (!calibration)
        return planFail(PlanCommand::tr("cannot calibrate: %1").arg(error));
    request.calibrations = withCalibration(request.calibrations, *calibration);
    if (cl.has(QStringLiteral("--save-calibration"))) {
        if (!loaded || !loaded->design.workload)
            return planFail(PlanCommand::tr("--save-calibration needs a design with a workload"));
        loaded->design.workload->calibrations =
            withCalibration(loaded->design.workload->calibrations, *calibration);
        if (!DesignFile::save(loaded->design, cl.positionals().first(), &error))
            return planFail(error);
    }
    return 0;
}

} // namespace

int PlanCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         QStringList{QStringLiteral("--params"),
                                     QStringLiteral("--hf-config"),
                                     QStringLiteral("--arch"),
                                     QStringLiteral("--model"),
                                     QStringLiteral("--tokens"),
                                     QStringLiteral("--zero"),
                                     QStringLiteral("--dp"),
                                     QStringLiteral("--tp"),
                                     QStringLiteral("--pp"),
                                     QStringLiteral("--gpus"),
                                     QStringLiteral("--gpu"),
                                     QStringLiteral("--mfu"),
                                     QStringLiteral("--precision"),
                                     QStringLiteral("--optimizer"),
                                     QStringLiteral("--recompute"),
                                     QStringLiteral("--seq"),
                                     QStringLiteral("--micro-batch"),
                                     QStringLiteral("--batch"),
                                     QStringLiteral("--context"),
                                     QStringLiteral("--reserve"),
                                     QStringLiteral("--lang"),
                                     QStringLiteral("--catalog"),
                                     QStringLiteral("--cp"),
                                     QStringLiteral("--ep"),
                                     QStringLiteral("--vp"),
                                     QStringLiteral("--global-batch"),
                                     QStringLiteral("--gpus-per-node"),
                                     QStringLiteral("--nic-gbps"),
                                     QStringLiteral("--oversubscription"),
                                     QStringLiteral("--stack"),
                                     QStringLiteral("--capacity-factor"),
                                     QStringLiteral("--power-cap"),
                                     QStringLiteral("--calibrate-log"),
                                     QStringLiteral("--calibrate-step"),
                                     QStringLiteral("--calibration-date")} +
                             GoodputOptions::valueOptions(),
                         QStringList{QStringLiteral("--json"), QStringLiteral("--inference"),
                                     QStringLiteral("--sequence-parallel"), QStringLiteral("--list-models"),
                                     QStringLiteral("--kv-fp8"), QStringLiteral("--save-calibration")} +
                             GoodputOptions::flags());
    if (!cl.ok()) {
        printError(cl.error());
        return planUsage();
    }
    if (!applyLanguageOption(cl))
        return 2;
    if (cl.has(QStringLiteral("--list-models"))) {
        for (const ModelSpec& model : modelPresets())
            printOut(QStringLiteral("%1\t%2\t%3 B\t%4")
                         .arg(model.id, model.name, QLocale().toString(model.parameters / 1e9, 'f', 2),
                              model.source));
        return 0;
    }
    if (cl.positionals().size() > 1)
        return planUsage();
    const int modelOptions = int(cl.has(QStringLiteral("--params"))) +
                             int(cl.has(QStringLiteral("--hf-config"))) +
                             int(cl.has(QStringLiteral("--arch"))) + int(cl.has(QStringLiteral("--model")));
    if (modelOptions > 1)
        return planFail(PlanCommand::tr(
            "give the model once: --params N, --arch K=V,..., --hf-config FILE or --model PRESET"));

    std::optional<CommandDesign> loaded;
    PartIndex parts;
    if (!cl.positionals().isEmpty()) {
        loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
        if (!loaded)
            return 2;
        parts = loaded->parts;
    } else {
        QString error;
        const auto store = openCatalogStore(cl.value(QStringLiteral("--catalog")), &error);
        const auto snapshot = store ? store->snapshot(&error) : std::nullopt;
        if (!snapshot)
            return planFail(error);
        parts = *snapshot;
    }
    // A design's own workload is the starting point; the options given change it.
    const bool designWorkload = loaded && loaded->design.workload;
    if (modelOptions == 0 && !designWorkload)
        return planFail(
            PlanCommand::tr("give the model: --params N, --hf-config FILE or --model PRESET (or a "
                            "design with a workload)"));
    WorkloadRequest request = designWorkload ? workloadRequest(*loaded->design.workload) : WorkloadRequest{};
    Options o{cl, {}};
    if (cl.has(QStringLiteral("--params"))) {
        const auto parameters = o.number("--params", 0, 1e6, 1e14);
        if (!parameters)
            return planFail(o.error);
        request.model = modelFromParameters(
            *parameters,
            PlanCommand::tr("%1 B parameters").arg(QLocale().toString(*parameters / 1e9, 'g', 4)));
    } else if (cl.has(QStringLiteral("--hf-config"))) {
        QString error;
        const QString path = cl.value(QStringLiteral("--hf-config"));
        const auto architecture = readHfConfig(path, &error);
        if (!architecture)
            return planFail(error);
        request.model = modelFromArchitecture(*architecture, path);
        request.model.source = path;
    } else if (cl.has(QStringLiteral("--arch"))) {
        QString error;
        const auto architecture = architectureOption(cl.value(QStringLiteral("--arch")), &error);
        if (!architecture)
            return planFail(error);
        request.model = modelFromArchitecture(*architecture, PlanCommand::tr("the model of --arch"));
    } else if (cl.has(QStringLiteral("--model"))) {
        const ModelSpec* preset = modelPreset(cl.value(QStringLiteral("--model")));
        if (!preset)
            return planFail(PlanCommand::tr("--model %1: no such preset (--list-models lists them)")
                                .arg(cl.value(QStringLiteral("--model"))));
        request.model = *preset;
    }

    if (cl.has(QStringLiteral("--inference")))
        request.inference = true;
    if (request.inference) {
        const QString precision =
            cl.value(QStringLiteral("--precision"), weightPrecisionName(request.serving.weights));
        const auto weights = weightPrecisionFromName(precision);
        if (!weights)
            return planFail(PlanCommand::tr("--precision %1: expected fp32, bf16, fp16, fp8, int8 or int4")
                                .arg(precision));
        request.serving.weights = *weights;
        if (cl.has(QStringLiteral("--kv-fp8")))
            request.serving.kvBytesPerValue = 1;
    } else {
        const QString precision =
            cl.value(QStringLiteral("--precision"), precisionName(request.training.precision));
        const auto training = trainingPrecisionFromName(precision);
        if (!training)
            return planFail(
                PlanCommand::tr("--precision %1: training takes fp32, bf16, fp16 or fp8").arg(precision));
        request.training.precision = *training;
        const QString optimizer =
            cl.value(QStringLiteral("--optimizer"), optimizerName(request.training.optimizer));
        const auto chosen = optimizerFromName(optimizer);
        if (!chosen)
            return planFail(
                PlanCommand::tr("--optimizer %1: expected adam, adamw, sgd or adam8bit").arg(optimizer));
        request.training.optimizer = *chosen;
        const QString recompute =
            cl.value(QStringLiteral("--recompute"), recomputeName(request.training.recompute));
        const auto how = recomputeFromName(recompute);
        if (!how)
            return planFail(
                PlanCommand::tr("--recompute %1: expected none, selective or full").arg(recompute));
        request.training.recompute = *how;
        if (cl.has(QStringLiteral("--sequence-parallel")))
            request.training.layout.sequenceParallel = true;
        const QString stack = cl.value(QStringLiteral("--stack"), softwareStackId(request.training.stack));
        const auto chosenStack = softwareStackFromId(stack);
        if (!chosenStack)
            return planFail(PlanCommand::tr("--stack %1: expected one of %2")
                                .arg(stack, softwareStackIds().join(QStringLiteral(", "))));
        request.training.stack = *chosenStack;
    }
    TrainingSetup& t = request.training;
    const auto zero = o.whole("--zero", t.layout.zeroStage, 0, 3);
    const auto dp = o.whole("--dp", t.layout.dataParallel, 1, 1000000);
    const auto tp = o.whole("--tp", t.layout.tensorParallel, 1, 1024);
    const auto pp = o.whole("--pp", t.layout.pipelineParallel, 1, 1024);
    const auto cp = o.whole("--cp", t.layout.contextParallel, 1, 1024);
    const auto ep = o.whole("--ep", t.layout.expertParallel, 1, 4096);
    const auto vp = o.whole("--vp", t.layout.virtualStages, 1, 1024);
    const auto globalBatch = o.whole("--global-batch", std::max(1, t.globalBatch), 1, 100000000);
    const auto perNode = o.whole("--gpus-per-node", std::max(1, request.hardware.gpusPerNode), 1, 1024);
    const auto nicGbps = o.number("--nic-gbps", request.hardware.nicGbps, 1, 1e5);
    const auto oversubscription = o.number("--oversubscription", request.hardware.oversubscription, 1, 100);
    const auto gpus = o.whole("--gpus", std::max(1, request.gpus), 1, 10000000);
    const auto seq = o.whole("--seq", t.sequenceLength, 1, 10000000);
    const auto micro = o.whole("--micro-batch", t.microBatch, 1, 100000);
    const auto batch = o.whole("--batch", request.serving.batch, 1, 1000000);
    const auto context = o.whole("--context", request.serving.context, 1, 100000000);
    const auto tokens = o.number("--tokens", std::max(1.0, request.tokens), 1, 1e16);
    const auto mfu = o.number("--mfu", request.mfu, 0.01, 1);
    const auto reserve = o.number("--reserve", request.reserveFraction, 0, 0.9);
    const auto capacity = o.number("--capacity-factor", t.capacityFactor, 0, 16);
    const auto powerCap = o.number("--power-cap", 0, 50, 3000);
    const auto measuredStep = o.number("--calibrate-step", 0, 1e-6, 1e6);
    if (!o.error.isEmpty())
        return planFail(o.error);
    if (cl.has(QStringLiteral("--gpus")))
        request.gpus = *gpus;
    t.layout.zeroStage = *zero;
    t.layout.dataParallel = *dp;
    t.layout.tensorParallel = *tp;
    t.layout.pipelineParallel = *pp;
    t.layout.contextParallel = *cp;
    t.layout.expertParallel = *ep;
    t.layout.virtualStages = *vp;
    if (cl.has(QStringLiteral("--global-batch")))
        t.globalBatch = *globalBatch;
    if (cl.has(QStringLiteral("--gpus-per-node")))
        request.hardware.gpusPerNode = *perNode;
    request.hardware.nicGbps = *nicGbps;
    request.hardware.oversubscription = *oversubscription;
    t.sequenceLength = *seq;
    t.microBatch = *micro;
    request.serving.batch = *batch;
    request.serving.context = *context;
    if (cl.has(QStringLiteral("--gpus")) && request.inference)
        request.serving.gpus = *gpus;
    else if (cl.has(QStringLiteral("--tp")) && request.inference)
        request.serving.gpus = *tp;
    if (cl.has(QStringLiteral("--tokens")))
        request.tokens = *tokens;
    if (cl.has(QStringLiteral("--mfu"))) {
        request.mfu = *mfu;
        request.mfuOverride = true;
    }
    if (cl.has(QStringLiteral("--reserve")))
        request.reserveFraction = *reserve;
    t.capacityFactor = *capacity;
    if (cl.has(QStringLiteral("--gpu")))
        request.gpuPartId = cl.value(QStringLiteral("--gpu"));
    if (QString error; !GoodputOptions::apply(cl, request.goodput, &error))
        return planFail(error);

    if (!request.gpuPartId.isEmpty() &&
        (!parts.find(request.gpuPartId) || !parts.find(request.gpuPartId)->gpu()))
        return planFail(PlanCommand::tr("--gpu %1: not a GPU part of the catalog").arg(request.gpuPartId));
    if (cl.has(QStringLiteral("--power-cap"))) {
        const QString gpuId = !request.gpuPartId.isEmpty() ? request.gpuPartId
                              : loaded                     ? designGpus(loaded->design, parts).partId
                                                           : QString();
        if (gpuId.isEmpty())
            return planFail(PlanCommand::tr("--power-cap needs a GPU: --gpu PART or a design with GPUs"));
        request.hardware.powerCapsW.insert(gpuId, *powerCap);
    }
    std::optional<Budgets> budgets;
    if (loaded)
        budgets = Analyzer(parts).analyze(loaded->design);
    request.withFabricVariants = false; // for the step-time chart only
    const bool calibrating =
        cl.has(QStringLiteral("--calibrate-log")) || cl.has(QStringLiteral("--calibrate-step"));
    if (cl.has(QStringLiteral("--save-calibration")) && !calibrating)
        return planFail(
            PlanCommand::tr("--save-calibration needs --calibrate-log FILE or --calibrate-step S"));
    if (calibrating) {
        const int status = calibrate(cl, request, parts, loaded ? &*loaded : nullptr,
                                     budgets ? &*budgets : nullptr, measuredStep.value_or(0));
        if (status != 0)
            return status;
    }
    const WorkloadPlan plan =
        planWorkload(request, parts, loaded ? &loaded->design : nullptr, budgets ? &*budgets : nullptr);

    if (cl.has(QStringLiteral("--json"))) {
        std::string text;
        JsonWriter w(text, stdoutJsonLayout());
        writeWorkloadPlanJson(w, request, plan);
        text += '\n';
        fwrite(text.data(), 1, text.size(), stdout);
    } else {
        printWorkloadPlan(request, plan);
    }
    return plan.chosenFit && !plan.chosenFit->fits ? 1 : 0;
}
