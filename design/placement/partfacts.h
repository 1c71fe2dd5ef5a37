#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QList>
#include <optional>
#include <vector>

// What the analysis needs to know about a catalog part for every component that uses it: the bay groups
// of a server chassis that accept it, the slots it takes and its price in the design currency. A large
// design repeats the same few parts thousands of times, so each fact is worked out once per part.
// Valid for one PartIndex and one set of design settings; not thread-safe (give each thread a copy).
class PartFacts {
public:
    PartFacts() = default;
    PartFacts(PartIndex parts, DesignSettings settings);

    // PartIndex::find, faster for ids that share the catalog's string (as loaded designs do).
    const Part* find(const QString& id);
    const QList<int>& compatibleGroups(const Part& part, const ServerSpec& server);
    int slotWidth(const Part& part);
    // List price in the design currency; nullopt when the part has none or its currency has no rate.
    std::optional<double> price(const Part& part);

private:
    struct PerPart {
        int slotWidth = -1; // -1: not worked out yet
        bool priceKnown = false;
        std::optional<double> price;
    };
    struct ServerGroups {
        const ServerSpec* server = nullptr;
        std::vector<QList<int>> groups; // per part ordinal
        std::vector<bool> known;
    };
    struct FoundId {
        const QChar* data = nullptr; // the text of a catalog Part::id, which lives as long as mParts
        const Part* part = nullptr;
    };
    PerPart& perPart(const Part& part);

    PartIndex mParts;
    DesignSettings mSettings;
    std::vector<PerPart> mPerPart;
    std::vector<FoundId> mFound;        // direct-mapped by string address
    std::vector<ServerGroups> mServers; // a design has a few server models: searched linearly
    size_t mLastServer = 0;
};
