package io.morpion.msr;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes MSR documents: compact MS1 or pretty JSON. Derived fields are always recomputed from the
 * moves (§6): score and bbox for any game, available_moves and terminal only for a legal one,
 * since an illegal game has no honest final position. Empty optional fields are omitted, and
 * nothing is ever written as null.
 */
public final class MsrWriter {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private MsrWriter() {}

    /** The compact {@code MS1:} form, as .msr files hold it. */
    public static String toCompact(MsrRecord record) {
        return CompactEnvelope.wrap(toCompactJson(record));
    }

    /** The JSON form on one line. */
    public static String toCompactJson(MsrRecord record) {
        try {
            return MAPPER.writeValueAsString(toTree(record));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }

    /** The readable JSON form: one field per line, one move per line, ending in a newline. */
    public static String toPrettyJson(MsrRecord record) {
        StringBuilder out = new StringBuilder();
        writePretty(toTree(record), "", out);
        return out.append('\n').toString();
    }

    /** The record as a JSON tree with freshly computed derived fields, in the field order of §6. */
    public static ObjectNode toTree(MsrRecord record) {
        Verdict verdict = MsrValidator.validate(record);
        ObjectNode root = MAPPER.createObjectNode();
        root.put("version", record.version());
        root.put("variant", record.variant().code());
        root.put("score", record.moveCount());
        putText(root, "producer", record.producer());
        if (verdict.legal()) {
            root.put("available_moves", verdict.facts().availableMoves());
            root.put("terminal", verdict.facts().terminal());
        }
        ArrayNode bbox = root.putArray("bbox");
        pointsBoundingBox(record).asList().forEach(bbox::add);
        putText(root, "saved_at", record.savedAt());
        putText(root, "description", record.description());
        putText(root, "author", record.author());
        putText(root, "source", record.source());
        putText(root, "transcribed_by", record.transcribedBy());
        if (record.tags() != null) {
            ArrayNode tags = root.putArray("tags");
            record.tags().forEach(tags::add);
        }
        if (record.solver() != null) {
            root.set("solver", solverTree(record.solver()));
        }
        ArrayNode moves = root.putArray("moves");
        for (Move move : record.moves()) {
            moves.addObject()
                    .put("x", move.x())
                    .put("y", move.y())
                    .put("dir", move.dir().code())
                    .put("pos", move.pos());
        }
        return root;
    }

    /** The bbox of the cross and every move's point, which is what bbox means whether or not the game is legal. */
    public static BoundingBox pointsBoundingBox(MsrRecord record) {
        int w = record.variant().crossExtent();
        BoundingBox box = new BoundingBox(0, 0, w, w);
        for (Move move : record.moves()) {
            box = box.including(move.point());
        }
        return box;
    }

    private static ObjectNode solverTree(SolverInfo solver) {
        ObjectNode node = MAPPER.createObjectNode();
        putText(node, "tool", solver.tool());
        putText(node, "method", solver.method());
        if (solver.seed() != null) {
            node.put("seed", solver.seed());
        }
        if (solver.nodesExplored() != null) {
            node.put("nodes_explored", solver.nodesExplored());
        }
        if (solver.elapsedSecs() != null) {
            node.put("elapsed_secs", solver.elapsedSecs());
        }
        return node;
    }

    private static void putText(ObjectNode node, String field, String value) {
        if (value != null && !value.isEmpty()) {
            node.put(field, value);
        }
    }

    /**
     * Objects open one field per line; arrays of scalars and the objects inside arrays stay on
     * one line, so a 178-move game reads as 178 lines of moves.
     */
    private static void writePretty(JsonNode node, String indent, StringBuilder out) {
        if (node.isObject()) {
            String inner = indent + "  ";
            out.append('{');
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.append('\n')
                        .append(inner)
                        .append(MAPPER.getNodeFactory().textNode(field.getKey()))
                        .append(": ");
                writePretty(field.getValue(), inner, out);
                out.append(fields.hasNext() ? "," : "");
            }
            out.append(node.isEmpty() ? "}" : "\n" + indent + "}");
        } else if (node.isArray() && containsObjects(node)) {
            String inner = indent + "  ";
            out.append('[');
            for (int i = 0; i < node.size(); i++) {
                out.append('\n').append(inner);
                writeInline(node.get(i), out);
                out.append(i + 1 < node.size() ? "," : "");
            }
            out.append("\n").append(indent).append(']');
        } else {
            writeInline(node, out);
        }
    }

    private static boolean containsObjects(JsonNode array) {
        for (JsonNode element : array) {
            if (element.isContainerNode()) {
                return true;
            }
        }
        return false;
    }

    private static void writeInline(JsonNode node, StringBuilder out) {
        if (node.isObject()) {
            out.append('{');
            List<String> parts = new ArrayList<>();
            node.fields()
                    .forEachRemaining(
                            f -> parts.add(MAPPER.getNodeFactory().textNode(f.getKey()) + ": " + f.getValue()));
            out.append(String.join(", ", parts)).append('}');
        } else if (node.isArray()) {
            List<String> parts = new ArrayList<>();
            node.forEach(e -> parts.add(e.toString()));
            out.append('[').append(String.join(", ", parts)).append(']');
        } else {
            out.append(node);
        }
    }
}
