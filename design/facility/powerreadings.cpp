#include "facility/powerreadings.h"

#include "facility/facilitytext.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace {

// Larger files are not logs of a cluster's power but something else: refused rather than read for minutes.
constexpr qint64 kMaxReadingBytes = 512ll * 1024 * 1024;
constexpr double kMaxReadingWatts = 1e6; // no device reading is a megawatt

struct ReadingError {
    int line; // 1-based; 0: the file as a whole
    QString reason;
};

struct ReadingLine {
    int number = 0;
    QString host;
    QString text;
};

// "node01: text" (pdsh, clush): the host and the rest.
ReadingLine splitReadingHost(int number, const QString& raw) {
    static const QRegularExpression prefix(QStringLiteral("^([A-Za-z0-9][A-Za-z0-9_.\\-]*):\\s(.*)$"));
    const QRegularExpressionMatch m = prefix.match(raw);
    if (m.hasMatch())
        return {number, m.captured(1), m.captured(2).trimmed()};
    return {number, QString(), raw.trimmed()};
}

QList<ReadingLine> readingLines(const QByteArray& text) {
    QList<ReadingLine> lines;
    const QString all = QString::fromUtf8(text);
    int number = 0;
    for (const QStringView raw : QStringView(all).split(QLatin1Char('\n'))) {
        ++number;
        QString line = raw.toString();
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (number == 1 && line.startsWith(QChar(0xfeff)))
            line.remove(0, 1);
        ReadingLine split = splitReadingHost(number, line);
        if (!split.text.isEmpty())
            lines.append(split);
    }
    return lines;
}

// RFC 4180 fields of one line (quotes doubled inside quoted fields), trimmed.
QStringList readingFields(const QString& line) {
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields.append(field.trimmed());
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field.trimmed());
    return fields;
}

bool readingNotAvailable(const QString& value) {
    static const QRegularExpression na(QStringLiteral("^\\[?(N/A|Not Supported|Unknown Error|Blank)\\]?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    return value.isEmpty() || na.match(value).hasMatch();
}

// "350.12 W", "350.12", "1.2 kW" -> W; nullopt when it is no number.
std::optional<double> readingWatts(QString value, bool kilowatts) {
    value = value.trimmed();
    if (value.endsWith(QLatin1String("kW"), Qt::CaseInsensitive)) {
        kilowatts = true;
        value.chop(2);
    } else if (value.endsWith(QLatin1Char('W'), Qt::CaseInsensitive)) {
        value.chop(1);
    }
    bool ok = false;
    const double number = value.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < 0)
        return std::nullopt;
    const double result = kilowatts ? number * 1000 : number;
    return result <= kMaxReadingWatts ? std::optional<double>(result) : std::nullopt;
}

std::optional<QDateTime> readingTime(const QString& text) {
    for (const char* format :
         {"yyyy/MM/dd HH:mm:ss.zzz", "yyyy/MM/dd HH:mm:ss", "yyyy-MM-dd HH:mm:ss.zzz", "yyyy-MM-dd HH:mm:ss",
          "yyyy-MM-ddTHH:mm:ss", "yyyy-MM-ddTHH:mm:ss.zzz", "MM/dd/yyyy HH:mm:ss", "dd.MM.yyyy HH:mm:ss"}) {
        const QDateTime t = QDateTime::fromString(text, QLatin1String(format));
        if (t.isValid())
            return t;
    }
    const QDateTime iso = QDateTime::fromString(text, Qt::ISODate);
    return iso.isValid() ? std::optional<QDateTime>(iso) : std::nullopt;
}

int readingColumn(const QStringList& header, const QRegularExpression& name) {
    for (qsizetype i = 0; i < header.size(); ++i)
        if (name.match(header[i]).hasMatch())
            return int(i);
    return -1;
}

void noteReadingDate(PowerReadings& readings, const QDateTime& time) {
    if (!readings.date.isValid() || time.date() > readings.date)
        readings.date = time.date();
}

// nvidia-smi --query-gpu=timestamp,index,power.draw,... --format=csv
PowerReadings readNvidiaSmi(const QList<ReadingLine>& lines, qsizetype headerAt) {
    PowerReadings readings;
    readings.source = ReadingSource::NvidiaSmi;
    const QStringList header = readingFields(lines[headerAt].text);
    static const QRegularExpression power(
        QStringLiteral("^power\\.draw(\\.instant|\\.average)?( \\[W\\])?$"));
    static const QRegularExpression time(QStringLiteral("^timestamp$"));
    static const QRegularExpression index(QStringLiteral("^(index|uuid|pci\\.bus_id)$"));
    const int powerColumn = readingColumn(header, power);
    const int timeColumn = readingColumn(header, time);
    const int indexColumn = readingColumn(header, index);
    if (powerColumn < 0)
        throw ReadingError{lines[headerAt].number, Facility::tr("the header names no power.draw column")};
    if (timeColumn < 0)
        throw ReadingError{
            lines[headerAt].number,
            Facility::tr("the header names no timestamp column: query timestamp,index,power.draw")};
    const bool units = header[powerColumn].endsWith(QLatin1String("[W]"));
    for (qsizetype i = headerAt + 1; i < lines.size(); ++i) {
        const ReadingLine& line = lines[i];
        if (line.text.contains(QLatin1String("power.draw"))) // another host's header (pdsh)
            continue;
        const QStringList fields = readingFields(line.text);
        if (fields.size() != header.size())
            throw ReadingError{
                line.number,
                Facility::tr("%1 fields where the header names %2").arg(fields.size()).arg(header.size())};
        const auto t = readingTime(fields[timeColumn]);
        if (!t)
            throw ReadingError{
                line.number,
                Facility::tr("timestamp must be a date and time, got \"%1\"").arg(fields[timeColumn])};
        if (readingNotAvailable(fields[powerColumn])) {
            ++readings.skipped;
            continue;
        }
        const auto w = readingWatts(fields[powerColumn], false);
        if (!w || (units && !fields[powerColumn].contains(QLatin1Char('W'))))
            throw ReadingError{
                line.number,
                Facility::tr("power.draw must be a number in W, got \"%1\"").arg(fields[powerColumn])};
        const QString gpu = indexColumn >= 0 ? fields[indexColumn] : QString::number(0);
        readings.samples.append(
            PowerSample{line.host, QStringLiteral("gpu %1").arg(gpu), t->toSecsSinceEpoch(), *w});
        noteReadingDate(readings, *t);
    }
    return readings;
}

// dcgmi dmon -e 155,...: "#Entity  POWER  GPUTL", a units line "ID  W", rows "GPU 0  67.5  12".
PowerReadings readDcgm(const QList<ReadingLine>& lines, qsizetype headerAt) {
    PowerReadings readings;
    readings.source = ReadingSource::Dcgm;
    QString headerText = lines[headerAt].text.mid(1).trimmed(); // without the '#'
    const QStringList header = headerText.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const int powerColumn = int(header.indexOf(QStringLiteral("POWER"))); // after "Entity"
    if (powerColumn < 1)
        throw ReadingError{lines[headerAt].number,
                           Facility::tr("no POWER column: run dcgmi dmon with field 155 (-e 155,...)")};
    QHash<QString, qint64> lastSample; // host + entity -> the sample it was last seen in
    QHash<QString, qint64> sampleOfHost;
    for (qsizetype i = headerAt + 1; i < lines.size(); ++i) {
        const ReadingLine& line = lines[i];
        if (line.text.startsWith(QLatin1Char('#')) ||
            line.text.startsWith(QLatin1String("ID"), Qt::CaseInsensitive))
            continue; // the header and units line, printed again every so many rows
        const QStringList fields = line.text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        // "GPU 0 v1 v2 ...": the entity takes two fields, the header's "Entity" one.
        if (fields.size() != header.size() + 1)
            throw ReadingError{line.number, Facility::tr("%1 fields where the header names %2 columns")
                                                .arg(fields.size() - 1)
                                                .arg(header.size())};
        const QString entity = fields[0] + QLatin1Char(' ') + fields[1];
        const QString value = fields[powerColumn + 1];
        // A new sample begins where an entity comes again.
        const QString who = line.host + QLatin1Char('\n') + entity;
        qint64& sample = sampleOfHost[line.host];
        if (lastSample.contains(who) && lastSample.value(who) == sample)
            ++sample;
        lastSample.insert(who, sample);
        if (readingNotAvailable(value)) {
            ++readings.skipped;
            continue;
        }
        const auto w = readingWatts(value, false);
        if (!w)
            throw ReadingError{line.number,
                               Facility::tr("POWER must be a number in W, got \"%1\"").arg(value)};
        readings.samples.append(PowerSample{line.host, entity.toLower(), sample, *w});
    }
    return readings;
}

// A PDU's outlet export: a header with an outlet column and a power column (W or kW).
PowerReadings readPdu(const QList<ReadingLine>& lines, qsizetype headerAt) {
    PowerReadings readings;
    readings.source = ReadingSource::Pdu;
    const QStringList header = readingFields(lines[headerAt].text);
    static const QRegularExpression outlet(QStringLiteral("^outlet( ?(number|no\\.?|#|id))?$"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression name(QStringLiteral("^(outlet ?)?(name|label)$"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression power(QStringLiteral("(active )?power|watts?$|\\((k?w)\\)"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression time(QStringLiteral("^(time(stamp)?|date( ?time)?)$"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression pdu(QStringLiteral("^(pdu|device|unit|host ?name)$"),
                                        QRegularExpression::CaseInsensitiveOption);
    const int outletColumn = readingColumn(header, outlet);
    const int nameColumn = readingColumn(header, name);
    const int powerColumn = readingColumn(header, power);
    const int timeColumn = readingColumn(header, time);
    const int pduColumn = readingColumn(header, pdu);
    if (powerColumn < 0)
        throw ReadingError{lines[headerAt].number,
                           Facility::tr("the header names no power column (W or kW)")};
    const bool kilowatts = header[powerColumn].contains(QLatin1String("kw"), Qt::CaseInsensitive);
    qint64 row = 0;
    for (qsizetype i = headerAt + 1; i < lines.size(); ++i) {
        const ReadingLine& line = lines[i];
        const QStringList fields = readingFields(line.text);
        if (fields.size() != header.size())
            throw ReadingError{
                line.number,
                Facility::tr("%1 fields where the header names %2").arg(fields.size()).arg(header.size())};
        qint64 key = row++;
        if (timeColumn >= 0) {
            const auto t = readingTime(fields[timeColumn]);
            if (!t)
                throw ReadingError{line.number, Facility::tr("%1 must be a date and time, got \"%2\"")
                                                    .arg(header[timeColumn], fields[timeColumn])};
            key = t->toSecsSinceEpoch();
            noteReadingDate(readings, *t);
        }
        if (readingNotAvailable(fields[powerColumn])) {
            ++readings.skipped;
            continue;
        }
        const auto w = readingWatts(fields[powerColumn], kilowatts);
        if (!w)
            throw ReadingError{line.number, Facility::tr("%1 must be a number, got \"%2\"")
                                                .arg(header[powerColumn], fields[powerColumn])};
        QString entity = nameColumn >= 0 && !fields[nameColumn].isEmpty() ? fields[nameColumn]
                         : outletColumn >= 0                              ? fields[outletColumn]
                                                                          : QString();
        if (entity.isEmpty())
            throw ReadingError{line.number, Facility::tr("names no outlet")};
        const QString host = pduColumn >= 0 ? fields[pduColumn] : line.host;
        readings.samples.append(PowerSample{host, entity, key, *w});
    }
    return readings;
}

} // namespace

QString readingSourceName(ReadingSource source) {
    switch (source) {
    case ReadingSource::NvidiaSmi:
        return QStringLiteral("nvidia-smi");
    case ReadingSource::Dcgm:
        return QStringLiteral("dcgm");
    case ReadingSource::Pdu:
        return QStringLiteral("pdu");
    }
    return {};
}

std::optional<PowerReadings> parsePowerReadings(const QByteArray& text, const QString& fileName,
                                                QString* error) {
    try {
        const QList<ReadingLine> lines = readingLines(text);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString& t = lines[i].text;
            std::optional<PowerReadings> readings;
            if (t.contains(QLatin1String("power.draw")))
                readings = readNvidiaSmi(lines, i);
            else if (t.startsWith(QLatin1Char('#')) &&
                     t.contains(QLatin1String("Entity"), Qt::CaseInsensitive))
                readings = readDcgm(lines, i);
            else if (t.contains(QLatin1String("outlet"), Qt::CaseInsensitive) && t.contains(QLatin1Char(',')))
                readings = readPdu(lines, i);
            else
                throw ReadingError{lines[i].number,
                                   Facility::tr("not a reading this program knows: expected the header of "
                                                "nvidia-smi --format=csv, of dcgmi dmon or of a PDU's outlet "
                                                "export")};
            readings->fileName = fileName;
            if (readings->samples.isEmpty())
                throw ReadingError{0, Facility::tr("holds no power reading")};
            return readings;
        }
        throw ReadingError{0, Facility::tr("is empty")};
    } catch (const ReadingError& e) {
        if (error)
            *error = e.line > 0 ? Facility::tr("%1: line %2: %3").arg(fileName).arg(e.line).arg(e.reason)
                                : Facility::tr("%1: %2").arg(fileName, e.reason);
        return std::nullopt;
    }
}

std::optional<PowerReadings> loadPowerReadings(const QString& path, QString* error) {
    const QFileInfo info(path);
    const QString name = info.fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Facility::tr("%1: cannot open: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxReadingBytes) {
        if (error)
            *error = Facility::tr("%1: %2 MB, more than the %3 MB a power log is read up to")
                         .arg(name)
                         .arg(file.size() / (1024 * 1024))
                         .arg(kMaxReadingBytes / (1024 * 1024));
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = Facility::tr("%1: cannot read: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    auto readings = parsePowerReadings(text, name, error);
    if (readings && !readings->date.isValid())
        readings->date = info.lastModified().date();
    return readings;
}
