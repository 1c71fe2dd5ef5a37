#pragma once

#include "explore/explorecandidates.h"
#include "model/design.h"
#include "model/workload.h"
#include "model/workloadsettings.h"

#include <QStringList>
#include <functional>
#include <optional>

class PartIndex;

// Which cluster to buy (docs/explore.md): for a training workload and a deadline (or a fixed GPU count),
// every candidate GPU system, in every rack cooling and on every fabric technology it can use, at every
// fabric oversubscription is sized like Size a Cluster (nodes, racks within their power, PDUs, the compute
// fabric), checked, priced from its bill of materials with cost of ownership,
// and timed by the step-time model on the design it makes. Variants that break a constraint are kept with
// the reasons; the feasible ones that no other beats on both time and capital cost form the front.
struct ExploreRequest {
    Workload workload; // the model, the training setup (its layout is chosen per GPU), the tokens
    double days = 0;   // the deadline; 0 with gpuCount: time what that many GPUs take
    int gpuCount = 0;  // a fixed cluster size instead of a deadline
    // The serving goal instead of training: output tokens per second over all replicas (the workload's
    // serving settings: batch, context, weights), and at most this time to the first token.
    double serveTokensPerS = 0;
    std::optional<double> maxTtftS;
    // Serving: a tokens-per-second goal, or a fixed cluster size for a workload that serves.
    bool serves() const { return serveTokensPerS > 0 || (gpuCount > 0 && workload.inference); }
    std::optional<double> budget;  // capital cost, in settings.currency
    std::optional<double> powerKw; // total IT power at maximum load
    // Power budget of each rack of servers, at most; a rack-scale system that brings its own rack (GB200
    // NVL72) stands in its rack at that rack's own budget (bringsOwnRack, variantracks.h).
    double rackKw = 40;
    int floorPositions = 0; // rack positions on the floor, at most; 0: no limit
    int rowLength = 0;      // rack positions per row; 0: rows of 2 x sqrt(racks) (layOutFloor)
    QString rackPartId;     // empty: per system, the catalog rack that cools the most up to rackKw
    // The rack cooling the floor offers (kRackCoolings): a system is tried in each it can use (an air-cooled
    // one in air and rear-door racks); one that can use none is kept with that reason.
    QStringList coolings = kRackCoolings;
    // The compute fabric's technologies (kFabricTechnologies) tried on the systems whose NICs run them.
    QStringList technologies = kFabricTechnologies;
    QStringList systems; // candidate GPU systems; empty with no servers: every GPU system of the catalog
    // Configured GPU servers (a design's, or the library's server templates: a chassis with the GPUs, CPUs,
    // memory, NICs and PSUs the user chose, such as a PCIe server with eight L20) beside the systems.
    QList<ExploreServer> servers;
    QList<double> oversubscriptions{1, 2};
    DesignSettings settings; // currency, electricity price, PUE, cost-of-ownership terms
    // CNY per USD for the China-market parts (priced in CNY) and the rest (USD): 0 takes the settings' own
    // rate between the two, else the dated default (model/exchangerates.h); above 0 it replaces theirs.
    double cnyPerUsd = 0;
    QList<PriceQuote> quotes; // the design's quotes: the variants' bills of materials are priced with them
    std::optional<Hall> hall; // "this hall": its positions, UPS, CDUs and air units (explore/hallfit.h)
};

struct ExploreVariant {
    QString systemPartId; // the system, or a configured server's chassis
    QString systemName;
    QString gpuPartId;
    QString gpuModel;
    QString cooling;    // the node racks' (kRackCoolings)
    QString technology; // the compute fabric's (kFabricTechnologies)
    double oversubscription = 1;
    int gpus = 0;
    int nodes = 0;
    int racks = 0;
    ParallelLayout layout;
    double days = 0;
    double tokensPerS = 0;     // training: the run's; serving: output tokens of all replicas
    double ttftS = 0;          // serving: the time to the first token of one prompt
    double capex = 0;          // the bill of materials' total
    bool costComplete = false; // every part priced, every currency with a rate: capex, tco shown only then
    double tco = 0;            // cost of ownership over the settings' years
    double costPerMTokens = 0; // cost of ownership per million training tokens
    double powerKw = 0;        // AC input at maximum load
    // Training: the effective training time ratio the days are at, the hot-spare nodes and storage
    // systems the variant has for it (explore/variantgoodput.h).
    double ettr = 1;
    int spareNodes = 0;
    int storageSystems = 0;
    QString storagePartId;
    QString goodputNote; // why the days are without failures (no storage system joins its fabric); translated
    bool feasible = true;
    QStringList reasons; // why not (translated)
    QStringList notes;   // what differs from what was asked, feasible or not (a GPU count raised; translated)
    bool pareto = false;
    Design design; // the variant as a design, with the workload
};

// Every variant, in the order of the candidates, worked out on a thread per core. On the calling thread:
// `done` gets each variant as it is worked out (in the order they finish, before the front is known), and
// `progress` (done, total) is called before the first and after each one that finishes; it returns false
// to cancel (the variants being worked out are finished; they and those done before are returned).
QList<ExploreVariant> exploreDesigns(const ExploreRequest& request, const PartIndex& parts,
                                     const std::function<bool(int, int)>& progress = {},
                                     const std::function<void(const ExploreVariant&)>& done = {});
// The count of variants a run works out: per system or server, its rack coolings x technologies (one when
// it can use none of those asked for) x oversubscriptions.
int exploreCandidateCount(const ExploreRequest& request, const PartIndex& parts);
