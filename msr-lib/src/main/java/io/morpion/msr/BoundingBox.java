package io.morpion.msr;

import java.util.List;

/** The bbox field of §6: the smallest rectangle holding every point of the final position. */
public record BoundingBox(int minX, int minY, int maxX, int maxY) {

    public List<Integer> asList() {
        return List.of(minX, minY, maxX, maxY);
    }

    public BoundingBox including(Point p) {
        return new BoundingBox(
                Math.min(minX, p.x()), Math.min(minY, p.y()), Math.max(maxX, p.x()), Math.max(maxY, p.y()));
    }

    public int width() {
        return maxX - minX + 1;
    }

    public int height() {
        return maxY - minY + 1;
    }
}
