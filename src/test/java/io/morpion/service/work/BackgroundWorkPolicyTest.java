package io.morpion.service.work;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.cli.MorpionCli;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.CpuGate;
import io.morpion.service.Api;
import io.morpion.service.Api.Token;
import io.morpion.service.Body;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.service.runs.RunTestSupport;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.path.json.JsonPath;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The policy background work follows, over HTTP on the real database with real runs: runs first, a share per
 * token checked before any rate budget, malformed requests refused before they count, record pages that stay
 * small however many sweeps a record has, and a look-ahead that waits for a core no longer than its budget.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class BackgroundWorkPolicyTest extends RunTestSupport {

    /** A sweep that searches for minutes: the last 120 moves of Rosin's 178 freed, ten minutes a neighbourhood. */
    private static final Map<String, Object> LONG_SWEEP = Body.of("kind", "last", "size", 120, "limit", "10m");

    private final List<Long> tokens = new ArrayList<>();

    private Token token(String name) {
        Token made = Api.newSearcherToken(name);
        tokens.add(made.id());
        return made;
    }

    @AfterEach
    void cancelTheTokensWork() {
        for (long id : tokens) {
            Api.admin().queryParam("token", id).post("/api/work/cancel").then().statusCode(200);
        }
    }

    private static long rosins178() {
        return Api.recordIdOf("Rosin", 178);
    }

    private static io.restassured.response.Response sweep(Token token, long record, Object body) {
        return Api.as(token.secret())
                .contentType("application/json")
                .body(body)
                .post("/api/records/" + record + "/local-proofs");
    }

    @Test
    void aFourthSweepIsRefusedWithItsShareAndSettingBeforeTheQueueBudgetCounts() {
        Token token = token("three sweeps at once");
        long record = rosins178();
        for (int i = 0; i < 3; i++) {
            sweep(token, record, LONG_SWEEP).then().statusCode(201);
        }
        for (int i = 0; i < 12; i++) {
            sweep(token, record, LONG_SWEEP)
                    .then()
                    .statusCode(429)
                    .body("code", equalTo("workShare"))
                    .body("error", containsString("morpion.work.sweeps-per-token = 3"));
        }
        Api.as(token.secret())
                .queryParam("kind", "local-proof")
                .post("/api/work/cancel")
                .then()
                .statusCode(200);
        // twelve refusals of the share did not spend the token's ten queued requests a minute
        sweep(token, record, LONG_SWEEP).then().statusCode(201);
    }

    @Test
    void malformedSizesAreRefusedByTheirFieldAndSpendNoQueueBudget() {
        Token token = token("malformed sweeps");
        long record = rosins178();
        for (int i = 0; i < 6; i++) {
            sweep(token, record, "{\"kind\":\"last\",\"size\":5.5}")
                    .then()
                    .statusCode(400)
                    .body("error", equalTo("field \"size\" must be a whole number"));
            sweep(token, record, "{\"kind\":\"last\",\"size\":\"5\"}")
                    .then()
                    .statusCode(400)
                    .body("error", equalTo("field \"size\" must be a whole number"));
        }
        sweep(token, record, Body.of("kind", "last", "size", 5, "limit", "1s"))
                .then()
                .statusCode(201);
    }

    /** Five 5T games of distinct lengths, each a new record: their curves take a while at 0.1 s a position. */
    private static List<Long> newFiveTRecords(int count, int salt) {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(Api.fileAsAdmin(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 60 + salt + i))));
        }
        return ids;
    }

    @Test
    void aSixthCurveIsRefusedUntilOneIsCancelledAndACancelledCurveIsForgotten() {
        Token token = token("five curves at once");
        Token other = token("someone else");
        List<Long> records = newFiveTRecords(6, 0);
        for (int i = 0; i < 5; i++) {
            Api.as(token.secret())
                    .post("/api/records/" + records.get(i) + "/potential")
                    .then()
                    .statusCode(202);
        }
        String sixth = "/api/records/" + records.get(5) + "/potential";
        Api.as(token.secret())
                .post(sixth)
                .then()
                .statusCode(429)
                .body("code", equalTo("workShare"))
                .body("error", containsString("morpion.work.curves-per-token = 5"));
        String first = "/api/records/" + records.get(0) + "/potential";
        Api.as(other.secret()).delete(first).then().statusCode(403).body("code", equalTo("notOwner"));
        Api.as(token.secret()).delete(first).then().statusCode(200).body("status", equalTo("none"));
        Api.as(token.secret()).delete(first).then().statusCode(409).body("code", equalTo("notNow"));
        Api.as(token.secret()).post(sixth).then().statusCode(202);
        Api.as(token.secret())
                .queryParam("kind", "potential")
                .get("/api/work")
                .then()
                .statusCode(200)
                .body("items.findAll { it.state == 'cancelled' }.size()", equalTo(1))
                .body("items.findAll { it.state == 'queued' || it.state == 'running' }.size()", equalTo(5));
    }

    @Test
    void aRecordsViewCarriesAFewOfItsSweepsAndPagesTheRest() {
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        long record =
                Api.fileAsAdmin(MsrRecord.of(optimum.variant(), optimum.moves().subList(0, 30)));
        for (int i = 0; i < 9; i++) {
            Api.admin()
                    .contentType("application/json")
                    .body(Body.of("kind", "last", "size", 1 + i % 3, "limit", "1s"))
                    .post("/api/records/" + record + "/local-proofs")
                    .then()
                    .statusCode(201);
        }
        JsonPath view = Api.admin()
                .get("/api/records/" + record)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(9, view.getInt("localProofSweeps"));
        // the newest five, and beside them only sweeps that established something by the time of the view: the
        // sweeps search as the test reads, so which older ones have is read from the same view
        List<Long> shown = view.getList("localProofs.id", Long.class);
        long newestFifth = shown.stream().mapToLong(Long::longValue).max().orElseThrow() - 4;
        assertTrue(shown.stream().filter(id -> id >= newestFifth).count() == 5, "the newest five: " + shown);
        for (int i = 0; i < shown.size(); i++) {
            if (shown.get(i) < newestFifth) {
                assertTrue(
                        view.getInt("localProofs[" + i + "].proven") > 0
                                || view.getInt("localProofs[" + i + "].longer") > 0,
                        "an older sweep is shown only for what it established: "
                                + view.getString("localProofs[" + i + "]"));
            }
        }
        JsonPath page = Api.admin()
                .queryParam("size", 4)
                .queryParam("page", 2)
                .get("/api/records/" + record + "/local-proofs")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(9, page.getInt("total"));
        assertEquals(1, page.getList("items").size(), "the oldest, alone on the third page of four");
        List<Long> first = Api.admin()
                .queryParam("size", 4)
                .get("/api/records/" + record + "/local-proofs")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.id", Long.class);
        assertEquals(first.stream().sorted(Comparator.reverseOrder()).toList(), first, "newest first");
        assertTrue(page.getLong("items[0].id") < first.get(3), "the last page holds the oldest");
    }

    /**
     * Sweeps whose neighbourhoods hold cores for minutes, the exhaustive search's (the last 120 moves), and the
     * constraint model's (open 12×12 squares, some of which it settles in moments).
     */
    @ParameterizedTest
    @ValueSource(strings = {"last:120", "open:12"})
    void aQueuedRunGetsItsCoresFromSweepsWithinSeconds(String kindAndSize) throws Exception {
        String kind = kindAndSize.split(":")[0];
        int size = Integer.parseInt(kindAndSize.split(":")[1]);
        Token token = token("sweeps on every core");
        long record = rosins178();
        Map<String, Object> body = Body.of("kind", kind, "size", size, "limit", "10m");
        sweep(token, record, body).then().statusCode(201);
        sweep(token, record, body).then().statusCode(201);
        Awaitility.await("two neighbourhoods searching")
                .atMost(Duration.ofSeconds(30))
                .until(() -> work(token, "running").size() == 2);
        int cores = Math.max(1, CpuGate.node().limit());
        long run = submit(
                Requests.run("5T").algorithm("nrpa").param("level", 2).seed(9).threads(cores));
        // the goal: a queued run computes within ten seconds of sweeps holding every core
        Awaitility.await("the run computing beside the sweeps")
                .atMost(Duration.ofSeconds(10))
                .until(() -> run(run).getLong("nodes") > 0);
        // the run asked for every core: no neighbourhood computes beside it
        Awaitility.await("no neighbourhood searching beside the run")
                .atMost(Duration.ofSeconds(10))
                .until(() -> work(token, "running").isEmpty());
        if (kind.equals("last")) {
            // these cannot have finished: they were handed back
            assertTrue(work(token, "queued").stream().anyMatch(item -> item.get("claimedAt") != null));
        }
    }

    private static List<Map<String, Object>> work(Token token, String state) {
        var request = Api.as(token.secret()).queryParam("kind", "local-proof");
        if (state != null) {
            request = request.queryParam("state", state);
        }
        return request.get("/api/work")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items");
    }

    @TestHTTPResource("/")
    URL base;

    private record Cli(int exit, String out, String err) {}

    private Cli morpion(Token token, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--server=" + base.toString().replaceAll("/$", ""));
        all.add("--token=" + token.secret());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = MorpionCli.run(new PrintWriter(out, true), new PrintWriter(err, true), all.toArray(String[]::new));
        return new Cli(exit, out.toString(), err.toString());
    }

    @Test
    void theCliListsAndCancelsTheTokensWorkAndNoOneElses() {
        Token token = token("work from the terminal");
        Token other = token("another terminal");
        sweep(token, rosins178(), LONG_SWEEP).then().statusCode(201);
        Cli listed = morpion(token, "work", "list", "--kind", "local-proof");
        assertEquals(0, listed.exit(), listed.err());
        assertTrue(listed.out().contains("local-proof"), listed.out());
        assertTrue(listed.out().contains("work from the terminal"), listed.out());
        assertTrue(listed.out().contains("page 1 of 1, 1 of 1 items"), listed.out());
        Cli refused = morpion(other, "work", "list", "--owner", Long.toString(token.id()));
        assertEquals(1, refused.exit(), refused.out());
        assertTrue(refused.err().contains("background work is its own and the admins'"), refused.err());
        Cli cancelled = morpion(token, "work", "cancel");
        assertEquals(0, cancelled.exit(), cancelled.err());
        assertEquals(
                "cancelled 1 items of token " + token.id() + "'s work (all)",
                cancelled.out().strip());
        Cli after = morpion(token, "work", "list", "--state", "cancelled");
        assertTrue(after.out().contains("cancelled"), after.out());
        assertTrue(after.out().contains("1 of 1 items"), after.out());
    }

    @Test
    void aLookAheadWaitsForACoreNoLongerThanItsBudget() throws Exception {
        Token token = token("looks ahead while searches compute");
        CpuGate gate = CpuGate.node();
        int cores = gate.limit();
        CountDownLatch held = new CountDownLatch(cores);
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> searches = new ArrayList<>();
        for (int i = 0; i < cores; i++) {
            Thread search = new Thread(() -> {
                try (CpuGate.Turn turn = gate.enter()) {
                    held.countDown();
                    release.await(60, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            search.setDaemon(true);
            search.start();
            searches.add(search);
        }
        String position =
                Msr.toJson(MsrRecord.of(CorpusGames.game("5T/rosin178.json").variant(), List.of()));
        try {
            assertTrue(held.await(30, TimeUnit.SECONDS), "every core held by a search");
            Api.as(token.secret())
                    .contentType("application/json")
                    .body(position)
                    .queryParam("seconds", 1)
                    .post("/api/games/outlook")
                    .then()
                    .statusCode(429)
                    .header("Retry-After", "1")
                    .body("code", equalTo("coresBusy"));
        } finally {
            release.countDown();
            for (Thread search : searches) {
                search.join(10_000);
            }
        }
        Api.as(token.secret())
                .contentType("application/json")
                .body(position)
                .queryParam("seconds", 1)
                .post("/api/games/outlook")
                .then()
                .statusCode(200)
                .body("moves", equalTo(0));
    }
}
