#include "netbox/netboxfields.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>

int netboxLine(const YAML::Node& node) {
    const YAML::Mark mark = node.Mark();
    return mark.is_null() ? 0 : mark.line + 1;
}

QString netboxQuoted(const YAML::Node& node) {
    if (!node.IsScalar())
        return NetboxFileResult::tr("a list or mapping");
    QString text = QString::fromStdString(node.Scalar());
    if (text.size() > 40)
        text = text.left(40) + QStringLiteral("…");
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString netboxSlug(const QString& text) {
    QString slug = text.toLower();
    slug.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug;
}

// Comments in the library are markdown; a part description is one plain sentence.
QString netboxPlainSentence(QString text) {
    static const QRegularExpression image(QStringLiteral("!\\[([^\\]]*)\\]\\([^)]*\\)"));
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)"));
    static const QRegularExpression heading(QStringLiteral("(^|\\n)\\s*(#+|[-*+]|\\d+\\.)\\s+"));
    static const QRegularExpression markers(QStringLiteral("(\\*\\*|__|`|~~)"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    text.replace(image, QStringLiteral("\\1"));
    text.replace(link, QStringLiteral("\\1"));
    text.replace(heading, QStringLiteral("\\1"));
    text.replace(markers, QString());
    text = text.replace(space, QStringLiteral(" ")).trimmed();
    const qsizetype end = text.indexOf(QLatin1String(". "));
    if (end > 0)
        text = text.left(end + 1);
    if (text.size() > 200)
        text = text.left(199) + QStringLiteral("…");
    return text;
}

std::optional<double> netboxKilograms(double value, const QString& unit) {
    if (unit == QLatin1String("kg"))
        return value;
    if (unit == QLatin1String("g"))
        return value / 1000;
    if (unit == QLatin1String("lb"))
        return value * 0.45359237; // the international avoirdupois pound
    if (unit == QLatin1String("oz"))
        return value * 0.028349523125;
    return std::nullopt;
}

double netboxCurrentInText(const QString& text) {
    static const QRegularExpression amps(QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*A\\b"));
    // A rack PDU's input is rated at most 125 A (IEC 60309's largest plug): a larger figure in the text is
    // not its rating.
    constexpr double kMaxPduInputA = 125;
    const auto match = amps.match(text);
    const double current = match.hasMatch() ? match.captured(1).toDouble() : 0;
    return current <= kMaxPduInputA ? current : 0;
}

// "Ethernet1, Ethernet2, Ethernet4" -> "Ethernet3".
QString netboxNumberingGaps(const QStringList& names) {
    static const QRegularExpression trailing(QStringLiteral("^(.*?)(\\d+)$"));
    std::map<QString, std::vector<int>> byPrefix;
    for (const QString& name : names) {
        const auto match = trailing.match(name);
        if (match.hasMatch() && match.captured(2).size() < 6)
            byPrefix[match.captured(1)].push_back(match.captured(2).toInt());
    }
    QStringList gaps;
    for (auto& [prefix, numbers] : byPrefix) {
        std::sort(numbers.begin(), numbers.end());
        for (size_t i = 1; i < numbers.size() && gaps.size() < 8; ++i)
            for (int n = numbers[i - 1] + 1; n < numbers[i] && gaps.size() < 8; ++n)
                gaps.append(prefix + QString::number(n));
    }
    return gaps.join(QStringLiteral(", "));
}
