// A rack holding far more devices than it has units (the robustness issue: 10,000 devices in one 42 U
// rack took 31-77 s and 3.5 GB to check, reporting every colliding pair) is found and reported with work
// and findings linear in the devices; the limits per rack and per design (design/model/designlimits.h)
// refuse larger files at once with the place and the limit. How long it takes: tests/benchmarks/
// bench_overfullrack.cpp.
#include "analysis/analyzer.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "model/designlimits.h"
#include "placement/mountcheck.h"
#include "placement/partplacement.h"
#include "testmain.h"
#include "testsupport.h"

#include <QRandomGenerator>
#include <QTest>
#include <QUndoStack>

namespace {

// The Kubernetes example's first rack with its devices replaced by `count` of its 1U CPU node, stacked
// up the rack again and again (device i at U 1 + i mod 42).
Design overfull(const PartIndex& parts, int count) {
    Design design = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), parts);
    const Device node = design.racks[0].devices[4];
    Rack rack = design.racks[0];
    rack.devices.clear();
    for (int i = 0; i < count; ++i) {
        Device device = node;
        device.id = QStringLiteral("n%1").arg(i);
        device.name.clear();
        device.u = 1 + i % 42;
        rack.devices.append(device);
    }
    design.racks = {rack};
    design.fabrics.clear();
    design.cables.clear();
    return design;
}

int countOf(const Budgets& budgets, const char* code) {
    int n = 0;
    for (const Finding& finding : budgets.findings)
        n += finding.code == QLatin1String(code) ? 1 : 0;
    return n;
}

} // namespace

class TestOverfullRack : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // One finding per device that does not fit, against the device below reaching highest, and one for
    // the rack: 10,000 1U devices in 42 U are 9,958 collisions, not the 50 million pairs of before.
    void eachCollidingDeviceIsReportedOnce() {
        const Design design = overfull(mParts, 10000);
        QCOMPARE(MountCheck::heightOf(design.racks[0].devices[0], mParts), 1);
        const Budgets budgets = analyze(design, mParts);
        QCOMPARE(countOf(budgets, "rack.space.collision"), 10000 - 42);
        QCOMPARE(countOf(budgets, "rack.space.overfull"), 1);
        for (const Finding& finding : budgets.findings)
            if (finding.code == QLatin1String("rack.space.overfull"))
                QCOMPARE(finding.message,
                         QStringLiteral("rack %1 holds 10000 devices taking 10000 U; it has 42 U")
                             .arg(design.racks[0].id));
        // The electrical chain ran out of outlets once, not once per device.
        QCOMPARE(countOf(budgets, "rack.power.outlets_short"), 1);
    }

    // Overlaps among a few devices: each device once, against the one reaching highest below it.
    void overlapsNameTheDeviceBelow() {
        Design design = overfull(mParts, 0);
        Rack& rack = design.racks[0];
        const Device node =
            exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts).racks[0].devices[0];
        const int h = MountCheck::heightOf(node, mParts);
        QVERIFY(h >= 2);
        for (const auto& [id, u] : {std::pair{"a", 10}, std::pair{"b", 10 + h - 1},
                                    std::pair{"c", 10 + 2 * h - 2}, std::pair{"d", 30}}) {
            Device device = node;
            device.id = QString::fromLatin1(id);
            device.u = u;
            rack.devices.append(device);
        }
        const Budgets budgets = analyze(design, mParts);
        QStringList collisions;
        for (const Finding& finding : budgets.findings)
            if (finding.code == QLatin1String("rack.space.collision"))
                collisions.append(finding.message);
        QCOMPARE(collisions, (QStringList{QStringLiteral("b (U%1-U%2) collides with a (U10-U%3)")
                                              .arg(10 + h - 1)
                                              .arg(10 + 2 * h - 2)
                                              .arg(10 + h - 1),
                                          QStringLiteral("c (U%1-U%2) collides with b (U%3-U%1)")
                                              .arg(10 + 2 * h - 2)
                                              .arg(10 + 3 * h - 3)
                                              .arg(10 + h - 1)}));
        QCOMPARE(countOf(budgets, "rack.space.overfull"), 0);
    }

    // The first free place by a pass over the units gives what asking unit by unit gives.
    void firstFreeUAgreesWithAskingEachUnit() {
        Design design = overfull(mParts, 0);
        const Design example = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        QRandomGenerator random(28);
        for (int round = 0; round < 200; ++round) {
            Rack& rack = design.racks[0];
            rack.devices.clear();
            const int count = random.bounded(0, 12);
            for (int i = 0; i < count; ++i) {
                Device device =
                    example.racks[0].devices[random.bounded(int(example.racks[0].devices.size()))];
                device.id = QStringLiteral("d%1").arg(i);
                device.u = random.bounded(-2, 46);
                rack.devices.append(device);
            }
            const int height = random.bounded(1, 9);
            const int from = random.bounded(-1, 44);
            int expected = 0;
            for (int u = qMax(1, from); expected == 0 && u + height - 1 <= 42; ++u)
                if (MountCheck::problem(design, mParts, rack.id, u, height).isEmpty())
                    expected = u;
            QCOMPARE(MountCheck::firstFreeU(design, mParts, rack.id, height, from), expected);
        }
    }

    // The loader refuses a rack or a design past the limits at once, with the place and the limit; at
    // the limit it loads.
    void loaderRefusesPastTheLimits() {
        QString error;
        QVERIFY2(DesignFile::read(DesignFile::write(overfull(mParts, DesignLimits::kMaxDevicesPerRack)),
                                  mParts, QStringLiteral("full.json"), &error),
                 qPrintable(error));
        const Design tooMany = overfull(mParts, 10000);
        QVERIFY(
            !DesignFile::read(DesignFile::write(tooMany), mParts, QStringLiteral("overfull.json"), &error));
        QCOMPARE(error,
                 QStringLiteral("overfull.json: racks[0].devices: 10000 devices in a 42 U rack; a rack holds "
                                "at most 1000"));

        Design racks = overfull(mParts, 0);
        const Rack model = racks.racks[0];
        racks.racks.clear();
        for (int i = 0; i <= DesignLimits::kMaxRacks; ++i) {
            Rack rack = model;
            rack.id = QStringLiteral("R%1").arg(i);
            rack.row = i / 1000;
            rack.position = i % 1000;
            rack.pdus.clear();
            racks.racks.append(rack);
        }
        QVERIFY(!DesignFile::read(DesignFile::write(racks), mParts, QStringLiteral("floor.json"), &error));
        QCOMPARE(error, QStringLiteral("floor.json: racks: 10001 racks; a design holds at most 10000"));
        const Design full = overfull(mParts, 1);

        // 201 racks of 1,000 devices, written out by hand: the smallest file past the design's limit.
        QByteArray many = "{\"format\": \"cluster-workbench-design\", \"version\": 7, \"racks\": [";
        for (int r = 0; r * DesignLimits::kMaxDevicesPerRack <= DesignLimits::kMaxDevices; ++r) {
            many += (r ? ", " : "") + QStringLiteral("{\"id\": \"R%1\", \"part\": \"%2\", \"position\": %1, "
                                                     "\"devices\": [")
                                          .arg(r)
                                          .arg(model.partId)
                                          .toUtf8();
            for (int d = 0; d < DesignLimits::kMaxDevicesPerRack; ++d)
                many += (d ? ", " : "") + QStringLiteral("{\"id\": \"r%1-%2\", \"part\": \"%3\", \"u\": 1}")
                                              .arg(r)
                                              .arg(d)
                                              .arg(full.racks[0].devices[0].partId)
                                              .toUtf8();
            many += "]}";
        }
        many += "]}";
        QVERIFY(!DesignFile::read(many, mParts, QStringLiteral("many.json"), &error));
        QCOMPARE(error, QStringLiteral("many.json: racks: 201000 devices; a design holds at most 200000"));
    }

    // Gestures that add in bulk stop at the limits, so the program never makes a file it cannot open.
    void replicatingStopsAtTheRackLimit() {
        Design design = overfull(mParts, 0);
        const Rack model = design.racks[0];
        design.racks.clear();
        for (int i = 0; i < DesignLimits::kMaxRacks - 2; ++i) {
            Rack rack = model;
            rack.id = QStringLiteral("R%1").arg(i);
            rack.row = i / 1000;
            rack.position = i % 1000;
            rack.pdus.clear();
            design.racks.append(rack);
        }
        DesignDocument document;
        document.reset(design, QString());
        const PartPlacement::Result result = PartPlacement::replicateRack(&document, QStringLiteral("R0"), 5);
        QCOMPARE(result.added, 2);
        QVERIFY2(result.reason.contains(QLatin1String("a design holds at most 10000")),
                 qPrintable(result.reason));
        QVERIFY(result.command);
        document.undoStack()->push(result.command);
        QCOMPARE(document.design().racks.size(), qsizetype(DesignLimits::kMaxRacks));
        QVERIFY(DesignLimits::problem(document.design()).isEmpty());
    }
};

CW_TEST_GUILESS_MAIN(TestOverfullRack)
#include "tst_overfullrack.moc"
