#include "file/jsondocument.h"

#include "jsontext.h"

#include <QCoreApplication>

namespace {

// simdjson refuses a few texts nlohmann reads (integers past 64 bits): said in words, without a place.
QString simdjsonReason(simdjson::error_code code) {
    switch (code) {
    case simdjson::MEMALLOC:
        return QCoreApplication::translate("JsonText", "cannot be read (out of memory)");
    case simdjson::NUMBER_ERROR:
        return QCoreApplication::translate("JsonText", "a number is out of range (more than 64 bits)");
    default:
        return QCoreApplication::translate("JsonText", "not valid JSON (%1)")
            .arg(QString::fromUtf8(simdjson::error_message(code)));
    }
}

// One small document holding both, parsed once.
struct EmptyContainers {
    simdjson::dom::parser parser;
    JsonArray array;
    JsonObject object;
    EmptyContainers() {
        const JsonArray both =
            parser.parse(simdjson::padded_string(std::string_view("[[], {}]"))).get_array();
        array = both.at(0).get_array();
        object = both.at(1).get_object();
    }
};

const EmptyContainers& emptyContainers() {
    static const EmptyContainers containers;
    return containers;
}

} // namespace

std::unique_ptr<JsonDocument> JsonDocument::parse(const QByteArray& text, QString* error) {
    auto document = std::make_unique<JsonDocument>();
    const char* data = text.constData();
    std::size_t size = std::size_t(text.size());
    if (text.startsWith("\xEF\xBB\xBF")) { // nlohmann skips a byte order mark; simdjson does not
        data += 3;
        size -= 3;
    }
    // simdjson reads up to SIMDJSON_PADDING bytes past the end: DesignFile::load leaves them in the buffer;
    // other texts are copied.
    const bool padded = std::size_t(text.capacity() - text.size()) >= simdjson::SIMDJSON_PADDING;
    simdjson::error_code code = document->mParser.allocate(size, std::size_t(kMaxJsonDepth));
    if (!code)
        code = document->mParser.parse(data, size, !padded).get(document->mRoot);
    if (!code)
        return document;
    document.reset(); // its memory before the second reading
    // Where and why, as every JSON text of the program says it; simdjson only gives a code.
    QString located;
    if (code == simdjson::MEMALLOC || parseJsonText(text, &located))
        located = simdjsonReason(code);
    if (error)
        *error = located;
    return nullptr;
}

QByteArray JsonDocument::readText(QFile& file) {
    const qint64 size = file.size();
    if (file.isSequential() || size <= 0)
        return file.readAll();
    QByteArray text;
    text.reserve(qsizetype(size) + qsizetype(simdjson::SIMDJSON_PADDING));
    text.resize(qsizetype(size));
    const qint64 got = file.read(text.data(), size);
    text.resize(qsizetype(std::max<qint64>(got, 0)));
    if (got == size)
        text += file.readAll(); // grown since: the rest too (nothing, as a rule)
    return text;
}

JsonObject emptyJsonObject() {
    return emptyContainers().object;
}

JsonArray emptyJsonArray() {
    return emptyContainers().array;
}

nlohmann::json toNlohmannJson(const JsonValue& value) {
    using simdjson::dom::element_type;
    switch (value.type()) {
    case element_type::OBJECT: {
        nlohmann::json object = nlohmann::json::object();
        for (const auto field : JsonObject(value)) // a repeated key: the last one, as nlohmann's parser
            object[std::string(field.key)] = toNlohmannJson(field.value);
        return object;
    }
    case element_type::ARRAY: {
        nlohmann::json array = nlohmann::json::array();
        for (const JsonValue element : JsonArray(value))
            array.push_back(toNlohmannJson(element));
        return array;
    }
    case element_type::STRING:
        return std::string(std::string_view(value));
    case element_type::INT64:
        return std::int64_t(value);
    case element_type::UINT64:
        return std::uint64_t(value);
    case element_type::DOUBLE:
        return double(value);
    case element_type::BOOL:
        return bool(value);
    case element_type::NULL_VALUE:
        break;
    }
    return nullptr;
}

QString shownJsonValue(const JsonValue& value) {
    // Containers are named by kind: a stand-in of the same kind and emptiness, not the whole copy.
    if (value.is_object())
        return shownJsonValue(JsonObject(value).size() == 0 ? nlohmann::json::object()
                                                            : nlohmann::json::object({{"", nullptr}}));
    if (value.is_array())
        return shownJsonValue(JsonArray(value).size() == 0 ? nlohmann::json::array()
                                                           : nlohmann::json::array({nullptr}));
    return shownJsonValue(toNlohmannJson(value));
}
