package io.morpion.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.ServerViews;
import io.morpion.search.termination.Budget;
import io.morpion.search.termination.Durations;
import io.morpion.service.VariantResource;
import io.morpion.service.access.TokenResource;
import io.morpion.service.backup.RestoreService;
import io.morpion.service.backup.RestoreUploads;
import io.morpion.service.campaigns.CampaignView;
import io.morpion.service.common.Page;
import io.morpion.service.records.RecordResource;
import io.morpion.service.records.RecordView;
import io.morpion.service.runs.RunHistory;
import io.morpion.service.runs.RunResource;
import io.morpion.service.runs.RunView;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The CLI reads the server's answers through the contract's records (io.morpion.api.ServerViews; it may not
 * depend on the service's classes), which ignore fields they do not know: a field a client names and the server
 * never sends would read as empty without a word. Each client view is held to the server's view it reads.
 */
class ViewContractTest {

    /** Each CLI view and the server's view it reads. */
    private static final Map<Class<?>, Class<?>> READS = Map.ofEntries(
            Map.entry(ServerViews.Page.class, Page.class),
            Map.entry(ServerViews.Run.class, RunView.class),
            Map.entry(ServerViews.RunBudget.class, Budget.class),
            Map.entry(ServerViews.Improvement.class, RunResource.ImprovementView.class),
            Map.entry(ServerViews.Variant.class, VariantResource.VariantView.class),
            Map.entry(ServerViews.Known.class, VariantResource.Known.class),
            Map.entry(ServerViews.Campaign.class, CampaignView.class),
            Map.entry(ServerViews.Worker.class, CampaignView.Worker.class),
            Map.entry(ServerViews.Record.class, RecordView.class),
            Map.entry(ServerViews.Family.class, RecordView.Family.class),
            Map.entry(ServerViews.Submission.class, RecordResource.Submitted.class),
            Map.entry(ServerViews.Token.class, TokenResource.TokenView.class),
            Map.entry(ServerViews.Series.class, RunHistory.Series.class),
            Map.entry(ServerViews.Step.class, RunHistory.Step.class),
            Map.entry(ServerViews.RestoreUpload.class, RestoreUploads.Upload.class),
            Map.entry(ServerViews.Restored.class, RestoreService.Restored.class),
            Map.entry(ServerViews.Sweep.class, io.morpion.service.records.LocalProofSummary.class),
            Map.entry(ServerViews.SweepAnswer.class, io.morpion.service.proofs.LocalProofService.SweepView.class),
            Map.entry(ServerViews.Explored.class, io.morpion.service.records.ExplorerView.class),
            Map.entry(ServerViews.Passing.class, io.morpion.service.records.ExplorerView.Game.class),
            Map.entry(ServerViews.Webhook.class, io.morpion.service.webhooks.Webhooks.View.class),
            Map.entry(ServerViews.OptimalCensus.class, RecordView.OptimalCensus.class),
            Map.entry(io.morpion.api.Retraction.class, RecordView.Retraction.class));

    /** A refusal's body is the contract's record, field for field, in its order. */
    @Test
    void aRefusalsBodyIsTheContractsRecord() {
        Map<String, Object> body = io.morpion.service.common.RefusalBody.of(
                "threads must be 1..64, not 99", io.morpion.service.common.RefusalCode.RANGE, "threads", 1, 64, 99);
        assertEquals(
                java.util.Arrays.stream(io.morpion.api.Refusal.class.getRecordComponents())
                        .map(RecordComponent::getName)
                        .toList(),
                List.copyOf(body.keySet()));
    }

    /** Read through the request's reader, a run's time budget vanished from 'morpion runs get'. */
    @Test
    void aRunsBudgetReadsAsTheServerWritesItTimeIncluded() throws Exception {
        byte[] sent = new ObjectMapper().writeValueAsBytes(Budget.of("10m", 300L, 35));
        ServerViews.RunBudget read = ServerViews.read(sent, ServerViews.RunBudget.class);
        assertEquals(Durations.format(600) + ", 300 nodes, until a game of 35", RunText.budget(read));
    }

    @Test
    void everyFieldACliViewReadsIsOneItsServerViewSends() {
        List<String> missing = new ArrayList<>();
        READS.forEach((cli, server) -> {
            Set<String> sent = fields(server);
            for (RecordComponent c : cli.getRecordComponents()) {
                if (!sent.contains(c.getName())) {
                    missing.add(cli.getSimpleName() + "." + c.getName() + " (" + server.getSimpleName() + " sends "
                            + sent + ")");
                }
            }
        });
        assertTrue(missing.isEmpty(), "the CLI reads fields the server never sends: " + missing);
    }

    @Test
    void everyRecordOfTheCliViewsIsHeldToAServerView() {
        for (Class<?> nested : ServerViews.class.getDeclaredClasses()) {
            if (nested.isRecord()) {
                assertTrue(READS.containsKey(nested), nested.getSimpleName() + " is read from which server view?");
            }
        }
    }

    /** The JSON fields a server record sends: its components, with an unwrapped one's own in its place. */
    private static Set<String> fields(Class<?> server) {
        Set<String> names = new LinkedHashSet<>();
        for (RecordComponent c : server.getRecordComponents()) {
            if (unwrapped(server, c)) {
                names.addAll(fields(c.getType()));
            } else {
                names.add(c.getName());
            }
        }
        return names;
    }

    /** Whether Jackson writes the component's own fields in its place: marked where its annotation lands. */
    private static boolean unwrapped(Class<?> server, RecordComponent c) {
        if (c.isAnnotationPresent(JsonUnwrapped.class) || c.getAccessor().isAnnotationPresent(JsonUnwrapped.class)) {
            return true;
        }
        try {
            return server.getDeclaredField(c.getName()).isAnnotationPresent(JsonUnwrapped.class);
        } catch (NoSuchFieldException e) {
            return false;
        }
    }
}
