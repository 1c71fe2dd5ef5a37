#include "report/comparisonpdf.h"

#include "cost/designcomparison.h"
#include "durablefile.h"

#include <QBuffer>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

bool ComparisonPdf::write(const DesignComparison& comparison, const QString& path, QString* error) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(QPageLayout::Landscape);
        writer.setTitle(ComparisonPdf::tr("Design comparison"));
        QTextDocument document;
        document.setHtml(DesignComparer::html(comparison));
        document.print(&writer);
    }
    return DurableFile::write(path, buffer.data(), error);
}
