package io.morpion.service.records;

import io.morpion.api.Retraction;
import io.morpion.formats.GameFiles;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.access.Caller;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.RateLimits;
import io.morpion.service.access.Roles;
import io.morpion.service.common.Page;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/** Browse the corpus and submit games for verification. */
@Path("/api/records")
@Produces(MediaType.APPLICATION_JSON)
public class RecordResource {

    /** The answer to a submission: the stored record and whether it was already there. */
    public record Submitted(boolean duplicate, RecordView record) {}

    @Inject
    RecordCatalog catalog;

    @Inject
    RecordListings listings;

    @Inject
    LocalProofFacts localProofs;

    @Inject
    CurrentCaller caller;

    @Inject
    RateLimits limits;

    @Inject
    SubmissionMetrics metrics;

    @Inject
    RecordFamilies families;

    @Inject
    RecordPotentials potentials;

    @GET
    @Operation(
            summary = "List records",
            description = "Filter by variant, origin (corpus: the record games; published: "
                    + "games people and their programs published; submission: verified submissions; solver: "
                    + "games search runs "
                    + "found and filed; several comma-separated, all by default), author (substring, any "
                    + "case), minimum and "
                    + "maximum score, family (familyOf: the games with the same dots as that record) and "
                    + "search category (the ladder of one "
                    + "category, e.g. nrpa or perturbation: see /api/records/ladders); sort by score, "
                    + "-score, date, -date or "
                    + "id; pages count from 0. An unfinished game (terminal false) is listed but is in no "
                    + "best list. near=true "
                    + "leaves out submissions below their variant's listedFrom (/api/variants): the web's "
                    + "default view.")
    public Page<RecordView> list(
            @QueryParam("variant") String variant,
            @QueryParam("author") String author,
            @QueryParam("minScore") String minScoreText,
            @QueryParam("maxScore") String maxScoreText,
            @QueryParam("familyOf") String familyOf,
            @QueryParam("sort") String sort,
            @QueryParam("origin") String origin,
            @QueryParam("category") String category,
            @QueryParam("near") String nearText,
            @QueryParam("page") String pageText,
            @QueryParam("size") String sizeText) {
        boolean near = RequestText.flag("near", nearText);
        Integer minScore = RequestText.integer("minScore", minScoreText, null, 0, Integer.MAX_VALUE);
        Integer maxScore = RequestText.integer("maxScore", maxScoreText, null, 0, Integer.MAX_VALUE);
        Long dotsKey = familyOf == null || familyOf.isBlank() ? null : findOr404(catalog, familyOf.strip()).dotsKey;
        Page.Request asked = Page.Request.of(pageText, sizeText);
        if (author != null && author.length() > 200) {
            throw new Refused.Invalid(RefusalCode.TOO_LONG, "author is at most 200 characters", "author", 200);
        }
        if (category != null && !category.matches("[a-z0-9-]{1,64}")) {
            throw new Refused.Invalid(
                    RefusalCode.BAD_CATEGORY,
                    "category is a search category such as nrpa or perturbation "
                            + "(lower-case letters, digits and dashes), not \"" + RequestText.abbreviate(category)
                            + "\"",
                    RequestText.abbreviate(category));
        }
        Variant wanted = RequestText.variantOrNull(variant);
        Set<RecordCatalog.Origin> origins = RecordCatalog.Origin.parseList(origin);
        RecordCatalog.sortOf(sort);
        String key = String.join(
                "\u0000",
                "page",
                String.valueOf(wanted),
                String.valueOf(author),
                String.valueOf(minScore),
                String.valueOf(maxScore),
                String.valueOf(dotsKey),
                String.valueOf(sort),
                origins.toString(),
                String.valueOf(category),
                String.valueOf(near),
                asked.toString());
        return listings.get(key, () -> {
            RecordCatalog.Listing listing = catalog.list(
                    new RecordCatalog.Filter(wanted, origins, author, minScore, maxScore, category, dotsKey, near),
                    sort,
                    asked.page(),
                    asked.size());
            return asked.of(
                    listing.items().stream().map(r -> RecordView.of(r, false)).toList(), listing.total());
        });
    }

    @GET
    @Path("/best")
    @Operation(summary = "The best record of each variant")
    public List<RecordView> best() {
        return listings.get("best", () -> catalog.bestPerVariant().stream()
                .map(r -> RecordView.of(r, false))
                .toList());
    }

    @GET
    @Path("/ladders")
    @Operation(
            summary = "The search categories' ladders",
            description = "Each variant and search category that runs "
                    + "have filed finished games in, with how many and the best; list one ladder with "
                    + "/api/records?origin=solver&variant=V&category=C.")
    public List<RecordCatalog.Ladder> ladders() {
        return listings.get("ladders", catalog::ladders);
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One record with its provenance, verdict, compact MSR form and local proofs")
    public RecordView get(@PathParam("id") String id) {
        RecordView view = listings.get("record\u0000" + key(id), () -> {
            RecordEntity record = findOr404(catalog, id);
            return RecordView.of(record, true, families.summary(record));
        });
        return view.withLocalProofs(localProofs.shown(view.id(), view.variant(), view.score()));
    }

    @GET
    @Path("/{id}/family")
    @Operation(
            summary = "A record's family",
            description = "The games that place the same dots as this one, up to "
                    + "the symmetries of the cross, with other lines, this one included: the record games first, "
                    + "then the published ones, then the rest as stored. They all have one score. Pages count from 0.")
    public Page<RecordView> family(
            @PathParam("id") String id, @QueryParam("page") String pageText, @QueryParam("size") String sizeText) {
        Page.Request asked = Page.Request.of(pageText, sizeText);
        return listings.get(String.join("\u0000", "family", key(id), asked.toString()), () -> {
            RecordFamilies.Members members = families.members(findOr404(catalog, id), asked.page(), asked.size());
            return asked.of(
                    members.items().stream().map(r -> RecordView.of(r, false)).toList(), members.total());
        });
    }

    @GET
    @Path("/{id}/potential")
    @Operation(
            summary = "Where a record's game lost its potential",
            description = "For the position after each move (points[k]: the first k moves), the longest game known to"
                    + " begin with it: proven where the exhaustive search finished, found (a lower bound) where it did"
                    + " not; the curve never rises along the game. blunder is the move after which it fell most. status"
                    + " none until a searcher asks for it (POST), then queued, running (positionsDone of positions) and"
                    + " done.")
    public RecordPotentials.PotentialView potential(@PathParam("id") String id) {
        return potentials.view(findOr404(catalog, id));
    }

    @POST
    @Path("/{id}/potential")
    @RolesAllowed(Roles.SEARCHER)
    @Operation(
            summary = "Ask for a record's potential curve (searcher or admin token)",
            description = "Queued and computed in the background by a node of the cluster, each position looked at for "
                    + "morpion.potential.per-position (1 s: a 5T record of 178 moves takes three minutes of a core), "
                    + "then kept with the record. 202 with the curve as it stands; asking again changes nothing. A "
                    + "token may have morpion.work.curves-per-token curves under way; one more is a 429 that says so.")
    public Response askPotential(@PathParam("id") String id) {
        return Response.accepted(potentials.request(findOr404(catalog, id), caller.get()))
                .build();
    }

    @DELETE
    @Path("/{id}/potential")
    @RolesAllowed(Roles.SEARCHER)
    @Operation(
            summary = "Cancel a record's potential curve (the token that asked for it, or an admin)",
            description = "A curve waiting or being computed stops within about a second and is forgotten (status"
                    + " none), which also gives its token's share of curves back. 409 when there is none under way; a"
                    + " curve done stays.")
    public RecordPotentials.PotentialView cancelPotential(@PathParam("id") String id) {
        return potentials.cancel(findOr404(catalog, id), caller.get());
    }

    @GET
    @Path("/{id}/compare/{other}")
    @Operation(
            summary = "Two records laid over each other",
            description = "The other record's game turned and mirrored by the symmetry of the cross under "
                    + "which it shares the most lines with this one (one that places the same dots first), the lines "
                    + "both draw, and the lines each draws alone: this record's by move number, the other's as moves "
                    + "in this record's frame. Two members of a family place the same dots (sameDots). Records of two "
                    + "variants do not compare (400).")
    public ComparisonView compare(@PathParam("id") String id, @PathParam("other") String other) {
        return listings.get(
                String.join("\u0000", "compare", key(id), key(other)),
                () -> ComparisonView.of(findOr404(catalog, id), findOr404(catalog, other)));
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    @Operation(
            summary = "Submit a game for verification",
            description = "The body is an MSR record (compact MS1: "
                    + "or JSON), a Pentasol game (then name the variant), or a PNG or SVG with an embedded record. A "
                    + "legal new game is stored: 201. A game already stored, in any order or symmetry: 200 with that "
                    + "record. An "
                    + "illegal game: 422 naming the first bad move. A game with no moves is refused (400): it records "
                    + "nothing. A legal game that could go on is stored as unfinished (terminal false) when a token "
                    + "submits it, since people share positions to study them, and stays out of the best of its "
                    + "variant; without a token only finished games are taken (400, unfinishedAnonymous). Each text "
                    + "(author, description, tags…) is at most 4,096 characters, a game's at most 16,384 in all, "
                    + "with no invisible formatting character.")
    public Response submit(
            byte[] body,
            @Parameter(description = "5T or 5D, for Pentasol bodies") @QueryParam("variant") String variant,
            @Parameter(description = "who submits the game") @QueryParam("submittedBy") String submittedBy) {
        limits.take(RateLimits.Action.SUBMIT, caller.get());
        return store(() -> GameFiles.read(body, RequestText.variantOrNull(variant)), submittedBy);
    }

    @POST
    @Path("/upload")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(
            summary = "Submit a game as a file upload",
            description = "A multipart form with the file in field "
                    + "\"file\" and, for Pentasol, the variant in field \"variant\". Answers as POST /api/records.")
    public Response upload(
            @RestForm("file") FileUpload file,
            @RestForm("variant") String variant,
            @RestForm("submittedBy") String submittedBy) {
        limits.take(RateLimits.Action.SUBMIT, caller.get());
        if (file == null) {
            throw new Refused.Invalid(RefusalCode.NO_FILE, "the form has no field \"file\" with the game to submit");
        }
        try {
            byte[] bytes = Files.readAllBytes(file.uploadedFile());
            return store(() -> GameFiles.read(bytes, RequestText.variantOrNull(variant)), submittedBy);
        } catch (IOException e) {
            throw new Refused.Invalid(
                    RefusalCode.UNREADABLE_FILE, "the uploaded file could not be read: " + e.getMessage());
        }
    }

    @POST
    @Path("/{id}/retract")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ADMIN)
    @Operation(
            summary = "Retract a record (admin)",
            description = "Body: {\"reason\": \"...\"}. The record stays, "
                    + "marked retracted with the reason; it no longer counts as a best.")
    public RecordView retract(@PathParam("id") String id, Retraction body) {
        RecordEntity record = findOr404(catalog, id);
        return RecordView.of(
                catalog.retract(
                        record.id,
                        body == null ? null : body.reason(),
                        caller.get().label()),
                true);
    }

    /**
     * Reads, verifies and stores a submission, counting what became of it; Server-Timing says how
     * long the verification (replay and identity) and the whole took.
     */
    private Response store(Supplier<MsrRecord> read, String submittedBy) {
        Caller who = caller.get();
        long start = System.nanoTime();
        RecordCatalog.Added added;
        try {
            added = catalog.add(
                    read.get(),
                    RecordCatalog.Origin.SUBMISSION,
                    submittedBy == null || submittedBy.isBlank() ? who.label() : submittedBy.strip(),
                    who.anonymous());
        } catch (RuntimeException e) {
            metrics.submission(SubmissionMetrics.Outcome.REJECTED);
            throw e;
        }
        metrics.submission(added.created() ? SubmissionMetrics.Outcome.ACCEPTED : SubmissionMetrics.Outcome.DUPLICATE);
        String timing = String.format(
                Locale.ROOT,
                "verify;dur=%.3f, total;dur=%.3f",
                added.verifyNanos() / 1e6,
                (System.nanoTime() - start) / 1e6);
        Submitted answer =
                new Submitted(!added.created(), RecordView.of(added.record(), true, families.summary(added.record())));
        if (added.created()) {
            return Response.created(URI.create("/api/records/" + added.record().id))
                    .entity(answer)
                    .header("Server-Timing", timing)
                    .build();
        }
        return Response.ok(answer).header("Server-Timing", timing).build();
    }

    static RecordEntity findOr404(RecordCatalog catalog, String id) {
        long number = RequestText.id("record", id);
        return catalog.find(number).orElseThrow(() -> Refused.notFound("record", number));
    }

    /** A record's id as the listings keep it: read, so that every spelling of one id (015, +15) is one entry. */
    private static String key(String id) {
        return Long.toString(RequestText.id("record", id));
    }
}
