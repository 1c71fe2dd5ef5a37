// Exit codes agree across commands: 0 done, 1 error findings or does not fit, 2 cannot load or cannot
// write. Every command is run on an input it cannot read and an output it cannot write: each exits 2 and
// says which file, once.
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

namespace {
using Examples::kCluster;
using Examples::kDgx;
} // namespace

class TestExitCodes : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString mMissing;    // a design that is not there
    QString mUnwritable; // a folder that is a file: nothing can be written under it

    QString catalog() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }
    QString okOut(const QString& name) const { return mDir.filePath(QStringLiteral("ok/") + name); }
    QString badOut(const QString& name) const { return mUnwritable + QLatin1Char('/') + name; }

    void expectCannot(const QStringList& arguments, const QString& file) {
        const CommandResult r = runWorkbench(catalog(), arguments);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(err)));
        const QString name = QFileInfo(file).fileName();
        QVERIFY2(err.contains(name), qPrintable(err));
        // Said once: not the path again in a second line about the same failure.
        QVERIFY2(err.count(name) == 1 || err.count(file) == 1, qPrintable(err));
    }

private slots:
    void initTestCase() {
        QVERIFY(QDir(mDir.path()).mkpath(QStringLiteral("ok")));
        mMissing = mDir.filePath(QStringLiteral("no-such-design.json"));
        mUnwritable = mDir.filePath(QStringLiteral("a-file"));
        QFile file(mUnwritable);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a folder");
        file.close();
        QCOMPARE(runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
    }

    void unreadableInputExitsTwoAndNamesIt_data() {
        QTest::addColumn<QStringList>("arguments");
        const QString m = mMissing;
        QTest::newRow("check") << QStringList{"check", m};
        QTest::newRow("check --json") << QStringList{"check", m, "--json"};
        QTest::newRow("bom") << QStringList{"bom", m};
        QTest::newRow("report") << QStringList{"report", m, "--lang", "en", "-o", okOut("r.pdf")};
        QTest::newRow("render") << QStringList{"render", m, "-o", okOut("r.svg")};
        QTest::newRow("chart") << QStringList{"chart", "power", m, "-o", okOut("c.svg")};
        QTest::newRow("fabric") << QStringList{"fabric", m};
        QTest::newRow("plan design") << QStringList{"plan", m, "--model", "llama-3.1-8b"};
        QTest::newRow("plan hf-config") << QStringList{"plan", "--hf-config", m};
        QTest::newRow("storage") << QStringList{"storage", m, "-o", okOut("s.json")};
        QTest::newRow("catalog import") << QStringList{"catalog", "import", m};
        QTest::newRow("catalog import-netbox") << QStringList{"catalog", "import-netbox", m};
        for (const char* kind : {"netbox", "slurm", "ansible", "kubernetes"})
            QTest::newRow(qPrintable(QStringLiteral("export %1").arg(QLatin1String(kind))))
                << QStringList{"export", QLatin1String(kind), m, "-o", okOut(QStringLiteral("e"))};
        QTest::newRow("compare first") << QStringList{"compare", m, kDgx};
        QTest::newRow("compare second") << QStringList{"compare", kDgx, m};
        QTest::newRow("compare -o") << QStringList{"compare", m, kDgx, "-o", okOut("c.pdf")};
        QTest::newRow("report --compare")
            << QStringList{"report", kDgx, "--compare", m, "-o", okOut("r.pdf")};
        QTest::newRow("screenshot") << QStringList{"screenshot", m, "-o", okOut("s.png")};
    }
    void unreadableInputExitsTwoAndNamesIt() {
        QFETCH(QStringList, arguments);
        expectCannot(arguments, mMissing);
        // Nothing was written for it.
        QCOMPARE(QDir(mDir.filePath(QStringLiteral("ok"))).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

    // As a user without root: a file that exists and cannot be read.
    void fileWithoutReadPermissionExitsTwo() {
        if (::geteuid() == 0)
            QSKIP("permissions are not enforced for root");
        const QString locked = mDir.filePath(QStringLiteral("locked.json"));
        QVERIFY(QFile::copy(kDgx, locked));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
        for (const QStringList& arguments :
             {QStringList{"check", locked}, QStringList{"bom", locked}, QStringList{"fabric", locked},
              QStringList{"render", locked, "-o", okOut("l.svg")}})
            expectCannot(arguments, locked);
    }

    void unwritableOutputExitsTwoAndNamesIt_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("output");
        auto row = [](const char* name, const QStringList& arguments, const QString& output) {
            QTest::newRow(name) << arguments << output;
        };
        row("bom csv", {"bom", kDgx, "--format", "csv", "-o", badOut("b.csv")}, badOut("b.csv"));
        row("bom xlsx", {"bom", kDgx, "--format", "xlsx", "-o", badOut("b.xlsx")}, badOut("b.xlsx"));
        row("bom json", {"bom", kDgx, "--format", "json", "-o", badOut("b.json")}, badOut("b.json"));
        row("report", {"report", kDgx, "--lang", "en", "-o", badOut("r.pdf")}, badOut("r.pdf"));
        row("render svg", {"render", kDgx, "-o", badOut("r.svg")}, badOut("r.svg"));
        row("render png", {"render", kDgx, "-o", badOut("r.png")}, badOut("r.png"));
        row("render pdf", {"render", kDgx, "-o", badOut("r.pdf")}, badOut("r.pdf"));
        row("chart", {"chart", "power", kDgx, "-o", badOut("c.svg")}, badOut("c.svg"));
        row("fabric cutsheet csv", {"fabric", kCluster, "--cutsheet", badOut("cut.csv")}, badOut("cut.csv"));
        row("fabric cutsheet xlsx", {"fabric", kCluster, "--cutsheet", badOut("cut.xlsx")},
            badOut("cut.xlsx"));
        row("catalog export", {"catalog", "export", badOut("parts.json")}, badOut("parts.json"));
        row("export netbox", {"export", "netbox", kCluster, "-o", badOut("netbox")}, badOut("netbox"));
        row("export slurm", {"export", "slurm", kCluster, "-o", badOut("slurm")}, badOut("slurm"));
        row("export ansible", {"export", "ansible", kCluster, "-o", badOut("hosts.ini")},
            badOut("hosts.ini"));
        row("export kubernetes", {"export", "kubernetes", kCluster, "-o", badOut("nodes.yaml")},
            badOut("nodes.yaml"));
        row("compare -o", {"compare", kDgx, kCluster, "-o", badOut("c.pdf")}, badOut("c.pdf"));
        row("screenshot", {"screenshot", kDgx, "-o", badOut("s.png")}, badOut("s.png"));
        row("storage", {"storage", kDgx, "-o", badOut("stored.json")}, badOut("stored.json"));
    }
    void unwritableOutputExitsTwoAndNamesIt() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, output);
        expectCannot(arguments, output);
    }

    // The other codes, for the same commands: 0 when done, 1 for error findings.
    void doneIsZeroAndFindingsAreOne() {
        QCOMPARE(runWorkbench(catalog(), {"check", kDgx}).exitCode, 0);
        QCOMPARE(runWorkbench(catalog(), {"compare", kDgx, kCluster, "-o", okOut("c.pdf")}).exitCode, 0);
        QVERIFY(QFileInfo(okOut("c.pdf")).size() > 0);
        QVERIFY(QFile::remove(okOut("c.pdf")));
        // A device above the top of its rack is an error finding.
        QFile source(kDgx);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray text = source.readAll();
        const qsizetype at = text.indexOf("\"u\": ");
        QVERIFY(at > 0);
        text.replace(at, text.indexOf(',', at) - at, "\"u\": 41"); // the first device, 41 U up a 42 U rack
        const QString broken = mDir.filePath(QStringLiteral("over-the-top.json"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        QCOMPARE(runWorkbench(catalog(), {"check", broken}).exitCode, 1);
    }
};

CW_TEST_GUILESS_MAIN(TestExitCodes)
#include "tst_exitcodes.moc"
