package io.morpion.service;

import io.morpion.search.Algorithm;
import io.morpion.search.spec.Algorithms;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * What the API description cannot read from the Java types: a budget's time is text in a
 * request ({@code "time": "10m"}, read by the budget's creator) and seconds in a view; and every
 * 64-bit integer travels as a string ({@link LongsAsText}).
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ApiDocs implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        ApiTags.name(openAPI);
        if (openAPI.getComponents() == null || openAPI.getComponents().getSchemas() == null) {
            return;
        }
        openAPI.getComponents().getSchemas().values().forEach(ApiDocs::longsAsText);
        ApiAnswers.document(openAPI);
        Map<String, Schema> schemas = openAPI.getComponents().getSchemas();
        // The searches' names, defaults and parameters as the algorithm registry declares them.
        describeTheChoice(
                property(schemas, "RunRequest", "algorithm"),
                "the search",
                Algorithms.names(),
                Algorithms.DEFAULT,
                Algorithms.DEFAULT_BECAUSE);
        describeTheChoice(
                property(schemas, "CampaignRequest", "method"),
                "the workers' search",
                Algorithms.campaignMethodNames(),
                Algorithms.CAMPAIGN_DEFAULT,
                Algorithms.CAMPAIGN_DEFAULT_BECAUSE);
        Schema params = property(schemas, "RunRequest", "params");
        if (params != null) {
            params.description("the algorithm's parameters by name, each left out at its default (GET /api/algorithms "
                    + "gives defaults, ranges and meanings): " + Algorithms.parameterLine());
        }
        Schema budget = schemas.get("Budget");
        if (budget == null) {
            return;
        }
        budget.description("When a run ends by itself; every part optional, absent or empty for never.");
        budget.addProperty(
                "time",
                OASFactory.createSchema()
                        .addType(Schema.SchemaType.STRING)
                        .writeOnly(true)
                        .description("in a request: the time budget, e.g. 90s, 10m, 2h, 1d, or seconds as a number"));
        Schema seconds = budget.getProperties().get("timeSeconds");
        if (seconds != null) {
            seconds.readOnly(true).description("in a view: the time budget in seconds");
        }
        Schema nodes = budget.getProperties().get("nodes");
        if (nodes != null) {
            nodes.description("total node budget over the run's life (playouts for NRPA)");
        }
        Schema target = budget.getProperties().get("target");
        if (target != null) {
            target.description("stop once a game this long is found");
        }
    }

    /** A property of a named schema, or null when either is absent. */
    private static Schema property(Map<String, Schema> schemas, String schema, String property) {
        Schema owner = schemas.get(schema);
        return owner == null || owner.getProperties() == null
                ? null
                : owner.getProperties().get(property);
    }

    /** A field that names a search: its choices, the one taken when none is named, and why that one. */
    private static void describeTheChoice(
            Schema field, String what, String choices, Algorithm byDefault, String because) {
        if (field != null) {
            field.description(what + ": " + choices + "; when none is named, " + byDefault.name() + ", " + because)
                    .defaultValue(byDefault.name());
        }
    }

    /** Marks every 64-bit integer in the schema, however deep, as the string it is sent as. */
    private static void longsAsText(Schema schema) {
        if (schema == null) {
            return;
        }
        if ("int64".equals(schema.getFormat())
                && schema.getType() != null
                && schema.getType().contains(Schema.SchemaType.INTEGER)) {
            schema.setType(new ArrayList<>(schema.getType().stream()
                    .map(t -> t == Schema.SchemaType.INTEGER ? Schema.SchemaType.STRING : t)
                    .toList()));
            schema.pattern("^-?[0-9]+$");
        }
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(ApiDocs::longsAsText);
        }
        longsAsText(schema.getItems());
        longsAsText(schema.getAdditionalPropertiesSchema());
        if (schema.getAllOf() != null) {
            schema.getAllOf().forEach(ApiDocs::longsAsText);
        }
        if (schema.getOneOf() != null) {
            schema.getOneOf().forEach(ApiDocs::longsAsText);
        }
        if (schema.getAnyOf() != null) {
            schema.getAnyOf().forEach(ApiDocs::longsAsText);
        }
    }
}
