package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.tiers.SlowTest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Background work across a restart of the packaged service: a potential curve stopped mid-way by a graceful
 * shutdown is handed back to the queue with the positions it reached, and the restarted node goes on from there
 * rather than from the start.
 */
@SlowTest
class BackgroundWorkRestartIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode potential(ServiceProcess service, long record) throws Exception {
        return JSON.readTree(
                service.get("/api/records/" + record + "/potential").body());
    }

    @Test
    void aCurveStoppedByARestartGoesOnWhereItWas() throws Exception {
        Path work = TempDirs.create("morpion-it-work-");
        Map<String, String> env = ServiceProcess.embeddedDatabase(work);
        // 179 positions of a tenth of a second: a quarter of a minute, long enough to stop in the middle
        env.put("MORPION_POTENTIAL_PER_POSITION", "100ms");
        long record;
        int reached;
        try (ServiceProcess first = ServiceProcess.start(work, env)) {
            record = JSON.readTree(first.get("/api/records?variant=5T&minScore=178&origin=corpus")
                            .body())
                    .path("items")
                    .get(0)
                    .path("id")
                    .asLong();
            var asked = first.post("/api/records/" + record + "/potential", "");
            assertEquals(202, asked.statusCode(), asked.body());
            reached = Waits.until(
                            "the curve a fifth of the way",
                            Duration.ofSeconds(90),
                            Duration.ofMillis(200),
                            () -> potential(first, record),
                            p -> p.path("positionsDone").asInt() >= 36)
                    .path("positionsDone")
                    .asInt();
            first.stop();
        }
        try (ServiceProcess second = ServiceProcess.start(work, env)) {
            AtomicInteger least = new AtomicInteger(Integer.MAX_VALUE);
            JsonNode done = Waits.until(
                    "the curve finished after the restart",
                    Duration.ofSeconds(120),
                    Duration.ofMillis(200),
                    () -> potential(second, record),
                    p -> {
                        if (!p.path("status").asText().equals("done")) {
                            least.accumulateAndGet(p.path("positionsDone").asInt(), Math::min);
                        }
                        return p.path("status").asText().equals("done");
                    });
            assertEquals(179, done.path("points").size(), done.toString());
            assertTrue(
                    least.get() == Integer.MAX_VALUE || least.get() >= reached,
                    "the restarted node went on from " + reached + " positions, never below: " + least.get());
            String log = second.logText();
            assertTrue(
                    log.matches("(?s).*potential of record " + record + ": 179 positions in \\d+ s.*"),
                    "the curve finished on the restarted node:\n" + log);
        }
    }
}
