#include "commands/describedcommand.h"

#include <QUndoStack>

DescribedCommand::DescribedCommand(UndoText text, QUndoCommand* parent) : QUndoCommand(parent) {
    describe(std::move(text));
}

void DescribedCommand::describe(UndoText text) {
    mText = std::move(text);
    setText(mText());
}

void DescribedCommand::retranslate() {
    if (mText)
        setText(mText());
}

void DescribedCommand::retranslate(QUndoStack* stack) {
    for (int i = 0; i < stack->count(); ++i) {
        // The stack hands out its steps as const; their text is not part of their state.
        auto* step = dynamic_cast<DescribedCommand*>(const_cast<QUndoCommand*>(stack->command(i)));
        if (step)
            step->retranslate();
    }
}
