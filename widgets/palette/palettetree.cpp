#include "palette/palettetree.h"

#include "palette/partmime.h"

#include <QMimeData>

PaletteTree::PaletteTree(QWidget* parent) : QTreeWidget(parent) {
    setHeaderHidden(true);
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformRowHeights(true);
    setIndentation(14);
    setAnimated(true);
}

QStringList PaletteTree::mimeTypes() const {
    return {QString(PartMime::kType)};
}

QMimeData* PaletteTree::mimeData(const QList<QTreeWidgetItem*>& items) const {
    for (const QTreeWidgetItem* item : items) {
        const QString id = item->data(0, kPartIdRole).toString();
        if (id.isEmpty())
            continue;
        auto* mime = new QMimeData;
        mime->setData(PartMime::kType, id.toUtf8());
        mime->setText(id);
        return mime;
    }
    return nullptr;
}
