#include "handover/clusternodes.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>

namespace {

struct Hardware {
    int gpus = 0;
    const Part* gpu = nullptr;
    int sockets = 0;
    const Part* cpu = nullptr;
    double memoryGb = 0;
};

void count(Hardware& hw, const Part* part, qint64 qty) {
    if (!part)
        return;
    if (const GpuSpec* gpu = part->gpu()) {
        hw.gpus += int(qty * std::max(1, gpu->gpusPerCard));
        if (!hw.gpu)
            hw.gpu = part;
    } else if (part->cpu()) {
        hw.sockets += int(qty);
        if (!hw.cpu)
            hw.cpu = part;
    } else if (const MemorySpec* memory = part->memory()) {
        hw.memoryGb += double(qty) * memory->capacityGb;
    }
}

Hardware hardwareOf(const Device& device, const Part& part, const PartIndex& parts) {
    Hardware hw;
    if (const SystemSpec* system = part.system())
        for (const SystemContent& content : system->contents)
            count(hw, parts.find(content.partId), content.qty);
    for (const Component& component : device.components)
        count(hw, parts.find(component.partId), component.qty);
    return hw;
}

quint32 ipv4(const QString& text, bool* ok) {
    const QStringList octets = text.trimmed().split(QLatin1Char('.'));
    *ok = octets.size() == 4;
    quint32 value = 0;
    for (const QString& octet : octets) {
        bool octetOk = false;
        const uint n = octet.toUInt(&octetOk);
        static const QRegularExpression digits(QStringLiteral("^\\d{1,3}$"));
        *ok = *ok && octetOk && n <= 255 && digits.match(octet).hasMatch();
        value = (value << 8) | (n & 0xff);
    }
    return value;
}

} // namespace

std::optional<QString> HostNames::take(const QString& deviceId, const QString& deviceName, QString* error) {
    QString name = hostNameFrom(deviceName);
    if (name.isEmpty())
        name = hostNameFrom(deviceId);
    if (name.isEmpty())
        name = QStringLiteral("node-%1").arg(mOwners.size() + 1);
    if (mOwners.contains(name)) {
        if (error)
            *error = tr("devices %1 and %2 both give the host name \"%3\": rename one")
                         .arg(mOwners.value(name), deviceId, name);
        return std::nullopt;
    }
    mOwners.insert(name, deviceId);
    mNames.insert(deviceId, name);
    return name;
}

std::optional<ClusterNodes> ClusterNodes::collect(const Design& design, const PartIndex& parts,
                                                  const QString& addressRange, QString* error) {
    ClusterNodes nodes;
    HostNames hostNames;
    for (const Rack& rack : design.racks) {
        QList<const Device*> devices;
        for (const Device& device : rack.devices)
            devices.append(&device);
        std::stable_sort(devices.begin(), devices.end(), [](auto a, auto b) { return a->u < b->u; });
        for (const Device* device : devices) {
            const Part* part = parts.find(device->partId);
            if (!part || (part->kind != PartKind::Server && part->kind != PartKind::System))
                continue;
            const Hardware hw = hardwareOf(*device, *part, parts);
            ClusterNode node;
            node.deviceId = device->id;
            node.rackId = rack.id;
            const auto hostName = hostNames.take(device->id, device->name, error);
            if (!hostName)
                return std::nullopt;
            node.hostName = *hostName;
            node.worker = hw.gpus > 0;
            node.gpus = hw.gpus;
            if (hw.gpu) {
                node.gpuPartId = hw.gpu->id;
                node.gpuVendor = hw.gpu->vendor;
                node.gpuModel = hw.gpu->model;
                node.gpuMemoryGb = hw.gpu->gpu()->memoryGb;
                node.gpuNvmlName = hw.gpu->gpu()->nvmlName;
                node.gpuNvmlNameEstimated = hw.gpu->estimated.contains(QStringLiteral("spec.nvml_name"));
            }
            node.sockets = hw.sockets;
            if (hw.cpu) {
                node.coresPerSocket = hw.cpu->cpu()->cores;
                node.threadsPerCore =
                    hw.cpu->cpu()->cores > 0 ? std::max(1, hw.cpu->cpu()->threads / hw.cpu->cpu()->cores) : 1;
            }
            node.memoryGb = hw.memoryGb;
            (node.worker ? nodes.workers : nodes.heads).append(node);
        }
    }
    if (!addressRange.trimmed().isEmpty()) {
        const auto range = AddressRange::parse(addressRange, error);
        if (!range)
            return std::nullopt;
        const int needed = int(nodes.heads.size() + nodes.workers.size());
        if (range->size() < quint64(needed)) {
            if (error)
                *error = tr("the address range %1 holds %2 addresses; the design has %3 servers")
                             .arg(addressRange)
                             .arg(range->size())
                             .arg(needed);
            return std::nullopt;
        }
        quint64 next = 0;
        for (ClusterNode& node : nodes.heads)
            node.address = range->at(next++);
        for (ClusterNode& node : nodes.workers)
            node.address = range->at(next++);
    }
    return nodes;
}

std::optional<AddressRange> AddressRange::parse(const QString& text, QString* error) {
    const auto fail = [&](const QString& why) -> std::optional<AddressRange> {
        if (error)
            *error = tr("address range \"%1\": %2").arg(text, why);
        return std::nullopt;
    };
    AddressRange range;
    bool ok = false;
    if (text.contains(QLatin1Char('/'))) {
        const QString address = text.section(QLatin1Char('/'), 0, 0);
        const QString prefixText = text.section(QLatin1Char('/'), 1);
        bool prefixOk = false;
        const int prefix = prefixText.toInt(&prefixOk);
        range.mFirst = ipv4(address, &ok);
        if (!ok)
            return fail(tr("\"%1\" is not an IPv4 address").arg(address));
        if (!prefixOk || prefix < 8 || prefix > 30)
            return fail(tr("the prefix length must be 8 to 30"));
        const quint32 mask = prefix == 0 ? 0 : ~quint32(0) << (32 - prefix);
        const quint32 network = range.mFirst & mask;
        const quint32 broadcast = network | ~mask;
        if (range.mFirst == network)
            range.mFirst = network + 1;
        if (range.mFirst >= broadcast)
            return fail(tr("no host address left in the subnet"));
        range.mLast = broadcast - 1;
        return range;
    }
    const QStringList ends = text.split(QLatin1Char('-'));
    if (ends.size() != 2)
        return fail(tr("expected 10.0.0.10/24 or 10.0.0.10-10.0.0.50"));
    range.mFirst = ipv4(ends[0], &ok);
    if (!ok)
        return fail(tr("\"%1\" is not an IPv4 address").arg(ends[0].trimmed()));
    range.mLast = ipv4(ends[1], &ok);
    if (!ok)
        return fail(tr("\"%1\" is not an IPv4 address").arg(ends[1].trimmed()));
    if (range.mLast < range.mFirst)
        return fail(tr("the last address comes before the first"));
    return range;
}

QString AddressRange::at(quint64 index) const {
    const quint32 a = mFirst + quint32(index);
    return QStringLiteral("%1.%2.%3.%4")
        .arg(a >> 24)
        .arg((a >> 16) & 0xff)
        .arg((a >> 8) & 0xff)
        .arg(a & 0xff);
}

QString hostNameFrom(const QString& text) {
    QString name = text.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]+")), QStringLiteral("-"));
    name.replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    while (name.startsWith(QLatin1Char('-')))
        name.remove(0, 1);
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    // A name with no Latin letter left ("昇腾节点1" -> "1") names nothing: the caller falls back to the id.
    static const QRegularExpression letter(QStringLiteral("[a-z]"));
    if (!name.contains(letter))
        return QString();
    return name.left(63);
}

QString compressedHostList(const QStringList& names) {
    static const QRegularExpression numbered(QStringLiteral("^(.*?)(\\d+)$"));
    // Runs of consecutive numbers of equal width under one prefix, in the order the prefixes first appear.
    QStringList prefixes;
    std::map<QString, std::vector<QString>> numbers;
    QStringList plain;
    for (const QString& name : names) {
        const auto match = numbered.match(name);
        if (!match.hasMatch()) {
            plain.append(name);
            continue;
        }
        if (!numbers.count(match.captured(1)))
            prefixes.append(match.captured(1));
        numbers[match.captured(1)].push_back(match.captured(2));
    }
    QStringList parts;
    for (const QString& prefix : prefixes) {
        std::vector<QString>& list = numbers[prefix];
        if (list.size() == 1) {
            parts.append(prefix + list.front());
            continue;
        }
        std::sort(list.begin(), list.end(), [](const QString& a, const QString& b) {
            return a.size() != b.size() ? a.size() < b.size() : a < b;
        });
        QStringList ranges;
        for (size_t i = 0; i < list.size();) {
            size_t j = i;
            while (j + 1 < list.size() && list[j + 1].size() == list[i].size() &&
                   list[j + 1].toLongLong() == list[j].toLongLong() + 1)
                ++j;
            ranges.append(j == i ? list[i] : list[i] + QLatin1Char('-') + list[j]);
            i = j + 1;
        }
        parts.append(prefix + QLatin1Char('[') + ranges.join(QLatin1Char(',')) + QLatin1Char(']'));
    }
    return (parts + plain).join(QLatin1Char(','));
}
