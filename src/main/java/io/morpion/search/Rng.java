package io.morpion.search;

import org.apache.commons.rng.RestorableUniformRandomProvider;
import org.apache.commons.rng.core.RandomProviderDefaultState;
import org.apache.commons.rng.simple.RandomSource;

/** The solvers' random generator: xoshiro128++ from Commons RNG, whose whole state can be saved. */
public final class Rng {

    private final RestorableUniformRandomProvider provider;

    public Rng(long seed) {
        this.provider = RandomSource.XO_RO_SHI_RO_128_PP.create(seed);
    }

    public int nextInt(int bound) {
        return provider.nextInt(bound);
    }

    public double nextDouble() {
        return provider.nextDouble();
    }

    public long nextLong() {
        return provider.nextLong();
    }

    public byte[] saveState() {
        return ((RandomProviderDefaultState) provider.saveState()).getState();
    }

    public void restoreState(byte[] state) {
        provider.restoreState(new RandomProviderDefaultState(state));
    }

    /** A seed for the i-th of several independent streams derived from one seed (SplitMix64 finalizer). */
    public static long derive(long seed, int stream) {
        long z = seed + 0x9E3779B97F4A7C15L * (stream + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
