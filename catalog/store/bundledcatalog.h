#pragma once

#include "parts/part.h"

#include <QCoreApplication>

// The catalog shipped with the program (resources/catalog, compiled in under :/catalog).
struct BundledCatalog {
    Q_DECLARE_TR_FUNCTIONS(BundledCatalog)
public:
    int version = 0;
    QByteArray contentHash; // hex SHA-256 over the data files, in manifest order
    QString recordedHash;   // the content_sha256 written in manifest.json by scripts/catalog-stamp
    QList<Part> parts;

    static QString defaultDirectory() { return QStringLiteral(":/catalog"); }
    static std::optional<BundledCatalog> load(const QString& directory, QString* error);
};
