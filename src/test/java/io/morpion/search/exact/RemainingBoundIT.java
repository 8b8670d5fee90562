package io.morpion.search.exact;

import io.morpion.tiers.SlowTest;

/** {@link RemainingBoundTest} at its full size, in the slow tier: the fast tier tries its small size (Tiers.sweep). */
@SlowTest
class RemainingBoundIT extends RemainingBoundTest {}
