#include "cli/commandline.h"

#include "cli/consoleoutput.h"
#include "language.h"

#include <QCoreApplication>
#include <cmath>

CommandLine::CommandLine(const QStringList& arguments, const QStringList& valueOptions,
                         const QStringList& flags) {
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (!argument.startsWith(QLatin1Char('-')) || argument == QLatin1String("-")) {
            mPositionals.append(argument);
            continue;
        }
        QString name = argument;
        QString inlineValue;
        const qsizetype equals = argument.indexOf(QLatin1Char('='));
        if (equals > 0) {
            name = argument.left(equals);
            inlineValue = argument.mid(equals + 1);
        }
        if (valueOptions.contains(name)) {
            if (equals > 0) {
                mOptions.insert(name, inlineValue);
            } else if (i + 1 < arguments.size()) {
                mOptions.insert(name, arguments[++i]);
            } else {
                mError = QCoreApplication::translate("CommandLine", "option %1 needs a value").arg(name);
                return;
            }
        } else if (flags.contains(name) && equals < 0) {
            mOptions.insert(name, QString());
        } else {
            mError = QCoreApplication::translate("CommandLine", "unknown option %1").arg(argument);
            return;
        }
    }
}

std::optional<QString> languageOption(const CommandLine& cl) {
    QString language = cl.value(QStringLiteral("--lang"), QStringLiteral("en"));
    if (language == QLatin1String("zh") || language == QLatin1String("zh-CN"))
        language = QStringLiteral("zh_CN");
    if (Language::available().contains(language))
        return language;
    printError(CommandLine::tr("unknown language \"%1\"; languages are: %2")
                   .arg(language, Language::available().join(QStringLiteral(", "))));
    return std::nullopt;
}

bool applyLanguageOption(const CommandLine& cl) {
    const std::optional<QString> language = languageOption(cl);
    return language && Language::apply(*language);
}

// "7e9", "7B", "70b", "1.5T", "300M", "4096".
std::optional<double> commandAmount(const QString& text) {
    QString t = text.trimmed();
    double factor = 1;
    if (!t.isEmpty()) {
        switch (t.back().toUpper().toLatin1()) {
        case 'K':
            factor = 1e3;
            break;
        case 'M':
            factor = 1e6;
            break;
        case 'B':
        case 'G':
            factor = 1e9;
            break;
        case 'T':
            factor = 1e12;
            break;
        default:
            break;
        }
        if (factor != 1)
            t.chop(1);
    }
    bool ok = false;
    const double value = t.toDouble(&ok) * factor;
    if (!ok || !std::isfinite(value) || value < 0) // zero is a number: --zero 0, --reserve 0
        return std::nullopt;
    return value;
}
