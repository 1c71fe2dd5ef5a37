#include "bom/chineseamount.h"

#include <QList>

#include <cmath>

namespace {

const QString kDigits = QStringLiteral("零壹贰叁肆伍陆柒捌玖");
const QString kPlaces[4] = {QString(), QStringLiteral("拾"), QStringLiteral("佰"), QStringLiteral("仟")};
const QString kGroups[5] = {QString(), QStringLiteral("万"), QStringLiteral("亿"), QStringLiteral("万亿"),
                            QStringLiteral("亿亿")};

// One group of four digits (0 < value < 10000): zeros between digits read as one 零, trailing zeros not.
QString groupWords(int value) {
    QString words;
    bool zero = false;
    for (int place = 3; place >= 0; --place) {
        const int digit = value / int(std::pow(10, place)) % 10;
        if (digit == 0) {
            zero = !words.isEmpty();
            continue;
        }
        if (zero)
            words += kDigits[0];
        zero = false;
        words += kDigits[digit] + kPlaces[place];
    }
    return words;
}

QString integerWords(qint64 value) {
    QList<int> groups;
    for (; value > 0; value /= 10000)
        groups.append(int(value % 10000));
    QString words;
    bool zero = false;
    for (qsizetype g = groups.size() - 1; g >= 0; --g) {
        const int group = groups[g];
        if (group == 0) {
            zero = !words.isEmpty();
            continue;
        }
        // A group under 1000 after a higher one starts with a zero: 10,001 -> 壹万零壹.
        if (zero || (!words.isEmpty() && group < 1000))
            words += kDigits[0];
        zero = false;
        words += groupWords(group) + kGroups[std::min<qsizetype>(g, 4)];
    }
    return words;
}

} // namespace

QString chineseAmountInWords(double amount) {
    if (!std::isfinite(amount))
        return QString();
    const qint64 cents = std::llround(std::abs(amount) * 100);
    const qint64 yuan = cents / 100;
    const int jiao = int(cents / 10 % 10);
    const int fen = int(cents % 10);
    QString words = amount < 0 && cents > 0 ? QStringLiteral("负") : QString();
    if (yuan > 0)
        words += integerWords(yuan) + QStringLiteral("元");
    if (jiao == 0 && fen == 0)
        return words + (yuan == 0 ? QStringLiteral("零元整") : QStringLiteral("整"));
    // A zero yuan digit before the jiao, or a zero jiao before the fen, is written as 零.
    if (yuan > 0 && (yuan % 10 == 0 || jiao == 0))
        words += kDigits[0];
    if (jiao > 0)
        words += kDigits[jiao] + QStringLiteral("角");
    if (fen > 0)
        words += kDigits[fen] + QStringLiteral("分");
    return words;
}
