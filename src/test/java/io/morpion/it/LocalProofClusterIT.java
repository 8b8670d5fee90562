package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.api.LocalProofRequest;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A sweep of local proofs shared by two nodes of one database, one of them killed (kill -9) mid-sweep:
 * the survivor finishes it, every verdict reached before the kill is kept as it was, and each
 * neighbourhood has exactly one verdict: the neighbourhoods the killed node held are taken up by the survivor
 * once their leases lapse.
 */
@SlowTest
class LocalProofClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aNodeKilledMidSweepLosesNoVerdictAndTheSurvivorFinishesTheSweep() throws Exception {
        Path work = TempDirs.create("morpion-it-proofs-");
        try (EmbeddedPostgres database = EmbeddedPostgres.start(work.resolve("shared-pg"), ServiceProcess.freePort())) {
            Map<String, String> env = ServiceProcess.fastSearches(1);
            env.putAll(ServiceProcess.sharing(database));
            // the killed node's neighbourhoods lapse to the survivor after this lease
            env.put("MORPION_WORK_LEASE", "10s");
            try (ServiceProcess a = ServiceProcess.start(work, env);
                    ServiceProcess b = ServiceProcess.start(work, env)) {
                long record = JSON.readTree(a.get("/api/records?variant=5D&minScore=82&origin=corpus")
                                .body())
                        .path("items")
                        .get(0)
                        .path("id")
                        .asLong();
                var queued = a.postJson(
                        "/api/records/" + record + "/local-proofs", new LocalProofRequest("closure", null, "2s"));
                assertEquals(201, queued.statusCode(), queued.body());
                long sweep = JSON.readTree(queued.body()).path("id").asLong();
                String path = "/api/records/" + record + "/local-proofs/" + sweep;

                JsonNode shared = Waits.until(
                        "both nodes to have proven neighbourhoods of the sweep",
                        Duration.ofSeconds(120),
                        Duration.ofMillis(200),
                        () -> JSON.readTree(a.get(path).body()),
                        s -> nodes(s).size() == 2 && done(s).size() >= 10);
                Map<Integer, String> beforeKill = done(shared);
                a.kill();

                JsonNode finished = Waits.until(
                        "the survivor to finish the sweep",
                        Duration.ofSeconds(240),
                        Duration.ofMillis(500),
                        () -> JSON.readTree(b.get(path).body()),
                        s -> s.path("sweep").path("waiting").asInt() == 0);
                Map<Integer, String> after = done(finished);
                assertEquals(82, after.size(), "every neighbourhood has its verdict, once: " + finished);
                beforeKill.forEach((index, verdict) ->
                        assertEquals(verdict, after.get(index), "neighbourhood " + index + " kept its verdict"));
                int counted = finished.path("sweep").path("proven").asInt()
                        + finished.path("sweep").path("longer").asInt()
                        + finished.path("sweep").path("unknown").asInt();
                assertEquals(82, counted, "no verdict counted twice");
                assertTrue(
                        finished.path("sweep").path("proven").asInt() >= 40,
                        finished.path("sweep").toString());
            }
        }
        TempDirs.delete(work);
    }

    /** The neighbourhoods with a verdict: index to outcome, positions and node, as one text. */
    private static Map<Integer, String> done(JsonNode sweep) {
        Map<Integer, String> done = new HashMap<>();
        for (JsonNode result : sweep.path("results")) {
            if (result.hasNonNull("outcome")) {
                done.put(
                        result.path("index").asInt(),
                        result.path("outcome").asText() + " "
                                + result.path("positions").asText() + " "
                                + result.path("node").asText());
            }
        }
        return done;
    }

    private static Set<String> nodes(JsonNode sweep) {
        Set<String> nodes = new HashSet<>();
        sweep.path("results").forEach(r -> {
            if (r.hasNonNull("node")) {
                nodes.add(r.path("node").asText());
            }
        });
        return nodes;
    }
}
