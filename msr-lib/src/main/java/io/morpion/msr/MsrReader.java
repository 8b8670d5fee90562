package io.morpion.msr;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads MSR documents (§6, §8) from untrusted text: JSON or the MS1 compact form, within
 * {@link MsrLimits}. Lenient where §4 and §6 allow (variant spelling, version type, unknown
 * fields), strict and specific everywhere else: every failure is an {@link MsrFormatException}
 * naming the field at fault.
 */
public final class MsrReader {

    private final MsrLimits limits;
    private final ObjectMapper mapper;

    public MsrReader(MsrLimits limits) {
        this.limits = limits;
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(limits.maxNestingDepth())
                        .maxStringLength(limits.maxStringChars())
                        .maxNumberLength(32)
                        .maxDocumentLength(limits.maxDecompressedBytes())
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        this.mapper = new ObjectMapper(factory).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    public MsrReader() {
        this(MsrLimits.DEFAULT);
    }

    public MsrLimits limits() {
        return limits;
    }

    /** Decodes a JSON or MS1 document; surrounding whitespace is ignored. */
    public MsrRecord decode(String text) {
        if (text == null) {
            throw new MsrFormatException("no record text was given");
        }
        if (text.length() > limits.maxTextChars()) {
            throw new MsrFormatException("the record text has " + text.length() + " characters, more than the limit of "
                    + limits.maxTextChars());
        }
        String body = text.strip();
        if (body.isEmpty()) {
            throw new MsrFormatException("the record text is empty");
        }
        String json =
                CompactEnvelope.isCompact(body) ? CompactEnvelope.unwrap(body, limits.maxDecompressedBytes()) : body;
        return fromTree(parse(json));
    }

    /** Decodes a UTF-8 document from a stream, reading no more than the text limit allows. */
    public MsrRecord decode(InputStream in) {
        return decode(readBounded(in, limits.maxTextChars()));
    }

    /** Reads a UTF-8 text of at most {@code maxBytes} bytes, refusing anything longer. */
    public static String readBounded(InputStream in, int maxBytes) {
        try {
            byte[] bytes = in.readNBytes(maxBytes + 1);
            if (bytes.length > maxBytes) {
                throw new MsrFormatException("the input is larger than the limit of " + maxBytes + " bytes");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MsrFormatException("the input could not be read: " + e.getMessage(), e);
        }
    }

    private JsonNode parse(String json) {
        try {
            return mapper.readTree(json);
        } catch (StreamConstraintsException e) {
            // Jackson names the setting that holds the limit ("from `StreamReadConstraints...`"); the caller has no
            // such setting.
            throw new MsrFormatException(
                    "the record JSON exceeds a safety limit: "
                            + e.getOriginalMessage()
                                    .replaceAll(",? from `[^`]*`", "")
                                    .toLowerCase(Locale.ROOT),
                    e);
        } catch (JsonProcessingException e) {
            throw new MsrFormatException("the record is not valid JSON: " + e.getOriginalMessage() + locationOf(e), e);
        }
    }

    private static String locationOf(JsonProcessingException e) {
        return e.getLocation() == null
                ? ""
                : " (line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr() + ")";
    }

    private MsrRecord fromTree(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new MsrFormatException("a record must be a JSON object");
        }
        Variant variant = readVariant(root.get("variant"));
        MsrRecord.Builder builder = MsrRecord.builder(variant)
                .version(readVersion(root.get("version")))
                .moves(readMoves(root.get("moves"), variant))
                .score(optionalInt(root, "score"))
                .producer(optionalText(root, "producer"))
                .availableMoves(optionalInt(root, "available_moves"))
                .terminal(optionalBoolean(root, "terminal"))
                .bbox(readBbox(root.get("bbox")))
                .savedAt(optionalText(root, "saved_at"))
                .description(optionalText(root, "description"))
                .author(optionalText(root, "author"))
                .source(optionalText(root, "source"))
                .transcribedBy(optionalText(root, "transcribed_by"))
                .tags(readTags(root.get("tags")))
                .solver(readSolver(root.get("solver")));
        return builder.build();
    }

    private static Variant readVariant(JsonNode node) {
        if (node == null || node.isNull()) {
            throw new MsrFormatException("variant is missing; it must be one of " + String.join(", ", Variant.codes()));
        }
        if (!node.isTextual()) {
            throw new MsrFormatException("variant must be a string such as \"5T\", not " + describe(node));
        }
        return Variant.fromCode(node.asText())
                .orElseThrow(() -> new MsrFormatException("variant \"" + node.asText()
                        + "\" is unknown; it must be one of " + String.join(", ", Variant.codes())));
    }

    private static String readVersion(JsonNode node) {
        if (node == null || node.isNull()) {
            return MsrRecord.CURRENT_VERSION;
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return Long.toString(node.asLong());
        }
        if (node.isTextual() && node.asText().matches("\\d{1,9}(\\.\\d{1,9})?")) {
            return node.asText();
        }
        throw new MsrFormatException("version must be a \"major.minor\" string such as \"0.1\", not " + describe(node));
    }

    private List<Move> readMoves(JsonNode node, Variant variant) {
        if (node == null || node.isNull()) {
            throw new MsrFormatException("moves is missing; an empty game has \"moves\": []");
        }
        if (!node.isArray()) {
            throw new MsrFormatException("moves must be an array, not " + describe(node));
        }
        if (node.size() > limits.maxMoves()) {
            throw new MsrFormatException("the record has " + node.size() + " moves, more than the limit of "
                    + limits.maxMoves() + " (no legal " + variant + " game comes close)");
        }
        List<Move> moves = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            moves.add(readMove(node.get(i), i));
        }
        return moves;
    }

    private Move readMove(JsonNode node, int index) {
        String where = "move " + (index + 1) + " (moves[" + index + "])";
        if (!node.isObject()) {
            throw new MsrFormatException(where + " must be an object with x, y, dir and pos, not " + describe(node));
        }
        int x = coordinate(node, "x", where);
        int y = coordinate(node, "y", where);
        JsonNode dirNode = node.get("dir");
        if (dirNode == null || !dirNode.isTextual()) {
            throw new MsrFormatException(
                    where + ": dir must be one of \"H\", \"V\", \"DP\", \"DN\", not " + describe(dirNode));
        }
        Direction dir = Direction.fromCode(dirNode.asText())
                .orElseThrow(() -> new MsrFormatException(
                        where + ": dir \"" + dirNode.asText() + "\" is unknown; it must be one of H, V, DP, DN"));
        int pos = requiredInt(node, "pos", where, Integer.MIN_VALUE, Integer.MAX_VALUE);
        return new Move(x, y, dir, pos);
    }

    private int coordinate(JsonNode move, String field, String where) {
        return requiredInt(move, field, where, -limits.maxCoordinate(), limits.maxCoordinate());
    }

    private static int requiredInt(JsonNode object, String field, String where, int min, int max) {
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            throw new MsrFormatException(where + ": " + field + " is missing");
        }
        if (!node.isIntegralNumber()) {
            throw new MsrFormatException(where + ": " + field + " must be an integer, not " + describe(node));
        }
        if (!node.canConvertToInt() || node.asInt() < min || node.asInt() > max) {
            throw new MsrFormatException(
                    where + ": " + field + " = " + node.asText() + " is out of range " + min + ".." + max);
        }
        return node.asInt();
    }

    private static Integer optionalInt(JsonNode object, String field) {
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < 0) {
            throw new MsrFormatException(field + " must be a non-negative integer, not " + describe(node));
        }
        return node.asInt();
    }

    private static Long optionalLong(JsonNode object, String field, String where) {
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isIntegralNumber() || !node.canConvertToLong() || node.asLong() < 0) {
            throw new MsrFormatException(where + field + " must be a non-negative integer, not " + describe(node));
        }
        return node.asLong();
    }

    private static Boolean optionalBoolean(JsonNode object, String field) {
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isBoolean()) {
            throw new MsrFormatException(field + " must be true or false, not " + describe(node));
        }
        return node.asBoolean();
    }

    private static String optionalText(JsonNode object, String field) {
        return optionalText(object, field, "");
    }

    private static String optionalText(JsonNode object, String field, String where) {
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isTextual()) {
            throw new MsrFormatException(where + field + " must be a string, not " + describe(node));
        }
        return node.asText().isEmpty() ? null : node.asText();
    }

    private static BoundingBox readBbox(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isArray() || node.size() != 4) {
            throw new MsrFormatException(
                    "bbox must be an array of four integers [min_x, min_y, max_x, max_y], not " + describe(node));
        }
        int[] values = new int[4];
        for (int i = 0; i < 4; i++) {
            JsonNode value = node.get(i);
            if (!value.isIntegralNumber() || !value.canConvertToInt()) {
                throw new MsrFormatException("bbox[" + i + "] must be an integer, not " + describe(value));
            }
            values[i] = value.asInt();
        }
        return new BoundingBox(values[0], values[1], values[2], values[3]);
    }

    private static List<String> readTags(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isArray()) {
            throw new MsrFormatException("tags must be an array of strings, not " + describe(node));
        }
        List<String> tags = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            if (!node.get(i).isTextual()) {
                throw new MsrFormatException("tags[" + i + "] must be a string, not " + describe(node.get(i)));
            }
            tags.add(node.get(i).asText());
        }
        return tags;
    }

    private static SolverInfo readSolver(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw new MsrFormatException("solver must be an object, not " + describe(node));
        }
        JsonNode elapsed = node.get("elapsed_secs");
        Double elapsedSecs = null;
        if (elapsed != null && !elapsed.isNull()) {
            if (!elapsed.isNumber() || elapsed.asDouble() < 0 || !Double.isFinite(elapsed.asDouble())) {
                throw new MsrFormatException(
                        "solver.elapsed_secs must be a non-negative number, not " + describe(elapsed));
            }
            elapsedSecs = elapsed.asDouble();
        }
        return new SolverInfo(
                optionalText(node, "tool", "solver."),
                optionalText(node, "method", "solver."),
                optionalLong(node, "seed", "solver."),
                optionalLong(node, "nodes_explored", "solver."),
                elapsedSecs);
    }

    /** A short description of a JSON value for error messages, never echoing more than a few characters. */
    private static String describe(JsonNode node) {
        if (node == null || node.isNull()) {
            return "nothing";
        }
        String text = node.toString();
        String kind = node.isObject()
                ? "an object"
                : node.isArray()
                        ? "an array"
                        : node.isTextual() ? "the string" : node.isBoolean() ? "the boolean" : "the number";
        if (node.isContainerNode()) {
            return kind;
        }
        return kind + " " + (text.length() > 40 ? text.substring(0, 40) + "…" : text);
    }
}
