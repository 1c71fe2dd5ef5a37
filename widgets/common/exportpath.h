#pragma once

#include <QString>

// Where an export's save dialog starts, and under what name: the folder the user last exported to
// (remembered across sessions), else their Documents folder, never the program's own example folder; and a
// file name every platform accepts (a design named "GPU pod: phase 1/2" gives "GPU pod - phase 1-2").
namespace ExportPath {

// `name` with the characters Windows, macOS or Linux refuse in a file name (<>:"/\|?* and control
// characters) replaced as a person would write them (": " by " - ", '/' by '-', "<>" by "()", quotes by
// apostrophes, '?' and '*' dropped), without leading or trailing dots and spaces, not a Windows device
// name (CON, NUL, COM1, ...), at most 120 characters; `fallback` when nothing is left.
QString safeFileName(const QString& name, const QString& fallback = QStringLiteral("export"));

// The path a save dialog proposes for `baseName`.`suffix` (the name made safe).
QString suggested(const QString& baseName, const QString& suffix);

// The folder to start in: the last one exported to, else Documents (else home).
QString folder();

// Remembers the folder of a path the user chose.
void remember(const QString& chosenPath);

} // namespace ExportPath
