package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What the reader accepts (§4, §6, §8, §9) and the specific error for each kind of bad input. */
class DecodeTest {

    private static final String ONE_MOVE =
            "{\"variant\":\"5T\",\"score\":1,\"moves\":[{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0}]}";

    @ParameterizedTest
    @CsvSource({
        "5T,FIVE_TOUCHING",
        "t5,FIVE_TOUCHING",
        "5d,FIVE_DISJOINT",
        "D5,FIVE_DISJOINT",
        "4t,FOUR_TOUCHING",
        "d4,FOUR_DISJOINT"
    })
    void variantCodesAreReadInAnyCaseAndEitherOrder(String code, Variant expected) {
        MsrRecord record = Msr.decode("{\"variant\":\"" + code + "\",\"score\":0,\"moves\":[]}");
        assertEquals(expected, record.variant());
        assertTrue(Msr.toJson(record).contains("\"variant\": \"" + expected.code() + "\""));
    }

    @Test
    void missingVersionDefaultsAndIntegerVersionBecomesAString() {
        assertEquals("0.1", Msr.decode(ONE_MOVE).version());
        assertEquals(
                "1",
                Msr.decode("{\"version\":1,\"variant\":\"5T\",\"score\":0,\"moves\":[]}")
                        .version());
        assertEquals(
                "0.1",
                Msr.decode("{\"version\":\"0.1\",\"variant\":\"5T\",\"score\":0,\"moves\":[]}")
                        .version());
    }

    @Test
    void unknownFieldsAreIgnoredAtEveryLevel() {
        MsrRecord record = Msr.decode("{\"variant\":\"5T\",\"score\":1,\"future\":{\"deep\":[1,2,{\"x\":1}]},"
                + "\"solver\":{\"method\":\"nrpa\",\"gpu\":true},"
                + "\"moves\":[{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0,\"note\":\"first\"}]}");
        assertEquals(List.of(new Move(3, -1, Direction.V, 0)), record.moves());
        assertEquals("nrpa", record.solver().method());
    }

    @Test
    void surroundingWhitespaceIsTrimmedForBothForms() {
        String compact = Msr.encode(Msr.decode(ONE_MOVE));
        assertEquals(
                Msr.decode(ONE_MOVE).moves(),
                Msr.decode("\n\t  " + compact + "  \r\n").moves());
        assertEquals(1, Msr.decode("   \n" + ONE_MOVE + "\n\n").moveCount());
    }

    @Test
    void emptyOptionalStringsReadAsAbsent() {
        assertNull(Msr.decode("{\"variant\":\"5T\",\"score\":0,\"moves\":[],\"author\":\"\"}")
                .author());
    }

    @Test
    void streamReadingIsBounded() {
        byte[] huge = new byte[MsrLimits.DEFAULT.maxTextChars() + 10];
        java.util.Arrays.fill(huge, (byte) ' ');
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(new ByteArrayInputStream(huge)));
        assertTrue(e.getMessage().contains("larger than the limit"), e.getMessage());
        assertEquals(
                1,
                Msr.decode(new ByteArrayInputStream(ONE_MOVE.getBytes(StandardCharsets.UTF_8)))
                        .moveCount());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            not JSON                 | {"variant": 5T}                                              | not valid JSON
            trailing garbage         | {"variant":"5T","score":0,"moves":[]} extra                  | not valid JSON
            not an object            | [1, 2, 3]                                                    | must be a JSON object
            empty                    | '   '                                                        | empty
            missing variant          | {"score":0,"moves":[]}                                       | variant is missing
            unknown variant          | {"variant":"6T","score":0,"moves":[]}                        | variant "6T" is unknown
            variant not a string     | {"variant":5,"score":0,"moves":[]}                           | variant must be a string
            bad version              | {"version":[1],"variant":"5T","score":0,"moves":[]}          | version must be
            missing moves            | {"variant":"5T","score":0}                                   | moves is missing
            moves not an array       | {"variant":"5T","score":0,"moves":{}}                        | moves must be an array
            move not an object       | {"variant":"5T","score":1,"moves":[7]}                       | move 1 (moves[0]) must be an object
            unknown direction        | {"variant":"5T","score":1,"moves":[{"x":1,"y":1,"dir":"NE","pos":0}]} | move 1 (moves[0]): dir "NE" is unknown
            missing pos              | {"variant":"5T","score":1,"moves":[{"x":1,"y":1,"dir":"H"}]} | move 1 (moves[0]): pos is missing
            fractional x             | {"variant":"5T","score":1,"moves":[{"x":1.5,"y":1,"dir":"H","pos":0}]} | x must be an integer
            x as string              | {"variant":"5T","score":1,"moves":[{"x":"1","y":1,"dir":"H","pos":0}]} | x must be an integer
            out of range coordinate  | {"variant":"5T","score":1,"moves":[{"x":1,"y":-99999999,"dir":"H","pos":0}]} | y = -99999999 is out of range
            huge number              | {"variant":"5T","score":1,"moves":[{"x":1,"y":123456789012345678901234567890,"dir":"H","pos":0}]} | out of range
            negative score           | {"variant":"5T","score":-1,"moves":[]}                       | score must be a non-negative integer
            terminal not boolean     | {"variant":"5T","score":0,"moves":[],"terminal":"yes"}       | terminal must be true or false
            short bbox               | {"variant":"5T","score":0,"moves":[],"bbox":[1,2,3]}         | bbox must be an array of four integers
            tags not strings         | {"variant":"5T","score":0,"moves":[],"tags":[1]}             | tags[0] must be a string
            solver not an object     | {"variant":"5T","score":0,"moves":[],"solver":"nrpa"}        | solver must be an object
            negative seed            | {"variant":"5T","score":0,"moves":[],"solver":{"seed":-3}}   | solver.seed must be a non-negative integer
            duplicate key            | {"variant":"5T","variant":"5D","score":0,"moves":[]}         | Duplicate field
            bad base64               | MS1:@@@not*base64                                            | not URL-safe Base64
            empty compact payload    | MS1:                                                         | payload is empty
            not deflate              | MS1:AAAAAAAAAAAAAAAAAAAAAA                                   | MS1 payload
            """)
    void malformedInputGetsASpecificFormatError(String name, String input, String expected) {
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(input));
        assertTrue(e.getMessage().contains(expected), () -> name + ": " + e.getMessage());
    }

    @Test
    void truncatedCompactFormIsReportedAsTruncated() {
        String compact = Msr.encode(Msr.decode(Vectors.read("5T/rosin178.json")));
        MsrFormatException e = assertThrows(
                MsrFormatException.class, () -> Msr.decode(compact.substring(0, 4 + (compact.length() / 8) * 4)));
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void deflateBombIsStoppedAtTheDecompressionLimit() {
        // 200 MB of spaces compress to about 200 KB; inflating must stop at the 1 MiB limit
        String bomb = DeflateBomb.compact(200);
        assertTrue(bomb.length() < MsrLimits.DEFAULT.maxTextChars(), "the bomb itself fits the text limit");
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(bomb));
        assertTrue(e.getMessage().contains("inflates to more than"), e.getMessage());
    }

    @Test
    void deeplyNestedJsonIsRefused() {
        String deep = "{\"variant\":\"5T\",\"score\":0,\"moves\":[],\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}";
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(deep));
        assertTrue(e.getMessage().contains("nesting depth"), e.getMessage());
    }

    @Test
    void oversizedTextIsRefusedBeforeParsing() {
        String big = "{\"variant\":\"5T\",\"score\":0,\"moves\":[],\"pad\":\"" + "a".repeat(2 << 20) + "\"}";
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(big));
        assertTrue(e.getMessage().contains("more than the limit"), e.getMessage());
    }

    @Test
    void overlongStringIsRefused() {
        String text = "{\"variant\":\"5T\",\"score\":0,\"moves\":[],\"description\":\"" + "a".repeat(100_000) + "\"}";
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(text));
        assertTrue(e.getMessage().contains("safety limit"), e.getMessage());
    }

    @Test
    void tooManyMovesAreRefusedWithTheCount() {
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < 2_001; i++) {
            moves.append(i == 0 ? "" : ",").append("{\"x\":0,\"y\":0,\"dir\":\"H\",\"pos\":0}");
        }
        String text = "{\"variant\":\"4D\",\"score\":2001,\"moves\":[" + moves + "]}";
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Msr.decode(text));
        assertTrue(e.getMessage().contains("2001 moves, more than the limit of 2000"), e.getMessage());
    }

    @Test
    void customLimitsApply() {
        MsrReader strict = new MsrReader(new MsrLimits(1 << 20, 1 << 20, 16, 1000, 1, 100));
        assertThrows(
                MsrFormatException.class,
                () -> strict.decode(
                        "{\"variant"
                                + ""
                                + ""
                                + "\":\"5T\",\"score\":2,\"moves\":[{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0},{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0}]}"));
        assertEquals(1, strict.decode(ONE_MOVE).moveCount());
    }

    @Test
    void nullTextIsAFormatError() {
        assertThrows(MsrFormatException.class, () -> Msr.decode((String) null));
    }
}
