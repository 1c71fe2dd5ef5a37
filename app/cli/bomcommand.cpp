#include "cli/bomcommand.h"

#include "cli/commandtext.h"

#include "bom/bom.h"
#include "bom/bomexport.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "file/designfile.h"
#include "language.h"

#include "durablefile.h"
#include <QCoreApplication>
#include <cmath>
#include <cstdio>

namespace {

int bomUsage() {
    printError(
        BomCommand::tr(
            "usage: cluster-workbench bom FILE [--format text|csv|xlsx|json] [--lang en|zh_CN] [-o OUT]\n"
            "options:\n"
            "  --spares CATEGORY=PCT   spare parts in percent, repeatable or comma-separated;\n"
            "                          categories: %1, or all\n"
            "  --tax PCT               a tax line on the subtotal, e.g. --tax 13 (default: the design's\n"
            "                          tax, VAT 13% in a CNY design; --tax 0 for none)\n"
            "  --tax-label TEXT        the tax line's name (default \"Tax\"), e.g. VAT\n"
            "  --currency CODE         the BOM currency (default: the design's)\n"
            "  --rate CODE=RATE        units of the BOM currency per unit of CODE, repeatable,\n"
            "                          e.g. --currency CNY --rate USD=7.1\n"
            "  --catalog PATH          the catalog database to use\n"
            "xlsx needs -o; text, csv and json go to stdout without it.")
            .arg([] {
                QStringList names;
                for (BomCategory category : Bom::categories())
                    names << Bom::categoryName(category);
                return names.join(QStringLiteral(", "));
            }()));
    return 2;
}

int bomFail(const QString& message) {
    printError(message);
    return 2;
}

// Takes every occurrence of a repeatable value option out of `arguments` (CommandLine keeps one value).
QStringList takeRepeated(QStringList& arguments, const QString& name) {
    QStringList values;
    for (qsizetype i = 0; i < arguments.size();) {
        const QString& argument = arguments[i];
        if (argument == name && i + 1 < arguments.size()) {
            values << arguments[i + 1];
            arguments.remove(i, 2);
        } else if (argument.startsWith(name + QLatin1Char('='))) {
            values << argument.mid(name.size() + 1);
            arguments.remove(i);
        } else {
            ++i;
        }
    }
    QStringList split;
    for (const QString& value : values)
        split << value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    return split;
}

// "KEY=NUMBER" with a number >= 0 (> 0 when `positive`).
bool parsePair(const QString& text, QString* key, double* value, bool positive) {
    const qsizetype equals = text.indexOf(QLatin1Char('='));
    if (equals <= 0)
        return false;
    bool ok = false;
    *key = text.left(equals).trimmed();
    *value = text.mid(equals + 1).trimmed().toDouble(&ok);
    return ok && std::isfinite(*value) && (positive ? *value > 0 : *value >= 0);
}

void writeStdout(const QByteArray& bytes) {
    std::fwrite(bytes.constData(), 1, bytes.size(), stdout);
    std::fflush(stdout);
}

} // namespace

int runBomCommand(const QStringList& arguments) {
    QStringList rest = arguments;
    const QStringList spares = takeRepeated(rest, QStringLiteral("--spares"));
    const QStringList rates = takeRepeated(rest, QStringLiteral("--rate"));
    const CommandLine cl(rest,
                         {QStringLiteral("--format"), QStringLiteral("--lang"), QStringLiteral("-o"),
                          QStringLiteral("--output"), QStringLiteral("--catalog"), QStringLiteral("--tax"),
                          QStringLiteral("--tax-label"), QStringLiteral("--currency")},
                         {});
    if (!cl.ok()) {
        printError(cl.error());
        return bomUsage();
    }
    if (cl.positionals().size() != 1)
        return bomUsage();

    const QString format = cl.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != QLatin1String("text") && format != QLatin1String("csv") &&
        format != QLatin1String("xlsx") && format != QLatin1String("json"))
        return bomFail(
            BomCommand::tr("unknown format \"%1\"; formats are: text, csv, xlsx, json").arg(format));
    const QString output = cl.output();
    if (format == QLatin1String("xlsx") && output.isEmpty())
        return bomFail(BomCommand::tr("--format xlsx needs an output file: -o FILE.xlsx"));

    if (!applyLanguageOption(cl))
        return 2;
    const QString lang = Language::current();

    QMap<BomCategory, double> sparesPercent;
    for (const QString& item : spares) {
        QString name;
        double percent = 0;
        if (!parsePair(item, &name, &percent, false) || percent > 1000)
            return bomFail(BomCommand::tr("--spares %1: expected CATEGORY=PERCENT, e.g. gpus=5").arg(item));
        if (name == QLatin1String("all")) {
            for (BomCategory category : Bom::categories())
                sparesPercent.insert(category, percent);
        } else if (const auto category = Bom::categoryFromName(name)) {
            sparesPercent.insert(*category, percent);
        } else {
            return bomFail(BomCommand::tr("--spares %1: unknown category \"%2\"").arg(item, name));
        }
    }
    double taxPercent = 0;
    if (cl.has(QStringLiteral("--tax"))) {
        QString text = cl.value(QStringLiteral("--tax")).trimmed();
        if (text.endsWith(QLatin1Char('%')))
            text.chop(1);
        bool ok = false;
        taxPercent = text.toDouble(&ok);
        if (!ok || !std::isfinite(taxPercent) || taxPercent < 0 || taxPercent > 1000)
            return bomFail(BomCommand::tr("--tax %1: expected a percentage, e.g. 13")
                               .arg(cl.value(QStringLiteral("--tax"))));
    }
    const QString currency = cl.value(QStringLiteral("--currency")).trimmed().toUpper();
    if (cl.has(QStringLiteral("--currency")) && currency.isEmpty())
        return bomFail(BomCommand::tr("--currency needs a currency code, e.g. CNY"));
    QMap<QString, double> exchangeRates;
    for (const QString& item : rates) {
        QString code;
        double rate = 0;
        if (!parsePair(item, &code, &rate, true) || code.isEmpty())
            return bomFail(
                BomCommand::tr("--rate %1: expected CODE=RATE with a rate above 0, e.g. USD=7.1").arg(item));
        exchangeRates.insert(code.toUpper(), rate);
    }

    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
    if (!loaded)
        return 2;
    const Design* design = &loaded->design;
    const PartIndex& parts = loaded->parts;
    QString error;

    BomOptions options = BomOptions::fromSettings(design->settings);
    if (!currency.isEmpty() && currency != options.currency) {
        options.currency = currency;
        options.exchangeRates.clear(); // the design's rates are to its own currency
    }
    for (auto it = exchangeRates.cbegin(); it != exchangeRates.cend(); ++it)
        options.exchangeRates.insert(it.key(), it.value());
    options.sparesPercent = sparesPercent;
    if (cl.has(QStringLiteral("--tax"))) // else the design's tax (VAT 13% by default in CNY)
        options.taxPercent = taxPercent;
    if (cl.has(QStringLiteral("--tax-label")))
        options.taxLabel = cl.value(QStringLiteral("--tax-label"));
    options.locale = lang;
    const Bom bom = buildBom(*design, parts, options);

    if (format == QLatin1String("xlsx")) {
        if (!writeBomXlsx(bom, output, &error))
            return bomFail(error);
    } else {
        const QByteArray bytes = format == QLatin1String("csv") ? bomToCsv(bom)
                                 : format == QLatin1String("json")
                                     ? bomToJson(bom)
                                     : (bomToText(bom) + QLatin1Char('\n')).toUtf8();
        if (output.isEmpty() || output == QLatin1String("-"))
            writeStdout(bytes);
        else if (!DurableFile::write(output, bytes, &error))
            return bomFail(error);
    }
    if (bom.incomplete && !(output.isEmpty() && format == QLatin1String("text")))
        printError(BomExport::incompleteNote(bom));
    return 0;
}
