#pragma once

#include "analysis/analyzer.h"
#include "model/designdocument.h"

#include <QObject>
#include <optional>

// Keeps the budgets of a document current: re-analyses on every change and tells the views.
class LiveAnalysis : public QObject {
    Q_OBJECT
public:
    LiveAnalysis(DesignDocument* document, PartIndex parts, QObject* parent = nullptr);

    const Budgets& budgets() const { return mBudgets; }
    // budgets().rackDigests(), made once per analysis for all the views that redraw only what changed.
    const QHash<QString, size_t>& rackDigests() const;
    const PartIndex& parts() const { return mAnalyzer.parts(); }
    DesignDocument* document() const { return mDocument; }
    // Re-analyse now, reusing what did not change.
    void refresh();
    // Re-analyse everything: after the catalog changed, or the language (messages are translated).
    void setParts(PartIndex parts);
    void retranslate() { setParts(parts()); }

signals:
    void updated();

private:
    DesignDocument* mDocument;
    Analyzer mAnalyzer;
    Budgets mBudgets;
    mutable std::optional<QHash<QString, size_t>> mRackDigests;
};
