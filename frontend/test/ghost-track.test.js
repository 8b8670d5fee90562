// How Play's game follows its ghost (frontend/js/ghost-track.js), without a browser: cd frontend/test && node --test
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { follows, ghostNext } from '../js/ghost-track.js';

const m = (x, y, dir, pos) => ({ x, y, dir, pos });
// three horizontal lines of 5 (5T), each given by its new point
const a = m(0, 0, 'H', 0),
  b = m(0, 3, 'H', 0),
  c = m(0, 6, 'H', 0);

test("a move is on the ghost's line whichever of its points was the new one", () => {
  const sameLineOtherPoint = m(4, 3, 'H', 4);
  assert.deepEqual(follows([a, b, c], [sameLineOtherPoint], 5), { on: 1, inOrder: 0 });
});

test("only the leading moves that are the ghost's, one for one, count as in its order", () => {
  assert.deepEqual(follows([a, b, c], [a, b], 5), { on: 2, inOrder: 2 });
  assert.deepEqual(follows([a, b, c], [a, c, b], 5), { on: 3, inOrder: 1 });
  assert.deepEqual(follows([a, b, c], [m(9, 9, 'V', 0), a], 5), { on: 1, inOrder: 0 });
});

test("the next move is the ghost's first undrawn line that is legal now", () => {
  assert.deepEqual(ghostNext([a, b, c], [a], [c, b], 5), b);
  assert.deepEqual(ghostNext([a, b, c], [a], [c], 5), c, 'b cannot be drawn yet, so c is next');
  assert.equal(ghostNext([a, b, c], [a, b, c], [m(9, 9, 'V', 0)], 5), null);
});
