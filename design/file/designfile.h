#pragma once

#include "model/design.h"

#include <QByteArray>
#include <QCoreApplication>
#include <functional>
#include <optional>

class PartIndex;

// The design file format (docs/design-format.md, resources/design-schema.json): reading with full
// validation against the catalog, and canonical writing (load then save gives identical bytes).
class DesignFile {
    Q_DECLARE_TR_FUNCTIONS(DesignFile)
public:
    // 2: fabrics and cables; 3: workload; 4: tax; 5: power basis, derating, feeds, power cords, measured
    // power; 6: cost of ownership; 7: quotes; 8: the workload's full parallel layout (cp, ep, vp, global
    // batch) and the MFU as an optional override; 9: the predictor's (issue 43); 10: the workload's goodput
    // settings (checkpoints, restart, spares, storage targets); 11: the hall and how measured power was
    // measured. Older files still open; saving writes the current version.
    static constexpr int kVersion = 12;
    static constexpr const char* kFormat = "cluster-workbench-design";

    // Parses and validates a design. On failure returns nullopt and a message that starts with
    // `fileName`, then the JSON path and the offending value:
    // "bad.json: racks[0].devices[3].u: must be at least 1, got 0". Physical problems (overlapping
    // devices, bays overfilled, budgets exceeded, unknown bay names) are not load errors: the analysis
    // reports them.
    static std::optional<Design> read(const QByteArray& text, const PartIndex& parts, const QString& fileName,
                                      QString* error);
    // Reads the file at `path`; messages name the file by its name without folder.
    static std::optional<Design> load(const QString& path, const PartIndex& parts, QString* error);
    // The same for a caller that gets the catalog ready while the file is read and parsed: `parts` is
    // called once the JSON is parsed; when it gives nullptr the load stops with no message of its own.
    static std::optional<Design> load(const QString& path, const std::function<const PartIndex*()>& parts,
                                      QString* error);

    // Canonical JSON: fixed key order, 2-space indent, trailing newline, integral numbers without ".0".
    static QByteArray write(const Design& design);
    // Writes atomically (DurableFile): on failure the file at `path`, if any, is untouched.
    static bool save(const Design& design, const QString& path, QString* error);

    // "N", "N+1", "N+N", "2N" or "a+b" with whole numbers a >= 1, b >= 0.
    static bool isValidPsuRedundancy(const QString& text);
};
