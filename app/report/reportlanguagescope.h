#pragma once

#include <QFont>
#include <QLocale>
#include <QObject>
#include <QStringList>
#include <memory>

class QTranslator;

// Switches the translations, the default QLocale (number formats) and the application font to a report's
// language for the lifetime of the scope, then restores them. Independent of the UI language (Language):
// the window keeps its language, and the LanguageChange / font change events the switch would send to
// its widgets are held back while the scope lives (the state after the scope equals the state before).
//
// Chinese renders with "Noto Sans CJK SC" (so Han characters take the Simplified Chinese glyph forms and
// the PDF embeds one font family); English with the same family when present.
class ReportLanguageScope : public QObject {
    Q_OBJECT
public:
    explicit ReportLanguageScope(const QString& language);
    ~ReportLanguageScope() override;

    // The family the report draws with: "Noto Sans CJK SC" when installed, else the application font's.
    // The report's fonts: Noto Sans for Latin text and digits, then the CJK font (see fontFamilies() in
    // the .cpp and docs/report.md for why two).
    static QStringList fontFamilies();
    // False when the language's translations are missing from the binary (the report falls back to English).
    bool translated() const { return mTranslated; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::unique_ptr<QTranslator> mTranslator;
    QLocale mPreviousLocale;
    QFont mPreviousFont;
    bool mFontChanged = false;
    bool mTranslated = true;
};
