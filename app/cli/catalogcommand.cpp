#include "cli/catalogcommand.h"

#include "cli/commandtext.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "durablefile.h"
#include "netbox/netboximport.h"
#include "parts/partsdocument.h"
#include "parts/partsummary.h"

#include <QFile>
#include <QLocale>

namespace {

// nlohmann's dump() indent for stdout (consoleoutput.h): 2 at a terminal, compact (-1) otherwise.
int jsonIndent() {
    return stdoutJsonLayout() == JsonWriter::Layout::Indented ? 2 : -1;
}

// The part as JSON in the bundled field names, with the price in effect and where it comes from.
nlohmann::json partJson(const Part& part) {
    nlohmann::json object = part.json;
    object["origin"] = part.userPart ? "user" : "bundled";
    if (part.priceOverridden && part.price) {
        object["price"] = {{"amount", part.price->amount},
                           {"currency", part.price->currency.toStdString()},
                           {"date", part.price->date.toStdString()},
                           {"overridden", true}};
    }
    return object;
}

int catalogUsage() {
    printError(CatalogCommand::tr(
        "usage: cluster-workbench catalog list [--kind K] [--search TEXT] [--json]\n"
        "       cluster-workbench catalog show ID [--json]\n"
        "       cluster-workbench catalog import FILE\n"
        "       cluster-workbench catalog import-netbox PATH... (device-type YAML files or folders)\n"
        "       cluster-workbench catalog export FILE\n"
        "       cluster-workbench catalog remove ID\n"
        "       cluster-workbench catalog restore (the parts and prices only the backup still holds)\n"
        "options: --catalog PATH (or $CLUSTER_WORKBENCH_CATALOG) selects the catalog database"));
    return 2;
}

int list(const PartIndex& index, const CommandLine& cl) {
    std::optional<PartKind> kind;
    if (cl.has(QStringLiteral("--kind"))) {
        kind = partKindFromName(cl.value(QStringLiteral("--kind")));
        if (!kind) {
            QStringList names;
            for (PartKind k : allPartKinds())
                names.append(partKindName(k));
            printError(CatalogCommand::tr("unknown kind \"%1\"; kinds are: %2")
                           .arg(cl.value(QStringLiteral("--kind")), names.join(QStringLiteral(", "))));
            return 2;
        }
    }
    const auto parts = index.search(cl.value(QStringLiteral("--search")), kind);
    if (cl.has(QStringLiteral("--json"))) {
        nlohmann::json array = nlohmann::json::array();
        for (const Part* part : parts)
            array.push_back(partJson(*part));
        printOut(QString::fromStdString(array.dump(jsonIndent())));
        return 0;
    }
    for (const Part* part : parts)
        printOut(QStringLiteral("%1  %2  %3%4")
                     .arg(part->id, -34)
                     .arg(partKindName(part->kind), -7)
                     .arg(PartSummary::keyFigures(*part),
                          part->estimated.isEmpty() ? QString()
                                                    : QLatin1String("  ") + PartSummary::estimatedMarker()));
    printOut(CatalogCommand::tr("%n part(s)", nullptr, parts.size()));
    return 0;
}

int show(const PartIndex& index, const CommandLine& cl) {
    if (cl.positionals().size() != 2)
        return catalogUsage();
    const QString id = cl.positionals().at(1);
    const Part* part = index.find(id);
    if (!part) {
        printError(
            CatalogCommand::tr(
                "no part with id \"%1\" in the catalog (try: cluster-workbench catalog list --search TEXT)")
                .arg(id));
        return 2;
    }
    if (cl.has(QStringLiteral("--json")))
        printOut(QString::fromStdString(partJson(*part).dump(jsonIndent())));
    else
        printOut(PartSummary::details(*part, QLocale().name()).join(QLatin1Char('\n')));
    return 0;
}

} // namespace

int runCatalogCommand(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("--kind"), QStringLiteral("--search"), QStringLiteral("--catalog"),
                          QStringLiteral("--lang")},
                         {QStringLiteral("--json")});
    if (!cl.ok()) {
        printError(cl.error());
        return catalogUsage();
    }
    if (cl.positionals().isEmpty())
        return catalogUsage();
    if (!applyLanguageOption(cl))
        return 2;
    const QString action = cl.positionals().first();
    if (action != QLatin1String("list") && action != QLatin1String("show") &&
        action != QLatin1String("import") && action != QLatin1String("export") &&
        action != QLatin1String("remove") && action != QLatin1String("import-netbox") &&
        action != QLatin1String("restore")) {
        printError(CatalogCommand::tr("unknown catalog action \"%1\"").arg(action));
        return catalogUsage();
    }
    QString error;
    auto store = openCatalogStore(cl.value(QStringLiteral("--catalog")), &error);
    if (!store) {
        printError(error);
        return 2;
    }
    // A catalog rebuilt from a damaged file still works; openCatalogStore() has told the user what happened
    // and where the damaged file was kept.
    if (action == QLatin1String("list") || action == QLatin1String("show")) {
        const auto index = store->snapshot(&error);
        if (!index) {
            printError(error);
            return 2;
        }
        if (action == QLatin1String("list"))
            return cl.positionals().size() == 1 ? list(*index, cl) : catalogUsage();
        return show(*index, cl);
    }
    if (action == QLatin1String("import-netbox")) {
        if (cl.positionals().size() < 2)
            return catalogUsage();
        const NetboxImportReport report = importNetboxTypes(*store, cl.positionals().mid(1));
        if (!report.imported) {
            printError(report.text());
            return 2;
        }
        printOut(report.text());
        return 0;
    }
    if (action == QLatin1String("restore")) {
        if (cl.positionals().size() != 1)
            return catalogUsage();
        const QStringList parts = store->backupOnlyParts();
        const int prices = store->backupOnlyPrices();
        if (!store->restoreBackupOnly(&error)) {
            printError(error);
            printError(CatalogCommand::tr("nothing was restored"));
            return 2;
        }
        printOut(
            CatalogCommand::tr("restored %1 user part(s) and %2 price override(s) from the backup into %3")
                .arg(parts.size())
                .arg(prices)
                .arg(store->path()));
        return 0;
    }
    if (cl.positionals().size() != 2)
        return catalogUsage();
    const QString path = cl.positionals().at(1);
    if (action == QLatin1String("import")) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            printError(CatalogCommand::tr("%1: cannot read: %2").arg(path, file.errorString()));
            return 2;
        }
        if (file.size() > PartsDocument::kMaxBytes) {
            printError(CatalogCommand::tr("%1: %2 bytes, more than a parts file may have (%3); nothing was "
                                          "imported")
                           .arg(path)
                           .arg(file.size())
                           .arg(PartsDocument::kMaxBytes));
            return 2;
        }
        if (!store->importParts(file.readAll(), path, &error)) {
            printError(error);
            printError(CatalogCommand::tr("nothing was imported"));
            return 2;
        }
        printOut(CatalogCommand::tr("imported %1 into %2").arg(path, store->path()));
        return 0;
    }
    if (action == QLatin1String("remove")) {
        const QString& id = path;
        if (!store->removeUserPart(id, &error)) {
            printError(error);
            printError(CatalogCommand::tr("nothing was removed"));
            return 2;
        }
        printOut(CatalogCommand::tr("removed %1 from %2").arg(id, store->path()));
        return 0;
    }
    const auto exported = store->exportUserParts(&error);
    if (!exported) {
        printError(error);
        printError(CatalogCommand::tr("%1 was not written").arg(path));
        return 2;
    }
    if (!DurableFile::write(path, *exported, &error)) {
        printError(error);
        return 2;
    }
    return 0;
}
