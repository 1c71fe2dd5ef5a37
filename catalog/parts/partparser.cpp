#include "parts/partparser.h"

#include "parts/partreader.h"

namespace {

using namespace partreading;

// Whether `value` takes at most about `budget` bytes as JSON (strings and keys by their length, other
// values a few bytes each) and nests at most 32 deep, counted with an early stop: no copy of a part that
// is too large, and no recursion as deep as a hostile file nests.
bool jsonSizeAtMost(const nlohmann::json& value, long long budget) {
    long long left = budget;
    const auto visit = [&left](const auto& self, const nlohmann::json& v, int depth) -> bool {
        if (depth > 32)
            return false;
        if (v.is_string())
            left -= 2 + (long long)v.get_ref<const std::string&>().size();
        else
            left -= 4;
        if (left < 0)
            return false;
        if (v.is_object()) {
            for (auto it = v.begin(); it != v.end(); ++it) {
                left -= 3 + (long long)it.key().size();
                if (left < 0 || !self(self, it.value(), depth + 1))
                    return false;
            }
        } else if (v.is_array()) {
            for (const auto& item : v)
                if (!self(self, item, depth + 1))
                    return false;
        }
        return true;
    };
    return visit(visit, value, 0);
}

PcieLink readLink(const Reader& r) {
    return PcieLink{r.integer("pcie_gen"), r.integer("lanes")};
}

int readPortsPerCage(const Reader& r) {
    const int ports = r.integer("ports_per_cage", false, 1, 8);
    if (ports < 1)
        throw FieldError{r.path("ports_per_cage"), PartParser::tr("must be at least 1 (%1)").arg(ports)};
    return ports;
}

// "other_protocols": the link layers a port or cable runs besides its "protocol".
QStringList readOtherProtocols(const Reader& r, const QString& protocol) {
    const QStringList others = r.strings("other_protocols");
    for (const QString& other : others)
        if ((other != QLatin1String("infiniband") && other != QLatin1String("ethernet")) || other == protocol)
            throw FieldError{
                r.path("other_protocols"),
                PartParser::tr("must list \"infiniband\" or \"ethernet\" other than the protocol, "
                               "not \"%1\"")
                    .arg(other)};
    return others;
}

// A cable, fibre or transceiver, with its optics where it has them (docs/catalog-format.md, "cable").
CableSpec readCable(const Reader& s) {
    CableSpec cable;
    cable.type = s.text("type", true);
    cable.speedGbps = s.number("speed_gbps");
    cable.protocol = s.text("protocol");
    cable.connector = s.text("connector");
    cable.lengthM = s.number("length_m");
    cable.otherProtocols = readOtherProtocols(s, cable.protocol);
    cable.fiber = s.text("fiber");
    if (!cable.fiber.isEmpty() && cable.fiber != QLatin1String("multimode") &&
        cable.fiber != QLatin1String("single-mode"))
        throw FieldError{
            s.path("fiber"),
            PartParser::tr("must be \"multimode\" or \"single-mode\", not \"%1\"").arg(cable.fiber)};
    cable.reachM = s.number("reach_m");
    cable.opticalConnector = s.text("optical_connector");
    cable.opticalPorts = s.integer("optical_ports", false, 1, 8);
    if (cable.opticalPorts < 1)
        throw FieldError{s.path("optical_ports"),
                         PartParser::tr("must be at least 1 (%1)").arg(cable.opticalPorts)};
    cable.top = s.text("top");
    if (!cable.top.isEmpty() && cable.top != QLatin1String("flat") && cable.top != QLatin1String("finned"))
        throw FieldError{s.path("top"),
                         PartParser::tr("must be \"flat\" or \"finned\", not \"%1\"").arg(cable.top)};
    const json& speeds = s.array("other_speeds_gbps");
    for (size_t i = 0; i < speeds.size(); ++i) {
        if (!speeds[i].is_number() || speeds[i].get<double>() <= 0)
            throw FieldError{s.path("other_speeds_gbps") + QStringLiteral("[%1]").arg(i),
                             PartParser::tr("must be a positive number")};
        cable.otherSpeedsGbps.append(speeds[i].get<double>());
    }
    return cable;
}

QList<PortGroup> readPorts(const Reader& spec) {
    QList<PortGroup> ports;
    for (size_t i = 0; i < spec.count("ports"); ++i) {
        const Reader p = spec.element("ports", i);
        PortGroup group;
        group.count = p.integer("count", true, 0, kMaxPorts);
        group.speedGbps = p.number("speed_gbps", true);
        group.protocol = p.text("protocol", true);
        if (group.protocol != QLatin1String("infiniband") && group.protocol != QLatin1String("ethernet"))
            throw FieldError{
                p.path("protocol"),
                PartParser::tr("must be \"infiniband\" or \"ethernet\", not \"%1\"").arg(group.protocol)};
        group.portsPerCage = readPortsPerCage(p);
        if (group.count % group.portsPerCage != 0)
            throw FieldError{p.path("ports_per_cage"),
                             PartParser::tr("must divide the %1 ports into whole cages (%2)")
                                 .arg(group.count)
                                 .arg(group.portsPerCage)};
        group.cage = p.text("cage");
        group.moduleId = p.text("module");
        group.otherProtocols = readOtherProtocols(p, group.protocol);
        ports.append(group);
    }
    return ports;
}

GpuSpec readGpu(const Reader& s) {
    GpuSpec g;
    g.memoryGb = s.number("memory_gb", true);
    g.memoryType = s.text("memory_type");
    g.memoryBandwidthGbs = s.number("memory_bandwidth_gbs", true);
    g.formFactor = s.text("form_factor", true);
    g.slotWidth = s.integer("slot_width");
    g.cooling = s.text("cooling");
    g.hostLink = readLink(s.sub("host_link"));
    const Reader link = s.sub("gpu_link");
    g.gpuLinkName = link.text("name");
    g.gpuLinkGbs = link.number("bandwidth_gbs");
    g.gpusPerCard = s.integer("gpus_per_card", false, 1);
    g.nvmlName = s.text("nvml_name");
    const json& tflops = s.object("tflops");
    const Reader t = s.sub("tflops");
    for (auto it = tflops.begin(); it != tflops.end(); ++it) {
        const int index = Tflops::indexOf(q(it.key()));
        if (index < 0)
            throw FieldError{t.path(it.key().c_str()), PartParser::tr("is not a known precision")};
        g.tflops.values[index] = t.number(it.key().c_str());
    }
    return g;
}

CpuSpec readCpu(const Reader& s) {
    CpuSpec c;
    c.socket = s.text("socket", true);
    c.cores = s.integer("cores", true);
    c.threads = s.integer("threads");
    c.pcieGen = s.integer("pcie_gen", true);
    c.pcieLanes1p = s.integer("pcie_lanes_1p", true);
    c.pcieLanes2p = s.integer("pcie_lanes_2p", false, c.pcieLanes1p * 2);
    c.memoryChannels = s.integer("memory_channels");
    c.memoryType = s.text("memory_type");
    c.memorySpeedMts = s.integer("memory_speed_mts");
    return c;
}

// An IEC 60320 inlet ("c14", "c20"), or with `busbar` also a rack busbar; empty when not given.
QString readInlet(const Reader& s, bool busbar) {
    const QString inlet = s.text("inlet");
    if (inlet.isEmpty() || inlet == QLatin1String("c14") || inlet == QLatin1String("c20") ||
        (busbar && inlet == QLatin1String("busbar")))
        return inlet;
    throw FieldError{s.path("inlet"), busbar ? PartParser::tr("must be c14, c20 or busbar (%1)").arg(inlet)
                                             : PartParser::tr("must be c14 or c20 (%1)").arg(inlet)};
}

double readShare(const Reader& s, const char* key) {
    const double share = s.number(key);
    if (share > 1)
        throw FieldError{s.path(key), PartParser::tr("must be between 0 and 1 (%1)").arg(share)};
    return share;
}

ServerSpec readServer(const Reader& s) {
    ServerSpec server;
    server.basePowerW = s.number("base_power_w", true);
    server.airflow = s.text("airflow");
    server.liquidShare = readShare(s, "liquid_cooled_share");
    for (size_t i = 0; i < s.count("pcie_switches"); ++i) {
        const Reader sw = s.element("pcie_switches", i);
        server.pcieSwitches.append(PcieSwitchSpec{sw.text("id", true), sw.integer("pcie_gen", true),
                                                  sw.integer("uplink_lanes", true), sw.text("root")});
    }
    for (size_t i = 0; i < s.count("bays", true); ++i) {
        const Reader b = s.element("bays", i);
        BayGroup bay;
        bay.name = b.text("name", true);
        for (const QString& kindName : b.strings("accepts")) {
            const auto kind = partKindFromName(kindName);
            if (!kind || !isComponentKind(*kind))
                throw FieldError{b.path("accepts"),
                                 PartParser::tr("\"%1\" is not a component kind").arg(kindName)};
            bay.accepts.append(*kind);
        }
        if (bay.accepts.isEmpty())
            throw FieldError{b.path("accepts"), PartParser::tr("is missing")};
        bay.formFactors = b.strings("form_factors");
        bay.socket = b.text("socket");
        bay.memoryType = b.text("memory_type");
        bay.count = b.integer("count", false, 1, kMaxBays);
        bay.pcieGen = b.integer("pcie_gen");
        bay.lanes = b.integer("lanes");
        bay.maxSlotWidth = b.integer("max_slot_width");
        bay.switchId = b.text("switch");
        bool knownSwitch = bay.switchId.isEmpty();
        for (const auto& sw : server.pcieSwitches)
            knownSwitch = knownSwitch || sw.id == bay.switchId;
        if (!knownSwitch)
            throw FieldError{b.path("switch"),
                             PartParser::tr("names no PCIe switch \"%1\"").arg(bay.switchId)};
        server.bays.append(bay);
        for (int n = 1; n <= bay.count; ++n)
            server.expandedBays.append(BayRef{bay.name + QLatin1Char(' ') + QString::number(n), int(i)});
    }
    return server;
}

PduSpec readPdu(const Reader& s) {
    const Reader outlets = s.sub("outlets");
    PduSpec pdu;
    pdu.phases = s.integer("phases", true);
    pdu.voltageV = s.number("voltage_v", true);
    pdu.currentA = s.number("current_a", true);
    pdu.outletsC13 = outlets.integer("c13");
    pdu.outletsC19 = outlets.integer("c19");
    if (pdu.phases != 1 && pdu.phases != 3)
        throw FieldError{s.path("phases"), PartParser::tr("must be 1 or 3 (%1)").arg(pdu.phases)};
    pdu.wiring = s.text("wiring");
    if (!pdu.wiring.isEmpty() && pdu.wiring != QLatin1String("delta") && pdu.wiring != QLatin1String("wye"))
        throw FieldError{s.path("wiring"), PartParser::tr("must be delta or wye (%1)").arg(pdu.wiring)};
    pdu.plug = s.text("plug");
    pdu.metering = s.text("metering");
    const QStringList phases =
        pdu.phases == 1 ? QStringList{QStringLiteral("L1")}
        : pdu.outletsLineToLine()
            ? QStringList{QStringLiteral("L1-L2"), QStringLiteral("L2-L3"), QStringLiteral("L3-L1")}
            : QStringList{QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3")};
    int c13 = 0;
    int c19 = 0;
    for (size_t i = 0; i < s.count("banks"); ++i) {
        const Reader b = s.element("banks", i);
        PduBank bank{b.text("name", true), b.text("phase", true), b.number("breaker_a", true),
                     b.integer("c13"), b.integer("c19")};
        if (!phases.contains(bank.phase))
            throw FieldError{b.path("phase"), PartParser::tr("must be one of %1 for this PDU (%2)")
                                                  .arg(phases.join(QStringLiteral(", ")), bank.phase)};
        c13 += bank.outletsC13;
        c19 += bank.outletsC19;
        pdu.banks.append(bank);
    }
    if (!pdu.banks.isEmpty() && (c13 != pdu.outletsC13 || c19 != pdu.outletsC19))
        throw FieldError{s.path("banks"),
                         PartParser::tr("hold %1 C13 and %2 C19 outlets but the PDU has %3 and %4")
                             .arg(c13)
                             .arg(c19)
                             .arg(pdu.outletsC13)
                             .arg(pdu.outletsC19)};
    return pdu;
}

SystemSpec readSystem(const Reader& s) {
    SystemSpec system;
    for (size_t i = 0; i < s.count("contents"); ++i) {
        const Reader c = s.element("contents", i);
        system.contents.append(SystemContent{c.text("part", true), c.integer("qty", true, 0, kMaxContents)});
    }
    for (size_t i = 0; i < s.count("cages"); ++i) {
        const Reader c = s.element("cages", i);
        SystemCages cages{c.text("nic", true), c.integer("count", true, 0, kMaxPorts), readPortsPerCage(c),
                          c.text("cage"), c.text("module")};
        bool inContents = false;
        for (const SystemContent& content : std::as_const(system.contents))
            inContents = inContents || content.partId == cages.nicPartId;
        if (!inContents)
            throw FieldError{
                c.path("nic"),
                PartParser::tr("names \"%1\", which is not in the contents").arg(cages.nicPartId)};
        system.cages.append(cages);
    }
    const Reader psu = s.sub("psu", true);
    system.psuCount = psu.integer("count", true);
    system.psuRatingW = psu.number("rating_w", true);
    system.psuRedundancy = psu.text("redundancy");
    system.psuEfficiency = psu.number("efficiency", false, 0.94);
    system.psuInlet = readInlet(psu, true);
    if (system.psuInlet.isEmpty())
        system.psuInlet = psuInletFor(system.psuRatingW, system.psuEfficiency);
    system.airflowCfm = s.number("airflow_cfm");
    system.airflow = s.text("airflow");
    system.liquidShare = readShare(s, "liquid_cooled_share");
    system.chassis = s.text("chassis");
    if (s.has("storage_system")) {
        const Reader st = s.sub("storage_system", true);
        StorageSystemSpec storage{st.number("usable_capacity_tb", true), st.number("read_gbs", true),
                                  st.number("write_gbs", true), st.text("file_system"),
                                  st.integer("min_systems", false, 1, kMaxCount)};
        if (storage.usableCapacityTb <= 0 || storage.readGbs <= 0 || storage.writeGbs <= 0 ||
            storage.minSystems < 1)
            throw FieldError{
                st.path("usable_capacity_tb"),
                PartParser::tr("capacity, read and write bandwidth must be above 0, min_systems at least 1")};
        system.storage = storage;
    }
    return system;
}

// The hall's equipment: what each type needs is required (a CDU's capacity and the approach it is rated
// at, a UPS module's output and efficiency, a tap-off's current and voltage).
FacilitySpec readFacility(const Reader& s) {
    FacilitySpec f;
    const QString type = s.text("type", true);
    const auto parsed = facilityTypeFromName(type);
    if (!parsed)
        throw FieldError{s.path("type"),
                         PartParser::tr("must be cdu, rdhx, crah, inrow, ups or tapoff (%1)").arg(type)};
    f.type = *parsed;
    f.placement = s.text("placement");
    const bool cooling = f.type == FacilityType::Cdu || f.type == FacilityType::RearDoor ||
                         f.type == FacilityType::Crah || f.type == FacilityType::InRow;
    f.capacityW = s.number("capacity_w", cooling || f.type == FacilityType::UpsModule);
    f.approachC = s.number("approach_c", f.type == FacilityType::Cdu, 0, 100);
    f.flowLpm = s.number("flow_lpm", f.type == FacilityType::Cdu);
    f.airflowCfm = s.number("airflow_cfm", f.type == FacilityType::Crah || f.type == FacilityType::InRow);
    f.efficiency = s.number("efficiency", f.type == FacilityType::UpsModule, 0, 1);
    f.widthMm = s.number("width_mm");
    f.depthMm = s.number("depth_mm");
    f.voltageV = s.number("voltage_v", f.type == FacilityType::TapOff);
    f.currentA = s.number("current_a", f.type == FacilityType::TapOff);
    f.phases = s.integer("phases", false, f.type == FacilityType::TapOff ? 3 : 0, 3);
    if (f.type == FacilityType::Cdu && f.approachC <= 0)
        throw FieldError{s.path("approach_c"), PartParser::tr("must be greater than 0")};
    if (f.type == FacilityType::UpsModule && (f.efficiency <= 0 || f.efficiency > 1))
        throw FieldError{s.path("efficiency"),
                         PartParser::tr("must be between 0 and 1 (%1)").arg(f.efficiency)};
    if (f.type == FacilityType::TapOff && f.capacityW <= 0)
        f.capacityW = (f.phases == 3 ? std::sqrt(3.0) : 1.0) * f.voltageV * f.currentA;
    const QStringList placements =
        f.type == FacilityType::Cdu
            ? QStringList{QStringLiteral("in-rack"), QStringLiteral("in-row"), QStringLiteral("facility")}
            : QStringList{QStringLiteral("perimeter"), QStringLiteral("in-row")};
    if (!f.placement.isEmpty() &&
        (f.type == FacilityType::Cdu || f.type == FacilityType::Crah || f.type == FacilityType::InRow) &&
        !placements.contains(f.placement))
        throw FieldError{
            s.path("placement"),
            PartParser::tr("must be one of %1 (%2)").arg(placements.join(QStringLiteral(", ")), f.placement)};
    return f;
}

void readSpec(Part& part, const Reader& s) {
    switch (part.kind) {
    case PartKind::Gpu:
        part.spec = readGpu(s);
        break;
    case PartKind::Cpu:
        part.spec = readCpu(s);
        break;
    case PartKind::Memory:
        part.spec =
            MemorySpec{s.number("capacity_gb", true), s.text("memory_type", true), s.integer("speed_mts")};
        break;
    case PartKind::Storage:
        part.spec = StorageSpec{s.number("capacity_tb", true), s.text("form_factor", true),
                                s.text("interface"), readLink(s)};
        break;
    case PartKind::Nic:
        part.spec =
            NicSpec{readPorts(s), readLink(s), s.text("form_factor"), s.integer("slot_width", false, 1)};
        break;
    case PartKind::Switch: {
        SwitchSpec sw;
        sw.ports = readPorts(s);
        sw.managed = s.boolean("managed", true);
        const Reader psu = s.sub("psu");
        sw.psu = PsuInlets{psu.integer("count"), psu.number("rating_w"), psu.text("redundancy"),
                           readInlet(psu, false)};
        if (sw.psu.count > 0 && sw.psu.inlet.isEmpty())
            sw.psu.inlet = psuInletFor(sw.psu.ratingW, 0.9);
        sw.modular = s.boolean("modular", false);
        part.spec = sw;
    } break;
    case PartKind::Psu: {
        const double efficiency = s.number("efficiency", true);
        if (efficiency <= 0 || efficiency > 1)
            throw FieldError{s.path("efficiency"),
                             PartParser::tr("must be between 0 and 1 (%1)").arg(efficiency)};
        PsuSpec psu{s.number("rating_w", true), efficiency, readInlet(s, false)};
        if (psu.inlet.isEmpty())
            psu.inlet = psuInletFor(psu.ratingW, psu.efficiency);
        part.spec = psu;
        break;
    }
    case PartKind::Pdu:
        part.spec = readPdu(s);
        break;
    case PartKind::Rack:
        part.spec = RackSpec{s.integer("width_mm"),
                             s.integer("depth_mm"),
                             s.number("max_static_load_kg", true),
                             s.number("power_budget_w", true),
                             s.number("cooling_budget_w", true),
                             s.text("cooling"),
                             s.number("liquid_cooling_budget_w")};
        break;
    case PartKind::Cable:
        part.spec = readCable(s);
        break;
    case PartKind::Server:
        part.spec = readServer(s);
        break;
    case PartKind::System:
        part.spec = readSystem(s);
        break;
    case PartKind::Facility:
        part.spec = readFacility(s);
        break;
    }
}

} // namespace

QString PartError::toString() const {
    if (partId.isEmpty())
        return PartParser::tr("%1 %2").arg(field, reason);
    return PartParser::tr("part \"%1\": %2 %3").arg(partId, field, reason);
}

std::optional<Part> PartParser::parse(const nlohmann::json& object, PartError* error) {
    Part part;
    try {
        if (!object.is_object())
            throw FieldError{tr("part"), tr("must be an object")};
        const Reader r(object, QString());
        part.id = r.text("id", true, kMaxId);
        if (part.id.isEmpty())
            throw FieldError{QStringLiteral("id"), tr("must not be empty")};
        // An id names the part in files for other tools and in file names (NetBox device types): no
        // control character (a NUL, a line break) in it.
        for (const QChar c : std::as_const(part.id))
            if (c.category() == QChar::Other_Control)
                throw FieldError{
                    QStringLiteral("id"),
                    tr("must not hold a control character (U+%1)").arg(c.unicode(), 4, 16, QLatin1Char('0'))};
        const QString kindName = r.text("kind", true);
        const auto kind = partKindFromName(kindName);
        if (!kind)
            throw FieldError{QStringLiteral("kind"), tr("\"%1\" is not a known kind").arg(kindName)};
        part.kind = *kind;
        part.vendor = r.text("vendor", true);
        part.model = r.text("model", true);
        part.modelZh = r.text("model_zh");
        part.partNumber = r.text("part_number");
        const Reader description = r.sub("description", true);
        part.descriptionEn = description.text("en", true, kMaxLongText);
        part.descriptionZh = description.text("zh_CN", false, kMaxLongText);
        part.heightU = r.number("height_u", isRackMountedKind(part.kind) || part.kind == PartKind::Rack);
        if (part.heightU > kMaxHeightU)
            throw FieldError{r.path("height_u"),
                             tr("is too large (%1, at most %2)").arg(part.heightU).arg(kMaxHeightU)};
        part.weightKg = r.number("weight_kg");
        part.maxPowerW = r.number("max_power_w", true);
        part.typicalPowerW = r.optionalNumber("typical_power_w");
        part.idlePowerW = r.optionalNumber("idle_power_w");
        if (r.has("price")) {
            const Reader price = r.sub("price");
            part.price =
                Price{price.number("amount", true), price.text("currency", true), price.text("date")};
            if (part.price->currency.size() != 3)
                throw FieldError{
                    price.path("currency"),
                    tr("must be a three-letter currency code, not \"%1\"").arg(part.price->currency)};
        }
        part.source = r.text("source", true, kMaxLongText);
        part.estimated = r.strings("estimated");
        readSpec(part, r.sub("spec", true));
        // The fields above have their limits; what else the part holds (keys the parser does not read) too.
        if (!jsonSizeAtMost(object, kMaxPartBytes))
            throw FieldError{tr("part"),
                             tr("is too large (more than %1 bytes as JSON, unknown keys included, or "
                                "nested more than 32 deep)")
                                 .arg(QLocale().toString(kMaxPartBytes))};
    } catch (const FieldError& e) {
        if (error)
            *error = PartError{part.id, e.field, e.reason};
        return std::nullopt;
    } catch (const nlohmann::json::exception&) {
        if (error)
            *error = PartError{part.id, QString(), tr("is not a valid part")};
        return std::nullopt;
    }
    part.json = object;
    return part;
}
