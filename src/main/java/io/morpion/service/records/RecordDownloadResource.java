package io.morpion.service.records;

import io.morpion.corpus.OptimalGames;
import io.morpion.formats.GameFormat;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.render.PngRenderer;
import io.morpion.render.SvgRenderer;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Stable download URLs for every record: /records/{id}.msr, .json, .psol (5T and 5D), .svg and .png
 * (?numbers=true numbers the moves, ?size=1200 makes the picture up to 1200 pixels wide); the
 * pictures carry the record, so they are saves too.
 */
@Path("/records")
public class RecordDownloadResource {

    @Inject
    RecordCatalog catalog;

    @Inject
    CorpusArchive archive;

    @Inject
    RecordPictures pictures;

    @Inject
    CurrentCaller caller;

    @GET
    @Path("/corpus.zip")
    @Operation(
            summary = "The whole corpus in one zip",
            description = "Every record that is not retracted, as "
                    + "pretty MSR JSON under its variant's folder, and index.csv (name, variant, score, author, "
                    + "origin, "
                    + "source, family: the id of the family's first game). The ETag names the corpus's state: send "
                    + "it as If-None-Match to hear 304 while nothing changed.")
    public Response corpus(@HeaderParam("If-None-Match") String ifNoneMatch) {
        String etag = archive.currentTag();
        if (etag.equals(ifNoneMatch)) {
            return Response.notModified().header("ETag", etag).build();
        }
        CorpusArchive.Opened zip = archive.open(etag);
        return Response.ok(zip.bytes(), "application/zip")
                .header("ETag", etag)
                .header("Content-Length", zip.size())
                .header("Content-Disposition", "attachment; filename=\"morpion-corpus.zip\"")
                .build();
    }

    @GET
    @Path("/optimal/{file}")
    @Operation(
            summary = "Every optimal game of a variant in one file",
            description = "{variant}.jsonl (4D.jsonl): every optimal game that the census by exhaustive search "
                    + "found (morpion census --optimal), distinct up to the eight symmetries, one MSR JSON a line.")
    public Response optimalGames(@PathParam("file") String file) {
        String code = file.endsWith(".jsonl") ? file.substring(0, file.length() - ".jsonl".length()) : "";
        Variant variant = Variant.fromCode(code.toUpperCase(Locale.ROOT))
                .orElseThrow(() -> new Refused.NotFound(
                        RefusalCode.NO_SUCH_DOWNLOAD, "ask for /records/optimal/{variant}.jsonl, such as 4D.jsonl"));
        String games = OptimalGames.allInOneFile(variant)
                .orElseThrow(() -> new Refused.NotFound(
                        RefusalCode.NO_SUCH_DOWNLOAD,
                        "the corpus holds no census of " + variant.code() + "'s optimal games"));
        return Response.ok(games, "application/x-ndjson; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"morpion-optimal-" + variant.code() + ".jsonl\"")
                .build();
    }

    @GET
    @Path("/{file}")
    @Operation(
            summary = "Download a record",
            description = "{id}.msr is the compact MSR form, {id}.json pretty "
                    + "MSR JSON, {id}.psol the Pentasol text (5T and 5D only), {id}.svg and {id}.png pictures with the "
                    + "record embedded; ?numbers=true numbers their moves and ?size=WIDTH (100 to 4000 pixels) draws "
                    + "them that wide, for sharing. {id}.svg?thumbnail=true is the game's dots alone, one square "
                    + "each, for a listing.")
    public Response download(
            @PathParam("file") String file,
            @QueryParam("numbers") boolean numbers,
            @QueryParam("size") String size,
            @QueryParam("thumbnail") boolean thumbnail) {
        int width = RequestText.integer("size", size, 0, 100, PngRenderer.MAX_WIDTH);
        int dot = file.lastIndexOf('.');
        if (dot < 1) {
            throw new Refused.NotFound(
                    RefusalCode.NO_SUCH_DOWNLOAD, "ask for /records/{id}.msr, .json, .psol, .svg or .png");
        }
        String extension = file.substring(dot + 1);
        RecordEntity entity = RecordResource.findOr404(catalog, file.substring(0, dot));
        String name = "morpion-" + entity.variant + "-" + entity.score + "-" + entity.id + "." + extension;
        GameFormat format = GameFormat.named(extension)
                .orElseThrow(() -> new Refused.NotFound(
                        RefusalCode.NO_SUCH_DOWNLOAD,
                        "no download format \"" + RequestText.abbreviate(extension)
                                + "\"; choose msr, json, psol, svg or png"));
        if (format == GameFormat.PENTASOL && !entity.variant.startsWith("5")) {
            throw new Refused.Invalid(
                    RefusalCode.PENTASOL_VARIANT,
                    "Pentasol holds 5T and 5D games only; record " + entity.id + " is " + entity.variant,
                    entity.variant);
        }
        if (thumbnail) {
            if (format != GameFormat.SVG || numbers || width != 0) {
                throw new Refused.Invalid(
                        RefusalCode.PICTURE_SIZE,
                        "a thumbnail is an SVG of the dots alone: ask for /records/" + entity.id
                                + ".svg?thumbnail=true, without numbers or size");
            }
            return Response.ok(SvgRenderer.thumbnail(Msr.decode(entity.msr)), format.contentType())
                    .header("Cache-Control", "public, max-age=3600")
                    .build();
        }
        if (width != 0 && !format.picture()) {
            throw new Refused.Invalid(
                    RefusalCode.PICTURE_SIZE, "size is the width of a picture: ask for the .svg or the .png");
        }
        return Response.ok(pictures.file(entity, format, numbers, width, caller.get()), format.contentType())
                .header("Content-Disposition", "inline; filename=\"" + name + "\"")
                .build();
    }
}
