// PowerPoint templates are other programs' files (issue #47): one whose entries unpack to far more than it
// holds (a ZIP bomb: 4 MB unpacking to 4 GB took 35 s and 4.1 GB before) is refused before it is read, and
// one with a part that is not well-formed XML (its table styles, a theme, a layout, a relationships part,
// its properties: a broken part was copied into the deck with exit 0) is refused naming the template and
// the part. A sound template still gives a deck.
#include "app/commandrunner.h"
#include "report/pptxpackage.h"
#include "testfiles.h"
#include "testmain.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace pptxtemplates {
// Well-formed parts a template made by PowerPoint or LibreOffice carries and this program's decks do not.
const QByteArray kTableStyles =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<a:tblStyleLst "
    "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
    "def=\"{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}\"/>";
const QByteArray kPresProps =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:presentationPr "
    "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"/>";
} // namespace pptxtemplates

class TestPptxTemplates : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    PptxPackage mTemplate;
    QString catalog() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }

    CommandResult reportWith(const QString& templatePath, const QString& out) {
        return runWorkbench(catalog(), {QStringLiteral("report"), Examples::kReference,
                                        QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("-o"),
                                        out, QStringLiteral("--template"), templatePath});
    }

private slots:
    void initTestCase() {
        // A deck of this program's, with the parts other programs add, is the template the cases change.
        const QString deck = mDir.filePath(QStringLiteral("deck.pptx"));
        const CommandResult r =
            runWorkbench(catalog(), {QStringLiteral("report"), Examples::kReference, QStringLiteral("--lang"),
                                     QStringLiteral("en"), QStringLiteral("-o"), deck});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QString error;
        auto package = PptxPackage::read(deck, &error);
        QVERIFY2(package, qPrintable(error));
        mTemplate = *package;
        mTemplate.add(QStringLiteral("ppt/tableStyles.xml"), pptxtemplates::kTableStyles);
        mTemplate.add(QStringLiteral("ppt/presProps.xml"), pptxtemplates::kPresProps);
        QByteArray rels = mTemplate.part(QStringLiteral("ppt/_rels/presentation.xml.rels"));
        QVERIFY(rels.contains("</Relationships>"));
        rels.replace("</Relationships>",
                     "<Relationship Id=\"rIdT\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                     "relationships/tableStyles\" Target=\"tableStyles.xml\"/><Relationship Id=\"rIdP\" "
                     "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/presProps\" "
                     "Target=\"presProps.xml\"/></Relationships>");
        mTemplate.add(QStringLiteral("ppt/_rels/presentation.xml.rels"), rels);
    }

    void soundTemplateGivesADeck() {
        const QString path = mDir.filePath(QStringLiteral("sound.pptx"));
        QString error;
        QVERIFY2(mTemplate.write(path, &error), qPrintable(error));
        const QString out = mDir.filePath(QStringLiteral("from-sound.pptx"));
        const CommandResult r = reportWith(path, out);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(out).size() > 10000);
    }

    // Ten parts, each cut short before its root's end (as a broken download or a faulty tool leaves it).
    void malformedPartIsRefused_data() {
        QTest::addColumn<QString>("part");
        for (const char* part :
             {"ppt/tableStyles.xml", "ppt/presProps.xml", "ppt/theme/theme1.xml", "ppt/theme/theme2.xml",
              "ppt/slideMasters/slideMaster1.xml", "ppt/slideLayouts/slideLayout1.xml",
              "ppt/slideMasters/_rels/slideMaster1.xml.rels", "ppt/slideLayouts/_rels/slideLayout1.xml.rels",
              "ppt/notesMasters/notesMaster1.xml", "[Content_Types].xml"})
            QTest::newRow(part) << QString::fromLatin1(part);
    }
    void malformedPartIsRefused() {
        QFETCH(QString, part);
        QVERIFY2(mTemplate.contains(part), qPrintable(mTemplate.names().join(u' ')));
        PptxPackage broken = mTemplate;
        const QByteArray bytes = broken.part(part);
        const qsizetype cut = bytes.lastIndexOf('>'); // the root's end tag left open
        QVERIFY(cut > 0);
        broken.add(part, bytes.left(cut));
        const QString name = QStringLiteral("broken.pptx");
        const QString path = mDir.filePath(name);
        QString error;
        QVERIFY2(broken.write(path, &error), qPrintable(error));
        const QString out = mDir.filePath(QStringLiteral("from-broken.pptx"));
        QFile::remove(out);
        const CommandResult r = reportWith(path, out);
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(name) && err.contains(part) && err.contains(QLatin1String("not well-formed")),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // A template whose eight entries unpack to 40 MB of zeros each (320 MB from a file of a few hundred
    // kB): refused from the ZIP's directory, before any entry is unpacked.
    void zipBombIsRefusedBeforeReading() {
        PptxPackage bomb = mTemplate;
        const QByteArray zeros(40 << 20, '\0');
        for (int i = 1; i <= 8; ++i)
            bomb.add(QStringLiteral("ppt/media/filler%1.bin").arg(i), zeros);
        const QString path = mDir.filePath(QStringLiteral("bomb.pptx"));
        QString error;
        QVERIFY2(bomb.write(path, &error), qPrintable(error));
        // A ZIP bomb: far smaller than it unpacks to.
        QVERIFY2(QFileInfo(path).size() * 20 < 8 * zeros.size(),
                 qPrintable(QString::number(QFileInfo(path).size())));
        const CommandResult r = reportWith(path, mDir.filePath(QStringLiteral("from-bomb.pptx")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bomb.pptx") && r.err.contains("unpacks to more than 256 MB"),
                 r.err.constData());
        QVERIFY(!PptxPackage::read(path, &error));
        QVERIFY2(error.contains(QLatin1String("refused before it is read")), qPrintable(error));
    }
};

CW_TEST_GUILESS_MAIN(TestPptxTemplates)
#include "tst_pptxtemplates.moc"
