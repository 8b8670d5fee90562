package io.morpion.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.tags.Tag;

/**
 * The API description's groups, named for what a reader comes for and in the order a reader wants them: the
 * records and games first, the searches next, an admin's groups last. Without this they were named after the
 * resource classes, which readers do not know, and sorted with the admin's first.
 */
final class ApiTags {

    /** Each resource's group: its class's name as the description generator spells it, the name shown, a line. */
    private static final List<String[]> GROUPS = List.of(
            new String[] {"Record Resource", "Records", "browse, submit and retract the verified games"},
            new String[] {"Record Download Resource", "Downloads", "a record as a file: MSR, JSON, Pentasol, SVG, PNG"},
            new String[] {"Game Resource", "Games", "check, draw and convert a game without storing it"},
            new String[] {"Variant Resource", "Variants", "the rules of each variant and its best known result"},
            new String[] {"History Resource", "History", "how the records and each search category rose"},
            new String[] {"Algorithm Resource", "Algorithms", "the searches and their parameters"},
            new String[] {"Run Resource", "Runs", "queue, follow and steer search runs (a token)"},
            new String[] {"Campaign Resource", "Campaigns", "searches of many workers sharing games (a token)"},
            new String[] {
                "Local Proof Resource", "Local proofs", "prove a record optimal near itself, or find the longer game"
            },
            new String[] {
                "Census Resource",
                "Censuses",
                "every optimal game of a variant whose optimum is proven, counted by the cluster"
            },
            new String[] {
                "Box Proof Resource",
                "Box proofs",
                "whether a game of so many moves fits in a bounding box, proven by the cluster part by part"
            },
            new String[] {"Webhook Resource", "Webhooks", "alerts sent where a token's holder says (a token)"},
            new String[] {
                "Work Resource",
                "Background work",
                "deliveries, curves, sweeps' neighbourhoods and census parts, listed and cancelled"
            },
            new String[] {"About Resource", "About", "the service and this node"},
            new String[] {"Token Resource", "Tokens (admin)", "make, change and revoke tokens"},
            new String[] {"Webhook Admin Resource", "Webhooks (admin)", "every token's webhook, and any removed"},
            new String[] {"Backup Resource", "Backups (admin)", "the whole database as one file"},
            new String[] {"Restore Resource", "Restores (admin)", "a backup put back"});

    private ApiTags() {}

    static void name(OpenAPI openAPI) {
        Map<String, String> renamed = new LinkedHashMap<>();
        List<Tag> tags = new ArrayList<>();
        for (String[] group : GROUPS) {
            renamed.put(group[0], group[1]);
            tags.add(OASFactory.createTag().name(group[1]).description(group[2]));
        }
        if (openAPI.getPaths() != null && openAPI.getPaths().getPathItems() != null) {
            for (PathItem item : openAPI.getPaths().getPathItems().values()) {
                for (Operation operation : item.getOperations().values()) {
                    if (operation.getTags() != null) {
                        operation.setTags(new ArrayList<>(operation.getTags().stream()
                                .map(tag -> renamed.getOrDefault(tag, tag))
                                .toList()));
                    }
                }
            }
        }
        openAPI.setTags(tags);
    }
}
