package io.morpion.it;

import static io.morpion.it.CliIT.morpionWithin;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.corpus.PackagedCorpus;
import io.morpion.corpus.PublishedIndex;
import io.morpion.msr.Variant;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * The census of 4D's optimal games as background work of two nodes of one database, started and followed by the
 * CLI as a real process; the node searching a part that has stored a checkpoint is killed (kill -9). The survivor
 * takes the part up from its checkpoint once its lease lapses, and the census comes out as the one in the corpus:
 * the same games in the same order, and the same positions searched, none twice and none lost.
 */
@SlowTest
class CensusClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aCensusSharedByTwoNodesSurvivesTheKillOfOneAndComesOutAsTheCorpusCensus() throws Exception {
        Path work = TempDirs.create("morpion-it-census-");
        try (EmbeddedPostgres database = EmbeddedPostgres.start(work.resolve("shared-pg"), ServiceProcess.freePort())) {
            Map<String, String> env = ServiceProcess.fastSearches(1);
            env.putAll(ServiceProcess.sharing(database));
            env.put("MORPION_WORK_LEASE", "6s");
            env.put("MORPION_WORK_COMPUTERS", "2");
            env.put("MORPION_CENSUS_CHECKPOINT_INTERVAL", "1s");
            try (ServiceProcess a = ServiceProcess.startOptimised(work, env);
                    ServiceProcess b = ServiceProcess.startOptimised(work, env)) {
                CliIT.Run started = morpionWithin(
                        Duration.ofSeconds(60),
                        Map.of(),
                        "census",
                        "--optimal",
                        "4D",
                        "--cluster",
                        "--parts",
                        "4",
                        "--detach",
                        "--server",
                        a.url(""),
                        "--token",
                        ServiceProcess.ADMIN_TOKEN);
                assertEquals(0, started.exit(), started.err());
                Matcher id = Pattern.compile("started census (\\d+) of 4D's optimal games in 4 parts")
                        .matcher(started.out());
                assertTrue(id.find(), started.out());
                String path = "/api/censuses/" + id.group(1);

                // a part with a checkpoint stored and well over a third of its search still ahead of it
                JsonNode midway = Waits.until(
                        "a part to have stored a checkpoint midway",
                        Duration.ofSeconds(120),
                        Duration.ofMillis(100),
                        () -> JSON.readTree(a.get(path).body()),
                        c -> midwayPart(c) != null);
                JsonNode part = midwayPart(midway);
                int number = part.path("number").asInt();
                // the node's name is in the lines a part's search begins with
                ServiceProcess victim =
                        a.logText().contains("on node " + part.path("node").asText()) ? a : b;
                ServiceProcess survivor = victim == a ? b : a;
                int before = survivor.logText().length();
                victim.kill();

                String resumed = Waits.until(
                        "the survivor to take part " + number + " up from its checkpoint",
                        Duration.ofSeconds(120),
                        Duration.ofMillis(200),
                        () -> survivor.logText().substring(before),
                        log -> log.contains("census " + id.group(1) + " part " + number + ": resumed from"),
                        survivor::logTextOrWhy);
                Matcher done = Pattern.compile("part " + number + ": resumed from its checkpoint, (\\d+) of")
                        .matcher(resumed);
                assertTrue(done.find(), resumed);
                assertTrue(
                        Integer.parseInt(done.group(1))
                                >= part.path("itemsDone").asInt(),
                        "it goes on from no earlier than the checkpoint seen before the kill: " + part + "\n"
                                + resumed.lines()
                                        .filter(l -> l.contains("census "))
                                        .toList());

                Path out = work.resolve("census-4D");
                CliIT.Run followed = morpionWithin(
                        Duration.ofSeconds(240),
                        Map.of(),
                        "census",
                        "--optimal",
                        "4D",
                        "--cluster",
                        "--server",
                        survivor.url(""),
                        "--every",
                        "1s",
                        "-o",
                        out.toString());
                assertEquals(0, followed.exit(), followed.err());
                assertTrue(followed.out().startsWith("following census " + id.group(1)), followed.out());

                List<PublishedIndex.Row> corpus = PackagedCorpus.optimalIndex(Variant.FOUR_DISJOINT);
                List<PublishedIndex.Row> found =
                        PublishedIndex.parse(Files.readString(out.resolve(PublishedIndex.FILE)), "INDEX.tsv");
                assertEquals(
                        corpus.stream().map(PublishedIndex.Row::identity).toList(),
                        found.stream().map(PublishedIndex.Row::identity).toList(),
                        "the corpus census's games, in its order");
                JsonNode finished = JSON.readTree(survivor.get(path).body());
                assertEquals("finished", finished.path("status").asText(), finished.toString());
                assertEquals(corpus.size(), finished.path("kept").asInt());
                assertEquals(
                        positionsOf(corpus.get(0).source()),
                        finished.path("positions").asLong(),
                        "every position searched once, none lost with the killed node: " + finished);
                assertTrue(followed.out().contains(corpus.size() + " optimal 4D games of 35 moves"), followed.out());

                // a finished census is shown, not repeated, unless asked
                CliIT.Run shown = morpionWithin(
                        Duration.ofSeconds(60),
                        Map.of(),
                        "census",
                        "--optimal",
                        "4D",
                        "--cluster",
                        "--detach",
                        "--server",
                        survivor.url(""));
                assertEquals(0, shown.exit(), shown.err());
                assertTrue(shown.out().startsWith("the finished census " + id.group(1)), shown.out());
                assertTrue(shown.out().contains(path + "/games.jsonl"), shown.out());
                assertEquals(
                        1,
                        JSON.readTree(survivor.get("/api/censuses").body())
                                .path("total")
                                .asInt(),
                        "no census started again");
            }
        }
        TempDirs.delete(work);
    }

    /** A running part that has stored a checkpoint and has over a third of its positions ahead of it, or null. */
    private static JsonNode midwayPart(JsonNode census) {
        return StreamSupport.stream(census.path("partList").spliterator(), false)
                .filter(p -> p.path("state").asText().equals("running")
                        && p.hasNonNull("savedAt")
                        && p.path("itemsDone").asInt() > 0
                        && p.path("positionsLeft").asLong(0)
                                > p.path("positions").asLong() / 2)
                .findFirst()
                .orElse(null);
    }

    /** "census by exhaustive search, 2026-12-06: 63,216,776 positions in …": the positions. */
    private static long positionsOf(String source) {
        Matcher m = Pattern.compile(": ([0-9,]+) positions").matcher(source);
        assertTrue(m.find(), source);
        return Long.parseLong(m.group(1).replace(",", ""));
    }
}
