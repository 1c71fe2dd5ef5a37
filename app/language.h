#pragma once

#include <QCoreApplication>
#include <QStringList>

// The UI language: installs the translator compiled into the binary (":/i18n/cluster-workbench_<lang>.qm")
// and the matching Qt base translations. "en" is the source language and needs no translator.
class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)
public:
    // Languages offered in View > Language.
    static QStringList available(); // {"en", "zh_CN"}
    static QString displayName(const QString& language);
    // The language to start with: the remembered choice, else the system locale when offered, else "en".
    static QString startupLanguage();
    // Switches the application's language (also QLocale's default, for number formats). Returns false
    // for a language not offered. Widgets get QEvent::LanguageChange and retranslate themselves.
    static bool apply(const QString& language);
    static QString current();
    static void remember(const QString& language); // QSettings "ui/language"
};
