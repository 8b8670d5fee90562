package io.morpion.service;

import io.morpion.msr.IllegalMove;
import io.morpion.msr.IllegalMoveException;
import io.morpion.msr.MsrFormatException;
import io.morpion.service.common.CallerText;
import io.morpion.service.common.Refused;
import io.morpion.service.db.DatabaseOutage;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
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

    @ServerExceptionMapper
    public Response illegalGame(IllegalMoveException e) {
        IllegalMove v = e.violation();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", "illegal game: " + v.message());
        // a stable code and its parameters, so that a client can say the same in its user's language
        body.put("code", "illegal." + v.reason().name());
        body.put("params", Map.of("move", v.moveNumber(), "x", v.point().x(), "y", v.point().y(),
                "pos", v.move().pos(), "lineLength", v.variant().lineLength(), "variant", v.variant().code(),
                "conflict", v.conflictingMoveIndex() + 1, "maxOverlap", v.variant().maxOverlap(),
                "shared", v.sharedPoints()));
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
        return json(400, Map.of("error", e.getMessage()));
    }

    @ServerExceptionMapper
    public Response badRequest(IllegalArgumentException e) {
        return json(400, Map.of("error", e.getMessage()));
    }

    @ServerExceptionMapper
    public Response refused(Refused e) {
        if (e instanceof Refused.TooMany tooMany) {
            return retryLater(429, tooMany.retryAfterSeconds(), e.getMessage());
        }
        int status = e instanceof Refused.NotFound ? 404 : e instanceof Refused.NotAllowed ? 403 : 409;
        return json(status, Map.of("error", e.getMessage()));
    }

    @ServerExceptionMapper
    public Response unauthenticated(io.quarkus.security.AuthenticationFailedException e) {
        if (DatabaseOutage.causedBy(e)) {
            return databaseOutage(e);
        }
        return Response.status(401).header("WWW-Authenticate", "Bearer").type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", e.getMessage() == null ? "the token was refused" : e.getMessage())).build();
    }

    @ServerExceptionMapper
    public Response unauthorized(io.quarkus.security.UnauthorizedException e) {
        return Response.status(401).header("WWW-Authenticate", "Bearer").type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", "this needs a token, and the request carried none; an admin makes them "
                        + "(morpion admin token create)")).build();
    }

    @ServerExceptionMapper
    public Response forbidden(io.quarkus.security.ForbiddenException e) {
        return json(403, Map.of("error", e.getMessage() == null || e.getMessage().isBlank()
                ? "this token may not do that; it needs an admin token" : e.getMessage()));
    }

    @ServerExceptionMapper
    public Response notFound(NotFoundException e) {
        String message = e.getMessage() == null || e.getMessage().startsWith("HTTP 404") ? "not found" : e.getMessage();
        return json(404, Map.of("error", message));
    }

    @ServerExceptionMapper
    public Response badJson(com.fasterxml.jackson.core.JsonProcessingException e) {
        return json(400, Map.of("error", JsonBodyErrors.describe(e)));
    }

    /** Jackson's own mapper for this subtype would answer first and say only "Bad Request". */
    @ServerExceptionMapper
    public Response badJsonInput(com.fasterxml.jackson.databind.exc.MismatchedInputException e) {
        return badJson(e);
    }

    @ServerExceptionMapper
    public Response unsupportedType(jakarta.ws.rs.NotSupportedException e, jakarta.ws.rs.core.HttpHeaders headers,
            jakarta.ws.rs.core.UriInfo uri) {
        String sent = headers.getHeaderString("Content-Type");
        String expected = uri.getPath().endsWith("/upload") ? "multipart/form-data" : "application/json";
        return json(415, Map.of("error", (sent == null ? "the request has no Content-Type" : "Content-Type "
                + CallerText.abbreviate(sent) + " is not accepted here") + "; send the body as " + expected));
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        if (e.getCause() instanceof com.fasterxml.jackson.core.JsonProcessingException json) {
            return badJson(json);
        }
        int status = e.getResponse().getStatus();
        return json(status, Map.of("error", e.getMessage() == null ? "request failed" : e.getMessage()));
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        if (DatabaseOutage.causedBy(e)) {
            return databaseOutage(e);
        }
        LOG.error("unexpected error", e);
        return json(500, Map.of("error", "internal error; it has been logged"));
    }

    /**
     * An Error (out of memory, a stack overflow) in a request: the request fails, and readiness
     * reports the JVM in trouble from then on (JvmTrouble), since such an error may have hit
     * other threads too.
     */
    @ServerExceptionMapper
    public Response jvmError(Error e) {
        JvmTrouble.record(e, Thread.currentThread());
        return json(503, Map.of("error", "the service is out of resources; it has been logged"));
    }

    private static Response databaseOutage(RuntimeException e) {
        DatabaseOutage.noticed(e);
        return retryLater(503, DATABASE_RETRY_SECONDS, "the database is out of reach just now; try again in a few seconds");
    }

    private static Response retryLater(int status, long seconds, String message) {
        return Response.status(status).header("Retry-After", seconds).type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", message)).build();
    }

    private static Response json(int status, Map<String, ?> body) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build();
    }
}
