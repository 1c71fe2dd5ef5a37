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

    // A package is read only when its directory says it unpacks to at most kMaxUnpackedBytes in at most
    // kMaxEntries entries (a template of a few slide masters, themes and pictures is a few MB).
    static constexpr quint64 kMaxUnpackedBytes = 256ull << 20;
    static constexpr qint64 kMaxEntries = 10000;
    static std::optional<PptxPackage> read(const QString& path, QString* error);
    // The same from the bytes of a file named `name` (tests/fuzz/fuzz_pptxtemplate.cpp).
    static std::optional<PptxPackage> fromBytes(const QByteArray& bytes, const QString& name, QString* error);
    bool write(const QString& path, QString* error) const;
    // The temporary folders earlier versions zipped decks in and left when killed, an hour old and holding
    // nothing else, removed from $TMPDIR (write() does it first). Returns how many.
    static int removeOldZipFolders();

private:
    static std::optional<PptxPackage> readArchive(void* archive, const QString& name,
                                                  QString* error); // zip_t
    QMap<QString, QByteArray> mParts;
};
