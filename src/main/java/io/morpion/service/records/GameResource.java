package io.morpion.service.records;

import io.morpion.engine.EngineMove;
import io.morpion.engine.Position;
import io.morpion.formats.GameFiles;
import io.morpion.formats.GameFormat;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.RateLimits;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Games that are not records: read one in any format, or ask where a game in progress may go next. */
@Path("/api/games")
public class GameResource {

    @Inject
    CurrentCaller caller;

    @Inject
    RateLimits limits;

    @Inject
    Outlooks outlooks;

    @Inject
    KnownPositions knownPositions;

    /** A point a move may be played at, with every line it could complete there. */
    public record LegalPoint(int x, int y, List<Line> lines) {}

    /** One line a move at a point could draw: its direction and where the point lies on it. */
    public record Line(String dir, int pos) {}

    @POST
    @Path("/legal-moves")
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "The legal moves after a game",
            description = "The body is a game (MSR JSON or MS1, possibly "
                    + "with no moves). Answers each point a move may be played at, with the lines it could complete "
                    + "there; an empty list means the game is over. An illegal game is 422.")
    public List<LegalPoint> legalMoves(byte[] body) {
        limits.take(RateLimits.Action.READ_GAME, caller.get());
        Position position = Position.of(GameFiles.read(body, null));
        Map<String, List<Line>> byPoint = new LinkedHashMap<>();
        Map<String, int[]> points = new LinkedHashMap<>();
        for (int move : position.legalMoves()) {
            Move m = EngineMove.toMsr(move, position.geometry());
            String key = m.x() + "," + m.y();
            points.putIfAbsent(key, new int[] {m.x(), m.y()});
            byPoint.computeIfAbsent(key, k -> new ArrayList<>())
                    .add(new Line(m.dir().code(), m.pos()));
        }
        return points.entrySet().stream()
                .map(e -> new LegalPoint(e.getValue()[0], e.getValue()[1], byPoint.get(e.getKey())))
                .toList();
    }

    @POST
    @Path("/outlook")
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "What is still possible from a position",
            description = "The body is a game (MSR JSON or MS1, possibly unfinished). The answer starts from what "
                    + "the service knows (docs/analysis.md): the longest known game through the position (witness) "
                    + "and the smallest known upper bound (atMost, atMostProof); where they meet it is proven "
                    + "without looking. Otherwise the exhaustive search looks at every continuation; when it "
                    + "finishes, the answer is proven (no game that begins with these moves is longer than best). "
                    + "When it does not, nested rollouts fill the rest of the budget and best is a lower bound. "
                    + "?seconds= asks for less than the caller's budget "
                    + "(budgetSeconds: 2 without a token, 10 with one, by default); a few looks a minute per "
                    + "client. An illegal game is 422.")
    public OutlookView outlook(byte[] body, @QueryParam("seconds") String seconds) {
        limits.requireLeft(RateLimits.Action.OUTLOOK, caller.get());
        Integer asked = RequestText.integer("seconds", seconds, null, Integer.MIN_VALUE, Integer.MAX_VALUE);
        return outlooks.lookAhead(GameFiles.read(body, null), asked, caller.get());
    }

    @POST
    @Path("/explorer")
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "The known games through a position",
            description = "The body is a game (MSR JSON or MS1, possibly unfinished). Answers how many stored games "
                    + "pass through the position (its lines are among theirs, up to the 8 symmetries, whatever the "
                    + "move order: docs/analysis.md) and the longest 10, each with what it played next from there, "
                    + "in the position's frame, and that move's number in the game's own order. An illegal game is "
                    + "422.")
    public ExplorerView explorer(byte[] body) {
        limits.take(RateLimits.Action.READ_GAME, caller.get());
        MsrRecord position = GameFiles.read(body, null);
        Position.of(position);
        return ExplorerView.of(position.moveCount(), knownPositions.current().through(position, ExplorerView.LISTED));
    }

    @POST
    @Path("/parse")
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Read a game in any format as MSR JSON",
            description = "The same inputs as a submission "
                    + "(MSR, Pentasol with ?variant=, PNG or SVG with a record). Nothing is verified or stored; "
                    + "derived fields are given only for a legal game.")
    public String parse(byte[] body, @QueryParam("variant") String variant) {
        limits.take(RateLimits.Action.READ_GAME, caller.get());
        return Msr.toJson(GameFiles.read(body, RequestText.variantOrNull(variant)));
    }

    @POST
    @Path("/render")
    @Consumes(MediaType.WILDCARD)
    @Operation(
            summary = "A game in another format",
            description = "The body is a game in any format a submission "
                    + "takes; ?to= msr, json, pentasol (5T and 5D), svg or png, ?numbers=true numbers a picture's "
                    + "moves. The game must be legal; nothing is stored.")
    public Response render(
            byte[] body,
            @QueryParam("to") String to,
            @QueryParam("numbers") boolean numbers,
            @QueryParam("variant") String variant) {
        limits.take(RateLimits.Action.READ_GAME, caller.get());
        GameFormat format = GameFormat.named(to)
                .orElseThrow(() ->
                        Refused.oneOf("to", List.of("msr", "json", "pentasol", "svg", "png"), String.valueOf(to)));
        MsrRecord game = GameFiles.read(body, RequestText.variantOrNull(variant));
        Msr.requireLegal(game);
        if (format == GameFormat.PENTASOL && !game.variant().code().startsWith("5")) {
            throw new Refused.Invalid(
                    RefusalCode.PENTASOL_VARIANT,
                    "Pentasol holds 5T and 5D games only; this game is " + game.variant(),
                    game.variant().code());
        }
        return Response.ok(GameFiles.write(game, format, numbers), format.contentType())
                .build();
    }
}
