#include "report/reportlanguagescope.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QTranslator>

namespace {

// Answers every message in English: the English plural forms ("1 error", "2 errors") where the source has
// them, else the source text itself. So an English report wins over a Chinese UI translator installed
// earlier (the translator installed last is asked first).
class SourceTextTranslator : public QTranslator {
public:
    SourceTextTranslator() { (void)mPlurals.load(QStringLiteral(":/i18n/cluster-workbench_en.qm")); }
    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override {
        const QString plural =
            n >= 0 ? mPlurals.translate(context, sourceText, disambiguation, n) : QString();
        return plural.isEmpty() ? QString::fromUtf8(sourceText) : plural;
    }
    bool isEmpty() const override { return false; }

private:
    QTranslator mPlurals;
};

// Noto Sans CJK SC without the radical code points (scripts/report-font.py), built into share/fonts next
// to the executable's folder; the system's Noto Sans CJK SC when it is missing.
const QString kReportFamily = QStringLiteral("Workbench Sans CJK SC");
const QString kLatinFamily = QStringLiteral("Noto Sans");
const QString kCjkFamily = QStringLiteral("Noto Sans CJK SC");

bool loadReportFonts() {
    const QDir dir(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/fonts"));
    for (const QString& file : dir.entryList({QStringLiteral("WorkbenchSansCJK*.otf")}, QDir::Files))
        QFontDatabase::addApplicationFont(dir.filePath(file));
    return QFontDatabase::hasFamily(kReportFamily);
}

} // namespace

QStringList ReportLanguageScope::fontFamilies() {
    // Latin text and digits first from Noto Sans: digits drawn from the CJK font were missing from the PDF's
    // text layer (shaped into forms without a code point, most likely), so a reader could not copy them.
    QStringList families;
    if (QFontDatabase::hasFamily(kLatinFamily))
        families.append(kLatinFamily);
    static const bool reportFonts = loadReportFonts();
    if (reportFonts) {
        families.append(kReportFamily);
    } else if (QFontDatabase::hasFamily(kCjkFamily)) {
        families.append(kCjkFamily);
    } else {
        static bool warned = false;
        if (!warned) {
            qWarning("report: font \"%s\" is not installed; Chinese text may use another font",
                     qPrintable(kCjkFamily));
            warned = true;
        }
    }
    if (families.isEmpty())
        families.append(QGuiApplication::font().family());
    return families;
}

ReportLanguageScope::ReportLanguageScope(const QString& language) : mPreviousLocale(QLocale()) {
    QCoreApplication::instance()->installEventFilter(this);
    if (language == QLatin1String("zh_CN")) {
        mTranslator = std::make_unique<QTranslator>();
        const QString path = QStringLiteral(":/i18n/cluster-workbench_%1.qm").arg(language);
        if (!QFile::exists(path) || !mTranslator->load(path)) {
            mTranslator = std::make_unique<SourceTextTranslator>();
            mTranslated = false;
        }
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    } else {
        mTranslator = std::make_unique<SourceTextTranslator>();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    QCoreApplication::installTranslator(mTranslator.get());

    // Widgets made while the scope lives (the charts) take the application font.
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        mPreviousFont = QGuiApplication::font();
        QFont font = mPreviousFont;
        font.setFamilies(fontFamilies());
        QGuiApplication::setFont(font);
        mFontChanged = true;
    }
}

ReportLanguageScope::~ReportLanguageScope() {
    if (mFontChanged)
        QGuiApplication::setFont(mPreviousFont);
    QCoreApplication::removeTranslator(mTranslator.get());
    QLocale::setDefault(mPreviousLocale);
    QCoreApplication::instance()->removeEventFilter(this);
}

bool ReportLanguageScope::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::LanguageChange:
    case QEvent::ApplicationFontChange:
        return true;
    default:
        return QObject::eventFilter(watched, event);
    }
}
