#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

// Power readings from the tools a cluster is measured with (docs/facility.md, "Measured power"):
//  - nvidia-smi --query-gpu=timestamp,index,power.draw[,...] --format=csv (per GPU, with its header line),
//  - dcgmi dmon -e 155[,203,204,...] (field 155 is the power usage, the POWER column; per GPU),
//  - a PDU's outlet export as CSV (a column naming the outlet, one with its power in W or kW).
// Each line may carry a pdsh prefix ("node01: ..."), naming the host it came from.
enum class ReadingSource { NvidiaSmi, Dcgm, Pdu };
QString readingSourceName(ReadingSource source); // "nvidia-smi", "dcgm", "pdu"

struct PowerSample {
    QString host;   // from a pdsh prefix, or a PDU export's device column; empty: the file's one host
    QString entity; // "gpu 0", "GPU-5c1f...", an outlet's number or name
    qint64 key = 0; // which sample it belongs to: its time in seconds, or the dmon sample's number
    double watts = 0;
};

struct PowerReadings {
    QString fileName;
    ReadingSource source = ReadingSource::NvidiaSmi;
    QList<PowerSample> samples;
    QDate date;      // of the last reading (a dmon log has no times: the file's modification date)
    int skipped = 0; // readings the tool could not take ("[N/A]", "N/A")
};

// Reads one file's readings, recognising the tool by its header. On failure: nullopt, and `error` names the
// file, the line and the reason ("gpu.csv: line 14: power.draw must be a number in W, got \"abc\"").
std::optional<PowerReadings> parsePowerReadings(const QByteArray& text, const QString& fileName,
                                                QString* error);
std::optional<PowerReadings> loadPowerReadings(const QString& path, QString* error);
