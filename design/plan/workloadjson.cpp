#include "plan/workloadjson.h"

#include "jsonwriter.h"
#include "reliability/goodputjson.h"
#include "workload/workloadtext.h"

#include <cmath>

namespace {

double gb(double bytes) {
    return std::round(bytes / 1e9 * 1000) / 1000; // GB with three decimals
}

void writeLayout(JsonWriter& w, const ParallelLayout& layout) {
    w.beginObject();
    w.field("dp", layout.dataParallel);
    w.field("tp", layout.tensorParallel);
    w.field("pp", layout.pipelineParallel);
    w.field("vp", layout.virtualStages);
    w.field("cp", layout.contextParallel);
    w.field("ep", layout.expertParallel);
    w.field("sequence_parallel", layout.sequenceParallel);
    w.field("zero", layout.zeroStage);
    w.endObject();
}

void writeFit(JsonWriter& w, const GpuFit& fit) {
    w.beginObject();
    w.field("part", fit.partId);
    w.field("model", fit.model);
    w.field("memory_gb", fit.memoryGb);
    w.field("required_gb", std::round(fit.requiredGb * 1000) / 1000);
    w.field("headroom_gb", std::round(fit.headroomGb * 1000) / 1000);
    w.field("fits", fit.fits);
    w.endObject();
}

double rounded(double value, int digits) {
    const double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

void writeTrainingPerformance(JsonWriter& w, const WorkloadPlan& plan) {
    const TrainingPerformance& p = *plan.performance;
    w.key("performance");
    w.beginObject();
    w.field("step_time_s", rounded(p.stepTimeS, 4));
    w.field("tokens_per_s", std::round(p.tokensPerS));
    w.field("tflops_per_gpu", rounded(p.modelTflopsPerGpu, 1));
    w.field("hardware_tflops_per_gpu", rounded(p.hardwareTflopsPerGpu, 1));
    w.field("mfu", rounded(p.mfu, 4));
    w.field("hfu", rounded(p.hfu, 4));
    w.field("micro_batches", p.microBatches);
    w.field("energy_kwh_per_million_tokens", rounded(plan.energyKwhPerMillionTokens, 4));
    w.field("cost_per_million_tokens", rounded(plan.costPerMillionTokens, 4));
    w.key("breakdown");
    w.beginObject();
    const StepBreakdown& b = p.breakdown;
    w.field("compute_s", rounded(b.computeS, 4));
    w.field("tp_comm_s", rounded(b.tpCommS, 4));
    w.field("pp_bubble_s", rounded(b.ppBubbleS, 4));
    w.field("pp_comm_s", rounded(b.ppCommS, 4));
    w.field("dp_comm_s", rounded(b.dpCommS, 4));
    w.field("cp_comm_s", rounded(b.cpCommS, 4));
    w.field("ep_comm_s", rounded(b.epCommS, 4));
    w.field("optimizer_s", rounded(b.optimizerS, 4));
    w.endObject();
    w.key("hardware");
    w.beginObject();
    w.field("gpus_per_node", plan.hardware.gpusPerNode);
    w.field("scale_up_gbs", plan.hardware.intraNodeGbs());
    w.field("nic_gbs_per_gpu", plan.hardware.nicGbsPerGpu);
    w.field("oversubscription", plan.hardware.oversubscription);
    w.field("architecture", architectureName(plan.hardware.kernels.architecture));
    w.field("power_cap_w", plan.hardware.powerCapW);
    w.field("compute_at_cap", rounded(plan.hardware.capThroughput, 4));
    w.endObject();
    if (plan.calibration) {
        const RunCalibration& c = *plan.calibration;
        w.key("calibration");
        w.beginObject();
        w.field("factor", rounded(c.factor, 4));
        w.field("date", c.date.toString(Qt::ISODate));
        w.field("source", c.source);
        w.field("measured_step_s", rounded(c.measuredStepS, 4));
        w.endObject();
    }
    w.endObject();
}

void writeServingPerformance(JsonWriter& w, const InferencePerformance& p) {
    w.key("performance");
    w.beginObject();
    w.field("prefill_tokens_per_s", std::round(p.prefillTokensPerS));
    w.field("decode_tokens_per_s", rounded(p.decodeTokensPerS, 1));
    w.field("time_to_first_token_s", rounded(p.timeToFirstTokenS, 5));
    w.field("output_tokens_per_s", rounded(p.outputTokensPerS, 1));
    w.field("tokens_per_s_per_gpu", rounded(p.tokensPerSPerGpu, 1));
    w.field("largest_batch", p.largestBatch);
    w.field("largest_batch_output_tokens_per_s", rounded(p.peakOutputTokensPerS, 1));
    w.endObject();
}

} // namespace

void writeWorkloadPlanJson(JsonWriter& w, const WorkloadRequest& request, const WorkloadPlan& plan) {
    w.beginObject();
    w.key("model");
    w.beginObject();
    w.field("id", request.model.id);
    w.field("name", request.model.name);
    w.field("parameters", request.model.parameters);
    w.field("active_parameters", request.model.activeParameters);
    w.field("source", request.model.source);
    w.endObject();
    w.field("mode", request.inference ? "inference" : "training");
    w.field("gpus", plan.gpus);
    w.field("gpu_part", plan.gpuPartId);
    if (!request.inference) {
        w.field("precision", precisionName(request.training.precision));
        w.field("optimizer", optimizerName(request.training.optimizer));
        w.field("recompute", recomputeName(request.training.recompute));
        w.field("stack", softwareStackId(request.training.stack));
        if (request.training.capacityFactor > 0)
            w.field("capacity_factor", request.training.capacityFactor);
        w.field("sequence_length", request.training.sequenceLength);
        w.field("micro_batch", request.training.microBatch);
        if (plan.performance)
            w.field("global_batch", plan.performance->globalBatch);
        w.key("layout");
        writeLayout(w, plan.layout);
    } else {
        w.field("precision", weightPrecisionName(request.serving.weights));
        w.field("batch", request.serving.batch);
        w.field("context", request.serving.context);
    }
    w.key("memory");
    w.beginObject();
    w.field("parameters_gb", gb(plan.memory.parameters));
    w.field("gradients_gb", gb(plan.memory.gradients));
    w.field("optimizer_gb", gb(plan.memory.optimizer));
    w.field("activations_gb", gb(plan.memory.activations));
    w.field("activations_known", plan.memory.activationsKnown);
    w.field("kv_cache_gb", gb(plan.memory.kvCache));
    w.field("kv_cache_per_token_bytes", request.inference ? plan.serving.kvBytesPerToken : 0.0);
    w.field("total_gb", gb(plan.memory.total()));
    w.endObject();
    if (plan.compute) {
        w.key("compute");
        w.beginObject();
        w.field("formula", plan.compute->formula == FlopsFormula::Megatron ? "megatron" : "6PT");
        w.field("tokens", request.tokens);
        w.field("total_flops", plan.compute->flops);
        w.field("peak_tflops", plan.compute->peakTflops);
        w.field("mfu", plan.compute->mfu);
        // At the effective training time ratio where it is known (docs/reliability.md), else without
        // failures.
        w.field("days", std::round(plan.days() * 100) / 100);
        w.field("failure_free_days", std::round(plan.failureFreeDays() * 100) / 100);
        w.field("gpu_hours", std::round(plan.compute->gpuHours()));
        w.field("energy_kwh", std::round(plan.energyKwh));
        w.field("energy_cost", std::round(plan.energyCost));
        w.field("currency", plan.currency);
        w.endObject();
    }
    if (plan.performance)
        writeTrainingPerformance(w, plan);
    if (plan.goodput) {
        w.key("goodput");
        writeGoodputJson(w, *plan.goodput);
    }
    if (plan.servingPerformance)
        writeServingPerformance(w, *plan.servingPerformance);
    if (request.inference) {
        w.key("inference");
        w.beginObject();
        w.field("max_batch", plan.serving.maxBatch);
        w.field("max_context", plan.serving.maxContext);
        w.field("decode_tokens_per_s", std::round(plan.serving.decodeTokensPerS * 10) / 10);
        w.field("prefill_tokens_per_s", std::round(plan.serving.prefillTokensPerS));
        w.field("replicas", plan.replicas);
        w.field("cluster_decode_tokens_per_s",
                std::round(plan.serving.decodeTokensPerS * plan.replicas * 10) / 10);
        w.field("upper_bounds", true);
        w.endObject();
    }
    if (plan.chosenFit) {
        w.key("fit");
        writeFit(w, *plan.chosenFit);
    }
    if (plan.smallestLayout) {
        w.key("smallest_layout");
        writeLayout(w, *plan.smallestLayout);
    }
    w.key("fits");
    w.beginArray();
    for (const GpuFit& fit : plan.fits)
        writeFit(w, fit);
    w.endArray();
    w.key("problems");
    w.beginArray();
    for (const QString& problem : plan.problems)
        w.value(problem);
    w.endArray();
    w.endObject();
}
