#pragma once

#include <QDate>
#include <QString>
#include <optional>

// A training run's measured speed read from its log (docs/workload.md "Calibrate to your run"):
// - Megatron-LM and NeMo (Megatron-Core's training loop): " iteration  120/ 5000 | ... | elapsed time per
//   iteration (ms): 1234.5 | ... | global batch size:  1024 | ..." (megatron/training/training.py,
//   training_log), optionally "throughput per GPU (TFLOP/s/GPU): 412.3";
// - torchtitan: "step: 10  loss: 9.1  ...  tps: 6,435  tflops: 376.94  mfu: 38.11%" (torchtitan
//   components/metrics.py, MetricsProcessor.log), tokens per second per GPU.
// The first iterations (warm-up, compilation) are left out: the median of the rest is the run's speed.
struct RunLog {
    enum class Kind { Megatron, TorchTitan };
    Kind kind = Kind::Megatron;
    double stepTimeS = 0;        // Megatron: elapsed time per iteration
    double tokensPerSPerGpu = 0; // torchtitan: tps
    double mfu = 0;              // torchtitan: mfu (0-1), when logged
    double tflopsPerGpu = 0;     // as the log reports it
    int globalBatch = 0;         // Megatron: global batch size, when logged
    int samples = 0;             // log lines the median is taken over
    QDate date;                  // of the last line read (its timestamp), invalid when none
};

// `text` is the log's content, `fileName` names it in errors: "train.log:57: elapsed time per iteration
// (ms): \"abc\" is not a number". A log with no Megatron or torchtitan step line is an error too.
std::optional<RunLog> parseRunLog(const QByteArray& text, const QString& fileName, QString* error);
std::optional<RunLog> readRunLog(const QString& path, QString* error);
