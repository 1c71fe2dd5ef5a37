// The inspector's fields stop where the design file reader does (design/model/settingrange.h): one range
// for both, so a value set in the window always loads again. The reader's side: tests/design/file/
// tst_settingranges.cpp.
#include "analysis/liveanalysis.h"
#include "inspector/inspectorwidget.h"
#include "model/designdocument.h"
#include "model/settingrange.h"
#include "testmain.h"
#include "testsupport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>

class TestInspectorRanges : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void fieldsUseTheSettingRanges() {
        DesignDocument document;
        document.reset(exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts), QString());
        LiveAnalysis analysis(&document, mParts);
        InspectorWidget inspector(&analysis);
        const Design& design = document.design();
        const auto expect = [&inspector](const char* name, const SettingRange& range, double scale) {
            QCoreApplication::processEvents(); // the rebuild after a selection
            const auto* spin = inspector.findChild<QDoubleSpinBox*>(QLatin1String(name));
            QVERIFY2(spin, name);
            QVERIFY2(qFuzzyCompare(spin->minimum() + 1, range.minimum * scale + 1) &&
                         qFuzzyCompare(spin->maximum(), range.maximum * scale),
                     qPrintable(QStringLiteral("%1: %2-%3")
                                    .arg(QLatin1String(name))
                                    .arg(spin->minimum())
                                    .arg(spin->maximum())));
        };
        inspector.setSelection({}, {}, {});
        expect("design-price", SettingRange::kElectricityPricePerKwh, 1);
        expect("design-pue", SettingRange::kPue, 1);
        expect("design-tax", SettingRange::kTaxPercent, 1);
        expect("design-imbalance", SettingRange::kPhaseImbalancePercent, 1);
        expect("design-coolant-rise", SettingRange::kCoolantDeltaTC, 1);
        expect("design-tco-years", SettingRange::kTcoYears, 1);
        expect("design-facility", SettingRange::kFacilityPerKwMonth, 1);
        expect("design-support", SettingRange::kSupportPercentPerYear, 1);
        expect("design-gpu-utilisation", SettingRange::kGpuUtilisation, 100);
        inspector.setSelection({design.racks[0].id}, {}, {});
        expect("rack-power", SettingRange::kRackPowerBudgetW, 1.0 / 1000);
        expect("rack-cooling", SettingRange::kRackCoolingBudgetW, 1.0 / 1000);
        inspector.setSelection({}, {design.racks[0].devices[0].id}, {});
        expect("device-measured", SettingRange::kMeasuredPowerW, 1);

        // A derating typed outside the range is refused, with the range.
        inspector.setSelection({}, {}, {});
        QCoreApplication::processEvents();
        auto* derating = inspector.findChild<QComboBox*>(QStringLiteral("design-derating"));
        QVERIFY(derating);
        const double before = design.settings.deratingPercent;
        derating->lineEdit()->setText(QStringLiteral("30"));
        emit derating->lineEdit()->editingFinished();
        QCOMPARE(document.design().settings.deratingPercent, before);
        QVERIFY2(inspector.message().contains(QLatin1String("from 50 to 100")),
                 qPrintable(inspector.message()));
        derating->lineEdit()->setText(QStringLiteral("90"));
        emit derating->lineEdit()->editingFinished();
        QCOMPARE(document.design().settings.deratingPercent, 90.0);
    }
};

CW_TEST_MAIN(TestInspectorRanges)
#include "tst_inspectorranges.moc"
