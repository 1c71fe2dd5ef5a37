#pragma once

#include <QTreeWidget>

// The palette's part tree: dragging a part item carries the part id in PartMime::kType.
class PaletteTree : public QTreeWidget {
    Q_OBJECT
public:
    static constexpr int kPartIdRole = Qt::UserRole + 1;
    explicit PaletteTree(QWidget* parent = nullptr);

protected:
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override;
};
