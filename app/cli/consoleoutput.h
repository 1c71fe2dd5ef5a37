#pragma once

#include <QString>

// UTF-8 lines on stdout / stderr for the command-line commands.
void printOut(const QString& text);
void printError(const QString& text);
