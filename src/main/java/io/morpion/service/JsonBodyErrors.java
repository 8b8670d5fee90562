package io.morpion.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What was wrong with a JSON request body (a run request, a retraction, a new token), in the
 * caller's terms: the field by its path, what it should have held, the line and column of a
 * syntax error. Never Jackson's own wording about its classes and settings.
 */
final class JsonBodyErrors {

    private JsonBodyErrors() {}

    static String describe(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown field \"" + path(unknown) + "\"" + known(unknown.getKnownPropertyIds());
        }
        if (e instanceof MismatchedInputException mismatch) {
            if (mismatch.getPath().isEmpty()) {
                return mismatch.getOriginalMessage().startsWith("No content")
                        ? "the body is empty; it must be a JSON object"
                        : "the body must be a JSON object";
            }
            return "field \"" + path(mismatch) + "\" must be " + expected(mismatch.getTargetType());
        }
        if (e instanceof ValueInstantiationException made && made.getCause() instanceof IllegalArgumentException bad) {
            // a value the request's own types refuse, such as a budget of -5 nodes: their words, at the field
            return (made.getPath().isEmpty() ? "" : "field \"" + path(made) + "\": ") + bad.getMessage();
        }
        if (e instanceof DatabindException mapping) {
            return "the body does not fit the request"
                    + (mapping instanceof JsonMappingException m && !m.getPath().isEmpty()
                            ? " at field \"" + path(m) + "\""
                            : "");
        }
        if (e instanceof StreamConstraintsException) {
            return "the JSON body exceeds a safety limit (a string, number or nesting far larger than any request "
                    + "needs)";
        }
        String where = e.getLocation() == null
                ? ""
                : " at line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr();
        return "the body is not valid JSON" + where + ": " + firstLine(e.getOriginalMessage());
    }

    static String path(JsonMappingException e) {
        return e.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining("."))
                .replace(".[", "[");
    }

    private static String known(Collection<Object> ids) {
        if (ids == null || ids.isEmpty()) {
            return "";
        }
        return "; the fields here are "
                + new TreeSet<>(ids.stream().map(String::valueOf).toList());
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (type == Long.class || type == long.class || type == Integer.class || type == int.class) {
            return "a whole number";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class) {
            return "a number";
        }
        if (type == String.class) {
            return "text";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "an object";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return "of another type";
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "it cannot be read";
        }
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
