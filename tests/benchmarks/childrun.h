#pragma once

// A command run in a child process as a user runs it, with its wall time and its own peak memory.
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

struct ChildRun {
    double seconds = 0;
    double peakMb = 0;
    int exitCode = -1;
};

// Runs `program` with `arguments`, its output to `outputPath`, and reads its own peak memory with wait4
// (getrusage of all children would give the largest so far, not this one's). Spawned, not forked: a forked
// child's peak starts from this process's memory (QProcess forks).
inline ChildRun runChild(const QString& program, const QStringList& arguments, const QString& outputPath) {
    QList<QByteArray> storage{program.toLocal8Bit()};
    for (const QString& argument : arguments)
        storage.append(argument.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& text : storage)
        argv.push_back(text.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray output = outputPath.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 1, output.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    ChildRun run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return run;
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    run.seconds = timer.nsecsElapsed() / 1e9;
    run.peakMb = usage.ru_maxrss / 1024.0;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    posix_spawn_file_actions_destroy(&actions);
    return run;
}

// The yardstick beside a command: Python's json.load + json.dump of the same design file, in a child
// process as the command runs (Debian's python3: a fixed, well-known cost of reading and writing the file).
inline ChildRun pythonJsonYardstick(const QString& file, const QString& scratchFolder) {
    return runChild(
        QStringLiteral("/usr/bin/python3"),
        {QStringLiteral("-c"),
         QStringLiteral(
             "import json,sys; d=json.load(open(sys.argv[1])); json.dump(d, open(sys.argv[2], 'w'))"),
         file, scratchFolder + QStringLiteral("/python.json")},
        scratchFolder + QStringLiteral("/python.txt"));
}
