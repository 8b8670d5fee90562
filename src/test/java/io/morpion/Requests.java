package io.morpion;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.BudgetRequest;
import io.morpion.api.CampaignRequest;
import io.morpion.api.RunRequest;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The tests' requests as the contract's records (io.morpion.api), written by name: a run of 5T by NRPA at level 2
 * with seed 9 is {@code Requests.run("5T").algorithm("nrpa").param("level", 2).seed(9).build()}. Bodies that are meant
 * to be malformed stay text in their tests.
 */
public final class Requests {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Requests() {}

    public static Run run(String variant) {
        return new Run(variant);
    }

    public static Campaign campaign(String variant) {
        return new Campaign(variant);
    }

    /** A request as the JSON text the service reads, for a client that sends text (the processes' tests). */
    public static String json(Object request) {
        try {
            return JSON.writeValueAsString(request);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a run and a campaign are both given: the search, its parameters, its budget, a warm start, a seed. */
    abstract static class Search<S extends Search<S>> {
        final String variant;
        String algorithm;
        Map<String, String> params;
        String time;
        Long nodes;
        Integer target;
        Long warmRecordId;
        String warm;
        Long seed;

        Search(String variant) {
            this.variant = variant;
        }

        abstract S self();

        public S algorithm(String name) {
            algorithm = name;
            return self();
        }

        /** A parameter by name; its value is sent as text, as the CLI sends it. */
        public S param(String name, Object value) {
            if (params == null) {
                params = new LinkedHashMap<>();
            }
            params.put(name, String.valueOf(value));
            return self();
        }

        public S time(String duration) {
            time = duration;
            return self();
        }

        public S target(int score) {
            target = score;
            return self();
        }

        public S warmRecord(long recordId) {
            warmRecordId = recordId;
            return self();
        }

        /** A warm start from this game, in MSR text. */
        public S warm(String game) {
            warm = game;
            return self();
        }

        public S seed(long value) {
            seed = value;
            return self();
        }

        BudgetRequest budget() {
            return time == null && nodes == null && target == null ? null : new BudgetRequest(time, nodes, target);
        }
    }

    public static final class Run extends Search<Run> {
        private Integer threads;
        private Boolean keepGoing;

        Run(String variant) {
            super(variant);
        }

        @Override
        Run self() {
            return this;
        }

        public Run nodes(long count) {
            nodes = count;
            return this;
        }

        public Run threads(int count) {
            threads = count;
            return this;
        }

        /** Search on past the proven optimum of 4T or 4D. */
        public Run keepGoing() {
            keepGoing = true;
            return this;
        }

        public RunRequest build() {
            return new RunRequest(variant, algorithm, params, budget(), seed, threads, warmRecordId, warm, keepGoing);
        }
    }

    public static final class Campaign extends Search<Campaign> {
        private String method;
        private Integer workers;
        private Integer archive;
        private String topLevelTime;

        Campaign(String variant) {
            super(variant);
        }

        @Override
        Campaign self() {
            return this;
        }

        /** The deprecated name of the workers' algorithm, still read. */
        public Campaign method(String name) {
            method = name;
            return this;
        }

        public Campaign workers(int count) {
            workers = count;
            return this;
        }

        public Campaign archive(int games) {
            archive = games;
            return this;
        }

        /** The campaign's time in the deprecated field beside the budget, still read. */
        public Campaign deprecatedTime(String duration) {
            topLevelTime = duration;
            return this;
        }

        public CampaignRequest build() {
            return new CampaignRequest(
                    variant,
                    algorithm,
                    method,
                    params,
                    warmRecordId,
                    warm,
                    budget(),
                    null,
                    topLevelTime,
                    workers,
                    archive,
                    seed);
        }
    }
}
