// How a turned board shows points and lines (frontend/js/orientation.js): cd frontend/test && node --test
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seenDirection, transform, untransform } from '../js/orientation.js';

const STEP = { H: [1, 0], V: [0, 1], DP: [1, -1], DN: [1, 1] };
const views = [];
for (let rotate = 0; rotate < 4; rotate++) for (const flip of [false, true]) views.push({ rotate, flip });

/** The direction of a step, whichever way along the line it points. */
function directionOf([dx, dy]) {
  return Object.keys(STEP).find(
    d => (STEP[d][0] === dx && STEP[d][1] === dy) || (STEP[d][0] === -dx && STEP[d][1] === -dy),
  );
}

test('a line is seen in the direction its points are drawn along, on every turn and mirror', () => {
  for (const view of views) {
    for (const dir of Object.keys(STEP)) {
      const [a, b] = [transform([0, 0], view), transform(STEP[dir], view)];
      assert.equal(
        seenDirection(dir, view),
        directionOf([b[0] - a[0], b[1] - a[1]]),
        `${dir} at ${JSON.stringify(view)}`,
      );
    }
  }
});

test('untransform undoes transform', () => {
  for (const view of views) assert.deepEqual(untransform(transform([3, -2], view), view), [3, -2]);
});

test('unturned, a line is seen as it is', () => {
  for (const dir of Object.keys(STEP)) assert.equal(seenDirection(dir), dir);
});
