#include "window/reportdialog.h"

#include "language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

ReportDialog::ReportDialog(const ReportOptions& initial, QWidget* parent, bool powerPoint)
    : QDialog(parent), mInitial(initial), mLanguage(new QComboBox), mOrganisation(new QLineEdit),
      mRear(new QCheckBox(tr("Draw each rack's rear next to its front"))), mCompare(new QLineEdit) {
    setWindowTitle(tr("Export procurement report"));
    for (const QString& language : Language::available())
        mLanguage->addItem(Language::displayName(language), language);
    mLanguage->setCurrentIndex(qMax(0, mLanguage->findData(initial.language)));
    mOrganisation->setText(initial.organisation);
    mOrganisation->setPlaceholderText(tr("shown on the cover and in the footer"));
    mRear->setChecked(initial.rearElevations);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Report language"), mLanguage);
    form->addRow(tr("Organisation"), mOrganisation);
    form->addRow(QString(), mRear);
    mCompare->setObjectName(QStringLiteral("reportCompare"));
    mCompare->setPlaceholderText(tr("optional: another design file"));
    mCompare->setText(initial.comparePath);
    mCompare->setToolTip(tr("Adds a slide putting this design beside the alternative"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Compare with"), mCompare->text(),
                                                          tr("Cluster designs (*.json)"));
        if (!path.isEmpty())
            mCompare->setText(path);
    });
    auto* compare = new QHBoxLayout;
    compare->addWidget(mCompare, 1);
    compare->addWidget(browse);
    form->addRow(tr("Compare with"), compare);
    if (powerPoint) {
        mTemplate = new QLineEdit;
        mTemplate->setObjectName(QStringLiteral("reportTemplate"));
        mTemplate->setPlaceholderText(tr("optional: your company's PowerPoint template"));
        mTemplate->setText(initial.templatePath);
        mTemplate->setToolTip(
            tr("The deck takes the template's slide master, layouts, theme colours and fonts"));
        auto* browseTemplate = new QPushButton(tr("Browse…"));
        connect(browseTemplate, &QPushButton::clicked, this, [this] {
            const QString path =
                QFileDialog::getOpenFileName(this, tr("PowerPoint template"), mTemplate->text(),
                                             tr("PowerPoint presentations and templates (*.pptx *.potx)"));
            if (!path.isEmpty())
                mTemplate->setText(path);
        });
        auto* templateRow = new QHBoxLayout;
        templateRow->addWidget(mTemplate, 1);
        templateRow->addWidget(browseTemplate);
        form->addRow(tr("Template"), templateRow);
    }
    form->addRow(buttons);
}

ReportOptions ReportDialog::options() const {
    ReportOptions options = mInitial;
    options.language = mLanguage->currentData().toString();
    options.organisation = mOrganisation->text().trimmed();
    options.rearElevations = mRear->isChecked();
    options.comparePath = mCompare->text().trimmed();
    options.templatePath = mTemplate ? mTemplate->text().trimmed() : QString();
    return options;
}
