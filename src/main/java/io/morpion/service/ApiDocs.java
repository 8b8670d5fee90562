package io.morpion.service;

import io.morpion.search.spec.Algorithms;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
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
        algorithmsFromTheRegistry(openAPI.getComponents().getSchemas().get("RunRequest"));
        campaignMethodsFromTheRegistry(openAPI.getComponents().getSchemas().get("CampaignRequest"));
        Schema budget = openAPI.getComponents().getSchemas().get("Budget");
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

    /** A run request's algorithm and params, said as the algorithm registry declares them. */
    private static void algorithmsFromTheRegistry(Schema request) {
        if (request == null || request.getProperties() == null) {
            return;
        }
        Schema algorithm = request.getProperties().get("algorithm");
        if (algorithm != null) {
            algorithm
                    .description("the search: " + Algorithms.names() + "; when none is named, "
                            + Algorithms.DEFAULT.name() + ", " + Algorithms.DEFAULT_BECAUSE)
                    .defaultValue(Algorithms.DEFAULT.name());
        }
        Schema params = request.getProperties().get("params");
        if (params != null) {
            params.description("the algorithm's parameters by name, each left out at its default (GET /api/algorithms "
                    + "gives defaults, ranges and meanings): " + Algorithms.parameterLine());
        }
    }

    /** A campaign request's method, said as the algorithm registry declares the campaigns' methods. */
    private static void campaignMethodsFromTheRegistry(Schema request) {
        Schema method = request == null || request.getProperties() == null
                ? null
                : request.getProperties().get("method");
        if (method != null) {
            method.description("the workers' search: " + Algorithms.campaignMethodNames() + "; when none is named, "
                            + Algorithms.CAMPAIGN_DEFAULT.name() + ", " + Algorithms.CAMPAIGN_DEFAULT_BECAUSE)
                    .defaultValue(Algorithms.CAMPAIGN_DEFAULT.name());
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
