// File names made from data (issue #47: a NetBox device type's file named after a part id): a NUL, slashes,
// backslashes, "..", names Windows reserves, spaces and non-Latin letters never reach the file system as
// they are, the names stay unique without regard to case, and every change is said.
#include "handover/safefilenames.h"
#include "testmain.h"

#include <QTest>

class TestSafeFileNames : public QObject {
    Q_OBJECT

private slots:
    void sanitisesAndKeepsNamesUnique() {
        SafeFileNames names(QStringLiteral("device-types"));
        const QString nul = QStringLiteral("a") + QChar(0) + QStringLiteral("b");
        const QList<std::pair<QString, QString>> cases = {
            {QStringLiteral("nvidia-dgx-h100"), QStringLiteral("device-types/nvidia-dgx-h100.yaml")},
            {QStringLiteral("..\\..\\evil"), QStringLiteral("device-types/evil.yaml")},
            {QStringLiteral("../../etc/passwd"), QStringLiteral("device-types/etc-passwd.yaml")},
            {QStringLiteral(".."), QStringLiteral("device-types/part.yaml")},
            {nul, QStringLiteral("device-types/a-b.yaml")},
            {QStringLiteral("a/b"), QStringLiteral("device-types/a-b-2.yaml")},
            {QStringLiteral("A-B"), QStringLiteral("device-types/A-B-3.yaml")}, // case-blind file systems
            {QStringLiteral("CON"), QStringLiteral("device-types/part-CON.yaml")},
            {QStringLiteral("com1.txt"), QStringLiteral("device-types/part-com1.txt.yaml")},
            {QStringLiteral("华为 Atlas 800"), QStringLiteral("device-types/Atlas-800.yaml")},
            {QStringLiteral("-rf"), QStringLiteral("device-types/rf.yaml")},
            {QString(300, QLatin1Char('x')),
             QStringLiteral("device-types/") + QString(100, QLatin1Char('x')) + QStringLiteral(".yaml")},
        };
        for (const auto& [id, expected] : cases)
            QCOMPARE(names.take(id, QStringLiteral(".yaml")), expected);
        // Every name but the first changed, and each change names the id (a NUL shown as \u0000).
        const QStringList changes = names.changes();
        QCOMPARE(changes.size(), cases.size() - 1);
        QVERIFY2(changes.at(3).contains(QLatin1String("a\\u0000b")) &&
                     changes.at(3).contains(QLatin1String("device-types/a-b.yaml")),
                 qPrintable(changes.at(3)));
        QVERIFY(changes.at(0).contains(QLatin1String("\"..\\..\\evil\"")));
    }
};

CW_TEST_GUILESS_MAIN(TestSafeFileNames)
#include "tst_safefilenames.moc"
