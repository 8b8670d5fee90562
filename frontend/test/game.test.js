// The game model of Play (frontend/js/game.js), without a browser: cd frontend/test && node --test
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Game from '../js/game.js';

const move = (x, y) => ({ x, y, dir: 'E', pos: 0, lines: 2 });

test('a move played is kept bare, marks the game unsaved and empties Redo', () => {
  const start = Game.newGame('5T');
  const one = Game.play(start, move(3, 4));
  assert.deepEqual(one.moves, [{ x: 3, y: 4, dir: 'E', pos: 0 }]);
  assert.equal(one.dirty, true);
  assert.deepEqual(start.moves, [], 'the game before the move is left as it was');
  const back = Game.undo(Game.play(one, move(5, 6)));
  assert.equal(back.redo.length, 1);
  assert.deepEqual(Game.play(back, move(7, 8)).redo, [], 'a new move drops what Redo held');
});

test('undo and redo walk back and forth over the same moves', () => {
  let game = [move(1, 1), move(2, 2), move(3, 3)].reduce(Game.play, Game.newGame('5D'));
  game = Game.undo(Game.undo(game));
  assert.deepEqual(
    game.moves.map(m => m.x),
    [1],
  );
  game = Game.redo(game);
  assert.deepEqual(
    game.moves.map(m => m.x),
    [1, 2],
    'the next move comes back first',
  );
  game = Game.redo(game);
  assert.deepEqual(
    game.moves.map(m => m.x),
    [1, 2, 3],
  );
  assert.equal(Game.redo(game), game, 'nothing to redo: the same game');
  assert.equal(Game.undo(Game.newGame('4T')).moves.length, 0);
});

test('going back to a position keeps the later moves on Redo in order', () => {
  const game = [1, 2, 3, 4].map(i => move(i, i)).reduce(Game.play, Game.newGame('5T'));
  const back = Game.backTo(game, 1);
  assert.deepEqual(
    back.moves.map(m => m.x),
    [1],
  );
  assert.deepEqual(
    Game.redo(Game.redo(back)).moves.map(m => m.x),
    [1, 2, 3],
  );
  assert.equal(Game.backTo(game, 4), game, 'the position it is at already');
});

test('a saved game is not unsaved, and an empty one never is', () => {
  const played = Game.play(Game.newGame('5T'), move(0, 0));
  assert.equal(Game.unsaved(played), true);
  assert.equal(Game.unsaved(Game.saved(played)), false);
  assert.equal(Game.unsaved({ ...Game.newGame('5T'), dirty: true }), false);
});

test('a game survives the draft this browser keeps, and is a record of its moves', () => {
  const game = Game.undo([move(1, 2), move(3, 4)].reduce(Game.play, Game.newGame('4D')));
  assert.deepEqual(Game.fromDraft(JSON.parse(JSON.stringify(Game.toDraft(game)))), game);
  assert.equal(Game.fromDraft(null), null);
  assert.equal(Game.fromDraft({ moves: [] }), null, 'a draft without a variant holds no game');
  assert.deepEqual(Game.record(game), { version: '0.1', variant: '4D', moves: [{ x: 1, y: 2, dir: 'E', pos: 0 }] });
  assert.equal(Game.sameMoves(game.moves, [move(1, 2)]), true);
});
