package io.morpion.service.backup;

import io.morpion.api.RestoreRequest;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.Roles;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.smallrye.common.annotation.Blocking;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Admins restore a backup into a service: they send it in parts, each under the request limit,
 * then ask for the restore. {@code morpion admin restore FILE} does all three.
 */
@Path("/api/admin/restores")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.ADMIN)
@Blocking
public class RestoreResource {

    /**
     * The restore of an upload whose parts have all been sent.
     *
     * @param parts  how many parts were sent, 0 to parts-1
     * @param sha256 the SHA-256 of the whole backup file, in hex
     * @param force  replace the data this service holds beyond the packaged corpus
     */
    @Inject
    RestoreUploads uploads;

    @Inject
    RestoreService restores;

    @Inject
    CurrentCaller caller;

    @POST
    @Operation(
            summary = "Begin sending a backup to restore",
            description = "The answer names the upload and the size of its parts (partBytes; the last may be"
                    + " smaller) and the largest backup taken (maxBytes). Then PUT each part, and POST the"
                    + " restore. Parts not restored within a day are dropped.")
    public Response begin() {
        RestoreUploads.Upload upload = uploads.begin();
        return Response.created(URI.create("/api/admin/restores/" + upload.id()))
                .entity(upload)
                .build();
    }

    @GET
    @Operation(
            summary = "The restore uploads under way",
            description = "Each upload begun and not yet restored or abandoned: its id, when it was last touched (begun"
                    + " or a part received) and how many seconds ago, its parts and their bytes, the longest untouched"
                    + " first. One untouched for an hour gives its place to the next begun past the limit; one"
                    + " untouched for a day is dropped.")
    public List<RestoreUploads.UnderWay> underWay() {
        return uploads.underWay();
    }

    @DELETE
    @Path("/{upload}")
    @Operation(
            summary = "Abandon a restore upload",
            description = "Its parts are dropped, and it no longer counts against the uploads a server takes at once.")
    public Response abandon(@PathParam("upload") String upload) {
        uploads.abandon(uploadId(upload));
        return Response.noContent().build();
    }

    @PUT
    @Path("/{upload}/parts/{part}")
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    @Operation(
            summary = "Send one part of a backup",
            description = "Parts are numbered from 0; one sent again replaces the first copy.")
    public Response part(@PathParam("upload") String upload, @PathParam("part") String part, byte[] data) {
        uploads.part(uploadId(upload), RequestText.id("part", part), data == null ? new byte[0] : data);
        return Response.noContent().build();
    }

    @POST
    @Path("/{upload}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Restore a backup whose parts were all sent",
            description = "Body: parts (how many were sent), sha256 (of the whole file), force (replace what"
                    + " this service holds beyond the packaged corpus; refused without it). Every table is"
                    + " replaced in one transaction; queued and running searches resume from their checkpoints."
                    + " A damaged backup, or one of another schema, is refused and nothing changes.")
    public RestoreService.Restored restore(@PathParam("upload") String upload, RestoreRequest request) {
        if (request == null || request.parts() == null || request.sha256() == null) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS, "the body must be JSON with \"parts\" and \"sha256\"", "parts, sha256");
        }
        return restores.restore(
                uploadId(upload),
                request.parts(),
                request.sha256(),
                Boolean.TRUE.equals(request.force()),
                caller.get());
    }

    private static UUID uploadId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new Refused.NotFound(
                    RefusalCode.NOT_FOUND,
                    "no restore upload has id \"" + RequestText.abbreviate(text) + "\"",
                    "restore upload",
                    RequestText.abbreviate(text));
        }
    }
}
