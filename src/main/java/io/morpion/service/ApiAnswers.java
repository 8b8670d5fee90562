package io.morpion.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.service.common.RefusalCode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * What the API answers besides a plain 200, operation by operation, and a request body for each
 * operation that takes one, which works as it is (tested by posting each). The Java types cannot
 * say these: a method that builds its own Response is documented as "200 OK" with no content.
 */
final class ApiAnswers {

    private static final String ERROR = "#/components/schemas/Error";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** An answer of an operation: its status, what it means, and the schema of its body (null: the error body). */
    private record Answer(String status, String meaning, String schema) {}

    private static Answer error(String status, String meaning) {
        return new Answer(status, meaning, null);
    }

    private static final Answer BAD =
            error("400", "a field, parameter or body the service cannot take; the error names it and says why");
    private static final Answer NO_TOKEN = error("401", "no token, or one the service does not know");
    private static final Answer NOT_ALLOWED =
            error("403", "the token may not do this (a searcher's on another's run, or an admin's task)");
    private static final Answer MISSING = error("404", "nothing has this id");
    private static final Answer NOT_NOW = error("409", "its state does not allow it now; the error says why");
    private static final Answer TOO_MANY = error("429", "a limit is reached; Retry-After says when to try again");
    private static final Answer TOO_LARGE = error("413", "the body is larger than the service reads");
    private static final Answer ILLEGAL =
            error("422", "an illegal game: the error names the first bad move and why (moveNumber, reason, point)");
    private static final Answer UNREACHABLE =
            error("503", "the database is out of reach; Retry-After says when to try again");

    private static final Map<String, List<Answer>> ANSWERS = Map.ofEntries(
            Map.entry(
                    "POST /api/runs",
                    List.of(
                            new Answer("201", "queued; Location names the run", "#/components/schemas/RunView"),
                            BAD,
                            NO_TOKEN,
                            NOT_ALLOWED,
                            TOO_MANY)),
            Map.entry(
                    "POST /api/campaigns",
                    List.of(
                            new Answer(
                                    "201", "started; Location names the campaign", "#/components/schemas/CampaignView"),
                            BAD,
                            NO_TOKEN,
                            NOT_ALLOWED,
                            TOO_MANY)),
            Map.entry(
                    "POST /api/admin/tokens",
                    List.of(
                            new Answer("201", "made; the token itself is shown this once", null),
                            BAD,
                            NO_TOKEN,
                            NOT_ALLOWED)),
            Map.entry("POST /api/records", submission()),
            Map.entry("POST /api/records/upload", submission()),
            Map.entry("POST /api/records/{id}/retract", List.of(BAD, NO_TOKEN, NOT_ALLOWED, MISSING)),
            Map.entry("POST /api/games/legal-moves", List.of(BAD, TOO_LARGE, ILLEGAL)),
            Map.entry("POST /api/games/parse", List.of(BAD, TOO_LARGE)),
            Map.entry("POST /api/games/render", List.of(BAD, TOO_LARGE, ILLEGAL)),
            Map.entry("GET /api/records", List.of(BAD)),
            Map.entry("GET /api/runs", List.of(BAD)),
            Map.entry("GET /api/campaigns", List.of(BAD)),
            Map.entry("GET /api/history", List.of(BAD)),
            Map.entry("GET /api/records/{id}", List.of(MISSING)),
            Map.entry("GET /api/runs/{id}", List.of(MISSING)),
            Map.entry("GET /api/runs/{id}/improvements", List.of(MISSING)),
            Map.entry("GET /api/runs/{id}/events", List.of(MISSING)),
            Map.entry("GET /api/campaigns/{id}", List.of(MISSING)),
            Map.entry("GET /records/{file}", List.of(BAD, MISSING)),
            Map.entry("DELETE /api/admin/tokens/{id}", List.of(MISSING)),
            Map.entry("POST /api/runs/{id}/pause", List.of(MISSING, NOT_NOW)),
            Map.entry("POST /api/runs/{id}/resume", List.of(MISSING, NOT_NOW)),
            Map.entry("POST /api/runs/{id}/cancel", List.of(MISSING, NOT_NOW)),
            Map.entry("POST /api/campaigns/{id}/pause", List.of(MISSING, NOT_NOW)),
            Map.entry("POST /api/campaigns/{id}/resume", List.of(MISSING, NOT_NOW)),
            Map.entry("POST /api/campaigns/{id}/stop", List.of(MISSING, NOT_NOW)));

    private static List<Answer> submission() {
        return List.of(
                new Answer("201", "legal and new: stored; Location names the record", "#/components/schemas/Submitted"),
                new Answer(
                        "200", "legal, and already stored: the record that holds it", "#/components/schemas/Submitted"),
                BAD,
                TOO_LARGE,
                error("415", "a Content-Type the service does not read"),
                ILLEGAL);
    }

    /** Request bodies that work as they are, by operation and media type. */
    private static final Map<String, Map<String, String>> EXAMPLES = Map.of(
            "POST /api/runs",
                    Map.of(
                            "application/json",
                            "{\"variant\": \"4D\", \"algorithm\": \"nrpa\", "
                                    + "\"params\": {\"level\": \"2\"}, \"budget\": {\"time\": \"30s\"}}"),
            "POST /api/campaigns",
                    Map.of("application/json", "{\"variant\": \"5T\", \"workers\": 1, \"time\": \"1m\"}"),
            "POST /api/admin/tokens",
                    Map.of("application/json", "{\"name\": \"alice\", \"role\": \"searcher\", \"days\": 90}"),
            "POST /api/records",
                    Map.of("application/json", ApiExamples.OPENING_JSON, "text/plain", ApiExamples.FOUR_D_COMPACT),
            "POST /api/records/{id}/retract", Map.of("application/json", "{\"reason\": \"the same game as record 3\"}"),
            "POST /api/games/legal-moves",
                    Map.of("application/json", ApiExamples.OPENING_JSON, "text/plain", ApiExamples.FOUR_D_COMPACT),
            "POST /api/games/parse", Map.of("text/plain", ApiExamples.FOUR_D_COMPACT));

    private ApiAnswers() {}

    /** Each code with the names of its parameters: "range (field, min, max, value)". */
    private static String refusalCodes() {
        return Arrays.stream(RefusalCode.values())
                .map(c -> c.code() + (c.params().isEmpty() ? "" : " (" + String.join(", ", c.params()) + ")"))
                .collect(Collectors.joining(", "));
    }

    static void document(OpenAPI openAPI) {
        openAPI.getComponents()
                .addSchema(
                        "Error",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.OBJECT)
                                .description(
                                        "Every refusal: one sentence in the caller's terms, in English, and the same "
                                                + "as a stable code with its parameters, for a client that speaks its "
                                                + "user's language; an illegal "
                                                + "game adds its moveNumber, reason and point")
                                .addProperty("error", OASFactory.createSchema().addType(Schema.SchemaType.STRING))
                                .addProperty(
                                        "code",
                                        OASFactory.createSchema()
                                                .addType(Schema.SchemaType.STRING)
                                                .description("what kind of refusal, one of: " + refusalCodes()
                                                        + "; an illegal game's is "
                                                        + "illegal.<reason>, and its parameters are move, x, y, pos, "
                                                        + "lineLength, variant, conflict, maxOverlap and shared"))
                                .addProperty(
                                        "params",
                                        OASFactory.createSchema()
                                                .addType(Schema.SchemaType.OBJECT)
                                                .description("the code's values by name, as the sentence shows them")));
        openAPI.getComponents()
                .addSchema(
                        "Submitted",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.OBJECT)
                                .addProperty(
                                        "duplicate",
                                        OASFactory.createSchema()
                                                .addType(Schema.SchemaType.BOOLEAN)
                                                .description("true when the game was already stored"))
                                .addProperty(
                                        "record", OASFactory.createSchema().ref("#/components/schemas/RecordView")));
        openAPI.getPaths().getPathItems().forEach((path, item) -> item.getOperations()
                .forEach((method, operation) -> {
                    String key = method + " " + path;
                    List<Answer> answers = ANSWERS.getOrDefault(key, List.of());
                    if (answers.stream().anyMatch(a -> a.status().equals("201"))) {
                        // documented as the default 200 with no content; the table says what it really answers
                        operation.getResponses().removeAPIResponse("200");
                    }
                    answers.forEach(answer -> answer(operation, answer));
                    if (path.startsWith("/api/") && !path.equals("/api/about") && !path.equals("/api/variants")) {
                        answer(operation, UNREACHABLE);
                    }
                    Map<String, String> examples = EXAMPLES.get(key);
                    if (examples != null && operation.getRequestBody() != null) {
                        examples.forEach((type, example) -> example(operation, type, example));
                    }
                }));
    }

    private static void answer(Operation operation, Answer answer) {
        APIResponse response = OASFactory.createAPIResponse().description(answer.meaning());
        String schema =
                answer.schema() != null ? answer.schema() : answer.status().compareTo("400") >= 0 ? ERROR : null;
        if (schema != null) {
            response.content(OASFactory.createContent()
                    .addMediaType(
                            "application/json",
                            OASFactory.createMediaType()
                                    .schema(OASFactory.createSchema().ref(schema))));
        }
        operation.getResponses().addAPIResponse(answer.status(), response);
    }

    private static void example(Operation operation, String type, String example) {
        Content content = operation.getRequestBody().getContent();
        if (content == null) {
            content = OASFactory.createContent();
            operation.getRequestBody().content(content);
        }
        MediaType media = content.getMediaType(type);
        if (media == null) {
            media = OASFactory.createMediaType()
                    .schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING));
            content.addMediaType(type, media);
        }
        try {
            media.example(type.equals("application/json") ? JSON.readValue(example, Object.class) : example);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the example of " + type + " is not JSON: " + example, e);
        }
    }
}
