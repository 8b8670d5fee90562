package io.morpion.cli;

import static io.morpion.service.InProcessCli.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.api.TokenRequest;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.InProcessCli;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.RestAssured;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The CLI's server commands in this JVM against the service started by the test (over real
 * HTTP, on the real database): the listings' tables and page footers, fields and tokens.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class CliAgainstServerTest {

    @Test
    void recordsListPrintsATableAndWhereThePageIsInTheWhole() {
        InProcessCli.Run list = morpion("records", "list", "--variant", "5T", "--size", "2", "--sort", "-score");
        assertEquals(0, list.exit(), list.err());
        List<String> lines = list.out().lines().toList();
        assertEquals("    id  var score  date      author", lines.get(0));
        assertTrue(lines.get(1).matches(" +\\d+  5T    178  .*"), lines.get(1));
        assertEquals(4, lines.size(), list.out());
        assertTrue(lines.get(3).matches("page 1 of \\d+, 2 of \\d+ records"), lines.get(3));
        String id = lines.get(1).strip().split(" +")[0];
        InProcessCli.Run get = morpion("records", "get", id);
        assertEquals(0, get.exit(), get.err());
        assertTrue(get.out().contains("score        178"), get.out());
        // the corpus alone, and a category's ladder (none filed here: an empty page that says so)
        InProcessCli.Run corpus = morpion("records", "list", "--origin", "corpus", "--variant", "4D");
        assertEquals(0, corpus.exit(), corpus.err());
        assertTrue(corpus.out().lines().anyMatch(l -> l.matches(" +\\d+  4D     35  .*")), corpus.out());
        InProcessCli.Run ladder = morpion("records", "list", "--origin", "solver", "--category", "no-such-category");
        assertEquals(0, ladder.exit(), ladder.err());
        assertTrue(ladder.out().contains("0 records") || ladder.out().contains("no records"), ladder.out());
        InProcessCli.Run bad = morpion("records", "list", "--category", "Bad Name");
        assertTrue(bad.exit() != 0 && bad.err().contains("category is a search category"), bad.err());
    }

    @Test
    void recordsGetSaysThatAnOptimalGameIsOneOfTheCensussOptimalGames() {
        long id = io.morpion.service.Api.recordIdOf("Poranen", 35);
        InProcessCli.Run get = morpion("records", "get", Long.toString(id));
        assertEquals(0, get.exit(), get.err());
        int games = io.morpion.corpus.OptimalGames.count(io.morpion.msr.Variant.FOUR_DISJOINT)
                .orElseThrow();
        assertTrue(
                get.out()
                        .contains("optimal      one of the " + games + " optimal 4D games, distinct up to symmetry, "
                                + "proven by exhaustive search"),
                get.out());
    }

    @Test
    void recordsListShowsWhatTheWebShowsFirstAndEveryScoreOnRequest() {
        io.morpion.msr.MsrRecord rosin = io.morpion.engine.CorpusGames.of(io.morpion.msr.Variant.FIVE_DISJOINT)
                .get(0);
        // an unfinished game: a token submits it
        String weak = io.morpion.service.Api.admin()
                .contentType("application/json")
                .body(io.morpion.msr.Msr.toJson(io.morpion.msr.MsrRecord.of(
                        rosin.variant(), rosin.moves().subList(0, 21))))
                .post("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getString("record.id");
        InProcessCli.Run first = morpion("records", "list", "--variant", "5D", "--sort", "score", "--size", "100");
        assertTrue(first.out().lines().noneMatch(l -> l.strip().startsWith(weak + " ")), first.out());
        InProcessCli.Run every =
                morpion("records", "list", "--variant", "5D", "--sort", "score", "--size", "100", "--every-score");
        assertTrue(every.out().lines().anyMatch(l -> l.strip().startsWith(weak + " ")), every.out());
    }

    @Test
    void aPageBeyondTheLastAndAnUnknownRecordAreSaidPlainly() {
        InProcessCli.Run zero = morpion("records", "list", "--page", "0");
        assertEquals(2, zero.exit());
        assertEquals("morpion: --page counts from 1, not 0", zero.err().strip());
        InProcessCli.Run missing = morpion("records", "get", "999999");
        assertTrue(missing.exit() != 0 && missing.err().contains("no record has id 999999"), missing.err());
    }

    @Test
    void tokensAndRunsListUnderTheirHeadings() {
        InProcessCli.Run tokens =
                morpion("admin", "token", "list", "--token", EmbeddedPostgresTestResource.ADMIN_TOKEN);
        assertEquals(0, tokens.exit(), tokens.err());
        assertTrue(tokens.out().startsWith("  id  role      state       last used             name"), tokens.out());
        InProcessCli.Run runs = morpion("runs", "list");
        assertEquals(0, runs.exit(), runs.err());
        assertTrue(
                runs.out().startsWith("   id  status     var algorithm   best           nodes   elapsed  progress"),
                runs.out());
        assertTrue(runs.out().strip().endsWith(" runs"), runs.out());
    }

    @Test
    void anAdminSetsATokensThreadBudgetAndPutsItBackToTheServersLimit() {
        long id = Api.create(Api.admin(), "/api/admin/tokens", new TokenRequest("cli budget", "searcher", null, null));
        String admin = EmbeddedPostgresTestResource.ADMIN_TOKEN;
        InProcessCli.Run set = morpion("admin", "token", "set", Long.toString(id), "--threads", "3", "--token", admin);
        assertEquals(0, set.exit(), set.err());
        assertEquals(
                "token " + id + " (cli budget) may ask for 3 threads in all",
                set.out().strip());
        assertEquals(3, threadsOf(id));

        InProcessCli.Run reset =
                morpion("admin", "token", "set", Long.toString(id), "--threads", "default", "--token", admin);
        assertEquals(0, reset.exit(), reset.err());
        assertEquals(
                "token " + id + " (cli budget) may ask for the server's thread limit",
                reset.out().strip());
        assertNull(RestAssured.given()
                .auth()
                .oauth2(admin)
                .get("/api/admin/tokens")
                .jsonPath()
                .get("find { it.id == '" + id + "' }.threads"));

        InProcessCli.Run wrong =
                morpion("admin", "token", "set", Long.toString(id), "--threads", "lots", "--token", admin);
        assertEquals(2, wrong.exit());
        assertEquals(
                "morpion: --threads takes a whole number or 'default', not 'lots'",
                wrong.err().strip());
        InProcessCli.Run tooMany =
                morpion("admin", "token", "set", Long.toString(id), "--threads", "5000", "--token", admin);
        assertTrue(tooMany.exit() != 0 && tooMany.err().contains("threads must be 1..4096, not 5000"), tooMany.err());
    }

    private static int threadsOf(long tokenId) {
        return RestAssured.given()
                .auth()
                .oauth2(EmbeddedPostgresTestResource.ADMIN_TOKEN)
                .get("/api/admin/tokens")
                .jsonPath()
                .getInt("find { it.id == '" + tokenId + "' }.threads");
    }

    @Test
    void runsGetSaysWhenARunningProofShouldBeDone() throws InterruptedException {
        long run = Api.create(
                Api.admin(),
                "/api/runs",
                Requests.run("4D").algorithm("exact").threads(1).build());
        try {
            Waits.until(
                    "run " + run + "'s estimated end",
                    Duration.ofSeconds(60),
                    Duration.ofMillis(200),
                    () -> RestAssured.given().get("/api/runs/" + run).jsonPath(),
                    r -> r.get("proofEtaSeconds") != null);
            InProcessCli.Run shown = morpion("runs", "get", Long.toString(run));
            assertEquals(0, shown.exit(), shown.err());
            assertTrue(shown.out().matches("(?s).*progress +unlimited, proof done in about [0-9:]+\\R.*"), shown.out());
        } finally {
            Api.admin().post("/api/runs/" + run + "/cancel");
        }
    }
}
