package io.morpion.search.local.model;

import io.morpion.msr.Point;

/** A w×w square of points whose smallest corner is (x, y). */
public record Square(int x, int y, int width) {

    public boolean contains(Point p) {
        return p.x() >= x && p.x() < x + width && p.y() >= y && p.y() < y + width;
    }
}
