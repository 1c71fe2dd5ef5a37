#include "workload/goodputfigures.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace {

struct GoodputFigures {
    Q_DECLARE_TR_FUNCTIONS(GoodputFigures)
};

// "95.0% (-0.4 days)": a ratio and the days it would save against `days` at `ettr`.
QString whatIf(double other, double ettr, double failureFreeDays) {
    const QLocale locale;
    const double saved = failureFreeDays / ettr - failureFreeDays / other;
    return GoodputFigures::tr("%1% (%2 days)")
        .arg(locale.toString(other * 100, 'f', 1), (saved >= 0 ? QStringLiteral("−") : QStringLiteral("+")) +
                                                       locale.toString(std::abs(saved), 'f', 2));
}

} // namespace

QList<WorkloadFigure> goodputFigures(const WorkloadPlan& plan) {
    QList<WorkloadFigure> figures;
    if (!plan.goodput)
        return figures;
    const GoodputPlan& g = *plan.goodput;
    const QLocale locale;
    const auto add = [&](const char* key, const QString& name, const QString& value) {
        figures.append({QString::fromLatin1(key), name, value});
    };
    const double mtbi = g.interruptions.mtbiHours();
    const QString every = mtbi > 72 ? GoodputFigures::tr("%1 a day, one every %2 days (%3)")
                                          .arg(locale.toString(g.interruptions.perDay, 'f', 3),
                                               locale.toString(mtbi / 24, 'f', 0), failureDataTitle(g.data))
                                    : GoodputFigures::tr("%1 a day, one every %2 h (%3)")
                                          .arg(locale.toString(g.interruptions.perDay, 'f', 2),
                                               locale.toString(mtbi, 'f', 1), failureDataTitle(g.data));
    add("interruptions", GoodputFigures::tr("Interruptions"), every);
    const QString size =
        GoodputFigures::tr("%1 GB").arg(locale.toString(g.checkpoint.totalBytes() / 1e9, 'f', 0));
    if (!g.goodput) {
        add("checkpoint", GoodputFigures::tr("Checkpoint"), size);
        for (const QString& reason : g.missing)
            add("goodput-missing", GoodputFigures::tr("Missing"), reason);
        return figures;
    }
    const Goodput& r = *g.goodput;
    add("checkpoint", GoodputFigures::tr("Checkpoint"),
        GoodputFigures::tr("%1, written in %2 s at %3 GB/s (%4)")
            .arg(size, locale.toString(*g.writeS, 'f', 1), locale.toString(g.writeGbs, 'f', 0),
                 r.checkpointStallS < *g.writeS - 1e-9
                     ? GoodputFigures::tr("asynchronous: training stops %1 s")
                           .arg(locale.toString(r.checkpointStallS, 'f', 2))
                     : GoodputFigures::tr("synchronous")));
    add("interval", GoodputFigures::tr("Checkpoint interval"),
        GoodputFigures::tr("every %1 min (Young/Daly)").arg(locale.toString(r.intervalS / 60, 'f', 1)));
    add("restart", GoodputFigures::tr("Restart"),
        GoodputFigures::tr("%1 min, reading the checkpoint %2 s of it")
            .arg(locale.toString(r.restartS / 60, 'f', 1), locale.toString(*g.readS, 'f', 1)));
    add("ettr", GoodputFigures::tr("Effective training time"),
        GoodputFigures::tr("%1%: lost work %2%, checkpoints %3%, restarts %4%, waiting for repairs %5%")
            .arg(locale.toString(r.ettr * 100, 'f', 1), locale.toString(r.lostWorkShare * 100, 'f', 1),
                 locale.toString(r.checkpointShare * 100, 'f', 1),
                 locale.toString(r.restartShare * 100, 'f', 1),
                 locale.toString(r.repairShare * 100, 'f', 1)));
    add("spares", GoodputFigures::tr("Hot-spare nodes"),
        GoodputFigures::tr("%1 (%2 keep the wait for a repair under 1% of the time)")
            .arg(g.spareNodes)
            .arg(g.suggestedSpares));
    const double free = plan.failureFreeDays();
    if (free > 0 && r.ettr > 0) {
        if (g.ettrOneMoreSpare && *g.ettrOneMoreSpare > 0)
            add("one-more-spare", GoodputFigures::tr("With one more spare node"),
                whatIf(*g.ettrOneMoreSpare, r.ettr, free));
        if (g.ettrTwiceStorage && *g.ettrTwiceStorage > 0)
            add("twice-storage", GoodputFigures::tr("With twice the storage bandwidth"),
                whatIf(*g.ettrTwiceStorage, r.ettr, free));
    }
    return figures;
}
