package io.morpion.search.box;

import io.morpion.tiers.SlowTest;

/**
 * {@link ScipBoxModelTest} on every ending it names, in the slow tier (Tiers.sweep): two 5D games with their last 10
 * and 20 moves freed, and Rosin's 5T 178 with its last 10.
 */
@SlowTest
class ScipBoxModelIT extends ScipBoxModelTest {}
