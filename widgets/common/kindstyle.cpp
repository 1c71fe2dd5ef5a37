#include "common/kindstyle.h"

#include <QHash>
#include <QPainter>
#include <QPixmap>

QColor KindStyle::color(PartKind kind) {
    switch (kind) {
    case PartKind::Rack:
        return QColor(0x45, 0x4f, 0x5c);
    case PartKind::Server:
        return QColor(0x3b, 0x7d, 0xd8);
    case PartKind::System:
        return QColor(0x6a, 0x4c, 0xc4);
    case PartKind::Gpu:
        return QColor(0x4c, 0xa8, 0x3c);
    case PartKind::Cpu:
        return QColor(0x2f, 0x9e, 0xa8);
    case PartKind::Memory:
        return QColor(0x9b, 0x8a, 0x2e);
    case PartKind::Storage:
        return QColor(0x8a, 0x5a, 0x3c);
    case PartKind::Nic:
        return QColor(0xd0, 0x6a, 0x2a);
    case PartKind::Switch:
        return QColor(0xe0, 0x8e, 0x1b);
    case PartKind::Psu:
        return QColor(0xc2, 0x3b, 0x3b);
    case PartKind::Pdu:
        return QColor(0xb0, 0x3a, 0x6e);
    case PartKind::Cable:
        return QColor(0x7a, 0x80, 0x88);
    case PartKind::Facility:
        return QColor(0x1f, 0x8a, 0x70);
    }
    return Qt::gray;
}

QString KindStyle::letter(PartKind kind) {
    switch (kind) {
    case PartKind::Rack:
        return QStringLiteral("R");
    case PartKind::Server:
        return QStringLiteral("S");
    case PartKind::System:
        return QStringLiteral("Y");
    case PartKind::Gpu:
        return QStringLiteral("G");
    case PartKind::Cpu:
        return QStringLiteral("C");
    case PartKind::Memory:
        return QStringLiteral("M");
    case PartKind::Storage:
        return QStringLiteral("D");
    case PartKind::Nic:
        return QStringLiteral("N");
    case PartKind::Switch:
        return QStringLiteral("X");
    case PartKind::Psu:
        return QStringLiteral("P");
    case PartKind::Pdu:
        return QStringLiteral("U");
    case PartKind::Cable:
        return QStringLiteral("L");
    case PartKind::Facility:
        return QStringLiteral("H");
    }
    return {};
}

QIcon KindStyle::icon(PartKind kind) {
    static QHash<int, QIcon> cache;
    auto it = cache.find(int(kind));
    if (it != cache.end())
        return *it;
    QIcon icon;
    for (int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(color(kind));
        p.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), size / 5.0, size / 5.0);
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(int(size * 0.6));
        p.setFont(font);
        p.setPen(Qt::white);
        p.drawText(QRectF(0, 0, size, size), Qt::AlignCenter, letter(kind));
        p.end();
        icon.addPixmap(pixmap);
    }
    cache.insert(int(kind), icon);
    return icon;
}
