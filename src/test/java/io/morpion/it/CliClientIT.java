package io.morpion.it;

import static io.morpion.it.CliIT.morpion;
import static io.morpion.it.CliIT.succeeds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.render.PngRenderer;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The client commands as real processes against a running service with its real database. */
@SlowTest
class CliClientIT {

    private static Path work;
    private static ServiceProcess service;

    @BeforeAll
    static void startService() throws Exception {
        work = TempDirs.create("morpion-cli-server-");
        service = ServiceProcess.start(work, ServiceProcess.embeddedDatabase(work));
    }

    @AfterAll
    static void stopService() throws Exception {
        service.close();
        TempDirs.delete(work);
    }

    private static String server() {
        return service.url("");
    }

    /**
     * Waits over HTTP for the run to run, then says so through {@code runs get}: one command process, not one per
     * poll (each costs a JVM's start).
     */
    private static void awaitRunning(String id) throws Exception {
        service.awaitRun(Long.parseLong(id), run -> run.path("status").asText().equals("RUNNING"), "running");
        CliIT.Run shown = morpion("runs", "get", id, "--server", server());
        assertTrue(shown.out().contains(": 5D nrpa, running"), shown.out());
    }

    @Test
    void recordsCanBeListedShownAndDownloaded() throws Exception {
        CliIT.Run list = succeeds("records", "list", "--server", server(), "--variant", "5T", "--min-score", "177");
        assertTrue(list.out().contains("178") && list.out().contains("Christopher D. Rosin"), list.out());
        assertTrue(list.out().contains("page 1 of 1, 4 of 4 records"), list.out());
        CliIT.Run second = morpion(
                "records",
                "list",
                "--server",
                server(),
                "--variant",
                "5T",
                "--min-score",
                "177",
                "--size",
                "3",
                "--page",
                "2");
        assertTrue(
                second.out().contains("page 2 of 2, 1 of 4 records"),
                "pages count from 1, as in the UI: " + second.out());
        CliIT.Run wrongToken = CliIT.morpionWith(
                Map.of("MORPION_TOKEN", "mpt_not-a-token-of-this-server"),
                "records",
                "list",
                "--server",
                server(),
                "--variant",
                "5T",
                "--min-score",
                "177");
        assertEquals(0, wrongToken.exit(), "a public read never depends on the token: " + wrongToken.err());
        assertEquals(list.out(), wrongToken.out());
        assertEquals(
                1,
                wrongToken
                        .err()
                        .lines()
                        .filter(l -> l.startsWith("warning: the server refused your token"))
                        .count(),
                wrongToken.err());
        CliIT.Run zero = morpion("records", "list", "--server", server(), "--page", "0");
        assertTrue(zero.exit() != 0 && zero.err().contains("--page counts from 1, not 0"), zero.err());
        String id = list.out()
                .lines()
                .filter(l -> l.contains(" 178 ") && l.contains("Rosin"))
                .findFirst()
                .orElseThrow()
                .trim()
                .split("\\s+")[0];

        CliIT.Run get = morpion("records", "get", id, "--server", server());
        assertTrue(get.out().contains("verdict      legal: 178 moves, terminal"), get.out());
        assertTrue(get.out().lines().anyMatch(l -> l.startsWith("family       ")), "its family: " + get.out());

        Path png = CliIT.WORK.resolve("downloaded.png");
        assertEquals(
                0,
                morpion("records", "download", id, "--to", "png", "-o", png.toString(), "--server", server())
                        .exit());
        assertEquals(
                178, Msr.decode(PngRenderer.extract(Files.readAllBytes(png))).moveCount());
        Path small = CliIT.WORK.resolve("small.png");
        String[] picture = {"records", "download", id, "--to", "png", "-o", small.toString(), "--server", server()};
        succeeds(CliIT.concat(picture, "--size", "300"));
        int width = ImageIO.read(small.toFile()).getWidth();
        assertTrue(width > 200 && width <= 300, "--size is the most the picture is wide: " + width);
        CliIT.Run tooWide = morpion(CliIT.concat(picture, "--size", "99999"));
        assertTrue(tooWide.exit() != 0 && tooWide.err().contains("size"), tooWide.err());
        CliIT.Run json = morpion("records", "download", id, "--to", "json", "--server", server());
        assertEquals(178, Msr.decode(json.out()).moveCount());

        Path corpus = CliIT.WORK.resolve("whole-corpus");
        CliIT.Run all = succeeds("records", "download", "--all", corpus.toString(), "--server", server());
        List<String> index = Files.readAllLines(corpus.resolve("index.csv"));
        assertTrue(all.out().startsWith(index.size() + " files in "), "the games and the index: " + all.out());
        String rosinFile = "5T/5T-178-" + id + ".json";
        assertEquals(
                178, Msr.decode(Files.readString(corpus.resolve(rosinFile))).moveCount());
        assertTrue(index.stream().anyMatch(l -> l.startsWith(rosinFile + ",5T,178,")), "indexed: " + rosinFile);
        CliIT.Run neither = morpion("records", "download", "--server", server());
        assertTrue(neither.exit() != 0 && neither.err().contains("--all DIR"), neither.err());
    }

    @Test
    void submitPrintsEachVerdictAndFailsOnAnIllegalGame() throws Exception {
        MsrRecord rosin = Msr.decode(Files.readString(CliIT.ROOT.resolve("records/5T/rosin178.json")));
        Path duplicate = CliIT.WORK.resolve("copy.msr");
        Files.writeString(duplicate, Msr.encode(rosin));
        Path fresh = CliIT.WORK.resolve("fresh.msr");
        Files.writeString(
                fresh, Msr.encode(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 33))));
        CliIT.Run ok = morpion(
                "submit",
                duplicate.toString(),
                fresh.toString(),
                "--server",
                server(),
                "--as",
                "cli test",
                // an unfinished game is taken from a token only
                "--token",
                ServiceProcess.ADMIN_TOKEN);
        assertEquals(0, ok.exit(), ok.out() + ok.err());
        assertTrue(ok.out().contains("copy.msr: duplicate of record "), ok.out());
        String copyLine = ok.out()
                .lines()
                .filter(l -> l.contains("copy.msr:"))
                .findFirst()
                .orElseThrow();
        assertFalse(copyLine.contains("new"), "a game already here is never called new: " + copyLine);
        assertTrue(ok.out().contains("fresh.msr: stored as record ") && ok.out().contains("(5T, 33 moves)"), ok.out());
        // its dots are Rosin's first 33: no other game here places exactly these
        assertTrue(ok.out().contains("(5T, 33 moves); a new dot set"), ok.out());

        List<Move> moves = new ArrayList<>(rosin.moves());
        moves.set(0, new Move(0, 0, moves.get(0).dir(), 0));
        Path illegal = CliIT.WORK.resolve("illegal.msr");
        Files.writeString(illegal, Msr.encode(MsrRecord.of(rosin.variant(), moves)));
        CliIT.Run bad = morpion("submit", illegal.toString(), "--server", server());
        assertEquals(1, bad.exit());
        assertTrue(bad.out().contains("illegal.msr: ILLEGAL: move 1, "), bad.out());
        assertEquals(
                1,
                bad.out().toLowerCase(java.util.Locale.ROOT).split("illegal:", -1).length - 1,
                "said once: " + bad.out());
    }

    @Test
    void runsAreQueuedWatchedControlledAndTheirHistoryShown() throws Exception {
        CliIT.Run queued = succeeds(
                "runs",
                "queue",
                "--server",
                server(),
                "--token",
                ServiceProcess.ADMIN_TOKEN,
                "--variant",
                "4D",
                "--algo",
                "nrpa",
                "--level",
                "1",
                "-P",
                "iterations=20",
                "--nodes",
                "300",
                "--seed",
                "2");
        String id = queued.out().replaceAll("(?s)^queued run (\\d+) .*", "$1");
        assertTrue(queued.out().contains("(4D nrpa, seed 2)"), queued.out());
        assertTrue(
                queued.out().contains("it stops at 35, the proven optimum of 4D (--keep-going searches on)"),
                queued.out());

        CliIT.Run watched = succeeds("runs", "watch", id, "--server", server());
        assertTrue(
                watched.out()
                        .strip()
                        .matches("run " + id + " completed: best \\d+, \\d+ short of the proven optimum \\(35\\)"
                                + "(; its best game is record \\d+|; not filed as a record .*)|run " + id
                                + " completed: best 35 = proven optimum.*"),
                watched.out());
        CliIT.Run shown = morpion("runs", "get", id, "--server", server());
        assertTrue(shown.out().startsWith("run " + id + ": 4D nrpa, completed\n"), shown.out());
        for (String fact : List.of(
                "  parameters   level=1 iterations=20 ",
                "  budget       300 nodes, until a game of 35",
                "  seed         2\n",
                "  nodes        ",
                "  elapsed      0:")) {
            assertTrue(shown.out().contains(fact), fact + " in " + shown.out());
        }
        assertFalse(shown.out().contains("{"), "no JSON: " + shown.out());
        String watchLog = watched.err();
        assertTrue(watchLog.contains("[####################] 100%"), watchLog);
        assertFalse(watchLog.contains("\r"), "a log gets lines, not frames: " + watchLog);
        assertFalse(
                watchLog.substring(watchLog.lastIndexOf("100%")).contains("new best"),
                "nothing is new after the final state: " + watchLog);
        assertTrue(
                watchLog.lines().anyMatch(l -> l.contains("100%") && !l.matches(".* 0/s .*")),
                "an ended run shows its average rate: " + watchLog);

        CliIT.Run list = morpion("runs", "list", "--server", server(), "--status", "completed");
        assertTrue(
                list.out()
                        .lines()
                        .anyMatch(l -> l.trim().startsWith(id + " ")
                                && l.contains("COMPLETED")
                                && l.contains("4D")
                                && l.contains("300")),
                list.out());
        CliIT.Run history = succeeds("history", "--server", server(), "--variant", "4D", "--steps");
        assertTrue(history.out().contains("4D  nrpa") && history.out().contains("run " + id), history.out());

        CliIT.Run unlimited = morpion(
                "runs",
                "queue",
                "--server",
                server(),
                "--token",
                ServiceProcess.ADMIN_TOKEN,
                "--variant",
                "5D",
                "--algo",
                "nrpa",
                "--level",
                "2",
                "--seed",
                "3");
        String other = unlimited.out().replaceAll("(?s)^queued run (\\d+) .*", "$1");
        awaitRunning(other);
        CliIT.Run paused = morpion("runs", "pause", other, "--server", server(), "--token", ServiceProcess.ADMIN_TOKEN);
        assertTrue(paused.out().startsWith("run " + other + ": paused, best "), paused.out());
        CliIT.Run resumed =
                morpion("runs", "resume", other, "--server", server(), "--token", ServiceProcess.ADMIN_TOKEN);
        assertTrue(resumed.out().startsWith("run " + other + ": queued, place 1 in the queue"), resumed.out());
        awaitRunning(other);
        CliIT.Run cancelled =
                morpion("runs", "cancel", other, "--server", server(), "--token", ServiceProcess.ADMIN_TOKEN);
        assertTrue(cancelled.out().startsWith("run " + other + ": cancelled"), cancelled.out());

        CliIT.Run missing =
                morpion("runs", "pause", "999999", "--server", server(), "--token", ServiceProcess.ADMIN_TOKEN);
        assertEquals(1, missing.exit());
        assertEquals(
                "morpion: the server refused (404): no run has id 999999",
                missing.err().strip());
        CliIT.Run bad = morpion(
                "runs",
                "queue",
                "--server",
                server(),
                "--token",
                ServiceProcess.ADMIN_TOKEN,
                "--variant",
                "5T",
                "--algo",
                "dfs");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().startsWith("morpion: the server refused (400): unknown algorithm \"dfs\""), bad.err());
    }

    @Test
    void adminsMakeAndRevokeTokensThatQueueRuns() throws Exception {
        CliIT.Run refused = morpion("runs", "queue", "--server", server(), "--variant", "4T", "--nodes", "10");
        assertEquals(1, refused.exit());
        assertTrue(refused.err().startsWith("morpion: the server refused (401): this needs a token"), refused.err());

        CliIT.Run created = succeeds(
                "admin",
                "token",
                "create",
                "--name",
                "cli searcher",
                "--server",
                server(),
                "--token",
                ServiceProcess.ADMIN_TOKEN);
        String token = created.out().strip();
        assertTrue(token.startsWith("mpt_") && created.err().contains("shown only now"), created.out() + created.err());
        CliIT.Run queued = succeeds(
                "runs",
                "queue",
                "--server",
                server(),
                "--token",
                token,
                "--variant",
                "4T",
                "--algo",
                "sampling",
                "-P",
                "runs=1");

        CliIT.Run list = morpion("admin", "token", "list", "--server", server(), "--token", ServiceProcess.ADMIN_TOKEN);
        String id = list.out()
                .lines()
                .filter(l -> l.endsWith("cli searcher"))
                .findFirst()
                .orElseThrow()
                .trim()
                .split("\\s+")[0];
        assertFalse(list.out().contains(token), "the token itself is never listed");
        CliIT.Run notAdmin = morpion("admin", "token", "list", "--server", server(), "--token", token);
        assertEquals(1, notAdmin.exit());
        assertTrue(notAdmin.err().contains("(403)"), notAdmin.err());
        assertEquals(
                0,
                morpion("admin", "token", "revoke", id, "--server", server(), "--token", ServiceProcess.ADMIN_TOKEN)
                        .exit());
        // a revoked token cannot write any more, and a read goes on as an anonymous visitor's, with a warning
        CliIT.Run revokedWrite = morpion(
                "runs",
                "queue",
                "--server",
                server(),
                "--token",
                token,
                "--variant",
                "4T",
                "--algo",
                "sampling",
                "-P",
                "runs=1");
        assertEquals(
                "morpion: the server refused (401): the token is unknown, revoked or expired",
                revokedWrite.err().strip());
        CliIT.Run revokedRead = succeeds("runs", "list", "--server", server(), "--token", token);
        assertEquals(
                "warning: the server refused your token (the token is unknown, revoked or expired); reading as an "
                        + "anonymous visitor",
                revokedRead.err().strip());
        assertTrue(revokedRead.out().contains(" runs"), revokedRead.out());
    }

    @Test
    void aWebhookIsSetShownAndRemovedAndOnThisMachineRefusedAsTheServerIsSetUpByDefault() throws Exception {
        String token = succeeds(
                        "admin",
                        "token",
                        "create",
                        "--name",
                        "webhook holder",
                        "--server",
                        server(),
                        "--token",
                        ServiceProcess.ADMIN_TOKEN)
                .out()
                .strip();
        CliIT.Run inside = setWebhook("http://127.0.0.1:9/hook", token);
        assertEquals(1, inside.exit());
        assertTrue(
                inside.err()
                        .contains("the webhook's host 127.0.0.1 is 127.0.0.1, an address inside a network: this server"
                                + " sends webhooks only to public addresses"),
                inside.err());
        CliIT.Run set = setWebhook("https://93.184.215.14/hook", token);
        assertEquals(0, set.exit(), set.err());
        assertTrue(set.err().contains("webhook set: alerts go to https://93.184.215.14/hook"), set.err());
        CliIT.Run shown = succeeds("webhook", "show", "--server", server(), "--token", token);
        assertTrue(shown.out().startsWith("url              https://93.184.215.14/hook"), shown.out());
        assertFalse(shown.out().contains("a-long-enough-secret"), shown.out());
        succeeds("webhook", "remove", "--server", server(), "--token", token);
        assertTrue(succeeds("webhook", "show", "--server", server(), "--token", token)
                .out()
                .startsWith("no webhook"));
    }

    private static CliIT.Run setWebhook(String url, String token) throws Exception {
        return morpion(
                "webhook", "set", url, "--secret", "a-long-enough-secret", "--server", server(), "--token", token);
    }

    @Test
    void serverErrorsAreOneLineAndExitOneAsFailuresAtRunTime() throws Exception {
        CliIT.Run missing = morpion("records", "get", "999999", "--server", server());
        assertEquals(1, missing.exit());
        assertEquals(
                "morpion: the server refused (404): no record has id 999999",
                missing.err().strip());
        CliIT.Run unreachable = morpion("records", "list", "--server", "http://127.0.0.1:9");
        assertEquals(1, unreachable.exit());
        assertEquals(
                "morpion: cannot reach the server at http://127.0.0.1:9 (connection refused)",
                unreachable.err().strip());
    }
}
