#include "analysis/liveanalysis.h"

LiveAnalysis::LiveAnalysis(DesignDocument* document, PartIndex parts, QObject* parent)
    : QObject(parent), mDocument(document), mAnalyzer(std::move(parts)) {
    connect(document, &DesignDocument::changed, this, &LiveAnalysis::refresh);
    refresh();
}

void LiveAnalysis::refresh() {
    mBudgets = mAnalyzer.analyze(mDocument->design());
    mRackDigests.reset();
    emit updated();
}

void LiveAnalysis::setParts(PartIndex parts) {
    mAnalyzer = Analyzer(std::move(parts));
    refresh();
}

const QHash<QString, size_t>& LiveAnalysis::rackDigests() const {
    if (!mRackDigests)
        mRackDigests = mBudgets.rackDigests();
    return *mRackDigests;
}
