package io.morpion.service;

import io.morpion.service.common.RefusalBody;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a query or path parameter that holds a control character (U+0000 above all, which the database cannot
 * store) before any resource reads it, naming the parameter: every filter, search and id of the API at once, so that
 * no new parameter can forget the check. JSON bodies are checked as they are read ({@link PlainJsonText}).
 */
public class ControlCharacterFilter {

    @ServerRequestFilter
    public Response refuseControlCharacters(ContainerRequestContext request) {
        try {
            check("query parameter ", request.getUriInfo().getQueryParameters());
            check("path parameter ", request.getUriInfo().getPathParameters());
            return null;
        } catch (Refused.Invalid refused) {
            return Response.status(400)
                    .type(MediaType.APPLICATION_JSON)
                    .entity(RefusalBody.of(refused.getMessage(), refused.code(), refused.params()))
                    .build();
        }
    }

    private static void check(String kind, MultivaluedMap<String, String> parameters) {
        for (Map.Entry<String, List<String>> parameter : parameters.entrySet()) {
            RequestText.requireNoControl(kind + "name", parameter.getKey());
            for (String value : parameter.getValue()) {
                RequestText.requireNoControl(kind + parameter.getKey(), value);
            }
        }
    }
}
