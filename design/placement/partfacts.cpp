#include "placement/partfacts.h"

#include "placement/bayallocator.h"

PartFacts::PartFacts(PartIndex parts, DesignSettings settings)
    : mParts(std::move(parts)), mSettings(std::move(settings)), mPerPart(mParts.size()), mFound(256) {}

const Part* PartFacts::find(const QString& id) {
    if (mFound.empty())
        return mParts.find(id); // default-constructed
    FoundId& slot = mFound[(quintptr(id.constData()) >> 4) % mFound.size()];
    // The same address as a catalog id's text (and the same length) is the same id.
    if (slot.data == id.constData() && slot.part->id.size() == id.size())
        return slot.part;
    const Part* part = mParts.find(id);
    if (part && part->id.constData() == id.constData())
        slot = FoundId{id.constData(), part};
    return part;
}

PartFacts::PerPart& PartFacts::perPart(const Part& part) {
    const qsizetype ordinal = mParts.ordinal(&part);
    Q_ASSERT(ordinal >= 0 && ordinal < mPerPart.size());
    return mPerPart[ordinal];
}

const QList<int>& PartFacts::compatibleGroups(const Part& part, const ServerSpec& server) {
    if (mLastServer >= mServers.size() || mServers[mLastServer].server != &server) {
        mLastServer = 0;
        while (mLastServer < mServers.size() && mServers[mLastServer].server != &server)
            ++mLastServer;
        if (mLastServer == mServers.size())
            mServers.push_back(ServerGroups{&server, std::vector<QList<int>>(mParts.size()),
                                            std::vector<bool>(mParts.size(), false)});
    }
    ServerGroups& table = mServers[mLastServer];
    const qsizetype ordinal = mParts.ordinal(&part);
    if (!table.known[ordinal]) {
        for (qsizetype g = 0; g < server.bays.size(); ++g)
            if (bayAccepts(part, server.bays[g]))
                table.groups[ordinal].append(int(g));
        table.known[ordinal] = true;
    }
    return table.groups[ordinal];
}

int PartFacts::slotWidth(const Part& part) {
    PerPart& facts = perPart(part);
    if (facts.slotWidth < 0)
        facts.slotWidth = componentSlotWidth(part);
    return facts.slotWidth;
}

std::optional<double> PartFacts::price(const Part& part) {
    PerPart& facts = perPart(part);
    if (!facts.priceKnown) {
        const double rate = part.price ? mSettings.exchangeRate(part.price->currency) : 0;
        if (rate > 0)
            facts.price = part.price->amount * rate;
        facts.priceKnown = true;
    }
    return facts.price;
}
