// The `plan` command run as a user would: the source material's question ("can 16 nodes of 4 GPUs train a
// 7 B model with ZeRO-2, and how long for 1 T tokens"), the JSON keys the issue names, inference, the
// config.json route and bad input (exit 2).
#include "app/commandrunner.h"
#include "file/designfile.h"
#include "testmain.h"
#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using json = nlohmann::json;

class TestPlanCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    PartIndex mParts;

    CommandResult run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")), arguments);
    }

    // The Kubernetes example's 4-GPU worker (2U, 4 x A100 PCIe 80GB) sixteen times, four to a rack.
    QString sixteenNodes() {
        const Design example = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        Device worker;
        for (const Rack& rack : example.racks)
            for (const Device& device : rack.devices)
                if (device.id == QLatin1String("w01"))
                    worker = device;
        Design design;
        design.name = QStringLiteral("16 x 4 GPUs");
        design.settings = example.settings;
        for (int r = 0; r < 4; ++r) {
            Rack rack;
            rack.id = QStringLiteral("R%1").arg(r + 1);
            rack.partId = example.racks.first().partId;
            rack.position = r;
            for (int k = 0; k < 4; ++k) {
                Device node = worker;
                node.id = QStringLiteral("w%1").arg(r * 4 + k + 1, 2, 10, QLatin1Char('0'));
                node.u = 1 + 2 * k;
                rack.devices.append(node);
            }
            design.racks.append(rack);
        }
        const QString path = mDir.filePath(QStringLiteral("sixteen.json"));
        QString error;
        if (!DesignFile::save(design, path, &error))
            qFatal("%s", qPrintable(error));
        return path;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // 16 x 4 A100 PCIe 80GB, Llama 2 7B (6.74 B), ZeRO-2 over the 64 GPUs, 1 T tokens. By hand (ZeRO,
    // Rajbhandari et al. 2020): weights 2P = 13.48 GB, gradients 2P/64, optimizer 12P/64 per GPU; selective
    // recomputation Korthikanti et al. 2022's 34 s b h bytes a layer for a GPT, for Llama 2 7B (no dropout,
    // a SwiGLU MLP of 11,008) 8 + 8 + 6 x 11008 / 4096 = 32.125: 32.125 x 4096 x 4096 x 32 = 17.25 GB.
    // Time with a typed MFU (--mfu 0.4): the FLOPs at 64 x 312 TFLOPS x 0.4; at least the 6PT figure
    // (6 x 6.74e9 x 1e12 = 4.04e22).
    void sixteenNodesTrainASevenBModel() {
        const CommandResult r = run(
            {QStringLiteral("plan"), sixteenNodes(), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
             QStringLiteral("--zero"), QStringLiteral("2"), QStringLiteral("--tokens"), QStringLiteral("1T"),
             QStringLiteral("--mfu"), QStringLiteral("0.4"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const json plan = json::parse(r.out.toStdString());
        QCOMPARE(plan.at("gpus").get<int>(), 64);
        QCOMPARE(plan.at("gpu_part").get<std::string>(), "nvidia-a100-pcie-80gb");
        QCOMPARE(plan.at("layout").at("dp").get<int>(), 64);
        const double p = plan.at("model").at("parameters").get<double>();
        QVERIFY(std::abs(p - 6.74e9) < 0.01e9);
        const json& memory = plan.at("memory");
        QVERIFY(std::abs(memory.at("parameters_gb").get<double>() - 2 * p / 1e9) < 0.001);
        QVERIFY(std::abs(memory.at("gradients_gb").get<double>() - 2 * p / 64 / 1e9) < 0.001);
        QVERIFY(std::abs(memory.at("optimizer_gb").get<double>() - 12 * p / 64 / 1e9) < 0.001);
        QVERIFY(std::abs(memory.at("activations_gb").get<double>() - 32.125 * 4096 * 4096 * 32 / 1e9) <
                0.001);
        QVERIFY(plan.at("fit").at("fits").get<bool>());
        const json& compute = plan.at("compute");
        const double flops = compute.at("total_flops").get<double>();
        QVERIFY(flops > 6 * p * 1e12 && flops < 1.3 * 6 * p * 1e12);
        const double days = flops / (64 * 312e12 * 0.4) / 86400;
        QVERIFY(std::abs(compute.at("days").get<double>() - days) < 0.01);
        QVERIFY(std::abs(compute.at("gpu_hours").get<double>() - days * 24 * 64) < 1);
        QVERIFY(compute.at("energy_kwh").get<double>() > 0);
        for (const char* key : {"parameters_gb", "gradients_gb", "optimizer_gb", "activations_gb",
                                "kv_cache_gb", "kv_cache_per_token_bytes", "total_gb"})
            QVERIFY2(memory.contains(key), key);
        QVERIFY(plan.at("fits").is_array() && !plan.at("fits").empty());

        // The same question in words, in Chinese.
        const CommandResult zh = run({QStringLiteral("plan"), sixteenNodes(), QStringLiteral("--model"),
                                      QStringLiteral("llama-2-7b"), QStringLiteral("--zero"),
                                      QStringLiteral("2"), QStringLiteral("--tokens"), QStringLiteral("1T"),
                                      QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(zh.exitCode, 0);
        QVERIFY2(QString::fromUtf8(zh.out).contains(QStringLiteral("天")), zh.out.constData());
    }

    // The predicted speed (issue #29): GPT-3 175B on 1,024 A100 SXM 80GB as Narayanan et al. 2021 ran it
    // (TP 8, PP 8, interleaved 2, micro batch 2, global batch 1,536, sequence 2,048, full recomputation).
    // The step's parts add up to the step; tokens/s is the batch's tokens over the step; the time to train
    // is the tokens over tokens/s. A 2:1 oversubscribed fabric of 100 Gb/s a GPU is slower, in the
    // data-parallel part. Without --mfu the plan no longer uses 0.4.
    void predictedTrainingSpeed() {
        const QStringList base = {QStringLiteral("plan"),
                                  QStringLiteral("--model"),
                                  QStringLiteral("gpt-3-175b"),
                                  QStringLiteral("--gpu"),
                                  QStringLiteral("nvidia-a100-sxm4-80gb"),
                                  QStringLiteral("--gpus"),
                                  QStringLiteral("1024"),
                                  QStringLiteral("--tp"),
                                  QStringLiteral("8"),
                                  QStringLiteral("--pp"),
                                  QStringLiteral("8"),
                                  QStringLiteral("--vp"),
                                  QStringLiteral("2"),
                                  QStringLiteral("--micro-batch"),
                                  QStringLiteral("2"),
                                  QStringLiteral("--global-batch"),
                                  QStringLiteral("1536"),
                                  QStringLiteral("--seq"),
                                  QStringLiteral("2048"),
                                  QStringLiteral("--recompute"),
                                  QStringLiteral("full"),
                                  QStringLiteral("--zero"),
                                  QStringLiteral("1"),
                                  QStringLiteral("--tokens"),
                                  QStringLiteral("300B"),
                                  QStringLiteral("--json")};
        CommandResult r = run(base);
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const json plan = json::parse(r.out.toStdString());
        const json& perf = plan.at("performance");
        const json& b = perf.at("breakdown");
        double sum = 0;
        for (const char* key : {"compute_s", "tp_comm_s", "pp_bubble_s", "pp_comm_s", "dp_comm_s",
                                "cp_comm_s", "ep_comm_s", "optimizer_s"})
            sum += b.at(key).get<double>();
        const double step = perf.at("step_time_s").get<double>();
        QVERIFY(std::abs(sum - step) < 1e-3);
        QVERIFY(b.at("pp_bubble_s").get<double>() > 0 && b.at("tp_comm_s").get<double>() > 0);
        QVERIFY(std::abs(perf.at("tokens_per_s").get<double>() - 1536 * 2048 / step) < 1);
        for (const char* key : {"tflops_per_gpu", "mfu", "hfu"})
            QVERIFY2(perf.contains(key), key);
        QVERIFY(perf.at("hfu").get<double>() > perf.at("mfu").get<double>());
        QCOMPARE(plan.at("layout").at("vp").get<int>(), 2);
        QCOMPARE(plan.at("layout").at("dp").get<int>(), 16);
        QCOMPARE(plan.at("global_batch").get<int>(), 1536);
        const double days = 300e9 / perf.at("tokens_per_s").get<double>() / 86400;
        QVERIFY(std::abs(plan.at("compute").at("days").get<double>() - days) < 0.02);

        QStringList slow = base;
        slow << QStringLiteral("--nic-gbps") << QStringLiteral("100") << QStringLiteral("--oversubscription")
             << QStringLiteral("2");
        r = run(slow);
        const json slower = json::parse(r.out.toStdString()).at("performance");
        QVERIFY(slower.at("step_time_s").get<double>() > step);
        QVERIFY(slower.at("breakdown").at("dp_comm_s").get<double>() > b.at("dp_comm_s").get<double>());
        QCOMPARE(slower.at("hardware").at("oversubscription").get<double>(), 2.0);

        // Inference: the roofline per replica.
        r = run({QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--inference"), QStringLiteral("--gpus"), QStringLiteral("4"),
                 QStringLiteral("--gpu"), QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("--batch"),
                 QStringLiteral("8"), QStringLiteral("--context"), QStringLiteral("4096"),
                 QStringLiteral("--json")});
        const json serving = json::parse(r.out.toStdString()).at("performance");
        QVERIFY(serving.at("time_to_first_token_s").get<double>() > 0);
        QVERIFY(serving.at("prefill_tokens_per_s").get<double>() >
                serving.at("decode_tokens_per_s").get<double>());
    }

    // ZeRO's Figure 1 from the command line: 7.5 B, data parallel 64, stage 3: 1.9 GB; without ZeRO the
    // 120 GB do not fit an 80 GB GPU (exit 1).
    void zeroFromTheCommandLine() {
        CommandResult r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7.5B"),
                               QStringLiteral("--dp"), QStringLiteral("64"), QStringLiteral("--zero"),
                               QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        json plan = json::parse(r.out.toStdString());
        QVERIFY(std::abs(plan.at("memory").at("total_gb").get<double>() - 1.875) < 0.001);
        QVERIFY(!plan.at("memory").at("activations_known").get<bool>());
        r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7.5B"),
                 QStringLiteral("--dp"), QStringLiteral("64"), QStringLiteral("--gpu"),
                 QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        plan = json::parse(r.out.toStdString());
        QVERIFY(std::abs(plan.at("memory").at("total_gb").get<double>() - 120) < 0.001);
        QVERIFY(!plan.at("fit").at("fits").get<bool>());
    }

    // Zero is a number: ZeRO stage 0 is plain data parallelism (Rajbhandari et al. 2020, Figure 1: 7.5 B
    // with mixed-precision Adam, 16 bytes a parameter, 120 GB per GPU), and a reserve of 0 keeps no memory
    // free (an 80 GB H100 then has 80 - 1.875 GB of headroom at stage 3).
    void zeroIsANumber() {
        CommandResult r =
            run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7.5B"),
                 QStringLiteral("--dp"), QStringLiteral("64"), QStringLiteral("--zero"), QStringLiteral("0"),
                 QStringLiteral("--gpu"), QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1); // accepted; 120 GB do not fit an 80 GB GPU
        json plan = json::parse(r.out.toStdString());
        QCOMPARE(plan.at("layout").at("zero").get<int>(), 0);
        QVERIFY(std::abs(plan.at("memory").at("total_gb").get<double>() - 120) < 0.001);
        r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7.5B"),
                 QStringLiteral("--dp"), QStringLiteral("64"), QStringLiteral("--zero"), QStringLiteral("3"),
                 QStringLiteral("--gpu"), QStringLiteral("nvidia-h100-sxm5-80gb"),
                 QStringLiteral("--reserve"), QStringLiteral("0"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        plan = json::parse(r.out.toStdString());
        QVERIFY2(std::abs(plan.at("fit").at("headroom_gb").get<double>() - (80 - 1.875)) < 0.001,
                 r.out.constData());
        // Below the range is still refused, with the range.
        r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7B"),
                 QStringLiteral("--reserve"), QStringLiteral("0.95")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--reserve 0.95: expected a number from 0 to 0.9"), r.err.constData());
    }

    // Inference of Llama 3.1 70B on 2 x H100 80GB at 4,096 tokens: the KV cache of 320 KiB a token, the
    // largest batch (by hand in tst_workload: 2), and upper bounds on speed.
    void inference() {
        const CommandResult r =
            run({QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--inference"), QStringLiteral("--gpus"), QStringLiteral("2"),
                 QStringLiteral("--gpu"), QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("--batch"),
                 QStringLiteral("2"), QStringLiteral("--context"), QStringLiteral("4096"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const json plan = json::parse(r.out.toStdString());
        QCOMPARE(plan.at("memory").at("kv_cache_per_token_bytes").get<double>(), 327680.0);
        QVERIFY(std::abs(plan.at("memory").at("kv_cache_gb").get<double>() - 327680.0 * 4096 * 2 / 2 / 1e9) <
                0.001);
        QCOMPARE(plan.at("inference").at("max_batch").get<int>(), 2);
        QVERIFY(plan.at("inference").at("upper_bounds").get<bool>());
        QVERIFY(plan.at("inference").at("decode_tokens_per_s").get<double>() > 0);
    }

    // A design's own workload is what `plan DESIGN` answers; options change it. The Kubernetes example
    // serves Qwen2.5 7B on each of its 32 GPUs (batch 32, 8,192 tokens): 32 copies.
    void aDesignsWorkload() {
        const QString example = QStringLiteral(CW_SOURCE_DIR "/resources/examples/k8s-32gpu-cluster.json");
        CommandResult r = run({QStringLiteral("plan"), example, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        json plan = json::parse(r.out.toStdString());
        QCOMPARE(plan.at("mode").get<std::string>(), "inference");
        QCOMPARE(plan.at("model").at("id").get<std::string>(), "qwen2.5-7b");
        QCOMPARE(plan.at("inference").at("replicas").get<int>(), 32);
        QCOMPARE(plan.at("batch").get<int>(), 32);
        // 2 x 28 layers x 4 KV heads x 128 x 2 bytes = 57,344 bytes a token.
        QCOMPARE(plan.at("memory").at("kv_cache_per_token_bytes").get<double>(), 57344.0);
        r = run({QStringLiteral("plan"), example, QStringLiteral("--batch"), QStringLiteral("64"),
                 QStringLiteral("--json")});
        plan = json::parse(r.out.toStdString());
        QCOMPARE(plan.at("batch").get<int>(), 64);
        QCOMPARE(plan.at("context").get<int>(), 8192);
        // Without a workload the model must be given.
        r = run({QStringLiteral("plan"),
                 QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("give the model"));
    }

    // A config.json file; then bad input: each names the file or option, the place and the reason.
    void configFileAndBadInput() {
        const QString config = mDir.filePath(QStringLiteral("config.json"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"model_type": "qwen2", "hidden_size": 3584, "num_hidden_layers": 28,
                       "num_attention_heads": 28, "num_key_value_heads": 4, "intermediate_size": 18944,
                       "vocab_size": 152064, "tie_word_embeddings": false})");
        file.close();
        CommandResult r =
            run({QStringLiteral("plan"), QStringLiteral("--hf-config"), config, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(std::abs(json::parse(r.out.toStdString()).at("model").at("parameters").get<double>() -
                         7.616e9) < 0.01e9);

        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"model_type": "qwen2", "hidden_size": -5})");
        file.close();
        r = run({QStringLiteral("plan"), QStringLiteral("--hf-config"), config});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("config.json: hidden_size: must be between 1 and"), r.err.constData());

        // The same shape typed as fields.
        r = run({QStringLiteral("plan"), QStringLiteral("--arch"),
                 QStringLiteral("hidden=3584,layers=28,heads=28,kv_heads=4,intermediate=18944,vocab=152064,"
                                "tied=false,model_type=qwen2"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(std::abs(json::parse(r.out.toStdString()).at("model").at("parameters").get<double>() -
                         7.616e9) < 0.01e9);
        r = run({QStringLiteral("plan"), QStringLiteral("--arch"), QStringLiteral("hidden=4096,layers")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--arch hidden=4096,layers: expected NAME=VALUE"), r.err.constData());
        r = run({QStringLiteral("plan"), QStringLiteral("--arch"), QStringLiteral("hidden=4096,layers=32")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--arch: num_attention_heads is missing"), r.err.constData());

        r = run({QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("gpt-5")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--model gpt-5: no such preset"));
        r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7B"),
                 QStringLiteral("--zero"), QStringLiteral("4")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--zero 4: expected a number from 0 to 3"));
        r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7B"),
                 QStringLiteral("--gpu"), QStringLiteral("nvidia-qm9700")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--gpu nvidia-qm9700: not a GPU part"));
        r = run({QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7B"),
                 QStringLiteral("--model"), QStringLiteral("llama-3.1-8b")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("plan"), QStringLiteral("--list-models")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("deepseek-v3"));
    }
};

CW_TEST_GUILESS_MAIN(TestPlanCommand)
#include "tst_plancommand.moc"
