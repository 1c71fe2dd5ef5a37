#include "workload/workloadjson.h"

#include "jsonwriter.h"
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
        w.field("sequence_length", request.training.sequenceLength);
        w.field("micro_batch", request.training.microBatch);
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
        w.field("days", std::round(plan.compute->days() * 100) / 100);
        w.field("gpu_hours", std::round(plan.compute->gpuHours()));
        w.field("energy_kwh", std::round(plan.energyKwh));
        w.field("energy_cost", std::round(plan.energyCost));
        w.field("currency", plan.currency);
        w.endObject();
    }
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
