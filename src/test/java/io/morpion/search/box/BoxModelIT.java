package io.morpion.search.box;

import io.morpion.tiers.SlowTest;

/** {@link BoxModelTest} at its full size, every 5D game of the corpus, in the slow tier (Tiers.sweep). */
@SlowTest
class BoxModelIT extends BoxModelTest {}
