// The tax of a design and Chinese procurement amounts (file versions: tst_designversions.cpp).
#include "bom/bom.h"
#include "bom/chineseamount.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestDesignTax : public QObject {
    Q_OBJECT

    PartIndex mParts = bundledParts();

private slots:
    // China's VAT law (增值税, general rate 13% since 1 April 2019) is the default tax of a CNY design.
    void aCnyDesignDefaultsToVat13() {
        DesignSettings settings;
        settings.currency = QStringLiteral("CNY");
        QCOMPARE(settings.effectiveTaxPercent(), 13.0);
        const BomOptions options = BomOptions::fromSettings(settings);
        QCOMPARE(options.taxPercent, 13.0);
        QCOMPARE(options.taxLabel, QStringLiteral("VAT"));
        settings.currency = QStringLiteral("USD");
        QCOMPARE(settings.effectiveTaxPercent(), 0.0);
        settings.taxPercent = 0; // a CNY design can say "no tax"
        settings.currency = QStringLiteral("CNY");
        QCOMPARE(BomOptions::fromSettings(settings).taxPercent, 0.0);
    }

    // 会计基础工作规范 (Ministry of Finance, 1996), article 52, and its usual worked examples.
    void amountsInCapitalNumerals_data() {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("words");
        QTest::newRow("1,409.50") << 1409.50 << QStringLiteral("壹仟肆佰零玖元伍角");
        QTest::newRow("6,007.14") << 6007.14 << QStringLiteral("陆仟零柒元壹角肆分");
        QTest::newRow("1,680.32") << 1680.32 << QStringLiteral("壹仟陆佰捌拾元零叁角贰分");
        QTest::newRow("107,000.53") << 107000.53 << QStringLiteral("壹拾万柒仟元零伍角叁分");
        QTest::newRow("whole") << 1000000.0 << QStringLiteral("壹佰万元整");
        QTest::newRow("zeros inside") << 100010.0 << QStringLiteral("壹拾万零壹拾元整");
        QTest::newRow("jiao zero") << 325.04 << QStringLiteral("叁佰贰拾伍元零肆分");
        QTest::newRow("yi") << 123456789.0 << QStringLiteral("壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整");
        QTest::newRow("wan gap") << 200000001.0 << QStringLiteral("贰亿零壹元整");
        QTest::newRow("fen only") << 0.05 << QStringLiteral("伍分");
    }

    void amountsInCapitalNumerals() {
        QFETCH(double, amount);
        QFETCH(QString, words);
        QCOMPARE(chineseAmountInWords(amount), words);
    }
};

CW_TEST_GUILESS_MAIN(TestDesignTax)
#include "tst_designtax.moc"
