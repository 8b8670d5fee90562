package io.morpion.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The classes a service process loads as it starts, archived by the first one that stops on its own
 * and mapped by every one after it (the JVM's class data sharing): the integration tests start the
 * service dozens of times, and loading its classes afresh is most of each start. Nothing the
 * service does changes; a JVM that cannot use the archive says so in its log and loads its classes
 * the usual way.
 */
final class ClassArchive {

    private static Process archiving;

    private ClassArchive() {}

    /** The option for the next service's JVM: map the archive, or write it on exit if none is being written. */
    static synchronized String option(Path jar) {
        // beside the application's directory, not in it: the container image copies that directory
        // one a fork: two test JVMs must never write one archive at once
        Path archive = jar.getParent()
                .resolveSibling("it-service-classes-" + System.getProperty("morpion.it.fork", "fork1") + ".jsa");
        if (Files.isRegularFile(archive) && !olderThan(archive, jar)) {
            return "-XX:SharedArchiveFile=" + archive;
        }
        if (archiving != null && archiving.isAlive()) {
            return "-Xshare:auto";
        }
        return "-XX:ArchiveClassesAtExit=" + archive;
    }

    /** An archive of an earlier build: the JVM would refuse it, so it is written again. */
    private static boolean olderThan(Path archive, Path jar) {
        try {
            return Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) < 0;
        } catch (IOException e) {
            return true;
        }
    }

    /** The process that was given the option to write the archive, so that no other writes it at once. */
    static synchronized void started(String option, Process process) {
        if (option.startsWith("-XX:ArchiveClassesAtExit=")) {
            archiving = process;
        }
    }
}
