// The analysis keeps a fabric's links between edits (issue #27: a fabric of 10,000 nodes has 160,000 links,
// and a drop elsewhere on the floor must not cable it again) and works it out again whenever an edit
// changes something the fabric reads. Either way the result is the fresh analysis' own, cable by cable.
#include "analysis/analyzer.h"
#include "fabric/fabriccutsheet.h"
#include "fabricdesigns.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

#include <functional>

using Edit = std::function<void(Design&)>;
Q_DECLARE_METATYPE(Edit)

class TestFabricReuse : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void editsReuseOrRedoTheFabric_data() {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<bool>("reused");
        QTest::newRow("a server without the fabric's NICs into a free U") << Edit([](Design& d) {
            d.racks[1].devices.append(
                placedDevice(QStringLiteral("cpu1"), QStringLiteral("generic-1u-cpu-node"), 41));
        }) << true;
        QTest::newRow("a rack renamed")
            << Edit([](Design& d) { d.racks[2].name = QStringLiteral("renamed"); }) << true;
        QTest::newRow("a node a unit lower") << Edit([](Design& d) { --d.racks[1].devices[1].u; }) << false;
        // Moves alone re-cable the moved nodes' cage groups (FabricRecable, issue #47): as a fresh analysis.
        QTest::newRow("a node a unit higher") << Edit([](Design& d) { ++d.racks[2].devices[0].u; }) << false;
        QTest::newRow("a node far up its rack: other cables")
            << Edit([](Design& d) { d.racks[0].devices[0].u += 24; }) << false;
        QTest::newRow("nodes moved in two racks") << Edit([](Design& d) {
            d.racks[0].devices[1].u -= 1;
            d.racks[3].devices[0].u += 9;
        }) << false;
        QTest::newRow("a node removed") << Edit([](Design& d) { d.racks[1].devices.removeLast(); }) << false;
        QTest::newRow("a server inserted before the nodes") << Edit([](Design& d) {
            d.racks[0].devices.prepend(
                placedDevice(QStringLiteral("cpu1"), QStringLiteral("generic-1u-cpu-node"), 41));
        }) << false;
        QTest::newRow("a rack moved along its row")
            << Edit([](Design& d) { d.racks[3].position = 12; }) << false;
        QTest::newRow("a rack added") << Edit([](Design& d) {
            Rack rack = d.racks.first();
            rack.id = QStringLiteral("R999");
            rack.devices.clear();
            rack.position = 9;
            d.racks.append(rack);
        }) << false;
        QTest::newRow("a cable set by hand") << Edit([](Design& d) {
            d.cables.append(CableOverride{QStringLiteral("ib-compute/H0003"), {}, 30, {}, {}, {}, {}});
        }) << false;
        QTest::newRow("the fabric 2:1") << Edit([](Design& d) { d.fabrics[0].blocking = 2; }) << false;
        QTest::newRow("a leaf placed") << Edit([](Design& d) {
            d.racks[2].devices.append(
                placedDevice(QStringLiteral("leaf1"), QStringLiteral("nvidia-qm9700"), 42));
            d.fabrics[0].leafIds = {QStringLiteral("leaf1")};
        }) << false;
    }

    void editsReuseOrRedoTheFabric() {
        QFETCH(Edit, edit);
        QFETCH(bool, reused);
        Design design = dgxFloor(QStringLiteral("nvidia-dgx-h100"), 16, true);
        Analyzer analyzer(mParts);
        const Budgets before = analyzer.analyze(design);
        edit(design);
        const Budgets after = analyzer.analyze(design);
        const Budgets fresh = analyze(design, mParts);
        QCOMPARE(after.fabrics.size(), 1);
        // Kept: the very links of the analysis before (shared, not copied); redone: links of their own.
        QCOMPARE(after.fabrics[0].links.constData() == before.fabrics[0].links.constData(), reused);
        QCOMPARE(FabricCutSheet::rows(after.fabrics, design), FabricCutSheet::rows(fresh.fabrics, design));
        QCOMPARE(after.fabrics[0].hosts, fresh.fabrics[0].hosts);
        QCOMPARE(after.fabrics[0].findings, fresh.fabrics[0].findings);
        QCOMPARE(after.findings, fresh.findings);
        QCOMPARE(after.fabrics[0].gearCost, fresh.fabrics[0].gearCost);
        QCOMPARE(after.fabrics[0].gearPowerW, fresh.fabrics[0].gearPowerW);
        const auto parts = [](const QList<PartQty>& list) {
            QList<std::tuple<QString, qint64, double>> all;
            for (const PartQty& p : list)
                all.append({p.partId, p.qty, p.lengthM});
            return all;
        };
        QCOMPARE(parts(after.fabrics[0].cableParts), parts(fresh.fabrics[0].cableParts));
        QCOMPARE(parts(after.fabrics[0].transceivers), parts(fresh.fabrics[0].transceivers));
        for (qsizetype i = 0; i < fresh.fabrics[0].cableCount(); ++i)
            QCOMPARE(after.fabrics[0].cable(i).runM, fresh.fabrics[0].cable(i).runM);
    }
};

CW_TEST_GUILESS_MAIN(TestFabricReuse)
#include "tst_fabricreuse.moc"
