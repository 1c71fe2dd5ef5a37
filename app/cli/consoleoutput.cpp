#include "cli/consoleoutput.h"

#include <cstdio>
#include <unistd.h>

void printOut(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, bytes.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void printError(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, bytes.size(), stderr);
    std::fputc('\n', stderr);
    std::fflush(stderr);
}

JsonWriter::Layout stdoutJsonLayout() {
    return isatty(fileno(stdout)) ? JsonWriter::Layout::Indented : JsonWriter::Layout::Compact;
}
