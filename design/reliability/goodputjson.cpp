#include "reliability/goodputjson.h"

#include "jsonwriter.h"
#include "reliability/goodputplan.h"

#include <cmath>
#include <limits>

namespace {

double rounded(double value, int digits) {
    const double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

constexpr double kNone = std::numeric_limits<double>::quiet_NaN(); // written as null

QString className(FailureClass c) {
    switch (c) {
    case FailureClass::Gpu:
        return QStringLiteral("gpu");
    case FailureClass::Hbm:
        return QStringLiteral("hbm");
    case FailureClass::GpuSram:
        return QStringLiteral("gpu_sram_processor");
    case FailureClass::Nic:
        return QStringLiteral("nic");
    case FailureClass::Switch:
        return QStringLiteral("switch");
    case FailureClass::Link:
        return QStringLiteral("cable_optic");
    case FailureClass::Psu:
        return QStringLiteral("psu");
    case FailureClass::HostMemory:
        return QStringLiteral("host_memory");
    case FailureClass::Ssd:
        return QStringLiteral("ssd");
    case FailureClass::Cpu:
        return QStringLiteral("cpu");
    case FailureClass::Host:
        return QStringLiteral("host");
    case FailureClass::Software:
        return QStringLiteral("software");
    }
    return {};
}

} // namespace

void writeGoodputJson(JsonWriter& w, const GoodputPlan& plan) {
    const std::optional<Goodput>& g = plan.goodput;
    w.beginObject();
    w.field("failure_data", failureDataName(plan.data));
    w.field("interruptions_per_day", rounded(plan.interruptions.perDay, 4));
    w.field("mtbi_h", rounded(plan.interruptions.mtbiHours(), 3));
    w.field("checkpoint_gb", rounded(plan.checkpoint.totalBytes() / 1e9, 1));
    w.field("checkpoint_write_s", plan.writeS ? rounded(*plan.writeS, 3) : kNone);
    w.field("checkpoint_read_s", plan.readS ? rounded(*plan.readS, 3) : kNone);
    w.field("interval_min", g ? rounded(g->intervalS / 60, 3) : kNone);
    w.field("restart_min", g ? rounded(g->restartS / 60, 3) : kNone);
    w.field("ettr", g ? rounded(g->ettr, 4) : kNone);
    w.field("spare_nodes", plan.spareNodes);
    w.field("suggested_spare_nodes", plan.suggestedSpares);
    w.field("job_nodes", plan.jobNodes);
    w.field("storage_write_gbs", plan.writeGbs > 0 ? rounded(plan.writeGbs, 2) : kNone);
    w.field("storage_read_gbs", plan.readGbs > 0 ? rounded(plan.readGbs, 2) : kNone);
    w.field("data_loading_gbs", rounded(plan.dataGbs, 4));
    w.key("lost");
    w.beginObject();
    w.field("work", g ? rounded(g->lostWorkShare, 4) : kNone);
    w.field("checkpoint", g ? rounded(g->checkpointShare, 4) : kNone);
    w.field("restart", g ? rounded(g->restartShare, 4) : kNone);
    w.field("repair_wait", g ? rounded(g->repairShare, 4) : kNone);
    w.endObject();
    w.field("ettr_one_more_spare", plan.ettrOneMoreSpare ? rounded(*plan.ettrOneMoreSpare, 4) : kNone);
    w.field("ettr_twice_storage", plan.ettrTwiceStorage ? rounded(*plan.ettrTwiceStorage, 4) : kNone);
    w.key("by_class");
    w.beginObject();
    for (const ClassInterruptions& c : plan.interruptions.classes)
        w.field(className(c.failureClass).toStdString(), rounded(c.perDay, 5));
    w.endObject();
    w.key("missing");
    w.beginArray();
    for (const QString& reason : plan.missing)
        w.value(reason);
    w.endArray();
    w.endObject();
}
