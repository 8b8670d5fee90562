package io.morpion.service.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.QuarkusTestResource;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A run whose state grows past what a checkpoint may take pauses and says why, keeping its best and what it filed;
 * it no longer fails and loses its search. The limit is lowered here so that a few seconds of DNA pass it.
 */
@ServiceTest
@QuarkusTestResource(value = CheckpointTooLargeTest.SmallCheckpoints.class, restrictToAnnotatedClass = true)
class CheckpointTooLargeTest extends RunTestSupport {

    /** A service whose checkpoints may take 16 KB (the tests' checkpoints are written every second). */
    public static class SmallCheckpoints extends EmbeddedPostgresTestResource {
        @Override
        public Map<String, String> start() {
            Map<String, String> config = new HashMap<>(super.start());
            config.put("morpion.runs.max-checkpoint", "16K");
            return config;
        }
    }

    @Test
    void aRunWhoseCheckpointGrowsTooLargePausesKeepingItsBestAndSaysWhy() throws InterruptedException {
        long id = submit(Requests.run("5T").algorithm("dna").time("5m").keepGoing());
        JsonPath paused = await(id, status("PAUSED"), "the run to pause on a checkpoint too large");
        String error = paused.getString("error");
        assertTrue(
                error.startsWith("paused: its checkpoint would take ")
                        && error.contains("more than a checkpoint may (16 KB, morpion.runs.max-checkpoint)"),
                error);
        assertTrue(paused.getInt("bestScore") > 0, "its best is kept: " + paused.prettify());
    }

    @Test
    void aRunThatEndsWithAStateTooLargeForACheckpointEndsAsItWouldHaveWithoutOne() throws InterruptedException {
        long id = submit(Requests.run("5T").algorithm("dna").nodes(3000).keepGoing());
        JsonPath ended = await(
                id,
                r -> !"QUEUED".equals(r.getString("status")) && !"RUNNING".equals(r.getString("status")),
                "the run to end");
        assertEquals("COMPLETED", ended.getString("status"), ended.prettify());
        assertNull(ended.getString("error"), ended.prettify());
        assertTrue(ended.getInt("bestScore") > 0, ended.prettify());
    }
}
