#include "common/formfit.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QTimer>
#include <QWidget>

namespace {

// How narrow a text may get before it is elided: a few characters of the widget's font.
int narrowest(const QWidget* widget) {
    return widget->fontMetrics().height() * 4;
}

bool plainOneLine(const QLabel* label) {
    return !label->wordWrap() && label->pixmap().isNull() && label->textFormat() != Qt::RichText &&
           !(label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

} // namespace

void FormFit::install(QWidget* root) {
    if (!root || root->findChild<FormFit*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    auto* fit = new FormFit(root);
    root->installEventFilter(fit);
    apply(root);
}

void FormFit::apply(QWidget* root) {
    if (!root)
        return;
    for (QFormLayout* form : root->findChildren<QFormLayout*>())
        if (form->rowWrapPolicy() == QFormLayout::DontWrapRows)
            form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QComboBox* combo : root->findChildren<QComboBox*>()) {
        if (combo->sizeAdjustPolicy() != QComboBox::AdjustToMinimumContentsLengthWithIcon) {
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            if (combo->minimumContentsLength() == 0)
                combo->setMinimumContentsLength(10);
        }
    }
    const auto letNarrow = [](QWidget* widget) {
        if (widget->minimumWidth() == 0)
            widget->setMinimumWidth(std::min(narrowest(widget), widget->sizeHint().width()));
    };
    for (QLabel* label : root->findChildren<QLabel*>())
        if (plainOneLine(label))
            letNarrow(label);
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>())
        if (qobject_cast<QCheckBox*>(button) || qobject_cast<QRadioButton*>(button))
            letNarrow(button);
}

bool FormFit::eventFilter(QObject* watched, QEvent* event) {
    // Rows added later (a section another part of the program adds) come with a layout request or a
    // child: fit them once the events of the moment are done.
    if ((event->type() == QEvent::LayoutRequest || event->type() == QEvent::ChildAdded ||
         event->type() == QEvent::Show) &&
        !mPending) {
        mPending = true;
        QTimer::singleShot(0, this, [this, root = static_cast<QWidget*>(watched)] {
            mPending = false;
            apply(root);
        });
    }
    return QObject::eventFilter(watched, event);
}
