package io.morpion.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.morpion.msr.IllegalMove;
import io.morpion.msr.IllegalMoveException;
import io.morpion.msr.MsrFormatException;
import io.morpion.service.common.RefusalBody;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.morpion.service.db.DatabaseOutage;
import io.morpion.service.db.UnstorableText;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every error the API returns is JSON with an "error" message that says what was wrong; an
 * illegal game also names its first bad move. Nothing reaches the client as a stack trace.
 */
public class ApiErrors {

    private static final Logger LOG = Logger.getLogger(ApiErrors.class);
    private static final int DATABASE_RETRY_SECONDS = 5;
    private static final SecureRandom ERROR_IDS = new SecureRandom();

    @ServerExceptionMapper
    public Response illegalGame(IllegalMoveException e) {
        IllegalMove v = e.violation();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", "illegal game: " + v.message());
        // a stable code and its parameters, so that a client can say the same in its user's language
        body.put("code", "illegal." + v.reason().name());
        body.put(
                "params",
                Map.of(
                        "move",
                        v.moveNumber(),
                        "x",
                        v.point().x(),
                        "y",
                        v.point().y(),
                        "pos",
                        v.move().pos(),
                        "lineLength",
                        v.variant().lineLength(),
                        "variant",
                        v.variant().code(),
                        "conflict",
                        v.conflictingMoveIndex() + 1,
                        "maxOverlap",
                        v.variant().maxOverlap(),
                        "shared",
                        v.sharedPoints()));
        body.put("moveNumber", v.moveNumber());
        body.put("moveIndex", v.moveIndex());
        body.put("reason", v.reason().name());
        body.put("point", Map.of("x", v.point().x(), "y", v.point().y()));
        if (v.conflictingMoveIndex() >= 0) {
            body.put("conflictingMoveNumber", v.conflictingMoveIndex() + 1);
        }
        return json(422, body);
    }

    @ServerExceptionMapper
    public Response malformed(MsrFormatException e) {
        return refusal(400, RefusalCode.MALFORMED_GAME, e.getMessage(), e.getMessage());
    }

    @ServerExceptionMapper
    public Response refused(Refused e) {
        Map<String, Object> body = RefusalBody.of(e.getMessage(), e.code(), e.params());
        if (e instanceof Refused.TooMany tooMany) {
            return Response.status(429)
                    .header("Retry-After", tooMany.retryAfterSeconds())
                    .type(MediaType.APPLICATION_JSON)
                    .entity(body)
                    .build();
        }
        int status = e instanceof Refused.Invalid
                ? 400
                : e instanceof Refused.NotFound ? 404 : e instanceof Refused.NotAllowed ? 403 : 409;
        return json(status, body);
    }

    @ServerExceptionMapper
    public Response unauthenticated(AuthenticationFailedException e) {
        if (DatabaseOutage.causedBy(e)) {
            return databaseOutage(e);
        }
        return tokenRefused(e.getMessage());
    }

    private static Response tokenRefused(String message) {
        return Response.status(401)
                .header("WWW-Authenticate", "Bearer")
                .type(MediaType.APPLICATION_JSON)
                .entity(RefusalBody.of(message == null ? "the token was refused" : message, RefusalCode.TOKEN_REJECTED))
                .build();
    }

    @ServerExceptionMapper
    public Response unauthorized(UnauthorizedException e) {
        return Response.status(401)
                .header("WWW-Authenticate", "Bearer")
                .type(MediaType.APPLICATION_JSON)
                .entity(RefusalBody.of(
                        "this needs a token, and the request carried none; an admin makes them "
                                + "(morpion admin token create)",
                        RefusalCode.TOKEN_NEEDED))
                .build();
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e) {
        return refusal(
                403,
                RefusalCode.TOKEN_NOT_ADMIN,
                e.getMessage() == null || e.getMessage().isBlank()
                        ? "this token may not do that; it needs an admin token"
                        : e.getMessage());
    }

    @ServerExceptionMapper
    public Response notFound(NotFoundException e) {
        String message = e.getMessage() == null || e.getMessage().startsWith("HTTP 404") ? "not found" : e.getMessage();
        return refusal(404, RefusalCode.NO_SUCH_PATH, message);
    }

    @ServerExceptionMapper
    public Response badJson(JsonProcessingException e) {
        if (e instanceof PlainJsonText.ControlCharacter control) {
            String field = JsonBodyErrors.path(control);
            return refusal(
                    400,
                    RefusalCode.CONTROL_CHARACTER,
                    "field \"" + field + "\" " + control.getOriginalMessage() + "; remove it",
                    field,
                    control.character,
                    control.at);
        }
        String detail = JsonBodyErrors.describe(e);
        return refusal(400, RefusalCode.BAD_JSON, detail, detail);
    }

    /** Jackson's own mapper for this subtype would answer first and say only "Bad Request". */
    @ServerExceptionMapper
    public Response badJsonInput(MismatchedInputException e) {
        return badJson(e);
    }

    @ServerExceptionMapper
    public Response unsupportedType(NotSupportedException e, HttpHeaders headers, UriInfo uri) {
        String sent = headers.getHeaderString("Content-Type");
        String expected = uri.getPath().endsWith("/upload")
                ? "multipart/form-data"
                : uri.getPath().contains("/parts/") ? "application/octet-stream" : "application/json";
        return refusal(
                415,
                RefusalCode.CONTENT_TYPE,
                (sent == null
                                ? "the request has no Content-Type"
                                : "Content-Type " + RequestText.abbreviate(sent) + " is not accepted here")
                        + "; send the body as " + expected,
                expected);
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        if (e.getCause() instanceof JsonProcessingException json) {
            return badJson(json);
        }
        int status = e.getResponse().getStatus();
        return refusal(
                status, RefusalCode.REQUEST_FAILED, e.getMessage() == null ? "request failed" : e.getMessage(), status);
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        if (DatabaseOutage.causedBy(e)) {
            return databaseOutage(e);
        }
        if (UnstorableText.causedBy(e)) {
            // a caller's text the checks let through: the caller's mistake, said in one line, never a stack
            LOG.infof("refused a text the database cannot store: %s", UnstorableText.reason(e));
            return refusal(
                    400,
                    RefusalCode.UNSTORABLE_TEXT,
                    "the request holds a text the database cannot store (a NUL or an invalid character); remove it");
        }
        // an id for the caller to quote, which the log line carries too; never our own message
        String id = Long.toString(ERROR_IDS.nextLong() >>> 1, 36);
        LOG.errorf(e, "unexpected error %s", id);
        return refusal(500, RefusalCode.INTERNAL, "internal error " + id + "; it has been logged", id);
    }

    /** A checked exception no resource turned into a refusal (a file it could not read): a failure of ours. */
    @ServerExceptionMapper
    public Response unexpectedChecked(IOException e) {
        return unexpected(new UncheckedIOException(e));
    }

    /**
     * An Error (out of memory, a stack overflow) in a request: the request fails, and readiness
     * reports the JVM in trouble from then on (JvmTrouble), since such an error may have hit
     * other threads too.
     */
    @ServerExceptionMapper
    public Response jvmError(Error e) {
        JvmTrouble.record(e, Thread.currentThread());
        return refusal(503, RefusalCode.OUT_OF_RESOURCES, "the service is out of resources; it has been logged");
    }

    private static Response databaseOutage(RuntimeException e) {
        DatabaseOutage.noticed(e);
        return Response.status(503)
                .header("Retry-After", DATABASE_RETRY_SECONDS)
                .type(MediaType.APPLICATION_JSON)
                .entity(RefusalBody.of(
                        "the database is out of reach just now; try again in a few seconds",
                        RefusalCode.DATABASE_AWAY,
                        DATABASE_RETRY_SECONDS))
                .build();
    }

    private static Response refusal(int status, RefusalCode code, String message, Object... values) {
        return json(status, RefusalBody.of(message, code, values));
    }

    private static Response json(int status, Map<String, ?> body) {
        return Response.status(status)
                .type(MediaType.APPLICATION_JSON)
                .entity(body)
                .build();
    }
}
