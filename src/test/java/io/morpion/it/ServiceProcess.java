package io.morpion.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.api.RunRequest;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.db.EmbeddedPostgres;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** The packaged service run as a real process, the way the README starts it. */
final class ServiceProcess implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The admin token every test service starts with (MORPION_ADMIN_TOKEN); the helpers' POSTs carry it. */
    static final String ADMIN_TOKEN = "mpt_it-admin-token-0123456789abcdef";

    private final Process process;
    private final int port;
    private final Path log;
    private final ServiceCpu cpu = ServiceCpu.starting();

    private ServiceProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    static ServiceProcess start(Path workDir, Map<String, String> environment)
            throws IOException, InterruptedException {
        return start(workDir, environment, freePort());
    }

    /** A service on a given port: one that takes over from a killed one at the address its pages use. */
    static ServiceProcess start(Path workDir, Map<String, String> environment, int port)
            throws IOException, InterruptedException {
        return start(workDir, environment, port, Compiler.QUICK);
    }

    /**
     * A service that searches hard enough for the optimising compiler to pay (a census of a whole tree): the
     * others run with the quick compiler only, as {@code bin/morpion} runs its short commands. A service here
     * mostly starts, answers and stops, and the optimising compiler's work at each start took about 40 % of
     * its processor time (docs/research-log/service.md), time the other test JVM's services wait for.
     */
    static ServiceProcess startOptimised(Path workDir, Map<String, String> environment)
            throws IOException, InterruptedException {
        return start(workDir, environment, freePort(), Compiler.OPTIMISING);
    }

    private enum Compiler {
        QUICK,
        OPTIMISING
    }

    private static ServiceProcess start(Path workDir, Map<String, String> environment, int port, Compiler compiler)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile(workDir, "service-", ".log");
        ServiceProcess service =
                new ServiceProcess(launch(builder(workDir, environment, port, log, compiler)), port, log);
        service.awaitReady(Duration.ofSeconds(120));
        return service;
    }

    /** A service that is expected not to start: its exit code and everything it printed. */
    record Refusal(int exitCode, String output) {}

    static Refusal startExpectingRefusal(Path workDir, Map<String, String> environment, Duration timeout)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile(workDir, "refused-", ".log");
        Process process = launch(builder(workDir, environment, freePort(), log, Compiler.QUICK));
        if (!process.waitFor(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("the service was expected to refuse to start, but still ran after " + timeout
                    + ":\n" + Files.readString(log));
        }
        return new Refusal(process.exitValue(), Files.readString(log));
    }

    private static Process launch(ProcessBuilder builder) throws IOException {
        Process process = builder.start();
        ClassArchive.started(builder.command().get(1), process);
        return process;
    }

    private static ProcessBuilder builder(
            Path workDir, Map<String, String> environment, int port, Path log, Compiler compiler) {
        Path jar = Path.of(System.getProperty("morpion.jar", "target/quarkus-app/quarkus-run.jar"))
                .toAbsolutePath();
        // no morpion.records.dir, and a working directory of its own: the corpus must come from the jar
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.add(ClassArchive.option(jar));
        if (compiler == Compiler.QUICK) {
            command.add("-XX:TieredStopAtLevel=1");
        }
        command.addAll(List.of("-Dquarkus.http.port=" + port, "-jar", jar.toString()));
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("MORPION_ADMIN_TOKEN", ADMIN_TOKEN);
        builder.environment().putAll(environment);
        // an empty value unsets a variable: a service started without an admin token, say
        builder.environment().values().removeIf(String::isEmpty);
        return builder;
    }

    long pid() {
        return process.pid();
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(url(path))).GET().build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(url(path)))
                                .header("Content-Type", "text/plain")
                                .header("Authorization", "Bearer " + ADMIN_TOKEN)
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> postBytes(String path, String contentType, byte[] body)
            throws IOException, InterruptedException {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .build()
                .send(
                        HttpRequest.newBuilder(URI.create(url(path)))
                                .header("Content-Type", contentType)
                                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    /** POSTs a request, a record of io.morpion.api, as the admin. */
    HttpResponse<String> postJson(String path, Object request) throws IOException, InterruptedException {
        return postJson(path, Requests.json(request));
    }

    HttpResponse<String> postJson(String path, String json) throws IOException, InterruptedException {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .build()
                .send(
                        HttpRequest.newBuilder(URI.create(url(path)))
                                .header("Content-Type", "application/json")
                                .header("Authorization", "Bearer " + ADMIN_TOKEN)
                                .POST(HttpRequest.BodyPublishers.ofString(json))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    /** Polls the run until the condition holds, for at most 90 s. */
    JsonNode awaitRun(long id, Predicate<JsonNode> condition, String what) {
        return Waits.until(
                what + " (run " + id + ")",
                Duration.ofSeconds(90),
                Duration.ofMillis(250),
                () -> JSON.readTree(get("/api/runs/" + id).body()),
                condition,
                () -> "\n" + logTextOrWhy());
    }

    private void awaitReady(Duration timeout) {
        try {
            Waits.until(
                    "the service to answer",
                    timeout,
                    Duration.ofMillis(250),
                    this::aboutStatus,
                    status -> status == 200,
                    () -> "\n" + logTextOrWhy());
        } catch (AssertionError | IllegalStateException notReady) {
            process.destroyForcibly();
            throw notReady;
        }
    }

    /** The status of /api/about, or 0 while nothing listens yet; a service that exited fails the wait at once. */
    private int aboutStatus() throws IOException, InterruptedException {
        if (!process.isAlive()) {
            throw new IllegalStateException("the service exited with " + process.exitValue() + ":\n" + logTextOrWhy());
        }
        try {
            return get("/api/about").statusCode();
        } catch (IOException notYet) {
            return 0;
        }
    }

    /** The log once it holds the fragment, for at most 30 s: a line is written a moment after the state it reports. */
    String awaitLog(String fragment) {
        return Waits.until(
                "the log to say \"" + fragment + "\"",
                Duration.ofSeconds(30),
                Duration.ofMillis(200),
                this::logText,
                text -> text.contains(fragment),
                () -> "\n" + logTextOrWhy());
    }

    String logText() throws IOException {
        return Files.readString(log);
    }

    /** The log, or why it cannot be read, for a failure's message. */
    String logTextOrWhy() {
        try {
            return logText();
        } catch (IOException e) {
            return "(the log cannot be read: " + e.getMessage() + ")";
        }
    }

    /** SIGTERM: the graceful shutdown a user's Ctrl-C gives. */
    void stop() throws InterruptedException {
        cpu.record(process);
        process.destroy();
        process.waitFor();
    }

    /**
     * SIGSTOP or SIGCONT: the process frozen where it stands, or let go on; what it held then is what a kill would
     * leave behind.
     */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                .redirectErrorStream(true)
                .start();
        if (!kill.waitFor(30, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IllegalStateException("kill -" + name + " " + process.pid() + " failed");
        }
    }

    /** SIGKILL: the crash nothing can clean up after. */
    void kill() throws InterruptedException {
        cpu.record(process);
        process.destroyForcibly();
        process.waitFor();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            stop();
        }
    }

    /**
     * An environment with short checkpoint and check-in intervals, so that a test waits seconds, not
     * minutes; the mechanisms are the production ones. Each caller adds to it.
     */
    /** A 5T NRPA run at level 2 with no budget: it searches until it is stopped. */
    static RunRequest unlimitedRun(long seed) {
        return Requests.run("5T").algorithm("nrpa").param("level", 2).seed(seed).build();
    }

    static Map<String, String> fastSearches(int concurrency) {
        Map<String, String> env = new HashMap<>();
        env.put("MORPION_RUNS_CHECKPOINT_INTERVAL", "1s");
        env.put("MORPION_CLUSTER_CHECKIN_INTERVAL_MS", "1000");
        env.put("MORPION_RUNS_CONCURRENCY", Integer.toString(concurrency));
        return env;
    }

    /** The settings of a node of a cluster whose nodes share the given database. */
    static Map<String, String> sharing(EmbeddedPostgres database) {
        return Map.of(
                "QUARKUS_DATASOURCE_JDBC_URL",
                database.jdbcUrl(),
                "QUARKUS_DATASOURCE_USERNAME",
                EmbeddedPostgres.USER,
                "QUARKUS_DATASOURCE_PASSWORD",
                database.password());
    }

    /** A service's own embedded database: its data under {@code work/data}, on a free port. */
    static Map<String, String> embeddedDatabase(Path work) throws IOException {
        return embeddedDatabase(work, freePort());
    }

    /** The same on a given port, for a test that needs to know it; the map is the caller's to add to. */
    static Map<String, String> embeddedDatabase(Path work, int port) {
        Map<String, String> env = new java.util.HashMap<>();
        env.put("MORPION_DATA_DIR", work.resolve("data").toString());
        env.put("MORPION_DB_PORT", Integer.toString(port));
        return env;
    }

    static int freePort() throws IOException {
        return EmbeddedPostgresTestResource.freePort();
    }
}
