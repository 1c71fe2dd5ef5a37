#pragma once

class QWidget;

// Brings a form on screen up to date from a freshly built copy without replacing it: when both have the
// same widgets in the same order and every editor shows the same value, the labels of `shown` take the
// texts, tooltips and styles of `rebuilt` and true is returned. Otherwise nothing changes and the caller
// swaps the forms. Swapping relays out every label (the word wrap of a few dozen labels costs more than
// the rest of an edit on a large floor); patching relays out only the labels whose text changed.
bool patchForm(QWidget* shown, const QWidget* rebuilt);
