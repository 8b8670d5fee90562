package io.morpion.service.records;

import io.morpion.formats.GameFiles;
import io.morpion.msr.Msr;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Reads a game in any format without judging or storing it: for showing a refused game's moves. */
@Path("/api/games/parse")
public class GameResource {

    @POST
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Read a game in any format as MSR JSON", description = "The same inputs as a submission "
            + "(MSR, Pentasol with ?variant=, PNG or SVG with a record). Nothing is verified or stored; derived "
            + "fields are given only for a legal game.")
    public String parse(byte[] body, @QueryParam("variant") String variant) {
        return Msr.toJson(GameFiles.read(body, RecordResource.variantOrNull(variant)));
    }
}
