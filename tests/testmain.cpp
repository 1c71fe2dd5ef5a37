// The main of each layer's test program (tests/testmain.h): runs the test named by its first argument.
#include "testmain.h"

#include <QFileInfo>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

std::map<std::string, TestRegistry::Run>& tests() {
    static std::map<std::string, TestRegistry::Run> registered; // made at first use, before main
    return registered;
}

QString& currentTest() {
    static QString name;
    return name;
}

} // namespace

bool TestRegistry::add(const char* sourceFile, Run run) {
    tests()[QFileInfo(QString::fromUtf8(sourceFile)).completeBaseName().toStdString()] = run;
    return true;
}

QStringList TestRegistry::childArguments(const QStringList& arguments) {
    return QStringList{currentTest()} + arguments;
}

int main(int argc, char** argv) {
    const auto test = argc >= 2 ? tests().find(argv[1]) : tests().end();
    if (test == tests().end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options]\n%s%s\ntests in this program:\n", argv[0],
                     argc >= 2 ? "no test named " : "", argc >= 2 ? argv[1] : "");
        for (const auto& [name, run] : tests())
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    currentTest() = QString::fromStdString(test->first);
    // Qt Test sees the program and the options, as in a program of its own.
    std::vector<char*> arguments{argv[0]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    return test->second(argc - 1, arguments.data());
}
