#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

// Filters by specification for the catalog palette: GPU memory, power, price, port speed and count, PCIe
// generation, form factor and interconnect. They write the search syntax of catalog/parts/partquery.h
// ("mem>=80 power<=700"), so what the filters do and what can be typed are the same rules.
class SpecFilterBar : public QWidget {
    Q_OBJECT
public:
    explicit SpecFilterBar(QWidget* parent = nullptr);

    // The conditions set, as query text; empty when every filter is "any".
    QString queryText() const;
    void clear();

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QSpinBox* spin(const QString& name, int maximum, int step, const QString& suffix);

    QSpinBox* mMemory;
    QSpinBox* mPower;
    QSpinBox* mPrice;
    QComboBox* mSpeed;
    QSpinBox* mPorts;
    QComboBox* mPcie;
    QComboBox* mFormFactor;
    QComboBox* mLink;
    QList<QLabel*> mLabels;
};
