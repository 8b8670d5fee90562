package io.morpion.service;

import io.morpion.msr.InitialCross;
import io.morpion.msr.Pentasol;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.RecordCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** The rules' constants a client needs to draw and play a game: line length, touching, the cross. */
@Path("/api/variants")
@Produces(MediaType.APPLICATION_JSON)
public class VariantResource {

    @Inject
    KnownResults known;

    /**
     * One variant: its code, points per line, whether collinear lines may touch, the starting cross,
     * its best known result (the corpus's, or a newer one configured), and whether Pentasol files hold its games.
     */
    public record VariantView(
            String code, int lineLength, boolean touching, List<int[]> cross, Known known, boolean pentasol) {}

    /**
     * The world record or proven optimum: its score, whether it is proven, who set it and when
     * (year-month); and the lowest score of a submission that listings show by default (listedFrom).
     */
    public record Known(int score, boolean proven, String holder, String date, int listedFrom) {}

    @GET
    @Operation(
            summary = "The four variants and their starting crosses (points as [x, y], y down)",
            description = "In the order the pages list them, which is the order of the answer.")
    public List<VariantView> variants() {
        return RecordCatalog.VARIANTS_SHOWN.stream()
                .map(v -> new VariantView(
                        v.code(),
                        v.lineLength(),
                        v.touching(),
                        InitialCross.points(v).stream()
                                .map(p -> new int[] {p.x(), p.y()})
                                .toList(),
                        known.of(v)
                                .map(k -> new Known(
                                        k.score(),
                                        k.proven(),
                                        k.holder(),
                                        k.date() == null ? null : k.date().toString(),
                                        k.listedFrom()))
                                .orElse(null),
                        Pentasol.holds(v)))
                .toList();
    }
}
