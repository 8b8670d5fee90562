// The game in Play, apart from the page that shows it: its variant, its moves, the moves Redo brings
// back (the next one last) and whether it holds moves not yet exported or submitted. A game is a
// plain value: every change makes a new one, so the page keeps one variable and redraws from it.

/** A move as a record holds it, without what the legal-move list adds. */
export const bare = ({ x, y, dir, pos }) => ({ x, y, dir, pos });

export const sameMoves = (a, b) => JSON.stringify(a.map(bare)) === JSON.stringify(b.map(bare));

export const newGame = code => ({ code, moves: [], redo: [], dirty: false });

/** A game with these moves, new to this browser: not saved anywhere yet. */
export const gameOf = (code, moves) => ({ code, moves: moves.map(bare), redo: [], dirty: true });

/** A move played: what Redo held is gone. */
export const play = (game, move) => ({ ...game, moves: [...game.moves, bare(move)], redo: [], dirty: true });

/** Back to the position after k moves; the later ones wait on Redo. */
export function backTo(game, k) {
  if (k < 0 || k >= game.moves.length) return game;
  return {
    ...game,
    moves: game.moves.slice(0, k),
    redo: [...game.redo, ...game.moves.slice(k).reverse()],
    dirty: true,
  };
}

export const undo = game => backTo(game, game.moves.length - 1);

export function redo(game) {
  if (!game.redo.length) return game;
  return { ...game, moves: [...game.moves, game.redo.at(-1)], redo: game.redo.slice(0, -1), dirty: true };
}

/** The game once exported or submitted: nothing of it would be lost. */
export const saved = game => ({ ...game, dirty: false });

/** Whether leaving it would lose moves the player has nowhere else. */
export const unsaved = game => game.dirty && game.moves.length > 0;

/** The game as an MSR record of its moves. */
export const record = game => ({ version: '0.1', variant: game.code, moves: game.moves.map(bare) });

/** The game as this browser keeps it between visits. */
export const toDraft = game => ({
  variant: game.code,
  moves: game.moves.map(bare),
  redo: game.redo.map(bare),
  dirty: game.dirty,
});

/** A kept game back, or null for a draft that holds none. */
export function fromDraft(draft) {
  if (!draft || !draft.variant) return null;
  return { code: draft.variant, moves: draft.moves || [], redo: draft.redo || [], dirty: !!draft.dirty };
}
