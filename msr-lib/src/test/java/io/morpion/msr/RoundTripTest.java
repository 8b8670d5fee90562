package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** JSON ↔ MS1 ↔ model round trips, the writer's field rules, and the shipped JSON Schema. */
class RoundTripTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchema SCHEMA =
            JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(MsrSchema.text());

    static Stream<Path> corpus() {
        return Vectors.corpusJson().stream();
    }

    /** A record that uses every field of §6, including a solver block and non-ASCII text. */
    static MsrRecord fullRecord() {
        MsrRecord game = Vectors.decode(Vectors.root().resolve("5D/rosin82.json"));
        return game.toBuilder()
                .producer("morpion-test/1.0")
                .savedAt("2026-11-21T10:30:00Z")
                .description("Hyyrö’s \"quoted\" line\nwith a newline and a tab\t")
                .tags(List.of("test", "ünïcode"))
                .solver(new SolverInfo("morpion", "nrpa L3 N=100", 42L, 123_456_789L, 12.5))
                .build();
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void corpusGameSurvivesJsonAndCompactRoundTrips(Path file) {
        MsrRecord original = Vectors.decode(file);
        assertRoundTrips(original);
    }

    @Test
    void everyFieldSurvivesRoundTrips() {
        assertRoundTrips(fullRecord());
    }

    private static void assertRoundTrips(MsrRecord original) {
        MsrRecord expected = original.withFacts(Msr.requireLegal(original));
        MsrRecord viaCompact = Msr.decode(Msr.encode(original));
        MsrRecord viaPretty = Msr.decode(Msr.toJson(original));
        MsrRecord viaCompactJson = Msr.decode(MsrWriter.toCompactJson(original));
        assertEquals(expected, viaCompact);
        assertEquals(expected, viaPretty);
        assertEquals(expected, viaCompactJson);
        assertEquals(Msr.encode(original), Msr.encode(viaPretty), "encoding is deterministic");
        assertTrue(Msr.encode(original).matches("MS1:[A-Za-z0-9_-]+"), "unpadded URL-safe Base64");
    }

    @Test
    void writerComputesDerivedFieldsFromTheMovesNotFromStatedValues() throws Exception {
        MsrRecord game = Vectors.decode(Vectors.root().resolve("4T/demaine56.json"));
        MsrRecord lying = game.toBuilder()
                .score(3)
                .terminal(false)
                .availableMoves(9)
                .bbox(new BoundingBox(0, 0, 1, 1))
                .build();
        JsonNode written = MAPPER.readTree(Msr.toJson(lying));
        assertEquals(56, written.get("score").asInt());
        assertEquals(0, written.get("available_moves").asInt());
        assertTrue(written.get("terminal").asBoolean());
        assertEquals(MAPPER.readTree("[-4,-2,10,10]"), written.get("bbox"));
    }

    @Test
    void writerOmitsEmptyOptionalFieldsAndNeverWritesNull() throws Exception {
        MsrRecord bare = MsrRecord.builder(Variant.FOUR_DISJOINT)
                .description("")
                .tags(List.of())
                .solver(new SolverInfo(null, null, null, null, null))
                .build();
        String json = Msr.toJson(bare);
        assertFalse(json.contains("null"), json);
        JsonNode tree = MAPPER.readTree(json);
        Set<String> fields = new java.util.TreeSet<>();
        tree.fieldNames().forEachRemaining(fields::add);
        assertEquals(Set.of("version", "variant", "score", "available_moves", "terminal", "bbox", "moves"), fields);
        assertEquals("0.1", tree.get("version").asText());
        assertEquals(40, tree.get("available_moves").asInt(), "the 4-cross offers 40 first moves");
    }

    @Test
    void illegalGameIsWrittenWithoutClaimsAboutItsFinalPosition() throws Exception {
        MsrRecord illegal = MsrRecord.of(Variant.FIVE_TOUCHING, List.of(new Move(4, 4, Direction.H, 0)));
        JsonNode tree = MAPPER.readTree(Msr.toJson(illegal));
        assertEquals(1, tree.get("score").asInt());
        assertFalse(tree.has("terminal"));
        assertFalse(tree.has("available_moves"));
        assertEquals(illegal.moves(), Msr.decode(Msr.encode(illegal)).moves());
    }

    @Test
    void prettyJsonPutsOneMoveOnEachLine() {
        MsrRecord game = Vectors.decode(Vectors.root().resolve("5T/rosin178.json"));
        String json = Msr.toJson(game);
        long moveLines =
                json.lines().filter(l -> l.strip().startsWith("{\"x\": ")).count();
        assertEquals(178, moveLines);
        assertTrue(json.contains("\"bbox\": [-4, -2, 12, 18]"), json.substring(0, 300));
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void everythingWeWriteValidatesAgainstTheSchema(Path file) throws Exception {
        MsrRecord record = Vectors.decode(file);
        assertSchemaValid(Msr.toJson(record));
        assertSchemaValid(MsrWriter.toCompactJson(record));
    }

    @Test
    void fullRecordAndEmptyGameValidateAgainstTheSchema() throws Exception {
        assertSchemaValid(Msr.toJson(fullRecord()));
        assertSchemaValid(Msr.toJson(MsrRecord.of(Variant.FIVE_DISJOINT, List.of())));
    }

    @Test
    void schemaRejectsWhatTheSpecForbids() throws Exception {
        assertFalse(SCHEMA.validate(MAPPER.readTree("{\"variant\":\"6X\",\"score\":0,\"moves\":[]}"))
                .isEmpty());
        assertFalse(SCHEMA.validate(MAPPER.readTree(
                        "{\"variant\":\"5T\",\"score\":1,\"moves\":[{\"x\":1,\"y\":2,\"dir\":\"Q\",\"pos\":0}]}"))
                .isEmpty());
        assertFalse(SCHEMA.validate(MAPPER.readTree("{\"variant\":\"5T\",\"moves\":[]}"))
                .isEmpty());
    }

    private static void assertSchemaValid(String json) throws Exception {
        Set<ValidationMessage> errors = SCHEMA.validate(MAPPER.readTree(json));
        assertTrue(errors.isEmpty(), () -> errors + "\n" + json);
    }
}
