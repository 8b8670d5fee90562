package io.morpion.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What each service process the integration tests start costs, appended as a row of {@code
 * target/it-service-cpu/<class>.tsv} when it stops: the test class that started it, the processor time its JVM used and
 * how long it ran. The slow tier is bound by the processor (docs/research-log/service.md), so this is the figure
 * that says which class's services to make cheaper; {@code .ci/test-times.mjs} sums it per class.
 */
final class ServiceCpu {

    private static final Path TABLES = Path.of("target", "it-service-cpu");

    /** The classes that wrote their table in this JVM: the first row of a run replaces an earlier run's table. */
    private static final Set<String> WRITTEN = new HashSet<>();

    private final String testClass;
    private final long startedNanos = System.nanoTime();
    private boolean recorded;

    private ServiceCpu(String testClass) {
        this.testClass = testClass;
    }

    /** Starts the account of a service started now, by the nearest test class on the caller's stack. */
    static ServiceCpu starting() {
        String caller = StackWalker.getInstance()
                .walk(frames -> frames.map(StackWalker.StackFrame::getClassName)
                        .filter(name -> name.endsWith("IT") || name.contains("IT$"))
                        .findFirst())
                .map(name -> name.replaceFirst("\\$.*", ""))
                .orElse("(unknown)");
        return new ServiceCpu(caller.substring(caller.lastIndexOf('.') + 1));
    }

    /** Records the process's processor time once, just before it is stopped or killed; a failure to write is no
     *  test's failure. */
    synchronized void record(Process process) {
        if (recorded) {
            return;
        }
        recorded = true;
        Optional<Duration> cpu = process.info().totalCpuDuration();
        if (cpu.isEmpty()) {
            return;
        }
        String row = String.format(
                Locale.ROOT,
                "%s\t%.2f\t%.2f%n",
                testClass,
                cpu.get().toMillis() / 1000.0,
                (System.nanoTime() - startedNanos) / 1e9);
        try {
            synchronized (ServiceCpu.class) {
                Files.createDirectories(TABLES);
                Files.writeString(
                        TABLES.resolve(testClass + ".tsv"),
                        row,
                        StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE,
                        WRITTEN.add(testClass) ? StandardOpenOption.TRUNCATE_EXISTING : StandardOpenOption.APPEND);
            }
        } catch (IOException ignored) {
            // the table is a measurement: a test must not fail because it could not be written
        }
    }
}
