// Catalog search by name and by figures (catalog/parts/partquery.h) over the bundled catalog. Figures checked
// against the datasheets the catalog cites: H100 SXM5 80 GB, H200 141 GB, B200 180 GB (NVIDIA), QM9700
// 64 x 400 Gb/s NDR (NVIDIA), ConnectX-7 PCIe Gen5.
#include "parts/partindex.h"
#include "store/bundledcatalog.h"
#include "testmain.h"

#include <QTest>

class TestPartQuery : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static QStringList ids(const QList<const Part*>& parts) {
        QStringList list;
        for (const Part* p : parts)
            list << p->id;
        return list;
    }

private slots:
    void initTestCase() {
        QString error;
        const auto catalog = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        QVERIFY2(catalog, qPrintable(error));
        mParts = PartIndex(catalog->parts);
    }

    // "H100" finds the H100 GPUs and systems by name first; parts that only mention H100 in their
    // description (DIMMs, PSUs fitted to H100 servers) come after, never before.
    void namesRankAboveDescriptions() {
        const auto [byName, byDescription] = mParts.searchRanked(QStringLiteral("H100"));
        QVERIFY(ids(byName).contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
        QVERIFY(ids(byName).contains(QStringLiteral("nvidia-dgx-h100")));
        for (const Part* part : byName)
            QVERIFY2(part->kind != PartKind::Memory && part->kind != PartKind::Psu &&
                         part->kind != PartKind::Pdu,
                     qPrintable(part->id));
        const QList<const Part*> all = mParts.search(QStringLiteral("H100"));
        QCOMPARE(all.size(), byName.size() + byDescription.size());
        QCOMPARE(all.first()->id, byName.first()->id);
    }

    void figures() {
        // GPU memory of at least 141 GB: H200 (141) and B200 (180), not H100 (80).
        const QStringList big = ids(mParts.search(QStringLiteral("mem>=141"), PartKind::Gpu));
        QVERIFY(big.contains(QStringLiteral("nvidia-h200-sxm")));
        QVERIFY(big.contains(QStringLiteral("nvidia-b200-sxm")));
        QVERIFY(!big.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
        // Words and figures together: NVIDIA GPUs in SXM form factor drawing at most 700 W.
        const QStringList sxm = ids(mParts.search(QStringLiteral("nvidia ff=sxm power<=700")));
        QVERIFY(sxm.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
        QVERIFY(!sxm.contains(QStringLiteral("nvidia-b200-sxm"))); // 1,000 W
        QVERIFY(!sxm.contains(QStringLiteral("nvidia-h100-pcie-80gb")));
        // Switches with 64 ports of 400 Gb/s: the QM9700 class.
        const QStringList switches =
            ids(mParts.search(QStringLiteral("speed>=400 ports>=64"), PartKind::Switch));
        QVERIFY(switches.contains(QStringLiteral("nvidia-qm9700")));
        QVERIFY(!switches.contains(QStringLiteral("nvidia-qm8700"))); // 40 x 200 Gb/s
        // PCIe Gen5 NICs include ConnectX-7.
        QVERIFY(ids(mParts.search(QStringLiteral("pcie>=5"), PartKind::Nic))
                    .contains(QStringLiteral("nvidia-connectx-7-ndr")));
        // A condition on a field the part lacks excludes it; a malformed condition is a plain word.
        QVERIFY(!ids(mParts.search(QStringLiteral("mem>=1"))).contains(QStringLiteral("nvidia-qm9700")));
        QVERIFY(mParts.search(QStringLiteral("mem>=lots")).isEmpty());
    }
};

CW_TEST_GUILESS_MAIN(TestPartQuery)
#include "tst_partquery.moc"
