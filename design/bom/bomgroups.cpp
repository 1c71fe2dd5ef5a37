#include "bom/bomgroups.h"

#include "bom/bom.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace {

// The unit price of every priced part; parts whose line has no price are missing.
class UnitPrices {
public:
    explicit UnitPrices(const Bom& bom) {
        for (const BomLine& line : bom.lines) {
            if (line.included())
                continue;
            if (line.unitPrice)
                mPrices.insert(line.partId, *line.unitPrice);
        }
    }
    // Adds qty x the part's price to `amount`; false when the part has no price.
    bool add(const QString& partId, qint64 qty, double& amount) const {
        const auto it = mPrices.constFind(partId);
        if (it == mPrices.cend())
            return false;
        amount += Bom::roundMoney(*it * double(qty));
        return true;
    }

private:
    QHash<QString, double> mPrices;
};

QString modelOf(const PartIndex& parts, const QString& partId) {
    const Part* part = parts.find(partId);
    return part && !part->model.isEmpty() ? part->model : partId;
}

QString contentsText(const PartIndex& parts, const QList<Component>& components) {
    QStringList items;
    for (const Component& c : components)
        items << QCoreApplication::translate("BomGroups", "%1 x %2").arg(c.qty).arg(modelOf(parts, c.partId));
    return items.join(QStringLiteral(", "));
}

// A node configuration: the part and its components in order, quantities of repeated entries summed.
QString configurationKey(const Device& device) {
    QMap<QString, int> counts;
    for (const Component& c : device.components)
        counts[c.partId] += c.qty;
    QString key = device.partId;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        key += QLatin1Char('|') + it.key() + QLatin1Char('*') + QString::number(it.value());
    return key;
}

} // namespace

BomGroups bomGroups(const Design& design, const PartIndex& parts, const Bom& bom) {
    const UnitPrices prices(bom);
    BomGroups groups;
    QHash<QString, qsizetype> nodeIndex;
    // A floor's nodes come alike one after another: a node with the same part and components as the one
    // before is in its group without its key being made again (10,000 keys were most of the cost).
    const Device* previousNode = nullptr;
    qsizetype previousGroup = -1;
    for (const Rack& rack : design.racks) {
        CostGroup group;
        group.name = rack.name.isEmpty() ? rack.id : rack.name;
        group.partId = rack.partId;
        group.members = {rack.id};
        bool complete = prices.add(rack.partId, 1, group.each);
        for (const RackPdu& pdu : rack.pdus)
            complete = prices.add(pdu.partId, 1, group.each) && complete;
        for (const Device& device : rack.devices) {
            double each = 0;
            bool deviceComplete = prices.add(device.partId, 1, each);
            for (const Component& c : device.components)
                deviceComplete = prices.add(c.partId, c.qty, each) && deviceComplete;
            group.each += each;
            complete = complete && deviceComplete;

            if (previousNode && device.partId == previousNode->partId &&
                device.components == previousNode->components) {
                groups.nodes[previousGroup].members.append(device.id);
                continue;
            }
            const Part* part = parts.find(device.partId);
            if (!part || (part->kind != PartKind::Server && part->kind != PartKind::System))
                continue;
            const QString key = configurationKey(device);
            auto it = nodeIndex.constFind(key);
            if (it == nodeIndex.cend()) {
                CostGroup node;
                node.name = part->model;
                node.partId = device.partId;
                node.contents = contentsText(parts, device.components);
                node.each = each;
                node.incomplete = !deviceComplete;
                it = nodeIndex.insert(key, groups.nodes.size());
                groups.nodes.append(node);
            }
            groups.nodes[*it].members.append(device.id);
            previousNode = &device;
            previousGroup = *it;
        }
        group.incomplete = !complete;
        group.contents =
            QCoreApplication::translate("BomGroups", "%n device(s)", nullptr, int(rack.devices.size()));
        groups.racks.append(group);
    }
    std::stable_sort(groups.nodes.begin(), groups.nodes.end(), [](const CostGroup& a, const CostGroup& b) {
        return a.members.size() > b.members.size();
    });
    return groups;
}
