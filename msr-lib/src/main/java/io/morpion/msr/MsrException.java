package io.morpion.msr;

/**
 * The one exception type msr-lib throws for bad input, whatever the input was. Subtypes say
 * whether the document was malformed ({@link MsrFormatException}) or well formed but not a legal
 * game ({@link IllegalMoveException}).
 */
public class MsrException extends RuntimeException {

    public MsrException(String message) {
        super(message);
    }

    public MsrException(String message, Throwable cause) {
        super(message, cause);
    }
}
