package io.morpion.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * What the corpus knows of a variant's optimal games from its census by exhaustive search
 * ({@code morpion census --optimal}): how many there are, distinct up to the eight symmetries, and
 * whether a game is one of them.
 */
public final class OptimalGames {

    private OptimalGames() {}

    /** How many optimal games the census of the variant found; empty when the corpus holds no census of it. */
    public static Optional<Integer> count(Variant variant) {
        int games = PackagedCorpus.optimalIndex(variant).size();
        return games == 0 ? Optional.empty() : Optional.of(games);
    }

    /** Every optimal game of the variant's census, one MSR JSON a line; empty when the corpus holds no census of it. */
    public static Optional<String> allInOneFile(Variant variant) {
        return count(variant)
                .map(games -> PackagedCorpus.text(
                        "records/" + variant.code() + "/" + PackagedCorpus.OPTIMAL_FOLDER + "/" + ALL_IN_ONE_FILE));
    }

    /** Where the census's games lie, one a line, beside the census's own files (morpion census --optimal writes it). */
    public static final String ALL_IN_ONE_FILE = "games.jsonl";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A game as a line of {@link #ALL_IN_ONE_FILE}: its MSR JSON, on one line. */
    public static String line(MsrRecord game) {
        try {
            return JSON.readTree(Msr.toJson(game)).toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the MSR writer wrote JSON its reader cannot read", e);
        }
    }

    /** When the game (by its identity) is one of the census's optimal games: how many there are. */
    public static Optional<Integer> oneOf(Variant variant, String identity) {
        Set<String> census = IDENTITIES.computeIfAbsent(variant, v -> PackagedCorpus.optimalIndex(v).stream()
                .map(PublishedIndex.Row::identity)
                .collect(Collectors.toUnmodifiableSet()));
        return identity != null && census.contains(identity) ? Optional.of(census.size()) : Optional.empty();
    }

    /** Each variant's census identities, built once: every record view asks. */
    private static final Map<Variant, Set<String>> IDENTITIES = new ConcurrentHashMap<>();
}
