#pragma once

#include "netbox/netboxdevicetype.h"

#include <QCoreApplication>

class CatalogStore;

// The .yml and .yaml files named by `paths` (files, or folders searched recursively), sorted; an empty
// list and `error` when a path does not exist or names no YAML file.
QStringList netboxFiles(const QStringList& paths, QString* error);

// One run of "import NetBox device types": every file read, then all parts stored in one transaction, or
// none when any file is refused (bad YAML, a missing or invalid field) or the store refuses the parts.
struct NetboxImportReport {
    Q_DECLARE_TR_FUNCTIONS(NetboxImportReport)
public:
    QList<NetboxFileResult> files;
    bool imported = false;
    QString error; // why nothing was imported; empty when imported
    int partCount() const;
    // Per file what was taken, what is missing (flagged as estimates) and why anything was skipped or
    // refused, then the outcome; in the current language.
    QString text() const;
};

NetboxImportReport importNetboxTypes(CatalogStore& store, const QStringList& paths);
