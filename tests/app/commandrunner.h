#pragma once

// Runs the built cluster-workbench executable as a user would, with its catalog database in a test's
// temporary folder, and collects what it printed.
#include <QProcess>
#include <QStringList>

struct CommandResult {
    int exitCode; // -1: crashed or did not finish
    QByteArray out;
    QByteArray err;
};

inline CommandResult runWorkbench(const QString& catalogPath, const QStringList& arguments) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalogPath);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CW_EXECUTABLE), arguments);
    const bool finished = process.waitForFinished(120000);
    return {finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}
