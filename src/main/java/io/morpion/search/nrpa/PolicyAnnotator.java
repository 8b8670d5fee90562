package io.morpion.search.nrpa;

import io.morpion.engine.MoveAnnotator;

/** Labels each legal move with its code id and weighs it by exp(weight) under the policy last put in use. */
final class PolicyAnnotator implements MoveAnnotator {

    private final CodeIndex codes;
    private Policy policy;

    PolicyAnnotator(CodeIndex codes, Policy policy) {
        this.codes = codes;
        this.policy = policy;
    }

    /** The policy that weighs the moves from now on, such as a level-1 policy replaced from a checkpoint. */
    void use(Policy policy) {
        this.policy = policy;
    }

    @Override
    public int key(int move) {
        return codes.id(move);
    }

    @Override
    public double weight(int key) {
        return policy.exp(key);
    }
}
