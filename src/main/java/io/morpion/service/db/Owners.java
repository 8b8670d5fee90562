package io.morpion.service.db;

import com.sun.security.auth.module.UnixSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Who owns a file and who else may write it, read through the JDK's {@code unix} attribute view:
 * what decides whether a program found on disk is trusted to run with the service's secrets.
 */
final class Owners {

    private static final int GROUP_OR_OTHERS_WRITE = 0022;
    private static final int STICKY = 01000;

    private Owners() {}

    static int myUid() {
        try {
            return (int) new UnixSystem().getUid();
        } catch (RuntimeException | LinkageError e) {
            return -1;
        }
    }

    static int uid(Path path) throws IOException {
        return (Integer) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS);
    }

    private static int mode(Path path) throws IOException {
        return (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
    }

    static boolean ownedByMe(Path path) throws IOException {
        return uid(path) == myUid();
    }

    /**
     * Why a directory, or one above it, lets someone else replace what is below it, or empty: each
     * must be owned by this user or root and writable by no one else, except that a directory
     * above it may be sticky (as /tmp is), where nobody removes or renames another's entries.
     */
    static Optional<String> unsafeAncestor(Path dir) throws IOException {
        int me = myUid();
        for (Path p = dir.toRealPath(); p != null; p = p.getParent()) {
            int owner = uid(p);
            int mode = mode(p);
            if (owner != me && owner != 0) {
                return Optional.of(p + " belongs to another user (uid " + owner + ")");
            }
            boolean sticky = (mode & STICKY) != 0 && !p.equals(dir.toRealPath());
            if ((mode & GROUP_OR_OTHERS_WRITE) != 0 && !sticky) {
                return Optional.of(
                        p + " is writable by other users (mode " + Integer.toOctalString(mode & 07777) + ")");
            }
        }
        return Optional.empty();
    }

    /**
     * Why the files of a directory may not be ours as they were written, or empty: the directory and
     * everything in it must be this user's and writable by no one else, every link must stay inside
     * it, and the directories above it must pass {@link #unsafeAncestor}.
     */
    static Optional<String> unsafeTree(Path dir) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.of("it is not a directory");
        }
        Optional<String> above = unsafeAncestor(dir.getParent());
        if (above.isPresent()) {
            return above;
        }
        int me = myUid();
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.toList()) {
                int owner = uid(p);
                if (owner != me) {
                    return Optional.of(describe(dir, p) + " belongs to another user (uid " + owner + ")");
                }
                if (Files.isSymbolicLink(p)) {
                    if (!p.getParent()
                            .resolve(Files.readSymbolicLink(p))
                            .normalize()
                            .startsWith(dir)) {
                        return Optional.of(describe(dir, p) + " links outside it");
                    }
                } else if ((mode(p) & GROUP_OR_OTHERS_WRITE) != 0) {
                    return Optional.of(describe(dir, p) + " is writable by other users");
                }
            }
        }
        return Optional.empty();
    }

    private static String describe(Path dir, Path p) {
        return p.equals(dir) ? "it" : dir.relativize(p).toString();
    }
}
