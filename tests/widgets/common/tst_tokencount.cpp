// Token counts in the locale's words (widgets/common/tokencount.h): the English short scale, the Chinese
// 万/亿 grouping (1 万亿 = 10^12, 1 亿 = 10^8), as the Explore Designs heading and the Workload figures say
// it.
#include "common/tokencount.h"
#include "language.h"
#include "testmain.h"

#include <QTest>

class TestTokenCount : public QObject {
    Q_OBJECT

private slots:
    void english() {
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCOMPARE(tokenCountText(15e12), QStringLiteral("15 trillion tokens"));
        QCOMPARE(tokenCountText(15.6e12), QStringLiteral("15.6 trillion tokens"));
        QCOMPARE(tokenCountText(300e9), QStringLiteral("300 billion tokens"));
        QCOMPARE(tokenCountText(1.5e9), QStringLiteral("1.5 billion tokens"));
        QCOMPARE(tokenCountText(2e6), QStringLiteral("2 million tokens"));
        QCOMPARE(tokenCountText(4096), QStringLiteral("4,096 tokens"));
    }

    void chinese() {
        QVERIFY(Language::apply(QStringLiteral("zh_CN")));
        QCOMPARE(tokenCountText(15e12), QStringLiteral("15 万亿个 token"));
        QCOMPARE(tokenCountText(300e9), QStringLiteral("3,000 亿个 token"));
        QCOMPARE(tokenCountText(1.5e9), QStringLiteral("15 亿个 token"));
        QCOMPARE(tokenCountText(4096), QStringLiteral("4,096 个 token"));
        QVERIFY(Language::apply(QStringLiteral("en")));
    }
};

CW_TEST_MAIN(TestTokenCount)
#include "tst_tokencount.moc"
