package io.morpion.it;

import static io.morpion.it.CliIT.morpionWithin;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.search.box.BoxPart;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * A box proof as background work of two nodes of one database, started by the CLI as a real process; the node solving
 * a part is killed (kill -9) mid-part. The survivor takes that part up again once its lease lapses, every part
 * settles once, and the parts settled before the kill are not solved again. Each part is bounded by SCIP's nodes, so
 * what it comes to does not depend on the machine's speed.
 */
@SlowTest
class BoxProofClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aBoxProofSharedByTwoNodesSurvivesTheKillOfOneMidPart() throws Exception {
        Path work = TempDirs.create("morpion-it-box-proof-");
        try (EmbeddedPostgres database = EmbeddedPostgres.start(work.resolve("shared-pg"), ServiceProcess.freePort())) {
            Map<String, String> env = ServiceProcess.fastSearches(1);
            env.putAll(ServiceProcess.sharing(database));
            env.put("MORPION_WORK_LEASE", "6s");
            env.put("MORPION_WORK_COMPUTERS", "1");
            try (ServiceProcess a = ServiceProcess.start(work, env);
                    ServiceProcess b = ServiceProcess.start(work, env)) {
                CliIT.Run started = morpionWithin(
                        Duration.ofSeconds(60),
                        Map.of(),
                        "proofs",
                        "start",
                        "4D",
                        "1,1,1,1",
                        "--at-least",
                        "40",
                        "--depth",
                        "1",
                        "--max-depth",
                        "1",
                        "--nodes",
                        "200",
                        "--limit",
                        "10m",
                        "--server",
                        a.url(""),
                        "--token",
                        ServiceProcess.ADMIN_TOKEN);
                assertEquals(0, started.exit(), started.err());
                Matcher id = Pattern.compile("started box proof (\\d+): a game of 40 or more moves in 4D box")
                        .matcher(started.out());
                assertTrue(id.find(), started.out());
                String path = "/api/box-proofs/" + id.group(1);

                // the node solving a part frozen, so that what the database says it holds is what the kill leaves
                ServiceProcess victim = null;
                List<String> held = List.of();
                List<String> settledBefore = List.of();
                while (held.isEmpty()) {
                    JsonNode underWay = Waits.until(
                            "a part to be under way",
                            Duration.ofSeconds(120),
                            Duration.ofMillis(100),
                            () -> JSON.readTree(a.get(path).body()),
                            p -> runningPart(p) != null);
                    String node = runningPart(underWay).path("node").asText();
                    victim = a.logText().contains("on node " + node) ? a : b;
                    victim.signal("STOP");
                    JsonNode frozen =
                            JSON.readTree((victim == a ? b : a).get(path).body());
                    held = StreamSupport.stream(frozen.path("partList").spliterator(), false)
                            .filter(p -> p.path("state").asText().equals("running")
                                    && p.path("node").asText().equals(node))
                            .map(p -> p.path("places").asText())
                            .toList();
                    settledBefore = settled(frozen);
                    if (held.isEmpty()) {
                        victim.signal("CONT"); // between two parts: let it take the next
                    }
                }
                ServiceProcess survivor = victim == a ? b : a;
                victim.kill();

                JsonNode finished = Waits.until(
                        "the survivor to settle every part, " + held + " again",
                        Duration.ofSeconds(240),
                        Duration.ofMillis(250),
                        () -> JSON.readTree(survivor.get(path).body()),
                        p -> p.path("status").asText().equals("finished"),
                        survivor::logTextOrWhy);
                List<String> expected = BoxPart.split(Variant.FOUR_DISJOINT, new Box(1, 1, 1, 1), 1).stream()
                        .map(BoxPart::places)
                        .toList();
                List<JsonNode> parts = StreamSupport.stream(
                                finished.path("partList").spliterator(), false)
                        .toList();
                assertEquals(
                        expected,
                        parts.stream().map(p -> p.path("places").asText()).toList(),
                        "one row a part");
                for (JsonNode p : parts) {
                    String state = p.path("state").asText();
                    assertTrue(state.equals("proven") || state.equals("unknown"), "part settled once: " + p);
                    if (held.contains(p.path("places").asText())) {
                        assertEquals(2, p.path("attempts").asInt(), "a part the killed node held, begun again: " + p);
                        assertTrue(
                                survivor.logText()
                                        .contains("on node " + p.path("node").asText()),
                                "settled by the survivor: " + p);
                    }
                    if (settledBefore.contains(p.path("places").asText())) {
                        assertEquals(1, p.path("attempts").asInt(), "a part settled before the kill: " + p);
                    }
                }
                boolean open =
                        parts.stream().anyMatch(p -> p.path("state").asText().equals("unknown"));
                assertEquals(open ? "open" : "proven", finished.path("verdict").asText(), finished.toString());
            }
        }
        TempDirs.delete(work);
    }

    /** A part of the proof running on a node, or null. */
    private static JsonNode runningPart(JsonNode proof) {
        return StreamSupport.stream(proof.path("partList").spliterator(), false)
                .filter(p -> p.path("state").asText().equals("running") && p.hasNonNull("node"))
                .findFirst()
                .orElse(null);
    }

    /** The places of the parts settled so far. */
    private static List<String> settled(JsonNode proof) {
        return StreamSupport.stream(proof.path("partList").spliterator(), false)
                .filter(p -> p.hasNonNull("finishedAt"))
                .map(p -> p.path("places").asText())
                .toList();
    }
}
