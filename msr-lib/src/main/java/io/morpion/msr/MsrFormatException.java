package io.morpion.msr;

/** The input is not a readable MSR or Pentasol document, or it exceeds a safety limit. */
public class MsrFormatException extends MsrException {

    public MsrFormatException(String message) {
        super(message);
    }

    public MsrFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
