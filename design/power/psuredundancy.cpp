#include "power/psuredundancy.h"

#include <QRegularExpression>

std::optional<PsuRedundancy> PsuRedundancy::parse(const QString& text) {
    const QString t = text.trimmed().toUpper();
    if (t == QLatin1String("N"))
        return PsuRedundancy{Mode::N};
    if (t == QLatin1String("N+1"))
        return PsuRedundancy{Mode::NPlusOne};
    if (t == QLatin1String("N+N") || t == QLatin1String("2N"))
        return PsuRedundancy{Mode::NPlusN};
    static const QRegularExpression explicitForm(QStringLiteral("^(\\d+)\\+(\\d+)$"));
    const auto match = explicitForm.match(t);
    if (match.hasMatch() && match.captured(1).toInt() > 0)
        return PsuRedundancy{Mode::Explicit, match.captured(1).toInt(), match.captured(2).toInt()};
    return std::nullopt;
}

int PsuRedundancy::sparesOf(int count) const {
    switch (mode) {
    case Mode::N:
        return 0;
    case Mode::NPlusOne:
        return count > 0 ? 1 : 0;
    case Mode::NPlusN:
        return count / 2;
    case Mode::Explicit:
        return qMin(spares, count);
    }
    return 0;
}
