package io.morpion.engine;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * What makes two games the same game: the same set of lines, whatever order they were drawn in,
 * up to the eight symmetries of the cross. The identity is the SHA-256 of the smallest sorted
 * line list among the eight images, so equal games get equal identities.
 */
public final class GameIdentity {

    private GameIdentity() {}

    public static String of(MsrRecord game) {
        String smallest = null;
        for (int t = 0; t < Symmetry.COUNT; t++) {
            List<String> lines = new ArrayList<>(game.moveCount());
            for (Move move : game.moves()) {
                Move image = Symmetry.apply(t, move, game.variant());
                lines.add(image.origin().x() + "," + image.origin().y() + "," + image.dir());
            }
            lines.sort(null);
            String form = game.variant().code() + ":" + String.join(";", lines);
            if (smallest == null || form.compareTo(smallest) < 0) {
                smallest = form;
            }
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(smallest.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
