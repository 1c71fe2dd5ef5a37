#include "model/designdocument.h"

DesignDocument::DesignDocument(QObject* parent) : QObject(parent) {
    connect(&mUndoStack, &QUndoStack::indexChanged, this, [] {});
}

void DesignDocument::setFilePath(const QString& path) {
    if (mFilePath == path)
        return;
    mFilePath = path;
    emit filePathChanged(path);
}

void DesignDocument::reset(const Design& design, const QString& filePath) {
    mUndoStack.clear();
    mDesign = design;
    setFilePath(filePath);
    mUndoStack.setClean();
    emit reloaded();
    emit changed();
}
