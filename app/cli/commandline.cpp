#include "cli/commandline.h"

#include "cli/consoleoutput.h"
#include "language.h"

#include <QCoreApplication>

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
