#include "cli/goodputoptions.h"

#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "reliability/goodputplan.h"

#include <QLocale>

#include <cmath>

QStringList GoodputOptions::valueOptions() {
    return {QStringLiteral("--spares"),          QStringLiteral("--restart-min"),
            QStringLiteral("--init-min"),        QStringLiteral("--repair-h"),
            QStringLiteral("--failure-data"),    QStringLiteral("--storage-write-gbs"),
            QStringLiteral("--storage-read-gbs")};
}

QStringList GoodputOptions::flags() {
    return {QStringLiteral("--async-checkpoint"), QStringLiteral("--keep-gradients")};
}

QString GoodputOptions::usage() {
    return tr("goodput (training):\n"
              "  --spares N             GPU nodes of the design kept as hot spares (default 0)\n"
              "  --repair-h H           a failed node's time to repair (default 48)\n"
              "  --restart-min M        detecting, requeueing and starting the job (default 5)\n"
              "  --init-min M           initialising the collectives (default 1)\n"
              "  --async-checkpoint     snapshot to host memory, written in the background\n"
              "  --keep-gradients       the checkpoint holds the gradients too\n"
              "  --failure-data D       llama3 (default), rsc1 or rsc2: the field data of the rates\n"
              "  --storage-write-gbs X  a storage outside the design: its write GB/s to the job\n"
              "  --storage-read-gbs X   its read GB/s (default the write figure)");
}

bool GoodputOptions::apply(const CommandLine& cl, GoodputSettings& s, QString* error) {
    const auto number = [&](const char* name, double minimum, double maximum, auto set) {
        const QString option = QString::fromLatin1(name);
        if (!cl.has(option))
            return true;
        const auto value = commandAmount(cl.value(option));
        if (!value || *value < minimum || *value > maximum) {
            *error = tr("%1 %2: expected a number from %3 to %4")
                         .arg(option, cl.value(option), QLocale::c().toString(minimum),
                              QLocale::c().toString(maximum));
            return false;
        }
        set(*value);
        return true;
    };
    if (cl.has(QStringLiteral("--spares"))) {
        bool ok = false;
        const int spares = cl.value(QStringLiteral("--spares")).toInt(&ok);
        if (!ok || spares < 0 || spares > 100000) {
            *error = tr("--spares %1: expected a whole number from 0 to 100000")
                         .arg(cl.value(QStringLiteral("--spares")));
            return false;
        }
        s.spareNodes = spares;
    }
    if (!number("--repair-h", GoodputRange::kRepairHours.minimum, GoodputRange::kRepairHours.maximum,
                [&](double v) { s.repairHours = v; }) ||
        !number("--restart-min", GoodputRange::kSchedulingMin.minimum, GoodputRange::kSchedulingMin.maximum,
                [&](double v) { s.schedulingMin = v; }) ||
        !number("--init-min", GoodputRange::kInitMin.minimum, GoodputRange::kInitMin.maximum,
                [&](double v) { s.initMin = v; }) ||
        !number("--storage-write-gbs", GoodputRange::kSiteGbs.minimum, GoodputRange::kSiteGbs.maximum,
                [&](double v) { s.siteWriteGbs = v; }) ||
        !number("--storage-read-gbs", GoodputRange::kSiteGbs.minimum, GoodputRange::kSiteGbs.maximum,
                [&](double v) { s.siteReadGbs = v; }))
        return false;
    if (s.siteReadGbs && !s.siteWriteGbs) {
        *error = tr("--storage-read-gbs needs --storage-write-gbs");
        return false;
    }
    if (cl.has(QStringLiteral("--failure-data"))) {
        const auto data = failureDataFromName(cl.value(QStringLiteral("--failure-data")));
        if (!data) {
            *error = tr("--failure-data %1: expected llama3, rsc1 or rsc2")
                         .arg(cl.value(QStringLiteral("--failure-data")));
            return false;
        }
        s.failureData = *data;
    }
    if (cl.has(QStringLiteral("--async-checkpoint")))
        s.asyncCheckpoint = true;
    if (cl.has(QStringLiteral("--keep-gradients")))
        s.keepGradients = true;
    return true;
}

void GoodputOptions::print(const GoodputPlan& plan, double failureFreeDays, double days) {
    const QLocale locale;
    printOut(tr("Goodput: %1 interruptions a day, one every %2 hours (%3; %4 GPUs on %5 nodes, %6 spare)")
                 .arg(locale.toString(plan.interruptions.perDay, 'f', 2),
                      locale.toString(plan.interruptions.mtbiHours(), 'f', 1), failureDataTitle(plan.data))
                 .arg(plan.jobGpus)
                 .arg(plan.jobNodes)
                 .arg(plan.spareNodes));
    printOut(tr("  checkpoint %1 GB").arg(locale.toString(plan.checkpoint.totalBytes() / 1e9, 'f', 0)));
    if (!plan.goodput) {
        for (const QString& reason : plan.missing)
            printOut(tr("  missing: %1").arg(reason));
        return;
    }
    const Goodput& g = *plan.goodput;
    printOut(tr("  written in %1 s at %2 GB/s, every %3 min; restart %4 min")
                 .arg(locale.toString(*plan.writeS, 'f', 1), locale.toString(plan.writeGbs, 'f', 0),
                      locale.toString(g.intervalS / 60, 'f', 1), locale.toString(g.restartS / 60, 'f', 1)));
    printOut(tr("  effective training time %1%: lost work %2%, checkpoints %3%, restarts %4%, waiting for "
                "repairs %5%")
                 .arg(locale.toString(g.ettr * 100, 'f', 1), locale.toString(g.lostWorkShare * 100, 'f', 1),
                      locale.toString(g.checkpointShare * 100, 'f', 1),
                      locale.toString(g.restartShare * 100, 'f', 1),
                      locale.toString(g.repairShare * 100, 'f', 1)));
    if (failureFreeDays > 0)
        printOut(tr("  %1 days at that ratio (%2 without failures)")
                     .arg(locale.toString(days, 'f', 1), locale.toString(failureFreeDays, 'f', 1)));
    if (plan.suggestedSpares > plan.spareNodes)
        printOut(tr("  %1 spare nodes would keep the wait for a repair under 1% of the time (--spares)")
                     .arg(plan.suggestedSpares));
}
