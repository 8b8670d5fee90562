package io.morpion.service.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Keeps a database directory to one service at a time: an OS file lock, which the kernel drops
 * when its process dies however it dies, so a service killed with -9 leaves nothing to clean up
 * while a second service started beside a live one is refused at once, with the first one named.
 */
final class DataDirectoryLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private DataDirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock for {@code guarded} in the file {@code lockFile}, or says who holds it. */
    static DataDirectoryLock acquire(Path lockFile, Path guarded) {
        FileChannel channel = null;
        try {
            Files.createDirectories(lockFile.getParent());
            channel = FileChannel.open(
                    lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException sameProcess) {
                lock = null;
            }
            if (lock == null) {
                String holder = holder(channel);
                channel.close();
                throw new IllegalStateException("another Morpion service (" + holder + ") is using the database in "
                        + guarded + "; stop it first, or give this one its own MORPION_DATA_DIR");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + ", started "
                            + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "\n")
                    .getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
            return new DataDirectoryLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new UncheckedIOException("cannot lock " + lockFile + ": " + e.getMessage(), e);
        }
    }

    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(200);
        channel.read(buffer, 0);
        String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? "its process id is not recorded" : text;
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // closing the channel below releases it as well
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing is left to release
            }
        }
    }
}
