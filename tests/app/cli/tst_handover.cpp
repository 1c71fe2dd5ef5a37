// The handover to the tools around the workbench: `export slurm|ansible|kubernetes|netbox` and
// `catalog import-netbox`, run as a user runs them. The expected Slurm, Ansible and Kubernetes files in
// tests/data/handover are written by hand (see its README) after the source article's inventory:
// "[master] 192.168.1.10 / [worker] 192.168.1.[11:18] gpu_count=4", "#SBATCH --gres=gpu:4" and
// "nvidia.com/gpu: 32 (8 nodes x 4 GPUs)".
#include "app/commandrunner.h"
#include "handover/clusternodes.h"
#include "handover/handoverexport.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <yaml-cpp/yaml.h>

namespace {

using Examples::kCluster;
const QString kExpected = QStringLiteral(CW_TEST_DATA "/handover/");

// YAML as plain data, maps sorted, so two files compare by what they say rather than their layout.
QString canonical(const YAML::Node& node) {
    if (node.IsMap()) {
        QStringList entries;
        for (const auto& entry : node)
            entries.append(QString::fromStdString(entry.first.as<std::string>()) + QLatin1Char('=') +
                           canonical(entry.second));
        entries.sort();
        return QLatin1Char('{') + entries.join(QLatin1Char(',')) + QLatin1Char('}');
    }
    if (node.IsSequence()) {
        QStringList items;
        for (const auto& item : node)
            items.append(canonical(item));
        return QLatin1Char('[') + items.join(QLatin1Char(',')) + QLatin1Char(']');
    }
    return node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

// The header row of a CSV file.
QStringList header(const QString& path) {
    const QByteArray bytes = readAll(path);
    return QString::fromUtf8(bytes.left(bytes.indexOf('\r'))).split(QLatin1Char(','));
}

qsizetype rows(const QString& path) {
    return readAll(path).count("\r\n") - 1;
}

} // namespace

class TestHandover : public QObject {
    Q_OBJECT

    QTemporaryDir mDir;
    QString catalog() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }

private slots:
    void slurmConfAndGresConfMatchTheHandWrittenFiles() {
        const QString out = mDir.filePath(QStringLiteral("slurm"));
        const auto result = runWorkbench(
            catalog(), {QStringLiteral("export"), QStringLiteral("slurm"), kCluster, QStringLiteral("-o"),
                        out, QStringLiteral("--addresses"), QStringLiteral("192.168.1.10/24")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(QString::fromUtf8(readAll(out + QStringLiteral("/slurm.conf"))),
                 QString::fromUtf8(readAll(kExpected + QStringLiteral("slurm.conf"))));
        QCOMPARE(QString::fromUtf8(readAll(out + QStringLiteral("/slurm-nodes.conf"))),
                 QString::fromUtf8(readAll(kExpected + QStringLiteral("slurm-nodes.conf"))));
        QCOMPARE(QString::fromUtf8(readAll(out + QStringLiteral("/gres.conf"))),
                 QString::fromUtf8(readAll(kExpected + QStringLiteral("gres.conf"))));
    }

    // Slurm's own parser takes the complete slurm.conf as written: scontrol (Debian's slurm-client, which
    // scripts/setup installs) reads the file SLURM_CONF names before anything else and stops with "Unable
    // to process configuration file" on an unknown key, a bad number or a missing ClusterName, without a
    // daemon running. Its hostlist expansion of the partition's nodes gives the NodeName lines back. The
    // fragment alone is refused, as Slurm refuses it ("ClusterName needs to be specified").
    void slurmsOwnParserTakesTheCompleteFile() {
        const QString scontrol = QStandardPaths::findExecutable(QStringLiteral("scontrol"));
        QVERIFY2(!scontrol.isEmpty(), "scontrol not found: install slurm-client (scripts/setup)");
        const QString out = mDir.filePath(QStringLiteral("slurm-parsed"));
        const auto result = runWorkbench(
            catalog(), {QStringLiteral("export"), QStringLiteral("slurm"), kCluster, QStringLiteral("-o"),
                        out, QStringLiteral("--addresses"), QStringLiteral("192.168.1.10/24")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto parse = [&](const QString& conf, const QString& hostlist) {
            QProcess process;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("SLURM_CONF"), conf);
            process.setProcessEnvironment(environment);
            process.start(scontrol, {QStringLiteral("show"), QStringLiteral("hostnames"), hostlist});
            process.waitForFinished(60000);
            return std::make_pair(process.exitCode(), QString::fromUtf8(process.readAllStandardOutput() +
                                                                        process.readAllStandardError()));
        };
        const QString conf = QString::fromUtf8(readAll(out + QStringLiteral("/slurm.conf")));
        QStringList nodeNames;
        QString partitionNodes;
        for (const QString& line : conf.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("NodeName=")))
                nodeNames.append(line.section(QLatin1Char(' '), 0, 0).mid(9));
            if (line.startsWith(QLatin1String("PartitionName=")))
                partitionNodes = line.section(QLatin1String("Nodes="), 1).section(QLatin1Char(' '), 0, 0);
        }
        QCOMPARE(nodeNames.size(), 8);
        const auto [code, output] = parse(out + QStringLiteral("/slurm.conf"), partitionNodes);
        QVERIFY2(code == 0, qPrintable(output));
        QCOMPARE(output.split(QLatin1Char('\n'), Qt::SkipEmptyParts), nodeNames);
        const auto [fragmentCode, fragmentOutput] =
            parse(out + QStringLiteral("/slurm-nodes.conf"), partitionNodes);
        QCOMPARE(fragmentCode, 1);
        QVERIFY2(fragmentOutput.contains(QLatin1String("ClusterName needs to be specified")),
                 qPrintable(fragmentOutput));
    }

    void ansibleInventoryMatchesTheHandWrittenFile() {
        const QString out = mDir.filePath(QStringLiteral("inventory.ini"));
        const auto result = runWorkbench(
            catalog(), {QStringLiteral("export"), QStringLiteral("ansible"), kCluster, QStringLiteral("-o"),
                        out, QStringLiteral("--addresses"), QStringLiteral("192.168.1.10-192.168.1.30")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString inventory = QString::fromUtf8(readAll(out));
        QCOMPARE(inventory, QString::fromUtf8(readAll(kExpected + QStringLiteral("inventory.ini"))));
        QCOMPARE(inventory.count(QStringLiteral("gpu_count=4")), 8);
    }

    void kubernetesNodesSayWhatTheHandWrittenFileSays() {
        const QString out = mDir.filePath(QStringLiteral("nodes.yaml"));
        const auto result =
            runWorkbench(catalog(), {QStringLiteral("export"), QStringLiteral("kubernetes"), kCluster,
                                     QStringLiteral("-o"), out, QStringLiteral("--addresses"),
                                     QStringLiteral("192.168.1.10/24")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const YAML::Node written = YAML::LoadFile(out.toStdString());
        QCOMPARE(written["expected_allocatable_total"]["nvidia.com/gpu"].as<int>(), 32);
        QCOMPARE(
            canonical(written),
            canonical(YAML::LoadFile((kExpected + QStringLiteral("kubernetes-nodes.yaml")).toStdString())));
    }

    void tooFewAddressesIsAnError() {
        const auto result =
            runWorkbench(catalog(), {QStringLiteral("export"), QStringLiteral("ansible"), kCluster,
                                     QStringLiteral("-o"), mDir.filePath(QStringLiteral("x.ini")),
                                     QStringLiteral("--addresses"), QStringLiteral("10.0.0.1-10.0.0.4")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains("holds 4 addresses; the design has 9 servers"));
        QVERIFY(!QFile::exists(mDir.filePath(QStringLiteral("x.ini"))));
    }

    void addressRangesAndHostLists() {
        QString error;
        const auto subnet = AddressRange::parse(QStringLiteral("10.1.2.0/30"), &error);
        QVERIFY(subnet);
        QCOMPARE(subnet->size(), quint64(2)); // .1 and .2: network and broadcast are not hosts
        QCOMPARE(subnet->at(0), QStringLiteral("10.1.2.1"));
        QVERIFY(!AddressRange::parse(QStringLiteral("10.1.2.300/24"), &error));
        QVERIFY(error.contains(QStringLiteral("10.1.2.300")));
        QVERIFY(!AddressRange::parse(QStringLiteral("10.0.0.9-10.0.0.1"), &error));
        // Slurm's hostlist expressions (slurm.conf man page, "NodeName=linux[0-64,128]").
        QCOMPARE(compressedHostList({QStringLiteral("linux0"), QStringLiteral("linux1"),
                                     QStringLiteral("linux2"), QStringLiteral("linux128")}),
                 QStringLiteral("linux[0-2,128]"));
        QCOMPARE(
            compressedHostList({QStringLiteral("gpu09"), QStringLiteral("gpu10"), QStringLiteral("head")}),
            QStringLiteral("gpu[09-10],head"));
        QCOMPARE(hostNameFrom(QStringLiteral("GPU Node #1")), QStringLiteral("gpu-node-1"));
        // The device nodes the drivers create: NVIDIA /dev/nvidiaN, AMD's render nodes from 128 (ROCm).
        QCOMPARE(gpuDeviceFiles(QStringLiteral("NVIDIA"), 4), QStringLiteral("/dev/nvidia[0-3]"));
        QCOMPARE(gpuDeviceFiles(QStringLiteral("AMD"), 8), QStringLiteral("/dev/dri/renderD[128-135]"));
        QCOMPARE(gpuDeviceFiles(QStringLiteral("Intel"), 8), QString());
        QCOMPARE(hostNameFrom(QStringLiteral("昇腾节点1")), QString()); // the device id is used instead
    }

    void netboxCsvsUseNetboxColumnNames() {
        // NetBox 4 bulk import (netbox/dcim/forms/bulk_import.py): the columns each import form accepts.
        const QHash<QString, QStringList> accepted = {
            {QStringLiteral("01-manufacturers.csv"), {"name", "slug", "description", "tags"}},
            {QStringLiteral("02-device-roles.csv"),
             {"name", "slug", "color", "vm_role", "description", "tags"}},
            {QStringLiteral("03-sites.csv"),
             {"name", "slug", "status", "region", "group", "tenant", "facility"}},
            {QStringLiteral("04-racks.csv"),
             {"site", "location", "name", "status", "role", "width", "u_height"}},
            {QStringLiteral("05-devices.csv"),
             {"name", "role", "tenant", "manufacturer", "device_type", "platform", "status", "site",
              "location", "rack", "position", "face", "airflow"}},
            {QStringLiteral("06-interfaces.csv"), {"device", "name", "label", "type", "mgmt_only"}},
            {QStringLiteral("07-power-ports.csv"),
             {"device", "name", "label", "type", "maximum_draw", "allocated_draw"}},
            {QStringLiteral("08-power-panels.csv"), {"site", "location", "name"}},
            {QStringLiteral("09-power-feeds.csv"),
             {"site", "power_panel", "location", "rack", "name", "status", "type", "mark_connected", "supply",
              "phase", "voltage", "amperage", "max_utilization"}},
            {QStringLiteral("10-cables.csv"),
             {"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name",
              "type", "status", "tenant", "label", "color", "length", "length_unit"}}};
        const QString out = mDir.filePath(QStringLiteral("netbox"));
        const auto result = runWorkbench(catalog(), {QStringLiteral("export"), QStringLiteral("netbox"),
                                                     kCluster, QStringLiteral("-o"), out,
                                                     QStringLiteral("--site"), QStringLiteral("DC1")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        for (auto it = accepted.begin(); it != accepted.end(); ++it)
            for (const QString& column : header(out + QLatin1Char('/') + it.key()))
                QVERIFY2(it.value().contains(column), qPrintable(it.key() + QStringLiteral(": ") + column));
        // 9 servers, 2 switches and 4 PDUs; one feed per PDU.
        QCOMPARE(rows(out + QStringLiteral("/05-devices.csv")), 15);
        QCOMPARE(rows(out + QStringLiteral("/09-power-feeds.csv")), 4);
        const QString devices = QString::fromUtf8(readAll(out + QStringLiteral("/05-devices.csv")));
        QVERIFY(devices.contains(QStringLiteral("k8s-worker-01,GPU server,Generic,")));
        QVERIFY(devices.contains(QStringLiteral(",planned,DC1,k8s rack 1,2,front")));
        QVERIFY(rows(out + QStringLiteral("/10-cables.csv")) > 0);
        // Every cable end names an interface the devices will have.
        const QString interfaces = QString::fromUtf8(readAll(out + QStringLiteral("/06-interfaces.csv")));
        QVERIFY(interfaces.contains(QStringLiteral("k8s-worker-01,p1,100gbase-x-qsfp28")));
        // Device types in the devicetype-library YAML format, which the importer reads back.
        const YAML::Node type =
            YAML::LoadFile((out + QStringLiteral("/device-types/nvidia-sn2700.yaml")).toStdString());
        QCOMPARE(type["manufacturer"].as<std::string>(), std::string("NVIDIA"));
        QCOMPARE(int(type["interfaces"].size()), 32);

        // A site named in Chinese alone still gets a slug NetBox accepts, the same on every run.
        const QString chinese = mDir.filePath(QStringLiteral("netbox-zh"));
        for (int run = 0; run < 2; ++run)
            QCOMPARE(runWorkbench(catalog(), {QStringLiteral("export"), QStringLiteral("netbox"), kCluster,
                                              QStringLiteral("-o"), chinese + QString::number(run),
                                              QStringLiteral("--site"), QStringLiteral("昇腾训练集群")})
                         .exitCode,
                     0);
        const QByteArray site = readAll(chinese + QStringLiteral("0/03-sites.csv"));
        QVERIFY(QRegularExpression(QStringLiteral("\\n昇腾训练集群,n-[0-9a-f]{10},planned"))
                    .match(QString::fromUtf8(site))
                    .hasMatch());
        QCOMPARE(site, readAll(chinese + QStringLiteral("1/03-sites.csv")));
    }

    void importNetboxFromTheCommandLine() {
        const QString good = QStringLiteral(CW_TEST_DATA "/netbox/good");
        const QString bad = QStringLiteral(CW_TEST_DATA "/netbox/bad/broken.yaml");
        const auto refused =
            runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("import-netbox"), good, bad});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("broken.yaml:9:"), refused.err.constData());
        QVERIFY(refused.err.contains("nothing was imported"));
        const auto listed = runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("show"),
                                                     QStringLiteral("apc-example-pdu-l21-30")});
        QVERIFY(listed.exitCode != 0);

        const auto imported =
            runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("import-netbox"), good});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        QVERIFY(imported.out.contains("imported 5 parts"));
        QVERIFY(imported.out.contains("missing, flagged as estimates"));
        const auto shown = runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("show"),
                                                    QStringLiteral("apc-example-pdu-l21-30")});
        QCOMPARE(shown.exitCode, 0);
    }
};

CW_TEST_GUILESS_MAIN(TestHandover)
#include "tst_handover.moc"
