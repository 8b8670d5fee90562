package io.morpion.service.records;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.morpion.formats.GameFiles;
import io.morpion.formats.GameFormat;
import io.morpion.msr.Msr;
import io.morpion.service.access.Caller;
import io.morpion.service.access.LimitsConfig;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Semaphore;

/**
 * A record's downloads, drawn once and kept: by record, game, format, numbering and width (rounded to a multiple of
 * {@value #WIDTH_STEP} pixels, so that near widths share one drawing), up to 64 MB in all. A client may have only
 * so many large pictures drawn at once on a node, and the node only so many in all; more are a 429, so that 64
 * 4000-pixel PNGs at once, from one address or from 64, no longer take 35 s each and most of the heap.
 */
@ApplicationScoped
public class RecordPictures {

    /** What a download is drawn from and how. The game's identity keeps a restored id from serving another game. */
    private record Key(long id, String identity, GameFormat format, boolean numbers, int width) {}

    private static final long CACHE_BYTES = 64L << 20;

    /** Picture widths are drawn in steps of this many pixels. */
    static final int WIDTH_STEP = 100;

    @Inject
    LimitsConfig limits;

    @Inject
    MeterRegistry registry;

    private final Cache<Key, byte[]> drawn = Caffeine.newBuilder()
            .maximumWeight(CACHE_BYTES)
            .<Key, byte[]>weigher((key, bytes) -> bytes.length)
            .build();
    private final ConcurrentMap<String, Integer> largeDrawing = new ConcurrentHashMap<>();
    private volatile Semaphore largeOnNode;
    private Counter renders;

    /** A picture's width as it is drawn: the nearest multiple of {@value #WIDTH_STEP}; 0 (the default) stays 0. */
    public static int drawnWidth(int width) {
        return width == 0 ? 0 : Math.max(WIDTH_STEP, Math.round(width / (float) WIDTH_STEP) * WIDTH_STEP);
    }

    /** The record in the format, drawn now or earlier; a picture's width is {@link #drawnWidth rounded}. */
    public byte[] file(RecordEntity record, GameFormat format, boolean numbers, int asked, Caller caller) {
        int width = format.picture() ? drawnWidth(asked) : asked;
        Key key = new Key(record.id, record.identity, format, numbers, width);
        byte[] kept = drawn.getIfPresent(key);
        if (kept != null) {
            return kept;
        }
        boolean large = format.picture() && width > limits.largePictureWidth();
        if (large) {
            takeLargeSlot(caller.clientKey());
            if (!nodeSlots().tryAcquire()) {
                releaseLargeSlot(caller.clientKey());
                throw busy(
                        RefusalCode.LARGE_PICTURES_NODE,
                        "this server is drawing %d large picture%s already, the most it draws at once"
                                + " (morpion.limits.large-pictures-at-once); try again in a few seconds, or ask for"
                                + " a smaller one",
                        limits.largePicturesAtOnce());
            }
        }
        try {
            return drawn.get(key, k -> {
                renders().increment();
                return GameFiles.write(Msr.decode(record.msr), format, numbers, width);
            });
        } finally {
            if (large) {
                nodeSlots().release();
                releaseLargeSlot(caller.clientKey());
            }
        }
    }

    /** The node's slots for large pictures, shared by every client. */
    Semaphore nodeSlots() {
        Semaphore slots = largeOnNode;
        if (slots == null) {
            synchronized (this) {
                if (largeOnNode == null) {
                    largeOnNode = new Semaphore(limits.largePicturesAtOnce());
                }
                slots = largeOnNode;
            }
        }
        return slots;
    }

    /** Counts one more large picture for the client, or refuses it when the client is at its limit. */
    void takeLargeSlot(String client) {
        int max = limits.largePicturesPerClient();
        boolean[] taken = {false};
        largeDrawing.compute(client, (c, n) -> {
            int now = n == null ? 0 : n;
            if (now >= max) {
                return n;
            }
            taken[0] = true;
            return now + 1;
        });
        if (!taken[0]) {
            throw busy(
                    RefusalCode.LARGE_PICTURES,
                    "this client already has %d large picture%s being drawn, the most one client may"
                            + " (morpion.limits.large-pictures-per-client); try again in a few seconds",
                    max);
        }
    }

    /** A 429 for a limit of large pictures that is reached: the sentence takes the limit and its plural's s. */
    private static Refused.TooMany busy(RefusalCode code, String sentence, int most) {
        return new Refused.TooMany(5, code, String.format(Locale.ROOT, sentence, most, most == 1 ? "" : "s"), most);
    }

    void releaseLargeSlot(String client) {
        largeDrawing.computeIfPresent(client, (c, n) -> n == 1 ? null : n - 1);
    }

    /** Downloads drawn on this node, for /q/metrics: a download served from what was kept is not counted. */
    private Counter renders() {
        if (renders == null) {
            renders = Counter.builder("morpion.downloads.drawn")
                    .description("record downloads drawn (pictures and files), each kept for the next caller")
                    .register(registry);
        }
        return renders;
    }
}
