#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

// The parts of an Open Packaging Conventions package (ECMA-376 Part 2: a ZIP of named parts), as a
// PowerPoint file is: read from and written to a ZIP with libzip. Part names have no leading slash
// ("ppt/slides/slide1.xml"). write() puts the file on disk whole or not at all (DurableFile).
// The XML namespaces of a PresentationML package's parts.
namespace PptxNamespaces {
inline const QString kP = QStringLiteral("http://schemas.openxmlformats.org/presentationml/2006/main");
inline const QString kR =
    QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships");
inline const QString kA = QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/main");
} // namespace PptxNamespaces

class PptxPackage {
    Q_DECLARE_TR_FUNCTIONS(PptxPackage)
public:
    void add(const QString& name, const QByteArray& bytes) { mParts.insert(name, bytes); }
    void remove(const QString& name) { mParts.remove(name); }
    bool contains(const QString& name) const { return mParts.contains(name); }
    QByteArray part(const QString& name) const { return mParts.value(name); }
    QStringList names() const { return mParts.keys(); }

    static std::optional<PptxPackage> read(const QString& path, QString* error);
    bool write(const QString& path, QString* error) const;

private:
    QMap<QString, QByteArray> mParts;
};
