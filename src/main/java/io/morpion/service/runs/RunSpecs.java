package io.morpion.service.runs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.search.SolverStatus;
import io.morpion.search.Termination;
import io.morpion.search.spec.SolverSpec;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/** Between a stored run and the solver it drives: its spec, and what is left of its budget. */
final class RunSpecs {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RunSpecs() {
    }

    static SolverSpec spec(RunEntity run) {
        return new SolverSpec(run.algorithm, Variant.fromCode(run.variant).orElseThrow(), run.seed, run.threads, params(run.params),
                run.warmMsr == null ? null : Msr.decode(run.warmMsr));
    }

    /**
     * The run's termination for a solve call that starts where {@code sofar} left off: the time
     * budget is the run's whole life, so a resumed run only gets what remains of it.
     */
    static Termination termination(RunEntity run, SolverStatus sofar) {
        Termination t = Termination.unlimited();
        if (run.budgetSeconds != null) {
            long leftMillis = Math.max(0, run.budgetSeconds * 1000 - sofar.elapsedNanos() / 1_000_000);
            t = t.withTimeLimit(Duration.ofMillis(leftMillis));
        }
        if (run.budgetNodes != null) {
            t = t.withMaxNodes(run.budgetNodes);
        }
        if (run.targetScore != null) {
            t = t.withTargetScore(run.targetScore);
        }
        return t;
    }

    /** The run's best beside its variant's world record or proven optimum, in words; null before any best. */
    static String standing(RunEntity run) {
        if (run.bestScore <= 0) {
            return null;
        }
        return Variant.fromCode(run.variant).flatMap(KnownResult::of).map(k -> k.standing(run.bestScore)).orElse(null);
    }

    /** How far through its budget a run is, 0..1, or null for an unlimited run. */
    static Double fractionDone(RunEntity run) {
        double done = -1;
        if (run.budgetSeconds != null) {
            done = Math.max(done, run.elapsedMs / (run.budgetSeconds * 1000.0));
        }
        if (run.budgetNodes != null) {
            done = Math.max(done, run.nodes / (double) run.budgetNodes);
        }
        if (run.targetScore != null) {
            done = Math.max(done, run.bestScore / (double) run.targetScore);
        }
        if (done < 0) {
            return null;
        }
        return run.status == RunStatus.COMPLETED ? 1.0 : Math.min(1.0, done);
    }

    static String paramsJson(Map<String, String> params) {
        try {
            return JSON.writeValueAsString(new TreeMap<>(params));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static Map<String, String> params(String json) {
        try {
            return JSON.readValue(json, new TypeReference<TreeMap<String, String>>() {
            });
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored parameters are not JSON: " + json, e);
        }
    }
}
