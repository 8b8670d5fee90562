package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.ServerViews;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.BiPredicate;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The server a client command talks to: --server, else MORPION_SERVER, else http://localhost:8080;
 * a token from --token or MORPION_TOKEN goes along as a bearer token. Failures become one line:
 * an unreachable server, or the server's own message for a 4xx.
 */
final class ServerClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The command this is mixed into, whose error stream hears the warnings. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(
            names = "--server",
            paramLabel = "URL",
            description = "the Morpion server (default: $MORPION_SERVER or http://localhost:8080)")
    String server;

    @Option(names = "--token", paramLabel = "TOKEN", description = "access token (default: $MORPION_TOKEN)")
    String token;

    /** Set once the server refused the token on a read: later calls of this command go without it. */
    private boolean tokenRefused;

    /** A response the caller wants to look at, whatever its status. */
    record Answer(int status, byte[] body) {
        /** The body as one of the {@link Views}. */
        <T> T as(Class<T> type) {
            return ServerViews.read(body, type);
        }

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("the server answered " + status + " with something that is not JSON");
            }
        }
    }

    String base() {
        String url = server != null ? server : System.getenv().getOrDefault("MORPION_SERVER", "http://localhost:8080");
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    Answer get(String path, Map<String, String> query) {
        return send(HttpRequest.newBuilder(uri(path, query)).GET());
    }

    Answer post(String path, Map<String, String> query, byte[] body) {
        return send(HttpRequest.newBuilder(uri(path, query))
                .header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    Answer put(String path, byte[] body) {
        return send(HttpRequest.newBuilder(uri(path, Map.of()))
                .header("Content-Type", "application/octet-stream")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    Answer delete(String path) {
        return send(HttpRequest.newBuilder(uri(path, Map.of())).DELETE());
    }

    /** A JSON body: one of the contract's records (io.morpion.api), written as the server reads it. */
    Answer postJson(String path, Object body) {
        return postJson(path, body, DEFAULT_TIMEOUT);
    }

    /** A POST whose answer may take long to come (a restore writes the whole database). */
    Answer postJson(String path, Object body, Duration timeout) {
        return sendJson("POST", path, body, timeout);
    }

    Answer putJson(String path, Object body) {
        return sendJson("PUT", path, body, DEFAULT_TIMEOUT);
    }

    Answer patchJson(String path, Object body) {
        return sendJson("PATCH", path, body, DEFAULT_TIMEOUT);
    }

    private Answer sendJson(String method, String path, Object body, Duration timeout) {
        try {
            return send(
                    HttpRequest.newBuilder(uri(path, Map.of()))
                            .header("Content-Type", "application/json")
                            .method(method, HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body))),
                    timeout);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Saves a GET's body to {@code target}, streamed to disk rather than held in memory (a backup may
     * be large); a refusal's short body is read and thrown as {@link #ok} throws it.
     */
    void download(String path, Path target) {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(uri(path, Map.of())).GET();
        authorize(request);
        try {
            HttpResponse<Path> response = client().send(request.build(), HttpResponse.BodyHandlers.ofFile(target));
            if (response.statusCode() >= 400) {
                byte[] body;
                try (InputStream in = Files.newInputStream(target)) {
                    body = in.readNBytes(64 * 1024);
                }
                Files.delete(target);
                ok(new Answer(response.statusCode(), body));
            }
        } catch (IOException | InterruptedException e) {
            throw failed(e);
        }
    }

    /**
     * Follows a Server-Sent Events stream, handing each event to the consumer until the stream
     * ends or the consumer returns false.
     */
    void events(String path, BiPredicate<String, JsonNode> consumer) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path, Map.of()))
                .header("Accept", "text/event-stream")
                .GET();
        HttpRequest.Builder anonymous = request.copy();
        authorize(request);
        try {
            HttpRequest sent = request.build();
            HttpResponse<Stream<String>> response = client().send(sent, HttpResponse.BodyHandlers.ofLines());
            if (response.statusCode() >= 400) {
                Answer refused = answerOf(response);
                if (!readAnonymously(sent, refused.status(), message(refused))) {
                    ok(refused);
                }
                response = client().send(anonymous.build(), HttpResponse.BodyHandlers.ofLines());
                if (response.statusCode() >= 400) {
                    ok(answerOf(response));
                }
            }
            try (Stream<String> lines = response.body()) {
                dispatch(lines.iterator(), consumer);
            }
        } catch (IOException | InterruptedException e) {
            throw failed(e);
        }
    }

    /** A failed stream's status and body, read whole: an error answer is short. */
    private static Answer answerOf(HttpResponse<Stream<String>> response) {
        byte[] body =
                String.join("\n", (Iterable<String>) response.body()::iterator).getBytes(StandardCharsets.UTF_8);
        return new Answer(response.statusCode(), body);
    }

    /** Hands each complete event ("event:" and "data:" lines, then a blank line) to the consumer until it declines. */
    private static void dispatch(Iterator<String> lines, BiPredicate<String, JsonNode> consumer) throws IOException {
        String name = null;
        StringBuilder data = new StringBuilder();
        while (lines.hasNext()) {
            String line = lines.next();
            if (line.startsWith("event:")) {
                name = line.substring(6).strip();
            } else if (line.startsWith("data:")) {
                data.append(line.substring(5).strip());
            } else if (line.isEmpty() && name != null) {
                if (!consumer.test(name, JSON.readTree(data.toString()))) {
                    return;
                }
                name = null;
                data.setLength(0);
            }
        }
    }

    /** Prints the fields of a JSON object that are present, one per line, names padded to the width. */
    static void printFields(PrintWriter out, JsonNode object, int width, String... fields) {
        for (String field : fields) {
            if (object.hasNonNull(field)) {
                JsonNode value = object.get(field);
                out.printf("%-" + width + "s %s%n", field, value.isContainerNode() ? value.toString() : value.asText());
            }
        }
    }

    /** Fails with the server's message unless the answer is a success. */
    static Answer ok(Answer answer) {
        if (answer.status() >= 400) {
            throw new IllegalArgumentException("the server refused (" + answer.status() + "): " + message(answer));
        }
        return answer;
    }

    static String message(Answer answer) {
        try {
            JsonNode node = JSON.readTree(answer.body());
            if (node != null && node.hasNonNull("error")) {
                return node.get("error").asText();
            }
        } catch (IOException notJson) {
            // fall through to the raw text
        }
        String text = new String(answer.body(), StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? "no message" : text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }

    private URI uri(String path, Map<String, String> query) {
        StringJoiner q = new StringJoiner("&", "?", "").setEmptyValue("");
        query.forEach((k, v) -> {
            if (v != null) {
                q.add(URLEncoder.encode(k, StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(v, StandardCharsets.UTF_8));
            }
        });
        try {
            return URI.create(base() + path + q);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--server " + base() + " is not a URL");
        }
    }

    /** Adds the token, if there is one and the server has not refused it; says whether it did. */
    private boolean authorize(HttpRequest.Builder request) {
        String bearer = token != null ? token : System.getenv("MORPION_TOKEN");
        if (bearer == null || bearer.isBlank() || tokenRefused) {
            return false;
        }
        request.header("Authorization", "Bearer " + bearer);
        return true;
    }

    /**
     * Public reads never depend on the token: when the server refuses it on a read, this says so
     * once and reads without it from then on. Writes still fail on a refused token.
     */
    private boolean readAnonymously(HttpRequest sent, int status, String refusal) {
        if (status != 401
                || !sent.headers().firstValue("Authorization").isPresent()
                || !sent.method().equals("GET")) {
            return false;
        }
        tokenRefused = true;
        mixee.commandLine()
                .getErr()
                .println("warning: the server refused your token (" + refusal + "); reading as an anonymous visitor");
        return true;
    }

    /** One client for every request of the process: its connections and threads are shared. */
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    private static HttpClient client() {
        return CLIENT;
    }

    private static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(2);

    private Answer send(HttpRequest.Builder request) {
        return send(request, DEFAULT_TIMEOUT);
    }

    private Answer send(HttpRequest.Builder request, Duration timeout) {
        HttpRequest.Builder anonymous = request.copy();
        authorize(request);
        try {
            HttpRequest sent = request.timeout(timeout).build();
            HttpResponse<byte[]> response = client().send(sent, HttpResponse.BodyHandlers.ofByteArray());
            Answer answer = new Answer(response.statusCode(), response.body());
            if (readAnonymously(sent, answer.status(), message(answer))) {
                return send(anonymous, timeout);
            }
            return answer;
        } catch (IOException | InterruptedException e) {
            throw failed(e);
        }
    }

    private IllegalArgumentException failed(Exception e) {
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            return new IllegalArgumentException("interrupted");
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof UnresolvedAddressException || cause instanceof UnknownHostException) {
                return new IllegalArgumentException("cannot reach the server at " + base() + " (no such host: "
                        + URI.create(base()).getHost() + ")");
            }
        }
        if (e instanceof ConnectException) {
            return new IllegalArgumentException("cannot reach the server at " + base() + " (connection refused)");
        }
        return new IllegalArgumentException("cannot reach the server at " + base() + " (" + e.getMessage() + ")");
    }
}
