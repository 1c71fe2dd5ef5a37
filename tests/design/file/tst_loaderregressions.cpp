// Replays every file in tests/data/regressions (inputs that once crashed, hung or exhausted memory in a
// loader, found by reproduction or by the fuzzers in tests/fuzz): each must be refused with a message
// that names the file and says why, never crash, and never be accepted silently.
#include "file/designfile.h"
#include "jsontext.h"
#include "netbox/netboxdevicetype.h"
#include "parts/partsdocument.h"
#include "templates/designtemplate.h"
#include "testmain.h"
#include "testsupport.h"
#include "workload/hfconfig.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

const QString kRegressions = QStringLiteral(CW_TEST_DATA "/regressions/");

void addFiles(const QString& folder) {
    QTest::addColumn<QString>("path");
    const QDir dir(kRegressions + folder);
    const QStringList names = dir.entryList(QDir::Files, QDir::Name);
    if (names.isEmpty())
        qFatal("no regression files in %s", qPrintable(dir.path()));
    for (const QString& name : names)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// A quotes file as tests/fuzz/fuzz_quotes.cpp reads it: the "quotes" array of a version 7 design.
QByteArray designWithQuotes(const QByteArray& quotes) {
    return "{\"format\": \"cluster-workbench-design\", \"version\": 7, \"settings\": "
           "{\"currency\": \"CNY\", \"exchange_rates\": {\"USD\": 7.1}}, \"racks\": [{\"id\": "
           "\"R01\", \"part\": \"rack-42u-600x1200\", \"devices\": [{\"id\": \"sw1\", \"part\": "
           "\"nvidia-sn2700\", \"u\": 40}]}], \"quotes\": " +
           quotes + "}";
}

} // namespace

class TestLoaderRegressions : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void designFilesAreRefusedWithAReason_data() { addFiles(QStringLiteral("designs")); }
    void designFilesAreRefusedWithAReason() {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).fileName();
        QString error;
        const auto design = DesignFile::read(readAll(path), mParts, name, &error);
        QVERIFY2(!design, "accepted");
        QVERIFY2(error.startsWith(name + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.size() > name.size() + 8, qPrintable(error)); // a reason, not an empty line
        QVERIFY2(error.size() < 400, qPrintable(error));             // no sub-tree dumped into it
    }

    void partFilesAreRefusedWithAReason_data() { addFiles(QStringLiteral("parts")); }
    void partFilesAreRefusedWithAReason() {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).fileName();
        QString error;
        const auto parts = PartsDocument::read(readAll(path), name, &error);
        QVERIFY2(!parts, "accepted");
        QVERIFY2(error.startsWith(name + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.size() > name.size() + 8, qPrintable(error));
        QVERIFY2(error.size() < 400, qPrintable(error));
    }

    void netboxFilesAreRefusedWithAReason_data() { addFiles(QStringLiteral("netbox")); }
    void netboxFilesAreRefusedWithAReason() {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).fileName();
        const auto result = readNetboxType(readAll(path), name);
        QCOMPARE(int(result.outcome), int(NetboxFileResult::Outcome::Refused));
        QVERIFY2(result.reason.startsWith(name + QStringLiteral(":")), qPrintable(result.reason));
        QVERIFY2(result.reason.size() < 400, qPrintable(result.reason));
    }

    void hfConfigFilesAreRefusedWithAReason_data() { addFiles(QStringLiteral("hfconfig")); }
    void hfConfigFilesAreRefusedWithAReason() {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).fileName();
        QString error;
        QVERIFY2(!parseHfConfig(readAll(path), name, &error), "accepted");
        QVERIFY2(error.startsWith(name + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.size() < 400, qPrintable(error));
    }

    void templateFilesAreRefusedWithAReason_data() { addFiles(QStringLiteral("templates")); }
    void templateFilesAreRefusedWithAReason() {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).fileName();
        QString error;
        QVERIFY2(!DesignTemplate::fromJson(readAll(path), mParts, name, &error), "accepted");
        QVERIFY2(error.startsWith(name + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.size() > name.size() + 8, qPrintable(error));
        QVERIFY2(error.size() < 400, qPrintable(error));
    }

    void quoteFilesAreRefusedWithAReason_data() { addFiles(QStringLiteral("quotes")); }
    void quoteFilesAreRefusedWithAReason() {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).fileName();
        QString error;
        QVERIFY2(!DesignFile::read(designWithQuotes(readAll(path)), mParts, name, &error), "accepted");
        QVERIFY2(error.startsWith(name + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.size() > name.size() + 8, qPrintable(error));
        QVERIFY2(error.size() < 400, qPrintable(error));
    }

    // The seeds the template and quote fuzzers start from are taken, so the fuzzers explore past the
    // first refusal.
    void fuzzSeedsAreAccepted() {
        const QString corpus = QStringLiteral(CW_SOURCE_DIR "/tests/fuzz/corpus/");
        QString error;
        for (const QString& name : QDir(corpus + QStringLiteral("templates")).entryList(QDir::Files))
            QVERIFY2(DesignTemplate::fromJson(readAll(corpus + QStringLiteral("templates/") + name), mParts,
                                              name, &error),
                     qPrintable(error));
        for (const QString& name : QDir(corpus + QStringLiteral("quotes")).entryList(QDir::Files))
            QVERIFY2(DesignFile::read(designWithQuotes(readAll(corpus + QStringLiteral("quotes/") + name)),
                                      mParts, name, &error),
                     qPrintable(error));
    }

    // The reasons named in the robustness issue, word for word where it matters.
    void messagesSayWhatIsWrong() {
        QString error;
        QVERIFY(!DesignFile::read(readAll(kRegressions + QStringLiteral("designs/number-overflow.json")),
                                  mParts, QStringLiteral("n.json"), &error));
        QVERIFY2(error.contains(QLatin1String("1e400")) && error.contains(QLatin1String("out of range")),
                 qPrintable(error));
        QVERIFY(!DesignFile::read(readAll(kRegressions + QStringLiteral("designs/deep-nesting.json")), mParts,
                                  QStringLiteral("d.json"), &error));
        QVERIFY2(error.contains(QLatin1String("line 1, column")) &&
                     error.contains(QLatin1String("nested deeper than 64 levels")),
                 qPrintable(error));
        QVERIFY(!PartsDocument::read(readAll(kRegressions + QStringLiteral("parts/bay-count-2e9.json")),
                                     QStringLiteral("p.json"), &error));
        QVERIFY2(error.contains(QLatin1String("spec.bays[0].count")) &&
                     error.contains(QLatin1String("at most 1024")),
                 qPrintable(error));
        QVERIFY(!PartsDocument::read(readAll(kRegressions + QStringLiteral("parts/rack-1e6-u.json")),
                                     QStringLiteral("p.json"), &error));
        QVERIFY2(error.contains(QLatin1String("height_u")), qPrintable(error));
        // A container where a string belongs is named by kind, not dumped.
        QVERIFY(!DesignFile::read(
            readAll(kRegressions + QStringLiteral("designs/object-where-string-expected.json")), mParts,
            QStringLiteral("o.json"), &error));
        QCOMPARE(error, QStringLiteral("o.json: name: must be a string, got an object"));
        QVERIFY(!DesignFile::read(readAll(kRegressions + QStringLiteral("designs/huge-quantity.json")),
                                  mParts, QStringLiteral("q.json"), &error));
        QCOMPARE(error,
                 QStringLiteral(
                     "q.json: racks[0].devices[0].components[0].qty: must be at most 4096, got 1000000"));
    }

    // Exactly 64 levels still load (the bound is not off by one); 65 do not.
    void nestingBoundIsExact() {
        QString error;
        QVERIFY2(parseJsonText(QByteArray(64, '[') + QByteArray(64, ']'), &error), qPrintable(error));
        QVERIFY(!parseJsonText(QByteArray(65, '[') + QByteArray(65, ']'), &error));
        // Brackets inside strings are text, not nesting.
        QVERIFY2(parseJsonText("[\"" + QByteArray(1000, '[') + "\"]", &error), qPrintable(error));
        QVERIFY2(parseJsonText("[\"\\\"" + QByteArray(1000, '{') + "\"]", &error), qPrintable(error));
    }

    // The parser that places mistakes builds the same tree as the library's own parser: every example
    // design and the bundled catalog, value for value.
    void ourTreeIsTheLibrarysTree_data() {
        QTest::addColumn<QString>("path");
        QDir examples(QStringLiteral(CW_SOURCE_DIR "/resources/examples"));
        for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << examples.filePath(name);
        QDir catalog(QStringLiteral(CW_SOURCE_DIR "/resources/catalog"));
        for (const QString& name : catalog.entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << catalog.filePath(name);
    }
    void ourTreeIsTheLibrarysTree() {
        QFETCH(QString, path);
        const QByteArray text = readAll(path);
        QString error;
        const auto ours = parseJsonText(text, &error);
        QVERIFY2(ours, qPrintable(error));
        QCOMPARE(QByteArray::fromStdString(ours->dump()),
                 QByteArray::fromStdString(nlohmann::json::parse(text.constBegin(), text.constEnd()).dump()));
    }

    // A number out of range is placed like any other mistake.
    void numberOutOfRangeNamesLineAndColumn() {
        QString error;
        QVERIFY(!parseJsonText("{\n  \"a\": 1e400\n}", &error));
        QCOMPARE(error, QStringLiteral("line 2, column 8: the number '1e400' is out of range"));
    }
};

CW_TEST_GUILESS_MAIN(TestLoaderRegressions)
#include "tst_loaderregressions.moc"
