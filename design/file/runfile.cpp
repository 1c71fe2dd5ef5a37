#include "file/runfile.h"

#include "workload/workloadtext.h"

namespace DesignFileDetail {

namespace {

constexpr size_t kMaxCalibrations = 100;

} // namespace

SoftwareStack readSoftwareStack(const ObjectReader& o, const char* key, int version) {
    // Version 12 added megatron-moe-overlap; an older file is told the ids it may name.
    const QString overlap = softwareStackId(SoftwareStack::MegatronCoreMoeOverlap);
    QStringList ids = softwareStackIds();
    if (version < 12)
        ids.removeAll(overlap);
    const auto parsed = softwareStackFromId(o.string(key, true));
    if (!parsed)
        throw LoadError{o.path(key), DesignFile::tr("must be one of %1, got %2")
                                         .arg(ids.join(QStringLiteral(", ")), shown(o.value(key)))};
    if (version < 12 && *parsed == SoftwareStack::MegatronCoreMoeOverlap)
        throw LoadError{o.path(key), DesignFile::tr("%1 needs a file of version 12 or later").arg(overlap)};
    return *parsed;
}

QMap<QString, double> readGpuPowerCaps(const ObjectReader& s, const PartIndex& parts) {
    QMap<QString, double> caps;
    const ObjectReader o = s.object(SettingRange::kGpuPowerCapW.key);
    size_t index = 0;
    for (const auto field : o.raw()) {
        const std::string key(field.key);
        o.rejectRepeat(field.key, index++);
        const QString id = partOfKind(o.path(key.c_str()), parts, PartKind::Gpu, textOf(field.key));
        caps.insert(id, o.ranged(SettingRange::kGpuPowerCapW, 0, key.c_str()));
    }
    return caps;
}

void writeGpuPowerCaps(ordered_json& settings, const QMap<QString, double>& caps) {
    if (caps.isEmpty())
        return;
    ordered_json o = ordered_json::object();
    for (auto it = caps.cbegin(); it != caps.cend(); ++it)
        o[it.key().toStdString()] = number(it.value());
    settings[SettingRange::kGpuPowerCapW.key] = std::move(o);
}

QList<RunCalibration> readCalibrations(const ObjectReader& w, const PartIndex& parts, int version) {
    QList<RunCalibration> list;
    if (w.array("calibrations").size() > kMaxCalibrations)
        throw LoadError{w.path("calibrations"),
                        DesignFile::tr("has more than %1 entries").arg(kMaxCalibrations)};
    w.forEachObject("calibrations", [&](const ObjectReader& c) {
        RunCalibration run;
        run.stack = readSoftwareStack(c, "stack", version);
        run.gpuPartId = partOfKind(c.path("gpu"), parts, PartKind::Gpu, c.string("gpu", true));
        if (!c.has("factor"))
            throw LoadError{c.path("factor"), DesignFile::tr("is missing")};
        run.factor = c.ranged(SettingRange::kCalibrationFactor, 1);
        const QString date = c.string("date", true);
        run.date = QDate::fromString(date, Qt::ISODate);
        if (!run.date.isValid())
            throw LoadError{
                c.path("date"),
                DesignFile::tr("must be a date as YYYY-MM-DD, got %1").arg(shown(c.value("date")))};
        run.source = c.string("source", false);
        run.measuredStepS = c.ranged(SettingRange::kMeasuredStepS, 0);
        run.predictedStepS = c.ranged(SettingRange::kMeasuredStepS, 0, "predicted_step_s");
        run.gpus = c.whole("gpus", 0, false, 0, 10000000);
        c.rejectUnknownKeys(
            {"stack", "gpu", "factor", "date", "source", "measured_step_s", "predicted_step_s", "gpus"});
        for (const RunCalibration& earlier : std::as_const(list))
            if (earlier.stack == run.stack && earlier.gpuPartId == run.gpuPartId)
                throw LoadError{c.objectPath(), DesignFile::tr("a second calibration of %1 on %2")
                                                    .arg(softwareStackId(run.stack), run.gpuPartId)};
        list.append(run);
    });
    return list;
}

ordered_json writeCalibrations(const QList<RunCalibration>& calibrations) {
    ordered_json list = ordered_json::array();
    for (const RunCalibration& c : calibrations) {
        ordered_json o = ordered_json{{"stack", softwareStackId(c.stack).toStdString()},
                                      {"gpu", c.gpuPartId.toStdString()},
                                      {"factor", number(c.factor)},
                                      {"date", c.date.toString(Qt::ISODate).toStdString()}};
        if (!c.source.isEmpty())
            o["source"] = c.source.toStdString();
        if (c.measuredStepS > 0)
            o["measured_step_s"] = number(c.measuredStepS);
        if (c.predictedStepS > 0)
            o["predicted_step_s"] = number(c.predictedStepS);
        if (c.gpus > 0)
            o["gpus"] = c.gpus;
        list.push_back(std::move(o));
    }
    return list;
}

} // namespace DesignFileDetail
