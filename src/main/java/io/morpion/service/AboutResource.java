package io.morpion.service;

import io.morpion.msr.MsrRecord;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** What this server is: the placeholder API until the records service lands. */
@Path("/api/about")
public class AboutResource {

    public record About(String name, String version, String msrFormatVersion) {}

    @ConfigProperty(name = "quarkus.application.version", defaultValue = "dev")
    String version;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public About about() {
        return new About("Morpion", version, MsrRecord.CURRENT_VERSION);
    }
}
