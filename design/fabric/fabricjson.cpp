#include "fabric/fabricjson.h"

#include "jsonwriter.h"

#include <cmath>

void writeFabricsJson(JsonWriter& w, const QList<FabricReport>& fabrics) {
    w.beginArray();
    for (const FabricReport& f : fabrics) {
        w.beginObject();
        w.field("id", f.fabric.id);
        w.field("name", f.fabric.name);
        w.field("technology", f.fabric.technology);
        w.field("role", f.fabric.role);
        w.field("topology", f.fabric.topology);
        w.field("blocking", f.fabric.blocking);
        w.field("tiers", f.size.tiers);
        w.field("planes", f.size.planes); // rail planes: each a fabric of its own (1 but past three tiers)
        w.field("hosts", qint64(f.hosts.size()));
        w.field("rails", f.rails);
        w.field("host_ports", f.size.hostLinks);
        w.field("host_speed_gbps", f.hostSpeedGbps);
        w.field("switch_part", f.fabric.switchPartId);
        w.field("radix", f.radix);
        w.key("switches");
        w.beginObject();
        w.field("leaf", f.size.leaves);
        w.field("spine", f.size.spines);
        w.field("core", f.size.cores);
        w.field("placed", f.placedSwitches());
        w.endObject();
        w.key("links");
        w.beginObject();
        w.field("host_leaf", f.size.hostLinks);
        w.field("leaf_spine", f.size.leafSpineLinks);
        w.field("spine_core", f.size.spineCoreLinks);
        w.endObject();
        w.field("oversubscription", std::round(f.size.oversubscription * 100) / 100);
        w.key("cables");
        w.beginArray();
        for (const PartQty& c : f.cableParts) {
            w.beginObject();
            w.field("part", c.partId);
            w.field("qty", c.qty);
            w.field("length_m", c.lengthM);
            w.endObject();
        }
        w.endArray();
        w.key("transceivers");
        w.beginArray();
        for (const PartQty& t : f.transceivers) {
            w.beginObject();
            w.field("part", t.partId);
            w.field("qty", t.qty);
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
}
