#pragma once

// Runs the built cluster-workbench executable as a user would, with its catalog database in a test's
// temporary folder, and collects what it printed.
#include <QProcess>
#include <QStringList>
#include <csignal>
#include <sys/resource.h>

struct CommandResult {
    int exitCode; // -1: crashed or did not finish
    QByteArray out;
    QByteArray err;
};

// `fileSizeLimit` > 0: files the command writes cannot grow past that many bytes (writes beyond fail as
// on a full disk), for any user.
inline CommandResult runWorkbench(const QString& catalogPath, const QStringList& arguments,
                                  rlim_t fileSizeLimit = 0) {
    QProcess process;
    if (fileSizeLimit > 0)
        process.setChildProcessModifier([fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{};
            getrlimit(RLIMIT_FSIZE, &limit);
            limit.rlim_cur = fileSizeLimit;
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalogPath);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CW_EXECUTABLE), arguments);
    const bool finished = process.waitForFinished(120000);
    return {finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

// Runs a command that the system kills (SIGXFSZ, without a core dump) at its first write past
// `killAtBytes` in any file: a writer dying at a known point of its output, as under kill -9. exitCode is
// -1 when it was killed.
inline CommandResult runWorkbenchKilledAt(const QString& catalogPath, const QStringList& arguments,
                                          rlim_t killAtBytes) {
    QProcess process;
    process.setChildProcessModifier([killAtBytes] {
        std::signal(SIGXFSZ, SIG_DFL);
        rlimit none{0, 0};
        setrlimit(RLIMIT_CORE, &none);
        rlimit limit{};
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = killAtBytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalogPath);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CW_EXECUTABLE), arguments);
    const bool finished = process.waitForFinished(120000);
    return {finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}
