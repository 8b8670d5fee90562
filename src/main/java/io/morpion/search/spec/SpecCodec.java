package io.morpion.search.spec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one written form of a {@link SolverSpec}: a JSON object {@code {"algorithm", "variant",
 * "seed", "threads", "params": {name: value}, "warm": MSR text}}. A CLI checkpoint file holds it
 * whole; a run's database row holds the same fields in its columns, the parameters as the same
 * JSON object and the warm start as the same MSR text.
 */
public final class SpecCodec {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SpecCodec() {}

    /** The spec's written form, every parameter named ({@link SolverSpec#resolved()}). */
    public static ObjectNode toJson(SolverSpec spec) {
        spec = spec.resolved();
        ObjectNode node = JSON.createObjectNode();
        node.put("algorithm", spec.algorithm());
        node.put("variant", spec.variant().code());
        node.put("seed", spec.seed());
        node.put("threads", spec.threads());
        node.set("params", JSON.valueToTree(new TreeMap<>(spec.params())));
        if (spec.warmStart() != null) {
            node.put("warm", warmText(spec.warmStart()));
        }
        return node;
    }

    /** The spec a JSON object describes; a missing or broken part fails with what is wrong with it. */
    public static SolverSpec fromJson(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException(
                    "no run description (an object with algorithm, variant, seed, threads, params)");
        }
        Map<String, String> params = new LinkedHashMap<>();
        node.path("params")
                .fields()
                .forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
        return SolverSpec.stored(
                node.path("algorithm").asText(),
                Variant.parse(node.path("variant").asText(), "variant"),
                node.path("seed").asLong(),
                node.path("threads").asInt(1),
                params,
                node.hasNonNull("warm") ? warm(node.get("warm").asText()) : null);
    }

    /**
     * The spec's parameters as a run's row stores them: every one named ({@link SolverSpec#resolved()}),
     * as a JSON object with names in order, so that equal parameters read the same.
     */
    public static String paramsText(SolverSpec spec) {
        try {
            return JSON.writeValueAsString(new TreeMap<>(spec.resolved().params()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("parameters of strings always write as JSON", e);
        }
    }

    public static Map<String, String> params(String json) {
        try {
            return JSON.readValue(json, new TypeReference<TreeMap<String, String>>() {});
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "the parameters are not a JSON object of names and values: " + e.getOriginalMessage());
        }
    }

    public static String warmText(MsrRecord game) {
        return Msr.encode(game);
    }

    public static MsrRecord warm(String text) {
        return Msr.decode(text);
    }
}
