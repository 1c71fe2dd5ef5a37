#pragma once

// Shared by catalogstore.cpp (opening, reading, editing) and catalogstorerecovery.cpp (the user-parts
// backup and rebuilding a damaged store); not part of the catalog's interface.
#include "store/catalogstore.h"

class QSqlQuery;

struct PriceRow {
    QString partId;
    Price price;
};

struct CatalogStore::UserData {
    QList<Part> parts;
    QList<PriceRow> prices;
};

// `path` + ".damaged-yyyyMMdd-HHmmss", with "-2", "-3", ... when that name is taken.
QString damagedName(const QString& path);

// The checksum stored with every part row (schema version 3): SHA-256 over the row's id, kind, origin and
// JSON, so a changed byte anywhere in the row is seen when the store opens (catalogstoreintegrity.cpp).
QString partRowChecksum(const QString& id, const QString& kind, const QString& origin, const QString& json);

// Binds a part row (id, kind, origin, json, checksum) to a query prepared with five placeholders in that
// order, e.g. "INSERT OR IGNORE INTO parts (id, kind, origin, json, checksum) VALUES (?, ?, ?, ?, ?)".
void bindPartRow(QSqlQuery& query, const Part& part, const QString& origin);
