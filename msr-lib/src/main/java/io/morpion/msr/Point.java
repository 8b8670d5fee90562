package io.morpion.msr;

/** A lattice point in the MSR frame (§3): x grows rightward, y grows downward. */
public record Point(int x, int y) {

    public Point plus(Direction direction, int steps) {
        return new Point(x + steps * direction.dx(), y + steps * direction.dy());
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
