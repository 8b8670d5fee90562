package io.morpion.service;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses a request whose declared body exceeds quarkus.http.limits.max-body-size with a JSON
 * message, before any of it is read; the HTTP layer alone would answer an empty 413.
 */
@ApplicationScoped
public class BodyLimit {

    @ConfigProperty(name = "quarkus.http.limits.max-body-size")
    MemorySize maxBodySize;

    void install(@Observes Router router) {
        long limit = maxBodySize.asLongValue();
        router.route().order(Integer.MIN_VALUE).handler(ctx -> {
            String declared = ctx.request().getHeader("Content-Length");
            long length;
            try {
                length = declared == null ? -1 : Long.parseLong(declared.trim());
            } catch (NumberFormatException e) {
                length = -1;
            }
            if (length > limit) {
                ctx.response()
                        .setStatusCode(413)
                        .putHeader("Content-Type", "application/json")
                        .putHeader("Connection", "close")
                        .end("{\"error\":\"the request body has " + length + " bytes; the limit is " + limit
                                + " bytes (a record, even as a picture, needs far less)\"}");
                return;
            }
            ctx.next();
        });
    }
}
