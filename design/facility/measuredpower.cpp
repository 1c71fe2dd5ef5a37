#include "facility/measuredpower.h"

#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace {

struct ReadingSeries {
    QMap<qint64, QHash<QString, double>> byKey; // sample -> entity -> watts (a repeat within one sample
                                                // replaces: loops faster than a second are not doubled)
    QSet<QString> entities;
    QDate date;
};

struct DeviceReadingSeries {
    ReadingSeries gpu;
    ReadingSeries wall;
    QString gpuSource;
};

QString foldedName(const QString& text) {
    return text.trimmed().toCaseFolded();
}

} // namespace

double MeasuredPower::percentileOf(QList<double>& values, double percentile) {
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = std::ceil(std::clamp(percentile, 1.0, 100.0) / 100.0 * double(values.size()));
    return values[std::clamp<qsizetype>(qsizetype(rank) - 1, 0, values.size() - 1)];
}

MeasuredImport MeasuredPower::import(const QList<PowerReadings>& files, const QList<MeasuredTarget>& targets,
                                     double percentile, const QString& deviceId) {
    MeasuredImport result;
    QHash<QString, const MeasuredTarget*> byName;
    QHash<QString, const MeasuredTarget*> byOutlet; // "pdu\noutlet"
    const MeasuredTarget* forced = nullptr;
    for (const MeasuredTarget& t : targets) {
        byName.insert(foldedName(t.deviceId), &t);
        if (!t.name.isEmpty() && !byName.contains(foldedName(t.name)))
            byName.insert(foldedName(t.name), &t);
        for (const auto& [pdu, outlet] : t.outlets)
            byOutlet.insert(foldedName(pdu) + QLatin1Char('\n') + QString::number(outlet), &t);
        if (t.deviceId == deviceId)
            forced = &t;
    }
    if (!deviceId.isEmpty() && !forced) {
        result.notes << tr("%1 is not a device of the design").arg(deviceId);
        return result;
    }
    QHash<const MeasuredTarget*, DeviceReadingSeries> series;
    QList<const MeasuredTarget*> order;
    QSet<QString> unmatched;
    for (const PowerReadings& file : files) {
        const QString fileHost = QFileInfo(file.fileName).completeBaseName();
        for (const PowerSample& sample : file.samples) {
            const MeasuredTarget* target = forced;
            if (!target && file.source == ReadingSource::Pdu) {
                target = byName.value(foldedName(sample.entity));
                if (!target)
                    target = byOutlet.value(foldedName(sample.host) + QLatin1Char('\n') + sample.entity);
            }
            if (!target)
                target = byName.value(foldedName(sample.host.isEmpty() ? fileHost : sample.host));
            if (!target) {
                const QString who =
                    file.source == ReadingSource::Pdu
                        ? tr("%1: outlet %2").arg(file.fileName, sample.entity)
                        : tr("%1: host %2")
                              .arg(file.fileName, sample.host.isEmpty() ? fileHost : sample.host);
                if (!unmatched.contains(who)) {
                    unmatched.insert(who);
                    result.notes << tr("%1 matches no device of the design").arg(who);
                }
                continue;
            }
            if (!series.contains(target))
                order.append(target);
            DeviceReadingSeries& s = series[target];
            ReadingSeries& into = file.source == ReadingSource::Pdu ? s.wall : s.gpu;
            const QString entity = sample.host + QLatin1Char('/') + sample.entity;
            into.byKey[sample.key].insert(entity, sample.watts);
            into.entities.insert(entity);
            if (!into.date.isValid() || file.date > into.date)
                into.date = file.date;
            if (file.source != ReadingSource::Pdu)
                s.gpuSource = readingSourceName(file.source);
        }
        if (file.skipped > 0)
            result.notes << tr("%1: %n reading(s) the tool could not take were left out", nullptr,
                               file.skipped)
                                .arg(file.fileName);
    }
    for (const MeasuredTarget* target : std::as_const(order)) {
        const DeviceReadingSeries& s = series[target];
        const bool wall = !s.wall.byKey.isEmpty();
        const ReadingSeries& used = wall ? s.wall : s.gpu;
        QList<double> values;
        for (auto it = used.byKey.cbegin(); it != used.byKey.cend(); ++it) {
            double sum = 0;
            for (double w : it.value())
                sum += w;
            // GPU board power in place of the model's GPU share, through the node's PSUs.
            values.append(wall ? sum
                               : std::max(0.0, target->maxW - target->gpuMaxW * target->acPerDc) +
                                     sum * target->acPerDc);
        }
        MeasuredDevice device;
        device.deviceId = target->deviceId;
        device.rackId = target->rackId;
        device.measurement.samples = int(values.size());
        device.measurement.peakW = std::round(*std::max_element(values.cbegin(), values.cend()) * 10) / 10;
        device.powerW = std::round(percentileOf(values, percentile) * 10) / 10;
        device.measurement.percentile = percentile;
        device.measurement.date = used.date.isValid() ? used.date.toString(Qt::ISODate) : QString();
        device.measurement.source = wall ? QStringLiteral("pdu") : s.gpuSource;
        device.gpusRead = wall ? 0 : int(used.entities.size());
        if (!wall && device.gpusRead != target->gpus)
            result.notes << tr("%1: the readings name %n GPU(s), the device has %2", nullptr, device.gpusRead)
                                .arg(target->deviceId)
                                .arg(target->gpus);
        result.devices.append(device);
    }
    return result;
}

Design MeasuredPower::applied(const Design& design, const MeasuredImport& result) {
    Design out = design;
    for (const MeasuredDevice& measured : result.devices) {
        const auto [r, d] = out.deviceLocation(measured.deviceId);
        if (r < 0)
            continue;
        Device& device = out.racks[r].devices[d];
        device.measuredPowerW = std::min(measured.powerW, SettingRange::kMeasuredPowerW.maximum);
        device.measurement = measured.measurement;
    }
    if (!result.devices.isEmpty())
        out.settings.powerBasis = PowerBasis::Measured;
    return out;
}
