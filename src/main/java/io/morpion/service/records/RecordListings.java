package io.morpion.service.records;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * Listings of the corpus (pages, bests) as last computed, for two seconds: browsing is nearly all
 * of the server's traffic and the corpus changes seldom. A change on this node clears them at
 * once; one made on another node of a cluster shows here within the two seconds.
 */
@ApplicationScoped
public class RecordListings {

    private final Cache<String, Object> listings = Caffeine.newBuilder()
            .expireAfterWrite(Duration.ofSeconds(2)).maximumSize(10_000).build();

    @SuppressWarnings("unchecked")
    <T> T get(String key, Supplier<T> compute) {
        return (T) listings.get(key, k -> compute.get());
    }

    void changed() {
        listings.invalidateAll();
    }
}
