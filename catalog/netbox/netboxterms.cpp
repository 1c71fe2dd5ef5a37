#include "netbox/netboxterms.h"

#include "parts/partspecs.h"

#include <QRegularExpression>

namespace {
// InfiniBand data rates of a 4x port (InfiniBand Trade Association roadmap), slowest first.
const QList<std::pair<QString, double>>& infinibandRates() {
    static const QList<std::pair<QString, double>> rates = {
        {QStringLiteral("sdr"), 10},   {QStringLiteral("ddr"), 20},  {QStringLiteral("qdr"), 40},
        {QStringLiteral("fdr10"), 40}, {QStringLiteral("fdr"), 56},  {QStringLiteral("edr"), 100},
        {QStringLiteral("hdr"), 200},  {QStringLiteral("ndr"), 400}, {QStringLiteral("xdr"), 800}};
    return rates;
}
} // namespace

std::optional<NetboxPortSpeed> netboxInterfaceSpeed(const QString& type) {
    const QString t = type.trimmed().toLower();
    if (t.startsWith(QLatin1String("infiniband-"))) {
        const QString rate = t.mid(11);
        for (const auto& [name, gbps] : infinibandRates())
            if (rate == name)
                return NetboxPortSpeed{gbps, QStringLiteral("infiniband")};
        return std::nullopt;
    }
    // Ethernet: "<rate>base-..." with the rate in Mb/s, or in Gb/s with a "g".
    static const QRegularExpression ethernet(QStringLiteral("^(\\d+(?:\\.\\d+)?)(g?)base-"));
    const auto match = ethernet.match(t);
    if (!match.hasMatch())
        return std::nullopt;
    const double rate = match.captured(1).toDouble();
    const double gbps = match.captured(2).isEmpty() ? rate / 1000 : rate;
    // The rates IEEE 802.3 defines, 10 Mb/s to 1.6 Tb/s: another figure names no Ethernet port
    // ("4009...9gbase-x" would be a port of 4e83 Gb/s).
    static const QList<double> rates{0.01, 0.1, 1, 2.5, 5, 10, 25, 40, 50, 100, 200, 400, 800, 1600};
    if (!rates.contains(gbps))
        return std::nullopt;
    return NetboxPortSpeed{gbps, QStringLiteral("ethernet")};
}

NetboxOutlet netboxOutletKind(const QString& type) {
    QString t = type.trimmed().toLower();
    t.remove(QRegularExpression(QStringLiteral("[^a-z0-9]")));
    if (t == QLatin1String("iec60320c13") || t == QLatin1String("c13") || t == QLatin1String("iecc13"))
        return NetboxOutlet::C13;
    if (t == QLatin1String("iec60320c19") || t == QLatin1String("c19") || t == QLatin1String("iecc19"))
        return NetboxOutlet::C19;
    return NetboxOutlet::Other;
}

NetboxPlug netboxPlugRating(const QString& type) {
    const QString t = type.trimmed().toLower();
    NetboxPlug plug;
    // NEMA WD 6 configurations: "nema-l21-30p" is series L21 rated 30 A; the series fixes phases and voltage.
    static const QRegularExpression nema(QStringLiteral("^nema-(l?)(\\d+)-(\\d+)p$"));
    const auto match = nema.match(t);
    if (match.hasMatch()) {
        plug.currentA = match.captured(3).toDouble();
        // NEMA WD 6 rates its configurations at 15, 20, 30, 50 and 60 A: another figure names no plug
        // ("nema-l21-3999p" would rate a PDU at thousands of amperes).
        if (!QList<double>{15, 20, 30, 50, 60}.contains(plug.currentA))
            return {};
        switch (match.captured(2).toInt()) {
        case 1:
        case 5:
            plug = {1, 120, plug.currentA, false}; // 125 V
            break;
        case 6:
            plug = {1, 208, plug.currentA, true}; // 250 V: 208 V in most North American data centres
            break;
        case 10:
        case 14:
            plug = {1, 240, plug.currentA, true}; // 125/250 V split phase
            break;
        case 15:
            plug = {3, 208, plug.currentA, true}; // 250 V three-phase delta
            break;
        case 21:
            plug = {3, 208, plug.currentA, false}; // 120/208 V three-phase wye
            break;
        case 22:
            plug = {3, 480, plug.currentA, false}; // 277/480 V three-phase wye
            break;
        default:
            plug = {};
            break;
        }
        return plug;
    }
    // California Standard 50 A locking plugs.
    if (t == QLatin1String("cs8365c"))
        return {3, 208, 50, true}; // 250 V three-phase
    if (t == QLatin1String("cs8265c"))
        return {1, 208, 50, true}; // 250 V
    if (t == QLatin1String("cs8165c"))
        return {1, 120, 50, false};
    // IEC 60309: the earth position ("6h", "9h") fixes the voltage, the current is not in the type.
    if (t == QLatin1String("iec-60309-3p-n-e-6h"))
        return {3, 400, 0, false}; // 346-415 V
    if (t == QLatin1String("iec-60309-3p-n-e-9h") || t == QLatin1String("iec-60309-3p-e-9h"))
        return {3, 208, 0, true}; // 120/208-144/250 V, 200-250 V
    if (t == QLatin1String("iec-60309-3p-e-6h"))
        return {3, 400, 0, false}; // 380-415 V
    if (t == QLatin1String("iec-60309-p-n-e-6h") || t == QLatin1String("iec-60309-2p-e-6h"))
        return {1, 230, 0, false}; // 200-250 V
    if (t == QLatin1String("iec-60320-c14"))
        return {1, 230, 10, true};
    if (t == QLatin1String("iec-60320-c20"))
        return {1, 230, 16, true};
    return plug;
}

QString netboxInterfaceType(const QString& protocol, double speedGbps) {
    if (protocol == QLatin1String("infiniband")) {
        QString type = QStringLiteral("infiniband-sdr");
        for (const auto& [name, gbps] : infinibandRates())
            if (speedGbps >= gbps && name != QLatin1String("fdr10"))
                type = QStringLiteral("infiniband-") + name;
        return type;
    }
    // The common cage for each Ethernet rate.
    static const QList<std::pair<double, const char*>> ethernet = {
        {800, "800gbase-x-osfp"},   {400, "400gbase-x-qsfpdd"}, {200, "200gbase-x-qsfp56"},
        {100, "100gbase-x-qsfp28"}, {50, "50gbase-x-sfp56"},    {40, "40gbase-x-qsfpp"},
        {25, "25gbase-x-sfp28"},    {10, "10gbase-x-sfpp"},     {1, "1000base-t"}};
    for (const auto& [gbps, type] : ethernet)
        if (speedGbps >= gbps)
            return QLatin1String(type);
    return QStringLiteral("other");
}

QString netboxPlugFor(const PduSpec& pdu) {
    const bool northAmerican = pdu.voltageV > 0 && pdu.voltageV < 220; // 120/208 V
    if (pdu.phases == 3) {
        if (northAmerican)
            return pdu.currentA <= 30 ? QStringLiteral("nema-l21-30p") : QStringLiteral("cs8365c");
        return QStringLiteral("iec-60309-3p-n-e-6h");
    }
    return northAmerican ? QStringLiteral("nema-l6-30p") : QStringLiteral("iec-60309-2p-e-6h");
}

bool netboxIsManagementText(const QString& text) {
    static const QRegularExpression words(
        QStringLiteral("\\b(management|mgmt|bmc|ipmi|idrac|ilo|out-of-band|oob)\\d*\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return words.match(text).hasMatch();
}

bool netboxIsUps(const QString& text) {
    static const QRegularExpression ups(QStringLiteral("(\\bUPS\\b|uninterruptible)"),
                                        QRegularExpression::CaseInsensitiveOption);
    return ups.match(text).hasMatch();
}
