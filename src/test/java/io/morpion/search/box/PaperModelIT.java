package io.morpion.search.box;

import io.morpion.tiers.SlowTest;

/** {@link PaperModelTest} on every box it names, (2,1,2,1) included, in the slow tier (Tiers.sweep). */
@SlowTest
class PaperModelIT extends PaperModelTest {}
