package io.morpion.service.runs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Live progress of one run as Server-Sent Events. The run may execute on any node, so the stream
 * reads the run's row, which its job refreshes every heartbeat, once a second.
 */
@ApplicationScoped
public class RunEvents {

    private static final Duration TICK = Duration.ofSeconds(1);

    @Inject
    RunService runs;

    @Inject
    ObjectMapper json;

    Multi<OutboundSseEvent> stream(long runId, Sse sse) {
        Subscription subscription = new Subscription(runId, sse);
        return Multi.createFrom().ticks().startingAfter(Duration.ofMillis(1)).every(TICK)
                .onOverflow().drop()
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .select().first(tick -> !subscription.ended)
                .onItem().transformToIterable(tick -> subscription.next());
    }

    /** What one client has been sent, so that the best game goes out only when it changes. */
    private final class Subscription {
        private final long runId;
        private final Sse sse;
        private int bestSent = -1;
        private boolean alerted;
        private volatile boolean ended;

        Subscription(long runId, Sse sse) {
            this.runId = runId;
            this.sse = sse;
        }

        List<OutboundSseEvent> next() {
            List<OutboundSseEvent> out = new ArrayList<>();
            QuarkusTransaction.requiringNew().run(() -> {
                RunEntity run = runs.find(runId);
                RunProgress progress = RunProgress.of(run, runs.queuePosition(run));
                out.add(event("progress", progress));
                if (run.bestScore != bestSent && run.bestMsr != null) {
                    bestSent = run.bestScore;
                    out.add(event("best", Map.of("score", run.bestScore, "msr", run.bestMsr)));
                    RunAlert.of(run).filter(alert -> !alerted).ifPresent(alert -> {
                        alerted = true;
                        out.add(event("alert", alert));
                    });
                }
                if (run.status.isFinal()) {
                    Map<String, Object> end = new LinkedHashMap<>();
                    end.put("status", run.status.name());
                    end.put("bestScore", run.bestScore);
                    end.put("provenOptimal", run.provenOptimal);
                    end.put("error", run.error);
                    out.add(event("end", end));
                    ended = true;
                }
            });
            return out;
        }

        private OutboundSseEvent event(String name, Object data) {
            try {
                return sse.newEventBuilder().name(name).mediaType(MediaType.TEXT_PLAIN_TYPE)
                        .data(String.class, json.writeValueAsString(data)).build();
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
