// JsonWriter must write what nlohmann's dump(2) writes for the same document (check --json used dump(2)
// before it was streamed), and in its compact layout what dump() writes: nlohmann is the reference here.
#include "jsonwriter.h"
#include "testmain.h"

#include <nlohmann/json.hpp>

#include <QTest>

// Empty containers, nesting, every escape, non-ASCII text, and numbers nlohmann formats specially.
const char* const kDocument =
    "{\"empty object\": {}, \"empty array\": [], \"nested\": [[1, [2, {}]], {\"a\": [[]]}],"
    " \"text\": \"quote \\\" backslash \\\\ tab \\t newline \\n bell \\u0007 del \\u007f \u4e2d\u6587\","
    " \"numbers\": [0, -0.0, 1.0, 0.1, 16753.83, 20000.0, 1e-5, 123456789012345678, -42, 1e300,"
    " 2.5e-300, 0.30000000000000004, 9007199254740993.0], \"flags\": [true, false],"
    " \"key \\\" with a quote\": 1, \"tab\\tkey\": 2, \"\u4e2d\u6587\": 3}";

// Keys and strings past the writer's short-text buffers, and keys indented past them.
std::string longAndDeepDocument() {
    const std::string longText(300, 'x');
    std::string text = "{\"" + longText + "\": \"" + longText + "\", \"deep\": ";
    for (int level = 0; level < 60; ++level)
        text += "{\"k" + std::to_string(level) + "\": ";
    text += "\"" + longText + "\\\"\"";
    text += std::string(60, '}');
    return text + "}";
}

class TestJsonWriter : public QObject {
    Q_OBJECT

    static void write(JsonWriter& w, const nlohmann::ordered_json& v) {
        if (v.is_object()) {
            w.beginObject();
            for (const auto& [key, value] : v.items()) {
                w.key(key);
                write(w, value);
            }
            w.endObject();
        } else if (v.is_array()) {
            w.beginArray();
            for (const auto& value : v)
                write(w, value);
            w.endArray();
        } else if (v.is_string()) {
            w.value(v.get<std::string>());
        } else if (v.is_boolean()) {
            w.value(v.get<bool>());
        } else if (v.is_number_integer()) {
            w.value(v.get<std::int64_t>());
        } else {
            w.value(v.get<double>());
        }
    }

private slots:
    void matchesNlohmannDump_data() {
        QTest::addColumn<bool>("compact");
        QTest::addColumn<int>("indent"); // nlohmann's dump(indent); -1: compact
        QTest::newRow("indented") << false << 2;
        QTest::newRow("compact") << true << -1;
    }
    void matchesNlohmannDump() {
        QFETCH(bool, compact);
        QFETCH(int, indent);
        const auto layout = compact ? JsonWriter::Layout::Compact : JsonWriter::Layout::Indented;
        for (const std::string& source : {std::string(kDocument), longAndDeepDocument()}) {
            const auto document = nlohmann::ordered_json::parse(source);
            std::string text;
            JsonWriter w(text, layout);
            write(w, document);
            QCOMPARE(QByteArray::fromStdString(text), QByteArray::fromStdString(document.dump(indent)));
        }
    }

    // A QString is written as its UTF-8 would be: ASCII ones take a shortcut, the others do not.
    void qstringAsItsUtf8() {
        const QString longAscii = QString(200, QLatin1Char('x')); // past the shortcut's buffer
        for (const QString& text :
             {QString(), QStringLiteral("SXM4 (switch 0) 1"),
              QStringLiteral("tab\t quote\" back\\ bell\u0007"), QStringLiteral("\u4e2d\u6587 GPU"),
              longAscii, longAscii + QChar(0x00e9)}) {
            std::string fromQString, fromUtf8;
            JsonWriter(fromQString).value(text);
            JsonWriter(fromUtf8).value(std::string_view(text.toStdString()));
            QCOMPARE(QByteArray::fromStdString(fromQString), QByteArray::fromStdString(fromUtf8));
            QCOMPARE(QString::fromStdString(nlohmann::json::parse(fromQString).get<std::string>()), text);
        }
    }

    // Elements written by a resumed writer continue the array of the first one, in its layout.
    void resumedWriterContinuesAnArray_data() { matchesNlohmannDump_data(); }
    void resumedWriterContinuesAnArray() {
        QFETCH(bool, compact);
        QFETCH(int, indent);
        const auto layout = compact ? JsonWriter::Layout::Compact : JsonWriter::Layout::Indented;
        std::string head, tail;
        JsonWriter first(head, layout);
        first.beginObject();
        first.key("items");
        first.beginArray();
        first.value(1);
        JsonWriter second(tail, 2, 1, first.layout());
        second.value(2);
        second.value(3);
        first.elementsWrittenElsewhere(2);
        head += tail;
        first.endArray();
        first.endObject();
        QCOMPARE(
            QByteArray::fromStdString(head),
            QByteArray::fromStdString(nlohmann::ordered_json::parse("{\"items\": [1, 2, 3]}").dump(indent)));
    }
};

CW_TEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
