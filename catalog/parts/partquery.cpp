#include "parts/partquery.h"

#include <QRegularExpression>

namespace {
const QStringList kNumberFields = {QStringLiteral("mem"),   QStringLiteral("power"), QStringLiteral("price"),
                                   QStringLiteral("speed"), QStringLiteral("ports"), QStringLiteral("pcie"),
                                   QStringLiteral("u")};
const QStringList kTextFields = {QStringLiteral("ff"), QStringLiteral("link")};

double fastest(const QList<PortGroup>& ports) {
    double best = 0;
    for (const PortGroup& group : ports)
        best = qMax(best, group.speedGbps);
    return best;
}

double count(const QList<PortGroup>& ports) {
    double n = 0;
    for (const PortGroup& group : ports)
        n += group.count;
    return n;
}
} // namespace

PartQuery::PartQuery(const QString& text) {
    static const QRegularExpression condition(QStringLiteral("^([a-z]+)(>=|<=|>|<|=)(.+)$"));
    for (const QString& word : text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = condition.match(word);
        if (m.hasMatch()) {
            const QString field = m.captured(1);
            const QString op = m.captured(2);
            bool ok = false;
            const double number = m.captured(3).toDouble(&ok);
            if (kNumberFields.contains(field) && ok) {
                mConditions.append({field, op, number, {}});
                continue;
            }
            if (kTextFields.contains(field) && op == QLatin1String("=")) {
                mConditions.append({field, op, 0, m.captured(3)});
                continue;
            }
        }
        mWords.append(word);
    }
}

std::optional<double> PartQuery::figure(const Part& part, const QString& field) {
    if (field == QLatin1String("power"))
        return part.maxPowerW;
    if (field == QLatin1String("u"))
        return part.heightU;
    if (field == QLatin1String("price"))
        return part.price ? std::optional<double>(part.price->amount) : std::nullopt;
    if (field == QLatin1String("mem")) {
        if (const GpuSpec* gpu = part.gpu())
            return gpu->memoryGb;
        if (const MemorySpec* memory = part.memory())
            return memory->capacityGb;
        return std::nullopt;
    }
    if (field == QLatin1String("speed") || field == QLatin1String("ports")) {
        const QList<PortGroup>* ports = part.nic()          ? &part.nic()->ports
                                        : part.switchSpec() ? &part.switchSpec()->ports
                                                            : nullptr;
        if (!ports)
            return std::nullopt;
        return field == QLatin1String("speed") ? fastest(*ports) : count(*ports);
    }
    if (field == QLatin1String("pcie")) {
        if (const GpuSpec* gpu = part.gpu())
            return gpu->hostLink.gen;
        if (const NicSpec* nic = part.nic())
            return nic->link.gen;
        if (const CpuSpec* cpu = part.cpu())
            return cpu->pcieGen;
        if (const StorageSpec* storage = part.storage())
            return storage->link.gen;
        return std::nullopt;
    }
    return std::nullopt;
}

QString PartQuery::textFigure(const Part& part, const QString& field) {
    if (field == QLatin1String("ff")) {
        if (const GpuSpec* gpu = part.gpu())
            return gpu->formFactor.toCaseFolded();
        if (const NicSpec* nic = part.nic())
            return nic->formFactor.toCaseFolded();
        if (const StorageSpec* storage = part.storage())
            return storage->formFactor.toCaseFolded();
        return {};
    }
    if (field == QLatin1String("link"))
        return part.gpu() ? part.gpu()->gpuLinkName.toCaseFolded() : QString();
    return {};
}

bool PartQuery::matches(const Part& part) const {
    for (const Condition& c : mConditions) {
        if (!c.text.isEmpty()) {
            if (!textFigure(part, c.field).startsWith(c.text))
                return false;
            continue;
        }
        const std::optional<double> value = figure(part, c.field);
        if (!value)
            return false;
        const double v = *value;
        const bool ok = c.op == QLatin1String(">=")   ? v >= c.number
                        : c.op == QLatin1String("<=") ? v <= c.number
                        : c.op == QLatin1String(">")  ? v > c.number
                        : c.op == QLatin1String("<")  ? v < c.number
                                                      : v == c.number;
        if (!ok)
            return false;
    }
    return true;
}
