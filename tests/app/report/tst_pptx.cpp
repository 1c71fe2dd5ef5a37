// The PowerPoint deck (`report -o OUT.pptx`, docs/report.md): the package is complete by the Open Packaging
// Conventions (ECMA-376 Part 2: a content type for every part, every relationship's target present, every
// part reachable, XML well-formed, the ZIP sound by unzip's own test), its slides are those the PDF has
// (PresentationML, ECMA-376 Part 1), and LibreOffice Impress, another reader, opens it and renders every
// slide with its title and table texts (pdftotext), in English and Chinese. With --template the deck keeps
// the template's slide master and theme. LibreOffice is required: a missing soffice fails the test (scripts/
// setup installs libreoffice-impress).
#include "analysis/analyzer.h"
#include "cli/catalogsession.h"
#include "file/designfile.h"
#include "report/pptxpackage.h"
#include "report/reportdeck.h"
#include "report/reportlanguagescope.h"
#include "testfiles.h"
#include "testmain.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

using Examples::kDgx;
using Examples::kReference;
const QString kRelationshipsNs =
    QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships");

QString relsName(const QString& part) {
    const int slash = int(part.lastIndexOf(QLatin1Char('/')));
    return part.left(slash + 1) + QStringLiteral("_rels/") + part.mid(slash + 1) + QStringLiteral(".rels");
}

// The internal targets of `part`'s relationships, resolved to part names (Part 2, 9.3).
QStringList targets(const PptxPackage& package, const QString& part, QString* problem) {
    QStringList list;
    QXmlStreamReader r(package.part(relsName(part)));
    const QString folder = part.left(part.lastIndexOf(QLatin1Char('/')) + 1);
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement() || r.name() != QLatin1String("Relationship"))
            continue;
        if (r.namespaceUri() != kRelationshipsNs)
            *problem = relsName(part) + QStringLiteral(": Relationship outside its namespace");
        if (r.attributes().value(QStringLiteral("TargetMode")) == QLatin1String("External"))
            continue;
        const QString target = r.attributes().value(QStringLiteral("Target")).toString();
        QStringList parts;
        for (const QString& p : (target.startsWith(QLatin1Char('/')) ? target.mid(1) : folder + target)
                                    .split(QLatin1Char('/'))) {
            if (p == QLatin1String(".."))
                parts.removeLast();
            else if (p != QLatin1String("."))
                parts.append(p);
        }
        list.append(parts.join(QLatin1Char('/')));
    }
    return list;
}

// The text of every <a:t> of a part.
QString drawingText(const QByteArray& xml) {
    QString text;
    QXmlStreamReader r(xml);
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("t"))
            text += r.readElementText() + QLatin1Char(' ');
    }
    return text;
}

QString compact(QString text) {
    text = text.normalized(QString::NormalizationForm_KC);
    // Simplified-form radicals (U+2E80 block) have no compatibility mapping: fold the ones the deck uses.
    static const QList<std::pair<char16_t, char16_t>> radicals = {
        {0x2EC5, 0x89C1}, {0x2ECB, 0x8F66}, {0x2ED3, 0x957F}, {0x2ED4, 0x95E8},
        {0x2EDA, 0x9875}, {0x2EDB, 0x98CE}, {0x2EDC, 0x98DE}, {0x2EE2, 0x9A6C}};
    for (const auto& [radical, ideograph] : radicals)
        text.replace(QChar(radical), QChar(ideograph));
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

} // namespace

class TestPptx : public QObject {
    Q_OBJECT
public:
    // LibreOffice converts several decks in one function: more than QTest's default five minutes on a
    // loaded machine. Qt Test calls this before it makes the application.
    static void initMain() {
        if (qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
            qputenv("QTEST_FUNCTION_TIMEOUT", "1200000");
    }

private:
    QTemporaryDir mDir;

    QString catalogPath() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }
    struct Result {
        int exitCode;
        QByteArray err;
    };
    Result run(const QStringList& arguments) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalogPath());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CW_EXECUTABLE), arguments);
        if (!process.waitForFinished(300000))
            qFatal("command did not finish");
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                process.readAllStandardError()};
    }
    static QString tool(const QString& program, const QStringList& arguments, int* exitCode = nullptr) {
        QProcess process;
        process.start(program, arguments);
        process.waitForFinished(300000);
        if (exitCode)
            *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        return QString::fromUtf8(process.readAllStandardOutput());
    }
    // LibreOffice Impress, headless, converts `input` to `format` into `folder`; returns the file written.
    QString convert(const QString& input, const QString& format, const QString& folder) {
        return convert(QStringList{input}, format, folder).value(0);
    }
    // Several files in one run (LibreOffice starts once); returns the files written, empty for a failure.
    QStringList convert(const QStringList& inputs, const QString& format, const QString& folder) {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (soffice.isEmpty())
            return {};
        QDir().mkpath(folder);
        QProcess process;
        process.start(soffice, QStringList{QStringLiteral("-env:UserInstallation=file://") +
                                               mDir.filePath(QStringLiteral("lo-profile")),
                                           QStringLiteral("--headless"), QStringLiteral("--norestore"),
                                           QStringLiteral("--convert-to"), format, QStringLiteral("--outdir"),
                                           folder} +
                                   inputs);
        if (!process.waitForFinished(600000))
            return {};
        QStringList outs;
        for (const QString& input : inputs) {
            const QString out = QDir(folder).filePath(QFileInfo(input).completeBaseName() + QLatin1Char('.') +
                                                      format.section(QLatin1Char(':'), 0, 0));
            outs.append(QFileInfo::exists(out) ? out : QString());
        }
        return outs;
    }
    static int pdfPages(const QString& path) {
        const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                               .match(tool(QStringLiteral("pdfinfo"), {path}));
        return match.hasMatch() ? match.captured(1).toInt() : -1;
    }
    static QString pageText(const QString& path, int page) {
        return tool(QStringLiteral("pdftotext"),
                    {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
                     path, QStringLiteral("-")});
    }
    // The deck as the report plans and records it, in the report's language.
    QList<DeckSlide> recorded(const QString& designPath, const QString& language) {
        QString error;
        const auto store = openCatalogStore(catalogPath(), &error);
        if (!store)
            qFatal("catalog: %s", qPrintable(error));
        const PartIndex parts = store->snapshot();
        const auto design = DesignFile::load(designPath, parts, &error);
        if (!design)
            qFatal("design: %s", qPrintable(error));
        const ReportLanguageScope scope(language);
        ReportOptions options;
        options.language = language;
        const ReportDeck deck(*design, analyze(*design, parts), parts, options);
        QList<DeckSlide> slides;
        for (int i = 0; i < deck.pageCount(); ++i)
            slides.append(deck.record(i));
        return slides;
    }
    QString exportDeck(const QString& design, const QString& language, const QStringList& extra = {}) {
        const QString out = mDir.filePath(QStringLiteral("deck-%1-%2%3.pptx")
                                              .arg(QFileInfo(design).baseName(), language)
                                              .arg(extra.size()));
        const Result r = run(QStringList{QStringLiteral("report"), design, QStringLiteral("--lang"), language,
                                         QStringLiteral("-o"), out} +
                             extra);
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        return r.exitCode == 0 ? out : QString();
    }
    // Checks the package by the Open Packaging Conventions; returns the slide parts in presentation order.
    static QStringList checkPackage(const PptxPackage& package, QString* problem);

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }

    void package_data();
    void package();
    void libreOffice();
    void templateKeepsMaster();
    void badTemplate();
};

QStringList TestPptx::checkPackage(const PptxPackage& package, QString* problem) {
    // Every XML part is well-formed.
    for (const QString& name : package.names()) {
        if (!name.endsWith(QLatin1String(".xml")) && !name.endsWith(QLatin1String(".rels")) &&
            !name.endsWith(QLatin1String(".svg")))
            continue;
        QXmlStreamReader r(package.part(name));
        while (!r.atEnd())
            r.readNext();
        if (r.hasError()) {
            *problem = QStringLiteral("%1, line %2: %3").arg(name).arg(r.lineNumber()).arg(r.errorString());
            return {};
        }
    }
    // A content type for every part (Part 2, 10.1.2): a Default for its extension or an Override.
    QSet<QString> defaults, overrides;
    QXmlStreamReader c(package.part(QStringLiteral("[Content_Types].xml")));
    while (!c.atEnd()) {
        c.readNext();
        if (c.isStartElement() && c.name() == QLatin1String("Default"))
            defaults.insert(c.attributes().value(QStringLiteral("Extension")).toString().toLower());
        if (c.isStartElement() && c.name() == QLatin1String("Override"))
            overrides.insert(c.attributes().value(QStringLiteral("PartName")).toString().mid(1));
    }
    for (const QString& name : package.names())
        if (name != QLatin1String("[Content_Types].xml") && !overrides.contains(name) &&
            !defaults.contains(name.section(QLatin1Char('.'), -1).toLower())) {
            *problem = name + QStringLiteral(" has no content type");
            return {};
        }
    for (const QString& name : overrides)
        if (!package.contains(name)) {
            *problem = QStringLiteral("[Content_Types].xml names %1, which is not in the package").arg(name);
            return {};
        }
    // Every relationship's target exists; every part is reachable from the package's relationships.
    QSet<QString> reached;
    QStringList queue{QString()};
    while (!queue.isEmpty()) {
        const QString part = queue.takeFirst();
        for (const QString& target : targets(package, part, problem)) {
            if (!package.contains(target)) {
                *problem = QStringLiteral("%1 points to %2, which is not in the package")
                               .arg(relsName(part), target);
                return {};
            }
            if (!reached.contains(target)) {
                reached.insert(target);
                queue.append(target);
            }
        }
    }
    for (const QString& name : package.names())
        if (name != QLatin1String("[Content_Types].xml") && !name.endsWith(QLatin1String(".rels")) &&
            !reached.contains(name)) {
            *problem = name + QStringLiteral(" is not reachable by any relationship");
            return {};
        }
    for (const QString& name : package.names())
        if (name.endsWith(QLatin1String(".rels"))) {
            QString source = name;
            source.remove(QStringLiteral("_rels/"));
            source.chop(5);
            if (!source.isEmpty() && !package.contains(source)) {
                *problem = name + QStringLiteral(" belongs to no part");
                return {};
            }
        }
    // The slides in the presentation's order.
    QMap<QString, QString> byId;
    QXmlStreamReader rels(package.part(QStringLiteral("ppt/_rels/presentation.xml.rels")));
    while (!rels.atEnd()) {
        rels.readNext();
        if (rels.isStartElement() && rels.name() == QLatin1String("Relationship"))
            byId.insert(rels.attributes().value(QStringLiteral("Id")).toString(),
                        QStringLiteral("ppt/") +
                            rels.attributes().value(QStringLiteral("Target")).toString());
    }
    QStringList slides;
    QXmlStreamReader p(package.part(QStringLiteral("ppt/presentation.xml")));
    while (!p.atEnd()) {
        p.readNext();
        if (p.isStartElement() && p.name() == QLatin1String("sldId"))
            slides.append(byId.value(p.attributes()
                                         .value(QStringLiteral("http://schemas.openxmlformats.org/"
                                                               "officeDocument/2006/relationships"),
                                                QStringLiteral("id"))
                                         .toString()));
        if (p.isStartElement() && p.name() == QLatin1String("sldSz") &&
            (p.attributes().value(QStringLiteral("cx")) != QLatin1String("12192000") ||
             p.attributes().value(QStringLiteral("cy")) != QLatin1String("6858000"))) {
            *problem = QStringLiteral("the slide size is not 16:9, 13.333 x 7.5 in");
            return {};
        }
    }
    return slides;
}

void TestPptx::package_data() {
    QTest::addColumn<QString>("design");
    QTest::addColumn<QString>("language");
    QTest::newRow("reference en") << kReference << QStringLiteral("en");
    QTest::newRow("reference zh_CN") << kReference << QStringLiteral("zh_CN");
    QTest::newRow("dgx en") << kDgx << QStringLiteral("en");
    QTest::newRow("dgx zh_CN") << kDgx << QStringLiteral("zh_CN");
}

void TestPptx::package() {
    QFETCH(QString, design);
    QFETCH(QString, language);
    const QString out = exportDeck(design, language);
    QVERIFY(!out.isEmpty());
    QVERIFY(QDir(mDir.path()).entryList({QStringLiteral("*.tmp-*")}).isEmpty()); // written atomically
    int unzipCode = -1;
    const QString unzip = tool(QStringLiteral("unzip"), {QStringLiteral("-t"), out}, &unzipCode);
    QVERIFY2(unzipCode == 0, qPrintable(unzip));

    QString error;
    const std::optional<PptxPackage> package = PptxPackage::read(out, &error);
    QVERIFY2(package, qPrintable(error));
    QString problem;
    const QStringList slideParts = checkPackage(*package, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    const QList<DeckSlide> slides = recorded(design, language);
    QVERIFY(slides.size() >= 7);
    QCOMPARE(slideParts.size(), slides.size());
    int tables = 0, pictures = 0, notes = 0;
    for (int i = 0; i < slides.size(); ++i) {
        const QByteArray xml = package->part(slideParts[i]);
        const QString text = compact(drawingText(xml));
        QVERIFY2(text.contains(compact(slides[i].title)),
                 qPrintable(slideParts[i] + QLatin1Char(' ') + slides[i].title));
        // Tables are native (a:tbl) with their header cells; pictures an SVG with its PNG fallback.
        QCOMPARE(xml.count("<a:tbl>"), slides[i].tables.size());
        for (const DeckSlide::Table& table : slides[i].tables)
            for (const SlideTable::Column& column : table.columns)
                QVERIFY2(text.contains(compact(column.title)), qPrintable(column.title));
        QCOMPARE(
            xml.count("<asvg:svgBlip"), slides[i].pictures.size() - [&] {
                int raster = 0;
                for (const DeckSlide::Picture& picture : slides[i].pictures)
                    raster += picture.svg.isEmpty();
                return raster;
            }());
        tables += int(slides[i].tables.size());
        pictures += int(slides[i].pictures.size());
        // The sources under the tables and charts are the speaker notes.
        const QString notesPart =
            QString(slideParts[i])
                .replace(QStringLiteral("slides/slide"), QStringLiteral("notesSlides/notesSlide"));
        for (const QString& note : slides[i].notes) {
            QVERIFY2(compact(drawingText(package->part(notesPart))).contains(compact(note)),
                     qPrintable(note));
            ++notes;
        }
        if (language == QLatin1String("zh_CN")) // CJK runs declare their East Asian font
            QVERIFY(xml.contains("lang=\"zh-CN\"") && xml.contains("<a:ea typeface=\"Microsoft YaHei\"/>"));
    }
    QVERIFY(tables >= 4);   // budgets, network, findings, BOM at least
    QVERIFY(pictures >= 3); // the cover's rack, the elevations, the charts
    QVERIFY(notes >= 3);
}

// Each example in both languages, converted in one LibreOffice run.
void TestPptx::libreOffice() {
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("soffice")).isEmpty(),
             "soffice not found: LibreOffice Impress is needed (scripts/setup installs libreoffice-impress)");
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             "poppler-utils not installed");
    const QList<std::pair<QString, QString>> decks = {{kReference, QStringLiteral("en")},
                                                      {kReference, QStringLiteral("zh_CN")},
                                                      {kDgx, QStringLiteral("en")},
                                                      {kDgx, QStringLiteral("zh_CN")}};
    QStringList files;
    for (const auto& [design, language] : decks) {
        files.append(exportDeck(design, language));
        QVERIFY(!files.last().isEmpty());
    }
    const QStringList pdfs = convert(files, QStringLiteral("pdf"), mDir.filePath(QStringLiteral("lo")));
    QCOMPARE(pdfs.size(), files.size());
    for (int d = 0; d < decks.size(); ++d) {
        const QString& pdf = pdfs[d];
        QVERIFY2(!pdf.isEmpty(), qPrintable(QStringLiteral("LibreOffice did not convert ") + files[d]));
        const QList<DeckSlide> slides = recorded(decks[d].first, decks[d].second);
        QCOMPARE(pdfPages(pdf), slides.size());
        for (int i = 0; i < slides.size(); ++i) {
            const QString text = compact(pageText(pdf, i + 1));
            QVERIFY2(text.contains(compact(slides[i].title)),
                     qPrintable(QStringLiteral("%1 page %2 lacks \"%3\": %4")
                                    .arg(pdf)
                                    .arg(i + 1)
                                    .arg(slides[i].title, text.left(300))));
            // The table texts: the header cells and each row's first cell, word by word (a cell may wrap).
            for (const DeckSlide::Table& table : slides[i].tables) {
                QStringList cells;
                for (const SlideTable::Column& column : table.columns)
                    cells.append(column.title);
                for (const SlideTable::Row& row : table.rows)
                    cells.append(row.cells.value(0));
                for (const QString& cell : cells)
                    for (const QString& word : cell.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                        if (word.size() <= 12) // a long word may be hyphenated or cut by an ellipsis
                            QVERIFY2(
                                text.contains(compact(word)),
                                qPrintable(
                                    QStringLiteral("%1 page %2 lacks \"%3\"").arg(pdf).arg(i + 1).arg(word)));
            }
        }
    }
}

void TestPptx::templateKeepsMaster() {
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("soffice")).isEmpty(),
             "soffice not found: LibreOffice Impress is needed (scripts/setup installs libreoffice-impress)");
    // A template written by another program: LibreOffice saves a deck with its own masters, layouts and
    // theme.
    const QString deck = exportDeck(kReference, QStringLiteral("en"));
    QVERIFY(!deck.isEmpty());
    const QString templatePath = convert(deck, QStringLiteral("pptx:Impress Office Open XML"),
                                         mDir.filePath(QStringLiteral("template")));
    QVERIFY2(!templatePath.isEmpty(), "LibreOffice did not write the template");
    QString error;
    const std::optional<PptxPackage> templ = PptxPackage::read(templatePath, &error);
    QVERIFY2(templ, qPrintable(error));

    const QString out =
        exportDeck(kReference, QStringLiteral("zh_CN"), {QStringLiteral("--template"), templatePath});
    QVERIFY(!out.isEmpty());
    const std::optional<PptxPackage> package = PptxPackage::read(out, &error);
    QVERIFY2(package, qPrintable(error));
    QString problem;
    const QStringList slideParts = checkPackage(*package, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QList<DeckSlide> slides = recorded(kReference, QStringLiteral("zh_CN"));
    QCOMPARE(slideParts.size(), slides.size()); // the template's own slides are not carried over
    // The template's masters, layouts and themes, unchanged.
    int kept = 0;
    for (const QString& name : templ->names())
        if (name.startsWith(QLatin1String("ppt/slideMasters/")) ||
            name.startsWith(QLatin1String("ppt/slideLayouts/")) ||
            name.startsWith(QLatin1String("ppt/theme/"))) {
            QVERIFY2(package->part(name) == templ->part(name), qPrintable(name));
            ++kept;
        }
    QVERIFY(kept >= 3);
    // Each slide takes a layout of the template's.
    for (const QString& slide : slideParts) {
        const QStringList layouts =
            targets(*package, slide, &problem).filter(QStringLiteral("slideLayouts/"));
        QCOMPARE(layouts.size(), 1);
        QVERIFY(templ->contains(layouts.first()));
    }
    const QString pdf = convert(out, QStringLiteral("pdf"), mDir.filePath(QStringLiteral("lo-template")));
    QVERIFY(!pdf.isEmpty());
    QCOMPARE(pdfPages(pdf), slides.size());
    for (int i = 0; i < slides.size(); ++i)
        QVERIFY2(
            compact(pageText(pdf, i + 1)).contains(compact(slides[i].title.section(QLatin1Char(' '), 0, 0))),
            qPrintable(slides[i].title));
}

void TestPptx::badTemplate() {
    const QString notZip = mDir.filePath(QStringLiteral("broken.pptx"));
    QFile file(notZip);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a zip");
    file.close();
    const QString out = mDir.filePath(QStringLiteral("bad.pptx"));
    Result r = run({QStringLiteral("report"), kReference, QStringLiteral("-o"), out,
                    QStringLiteral("--template"), notZip});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("broken.pptx"), r.err.constData());
    QVERIFY(!QFileInfo::exists(out));
    r = run({QStringLiteral("report"), kReference, QStringLiteral("-o"),
             mDir.filePath(QStringLiteral("x.pdf")), QStringLiteral("--template"), notZip});
    QCOMPARE(r.exitCode, 2); // a template is for the PowerPoint deck
    r = run({QStringLiteral("report"), kReference, QStringLiteral("-o"), out, QStringLiteral("--template"),
             mDir.filePath(QStringLiteral("missing.pptx"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("missing.pptx"), r.err.constData());
    // Hostile templates (tests/data/regressions/README.md, pptx/): refused with the file's name,
    // nothing written.
    const QDir regressions(QStringLiteral(CW_TEST_DATA "/regressions/pptx"));
    const QStringList hostile = regressions.entryList({QStringLiteral("*.pptx")}, QDir::Files);
    QVERIFY(hostile.size() >= 4);
    for (const QString& name : hostile) {
        r = run({QStringLiteral("report"), kReference, QStringLiteral("-o"), out,
                 QStringLiteral("--template"), regressions.filePath(name)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(name.toUtf8()), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
}

CW_TEST_MAIN(TestPptx)
#include "tst_pptx.moc"
