// Cost of ownership (design/cost/tco.h) against figures worked out by hand, and the design comparison of two
// example designs against the hand-counted bills of materials of tst_bom.
#include "analysis/analyzer.h"
#include "cost/designcomparison.h"
#include "cost/tco.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestTco : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // 1,000,000 of capex over 4 years; 10 kW typical at PUE 1.5 and 0.12 per kWh; 12 kW planned at 150 per
    // kW per month; support 10 % of capex a year; 8 GPUs used 80 % of the time.
    //   energy   10 x 1.5 x 8,760 x 0.12      =    15,768 a year,  63,072 over 4 years
    //   facility 12 x 150 x 12                =    21,600 a year,  86,400
    //   support  0.10 x 1,000,000             =   100,000 a year, 400,000
    //   total    1,000,000 + 63,072 + 86,400 + 400,000 = 1,549,472
    //   GPU-hours 8 x 8,760 x 4 x 0.8 = 224,256; per GPU-hour 1,549,472 / 224,256 = 6.9094...
    void costPerGpuHourByHand() {
        TcoInputs in;
        in.capex = 1000000;
        in.typicalPowerW = 10000;
        in.plannedPowerW = 12000;
        in.gpus = 8;
        in.pue = 1.5;
        in.electricityPricePerKwh = 0.12;
        in.years = 4;
        in.facilityPerKwMonth = 150;
        in.supportPercentPerYear = 10;
        in.gpuUtilisation = 0.8;
        const Tco t = TcoModel::compute(in);
        QCOMPARE(qRound(t.energyPerYear), 15768);
        QCOMPARE(qRound(t.facilityPerYear), 21600);
        QCOMPARE(qRound(t.supportPerYear), 100000);
        QCOMPARE(qRound(t.total), 1549472);
        QCOMPARE(qRound(t.gpuHours), 224256);
        QCOMPARE(qRound(t.costPerGpuHour * 10000), 69094);
        // Sensitivity, each input +-20 %: GPU utilisation moves the cost per GPU-hour most (64 %: 1,549,472 /
        // 179,404.8 = 8.6368; 96 %: / 269,107.2 = 5.7578; swing 2.879), capex next (+-(200,000 + its support
        // 80,000) / 224,256 = +-1.2486; swing 2.497).
        QCOMPARE(t.sensitivity[0].input, QStringLiteral("gpu_utilisation"));
        QCOMPARE(qRound(t.sensitivity[0].low * 10000), qRound(1549472.0 / (8 * 8760 * 4 * 0.64) * 10000));
        QCOMPARE(qRound(t.sensitivity[0].high * 10000), qRound(1549472.0 / (8 * 8760 * 4 * 0.96) * 10000));
        QCOMPARE(t.sensitivity[1].input, QStringLiteral("capex"));
        QCOMPARE(qRound(t.sensitivity[1].low * 10000), qRound((1549472.0 - 280000) / 224256 * 10000));
        QCOMPARE(qRound(t.sensitivity[1].high * 10000), qRound((1549472.0 + 280000) / 224256 * 10000));
        for (qsizetype i = 1; i < t.sensitivity.size(); ++i)
            QVERIFY(t.sensitivity[i - 1].swing() >= t.sensitivity[i].swing());
    }

    void noGpusNoCostPerGpuHour() {
        TcoInputs in;
        in.capex = 5000;
        const Tco t = TcoModel::compute(in);
        QCOMPARE(t.costPerGpuHour, 0.0);
        QVERIFY(t.sensitivity.isEmpty());
    }

    // The lab example (4 RTX 4090, 24,976 USD: tst_bom's hand count) against the reference rack (16 A100).
    void comparesTwoExamples() {
        const Design lab = exampleDesign(QStringLiteral("lab-rtx4090.json"), mParts);
        const Design reference = exampleDesign(QStringLiteral("reference-rack.json"), mParts);
        const DesignComparison c = DesignComparer::compare(lab, reference, mParts);
        auto figure = [&c](const char* key) {
            for (const ComparedFigure& f : c.figures)
                if (f.key == QLatin1String(key))
                    return f;
            return ComparedFigure{};
        };
        QCOMPARE(figure("gpus").a, 4.0);
        QCOMPARE(figure("gpus").b, 16.0);
        QCOMPARE(figure("capex").a, 24976.0);
        QCOMPARE(figure("tflops_tf32").b, 16 * 156.0); // A100 SXM4: 156 dense TF32 TFLOPS
        QCOMPARE(figure("racks").a, 1.0);
        // Energy: the lab's typical power x PUE x 8,760 h x its price.
        const Budgets b = analyze(lab, mParts);
        QCOMPARE(figure("energy_per_year").a, b.totals.typicalPowerW / 1000 * lab.settings.pue * 8760 *
                                                  lab.settings.electricityPricePerKwh);
        bool gpuRemoved = false;
        bool a100Added = false;
        for (const BomDifference& d : c.bom) {
            if (d.partId == QLatin1String("nvidia-rtx-4090"))
                gpuRemoved = d.change == BomDifference::Change::Removed && d.qtyA == 4 && d.qtyB == 0;
            if (d.partId == QLatin1String("nvidia-a100-sxm4-80gb"))
                a100Added = d.change == BomDifference::Change::Added && d.qtyB == 16;
        }
        QVERIFY(gpuRemoved);
        QVERIFY(a100Added);
        // A design against itself: no differences.
        const DesignComparison same = DesignComparer::compare(lab, lab, mParts);
        QVERIFY(same.bom.isEmpty());
        QVERIFY(DesignComparer::json(same).contains("\"bom_differences\": []"));
    }
};

CW_TEST_GUILESS_MAIN(TestTco)
#include "tst_tco.moc"
