package io.morpion.service;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.spec.Algorithms;
import io.morpion.search.spec.SolverSpec;
import io.morpion.service.campaigns.CampaignService;
import io.morpion.service.campaigns.CampaignsConfig;
import io.morpion.service.runs.RunsConfig;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** The search algorithms and their parameters, as the engine's registry declares them. */
@Path("/api/algorithms")
@Produces(MediaType.APPLICATION_JSON)
public class AlgorithmResource {

    /**
     * An algorithm: its names, what it does, whether it proves optimality, what it does with a warm
     * start (absent when it takes none), the threads a run gets on this server when none are asked
     * for and the most it may ask for, whether a campaign's workers may use it (and then the workers a
     * campaign gets when none are asked for, and the most it may ask for), whether it is what a run (runDefault) or a
     * campaign (campaignDefault) uses when none is named, why the run default is (defaultBecause, on
     * that algorithm only) and why the campaign default is (campaignDefaultBecause, likewise), the most
     * memory one of its threads holds at the defaults (bytesPerThread)
     * and at the widest settings the ranges allow (maxBytesPerThread), and its parameters in the order
     * help lists them.
     */
    public record AlgorithmView(
            String name,
            List<String> aliases,
            String summary,
            boolean provesOptimality,
            String warmStart,
            int defaultThreads,
            int maxThreads,
            boolean campaigns,
            Integer defaultWorkers,
            Integer maxWorkers,
            boolean runDefault,
            boolean campaignDefault,
            String defaultBecause,
            String campaignDefaultBecause,
            long bytesPerThread,
            long maxBytesPerThread,
            List<ParameterView> parameters) {}

    /**
     * A parameter: its kind (whole, number, choice, choices: several comma-separated), its default,
     * its range (min and max, each absent when unbounded, and whether they are themselves allowed),
     * the words a choice takes, the range as a sentence, what it does, what its number counts (unit, absent when
     * nothing), and its stage: stable, or an experiment waiting since a date for the race its decision names (a
     * section of docs/decisions.md). Retired parameters are not listed: no new request may set them.
     */
    public record ParameterView(
            String name,
            String kind,
            String defaultValue,
            Double min,
            boolean minIncluded,
            Double max,
            boolean maxIncluded,
            List<String> options,
            String range,
            String help,
            String unit,
            String stage,
            String decision,
            LocalDate since) {}

    @Inject
    RunsConfig config;

    @Inject
    CampaignsConfig campaigns;

    @GET
    @Operation(
            summary = "The search algorithms and every parameter each takes",
            description = "Names (and other names), a one-line summary, whether the algorithm proves optimality, "
                    + "what it does with a warm start, its threads by default on this server, which algorithm a run "
                    + "or a campaign uses when it names none and why, the most memory one of its threads holds (at "
                    + "the defaults and at the widest settings), and each parameter with its kind, default, range "
                    + "and help: what a run's or a campaign's params may set.")
    public List<AlgorithmView> algorithms() {
        return Algorithms.ALL.stream().map(this::view).toList();
    }

    private AlgorithmView view(Algorithm a) {
        return new AlgorithmView(
                a.name(),
                a.aliases(),
                a.summary(),
                a.provesOptimality(),
                a.warmStart(),
                Math.min(config.maxThreads(), SolverSpec.defaultThreads(a.name())),
                config.maxThreads(),
                CampaignService.METHODS.contains(a.name()),
                CampaignService.METHODS.contains(a.name()) ? CampaignService.defaultWorkers(campaigns) : null,
                CampaignService.METHODS.contains(a.name()) ? campaigns.maxWorkers() : null,
                a == Algorithms.DEFAULT,
                a == Algorithms.CAMPAIGN_DEFAULT,
                a == Algorithms.DEFAULT ? Algorithms.DEFAULT_BECAUSE : null,
                a == Algorithms.CAMPAIGN_DEFAULT ? Algorithms.CAMPAIGN_DEFAULT_BECAUSE : null,
                a.memoryPerThreadAtDefaults(),
                a.memoryPerThreadAtMost(),
                a.offered().stream().map(AlgorithmResource::view).toList());
    }

    private static ParameterView view(Parameter p) {
        return new ParameterView(
                p.name(),
                p.kind().name().toLowerCase(Locale.ROOT),
                p.defaultValue(),
                p.min(),
                p.min() != null && !p.minOpen(),
                p.max(),
                p.max() != null && !p.maxOpen(),
                p.options().isEmpty() ? null : p.options(),
                p.range(),
                p.help(),
                p.unit().isEmpty() ? null : p.unit(),
                p.lifecycle().stage().name().toLowerCase(Locale.ROOT),
                p.lifecycle().decisionLink(),
                p.lifecycle().since());
    }
}
