#pragma once

#include "model/design.h"

#include <QObject>
#include <QUndoStack>

#include <functional>

// The design being edited: the model, its undo stack, and change signals for the views.
// Everything that edits the design goes through an undo command pushed on undoStack();
// the commands call the mutators below, which emit the signals.
class DesignDocument : public QObject {
    Q_OBJECT
public:
    explicit DesignDocument(QObject* parent = nullptr);

    const Design& design() const { return mDesign; }
    QUndoStack* undoStack() { return &mUndoStack; }
    QString filePath() const { return mFilePath; }
    void setFilePath(const QString& path);
    bool isModified() const { return !mUndoStack.isClean(); }

    // Replaces the whole design (new / open); clears undo history.
    void reset(const Design& design, const QString& filePath);

    // Mutators for undo commands only (widgets push commands instead).
    Design& mutableDesign() { return mDesign; }

    // The name undo texts use for a catalog part: its model where the window told the document how to
    // find it (setPartNamer), else the id.
    QString partName(const QString& partId) const { return mPartNamer ? mPartNamer(partId) : partId; }
    void setPartNamer(std::function<QString(const QString&)> namer) { mPartNamer = std::move(namer); }
    void notifyChanged() { emit changed(); }

signals:
    void changed();  // any edit: re-analyse, redraw
    void reloaded(); // a different design was loaded
    void filePathChanged(const QString& path);

private:
    Design mDesign;
    QUndoStack mUndoStack;
    QString mFilePath;
    std::function<QString(const QString&)> mPartNamer;
};
