package io.morpion.service.records;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Variant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * Each variant's best known result as this service measures against it: the packaged corpus's,
 * or a newer world record its operator configured ({@link CorpusConfig#knownScore()}). Alerts,
 * standings, listings and the variants view all ask here, so that they never disagree.
 */
@ApplicationScoped
public class KnownResults {

    private final Map<Variant, KnownResult> known = new EnumMap<>(Variant.class);

    @Inject
    public KnownResults(CorpusConfig config) {
        for (Variant variant : Variant.values()) {
            KnownResult.of(variant).ifPresent(k -> known.put(variant, k));
        }
        config.knownScore().forEach((code, score) -> {
            Variant variant = Variant.fromCode(code)
                    .orElseThrow(() -> new IllegalStateException(
                            "morpion.corpus.known-score." + code + ": there is no variant " + code));
            KnownResult packaged = known.get(variant);
            if (packaged != null && packaged.proven() && packaged.score() != score) {
                throw new IllegalStateException("morpion.corpus.known-score." + code + "=" + score + ": " + code + "'s "
                        + packaged.score() + " is proven optimal and cannot change");
            }
            if (score < 1) {
                throw new IllegalStateException(
                        "morpion.corpus.known-score." + code + "=" + score + ": a score is at least 1");
            }
            known.put(
                    variant,
                    new KnownResult(
                            variant,
                            score,
                            packaged != null && packaged.proven(),
                            config.knownHolder().getOrDefault(code, "as configured"),
                            null));
        });
    }

    public Optional<KnownResult> of(Variant variant) {
        return Optional.ofNullable(known.get(variant));
    }

    /** @param code a variant's code as a row stores it; an unknown code has none */
    public Optional<KnownResult> of(String code) {
        return Variant.fromCode(code).flatMap(this::of);
    }
}
