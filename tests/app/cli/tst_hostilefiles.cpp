// Text from a design or the catalog never becomes syntax in a file for another tool (issue #47): a design
// whose name carries line breaks (LF, CR, VT, FF, NEL, U+2028 with Slurm and Ansible lines after them),
// devices named with markup, control characters and spreadsheet formulas, and user parts whose ids are
// paths. Each output is checked by its tool's own reader: `scontrol` (Slurm's parser, offline), `ansible-
// inventory`, PyYAML, xmllint for SVG and Python's csv module; NetBox device-type files stay inside their
// folder under safe, unique names and the user is told which changed; over-long catalog text is refused
// with the field and the limit.
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace hostile {

using ordered_json = nlohmann::ordered_json;

// Every separator some reader ends a line at: Slurm (LF), Python's str.splitlines (Ansible), YAML.
const QString kLineBreaks = QStringLiteral("[\\n\\r\\x{0b}\\x{0c}\\x{1c}-\\x{1e}\\x{85}\\x{2028}\\x{2029}]");

// A design name that, copied raw, ends the comment and adds Slurm, Ansible and YAML lines.
const char* const kHostileName = "Evil\nSlurmctldHost=evil(10.6.6.6)\r\nPrologSlurmctld=/tmp/pwn.sh\x0b"
                                 "NotAKey=1\x0c[evil]\x1c"
                                 "evil-host ansible_host=6.6.6.6\u0085"
                                 "ClusterName=pwn\u2028GresTypes=evil\u2029nodes: [x]";

// User parts (1U switches) whose ids are paths, and whose vendor and model are formulas.
const QStringList kHostileIds = {QStringLiteral("..\\..\\evil"), QStringLiteral("../../etc"),
                                 QStringLiteral("a/b"), QStringLiteral("a\\b"), QStringLiteral("CON")};

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

ordered_json bundledPart(const char* id) {
    const QByteArray text = readAll(QStringLiteral(CW_SOURCE_DIR "/resources/catalog/network.json"));
    const ordered_json document = ordered_json::parse(text.toStdString());
    for (const auto& part : document["parts"])
        if (part["id"] == id)
            return part;
    qFatal("no bundled part %s", id);
}

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run runTool(const QString& program, const QStringList& arguments, const QProcessEnvironment& env = {}) {
    QProcess process;
    if (!env.isEmpty())
        process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

// The lines of `text` as any of the readers above splits it.
QStringList anyLines(const QByteArray& text) {
    return QString::fromUtf8(text).split(QRegularExpression(kLineBreaks), Qt::SkipEmptyParts);
}

} // namespace hostile

class TestHostileFiles : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString mDesign;
    QString catalog() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }
    QString path(const char* name) const { return mDir.filePath(QLatin1String(name)); }

    CommandResult workbench(const QStringList& arguments) { return runWorkbench(catalog(), arguments); }

private slots:
    void initTestCase() {
        // The user parts, imported as a user would.
        hostile::ordered_json parts = hostile::ordered_json::array();
        for (const QString& id : hostile::kHostileIds) {
            hostile::ordered_json part = hostile::bundledPart("generic-1gbe-48p-mgmt");
            part["id"] = id.toStdString();
            part["vendor"] = "@evil";
            part["model"] = "=cmd|' /C calc'!A0";
            part["description"] = {{"en", "-2+3 a switch"}};
            parts.push_back(part);
        }
        QVERIFY(hostile::writeAll(path("parts.json"),
                                  QByteArray::fromStdString(hostile::ordered_json{{"parts", parts}}.dump())));
        const CommandResult imported =
            workbench({QStringLiteral("catalog"), QStringLiteral("import"), path("parts.json")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());

        // The Kubernetes example with a hostile name, hostile device and rack names and the parts above.
        hostile::ordered_json design =
            hostile::ordered_json::parse(readAll(Examples::kCluster).toStdString());
        design["name"] = hostile::kHostileName;
        auto& racks = design["racks"];
        racks[0]["name"] = "-2+3";
        racks[1]["name"] = "\tcmd";
        const char* names[] = {"<script>alert(1)</script>\x01\x1f & ]]>", "=HYPERLINK(\"http://x\",\"y\")",
                               "+1-2", "@SUM(A1:A2)"};
        for (int i = 0; i < 4; ++i)
            racks[0]["devices"][i]["name"] = names[i];
        for (int i = 0; i < hostile::kHostileIds.size(); ++i)
            racks[0]["devices"].push_back({{"id", "evil" + std::to_string(i)},
                                           {"part", hostile::kHostileIds[i].toStdString()},
                                           {"name", "evil-switch-" + std::to_string(i)},
                                           {"u", 31 + i},
                                           {"face", "front"},
                                           {"psu_redundancy", "N+1"},
                                           {"components", hostile::ordered_json::array()}});
        mDesign = path("hostile.json");
        QVERIFY(hostile::writeAll(mDesign, QByteArray::fromStdString(design.dump(2))));
        const CommandResult check = workbench({QStringLiteral("check"), mDesign});
        QVERIFY2(check.exitCode == 0 || check.exitCode == 1, check.err.constData());
    }

    // slurm.conf, slurm-nodes.conf and gres.conf: every line one the export means, and Slurm's own parser
    // (`scontrol`, offline: it reads SLURM_CONF before it does anything) takes only the design's controller.
    void slurmFilesHoldOnlyTheirOwnLines() {
        const QString out = path("slurm");
        const CommandResult r =
            workbench({QStringLiteral("export"), QStringLiteral("slurm"), mDesign, QStringLiteral("-o"), out,
                       QStringLiteral("--addresses"), QStringLiteral("10.0.0.10/24")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        static const QRegularExpression ownLine(
            QStringLiteral("^(#.*|(ClusterName|SlurmctldHost|SlurmUser|StateSaveLocation|SlurmdSpoolDir|"
                           "SlurmctldPidFile|SlurmdPidFile|SlurmctldLogFile|SlurmdLogFile|AuthType|"
                           "ProctrackType|TaskPlugin|SchedulerType|SelectType|SelectTypeParameters|"
                           "ReturnToService|GresTypes|NodeName|PartitionName)=.*)$"));
        for (const char* name : {"slurm.conf", "slurm-nodes.conf", "gres.conf"}) {
            const QByteArray text = readAll(QDir(out).filePath(QLatin1String(name)));
            QVERIFY(text.contains("Evil")); // the name is there, in a comment
            for (const QString& line : hostile::anyLines(text))
                QVERIFY2(ownLine.match(line).hasMatch(),
                         qPrintable(QStringLiteral("%1: %2").arg(name, line)));
            QCOMPARE(text.count("\nClusterName="), qsizetype(QLatin1String(name) == "slurm.conf" ? 1 : 0));
        }
        for (const QString& line :
             hostile::anyLines(readAll(QDir(out).filePath(QStringLiteral("gres.conf")))))
            QVERIFY2(line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("NodeName=")),
                     qPrintable(line));

        // Slurm's parser: the complete file, and the fragment under a ClusterName of its own.
        const QString fragment = path("fragment.conf");
        QVERIFY(hostile::writeAll(fragment, "ClusterName=check\n" + readAll(QDir(out).filePath(QStringLiteral(
                                                                        "slurm-nodes.conf")))));
        for (const QString& conf : {QDir(out).filePath(QStringLiteral("slurm.conf")), fragment}) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SLURM_CONF"), conf);
            const hostile::Run parsed = hostile::runTool(
                QStringLiteral("scontrol"),
                {QStringLiteral("show"), QStringLiteral("hostnames"), QStringLiteral("k8s-master-01")}, env);
            QVERIFY2(parsed.exitCode == 0, parsed.err.constData()); // an injected NotAKey= would fail it
            // `scontrol ping` lists every controller the file names (it cannot reach them here).
            const hostile::Run ping =
                hostile::runTool(QStringLiteral("scontrol"), {QStringLiteral("ping")}, env);
            QVERIFY2(ping.out.contains("Slurmctld(primary) at k8s-master-01"), ping.out.constData());
            QVERIFY2(!ping.out.contains("backup") && !ping.out.contains("evil"), ping.out.constData());
        }
    }

    // The inventory as Ansible reads it: the design's hosts and groups only.
    void ansibleInventoryHoldsOnlyTheDesignsHosts() {
        const QString out = path("inventory.ini");
        const CommandResult r = workbench(
            {QStringLiteral("export"), QStringLiteral("ansible"), mDesign, QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ANSIBLE_HOME"), path("ansible-home"));
        env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), path("ansible-tmp"));
        env.insert(QStringLiteral("ANSIBLE_INVENTORY_UNPARSED_FAILED"), QStringLiteral("true"));
        const hostile::Run listed = hostile::runTool(
            QStringLiteral("ansible-inventory"), {QStringLiteral("-i"), out, QStringLiteral("--list")}, env);
        QVERIFY2(listed.exitCode == 0, (listed.err + " (ansible-core: scripts/setup)").constData());
        const QJsonObject inventory = QJsonDocument::fromJson(listed.out).object();
        QStringList groups = inventory.keys();
        groups.removeAll(QStringLiteral("_meta"));
        groups.sort();
        QCOMPARE(groups, (QStringList{QStringLiteral("all"), QStringLiteral("cluster"),
                                      QStringLiteral("head"), QStringLiteral("worker")}));
        QStringList hosts;
        for (const char* group : {"head", "worker"})
            for (const QJsonValue& host : inventory[QLatin1String(group)][QStringLiteral("hosts")].toArray())
                hosts << host.toString();
        QCOMPARE(hosts.size(), 9); // 8 workers and the head node
        for (const QString& host : std::as_const(hosts))
            QVERIFY2(!host.contains(QLatin1String("evil")), qPrintable(host));
        QCOMPARE(inventory[QStringLiteral("worker")][QStringLiteral("hosts")].toArray().size(), 8);
        // ansible_host only where --addresses gave one: none here, so no host has it.
        QVERIFY(!listed.out.contains("6.6.6.6"));
    }

    // The Kubernetes nodes file as YAML reads it: the name is a value, never a key of its own.
    void kubernetesNodesHaveNoInjectedKey() {
        const QString out = path("nodes.yaml");
        const CommandResult r = workbench(
            {QStringLiteral("export"), QStringLiteral("kubernetes"), mDesign, QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const hostile::Run keys = hostile::runTool(
            QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"),
             QStringLiteral("import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); "
                            "print(','.join(sorted(d))); print(d['cluster'] == sys.argv[2])"),
             out, QString::fromUtf8(hostile::kHostileName)});
        QVERIFY2(keys.exitCode == 0, keys.err.constData());
        QCOMPARE(keys.out, QByteArray("cluster,expected_allocatable_total,nodes\nTrue\n"));
    }

    // SVG: the names are text, escaped, and the control characters gone (xmllint refused the file before).
    void svgIsWellFormedAndInert_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("render") << QStringList{QStringLiteral("render")};
        QTest::newRow("chart bandwidth") << QStringList{QStringLiteral("chart"), QStringLiteral("bandwidth"),
                                                        QStringLiteral("--device"), QStringLiteral("w01")};
        QTest::newRow("chart power") << QStringList{QStringLiteral("chart"), QStringLiteral("power")};
    }
    void svgIsWellFormedAndInert() {
        QFETCH(QStringList, arguments);
        const QString out = path("drawing.svg");
        const CommandResult r = workbench(arguments << mDesign << QStringLiteral("-o") << out);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const hostile::Run lint =
            hostile::runTool(QStringLiteral("xmllint"), {QStringLiteral("--noout"), out});
        QVERIFY2(lint.exitCode == 0, (lint.err + " (libxml2-utils: scripts/setup)").constData());
        const QByteArray svg = readAll(out);
        QVERIFY(!svg.contains("<script"));
        if (arguments.first() == QLatin1String("render") || arguments.contains(QLatin1String("bandwidth")))
            QVERIFY2(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the device's name is shown");
    }

    // CSV: no cell a spreadsheet would run (=, +, -, @, tab, CR first) in the BOM, the NetBox files and the
    // cut-sheet, as Python's csv module reads them; the hostile texts are there, neutralised.
    void csvCellsAreNeverFormulas() {
        const QString bom = path("bom.csv"), cut = path("cut.csv"), netbox = path("netbox");
        QCOMPARE(workbench({QStringLiteral("bom"), mDesign, QStringLiteral("--format"), QStringLiteral("csv"),
                            QStringLiteral("-o"), bom})
                     .exitCode,
                 0);
        QCOMPARE(workbench({QStringLiteral("fabric"), mDesign, QStringLiteral("--cutsheet"), cut}).exitCode,
                 0);
        QCOMPARE(workbench({QStringLiteral("export"), QStringLiteral("netbox"), mDesign, QStringLiteral("-o"),
                            netbox})
                     .exitCode,
                 0);
        QStringList files{bom, cut};
        for (const QString& name : QDir(netbox).entryList({QStringLiteral("*.csv")}))
            files << QDir(netbox).filePath(name);
        const hostile::Run scan = hostile::runTool(
            QStringLiteral("/usr/bin/python3"),
            QStringList{
                QStringLiteral("-c"),
                QStringLiteral(
                    "import csv, re, sys\n"
                    "number = re.compile(r'-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$')\n"
                    "bad, kept = [], 0\n"
                    "for path in sys.argv[1:]:\n"
                    "    for row in csv.reader(open(path, encoding='utf-8-sig', newline='')):\n"
                    "        for cell in row:\n"
                    "            if cell[:1] in ('=', '+', '-', '@', '\\t', '\\r') and not "
                    "number.match(cell):\n"
                    "                bad.append(path + ': ' + repr(cell))\n"
                    "            kept += cell[:1] == \"'\" and cell[1:2] in ('=', '+', '-', '@', '\\t')\n"
                    "print('\\n'.join(bad)); print(kept)\n"
                    "sys.exit(1 if bad else 0)\n")} +
                files);
        QVERIFY2(scan.exitCode == 0, scan.out.constData());
        QVERIFY2(scan.out.trimmed().toInt() >= 5, scan.out.constData()); // the hostile cells were written
        QVERIFY(readAll(bom).contains("'=cmd|"));
        QVERIFY(readAll(QDir(netbox).filePath(QStringLiteral("04-racks.csv"))).contains("'-2+3"));
    }

    // Part ids made file names: inside device-types/, safe on every platform, unique without regard to case
    // ("a/b" and "a\b" both give "a-b"), each change said on the command line.
    void netboxDeviceTypeFilesAreSafeAndUnique() {
        const QString out = path("netbox-types");
        const CommandResult r = workbench(
            {QStringLiteral("export"), QStringLiteral("netbox"), mDesign, QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList top = QDir(out).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        QCOMPARE(top.size(), 11); // ten CSVs and device-types/, nothing made elsewhere
        QVERIFY(!QFileInfo::exists(path("etc")) && !QFileInfo::exists(path("evil")));
        const QDir types(QDir(out).filePath(QStringLiteral("device-types")));
        const QStringList names = types.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]*\\.yaml$"));
        QSet<QString> lower;
        for (const QString& name : names) {
            QVERIFY2(safe.match(name).hasMatch(), qPrintable(name));
            QVERIFY(QFileInfo(types.filePath(name)).isFile());
            lower.insert(name.toLower());
        }
        QCOMPARE(lower.size(), names.size());
        for (const char* name : {"evil.yaml", "etc.yaml", "a-b.yaml", "a-b-2.yaml", "part-CON.yaml"})
            QVERIFY2(names.contains(QLatin1String(name)), qPrintable(names.join(u' ')));
        const QString err = QString::fromUtf8(r.err);
        for (const QString& id : hostile::kHostileIds)
            QVERIFY2(err.contains(QLatin1Char('"') + id + QLatin1Char('"')), qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("device-types/a-b-2.yaml")), qPrintable(err));
        // The slug inside is one NetBox takes.
        QVERIFY(readAll(types.filePath(QStringLiteral("a-b-2.yaml"))).contains("slug: a-b-2"));
    }

    // Catalog text has limits, enforced on import with the field and the limit named: the part with
    // a 100 MB description, an id with a NUL, an over-long model and list entry. Nothing is imported.
    void importRefusesOverlongTextAndControlCharacters_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("100 MB description")
            << QStringLiteral("/description/en") << QByteArray('"' + QByteArray(100 << 20, 'x') + '"')
            << QStringLiteral("description.en is too long (104,857,600 characters, at most 4,096)");
        QTest::newRow("NUL in the id") << QStringLiteral("/id") << QByteArray("\"acme\\u0000x\"")
                                       << QStringLiteral("id must not hold a control character (U+0000)");
        QTest::newRow("long model") << QStringLiteral("/model")
                                    << QByteArray('"' + QByteArray(300, 'm') + '"')
                                    << QStringLiteral("model is too long (300 characters, at most 256)");
        QTest::newRow("long list entry")
            << QStringLiteral("/estimated") << QByteArray("[\"" + QByteArray(257, 'e') + "\"]")
            << QStringLiteral("estimated[0] is too long (257 characters, at most 256)");
        QTest::newRow("large unknown key")
            << QStringLiteral("/notes") << QByteArray('"' + QByteArray(70000, 'n') + '"')
            << QStringLiteral("part is too large (more than 65,536 bytes as JSON");
    }
    void importRefusesOverlongTextAndControlCharacters() {
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        hostile::ordered_json part = hostile::bundledPart("generic-1gbe-48p-mgmt");
        part["id"] = "acme-limit-test";
        part[hostile::ordered_json::json_pointer(pointer.toStdString())] =
            hostile::ordered_json::parse(value.toStdString());
        const QString file = path("limit.json");
        QVERIFY(hostile::writeAll(
            file, QByteArray::fromStdString(hostile::ordered_json{{"parts", {part}}}.dump())));
        const CommandResult r = workbench({QStringLiteral("catalog"), QStringLiteral("import"), file});
        QCOMPARE(r.exitCode, 2);
        // Numbers as the locale writes them: compared without group separators.
        QVERIFY2(QString::fromUtf8(r.err)
                     .remove(QLatin1Char(','))
                     .contains(QString(message).remove(QLatin1Char(','))),
                 r.err.constData());
        QVERIFY(r.err.contains("nothing was imported"));
        QCOMPARE(
            workbench({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("acme-limit-test")})
                .exitCode,
            2);
    }
};

CW_TEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
