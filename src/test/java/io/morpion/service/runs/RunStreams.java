package io.morpion.service.runs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.Requests;
import io.morpion.cli.MorpionCli;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A run's event stream as a browser's EventSource reads it, and a {@code runs watch} beside it. */
final class RunStreams {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RunStreams() {}

    /** One event of a run's stream: progress, best, alert or end, with what it says. */
    record Event(String name, JsonNode data) {}

    /** What a run's event stream and a {@code runs watch} of it said, from its queueing to its end. */
    record Watched(long id, List<JsonNode> alerts, String watchOut, String watchErr) {}

    /** Queues the run, then reads its stream and runs {@code morpion runs watch} on it until it ends. */
    static Watched watchToTheEnd(URL base, Requests.Run request) throws Exception {
        long id = RunTestSupport.submit(request);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Thread watch = new Thread(() -> MorpionCli.run(
                new PrintWriter(out, true),
                new PrintWriter(err, true),
                "runs",
                "watch",
                Long.toString(id),
                "--server=" + base.toString().replaceAll("/$", "")));
        watch.start();
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<Event> events = read(client.send(
                        HttpRequest.newBuilder(URI.create(base + "api/runs/" + id + "/events"))
                                .timeout(Duration.ofSeconds(90))
                                .header("Accept", "text/event-stream")
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofInputStream())
                .body());
        watch.join(30_000);
        List<JsonNode> alerts = events.stream()
                .filter(e -> e.name().equals("alert"))
                .map(Event::data)
                .toList();
        return new Watched(id, alerts, out.toString(), err.toString());
    }

    /**
     * Rosin's 5D record, 82, reached from the first 76 moves of his game by the exact search of their
     * continuations (a second or so), watched to its end.
     */
    static Watched watchRosinsEightyTwoReached(URL base) throws Exception {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        String opening =
                Msr.encode(MsrRecord.of(Variant.FIVE_DISJOINT, rosin.moves().subList(0, 76)));
        return watchToTheEnd(
                base,
                Requests.run("5D")
                        .algorithm("exact")
                        .warm(opening)
                        .time("90s")
                        .target(82)
                        .seed(1));
    }

    /**
     * The events of a stream until the server closes it, read with a deadline: a request's timeout
     * covers only its headers, and a stream that never ended would hang the test.
     */
    static List<Event> read(InputStream body) throws Exception {
        ExecutorService reader = Executors.newSingleThreadExecutor();
        try {
            return reader.submit(() -> readAll(body)).get(120, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            body.close();
            throw new AssertionError("the event stream did not end within 120 s", e);
        } finally {
            reader.shutdownNow();
        }
    }

    /** The events of a stream, as the SSE format lays them out: fields, then a blank line. */
    private static List<Event> readAll(InputStream body) throws Exception {
        List<Event> events = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
            String name = null;
            StringBuilder data = new StringBuilder();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    data.append(line.substring(5).strip());
                } else if (line.isEmpty() && name != null) {
                    events.add(new Event(name, JSON.readTree(data.toString())));
                    name = null;
                    data.setLength(0);
                }
            }
        }
        return events;
    }
}
