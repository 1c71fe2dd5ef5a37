#include "language.h"

#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace {
QTranslator* gAppTranslator = nullptr;
QTranslator* gQtTranslator = nullptr;
QString gCurrent = QStringLiteral("en");
} // namespace

QStringList Language::available() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Language::displayName(const QString& language) {
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString Language::startupLanguage() {
    const QString remembered = QSettings().value(QStringLiteral("ui/language")).toString();
    if (available().contains(remembered))
        return remembered;
    const QString system = QLocale::system().name();
    if (system.startsWith(QLatin1String("zh")))
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool Language::apply(const QString& language) {
    if (!available().contains(language))
        return false;
    if (gAppTranslator) {
        QCoreApplication::removeTranslator(gAppTranslator);
        delete gAppTranslator;
        gAppTranslator = nullptr;
    }
    if (gQtTranslator) {
        QCoreApplication::removeTranslator(gQtTranslator);
        delete gQtTranslator;
        gQtTranslator = nullptr;
    }
    gCurrent = language;
    QLocale::setDefault(language == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates)
                                                        : QLocale(language));
    // English needs a translator too: its plural forms ("1 rack", "2 racks").
    auto* translator = new QTranslator;
    const QString path = QStringLiteral(":/i18n/cluster-workbench_%1.qm").arg(language);
    if (QFile::exists(path) && translator->load(path)) {
        QCoreApplication::installTranslator(translator);
        gAppTranslator = translator;
    } else {
        delete translator; // not built in: the source text shows
    }
    if (language != QLatin1String("en")) {
        auto* qt = new QTranslator;
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            gQtTranslator = qt;
        } else {
            delete qt;
        }
    }
    return true;
}

QString Language::current() {
    return gCurrent;
}

void Language::remember(const QString& language) {
    QSettings().setValue(QStringLiteral("ui/language"), language);
}
