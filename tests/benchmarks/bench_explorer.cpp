// Explorer speed (issue #30): at least 500 variants sized, checked, priced and timed in under 2 s on a
// 2-core machine (a thread per core; docs/explore.md, "Speed"). Every GPU system of the catalog in each rack
// cooling and fabric technology it can use, at as many oversubscriptions from 1 by 0.1 as make 500 variants,
// for Llama 3.1 70B on 1 T tokens in 30 days. The yardstick beside it: the same number
// of analyses of the DGX example alone (the check the Analysis panel runs at every edit), so the ratio says
// what sizing and pricing add. Run: build/bin/benchmarks bench_explorer.
#include "analysis/analyzer.h"
#include "explore/explorer.h"
#include "testmain.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QTest>

class BenchExplorer : public QObject {
    Q_OBJECT

private slots:
    void fiveHundredVariantsUnderTwoSeconds() {
        const PartIndex parts = bundledParts();
        ExploreRequest request;
        request.workload.presetId = QStringLiteral("llama-3.1-70b");
        request.workload.tokens = 1e12;
        request.days = 30;
        // Every system in every rack cooling and on every fabric technology it can use: as many
        // oversubscriptions as make 500 variants.
        request.oversubscriptions = {1};
        const int perOversubscription = exploreCandidateCount(request, parts);
        request.oversubscriptions.clear();
        for (int i = 0; i * perOversubscription < 500; ++i)
            request.oversubscriptions << 1 + 0.1 * i;
        const int candidates = exploreCandidateCount(request, parts);
        QVERIFY2(candidates >= 500, qPrintable(QString::number(candidates)));

        QElapsedTimer timer;
        timer.start();
        const QList<ExploreVariant> variants = exploreDesigns(request, parts);
        const double seconds = timer.nsecsElapsed() / 1e9;
        QCOMPARE(int(variants.size()), candidates);

        const Design example = exampleDesign(QStringLiteral("dgx-h100-rack.json"), parts);
        timer.restart();
        for (int i = 0; i < candidates; ++i)
            analyze(example, parts);
        const double yardstick = timer.nsecsElapsed() / 1e9;
        qInfo("%d variants: %.2f s (%.1f ms each); %d analyses of the DGX example: %.2f s; ratio %.1f",
              candidates, seconds, seconds / candidates * 1e3, candidates, yardstick,
              seconds / std::max(1e-9, yardstick));
        QVERIFY2(seconds < 2.0, qPrintable(QString::number(seconds)));
    }
};

CW_TEST_GUILESS_MAIN(BenchExplorer)
#include "bench_explorer.moc"
