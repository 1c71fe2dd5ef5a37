#pragma once

#include <QStringList>

// cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH] [--catalog PATH]
// Renders the main window offscreen with the design loaded, at exactly that size (default 1600x1000).
// Touches no settings (no recent files, no autosave, no remembered language).
int runScreenshotCommand(const QStringList& args);
