#include "performance/trainingperformance.h"

#include "performance/commgroups.h"
#include "performance/layershapes.h"
#include "performance/layertimes.h"
#include "workload/modelpresets.h"
#include "workload/modelshards.h"
#include "workload/trainingcompute.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

// Adam reads the fp32 weight, gradient and two moments and writes them back with a 16-bit copy of the
// weight: 4 x 4 read + 3 x 4 + 2 written (+ the gradient norm's read), per parameter the GPU updates.
constexpr double kAdamBytesPerParameter = 34;
constexpr double kSgdBytesPerParameter = 22;
constexpr double kAdam8bitBytesPerParameter = 22;
constexpr double kSendBytesPerValue = 2;
// An fp8 run casts each weight to fp8 once a step (Transformer Engine caches it over the micro batches):
// read 2 bytes, write it in both layouts.
constexpr double kFp8WeightCastBytes = 4;

} // namespace

TrainingPerformance predictTraining(const ModelArchitecture& model, const TrainingSetup& setup, int gpus,
                                    const ClusterHardware& hw) {
    return predictTraining(model, setup, gpus, hw, trainingStack(setup.stack));
}

TrainingPerformance predictTraining(const ModelArchitecture& model, const TrainingSetup& setup, int gpus,
                                    const ClusterHardware& hw, const TrainingStack& stack,
                                    double calibration) {
    TrainingPerformance out;
    const ParallelLayout& layout = setup.layout;
    const int t = std::max(1, layout.tensorParallel), p = std::max(1, layout.pipelineParallel);
    const int cp = std::max(1, layout.contextParallel), v = std::max(1, layout.virtualStages);
    const auto problem = [&](const QString& text) {
        out.problems << text;
        return out;
    };
    if (model.layers <= 0 || model.hiddenSize <= 0 || model.attentionHeads <= 0)
        return problem(QCoreApplication::translate("Workload", "the step time needs the model's shape"));
    if (hw.peakTflops <= 0 || hw.hbmGbs <= 0)
        return problem(QCoreApplication::translate(
            "Workload", "the step time needs the GPU's peak TFLOPS and memory bandwidth"));
    const int modelParallel = t * p * cp;
    if (gpus < modelParallel || gpus % modelParallel != 0)
        return problem(QCoreApplication::translate("Workload",
                                                   "%1 GPUs do not divide into tensor x pipeline x context "
                                                   "groups of %2")
                           .arg(gpus)
                           .arg(modelParallel));
    const int dp = gpus / modelParallel;
    // The expert-parallel group folds over a pipeline stage's GPUs (Megatron-Core: world size divisible by
    // expert tensor x expert x pipeline parallel, megatron/core/parallel_state.py): ep must divide them.
    if (const int ep = std::max(1, layout.expertParallel); model.isMoe() && ep > 1 && (t * cp * dp) % ep != 0)
        return problem(QCoreApplication::translate("Workload",
                                                   "expert parallel %1 does not divide the %2 GPUs of a "
                                                   "pipeline stage")
                           .arg(ep)
                           .arg(t * cp * dp));
    const int mb = std::max(1, setup.microBatch);
    const double s = std::max(1, setup.sequenceLength);
    out.globalBatch = setup.globalBatch > 0 ? setup.globalBatch : dp * mb * 8 * p;
    out.microBatches = std::max(1, int(std::lround(double(out.globalBatch) / (double(dp) * mb))));
    const double m = out.microBatches;
    const double tokens = mb * s / cp; // per micro batch on this GPU (before tensor parallel)
    const double h = double(model.hiddenSize);

    // Per micro batch and pipeline stage (a stage holds layers / p layers in v chunks).
    const double stageLayers = double(model.layers) / p;
    const int moeLayers = moeLayerCount(model);
    const double moeShare = model.layers > 0 ? double(moeLayers) / model.layers : 0;
    const LayerTimes dense = layerTimes(model, false, setup, hw, stack);
    const LayerTimes moe = moeLayers > 0 ? layerTimes(model, true, setup, hw, stack) : dense;
    const auto mix = [&](auto field) {
        return stageLayers * ((1 - moeShare) * field(dense) + moeShare * field(moe));
    };
    const double forward = mix([](const LayerTimes& l) { return l.forward(); });
    const double backward = mix([](const LayerTimes& l) { return l.backward(); });
    const double attnFwd = mix([](const LayerTimes& l) { return l.attnFwd; });
    const double tpFwd = mix([](const LayerTimes& l) { return l.tpFwd; });
    const double epFwd = mix([](const LayerTimes& l) { return l.epFwd; });
    const double epTotal = mix([](const LayerTimes& l) { return l.epTotalFwd; });
    const double cpFwd = mix([](const LayerTimes& l) { return l.cpFwd; });
    const double cpBwd = mix([](const LayerTimes& l) { return l.cpBwd; });
    const double selectiveFwd = mix([](const LayerTimes& l) { return l.selectiveRecomputeFwd; });
    // The output layer and loss run on the last stage, which paces the pipeline; so do the multi-token
    // prediction layers (each a layer of the model's last kind, its projection and the output head again).
    double lastStage = logitsTimeS(model, setup, hw);
    if (model.mtpLayers > 0) {
        const LayerTimes& mtp = moeLayers > 0 ? moe : dense;
        lastStage += model.mtpLayers * (mtp.forward() + mtp.backward() + logitsTimeS(model, setup, hw));
    }

    double computeFwd = forward;
    double computeBwd = backward;
    double tp = 2 * tpFwd; // forward and backward
    double epComm = 2 * epFwd;
    double cpComm = cpFwd + cpBwd;
    if (setup.recompute == Recompute::Full) {
        computeBwd += computeFwd;
        tp += tpFwd;
        epComm += epFwd;
        cpComm += cpFwd;
    } else if (setup.recompute == Recompute::Selective) {
        if (stack.attention == AttentionKernel::Unfused)
            computeBwd += attnFwd; // the attention core again (flash attention recomputes it anyway)
        computeBwd += selectiveFwd;
        // torchtitan's per-op policy saves reduce-scatters but not all-gathers
        // (torchtitan/distributed/activation_checkpoint.py): the backward pass gathers the sequence-parallel
        // inputs again, half of a forward pass's tensor-parallel collectives.
        if (stack.selectiveRecomputesAlternateGemms)
            tp += 0.5 * tpFwd;
    }
    const double perMicroCompute = computeFwd + computeBwd + lastStage;
    const double perMicro = perMicroCompute + tp + epComm + cpComm;

    StepBreakdown& b = out.breakdown;
    b.computeS = m * perMicroCompute;
    b.tpCommS = m * tp;
    b.epCommS = m * epComm;
    b.cpCommS = m * cpComm;
    out.epCommTotalS = m * 2 * epTotal;
    if (p > 1) {
        if (stack.dualPipe && v == 1) {
            // DualPipe (DeepSeek-V3 report, table 2): (p/2 - 1)(F&B + B - 3W) with F&B a forward and a
            // backward chunk overlapped (their compute adds up, their communication hides), B and W each
            // half the backward: (p/2 - 1) x the forward.
            b.ppBubbleS = std::max(0.0, p / 2.0 - 1) * (perMicroCompute - computeBwd);
        } else {
            b.ppBubbleS = double(p - 1) / v * perMicro;
        }
        // One activation forward and one gradient backward per chunk boundary; sequence parallelism (or
        // Megatron's scatter/gather) sends 1/t of it from each tensor-parallel GPU.
        const double bytes = tokens * h * kSendBytesPerValue / t;
        const double sends = 2.0 * v * (m + p - 1);
        const double send = sendS(hw, t * cp * dp, bytes);
        b.ppCommS = stack.overlapPipelineSendRecv ? 2.0 * (p - 1) * send : sends * send;
    }

    // Parameters this GPU holds: dense weights over tensor x pipeline, experts also over expert parallel.
    const ModelShards shards = modelShards(model, layout);
    const int dpRanks = dp * cp;
    const GroupLink dpLink = groupLink(hw, dpRanks, t);
    const double gradBytes = shards.perGpu * stack.gradientReduceBytes;
    const double weightBytes = shards.perGpu * kSendBytesPerValue;
    const double reduceS = allGatherS(dpLink, dpRanks, gradBytes); // a reduce-scatter: the same time
    const double gatherS = allGatherS(dpLink, dpRanks, weightBytes);
    if (layout.zeroStage >= 3) {
        // Fully sharded: every micro batch gathers the weights for its forward and again for its backward
        // and reduce-scatters the gradients, each prefetched a layer ahead under that pass's compute.
        const double fwdExposed =
            stack.overlapParameterGather ? std::max(gatherS / stageLayers, gatherS - computeFwd) : gatherS;
        const double bwdComm = gatherS + reduceS;
        const double bwdExposed =
            stack.overlapGradientReduce ? std::max(bwdComm / stageLayers, bwdComm - computeBwd) : bwdComm;
        out.dpCommTotalS = m * (gatherS + bwdComm);
        b.dpCommS = m * (fwdExposed + bwdExposed);
    } else {
        // Gradients reduce-scattered once a step under the last micro batch's backward pass; the updated
        // weights gathered under the first forward pass of the next step.
        out.dpCommTotalS = reduceS + gatherS;
        const double reduceExposed =
            stack.overlapGradientReduce ? std::max(0.0, reduceS - computeBwd) : reduceS;
        const double gatherExposed =
            stack.overlapParameterGather ? std::max(0.0, gatherS - computeFwd) : gatherS;
        b.dpCommS = reduceExposed + gatherExposed;
    }

    const double optimizerBytes = setup.optimizer == Optimizer::Adam       ? kAdamBytesPerParameter
                                  : setup.optimizer == Optimizer::Adam8bit ? kAdam8bitBytesPerParameter
                                                                           : kSgdBytesPerParameter;
    const double updated = layout.zeroStage >= 1 ? shards.perGpuZero : shards.perGpu;
    const double hbm = hw.hbmBytesPerS();
    b.optimizerS = updated * optimizerBytes / hbm;
    if (setup.precision == TrainingPrecision::Fp8)
        b.optimizerS += shards.perGpu * kFp8WeightCastBytes / hbm;

    const double predicted = b.total();
    if (predicted <= 0)
        return problem(QCoreApplication::translate("Workload", "the step time could not be worked out"));
    out.calibration = calibration > 0 ? calibration : 1;
    out.stepTimeS = predicted * out.calibration;
    out.valid = true;
    out.tokensPerS = out.globalBatch * s / out.stepTimeS;
    const ModelSpec spec = modelFromArchitecture(model, QString());
    const double modelFlops = trainingFlopsPerToken(spec, int(s), Recompute::None);
    const double hardwareFlops = trainingFlopsPerToken(spec, int(s), setup.recompute);
    out.modelTflopsPerGpu = modelFlops * out.tokensPerS / gpus / 1e12;
    out.hardwareTflopsPerGpu = hardwareFlops * out.tokensPerS / gpus / 1e12;
    const double ratedPeak = hw.peakTflops / std::max(1e-9, hw.capThroughput);
    out.mfu = out.modelTflopsPerGpu / ratedPeak;
    out.hfu = out.hardwareTflopsPerGpu / ratedPeak;
    return out;
}
