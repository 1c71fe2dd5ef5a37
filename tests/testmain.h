#pragma once

// A layer's tests are one program (tests/CMakeLists.txt): each test file ends with CW_TEST_MAIN(Class) or
// CW_TEST_GUILESS_MAIN(Class) where a Qt test has QTEST_MAIN / QTEST_GUILESS_MAIN, and `PROGRAM NAME
// [Qt Test options]` runs the test of NAME.cpp as that file's own program would. One program per layer
// compiles its main, runs moc and links once instead of once per test (a quarter of a clean build).
#include <QStringList>
#include <QTest>

namespace TestRegistry {

using Run = int (*)(int argc, char** argv);

// Registers the test of `sourceFile` (its __FILE__); called before main by the macros below.
bool add(const char* sourceFile, Run run);

// The arguments that run the current test in a child process of this program (a test that starts
// itself): its name, then `arguments` for Qt Test.
QStringList childArguments(const QStringList& arguments);

} // namespace TestRegistry

// As Qt's QTEST_MAIN_WRAPPER (qtest.h), in a function the program's main calls by name.
#define CW_TEST_REGISTER(TestObject, ...)                                                                    \
    namespace {                                                                                              \
    int cwRun##TestObject(int argc, char* argv[]) {                                                          \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                   \
        __VA_ARGS__                                                                                          \
        TestObject tc;                                                                                       \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        return QTest::qExec(&tc, argc, argv);                                                                \
    }                                                                                                        \
    const bool cwRegistered##TestObject = TestRegistry::add(__FILE__, cwRun##TestObject);                    \
    }

// With the application a Qt test of this layer gets (QApplication where widgets are linked).
#define CW_TEST_MAIN(TestObject) CW_TEST_REGISTER(TestObject, QTEST_MAIN_SETUP())
// With a QCoreApplication.
#define CW_TEST_GUILESS_MAIN(TestObject) CW_TEST_REGISTER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
