#pragma once

#include "parts/partspecs.h"

#include <QStringList>

// Bay names of a configurable server (docs/catalog-format.md): a bay group of `count` n expands to
// bays named "NAME 1" .. "NAME n" (a group of one is "NAME 1" too). Component::bay refers to these
// names; the analysis lays components out with the same rule.

// The bays of one group, in order.
QStringList bayNames(const BayGroup& group);
// Every bay of the server, group by group in catalog order.
QStringList bayNames(const ServerSpec& server);
// Index into ServerSpec::bays of the group that has the bay `name`, or -1.
int bayGroupIndex(const ServerSpec& server, const QString& name);
