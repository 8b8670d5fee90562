package io.morpion.search.local.proofs;

/** Games the local proofs' tests share. */
public final class LocalGames {

    /**
     * A 4D game of 26 moves whose longer neighbour, of 28, needs a freed mid-game move: the closure of its second
     * move finds it, and freeing as many moves at the end proves nothing longer.
     */
    public static final String MIDDLE_MATTERS =
            "MS1:hZG9asQwEITfZet1kOU_odpFqpDqmuMIcqJC4LMO2TEXjnv3CEVykIVwuczH7OzsA1ZpZqUn"
                    + "4EBeSkBYhVFiWuxc93acP7WRwGmLIFahRjGM8uOqVzkDJwiLNFc1iRH4Yr4lwjDoO_BzQZEgQ3ZB8Oz5AVaoEX6AVwhfytgNJ7vgpq1aPdH"
                    + "pRekAGoDXABAPEKeXiUHQ6cGCxult4h_0zul1VvcBSQD6t30CT9TZE5rYIRNhq6B_3wPMAU0aIQB_LXfZEtqdwbaBeqDKRSg9cNgCy_xx65"
                    + "HGj0wdqrjGNEOx-_U_QaI7u3xR3qI5smiTKmn0TJZf0cUGadf04Fksf8Tl-Qs";

    private LocalGames() {}
}
