#include "common/onedited.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

void onEdited(QWidget* field, QObject* context, const std::function<void()>& edited) {
    if (auto* box = qobject_cast<QComboBox*>(field))
        QObject::connect(box, &QComboBox::activated, context, edited);
    else if (auto* spin = qobject_cast<QSpinBox*>(field))
        QObject::connect(spin, &QSpinBox::valueChanged, context, edited);
    else if (auto* real = qobject_cast<QDoubleSpinBox*>(field))
        QObject::connect(real, &QDoubleSpinBox::valueChanged, context, edited);
    else if (auto* check = qobject_cast<QCheckBox*>(field))
        QObject::connect(check, &QCheckBox::toggled, context, edited);
}
