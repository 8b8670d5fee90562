package io.morpion.service.work;

/**
 * The kinds of background work, each with its rules: whether it computes (and so yields to runs), and how many of
 * one owner's items may be worked at once across the cluster.
 */
public enum WorkKind {
    /** One delivery of an alert to a token's webhook: waits on the network, computes nothing. */
    WEBHOOK("webhook", false),
    /** A record's potential curve: a look-ahead from each of its positions. */
    POTENTIAL("potential", true),
    /** One neighbourhood of a sweep of local proofs, searched exhaustively or by the constraint model. */
    LOCAL_PROOF("local-proof", true),
    /** One part of a census of a variant's optimal games, searched exhaustively from its checkpoint. */
    CENSUS("census", true),
    /** One part of a box proof, asked of SCIP within its limit. */
    BOX_PART("box-part", true);

    private final String code;
    private final boolean computes;

    WorkKind(String code, boolean computes) {
        this.code = code;
        this.computes = computes;
    }

    /** The kind as stored and shown. */
    public String code() {
        return code;
    }

    /** Whether it takes a core: then it waits for one that no run wants, and hands it back when a run asks. */
    public boolean computes() {
        return computes;
    }

    public static WorkKind of(String code) {
        for (WorkKind kind : values()) {
            if (kind.code.equals(code)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no kind of background work is called " + code);
    }
}
