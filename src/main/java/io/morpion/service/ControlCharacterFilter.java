package io.morpion.service;

import io.morpion.service.common.RequestText;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a query or path parameter that holds a control character (U+0000 above all, which the database cannot
 * store) before any resource reads it, naming the parameter: every filter, search and id of the API at once, so that
 * no new parameter can forget the check. JSON bodies are checked as they are read ({@link PlainJsonText}). The
 * refusal is answered as every other, by {@link ApiErrors}.
 */
public class ControlCharacterFilter {

    @ServerRequestFilter
    public void refuseControlCharacters(UriInfo uri) {
        check("query parameter ", uri.getQueryParameters());
        check("path parameter ", uri.getPathParameters());
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
