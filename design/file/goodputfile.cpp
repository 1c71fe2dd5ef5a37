#include "file/goodputfile.h"

namespace DesignFileDetail {

namespace {

bool flagAt(const ObjectReader& o, const char* key, bool fallback) {
    if (!o.has(key))
        return fallback;
    bool value = false;
    if (o.value(key).get(value) != simdjson::SUCCESS)
        throw LoadError{o.path(key),
                        DesignFile::tr("must be true or false, got %1").arg(shown(o.value(key)))};
    return value;
}

} // namespace

GoodputSettings readGoodput(const ObjectReader& workload, const PartIndex& parts, int version) {
    GoodputSettings s;
    if (version < 10 || !workload.has("goodput"))
        return s;
    const ObjectReader g = workload.object("goodput");
    s.asyncCheckpoint = flagAt(g, "async_checkpoint", s.asyncCheckpoint);
    s.keepGradients = flagAt(g, "keep_gradients", s.keepGradients);
    s.schedulingMin = g.ranged(GoodputRange::kSchedulingMin, s.schedulingMin);
    s.initMin = g.ranged(GoodputRange::kInitMin, s.initMin);
    s.spareNodes = g.whole("spare_nodes", 0, false, s.spareNodes, 100000);
    s.repairHours = g.ranged(GoodputRange::kRepairHours, s.repairHours);
    if (g.has("failure_data")) {
        const auto data = failureDataFromName(g.string("failure_data", true));
        if (!data)
            throw LoadError{g.path("failure_data"),
                            DesignFile::tr("must be one of %1, got %2")
                                .arg(QStringLiteral("llama3, rsc1, rsc2"), shown(g.value("failure_data")))};
        s.failureData = *data;
    }
    if (g.has("storage_write_gbs"))
        s.siteWriteGbs = g.ranged(GoodputRange::kSiteGbs, 0, "storage_write_gbs");
    if (g.has("storage_read_gbs")) {
        if (!s.siteWriteGbs)
            throw LoadError{g.path("storage_read_gbs"), DesignFile::tr("needs storage_write_gbs")};
        s.siteReadGbs = g.ranged(GoodputRange::kSiteGbs, 0, "storage_read_gbs");
    }
    s.checkpointsKept = g.whole("checkpoints_kept", 1, false, s.checkpointsKept, 10000);
    s.checkpointTargetS = g.ranged(GoodputRange::kCheckpointTargetS, s.checkpointTargetS);
    s.datasetTb = g.ranged(GoodputRange::kDatasetTb, s.datasetTb);
    if (g.has("storage_system")) {
        const QString id =
            partOfKind(g.path("storage_system"), parts, PartKind::System, g.string("storage_system", true));
        const Part* part = parts.find(id);
        if (!part->system() || !part->system()->storage)
            throw LoadError{g.path("storage_system"),
                            DesignFile::tr("%1 is not a storage system").arg(quoted(id))};
        s.storagePartId = id;
    }
    g.rejectUnknownKeys({"async_checkpoint", "keep_gradients", "scheduling_min", "init_min", "spare_nodes",
                         "repair_h", "failure_data", "storage_write_gbs", "storage_read_gbs",
                         "checkpoints_kept", "checkpoint_target_s", "dataset_tb", "storage_system"});
    return s;
}

ordered_json writeGoodput(const GoodputSettings& s) {
    const GoodputSettings d;
    ordered_json g = ordered_json::object();
    if (s.asyncCheckpoint != d.asyncCheckpoint)
        g["async_checkpoint"] = s.asyncCheckpoint;
    if (s.keepGradients != d.keepGradients)
        g["keep_gradients"] = s.keepGradients;
    if (s.schedulingMin != d.schedulingMin)
        g["scheduling_min"] = number(s.schedulingMin);
    if (s.initMin != d.initMin)
        g["init_min"] = number(s.initMin);
    if (s.spareNodes != d.spareNodes)
        g["spare_nodes"] = s.spareNodes;
    if (s.repairHours != d.repairHours)
        g["repair_h"] = number(s.repairHours);
    if (s.failureData != d.failureData)
        g["failure_data"] = failureDataName(s.failureData).toStdString();
    if (s.siteWriteGbs)
        g["storage_write_gbs"] = number(*s.siteWriteGbs);
    if (s.siteReadGbs)
        g["storage_read_gbs"] = number(*s.siteReadGbs);
    if (s.checkpointsKept != d.checkpointsKept)
        g["checkpoints_kept"] = s.checkpointsKept;
    if (s.checkpointTargetS != d.checkpointTargetS)
        g["checkpoint_target_s"] = number(s.checkpointTargetS);
    if (s.datasetTb != d.datasetTb)
        g["dataset_tb"] = number(s.datasetTb);
    if (!s.storagePartId.isEmpty())
        g["storage_system"] = s.storagePartId.toStdString();
    return g;
}

} // namespace DesignFileDetail
