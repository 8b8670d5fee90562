// How a board is turned for the viewer: quarter turns clockwise and a mirror, applied to points and
// to the directions of lines alike. Pure, so that node --test checks the two agree.

/** rotate: quarter turns clockwise (0..3); flip: mirror left to right first. */
export function transform([x, y], { rotate = 0, flip = false }) {
  if (flip) x = -x;
  for (let i = 0; i < rotate; i++) [x, y] = [-y, x];
  return [x, y];
}

/** The board point drawn at a place: {@link transform} undone. */
export function untransform([x, y], { rotate = 0, flip = false }) {
  for (let i = 0; i < (4 - rotate) % 4; i++) [x, y] = [-y, x];
  return [flip ? -x : x, y];
}

// y grows downwards: DP rises to the right, DN falls. A quarter turn swaps the axes and the
// diagonals; a mirror swaps the diagonals only.
const TURNED = { H: 'V', V: 'H', DP: 'DN', DN: 'DP' };
const MIRRORED = { H: 'H', V: 'V', DP: 'DN', DN: 'DP' };

/** The direction a line of direction {@code dir} (H, V, DP, DN) is seen in on the turned board. */
export function seenDirection(dir, { rotate = 0, flip = false } = {}) {
  let seen = flip ? (MIRRORED[dir] ?? dir) : dir;
  for (let i = 0; i < rotate; i++) seen = TURNED[seen] ?? seen;
  return seen;
}
