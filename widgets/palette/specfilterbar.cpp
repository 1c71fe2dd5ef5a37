#include "palette/specfilterbar.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

SpecFilterBar::SpecFilterBar(QWidget* parent)
    : QWidget(parent), mMemory(spin(QStringLiteral("filter-mem"), 1024, 8, QStringLiteral(" GB"))),
      mPower(spin(QStringLiteral("filter-power"), 50000, 50, QStringLiteral(" W"))),
      mPrice(spin(QStringLiteral("filter-price"), 10000000, 1000, QString())), mSpeed(new QComboBox(this)),
      mPorts(spin(QStringLiteral("filter-ports"), 1024, 4, QString())), mPcie(new QComboBox(this)),
      mFormFactor(new QComboBox(this)), mLink(new QComboBox(this)) {
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setVerticalSpacing(3);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mSpeed->setObjectName(QStringLiteral("filter-speed"));
    mSpeed->addItem(QString(), 0);
    for (int gbps : {10, 25, 100, 200, 400, 800})
        mSpeed->addItem(QString(), gbps); // text in retranslateUi()
    mPcie->setObjectName(QStringLiteral("filter-pcie"));
    mPcie->addItem(QString(), 0);
    for (int gen : {3, 4, 5, 6})
        mPcie->addItem(QString(), gen);
    mFormFactor->setObjectName(QStringLiteral("filter-ff"));
    mFormFactor->addItem(QString(), QString());
    for (const char* ff : {"SXM", "OAM", "PCIe", "U.2", "E1.S", "M.2"})
        mFormFactor->addItem(QString::fromLatin1(ff), QString::fromLatin1(ff).toLower());
    mLink->setObjectName(QStringLiteral("filter-link"));
    mLink->addItem(QString(), QString());
    for (const char* link : {"NVLink", "Infinity Fabric", "HCCS"})
        mLink->addItem(QString::fromLatin1(link),
                       QString::fromLatin1(link).toLower().section(QLatin1Char(' '), 0, 0));
    const std::pair<QWidget*, int> rows[] = {{mMemory, 0}, {mPower, 1}, {mPrice, 2},      {mSpeed, 3},
                                             {mPorts, 4},  {mPcie, 5},  {mFormFactor, 6}, {mLink, 7}};
    for (const auto& [field, index] : rows) {
        auto* label = new QLabel(this);
        label->setBuddy(field);
        mLabels.append(label);
        form->addRow(label, field);
    }
    auto* clearButton = new QPushButton(this);
    clearButton->setObjectName(QStringLiteral("filter-clear"));
    connect(clearButton, &QPushButton::clicked, this, &SpecFilterBar::clear);
    form->addRow(QString(), clearButton);
    for (QComboBox* combo : {mSpeed, mPcie, mFormFactor, mLink})
        connect(combo, &QComboBox::currentIndexChanged, this, &SpecFilterBar::changed);
    for (QSpinBox* box : {mMemory, mPower, mPrice, mPorts})
        connect(box, &QSpinBox::valueChanged, this, &SpecFilterBar::changed);
    retranslateUi();
}

QSpinBox* SpecFilterBar::spin(const QString& name, int maximum, int step, const QString& suffix) {
    auto* box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(0, maximum);
    box->setSingleStep(step);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}

QString SpecFilterBar::queryText() const {
    QStringList conditions;
    if (mMemory->value() > 0)
        conditions << QStringLiteral("mem>=%1").arg(mMemory->value());
    if (mPower->value() > 0)
        conditions << QStringLiteral("power<=%1").arg(mPower->value());
    if (mPrice->value() > 0)
        conditions << QStringLiteral("price<=%1").arg(mPrice->value());
    if (const int speed = mSpeed->currentData().toInt(); speed > 0)
        conditions << QStringLiteral("speed>=%1").arg(speed);
    if (mPorts->value() > 0)
        conditions << QStringLiteral("ports>=%1").arg(mPorts->value());
    if (const int gen = mPcie->currentData().toInt(); gen > 0)
        conditions << QStringLiteral("pcie>=%1").arg(gen);
    if (const QString ff = mFormFactor->currentData().toString(); !ff.isEmpty())
        conditions << QStringLiteral("ff=%1").arg(ff);
    if (const QString link = mLink->currentData().toString(); !link.isEmpty())
        conditions << QStringLiteral("link=%1").arg(link);
    return conditions.join(QLatin1Char(' '));
}

void SpecFilterBar::clear() {
    const QSignalBlocker blocks[] = {
        QSignalBlocker(mMemory), QSignalBlocker(mPower), QSignalBlocker(mPrice),      QSignalBlocker(mSpeed),
        QSignalBlocker(mPorts),  QSignalBlocker(mPcie),  QSignalBlocker(mFormFactor), QSignalBlocker(mLink)};
    for (QSpinBox* box : {mMemory, mPower, mPrice, mPorts})
        box->setValue(0);
    for (QComboBox* combo : {mSpeed, mPcie, mFormFactor, mLink})
        combo->setCurrentIndex(0);
    emit changed();
}

void SpecFilterBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SpecFilterBar::retranslateUi() {
    const QString any = tr("any");
    for (QSpinBox* box : {mMemory, mPower, mPrice, mPorts})
        box->setSpecialValueText(any);
    for (QComboBox* combo : {mSpeed, mPcie, mFormFactor, mLink})
        combo->setItemText(0, any);
    for (int i = 1; i < mSpeed->count(); ++i)
        mSpeed->setItemText(i, tr("≥ %1 Gb/s").arg(mSpeed->itemData(i).toInt()));
    for (int i = 1; i < mPcie->count(); ++i)
        mPcie->setItemText(i, tr("≥ Gen%1").arg(mPcie->itemData(i).toInt()));
    const QString texts[] = {tr("GPU &memory ≥"), tr("Po&wer ≤"),  tr("P&rice ≤"),     tr("Port s&peed"),
                             tr("P&orts ≥"),      tr("PCIe &gen"), tr("Form &factor"), tr("&Interconnect")};
    for (int i = 0; i < mLabels.size(); ++i)
        mLabels[i]->setText(texts[i]);
    mPrice->setToolTip(tr("The list price, in the part's currency"));
    findChild<QPushButton*>(QStringLiteral("filter-clear"))->setText(tr("Clear Filters"));
}
