// The zh_CN translation is complete (and the English plural forms): no unfinished entries, every tr() string
// of the sources is in it (lupdate run afresh into a scratch file finds nothing new), and each translation
// keeps its source's placeholders.
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Entry {
    QString context;
    QString source;
    QString translation;
    QString type; // "unfinished", "vanished", "obsolete" or empty
    QString where;
};

QList<Entry> readTs(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QList<Entry> entries;
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            entry = Entry{context, {}, {}, {}, {}};
        else if (xml.name() == QLatin1String("location") && entry.where.isEmpty())
            entry.where = xml.attributes().value(QLatin1String("filename")).toString();
        else if (xml.name() == QLatin1String("source"))
            entry.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            entry.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            entries.append(entry);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return entries;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    QSet<QString> set;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        set.insert(it.next().captured(0));
    return set;
}

const QString kTs = QStringLiteral(CW_SOURCE_DIR "/translations/cluster-workbench_zh_CN.ts");

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void nothingUnfinishedOrObsolete_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("atLeast");
        QTest::newRow("zh_CN") << kTs << 500;
        // English carries only the plural forms ("1 rack", "2 racks").
        QTest::newRow("en") << QStringLiteral(CW_SOURCE_DIR "/translations/cluster-workbench_en.ts") << 10;
    }

    void nothingUnfinishedOrObsolete() {
        QFETCH(QString, path);
        QFETCH(int, atLeast);
        QString error;
        const QList<Entry> entries = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(entries.size() >= atLeast);
        QStringList open;
        for (const Entry& e : entries)
            if (!e.type.isEmpty() || e.translation.trimmed().isEmpty())
                open.append(QStringLiteral("%1 [%2] %3").arg(e.context, e.type, e.source.left(60)));
        QVERIFY2(open.isEmpty(), qPrintable(open.join(QLatin1Char('\n'))));
    }

    void translationsKeepTheirPlaceholders() {
        QString error;
        QStringList broken;
        for (const Entry& e : readTs(kTs, &error))
            if (!e.source.contains(QLatin1String("%n")) &&
                placeholders(e.source) != placeholders(e.translation))
                broken.append(QStringLiteral("%1: %2 -> %3").arg(e.context, e.source, e.translation));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    }

    void everySourceStringIsInTheFile() {
        QString lupdate = QStringLiteral("/usr/lib/qt6/bin/lupdate");
        if (!QFile::exists(lupdate))
            lupdate = QStandardPaths::findExecutable(QStringLiteral("lupdate"));
        if (lupdate.isEmpty())
            QSKIP("lupdate not installed (Debian package qt6-l10n-tools)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString scratch = dir.filePath(QStringLiteral("scratch_zh_CN.ts"));
        QVERIFY(QFile::copy(kTs, scratch));
        QFile::setPermissions(scratch, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QProcess process;
        process.setWorkingDirectory(QStringLiteral(CW_SOURCE_DIR));
        process.start(lupdate, {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                                QStringLiteral("app"), QStringLiteral("widgets"), QStringLiteral("design"),
                                QStringLiteral("catalog"), QStringLiteral("-ts"), scratch});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        QString error;
        QStringList missing;
        for (const Entry& e : readTs(scratch, &error))
            if (e.type == QLatin1String("unfinished"))
                missing.append(QStringLiteral("%1 (%2): %3").arg(e.context, e.where, e.source));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("run scripts/update-translations and translate:\n") +
                            missing.join(QLatin1Char('\n'))));
    }
};

CW_TEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
