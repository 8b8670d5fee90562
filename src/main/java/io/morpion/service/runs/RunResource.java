package io.morpion.service.runs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.RunRequest;
import io.morpion.service.access.Caller;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.RateLimits;
import io.morpion.service.access.Roles;
import io.morpion.service.common.Page;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.KnownResults;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.net.URI;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Queue searches, follow them live, pause, resume and cancel them. */
@Path("/api/runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunResource {

    private static final Duration SETTLE = Duration.ofSeconds(5);

    /**
     * One improvement of a run's best; foundAgain when the record it was filed as was there before the run (the
     * run found a known game again, and must never call it new).
     */
    public record ImprovementView(
            int score,
            long nodes,
            double elapsedSeconds,
            OffsetDateTime foundAt,
            Long recordId,
            boolean foundAgain,
            String msr) {}

    @Inject
    RunService runs;

    @Inject
    RunEvents events;

    @Inject
    KnownResults known;

    @Inject
    ObjectMapper json;

    @Inject
    CurrentCaller caller;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Queue a search run (searcher or admin token)",
            description = "Body: variant (required), algorithm (a name "
                    + "from GET /api/algorithms), params (the algorithm's, by name, as that lists them), budget "
                    + "{time: \"10m\", nodes, target}, seed, "
                    + "threads, and a warm start as warmRecordId or warm (MSR text). Answers 201 with the run and "
                    + "its place in the queue.")
    @RolesAllowed(Roles.SEARCHER)
    public Response submit(RunRequest request) {
        Caller who = caller.get();
        limits.take(RateLimits.Action.QUEUE, who);
        RunEntity run = runs.submit(request, who);
        return Response.created(URI.create("/api/runs/" + run.id))
                .entity(view(run, true))
                .build();
    }

    @GET
    @Operation(
            summary = "List runs, newest first",
            description = "Optionally only those with one status: QUEUED, "
                    + "RUNNING, PAUSED, COMPLETED, CANCELLED or FAILED.")
    public Page<RunView> list(
            @QueryParam("status") String status,
            @QueryParam("page") String pageText,
            @QueryParam("size") String sizeText) {
        Page.Request asked = Page.Request.of(pageText, sizeText);
        RunStatus wanted = RequestText.oneOfOrNull(RunStatus.class, "status", status);
        List<RunView> items = runs.list(wanted, asked.page(), asked.size()).stream()
                .map(r -> view(r, false))
                .toList();
        return asked.of(items, runs.count(wanted));
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One run with its progress and best game")
    public RunView get(@PathParam("id") String id) {
        return view(runs.find(RequestText.id("run", id)), true);
    }

    @POST
    @Path("/{id}/pause")
    @Operation(
            summary = "Pause a run",
            description = "A queued run leaves the queue; a running one checkpoints and "
                    + "frees its thread. Resume continues from the checkpoint.")
    @RolesAllowed(Roles.SEARCHER)
    public RunView pause(@PathParam("id") String id) {
        return stopAndSettle(id, RunStatus.Command.PAUSE);
    }

    @POST
    @Path("/{id}/resume")
    @Operation(summary = "Resume a paused run", description = "It joins the end of the queue.")
    @RolesAllowed(Roles.SEARCHER)
    public RunView resume(@PathParam("id") String id) {
        return view(runs.control(RequestText.id("run", id), caller.get(), RunStatus.Command.RESUME), true);
    }

    @POST
    @Path("/{id}/cancel")
    @Operation(summary = "Cancel a run", description = "Its best game and improvements stay.")
    @RolesAllowed(Roles.SEARCHER)
    public RunView cancel(@PathParam("id") String id) {
        return stopAndSettle(id, RunStatus.Command.CANCEL);
    }

    /** A stop asked of a job on this node takes a moment; the answer waits a little so that it shows the effect. */
    private RunView stopAndSettle(String id, RunStatus.Command command) {
        long run = RequestText.id("run", id);
        runs.control(run, caller.get(), command);
        return view(runs.settle(run, SETTLE), true);
    }

    @GET
    @Path("/{id}/improvements")
    @Operation(
            summary = "A run's improvement timeline",
            description = "Each new best: score, nodes, elapsed time, "
                    + "when, the record it was filed as (when it was its category's best), foundAgain when that "
                    + "record was there before the run, and the game.")
    public List<ImprovementView> improvements(@PathParam("id") String id) {
        long run = RequestText.id("run", id);
        List<RunImprovementEntity> improvements = runs.improvements(run);
        Set<Long> foundAgain = runs.foundAgain(run, improvements);
        return improvements.stream()
                .map(i -> new ImprovementView(
                        i.score,
                        i.nodes,
                        i.elapsedMs / 1000.0,
                        i.foundAt,
                        i.recordId,
                        i.recordId != null && foundAgain.contains(i.recordId),
                        i.msr))
                .toList();
    }

    @GET
    @Path("/{id}/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Blocking
    @Operation(
            summary = "Live progress as Server-Sent Events",
            description = "A \"progress\" event every second "
                    + "(status, best score, nodes, nodes/s, elapsed, budget fraction), a \"best\" event with the game "
                    + "whenever the best changes, and an \"end\" event when the run is over, after which the "
                    + "stream closes.")
    @APIResponse(
            responseCode = "200",
            description = "the event stream: lines \"event: NAME\" and \"data: JSON\"",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(
            responseCode = "429",
            description = "the caller holds as many live streams as one client may "
                    + "(morpion.limits.streams-per-client, 8), or the node as many as it serves "
                    + "(morpion.limits.streams, 1000); Retry-After says when to try again")
    public Multi<OutboundSseEvent> events(@PathParam("id") String id, @Context Sse sse) {
        long run = RequestText.id("run", id);
        runs.find(run);
        return events.watch(run, caller.get()).map(event -> sse.newEventBuilder()
                .name(event.name())
                .mediaType(MediaType.TEXT_PLAIN_TYPE)
                .data(String.class, toJson(event.data()))
                .build());
    }

    private String toJson(Object data) {
        try {
            return json.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event of a run could not be written as JSON", e);
        }
    }

    private RunView view(RunEntity run, boolean withGame) {
        return RunView.of(
                run,
                runs.queuePosition(run),
                known.of(run.variant),
                withGame,
                RunService.mayControl(run, caller.get()));
    }
}
