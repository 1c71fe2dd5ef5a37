// Templates (docs/templates.md): a server or a rack kept as a JSON file beside the user's catalog, read
// back with a design file's checks, and used as one undo step: a server template fills a rack within its
// units and its power budget, a rack template adds a rack with fresh ids.
#include "file/designfile.h"
#include "model/designdocument.h"
#include "parts/partindex.h"
#include "templates/templatelibrary.h"
#include "templates/templateplacement.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

class TestTemplates : public QObject {
    Q_OBJECT
    PartIndex mParts;

    // A 42U rack with a power budget and nothing in it.
    static Design emptyRack(double budgetW) {
        Design design;
        Rack rack;
        rack.id = QStringLiteral("R01");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.powerBudgetW = budgetW;
        design.racks = {rack};
        return design;
    }

    static DesignTemplate dgxTemplate() {
        Design design = emptyRack(50000);
        Device dgx;
        dgx.id = QStringLiteral("dgx01");
        dgx.partId = QStringLiteral("nvidia-dgx-h100");
        dgx.u = 3;
        dgx.psuRedundancy = QStringLiteral("4+2");
        dgx.powerCords = {PowerCord{1, QStringLiteral("pdu-a"), 1}};
        design.racks[0].devices = {dgx};
        return *DesignTemplate::fromServer(design, QStringLiteral("dgx01"), QStringLiteral("DGX node"),
                                           nullptr);
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void serverTemplateKeepsItsPartsNotItsPlace() {
        const DesignTemplate t = dgxTemplate();
        QCOMPARE(t.kind, DesignTemplate::Kind::Server);
        QCOMPARE(t.server().partId, QStringLiteral("nvidia-dgx-h100"));
        QCOMPARE(t.server().psuRedundancy, QStringLiteral("4+2"));
        QVERIFY(t.server().powerCords.isEmpty()); // cords belong to the rack it stood in
        QCOMPARE(t.server().u, 1);

        QTemporaryDir dir;
        const TemplateLibrary library(dir.path());
        QString error;
        QVERIFY2(library.save(t, &error), qPrintable(error));
        DesignTemplate chinese = t;
        chinese.name = QStringLiteral("训练节点");
        QVERIFY2(library.save(chinese, &error), qPrintable(error));
        QStringList problems;
        const QList<DesignTemplate> loaded = library.load(mParts, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(loaded.size(), 2);
        QCOMPARE(loaded[0].rack, t.rack);
        QVERIFY(library.contains(QStringLiteral("训练节点")));
        QVERIFY(library.remove(QStringLiteral("训练节点"), &error));
        QCOMPARE(library.load(mParts).size(), 1);
    }

    void badTemplateFilesNameThePlaceAndReason() {
        QByteArray text = dgxTemplate().toJson();
        QString error;
        QVERIFY(DesignTemplate::fromJson(text, mParts, QStringLiteral("t.json"), &error));
        QByteArray unknownPart = text;
        unknownPart.replace("\"nvidia-dgx-h100\"", "\"nvidia-dgx-h900\"");
        QVERIFY(!DesignTemplate::fromJson(unknownPart, mParts, QStringLiteral("t.json"), &error));
        QCOMPARE(error, QStringLiteral(
                            "t.json: design: racks[0].devices[0].part: unknown part \"nvidia-dgx-h900\""));
        QByteArray badKind = text;
        badKind.replace("\"kind\": \"server\"", "\"kind\": \"blade\"");
        QVERIFY(!DesignTemplate::fromJson(badKind, mParts, QStringLiteral("t.json"), &error));
        QCOMPARE(error, QStringLiteral("t.json: kind: must be \"server\" or \"rack\""));
        QVERIFY(
            !DesignTemplate::fromJson(text.left(text.size() / 2), mParts, QStringLiteral("t.json"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("t.json: ")) && error.contains(QStringLiteral("line")),
                 qPrintable(error));
        // A broken file in the library is named, the others still load.
        QTemporaryDir dir;
        const TemplateLibrary library(dir.path());
        QVERIFY(library.save(dgxTemplate(), &error));
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(badKind);
        broken.close();
        QStringList problems;
        QCOMPARE(library.load(mParts, &problems).size(), 1);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems[0].contains(QStringLiteral("broken.json: kind")));
    }

    // NVIDIA's DGX H100 draws at most 10.2 kW (DGX H100 User Guide) and is 8U: a 42U rack holds five by
    // units; a 25 kW budget holds two (20.4 kW; a third makes 30.6 kW); a 60 kW budget holds five.
    void fillRackStopsAtSpaceOrPower_data() {
        QTest::addColumn<double>("budgetW");
        QTest::addColumn<int>("asked");
        QTest::addColumn<int>("placed");
        QTest::addColumn<QString>("reason");
        QTest::newRow("power") << 25000.0 << PartPlacement::kFill << 2 << QStringLiteral("power budget");
        QTest::newRow("space") << 60000.0 << PartPlacement::kFill << 5 << QString();
        QTest::newRow("asked for 3") << 60000.0 << 3 << 3 << QString();
        QTest::newRow("asked for 6") << 60000.0 << 6 << 5 << QStringLiteral("free units");
    }
    void fillRackStopsAtSpaceOrPower() {
        QFETCH(double, budgetW);
        QFETCH(int, asked);
        QFETCH(int, placed);
        QFETCH(QString, reason);
        DesignDocument document;
        document.reset(emptyRack(budgetW), {});
        const PartPlacement::Result result =
            TemplatePlacement::fillRack(&document, mParts, QStringLiteral("R01"), dgxTemplate(), asked);
        QCOMPARE(result.added, placed);
        QVERIFY2(reason.isEmpty() ? result.reason.isEmpty() : result.reason.contains(reason),
                 qPrintable(result.reason));
        document.undoStack()->push(result.command);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.design().racks[0].devices.size(), placed);
        QCOMPARE(document.design().racks[0].devices[0].u, 1);
        QCOMPARE(document.design().racks[0].devices[0].psuRedundancy, QStringLiteral("4+2"));
        QCOMPARE(document.undoStack()->undoText(),
                 QStringLiteral("Fill R01 with %1 × DGX node").arg(placed)); // English plural in the test
        document.undoStack()->undo();
        QVERIFY(document.design().racks[0].devices.isEmpty());
    }

    void rackTemplateAddsARackWithFreshIds() {
        QString error;
        const auto reference = DesignFile::load(
            QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"), mParts, &error);
        QVERIFY2(reference, qPrintable(error));
        const auto t =
            DesignTemplate::fromRack(*reference, reference->racks[0].id, QStringLiteral("Ref"), &error);
        QVERIFY(t);
        const auto again = DesignTemplate::fromJson(t->toJson(), mParts, QStringLiteral("ref.json"), &error);
        QVERIFY2(again, qPrintable(error));
        DesignDocument document;
        document.reset(*reference, {});
        const PartPlacement::Result result = TemplatePlacement::addRack(&document, *again, 0);
        QVERIFY(result.command);
        document.undoStack()->push(result.command);
        const Design& design = document.design();
        QCOMPARE(design.racks.size(), 2);
        QCOMPARE(design.racks[1].devices.size(), design.racks[0].devices.size());
        QCOMPARE(design.racks[1].position, design.racks[0].position + 1);
        QVERIFY(design.racks[1].id != design.racks[0].id);
        QSet<QString> ids;
        for (const Rack& rack : design.racks)
            for (const Device& d : rack.devices) {
                QVERIFY2(!ids.contains(d.id), qPrintable(d.id));
                ids.insert(d.id);
            }
        // Its cords follow its own PDUs.
        for (const Device& d : design.racks[1].devices)
            for (const PowerCord& cord : d.powerCords)
                QVERIFY(design.pduLocation(cord.pduId).first == 1 ||
                        design.deviceLocation(cord.pduId).first == 1);
    }
};

CW_TEST_MAIN(TestTemplates)
#include "tst_templates.moc"
