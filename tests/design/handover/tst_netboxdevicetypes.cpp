// NetBox device types out, checked by the devicetype-library's own rules: every device type the NetBox
// export writes for a part of the bundled catalog validates against that repository's JSON schema
// (schema/devicetype.json and its definitions, copied to tests/data/netbox-schema with their source), with
// python3-jsonschema as the repository's tests/definitions_test.py uses it.
#include "handover/handoverexport.h"
#include "testmain.h"
#include "testsupport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kValidator = QStringLiteral(CW_TEST_DATA "/netbox-schema/validate.py");

struct Validation {
    int exitCode = -1;
    QString output;
};

Validation validate(const QStringList& files) {
    QProcess python;
    python.setProcessChannelMode(QProcess::MergedChannels);
    python.start(QStringLiteral("python3"), QStringList{kValidator} + files);
    if (!python.waitForFinished(120000))
        return {-1, QStringLiteral("python3 did not run: ") + python.errorString()};
    return {python.exitStatus() == QProcess::NormalExit ? python.exitCode() : -1,
            QString::fromUtf8(python.readAll())};
}

} // namespace

class TestNetboxDeviceTypes : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;

    QString write(const QString& name, const QByteArray& yaml) {
        const QString path = mDir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QVERIFY(mDir.isValid());
    }

    // The validator refuses what the schema refuses: a port named by a bare integer (the export's old
    // `name: 1`), a weight without its unit, a slug with capitals. So a pass below means something.
    void theSchemaRefusesWhatItShould() {
        const QString bad =
            write(QStringLiteral("bad.yaml"), "---\nmanufacturer: NVIDIA\nmodel: X\nslug: Bad-Slug\n"
                                              "u_height: 1\nis_full_depth: true\nweight: 1.5\n"
                                              "interfaces:\n  - {name: 1, type: infiniband-ndr}\n");
        const Validation v = validate({bad});
        QVERIFY2(v.exitCode != 3, qPrintable(v.output)); // python3-jsonschema and python3-yaml are there
        QCOMPARE(v.exitCode, 1);
        QVERIFY2(v.output.contains(QLatin1String("interfaces/0/name: 1 is not of type 'string'")),
                 qPrintable(v.output));
        QVERIFY2(v.output.contains(QLatin1String("weight_unit")), qPrintable(v.output));
        QVERIFY2(v.output.contains(QLatin1String("slug")), qPrintable(v.output));
    }

    // Every part the export can mount (servers, systems, switches, PDUs): its device type is valid.
    void everyExportedDeviceTypeIsValid() {
        QStringList files;
        int switches = 0, pdus = 0;
        for (const Part& part : mParts.parts()) {
            if (!isRackMountedKind(part.kind))
                continue;
            switches += part.kind == PartKind::Switch;
            pdus += part.kind == PartKind::Pdu;
            files.append(write(part.id + QStringLiteral(".yaml"), netboxDeviceTypeYaml(part)));
        }
        QVERIFY(switches >= 10 && pdus >= 3);
        const Validation v = validate(files);
        QVERIFY2(v.exitCode == 0, qPrintable(v.output));
        QCOMPARE(int(v.output.count(QLatin1String(": valid\n"))), int(files.size()));
    }
};

CW_TEST_GUILESS_MAIN(TestNetboxDeviceTypes)
#include "tst_netboxdevicetypes.moc"
