#pragma once

#include <QString>

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// Writes JSON text straight into a string, laid out exactly as nlohmann's dump(2) lays it out (Indented) or
// as its dump() does (Compact: no spaces or line breaks), without building a tree first. For outputs too big
// to hold as a tree (check --json on 20,000 devices builds ~2 million values). Numbers are formatted by
// nlohmann's own routine, so the two never differ.
class JsonWriter {
public:
    enum class Layout { Indented, Compact };

    explicit JsonWriter(std::string& out, Layout layout = Layout::Indented) : mOut(out), mLayout(layout) {}
    // A writer that carries on inside an array `depth` levels down, after `elementsBefore` elements
    // written elsewhere: lets several threads write the elements of one big array.
    JsonWriter(std::string& out, int depth, int elementsBefore, Layout layout = Layout::Indented);

    Layout layout() const { return mLayout; }

    // Records `count` elements of the open array written by other writers.
    void elementsWrittenElsewhere(int count) { mLevels.back().count += count; }

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The next value's key, inside an object.
    void key(std::string_view name);

    void value(std::string_view text);
    void value(const QString& text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(double number);
    void value(bool flag);
    void value(std::nullptr_t); // null: a figure not known
    template <std::integral T>
    requires(!std::same_as<T, bool>) void value(T number) { integer(std::int64_t(number)); }

    template <typename T> void field(std::string_view name, const T& v) {
        key(name);
        value(v);
    }

private:
    struct Level {
        bool array;
        int count;
    };
    void integer(std::int64_t number);
    void string(std::string_view text);
    // Whether `text` has a character JSON escapes (a quote, a backslash, a control character).
    static bool needsEscape(std::string_view text);
    static constexpr auto kEscaped = [] {
        std::array<bool, 256> escaped{};
        for (int c = 0; c < 0x20; ++c)
            escaped[c] = true;
        escaped['"'] = escaped['\\'] = true;
        return escaped;
    }();
    void beforeValue();
    void newline(std::size_t depth);
    void close(char bracket);

    std::string& mOut;
    Layout mLayout;
    std::vector<Level> mLevels;
    bool mAfterKey = false;
};
