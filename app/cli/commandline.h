#pragma once

#include <QCoreApplication>
#include <optional>

#include <QMap>
#include <QStringList>

// Splits arguments after the command name into positionals and --options. Options named in
// `valueOptions` take the next argument as their value; others are flags. Anything else is an error.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine(const QStringList& arguments, const QStringList& valueOptions, const QStringList& flags);

    bool ok() const { return mError.isEmpty(); }
    QString error() const { return mError; }
    const QStringList& positionals() const { return mPositionals; }
    bool has(const QString& option) const { return mOptions.contains(option); }
    QString value(const QString& option, const QString& fallback = {}) const {
        return mOptions.value(option, fallback);
    }
    // The output file: -o or --output.
    QString output() const { return value(QStringLiteral("-o"), value(QStringLiteral("--output"))); }

private:
    QStringList mPositionals;
    QMap<QString, QString> mOptions;
    QString mError;
};

// The command's --lang (default en; "zh" and "zh-CN" mean zh_CN), or nullopt, with a message on stderr,
// for a language the workbench does not have.
std::optional<QString> languageOption(const CommandLine& cl);
// Applies the command's --lang (default en; "zh" and "zh-CN" mean zh_CN) to its messages and numbers.
// False, with a message on stderr, for a language the workbench does not have.
bool applyLanguageOption(const CommandLine& cl);

// A number as commands take it, with an optional suffix: "7e9", "7B", "70b", "1.5T", "300M", "4096";
// nullopt for anything else or a negative number.
std::optional<double> commandAmount(const QString& text);
