#pragma once

#include <QString>
#include <QUndoCommand>

#include <concepts>
#include <functional>

class QUndoStack;

// An undo step's text as a function, so that it can be made again in another language: the history and
// the Undo menu item follow a language switch. A plain QString is a text that stays as it is.
class UndoText {
public:
    UndoText() = default;
    UndoText(const QString& fixed) : mMake([fixed] { return fixed; }) {}
    template <typename Make>
    requires std::invocable<Make> && std::convertible_to<std::invoke_result_t<Make>, QString>
    UndoText(Make make) : mMake(std::move(make)) {}

    QString operator()() const { return mMake ? mMake() : QString(); }
    explicit operator bool() const { return bool(mMake); }

private:
    std::function<QString()> mMake;
};

// An undo command whose text is an UndoText. Macros ("Delete 3 items") are DescribedCommands with no
// work of their own, holding the steps as children.
class DescribedCommand : public QUndoCommand {
public:
    explicit DescribedCommand(QUndoCommand* parent = nullptr) : QUndoCommand(parent) {}
    explicit DescribedCommand(UndoText text, QUndoCommand* parent = nullptr);

    void describe(UndoText text);
    const UndoText& description() const { return mText; }
    // Makes the text again in the current language.
    void retranslate();

    // Retranslates every step of `stack` that is a DescribedCommand.
    static void retranslate(QUndoStack* stack);

private:
    UndoText mText;
};
