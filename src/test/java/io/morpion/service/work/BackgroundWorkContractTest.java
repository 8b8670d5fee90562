package io.morpion.service.work;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.morpion.api.LocalProofRequest;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.MsrRecord;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.service.webhooks.WebhookReceiver;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What every user of the background-work layer can count on, checked on each of them with its real work: an item
 * a dead node held is taken up once its lease lapses and finished here, a cancel stops work under way within about
 * a second, and a failure is tried again on schedule.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class BackgroundWorkContractTest {

    private static final String DEAD_NODE = "a-node-that-died";
    private static final String SECRET = "a-secret-of-the-receivers-own";

    @Inject
    EntityManager em;

    /** Owes a piece of work of the kind that a node which died holds under a lease that has just lapsed. */
    private void heldByADeadNode(WorkKind kind, Long token, long subject, Long group) {
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery("insert into background_work (kind, owner, owner_token, owner_label,"
                                + " subject, grp, state, due_at, lease_until, node, claimed_at, created_at) values"
                                + " (:kind, :owner, :token, 'contract test', :subject, :grp, 'running', now(), now() -"
                                + " interval '1 second', :node, now(), now())")
                        .setParameter("kind", kind.code())
                        .setParameter("owner", token == null ? "contract test" : "token:" + token)
                        .setParameter("token", token)
                        .setParameter("subject", subject)
                        .setParameter("grp", group)
                        .setParameter("node", DEAD_NODE)
                        .executeUpdate());
    }

    private long insert(String sql) {
        return QuarkusTransaction.requiringNew()
                .call(() -> ((Number) em.createNativeQuery(sql).getSingleResult()).longValue());
    }

    private static long fourD(int moves) {
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        return Api.fileAsAdmin(MsrRecord.of(optimum.variant(), optimum.moves().subList(0, moves)));
    }

    @ParameterizedTest
    @EnumSource(WorkKind.class)
    void workADeadNodeHeldIsTakenUpWhenItsLeaseLapses(WorkKind kind) throws Exception {
        switch (kind) {
            case WEBHOOK -> {
                try (WebhookReceiver receiver = WebhookReceiver.start(204)) {
                    Api.Token token = Api.newSearcherToken("owed by a dead node");
                    long tokenId = token.id();
                    Api.as(token.secret())
                            .contentType("application/json")
                            .body(Body.of("url", receiver.url(), "secret", SECRET))
                            .put("/api/webhook")
                            .then()
                            .statusCode(200);
                    long delivery = insert("insert into webhook_delivery (token_id, body, next_attempt_at, created_at,"
                            + " test) values (" + tokenId
                            + ", '{\"event\":\"test\"}', now(), now(), true) returning id");
                    heldByADeadNode(kind, tokenId, delivery, null);
                    awaitTakenUp(kind, delivery, () -> receiver.requests().size() == 1);
                }
            }
            case POTENTIAL -> {
                long record = fourD(24);
                insert("insert into record_potential (record_id, status, per_position_ms, requested_by, requested_at)"
                        + " values (" + record + ", 'queued', 20, 'contract test', now()) returning record_id");
                heldByADeadNode(kind, null, record, null);
                awaitTakenUp(kind, record, () -> "done"
                        .equals(given().get("/api/records/" + record + "/potential")
                                .jsonPath()
                                .getString("status")));
            }
            case LOCAL_PROOF -> {
                long record = fourD(26);
                long sweep = insert("insert into local_proof_sweep (record_id, kind, size, limit_seconds,"
                        + " neighbourhoods, requested_by) values (" + record + ", 'last', 3, 30, 1, 'contract test')"
                        + " returning id");
                long result = insert("insert into local_proof_result (sweep_id, idx, name, freed) values (" + sweep
                        + ", 0, 'the last 3 moves', 3) returning id");
                heldByADeadNode(kind, null, result, sweep);
                awaitTakenUp(
                        kind,
                        result,
                        () -> given().get("/api/records/" + record + "/local-proofs/" + sweep)
                                        .jsonPath()
                                        .getString("results[0].outcome")
                                != null);
            }
        }
    }

    /** The work done, and by this node rather than the dead one. */
    private void awaitTakenUp(WorkKind kind, long subject, BooleanSupplier done) {
        Awaitility.await(kind.code() + " work taken up from a dead node")
                .atMost(Duration.ofSeconds(60))
                .until(done::getAsBoolean);
        Awaitility.await(kind.code() + " work settled")
                .atMost(Duration.ofSeconds(10))
                .until(() -> "done".equals(state(kind, subject)));
        String node = QuarkusTransaction.requiringNew().call(() -> (String)
                em.createNativeQuery("select node from background_work where kind = :kind and subject = :subject")
                        .setParameter("kind", kind.code())
                        .setParameter("subject", subject)
                        .getSingleResult());
        assertEquals(false, DEAD_NODE.equals(node), "worked by " + node);
    }

    private String state(WorkKind kind, long subject) {
        return QuarkusTransaction.requiringNew().call(() -> (String)
                em.createNativeQuery("select state from background_work where kind = :kind and subject = :subject")
                        .setParameter("kind", kind.code())
                        .setParameter("subject", subject)
                        .getSingleResult());
    }

    @Inject
    WorkPool pool;

    private int active(WorkKind kind) {
        return pool.working(kind);
    }

    @Test
    void aCancelStopsACurveAndASweepUnderWayWithinAboutASecond() {
        // a curve of 181 positions at 0.1 s each, and neighbourhoods searched for ten minutes each
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        long curve = Api.fileAsAdmin(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 150)));
        Api.admin().post("/api/records/" + curve + "/potential").then().statusCode(202);
        Awaitility.await("the curve computing")
                .atMost(Duration.ofSeconds(30))
                .until(() -> active(WorkKind.POTENTIAL) == 1);
        Api.admin().delete("/api/records/" + curve + "/potential").then().statusCode(200);
        Awaitility.await("the curve stopped")
                .atMost(Duration.ofMillis(2500))
                .until(() -> active(WorkKind.POTENTIAL) == 0);

        long record = Api.recordIdOf("Rosin", 178);
        long sweep = Api.create(
                Api.admin(), "/api/records/" + record + "/local-proofs", new LocalProofRequest("last", 120, "10m"));
        Awaitility.await("the sweep searching")
                .atMost(Duration.ofSeconds(30))
                .until(() -> active(WorkKind.LOCAL_PROOF) == 1);
        Api.admin()
                .post("/api/records/" + record + "/local-proofs/" + sweep + "/cancel")
                .then()
                .statusCode(200);
        Awaitility.await("the sweep stopped")
                .atMost(Duration.ofMillis(2500))
                .until(() -> active(WorkKind.LOCAL_PROOF) == 0);
        assertEquals(
                null,
                given().get("/api/records/" + record + "/local-proofs/" + sweep)
                        .jsonPath()
                        .getString("results[0].outcome"),
                "a search cut short by a cancel stores nothing");
    }

    @Test
    void aFailedDeliveryIsTriedAgainOnSchedule() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(500, 204)) {
            String token = Api.searcherToken("fails once");
            Api.as(token)
                    .contentType("application/json")
                    .body(Body.of("url", receiver.url(), "secret", SECRET))
                    .put("/api/webhook")
                    .then()
                    .statusCode(200);
            Api.as(token).post("/api/webhook/test").then().statusCode(202);
            Awaitility.await("the second attempt, a second after the first here (first-retry)")
                    .atMost(Duration.ofSeconds(20))
                    .until(() -> receiver.requests().size() == 2);
            Awaitility.await("delivered at the second attempt")
                    .atMost(Duration.ofSeconds(10))
                    .until(() -> Api.as(token).get("/api/webhook").jsonPath().getInt("delivered") == 1);
            JsonPath item =
                    Api.as(token).queryParam("kind", "webhook").get("/api/work").jsonPath();
            assertEquals("done", item.getString("items[0].state"));
            assertEquals(1, item.getInt("items[0].attempts"), "one failed attempt before the one that was taken");
        }
    }
}
