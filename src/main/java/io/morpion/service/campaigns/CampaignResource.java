package io.morpion.service.campaigns;

import io.morpion.api.CampaignRequest;
import io.morpion.service.access.Caller;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.RateLimits;
import io.morpion.service.access.Roles;
import io.morpion.service.common.Page;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.KnownResults;
import io.morpion.service.runs.RunEntity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Start record hunts that spread over the cluster, watch them, pause, resume and stop them. */
@Path("/api/campaigns")
@Produces(MediaType.APPLICATION_JSON)
public class CampaignResource {

    @Inject
    CampaignService campaigns;

    @Inject
    CampaignArchive archive;

    @Inject
    KnownResults known;

    @Inject
    CurrentCaller caller;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Start a campaign (searcher or admin token)",
            description = "Body: variant (required), method (the workers' search: the request schema names "
                    + "the campaign searches and the default, and GET /api/algorithms what each shares), params (the "
                    + "workers' parameters by name, as GET /api/algorithms lists them), workers (how many at once; "
                    + "GET /api/algorithms gives the default as defaultWorkers), archive (the most games its shared "
                    + "archive keeps), budget {time: how long it runs (90s, 10m, 2h, 1d), target: a score that "
                    + "completes it}, as a run's but without nodes (the top-level time and target of earlier versions "
                    + "still work and are deprecated), and a warm start as warmRecordId or warm (MSR text). Its "
                    + "workers are search runs, which the nodes of the cluster take as they have room. Answers 201 "
                    + "with the campaign.")
    @RolesAllowed(Roles.SEARCHER)
    public Response start(CampaignRequest request) {
        Caller who = caller.get();
        limits.take(RateLimits.Action.QUEUE, who);
        CampaignEntity campaign = campaigns.start(request, who);
        return Response.created(URI.create("/api/campaigns/" + campaign.id))
                .entity(view(campaign.id))
                .build();
    }

    @GET
    @Operation(
            summary = "List campaigns, newest first",
            description = "Optionally only those with one status: ACTIVE, PAUSED, STOPPED or COMPLETED.")
    public Page<CampaignView> list(
            @QueryParam("status") String status,
            @QueryParam("page") String pageText,
            @QueryParam("size") String sizeText) {
        Page.Request asked = Page.Request.of(pageText, sizeText);
        CampaignStatus wanted = RequestText.oneOfOrNull(CampaignStatus.class, "status", status);
        List<CampaignEntity> page = campaigns.list(wanted, asked.page(), asked.size());
        Map<Long, List<RunEntity>> workers =
                campaigns.workersOf(page.stream().map(c -> c.id).toList());
        List<CampaignView> items = page.stream()
                .map(c -> CampaignView.of(
                        c,
                        workers.getOrDefault(c.id, List.of()),
                        null,
                        known.of(c.variant),
                        CampaignService.actions(c, caller.get())))
                .toList();
        return asked.of(items, campaigns.count(wanted));
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One campaign with its workers, its archive's census and its best game")
    public CampaignView get(@PathParam("id") String id) {
        return view(RequestText.id("campaign", id));
    }

    @POST
    @Path("/{id}/pause")
    @Operation(summary = "Pause a campaign", description = "Its workers checkpoint and free their threads.")
    @RolesAllowed(Roles.SEARCHER)
    public CampaignView pause(@PathParam("id") String id) {
        return control(id, CampaignStatus.Command.PAUSE);
    }

    @POST
    @Path("/{id}/resume")
    @Operation(
            summary = "Resume a paused campaign",
            description = "Its workers join the queue and go on from their "
                    + "checkpoints, with the archive as they left it.")
    @RolesAllowed(Roles.SEARCHER)
    public CampaignView resume(@PathParam("id") String id) {
        return control(id, CampaignStatus.Command.RESUME);
    }

    @POST
    @Path("/{id}/stop")
    @Operation(
            summary = "Stop a campaign for good",
            description = "Its workers are cancelled; its archive, its best and the records its workers filed stay.")
    @RolesAllowed(Roles.SEARCHER)
    public CampaignView stop(@PathParam("id") String id) {
        return control(id, CampaignStatus.Command.STOP);
    }

    private CampaignView control(String id, CampaignStatus.Command command) {
        long campaign = RequestText.id("campaign", id);
        campaigns.control(campaign, caller.get(), command);
        campaigns.steerWorkers(campaign);
        return view(campaign);
    }

    private CampaignView view(long id) {
        CampaignEntity campaign = campaigns.find(id);
        return CampaignView.of(
                campaign,
                campaigns.workers(id),
                archive.census(id),
                known.of(campaign.variant),
                CampaignService.actions(campaign, caller.get()));
    }
}
