package io.morpion.it;

import static io.morpion.it.CliIT.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.render.PngRenderer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The client commands as real processes against a running service with its real database. */
class CliClientIT {

    private static Path work;
    private static ServiceProcess service;

    @BeforeAll
    static void startService() throws Exception {
        work = TempDirs.create("morpion-cli-server-");
        service = ServiceProcess.start(work, Map.of("MORPION_DATA_DIR", work.resolve("data").toString(),
                "MORPION_DB_PORT", Integer.toString(ServiceProcess.freePort())));
    }

    @AfterAll
    static void stopService() throws Exception {
        service.close();
        TempDirs.delete(work);
    }

    private static String server() {
        return service.url("");
    }

    @Test
    void recordsCanBeListedShownAndDownloaded() throws Exception {
        CliIT.Run list = morpion("records", "list", "--server", server(), "--variant", "5T", "--min-score", "177");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().contains("178") && list.out().contains("Christopher D. Rosin"), list.out());
        assertTrue(list.out().contains("of 4 records"), list.out());
        String id = list.out().lines().filter(l -> l.contains(" 178 ") && l.contains("Rosin")).findFirst().orElseThrow()
                .trim().split("\\s+")[0];

        CliIT.Run get = morpion("records", "get", id, "--server", server());
        assertTrue(get.out().contains("verdict      legal: 178 moves, terminal"), get.out());

        Path png = CliIT.WORK.resolve("downloaded.png");
        assertEquals(0, morpion("records", "download", id, "--to", "png", "-o", png.toString(), "--server", server()).exit());
        assertEquals(178, Msr.decode(PngRenderer.extract(Files.readAllBytes(png))).moveCount());
        CliIT.Run json = morpion("records", "download", id, "--to", "json", "--server", server());
        assertEquals(178, Msr.decode(json.out()).moveCount());
    }

    @Test
    void submitPrintsEachVerdictAndFailsOnAnIllegalGame() throws Exception {
        MsrRecord rosin = Msr.decode(Files.readString(CliIT.ROOT.resolve("records/5T/rosin178.json")));
        Path duplicate = CliIT.WORK.resolve("copy.msr");
        Files.writeString(duplicate, Msr.encode(rosin));
        Path fresh = CliIT.WORK.resolve("fresh.msr");
        Files.writeString(fresh, Msr.encode(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 33))));
        CliIT.Run ok = morpion("submit", duplicate.toString(), fresh.toString(), "--server", server(), "--as", "cli test");
        assertEquals(0, ok.exit(), ok.out() + ok.err());
        assertTrue(ok.out().contains("copy.msr: duplicate of record "), ok.out());
        assertTrue(ok.out().contains("fresh.msr: stored as record ") && ok.out().contains("(5T, 33 moves)"), ok.out());

        List<Move> moves = new ArrayList<>(rosin.moves());
        moves.set(0, new Move(0, 0, moves.get(0).dir(), 0));
        Path illegal = CliIT.WORK.resolve("illegal.msr");
        Files.writeString(illegal, Msr.encode(MsrRecord.of(rosin.variant(), moves)));
        CliIT.Run bad = morpion("submit", illegal.toString(), "--server", server());
        assertEquals(1, bad.exit());
        assertTrue(bad.out().contains("illegal.msr: ILLEGAL: illegal game: move 1 "), bad.out());
    }

    @Test
    void serverErrorsAreOneLine() throws Exception {
        CliIT.Run missing = morpion("records", "get", "999999", "--server", server());
        assertEquals(2, missing.exit());
        assertEquals("morpion: the server refused (404): no record has id 999999", missing.err().strip());
        CliIT.Run unreachable = morpion("records", "list", "--server", "http://127.0.0.1:9");
        assertEquals(2, unreachable.exit());
        assertEquals("morpion: cannot reach the server at http://127.0.0.1:9 (connection refused)", unreachable.err().strip());
    }
}
