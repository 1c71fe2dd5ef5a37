#pragma once

#include <QString>

class QWidget;

// After an export from the window: says where the file (or the folder of files) went and offers to open it
// or the folder that holds it.
void showExportFinished(QWidget* parent, const QString& path, int files = 1);
