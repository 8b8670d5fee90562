package io.morpion.engine;

import io.morpion.tiers.SlowTest;

/** {@link PlayUndoPropertyTest} at its full size, in the slow tier: the fast tier tries its small size (Tiers.sweep). */
@SlowTest
class PlayUndoPropertyIT extends PlayUndoPropertyTest {}
