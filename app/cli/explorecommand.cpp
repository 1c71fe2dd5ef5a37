#include "cli/explorecommand.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "durablefile.h"
#include "durablefolder.h"
#include "explore/exploreorder.h"
#include "explore/explorer.h"
#include "file/designfile.h"
#include "jsonwriter.h"
#include "model/designlimits.h"
#include "model/exchangerates.h"
#include "model/money.h"
#include "parts/partindex.h"
#include "templates/templatelibrary.h"
#include "workload/hfconfig.h"
#include "workload/modelpresets.h"
#include "workload/workloadtext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <nlohmann/json.hpp>
#include <tuple>

namespace {

int exploreUsage() {
    printError(
        ExploreCommand::tr(
            "usage: cluster-workbench explore [DESIGN] (--model PRESET | --hf-config FILE) (--tokens N "
            "--days D "
            "| --serve-tokens-per-s Q | --gpu-count N) [options]\n"
            "  DESIGN               its workload and settings (currency, prices, PUE) are the starting "
            "point\n"
            "  --model PRESET       a bundled model (plan --list-models); --hf-config FILE: a config.json\n"
            "  --tokens N           training tokens (1T, 300B); --days D: the deadline\n"
            "  --serve-tokens-per-s Q  serve Q output tokens per second instead of training; with\n"
            "                       --ttft-s T (the first token within T seconds), --batch N and --context "
            "N\n"
            "                       (per replica; default 32 and 4096)\n"
            "  --gpu-count N        a fixed cluster size instead of a deadline\n"
            "  --budget X           capital cost limit, in the design's currency (default USD)\n"
            "  --this-hall          DESIGN's hall: its free positions, UPS, CDUs and air units "
            "(docs/explore.md)\n"
            "  --power-kw P         total IT power limit at maximum load\n"
            "  --rack-kw R          power budget of each rack of servers (default 40; a rack-scale\n"
            "                       system such as GB200 NVL72 stands in its own rack at its power)\n"
            "  --currency CODE      price the variants in CODE (default: the design's, else USD; CNY\n"
            "                       with VAT 13%)\n"
            "  --cny-per-usd X      the exchange rate for parts priced in the other of CNY and USD\n"
            "                       (default: the design's, else %1, PBOC central parity of %2)\n"
            "  --floor-positions N  rack positions on the floor, at most\n"
            "  --row-length N       rack positions per row (default: a floor about as deep as long)\n"
            "  --systems A,B,...    candidate GPU systems of the catalog, ids of GPU servers configured\n"
            "                       in DESIGN, or names of server templates in the library (default:\n"
            "                       every GPU system, every such server and every such template)\n"
            "  --cooling air,rdhx,liquid  the rack cooling the floor offers (default: all three; rdhx:\n"
            "                       rear-door heat exchangers)\n"
            "  --fabric infiniband,ethernet  compute fabric technologies to try (default: both)\n"
            "  --oversubscription 1,2  fabric oversubscriptions to try (default 1,2)\n"
            "  --precision bf16|fp8, --seq N   the training run\n"
            "  --global-batch N     sequences per step: the layouts that fit are then compared and\n"
            "                       the one needing the fewest GPUs is chosen (default: the smallest)\n"
            "  --save-dir DIR       write every variant there as a design file\n"
            "  --json               the variants as JSON on stdout\n"
            "  --lang en|zh_CN, --catalog PATH")
            .arg(QString::number(kDefaultCnyPerUsd), QLatin1String(kDefaultCnyPerUsdDate)));
    return 2;
}

int exploreFail(const QString& message) {
    printError(message);
    return 2;
}

std::optional<double> positive(const CommandLine& cl, const char* name, QString* error) {
    const QString option = QString::fromLatin1(name);
    const auto value = commandAmount(cl.value(option));
    if (!value || *value <= 0) {
        *error = ExploreCommand::tr("%1 %2: expected a positive number").arg(option, cl.value(option));
        return std::nullopt;
    }
    return value;
}

// Every variant in the explorer's order (exploreOrder: the feasible first); what is not known of one ruled
// out (its GPUs, time or cost) is null, and a cost that leaves out parts is null too.
void writeJson(const QList<ExploreVariant>& variants, const QList<int>& order, const QString& currency,
               bool serving) {
    std::string text;
    JsonWriter w(text, stdoutJsonLayout());
    w.beginObject();
    w.field("goal", serving ? "serve" : "train");
    w.field("currency", currency);
    w.key("variants");
    w.beginArray();
    int chosen = -1;
    const auto round = [](double value, int digits) {
        const double scale = std::pow(10.0, digits);
        return std::round(value * scale) / scale;
    };
    // A figure, or null where it is not known.
    const auto known = [&](const char* name, double value, bool isKnown, int digits) {
        w.key(name);
        if (isKnown)
            w.value(round(value, digits));
        else
            w.value(nullptr);
    };
    for (int shown = 0; shown < order.size(); ++shown) {
        const ExploreVariant& v = variants[order[shown]];
        // The suggestion: the cheapest on the front.
        if (v.pareto && (chosen < 0 || v.capex < variants[order[chosen]].capex))
            chosen = shown;
        const bool sized = v.gpus > 0;
        w.beginObject();
        w.field("system", v.systemPartId);
        w.field("gpu", v.gpuPartId);
        known("gpus", v.gpus, sized, 0);
        known("nodes", v.nodes, sized, 0);
        known("racks", v.racks, v.racks > 0, 0);
        w.key("layout");
        if (sized) {
            w.beginObject();
            w.field("dp", v.layout.dataParallel);
            w.field("tp", v.layout.tensorParallel);
            w.field("pp", v.layout.pipelineParallel);
            w.field("cp", std::max(1, v.layout.contextParallel));
            w.endObject();
        } else {
            w.value(nullptr);
        }
        w.field("fabric", v.technology);
        w.field("cooling", v.cooling);
        w.field("oversubscription", v.oversubscription);
        known("days", v.days, v.days > 0, 2);
        w.field("ettr", round(v.ettr, 4));
        w.field("spare_nodes", v.spareNodes);
        w.field("storage_systems", v.storageSystems);
        w.field("storage", v.storagePartId);
        if (!v.goodputNote.isEmpty())
            w.field("goodput_note", v.goodputNote);
        known("ttft_s", v.ttftS, v.ttftS > 0, 4);
        known("tokens_per_s", v.tokensPerS, v.tokensPerS > 0, 0);
        known("capex", v.capex, v.costComplete, 2);
        known("tco", v.tco, v.costComplete, 2);
        known("cost_per_m_tokens", v.costPerMTokens, v.costComplete && v.costPerMTokens > 0, 4);
        known("power_kw", v.powerKw, v.powerKw > 0, 2);
        w.field("feasible", v.feasible);
        w.key("reasons");
        w.beginArray();
        for (const QString& reason : v.reasons)
            w.value(reason);
        w.endArray();
        w.key("notes"); // what differs from what was asked (a GPU count raised), feasible or not
        w.beginArray();
        for (const QString& note : v.notes)
            w.value(note);
        w.endArray();
        w.field("pareto", v.pareto);
        w.endObject();
    }
    w.endArray();
    if (chosen >= 0) // the index of the suggestion; absent when no variant is feasible
        w.field("chosen", chosen);
    w.endObject();
    text += '\n';
    fwrite(text.data(), 1, text.size(), stdout);
}

// "NVIDIA DGX H100, InfiniBand, Air": the system, its compute fabric's technology and its racks' cooling.
QString candidateLabel(const ExploreVariant& v) {
    return QStringLiteral("%1, %2, %3")
        .arg(v.systemName, technologyName(v.technology), coolingName(v.cooling));
}

// A line per variant in the explorer's order; one ruled out shows what is known of it and why not.
void printTable(const QList<ExploreVariant>& variants, const QList<int>& order, const QString& currency,
                bool serving) {
    const QLocale locale;
    for (int index : order) {
        const ExploreVariant& v = variants[index];
        const QString cost =
            v.costComplete ? formatMoney(v.capex, currency) : ExploreCommand::tr("cost not known");
        const QString layout =
            v.layout.contextParallel > 1 // "pp 4 x cp 2"
                ? QStringLiteral("%1 x cp %2").arg(v.layout.pipelineParallel).arg(v.layout.contextParallel)
                : QString::number(v.layout.pipelineParallel);
        QString line;
        if (v.gpus <= 0)
            line = ExploreCommand::tr("%1 %2, %3:1: ruled out")
                       .arg(QStringLiteral(" "), candidateLabel(v))
                       .arg(locale.toString(v.oversubscription, 'g', 3));
        else if (serving)
            line = ExploreCommand::tr("%1 %2, %3:1: %4 GPUs (%5 replicas of %6), %7 tokens/s, first token "
                                      "%8 s, %9, %10 kW")
                       .arg(v.pareto ? QStringLiteral("*") : QStringLiteral(" "), candidateLabel(v))
                       .arg(locale.toString(v.oversubscription, 'g', 3))
                       .arg(v.gpus)
                       .arg(v.layout.dataParallel)
                       .arg(v.layout.tensorParallel)
                       .arg(locale.toString(v.tokensPerS, 'f', 0), locale.toString(v.ttftS, 'f', 2), cost,
                            locale.toString(v.powerKw, 'f', 0));
        else
            line =
                ExploreCommand::tr("%1 %2, %3:1: %4 GPUs (tp %5 x pp %6), %7 days, %8, %9 kW")
                    .arg(v.pareto ? QStringLiteral("*") : QStringLiteral(" "), candidateLabel(v))
                    .arg(locale.toString(v.oversubscription, 'g', 3))
                    .arg(v.gpus)
                    .arg(v.layout.tensorParallel)
                    .arg(layout, locale.toString(v.days, 'f', 1), cost, locale.toString(v.powerKw, 'f', 0));
        if (!v.feasible)
            line += QStringLiteral(" - ") + v.reasons.join(QStringLiteral("; "));
        if (!v.notes.isEmpty())
            line += QStringLiteral(" - ") +
                    ExploreCommand::tr("note: %1").arg(v.notes.join(QStringLiteral("; ")));
        printOut(line);
    }
    printOut(
        serving
            ? ExploreCommand::tr("* on the front: no other feasible variant answers sooner and costs less")
            : ExploreCommand::tr("* on the front: no other feasible variant is both faster and cheaper"));
}

} // namespace

int ExploreCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments, {QStringLiteral("--model"),       QStringLiteral("--hf-config"),
                                     QStringLiteral("--tokens"),      QStringLiteral("--days"),
                                     QStringLiteral("--gpu-count"),   QStringLiteral("--budget"),
                                     QStringLiteral("--power-kw"),    QStringLiteral("--rack-kw"),
                                     QStringLiteral("--systems"),     QStringLiteral("--oversubscription"),
                                     QStringLiteral("--precision"),   QStringLiteral("--seq"),
                                     QStringLiteral("--save-dir"),    QStringLiteral("--lang"),
                                     QStringLiteral("--catalog"),     QStringLiteral("--serve-tokens-per-s"),
                                     QStringLiteral("--ttft-s"),      QStringLiteral("--batch"),
                                     QStringLiteral("--context"),     QStringLiteral("--floor-positions"),
                                     QStringLiteral("--row-length"),  QStringLiteral("--global-batch"),
                                     QStringLiteral("--cooling"),     QStringLiteral("--fabric"),
                                     QStringLiteral("--cny-per-usd"), QStringLiteral("--currency")},
                         {QStringLiteral("--json"), QStringLiteral("--this-hall")});
    if (!cl.ok()) {
        printError(cl.error());
        return exploreUsage();
    }
    if (!applyLanguageOption(cl))
        return 2;
    if (cl.positionals().size() > 1)
        return exploreUsage();
    ExploreRequest request;
    PartIndex parts;
    QString catalogPath;
    if (!cl.positionals().isEmpty()) {
        const auto loaded =
            loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
        if (!loaded)
            return 2;
        parts = loaded->parts;
        catalogPath = loaded->catalogPath;
        request.settings = loaded->design.settings;
        request.quotes = loaded->design.quotes;
        request.servers = configuredGpuServers(loaded->design, parts);
        if (loaded->design.workload)
            request.workload = *loaded->design.workload;
        if (cl.has(QStringLiteral("--this-hall"))) {
            if (!loaded->design.hall)
                return exploreFail(
                    ExploreCommand::tr("--this-hall: %1 has no hall").arg(cl.positionals().first()));
            request.hall = loaded->design.hall;
        }
    } else {
        QString error;
        const auto store = openCatalogStore(cl.value(QStringLiteral("--catalog")), &error);
        const auto snapshot = store ? store->snapshot(&error) : std::nullopt;
        if (!snapshot)
            return exploreFail(error);
        parts = *snapshot;
        catalogPath = store->path();
    }
    // The library's server templates are candidates too; a template file that does not load is named.
    QStringList templateProblems;
    request.servers += templateGpuServers(
        TemplateLibrary(TemplateLibrary::folderFor(catalogPath)).load(parts, &templateProblems), parts);
    for (const QString& problem : std::as_const(templateProblems))
        printError(ExploreCommand::tr("warning: %1").arg(problem));
    Workload& workload = request.workload;
    if (cl.has(QStringLiteral("--model"))) {
        if (!modelPreset(cl.value(QStringLiteral("--model"))))
            return exploreFail(
                ExploreCommand::tr("--model %1: no such preset (plan --list-models lists them)")
                    .arg(cl.value(QStringLiteral("--model"))));
        workload.presetId = cl.value(QStringLiteral("--model"));
        workload.architecture.reset();
        workload.config.clear();
        workload.parameters = 0;
    } else if (cl.has(QStringLiteral("--hf-config"))) {
        // Read once: the shape, and the object kept as the workload's config (as the Workload tab loads it).
        QString error;
        const QString path = cl.value(QStringLiteral("--hf-config"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return exploreFail(ExploreCommand::tr("%1: cannot read: %2").arg(path, file.errorString()));
        const QByteArray text = file.readAll();
        const auto architecture = parseHfConfig(text, path, &error);
        if (!architecture)
            return exploreFail(error);
        workload.presetId.clear();
        workload.architecture = architecture;
        workload.config = QByteArray::fromStdString(nlohmann::json::parse(text.toStdString()).dump());
        workload.modelName = QFileInfo(path).dir().dirName();
    } else if (workload.presetId.isEmpty() && !workload.architecture) {
        return exploreFail(
            ExploreCommand::tr("give the model: --model PRESET or --hf-config FILE (the step-time "
                               "model needs its shape), or a design with such a workload"));
    }
    QString error;
    // Serving: the design's serving settings when its workload serves, else a batch of 32 at 4,096 tokens.
    const bool serve = cl.has(QStringLiteral("--serve-tokens-per-s"));
    if (serve && !workload.inference) {
        workload.serving.batch = 32;
        workload.serving.context = 4096;
    }
    workload.inference = serve;
    for (const auto& [name, target] :
         {std::pair{"--batch", &workload.serving.batch}, {"--context", &workload.serving.context}})
        if (cl.has(QString::fromLatin1(name))) {
            const auto value = positive(cl, name, &error);
            if (!value || *value > 10000000)
                return exploreFail(error.isEmpty()
                                       ? ExploreCommand::tr("%1: at most 10,000,000").arg(QLatin1String(name))
                                       : error);
            if (!serve)
                return exploreFail(
                    ExploreCommand::tr("%1 is for serving: --serve-tokens-per-s Q").arg(QLatin1String(name)));
            *target = int(*value);
        }
    if (cl.has(QStringLiteral("--ttft-s"))) {
        const auto value = positive(cl, "--ttft-s", &error);
        if (!value)
            return exploreFail(error);
        if (!serve)
            return exploreFail(ExploreCommand::tr("--ttft-s is for serving: --serve-tokens-per-s Q"));
        request.maxTtftS = *value;
    }
    if (cl.has(QStringLiteral("--precision"))) {
        const auto precision = trainingPrecisionFromName(cl.value(QStringLiteral("--precision")));
        if (!precision)
            return exploreFail(ExploreCommand::tr("--precision %1: training takes fp32, bf16, fp16 or fp8")
                                   .arg(cl.value(QStringLiteral("--precision"))));
        workload.training.precision = *precision;
    }
    if (cl.has(QStringLiteral("--seq"))) {
        const auto seq = positive(cl, "--seq", &error);
        if (!seq)
            return exploreFail(error);
        workload.training.sequenceLength = int(*seq);
    }
    if (cl.has(QStringLiteral("--global-batch"))) {
        const auto batch = positive(cl, "--global-batch", &error);
        if (!batch || *batch > 1e8)
            return exploreFail(error.isEmpty()
                                   ? ExploreCommand::tr("--global-batch: at most 100,000,000 sequences")
                                   : error);
        workload.training.globalBatch = int(*batch);
    }
    if (cl.has(QStringLiteral("--tokens"))) {
        const auto tokens = positive(cl, "--tokens", &error);
        if (!tokens)
            return exploreFail(error);
        workload.tokens = *tokens;
    }
    if (serve) {
        const auto rate = positive(cl, "--serve-tokens-per-s", &error);
        if (!rate)
            return exploreFail(error);
        if (cl.has(QStringLiteral("--days")) || cl.has(QStringLiteral("--gpu-count")))
            return exploreFail(
                ExploreCommand::tr("give one goal: --serve-tokens-per-s, --days or --gpu-count"));
        request.serveTokensPerS = *rate;
    } else if (cl.has(QStringLiteral("--gpu-count"))) {
        const auto count = positive(cl, "--gpu-count", &error);
        if (!count || *count > 1000000)
            return exploreFail(error.isEmpty() ? ExploreCommand::tr("--gpu-count: at most 1,000,000")
                                               : error);
        request.gpuCount = int(*count);
    } else if (cl.has(QStringLiteral("--days"))) {
        const auto days = positive(cl, "--days", &error);
        if (!days)
            return exploreFail(error);
        request.days = *days;
        if (workload.tokens <= 0)
            return exploreFail(ExploreCommand::tr("--days needs the tokens to train: --tokens N"));
    } else {
        return exploreFail(ExploreCommand::tr(
            "give the goal: --tokens N --days D, --serve-tokens-per-s Q or --gpu-count N"));
    }
    for (const auto& [name, target] :
         {std::pair{"--budget", &request.budget}, {"--power-kw", &request.powerKw}})
        if (cl.has(QString::fromLatin1(name))) {
            const auto value = positive(cl, name, &error);
            if (!value)
                return exploreFail(error);
            *target = *value;
        }
    // The currency the variants are priced in (the design's, else USD; a CNY run takes VAT 13%), and the
    // rate between CNY and USD (the design's, else the dated default of model/exchangerates.h).
    if (cl.has(QStringLiteral("--currency"))) {
        const QString currency = cl.value(QStringLiteral("--currency")).toUpper();
        if (!QRegularExpression(QStringLiteral("^[A-Z]{3}$")).match(currency).hasMatch())
            return exploreFail(ExploreCommand::tr("--currency %1: expected a three-letter currency code such "
                                                  "as USD or CNY")
                                   .arg(cl.value(QStringLiteral("--currency"))));
        if (currency != request.settings.currency) {
            const double cnyPerUsd = cnyPerUsdOf(request.settings);
            request.settings.currency = currency;
            request.settings.exchangeRates.clear(); // they were to the other currency
            if (cnyPerUsd > 0)
                request.settings = withCnyUsdRate(request.settings, cnyPerUsd);
        }
    }
    if (cl.has(QStringLiteral("--cny-per-usd"))) {
        const auto rate = positive(cl, "--cny-per-usd", &error);
        if (!rate || *rate > 1000)
            return exploreFail(error.isEmpty() ? ExploreCommand::tr("--cny-per-usd: at most 1,000") : error);
        request.cnyPerUsd = *rate;
    }
    if (cl.has(QStringLiteral("--rack-kw"))) {
        const auto value = positive(cl, "--rack-kw", &error);
        if (!value)
            return exploreFail(error);
        request.rackKw = *value;
    }
    for (const auto& [name, target] :
         {std::pair{"--floor-positions", &request.floorPositions}, {"--row-length", &request.rowLength}})
        if (cl.has(QString::fromLatin1(name))) {
            const auto value = positive(cl, name, &error);
            if (!value || *value != std::floor(*value) || *value > DesignLimits::kMaxRacks)
                return exploreFail(
                    error.isEmpty() ? ExploreCommand::tr("%1 %2: expected a whole number from 1 to %3")
                                          .arg(QString::fromLatin1(name), cl.value(QString::fromLatin1(name)))
                                          .arg(DesignLimits::kMaxRacks)
                                    : error);
            *target = int(*value);
        }
    if (!cl.has(QStringLiteral("--systems"))) // every GPU system, configured GPU server and template
        request.systems = gpuSystems(parts);
    else { // catalog systems, the ids of the design's GPU servers, or the names of server templates
        const QList<ExploreServer> configured = request.servers;
        request.servers.clear();
        for (const QString& id :
             cl.value(QStringLiteral("--systems")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto server = std::find_if(configured.cbegin(), configured.cend(),
                                             [&](const ExploreServer& s) { return s.key == id; });
            const Part* part = parts.find(id);
            if (server != configured.cend())
                request.servers << *server;
            else if (part && part->system())
                request.systems << id;
            else
                return exploreFail(
                    ExploreCommand::tr("--systems: %1 is neither a system of the catalog, a configured "
                                       "GPU server of the design nor a GPU server template")
                        .arg(id));
        }
    }
    // The floor's rack cooling and the fabric technologies, each a list of known names.
    for (const auto& [option, known, target] :
         {std::tuple{"--cooling", &kRackCoolings, &request.coolings},
          std::tuple{"--fabric", &kFabricTechnologies, &request.technologies}}) {
        const QString name = QString::fromLatin1(option);
        if (!cl.has(name))
            continue;
        const QStringList values = cl.value(name).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString& value : values)
            if (!known->contains(value))
                return exploreFail(ExploreCommand::tr("%1 %2: expected some of %3")
                                       .arg(name, cl.value(name), known->join(QLatin1Char(','))));
        if (values.isEmpty())
            return exploreFail(
                ExploreCommand::tr("%1: expected some of %2").arg(name, known->join(QLatin1Char(','))));
        *target = values;
    }
    if (cl.has(QStringLiteral("--oversubscription"))) {
        request.oversubscriptions.clear();
        for (const QString& text : cl.value(QStringLiteral("--oversubscription")).split(QLatin1Char(','))) {
            const auto value = commandAmount(text);
            if (!value || *value < 1 || *value > 64)
                return exploreFail(
                    ExploreCommand::tr("--oversubscription %1: expected ratios from 1 to 64, such as 1,2")
                        .arg(cl.value(QStringLiteral("--oversubscription"))));
            request.oversubscriptions << *value;
        }
    }

    const QList<ExploreVariant> variants = exploreDesigns(request, parts);
    const QList<int> order = exploreOrder(variants); // the feasible first, as the window shows them
    if (cl.has(QStringLiteral("--save-dir"))) {
        // One set, as the other folder exports: written beside the folder and swapped in whole, so a second
        // run replaces the first run's files, and a full disk or a kill leaves the old set or the new one.
        // Each variant is written as it is made (500 designs may not fit in memory at once).
        static const QRegularExpression own(QStringLiteral("^variant-[0-9]+\\.json$"));
        DurableFolder folder;
        if (!folder.begin(
                cl.value(QStringLiteral("--save-dir")),
                [](const QString& name) { return own.match(name).hasMatch(); }, &error))
            return exploreFail(error);
        for (int shown = 0; shown < order.size(); ++shown) // numbered as listed: the feasible first
            if (const ExploreVariant& variant = variants[order[shown]];
                !variant.design.racks.isEmpty() &&
                !folder.add(QStringLiteral("variant-%1.json").arg(shown + 1, 2, 10, QLatin1Char('0')),
                            DesignFile::write(variant.design), &error))
                return exploreFail(error);
        if (!folder.commit(&error))
            return exploreFail(error);
    }
    if (cl.has(QStringLiteral("--json")))
        writeJson(variants, order, request.settings.currency, request.serves());
    else
        printTable(variants, order, request.settings.currency, request.serves());
    for (const ExploreVariant& v : variants)
        if (v.feasible)
            return 0;
    return 1;
}
