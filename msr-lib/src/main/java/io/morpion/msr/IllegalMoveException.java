package io.morpion.msr;

/** A well-formed record whose game breaks the rules; {@link #violation()} says where and why. */
public class IllegalMoveException extends MsrException {

    private final IllegalMove violation;

    public IllegalMoveException(IllegalMove violation) {
        super(violation.message());
        this.violation = violation;
    }

    public IllegalMove violation() {
        return violation;
    }
}
