package io.morpion.service.backup;

import io.morpion.service.access.Roles;
import io.smallrye.common.annotation.Blocking;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Admins take a backup of the whole database from a running service. */
@Path("/api/admin/backup")
@RolesAllowed(Roles.ADMIN)
public class BackupResource {

    private static final String ZIP = "application/zip";

    @Inject
    BackupService backups;

    @GET
    @Blocking
    @Produces(ZIP)
    @Operation(
            summary = "A consistent backup of the whole database, taken while searches run",
            description = "A zip of every table (records, runs, checkpoints, improvements, campaigns, token hashes, "
                    + "the job scheduler's state) as PostgreSQL's COPY wrote it from one snapshot, with a manifest "
                    + "of the schema version and each table's rows and SHA-256 (docs/operations.md). morpion admin "
                    + "backup FILE saves and checks it.")
    public Response backup() {
        String name = "morpion-backup-"
                + LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".zip";
        StreamingOutput body = out -> backups.write(out);
        return Response.ok(body, ZIP)
                .header("Content-Disposition", "attachment; filename=\"" + name + "\"")
                .header("Cache-Control", "no-store")
                .build();
    }
}
