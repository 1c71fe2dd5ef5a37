#include "handover/kuberneteslabels.h"

#include <QRegularExpression>
#include <QStringList>

namespace {
bool isAlphanumeric(QChar c) {
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}
} // namespace

bool isKubernetesLabelValue(const QString& value) {
    // labelValueFmt = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?", LabelValueMaxLength = 63
    static const QRegularExpression pattern(QStringLiteral("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"));
    return value.size() <= 63 && pattern.match(value).hasMatch();
}

QString gfdSanitised(const QString& nvmlName) {
    // re := regexp.MustCompile("[^A-Za-z0-9-_. ]"); strings.Join(strings.Fields(input), "-")
    static const QRegularExpression dropped(QStringLiteral("[^A-Za-z0-9\\-_. ]"));
    QString kept = nvmlName;
    kept.remove(dropped);
    return kept.split(QLatin1Char(' '), Qt::SkipEmptyParts).join(QLatin1Char('-'));
}

QString kubernetesLabelValue(const QString& text) {
    QString value = gfdSanitised(text);
    const auto trim = [&value] {
        qsizetype first = 0;
        while (first < value.size() && !isAlphanumeric(value[first]))
            ++first;
        qsizetype last = value.size();
        while (last > first && !isAlphanumeric(value[last - 1]))
            --last;
        value = value.mid(first, last - first);
    };
    trim();
    if (value.size() > 63) {
        value.truncate(63);
        trim();
    }
    return value;
}
