package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The packaged list of the 28 boxes above 82 reads as the paper's table: its sizes, and boxes named canonically. */
class PublishedBoxTest {

    @Test
    void theTwentyEightBoxesAboveEightyTwoAreThreeOf85TwelveOf84AndThirteenOf83EachNamedCanonically() {
        List<PublishedBox> boxes = PublishedBox.aboveEightyTwo();
        assertEquals(28, boxes.size());
        Map<Integer, Long> bySize =
                boxes.stream().collect(Collectors.groupingBy(PublishedBox::graph, Collectors.counting()));
        assertEquals(Map.of(85, 3L, 84, 12L, 83, 13L), bySize);
        assertEquals(28, boxes.stream().map(PublishedBox::box).distinct().count(), "no box twice");
        for (PublishedBox published : boxes) {
            assertEquals(published.box(), published.box().canonical(), "the paper's name is the canonical one");
        }
        assertTrue(boxes.contains(new PublishedBox(new Box(4, 4, 1, 0), 83)));
        assertTrue(boxes.contains(new PublishedBox(new Box(5, 3, 1, 1), 83)));
    }
}
