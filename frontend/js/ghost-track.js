import { linePoints } from './board.js';

// How a game of Play follows its ghost, without the page: which of its moves lie on the ghost's lines,
// how many of the first follow the ghost's own order, and the ghost's next move that can be played now.

/** A line as its points, whichever of them was the new one: its first point and its direction. */
export const lineKey = (move, lineLength) => `${linePoints(move, lineLength)[0].join(',')},${move.dir}`;

/** How many of the game's moves lie on the ghost's lines, and how many of its first moves are the ghost's first, in order. */
export function follows(ghostMoves, gameMoves, lineLength) {
  const lines = new Set(ghostMoves.map(m => lineKey(m, lineLength)));
  const on = gameMoves.filter(m => lines.has(lineKey(m, lineLength))).length;
  let inOrder = 0;
  while (
    inOrder < gameMoves.length &&
    inOrder < ghostMoves.length &&
    lineKey(gameMoves[inOrder], lineLength) === lineKey(ghostMoves[inOrder], lineLength)
  )
    inOrder++;
  return { on, inOrder };
}

/**
 * The ghost's next move: the first of its moves, in its order, whose line the game has not drawn and can draw now
 * (one of the legal moves); null when none can.
 */
export function ghostNext(ghostMoves, gameMoves, legalMoves, lineLength) {
  const drawn = new Set(gameMoves.map(m => lineKey(m, lineLength)));
  const legal = new Set(legalMoves.map(m => lineKey(m, lineLength)));
  return ghostMoves.find(m => !drawn.has(lineKey(m, lineLength)) && legal.has(lineKey(m, lineLength))) || null;
}
