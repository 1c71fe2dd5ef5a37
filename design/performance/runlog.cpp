#include "performance/runlog.h"

#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace {

struct LogError {
    QString message;
};

// A number as the logs print it: digits with thousands separators (torchtitan's "6,435"), a decimal point.
std::optional<double> logNumber(QString text) {
    text.remove(QLatin1Char(','));
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && std::isfinite(value) && value >= 0 ? std::optional<double>(value) : std::nullopt;
}

double median(QList<double> values) {
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// The logged intervals without the first (set-up, compilation, warm-up) when there are enough of them.
QList<double> steady(QList<double> values) {
    if (values.size() >= 3)
        values.removeFirst();
    return values;
}

} // namespace

std::optional<RunLog> parseRunLog(const QByteArray& text, const QString& fileName, QString* error) {
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*m"));
    static const QRegularExpression megatron(
        QStringLiteral("elapsed time per iteration \\(ms\\):\\s*([^|\\s]*)"));
    static const QRegularExpression batch(QStringLiteral("global batch size:\\s*([^|\\s]*)"));
    static const QRegularExpression throughput(
        QStringLiteral("throughput per GPU \\(TFLOP/s/GPU\\):\\s*([^|\\s]*)"));
    static const QRegularExpression titanStep(QStringLiteral("\\bstep:\\s*\\d+"));
    static const QRegularExpression tps(QStringLiteral("\\btps:\\s*(\\S*)"));
    static const QRegularExpression mfu(QStringLiteral("\\bmfu:\\s*([^%\\s]*)%"));
    static const QRegularExpression tflops(QStringLiteral("\\btflops:\\s*(\\S*)"));
    static const QRegularExpression date(QStringLiteral("(\\d{4}-\\d{2}-\\d{2})[ T]\\d{2}:\\d{2}"));
    QList<double> stepsMs, tokens, mfus, tflopsValues, batches;
    QDate lastDate;
    try {
        const QList<QByteArray> lines = text.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString line = QString::fromUtf8(lines[i]).remove(ansi);
            const auto field = [&](const QRegularExpressionMatch& match, const char* what) {
                const std::optional<double> value = logNumber(match.captured(1));
                if (!value)
                    throw LogError{QCoreApplication::translate("Workload", "%1:%2: %3 \"%4\" is not a number")
                                       .arg(fileName)
                                       .arg(i + 1)
                                       .arg(QString::fromLatin1(what), match.captured(1).left(40))};
                return *value;
            };
            const QRegularExpressionMatch step = megatron.match(line);
            const QRegularExpressionMatch titan = tps.match(line);
            if (step.hasMatch()) {
                stepsMs << field(step, "elapsed time per iteration (ms):");
                if (const QRegularExpressionMatch b = batch.match(line); b.hasMatch())
                    batches << field(b, "global batch size:");
                if (const QRegularExpressionMatch t = throughput.match(line); t.hasMatch())
                    tflopsValues << field(t, "throughput per GPU (TFLOP/s/GPU):");
            } else if (titan.hasMatch() && titanStep.match(line).hasMatch()) {
                tokens << field(titan, "tps:");
                if (const QRegularExpressionMatch m = mfu.match(line); m.hasMatch())
                    mfus << field(m, "mfu:") / 100;
                if (const QRegularExpressionMatch t = tflops.match(line); t.hasMatch())
                    tflopsValues << field(t, "tflops:");
            } else {
                continue;
            }
            if (const QRegularExpressionMatch d = date.match(line); d.hasMatch()) {
                const QDate parsed = QDate::fromString(d.captured(1), Qt::ISODate);
                if (parsed.isValid())
                    lastDate = parsed;
            }
        }
    } catch (const LogError& e) {
        *error = e.message;
        return std::nullopt;
    }
    RunLog log;
    log.date = lastDate;
    if (!stepsMs.isEmpty()) {
        log.kind = RunLog::Kind::Megatron;
        const QList<double> used = steady(stepsMs);
        log.stepTimeS = median(used) / 1000;
        log.samples = int(used.size());
        if (!batches.isEmpty())
            log.globalBatch = int(std::lround(median(batches)));
    } else if (!tokens.isEmpty()) {
        log.kind = RunLog::Kind::TorchTitan;
        const QList<double> used = steady(tokens);
        log.tokensPerSPerGpu = median(used);
        log.samples = int(used.size());
        if (!mfus.isEmpty())
            log.mfu = median(steady(mfus));
    } else {
        *error = QCoreApplication::translate(
                     "Workload", "%1: no Megatron-LM (\"elapsed time per iteration (ms):\") or torchtitan "
                                 "(\"step: ... tps: ...\") line to read the run's speed from")
                     .arg(fileName);
        return std::nullopt;
    }
    if (!tflopsValues.isEmpty())
        log.tflopsPerGpu = median(steady(tflopsValues));
    if (log.stepTimeS <= 0 && log.tokensPerSPerGpu <= 0) {
        *error = QCoreApplication::translate("Workload", "%1: the logged speed is zero").arg(fileName);
        return std::nullopt;
    }
    return log;
}

std::optional<RunLog> readRunLog(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("Workload", "%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > 512 * 1024 * 1024) {
        *error =
            QCoreApplication::translate("Workload", "%1: larger than 512 MB: not a training log").arg(path);
        return std::nullopt;
    }
    return parseRunLog(file.readAll(), path, error);
}
