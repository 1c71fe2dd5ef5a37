#pragma once

// Shared by catalogstore.cpp (opening, reading, editing) and catalogstorerecovery.cpp (the user-parts
// backup and rebuilding a damaged store); not part of the catalog's interface.
#include "store/catalogstore.h"

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
