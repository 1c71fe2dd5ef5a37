// The design file format (docs/design-format.md): validation messages, canonical writing and the bundled
// example designs. Saving (atomic, on a full disk, under kill -9): tst_designsave.cpp.
#include "designpatch.h"
#include "file/designfile.h"
#include "parts/partindex.h"
#include "placement/baylayout.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {} // namespace

class TestDesignFile : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void readsEveryField() {
        QString error;
        const auto design = DesignFile::load(kDesigns + QStringLiteral("valid.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        QCOMPARE(design->name, QStringLiteral("Test design"));
        QCOMPARE(design->settings.electricityPricePerKwh, 0.12);
        QCOMPARE(design->settings.supplyVoltageV, 230.0);
        QCOMPARE(design->settings.organisation, QStringLiteral("Test lab 测试实验室"));
        QCOMPARE(design->racks.size(), 2);
        const Rack& r01 = design->racks[0];
        QCOMPARE(r01.name, QStringLiteral("Row A, first"));
        QCOMPARE(r01.powerBudgetW.value_or(-1), 20000.0);
        QCOMPARE(r01.coolingBudgetW.value_or(-1), 18500.5);
        QCOMPARE(r01.pdus.size(), 2);
        QCOMPARE(r01.pdus[1].partId, QStringLiteral("pdu-3ph-400v-32a"));
        QCOMPARE(r01.devices.size(), 2);
        const Device& n01 = r01.devices[0];
        QCOMPARE(n01.name, QStringLiteral("GPU node 1"));
        QCOMPARE(n01.u, 10);
        QCOMPARE(n01.components.size(), 4);
        QCOMPARE(n01.components[1].partId, QStringLiteral("nvidia-a100-sxm4-80gb"));
        QCOMPARE(n01.components[1].qty, 8);
        QCOMPARE(n01.components[2].bay, QStringLiteral("PSU 1"));
        QCOMPARE(r01.devices[1].face, Face::Rear);
        QCOMPARE(r01.devices[1].psuRedundancy, QStringLiteral("N+N"));
        const Rack& r02 = design->racks[1];
        QCOMPARE(r02.name, QString());
        QCOMPARE(r02.position, 1);
        QVERIFY(!r02.powerBudgetW); // absent: the rack part's default
        QCOMPARE(r02.devices[0].psuRedundancy, QStringLiteral("4+2"));
    }

    void omittedKeysTakeDefaults() {
        QString error;
        const auto design = DesignFile::load(kDesigns + QStringLiteral("minimal.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        QCOMPARE(design->name, QString());
        QCOMPARE(design->settings, DesignSettings());
        const Rack& rack = design->racks[0];
        QCOMPARE(rack.row, 0);
        QVERIFY(!rack.powerBudgetW);
        QVERIFY(!rack.coolingBudgetW);
        QVERIFY(rack.pdus.isEmpty());
        const Device& device = rack.devices[0];
        QCOMPARE(device.u, 1); // 1.0 is a whole number
        QCOMPARE(device.face, Face::Front);
        QCOMPARE(device.psuRedundancy, QStringLiteral("N+1"));
        QCOMPARE(device.components[0].qty, 1);
        QCOMPARE(device.components[0].bay, QString());

        // Written out canonically with the defaults explicit, it reads back the same.
        const QByteArray canonical = DesignFile::write(*design);
        QVERIFY(canonical.contains("\"pue\": 1.4"));
        QVERIFY(canonical.contains("\"face\": \"front\""));
        QVERIFY(!canonical.contains("power_budget_w"));
        QVERIFY(!canonical.contains("\"bay\""));
        const auto again = DesignFile::read(canonical, mParts, QStringLiteral("canonical.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, *design);
        QCOMPARE(DesignFile::write(*again), canonical);
    }

    void rejects_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const char* pointer, const char* value, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(pointer) << QByteArray(value)
                                << QString::fromUtf8(message);
        };
        // Format and version.
        row("format wrong", "/format", "\"cluster-workbench-catalog\"",
            "format: must be \"cluster-workbench-design\", got \"cluster-workbench-catalog\"");
        row("format missing", "/format", "<delete>",
            "format: is missing (expected \"cluster-workbench-design\")");
        row("version 13", "/version", "13", "version: unsupported version 13, this program reads version 12");
        row("version 0", "/version", "0", "version: unsupported version 0, this program reads version 12");
        row("version text", "/version", "\"1\"",
            "version: unsupported version \"1\", this program reads version 12");
        // The workload (version 3).
        row("workload model missing", "/workload", "{}", "workload.model: is missing");
        row("workload two models", "/workload", R"({"model": {"preset": "llama-3.1-8b", "parameters": 8e9}})",
            "workload.model: must give one of preset, parameters or config");
        row("workload preset unknown", "/workload", R"({"model": {"preset": "gpt-9"}})",
            "workload.model.preset: unknown model preset \"gpt-9\"");
        row("workload parameters", "/workload", R"({"model": {"parameters": -1}})",
            "workload.model.parameters: must be between 1000000 and 100000000000000, got -1");
        row("workload config", "/workload",
            R"({"model": {"config": {"hidden_size": 64, "num_hidden_layers": 0, "num_attention_heads": 2, "vocab_size": 10}}})",
            "workload.model.config: num_hidden_layers: must be between 1 and 100000, got 0");
        row("workload mode", "/workload", R"({"model": {"preset": "llama-3.1-8b"}, "mode": "serve"})",
            "workload.mode: must be one of training, inference, got \"serve\"");
        row("workload zero", "/workload", R"({"model": {"preset": "llama-3.1-8b"}, "training": {"zero": 4}})",
            "workload.training.zero: must be at most 3, got 4");
        row("workload precision", "/workload",
            R"({"model": {"preset": "llama-3.1-8b"}, "training": {"precision": "int4"}})",
            "workload.training.precision: must be one of fp32, bf16, fp16, fp8, got \"int4\"");
        row("workload gpu kind", "/workload",
            R"({"model": {"preset": "llama-3.1-8b"}, "gpu": "nvidia-qm9700"})",
            "workload.gpu: \"nvidia-qm9700\" is a switch, not a gpu");
        row("workload measured twice", "/workload",
            R"({"model": {"preset": "llama-3.1-8b"}, "measurements": [{"nodes": 1, "throughput": 215}, {"nodes": 1, "throughput": 200}]})",
            "workload.measurements[1].nodes: 1 nodes are measured twice");
        row("workload throughput", "/workload",
            R"({"model": {"preset": "llama-3.1-8b"}, "measurements": [{"nodes": 2}]})",
            "workload.measurements[0].throughput: is missing");
        row("workload unknown key", "/workload", R"({"model": {"preset": "llama-3.1-8b"}, "tokens": 1e12})",
            "workload.tokens: unknown key");
        row("version missing", "/version", "<delete>", "version: is missing");
        // Unknown parts.
        row("rack part unknown", "/racks/0/part", "\"rack-99u\"", "racks[0].part: unknown part \"rack-99u\"");
        row("device part unknown", "/racks/0/devices/1/part", "\"nvidia-qm0000\"",
            "racks[0].devices[1].part: unknown part \"nvidia-qm0000\"");
        row("pdu part unknown", "/racks/0/pdus/1/part", "\"pdu-x\"",
            "racks[0].pdus[1].part: unknown part \"pdu-x\"");
        row("component part unknown", "/racks/0/devices/0/components/1/part", "\"nvidia-a100-sxm4-81gb\"",
            "racks[0].devices[0].components[1].part: unknown part \"nvidia-a100-sxm4-81gb\"");
        row("part missing", "/racks/0/part", "<delete>", "racks[0].part: is missing");
        row("part not text", "/racks/1/devices/0/part", "7",
            "racks[1].devices[0].part: must be a string, got 7");
        // Parts of the wrong kind.
        row("rack part is a server", "/racks/0/part", "\"generic-4u-hgx-a100-8gpu\"",
            "racks[0].part: \"generic-4u-hgx-a100-8gpu\" is a server, not a rack");
        row("device part is a cpu", "/racks/0/devices/0/part", "\"amd-epyc-7742\"",
            "racks[0].devices[0].part: \"amd-epyc-7742\" is a cpu, not a rack-mounted device (server, "
            "system, "
            "switch or pdu)");
        row("device part is a rack", "/racks/1/devices/0/part", "\"rack-42u-600x1200\"",
            "racks[1].devices[0].part: \"rack-42u-600x1200\" is a rack, not a rack-mounted device (server, "
            "system, switch or pdu)");
        row("device part is a cable", "/racks/1/devices/0/part", "\"cat6-1m\"",
            "racks[1].devices[0].part: \"cat6-1m\" is a cable, not a rack-mounted device (server, system, "
            "switch "
            "or pdu)");
        row("rack pdu is a switch", "/racks/0/pdus/0/part", "\"nvidia-qm8700\"",
            "racks[0].pdus[0].part: \"nvidia-qm8700\" is a switch, not a pdu");
        row("component is a switch", "/racks/0/devices/0/components/0/part", "\"nvidia-qm8700\"",
            "racks[0].devices[0].components[0].part: \"nvidia-qm8700\" is a switch, not a component (gpu, "
            "cpu, "
            "memory, storage, nic or psu)");
        row("component is a system", "/racks/0/devices/0/components/3/part", "\"nvidia-dgx-h100\"",
            "racks[0].devices[0].components[3].part: \"nvidia-dgx-h100\" is a system, not a component (gpu, "
            "cpu, "
            "memory, storage, nic or psu)");
        // U.
        row("u 0", "/racks/0/devices/1/u", "0", "racks[0].devices[1].u: must be at least 1, got 0");
        row("u negative", "/racks/0/devices/0/u", "-3", "racks[0].devices[0].u: must be at least 1, got -3");
        row("u fraction", "/racks/0/devices/0/u", "1.5",
            "racks[0].devices[0].u: must be a whole number, got 1.5");
        row("u text", "/racks/0/devices/0/u", "\"10\"",
            "racks[0].devices[0].u: must be a number, got \"10\"");
        row("u null", "/racks/0/devices/0/u", "null", "racks[0].devices[0].u: must be a number, got null");
        row("u missing", "/racks/1/devices/0/u", "<delete>", "racks[1].devices[0].u: is missing");
        row("u huge", "/racks/0/devices/0/u", "1e12",
            "racks[0].devices[0].u: must be at most 100, got 1000000000000.0");
        // Quantities.
        row("qty 0", "/racks/0/devices/0/components/1/qty", "0",
            "racks[0].devices[0].components[1].qty: must be at least 1, got 0");
        row("qty negative", "/racks/0/devices/0/components/1/qty", "-8",
            "racks[0].devices[0].components[1].qty: must be at least 1, got -8");
        row("qty fraction", "/racks/0/devices/0/components/0/qty", "2.5",
            "racks[0].devices[0].components[0].qty: must be a whole number, got 2.5");
        row("qty text", "/racks/0/devices/0/components/0/qty", "\"2\"",
            "racks[0].devices[0].components[0].qty: must be a number, got \"2\"");
        // Other numbers.
        row("power budget negative", "/racks/0/power_budget_w", "-100",
            "racks[0].power_budget_w: must be between 0 and 1000000, got -100");
        row("cooling budget text", "/racks/0/cooling_budget_w", "\"lots\"",
            "racks[0].cooling_budget_w: must be a number, got \"lots\"");
        row("row negative", "/racks/1/row", "-1", "racks[1].row: must not be negative, got -1");
        row("position fraction", "/racks/1/position", "0.5",
            "racks[1].position: must be a whole number, got 0.5");
        row("price negative", "/settings/electricity_price_per_kwh", "-0.1",
            "settings.electricity_price_per_kwh: must be between 0 and 10000, got -0.1");
        row("pue below 1", "/settings/pue", "0.9", "settings.pue: must be between 1 and 3, got 0.9");
        row("voltage 0", "/settings/supply_voltage_v", "0",
            "settings.supply_voltage_v: must be between 100 and 480, got 0");
        row("delta t text", "/settings/airflow_delta_t_c", "\"20F\"",
            "settings.airflow_delta_t_c: must be a number, got \"20F\"");
        row("utilisation above 1", "/settings/utilisation", "1.5",
            "settings.utilisation: must be between 0 and 1, got 1.5");
        row("currency", "/settings/currency", "\"usd\"",
            "settings.currency: must be a three-letter currency code, got \"usd\"");
        // Enumerations.
        row("psu redundancy", "/racks/0/devices/0/psu_redundancy", "\"3-1\"",
            "racks[0].devices[0].psu_redundancy: must be N, N+1, N+N, 2N or a+b (e.g. 4+2), got \"3-1\"");
        row("psu redundancy 0+2", "/racks/1/devices/0/psu_redundancy", "\"0+2\"",
            "racks[1].devices[0].psu_redundancy: must be N, N+1, N+N, 2N or a+b (e.g. 4+2), got \"0+2\"");
        row("psu redundancy fraction", "/racks/1/devices/0/psu_redundancy", "\"1.5+1\"",
            "racks[1].devices[0].psu_redundancy: must be N, N+1, N+N, 2N or a+b (e.g. 4+2), got \"1.5+1\"");
        row("psu redundancy number", "/racks/0/devices/1/psu_redundancy", "2",
            "racks[0].devices[1].psu_redundancy: must be a string, got 2");
        row("face", "/racks/0/devices/1/face", "\"top\"",
            "racks[0].devices[1].face: must be \"front\" or \"rear\", got \"top\"");
        // Ids: racks, devices and PDUs share one id space.
        row("rack id twice", "/racks/1/id", "\"R01\"", "racks[1].id: \"R01\" is already used by racks[0]");
        row("device id is a rack id", "/racks/0/devices/1/id", "\"R01\"",
            "racks[0].devices[1].id: \"R01\" is already used by racks[0]");
        row("device id is a pdu id", "/racks/0/devices/0/id", "\"pdu-b\"",
            "racks[0].devices[0].id: \"pdu-b\" is already used by racks[0].pdus[1]");
        row("device id twice", "/racks/1/devices/0/id", "\"n01\"",
            "racks[1].devices[0].id: \"n01\" is already used by racks[0].devices[0]");
        row("rack id is a device id", "/racks/1/id", "\"sw01\"",
            "racks[1].id: \"sw01\" is already used by racks[0].devices[1]");
        row("pdu id twice", "/racks/0/pdus/1/id", "\"pdu-a\"",
            "racks[0].pdus[1].id: \"pdu-a\" is already used by "
            "racks[0].pdus[0]");
        row("id empty", "/racks/0/id", "\"\"", "racks[0].id: must not be empty, got \"\"");
        row("id missing", "/racks/0/devices/1/id", "<delete>", "racks[0].devices[1].id: is missing");
        // Structure.
        row("unknown key", "/racks/0/devices/0/colour", "\"red\"", "racks[0].devices[0].colour: unknown key");
        row("misspelt budget", "/racks/1/power_budget", "5000", "racks[1].power_budget: unknown key");
        row("racks not a list", "/racks", "{}", "racks: must be an array, got an empty object");
        row("device not an object", "/racks/0/devices/0", "42",
            "racks[0].devices[0]: must be an object, got 42");
        row("settings not an object", "/settings", "[1]", "settings: must be an object, got an array");
        row("bay not text", "/racks/0/devices/0/components/2/bay", "1",
            "racks[0].devices[0].components[2].bay: must be a string, got 1");
        row("name not text", "/racks/0/name", "false", "racks[0].name: must be a string, got false");
        // Fabrics and cables (version 2).
        const auto fabric = [](const char* fields) {
            static QList<QByteArray> keep; // rows hold pointers into these
            keep.append(
                QByteArray(R"([{"id": "ib", "switch": "nvidia-qm9700", "nics": ["nvidia-connectx-7-ndr"])") +
                fields + "}]");
            return keep.last().constData();
        };
        row("fabric switch unknown", "/fabrics", R"([{"id": "ib", "switch": "qm", "nics": []}])",
            "fabrics[0].switch: unknown part \"qm\"");
        row("fabric switch not a switch", "/fabrics",
            R"([{"id": "ib", "switch": "nvidia-connectx-7-ndr", "nics": []}])",
            "fabrics[0].switch: \"nvidia-connectx-7-ndr\" is a nic, not a switch");
        row("fabric without nics", "/fabrics", R"([{"id": "ib", "switch": "nvidia-qm9700", "nics": []}])",
            "fabrics[0].nics: must name at least one NIC part");
        row("fabric nic not a nic", "/fabrics",
            R"([{"id": "ib", "switch": "nvidia-qm9700", "nics": ["nvidia-qm9700"]}])",
            "fabrics[0].nics[0]: \"nvidia-qm9700\" is a switch, not a nic");
        row("fabric topology", "/fabrics", fabric(R"(, "topology": "mesh")"),
            "fabrics[0].topology: must be one of rail-optimized, fat-tree, got \"mesh\"");
        row("fabric blocking", "/fabrics", fabric(R"(, "blocking": 0.5)"),
            "fabrics[0].blocking: must be between 1 and 64, got 0.5");
        row("fabric leaf unknown", "/fabrics", fabric(R"(, "switches": {"leaf": ["zz"]})"),
            "fabrics[0].switches.leaf[0]: \"zz\" is not a device of this design");
        row("fabric leaf is a rack", "/fabrics", fabric(R"(, "switches": {"leaf": ["R01"]})"),
            "fabrics[0].switches.leaf[0]: \"R01\" is not a device of this design");
        row("fabric switch twice", "/fabrics",
            fabric(R"(, "switches": {"leaf": ["sw01"], "spine": ["sw01"]})"),
            "fabrics[0].switches.spine[0]: \"sw01\" is listed twice");
        row("fabric unknown key", "/fabrics", fabric(R"(, "radix": 64)"), "fabrics[0].radix: unknown key");
        row("cable with one end", "/cables", R"([{"id": "C1", "a": {"device": "n01", "port": "1"}}])",
            "cables[0]: needs both ends (a and b) or neither");
        row("cable part not a cable", "/cables", R"([{"id": "C1", "part": "nvidia-qm9700"}])",
            "cables[0].part: \"nvidia-qm9700\" is a switch, not a cable");
    }

    void rejects() {
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        const QByteArray text = patched(readAll(kDesigns + QStringLiteral("valid.json")), pointer, value);
        QString error;
        const auto design = DesignFile::read(text, mParts, QStringLiteral("bad.json"), &error);
        QVERIFY2(!design, text.constData());
        QCOMPARE(error, QStringLiteral("bad.json: ") + message);
    }

    // This program writes the header first and reads each rack as the parser reaches it; a file edited
    // by hand may put the racks first: read the same.
    void racksBeforeTheHeaderReadTheSame() {
        const QByteArray text = readAll(kDesigns + QStringLiteral("valid.json"));
        auto document = nlohmann::ordered_json::parse(text.constBegin(), text.constEnd());
        nlohmann::ordered_json reordered = nlohmann::ordered_json::object();
        reordered["racks"] = document["racks"];
        for (auto it = document.begin(); it != document.end(); ++it)
            if (it.key() != "racks")
                reordered[it.key()] = it.value();
        QString error;
        const auto first = DesignFile::read(text, mParts, QStringLiteral("a.json"), &error);
        QVERIFY2(first, qPrintable(error));
        const auto second = DesignFile::read(QByteArray::fromStdString(reordered.dump(1)), mParts,
                                             QStringLiteral("b.json"), &error);
        QVERIFY2(second, qPrintable(error));
        QCOMPARE(DesignFile::write(*second), DesignFile::write(*first));
        QVERIFY(first->racks.size() >= 2);
        // A mistake in a rack read before the header still names its place.
        reordered["racks"][1]["devices"][0]["u"] = 0;
        QVERIFY(!DesignFile::read(QByteArray::fromStdString(reordered.dump()), mParts,
                                  QStringLiteral("b.json"), &error));
        QCOMPARE(error, QStringLiteral("b.json: racks[1].devices[0].u: must be at least 1, got 0"));
    }

    // Two "racks" arrays: which one was meant is not guessed.
    void aSecondRacksArrayIsRefused() {
        QByteArray text = readAll(kDesigns + QStringLiteral("valid.json")).trimmed();
        QVERIFY(text.endsWith('}'));
        text.chop(1);
        text += ", \"racks\": []}";
        QString error;
        QVERIFY(!DesignFile::read(text, mParts, QStringLiteral("two.json"), &error));
        QCOMPARE(error, QStringLiteral("two.json: racks: appears more than once"));
    }

    // A key given twice in one object: which one was meant is not guessed, at any depth.
    void aRepeatedKeyIsRefused() {
        const QByteArray valid = readAll(kDesigns + QStringLiteral("valid.json"));
        auto document = nlohmann::ordered_json::parse(valid.constBegin(), valid.constEnd());
        // nlohmann's tree cannot hold a key twice: write the object with "u" once, then double it in the
        // text.
        QByteArray text = QByteArray::fromStdString(document.dump());
        const QByteArray u = "\"u\":" + QByteArray::number(int(document["racks"][0]["devices"][0]["u"]));
        QVERIFY(text.count(u) >= 1);
        text.replace(text.indexOf(u), u.size(), u + ",\"u\":40");
        QString error;
        QVERIFY(!DesignFile::read(text, mParts, QStringLiteral("twice.json"), &error));
        QCOMPARE(error, QStringLiteral("twice.json: racks[0].devices[0].u: appears more than once"));
        // In a map of the user's own keys too.
        document["settings"]["exchange_rates"] = {{"EUR", 0.9}};
        text = QByteArray::fromStdString(document.dump());
        text.replace("\"EUR\":0.9", "\"EUR\":0.9,\"EUR\":0.8");
        QVERIFY(!DesignFile::read(text, mParts, QStringLiteral("twice.json"), &error));
        QCOMPARE(error, QStringLiteral("twice.json: settings.exchange_rates.EUR: appears more than once"));
    }

    // A UTF-8 byte order mark (Windows editors write one) is not a mistake; the text is the same design.
    void aByteOrderMarkIsSkipped() {
        const QByteArray valid = readAll(kDesigns + QStringLiteral("valid.json"));
        QString error;
        const auto plain = DesignFile::read(valid, mParts, QStringLiteral("a.json"), &error);
        QVERIFY2(plain, qPrintable(error));
        const auto marked =
            DesignFile::read("\xEF\xBB\xBF" + valid, mParts, QStringLiteral("b.json"), &error);
        QVERIFY2(marked, qPrintable(error));
        QCOMPARE(DesignFile::write(*marked), DesignFile::write(*plain));
    }

    // An integer past 64 bits is JSON, but no count in a design is that large: refused, with the reason.
    void anIntegerPast64BitsIsRefused() {
        QByteArray text = readAll(kDesigns + QStringLiteral("valid.json"));
        const qsizetype at = text.indexOf("\"u\":");
        QVERIFY(at > 0);
        const qsizetype value = text.indexOf(':', at) + 1;
        text.insert(value, " 123456789012345678901234567890, \"x\":");
        QString error;
        QVERIFY(!DesignFile::read(text, mParts, QStringLiteral("big.json"), &error));
        QCOMPARE(error, QStringLiteral("big.json: a number is out of range (more than 64 bits)"));
    }

    // A file read from disk leaves room after its text for the parser; a text from elsewhere is copied:
    // both read the same.
    void fileAndTextReadTheSame() {
        const QString path = kDesigns + QStringLiteral("valid.json");
        QString error;
        const auto fromFile = DesignFile::load(path, mParts, &error);
        QVERIFY2(fromFile, qPrintable(error));
        QByteArray text = readAll(path);
        text.squeeze(); // no room after it
        const auto fromText = DesignFile::read(text, mParts, QStringLiteral("valid.json"), &error);
        QVERIFY2(fromText, qPrintable(error));
        QCOMPARE(DesignFile::write(*fromText), DesignFile::write(*fromFile));
    }

    void rejectsANonObject() {
        QString error;
        QVERIFY(!DesignFile::read("[]", mParts, QStringLiteral("bad.json"), &error));
        QCOMPARE(error, QStringLiteral("bad.json: must be a JSON object, got an empty array"));
    }

    void malformedJsonNamesLineAndColumn() {
        QString error;
        QVERIFY(!DesignFile::load(kDesigns + QStringLiteral("malformed.json"), mParts, &error));
        // Line 5 is `  "racks": []` after a line without its comma; column 9 is just past the unexpected
        // "racks".
        QVERIFY2(error.startsWith(QStringLiteral("malformed.json: line 5, column 9: ")), qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral("not valid JSON at '\"racks\"'")), qPrintable(error));

        QVERIFY(!DesignFile::read("{\"format\": \"cluster-workbench-design\",\n\"version\": 1,\n\"racks\": [",
                                  mParts, QStringLiteral("cut.json"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("cut.json: line 3, column 11: ")), qPrintable(error));
    }

    void missingFileIsAnError() {
        QString error;
        QVERIFY(!DesignFile::load(kDesigns + QStringLiteral("no-such-design.json"), mParts, &error));
        QVERIFY2(error.startsWith(QStringLiteral("no-such-design.json: cannot open: ")), qPrintable(error));
    }

    void physicalProblemsAreNotLoadErrors() {
        // Two servers overlapping in U12-U13, 12 GPUs in a chassis with 8 bays, 100 W power budget: findings
        // for the analysis, the file itself is fine.
        QString error;
        const auto design = DesignFile::load(kDesigns + QStringLiteral("overlap.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        QCOMPARE(design->racks[0].devices.size(), 3);
        QCOMPARE(design->racks[0].devices[2].u, 12);

        // A bay the chassis lacks is a finding too (catalogs change; the file should still open).
        const QByteArray text = patched(readAll(kDesigns + QStringLiteral("valid.json")),
                                        QStringLiteral("/racks/0/devices/0/components/2/bay"), "\"PSU 9\"");
        QVERIFY2(DesignFile::read(text, mParts, QStringLiteral("bay.json"), &error), qPrintable(error));
    }

    void acceptsEveryRedundancyForm() {
        for (const char* form : {"N", "N+1", "N+N", "2N", "4+2", "3+1", "1+0", "10+10"})
            QVERIFY2(DesignFile::isValidPsuRedundancy(QLatin1String(form)), form);
        for (const char* form : {"", "n+1", "N+2", "2n", "0+1", "4+", "+2", "4 + 2", "4+2+1", "-1+1"})
            QVERIFY2(!DesignFile::isValidPsuRedundancy(QLatin1String(form)), form);
    }

    void writesCanonicalNumbers() {
        Design design;
        design.settings.supplyVoltageV = 230.0;
        design.settings.electricityPricePerKwh = 0.1;
        design.settings.pue = 2;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.powerBudgetW = 45000.0;
        rack.coolingBudgetW = 12345.678;
        design.racks.append(rack);
        const QByteArray text = DesignFile::write(design);
        QVERIFY(text.contains("\"supply_voltage_v\": 230,"));
        QVERIFY(text.contains("\"electricity_price_per_kwh\": 0.1,"));
        QVERIFY(text.contains("\"pue\": 2,"));
        QVERIFY(text.contains("\"power_budget_w\": 45000,"));
        QVERIFY(text.contains("\"cooling_budget_w\": 12345.678,"));
        QVERIFY(!text.contains(".0,"));
        QVERIFY(text.endsWith("}\n"));
        QVERIFY(text.startsWith("{\n  \"format\": \"cluster-workbench-design\",\n  \"version\": " +
                                QByteArray::number(DesignFile::kVersion) + ",\n"));
        QString error;
        const auto again = DesignFile::read(text, mParts, QStringLiteral("n.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, design);
    }

    void roundTripIsByteIdentical_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("valid.json") << kDesigns + QStringLiteral("valid.json");
        QTest::newRow("overlap.json") << kDesigns + QStringLiteral("overlap.json");
        const QDir examples(QStringLiteral(CW_SOURCE_DIR "/resources/examples"));
        for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(QStringLiteral("examples/") + name)) << examples.filePath(name);
    }

    void roundTripIsByteIdentical() {
        QFETCH(QString, path);
        QString error;
        const auto design = DesignFile::load(path, mParts, &error);
        QVERIFY2(design, qPrintable(error));
        const QByteArray written = DesignFile::write(*design);
        QCOMPARE(written, readAll(path));

        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy.json"));
        QVERIFY2(DesignFile::save(*design, copy, &error), qPrintable(error));
        QCOMPARE(readAll(copy), written);
        const auto reloaded = DesignFile::load(copy, mParts, &error);
        QVERIFY2(reloaded, qPrintable(error));
        QCOMPARE(*reloaded, *design);
    }

    void examplesUseRealBays() {
        // resources/examples (compiled into the app under :/examples; design tests link only cw_design).
        const QDir examples(QStringLiteral(CW_SOURCE_DIR "/resources/examples"));
        const QStringList names = examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const char* expected :
             {"reference-rack.json", "dgx-h100-rack.json", "k8s-32gpu-cluster.json", "lab-rtx4090.json"})
            QVERIFY2(names.contains(QLatin1String(expected)), expected);
        for (const QString& name : names) {
            QString error;
            const auto design = DesignFile::load(examples.filePath(name), mParts, &error);
            QVERIFY2(design, qPrintable(error));
            for (const Rack& rack : design->racks)
                for (const Device& device : rack.devices) {
                    const ServerSpec* server = mParts.find(device.partId)->server();
                    const QStringList bays = server ? bayNames(*server) : QStringList();
                    QStringList used;
                    for (const Component& component : device.components) {
                        if (component.bay.isEmpty())
                            continue;
                        const QString where =
                            name + QLatin1Char('/') + device.id + QLatin1Char('/') + component.bay;
                        QVERIFY2(bays.contains(component.bay), qPrintable(where));
                        QVERIFY2(!used.contains(component.bay), qPrintable(where));
                        QVERIFY2(component.qty == 1, qPrintable(where)); // a named bay holds one part
                        used.append(component.bay);
                    }
                }
        }
    }

    void bayNamesExpandGroups() {
        const ServerSpec* server = mParts.find(QStringLiteral("generic-4u-hgx-a100-8gpu"))->server();
        QVERIFY(server);
        const QStringList names = bayNames(*server);
        int total = 0;
        for (const BayGroup& group : server->bays)
            total += group.count;
        QCOMPARE(names.size(), total);
        QCOMPARE(names.first(), QStringLiteral("CPU 1"));
        QVERIFY(names.contains(QStringLiteral("SXM4 (switch 0) 1")));
        QVERIFY(names.contains(QStringLiteral("PSU 4")));
        QVERIFY(!names.contains(QStringLiteral("PSU 5")));
        QCOMPARE(bayGroupIndex(*server, QStringLiteral("CPU 2")), 0);
        QCOMPARE(bayGroupIndex(*server, QStringLiteral("PSU 9")), -1);

        BayGroup single;
        single.name = QStringLiteral("NIC x16");
        single.count = 1;
        QCOMPARE(bayNames(single),
                 QStringList{QStringLiteral("NIC x16 1")}); // catalog-format.md: NAME 1 .. NAME n
    }
};

CW_TEST_GUILESS_MAIN(TestDesignFile)
#include "tst_designfile.moc"
