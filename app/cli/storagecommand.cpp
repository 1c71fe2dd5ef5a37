#include "cli/storagecommand.h"

#include "analysis/analyzer.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "durablefile.h"
#include "file/designfile.h"
#include "jsonwriter.h"
#include "plan/storageplan.h"
#include "plan/workloadplan.h"
#include "plan/workloadrequest.h"

#include <QLocale>
#include <cstdio>

namespace {

int storageUsage() {
    printError(StorageCommand::tr(
        "usage: cluster-workbench storage FILE [options] [-o OUT.json]\n"
        "options:\n"
        "  --system PART          the storage system to size with (default: the cheapest)\n"
        "  --dataset-tb X         the training data in TB (default: the tokens as 32-bit ids)\n"
        "  --checkpoints-kept N   checkpoints kept on the storage (default 5)\n"
        "  --target-s S           one checkpoint written within S seconds (default 60)\n"
        "  --json                 the options as JSON on stdout\n"
        "  -o OUT.json            the design with the storage added\n"
        "  --lang en|zh_CN, --catalog PATH"));
    return 2;
}

int storageFail(const QString& message) {
    printError(message);
    return 2;
}

QString limitName(StorageLimit limit) {
    switch (limit) {
    case StorageLimit::Write:
        return QStringLiteral("write");
    case StorageLimit::Read:
        return QStringLiteral("read");
    case StorageLimit::Capacity:
        break;
    }
    return QStringLiteral("capacity");
}

void writeJson(const StoragePlan& plan, const QString& currency) {
    std::string text;
    JsonWriter w(text, stdoutJsonLayout());
    w.beginObject();
    w.key("need");
    w.beginObject();
    w.field("capacity_tb", plan.need.capacityTb());
    w.field("write_gbs", plan.need.writeGbs());
    w.field("read_gbs", plan.need.readGbs());
    w.field("checkpoint_tb", plan.need.checkpointTb);
    w.field("dataset_tb", plan.need.datasetTb);
    w.endObject();
    w.field("currency", currency);
    w.key("options");
    w.beginArray();
    for (const StorageSizing& s : plan.options) {
        w.beginObject();
        w.field("system", s.partId);
        w.field("name", s.name);
        w.field("systems", s.systems);
        w.field("capacity_tb", s.capacityTb);
        w.field("read_gbs", s.readGbs);
        w.field("write_gbs", s.writeGbs);
        w.field("price", s.price);
        w.field("priced", s.priced);
        w.field("power_w", s.powerW);
        w.field("limited_by", limitName(s.limitedBy));
        w.field("estimated", s.estimated);
        w.endObject();
    }
    w.endArray();
    w.field("chosen", plan.chosen);
    w.endObject();
    text += '\n';
    fwrite(text.data(), 1, text.size(), stdout);
}

} // namespace

int StorageCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("--system"), QStringLiteral("--dataset-tb"),
                          QStringLiteral("--checkpoints-kept"), QStringLiteral("--target-s"),
                          QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--lang"),
                          QStringLiteral("--catalog")},
                         {QStringLiteral("--json")});
    if (!cl.ok()) {
        printError(cl.error());
        return storageUsage();
    }
    if (!applyLanguageOption(cl))
        return 2;
    if (cl.positionals().size() != 1)
        return storageUsage();
    std::optional<CommandDesign> loaded =
        loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
    if (!loaded)
        return 2;
    Design& design = loaded->design;
    const PartIndex& parts = loaded->parts;
    if (!design.workload)
        return storageFail(tr("%1 has no workload: Size the Storage sizes for a training run")
                               .arg(cl.positionals().first()));
    GoodputSettings& s = design.workload->goodput;
    const auto number = [&](const char* name, double minimum, double maximum, double* into) {
        const QString option = QString::fromLatin1(name);
        if (!cl.has(option))
            return true;
        const auto value = commandAmount(cl.value(option));
        if (!value || *value < minimum || *value > maximum)
            return false;
        *into = *value;
        return true;
    };
    double kept = s.checkpointsKept;
    if (!number("--dataset-tb", GoodputRange::kDatasetTb.minimum, GoodputRange::kDatasetTb.maximum,
                &s.datasetTb))
        return storageFail(tr("--dataset-tb %1: expected a number from 0 to 1e7")
                               .arg(cl.value(QStringLiteral("--dataset-tb"))));
    if (!number("--target-s", GoodputRange::kCheckpointTargetS.minimum,
                GoodputRange::kCheckpointTargetS.maximum, &s.checkpointTargetS))
        return storageFail(tr("--target-s %1: expected a number from 1 to 86400")
                               .arg(cl.value(QStringLiteral("--target-s"))));
    if (!number("--checkpoints-kept", 1, 10000, &kept) || kept != std::floor(kept))
        return storageFail(tr("--checkpoints-kept %1: expected a whole number from 1 to 10000")
                               .arg(cl.value(QStringLiteral("--checkpoints-kept"))));
    s.checkpointsKept = int(kept);
    if (cl.has(QStringLiteral("--system"))) {
        const Part* part = parts.find(cl.value(QStringLiteral("--system")));
        if (!part || !part->system() || !part->system()->storage)
            return storageFail(tr("--system %1: not a storage system of the catalog")
                                   .arg(cl.value(QStringLiteral("--system"))));
        s.storagePartId = part->id;
    }
    const Budgets budgets = Analyzer(parts).analyze(design);
    const StoragePlan plan = planStorage(design, parts, &budgets, *design.workload);
    if (!plan.problem.isEmpty())
        return storageFail(plan.problem);
    if (cl.has(QStringLiteral("--json"))) {
        writeJson(plan, design.settings.currency);
    } else {
        const QLocale locale;
        printOut(tr("Need: %1 TB (dataset %2 TB, %3 checkpoints of %4 TB), %5 GB/s of writes (a checkpoint "
                    "in %6 s), "
                    "%7 GB/s of reads for the data")
                     .arg(locale.toString(plan.need.capacityTb(), 'f', 1),
                          locale.toString(plan.need.datasetTb, 'f', 1))
                     .arg(plan.need.checkpointsKept)
                     .arg(locale.toString(plan.need.checkpointTb, 'f', 2),
                          locale.toString(plan.need.writeGbs(), 'f', 1),
                          locale.toString(plan.need.checkpointTargetS, 'f', 0),
                          locale.toString(plan.need.readGbs(), 'f', 3)));
        for (int i = 0; i < plan.options.size(); ++i) {
            const StorageSizing& o = plan.options[i];
            printOut(tr("%1 %2 x %3: %4 TB, %5 GB/s read, %6 GB/s write, %7 %8%9")
                         .arg(i == plan.chosen ? QStringLiteral("*") : QStringLiteral(" "))
                         .arg(o.systems)
                         .arg(o.name, locale.toString(o.capacityTb, 'f', 0),
                              locale.toString(o.readGbs, 'f', 0), locale.toString(o.writeGbs, 'f', 0),
                              o.priced ? locale.toString(o.price, 'f', 0) : tr("unpriced"),
                              design.settings.currency,
                              o.estimated ? tr(" (sized on an estimate)") : QString()));
        }
    }
    if (cl.output().isEmpty())
        return 0;
    QString error;
    const auto sized = addStorage(design, parts, plan.options[plan.chosen], &error);
    if (!sized)
        return storageFail(error);
    if (!DurableFile::write(cl.output(), DesignFile::write(*sized), &error))
        return storageFail(error);
    return 0;
}
