import { drawBoard, lineInWords, linePoints, svg } from './board.js';
import { el, clear } from './dom.js';
import { typing } from './shortcuts.js';
import { t } from './i18n.js';
import { openDropped } from './playfiles.js';
import * as Game from './game.js';
import { ghostUnder, nextOfGhost, showGhost } from './ghost.js';

/**
 * Play's board: the legal points, the lines a point offers and how one is chosen (pointer, wheel, keys), the ghost's
 * next move over it, and a game file dropped on it. Everything it changes goes through update(s, next).
 */
/** The moves a legal point offers, one per line it completes. */
const movesAt = point => point.lines.map(l => ({ x: point.x, y: point.y, ...l }));

/** The legal point nearest the last move, where a keyboard player's focus goes after a move. */
export function nearestLegalPoint(s) {
  const last = s.game.moves.at(-1);
  const points = [...s.holder.querySelectorAll('circle.legal')];
  if (!last) return points[0];
  const distance = c => Math.abs(Number(c.dataset.x) - last.x) + Math.abs(Number(c.dataset.y) - last.y);
  return points.sort((a, b) => distance(a) - distance(b))[0] || s.holder;
}

/**
 * The legal point after (+1) or before (-1) this one in reading order as the board is drawn (row by row,
 * turned or not), wrapping round: arrow keys walk the legal points.
 */
function nextLegalPoint(s, from, step) {
  const place = c => {
    const r = c.getBoundingClientRect();
    return [Math.round(r.top), r.left];
  };
  const points = [...s.holder.querySelectorAll('circle.legal')]
    .map(c => [place(c), c])
    .sort(([a], [b]) => a[0] - b[0] || a[1] - b[1])
    .map(([, c]) => c);
  return points[(points.indexOf(from) + step + points.length) % points.length];
}

/** The game after a change; a change that leaves it as it was redraws nothing. */
export function update(s, next) {
  if (next === s.game) return;
  s.game = next;
  s.refresh();
}

const play = (s, move) => update(s, Game.play(s.game, move));

/**
 * A point that completes several lines: they are drawn dashed on the board, one marked. A click
 * on a line or its button plays it; the wheel or the arrow keys move the mark, Enter plays the
 * marked line, a digit plays that line, Esc takes the offer back.
 */
function offer(s, point) {
  const candidates = movesAt(point);
  drawPlayBoard(s, candidates);
  clear(s.chooser).append(
    el('span', {}, t('play.choose', { x: point.x, y: point.y, n: candidates.length }), ' '),
    ...candidates.map((m, i) =>
      el(
        'button',
        {
          class: 'line-choice',
          onclick: () => play(s, m),
          onmouseenter: () => markLine(s, i),
          onfocus: () => markLine(s, i),
        },
        `${i + 1}. ${lineInWords(m, s.rules.lineLength)}`,
      ),
    ),
  );
  s.chooser.querySelector('button').focus();
}

function markLine(s, i) {
  s.marked = i;
  s.holder
    .querySelectorAll('.line.candidate')
    .forEach(c => c.classList.toggle('chosen', Number(c.dataset.candidate) === i));
}

/** Moves the mark to the next (+1) or previous (-1) offered line, focusing its button. */
function cycle(s, step) {
  const buttons = s.chooser.querySelectorAll('.line-choice');
  buttons[(s.marked + step + buttons.length) % buttons.length].focus();
}

/** The ghost's line, and its next move on the board once asked for (the button or g) until the next move is played. */
export function showPlayGhost(s) {
  const move = nextOfGhost(s.ghost, s.game, s.legal.flatMap(movesAt), s.rules.lineLength);
  const show = () => {
    s.ghostNextShown = true;
    drawPlayBoard(s);
    showPlayGhost(s);
  };
  showGhost(
    s.ghostHolder,
    s.ghost,
    s.game,
    s.rules.lineLength,
    () => {
      s.ghost = null;
      s.refresh();
    },
    { move, shown: s.ghostNextShown, show },
  );
}

function withdraw(s) {
  s.current = null;
  clear(s.chooser);
  drawPlayBoard(s);
}

/** The board with the legal points, and lines offered when there are candidates. */
export function drawPlayBoard(s, candidates) {
  s.list?.orient(s.view);
  s.zoom.show(
    drawBoard(s.rules, s.game.moves, {
      numbers: s.view.numbers,
      highlight: s.legal,
      candidates,
      rotate: s.view.rotate,
      flip: s.view.flip,
      under: ghostUnder(s.ghost, s.game.code),
      over: ghostNextOver(s),
    }),
  );
}

/** The ghost's next move drawn over the board, when the player asked for it. */
function ghostNextOver(s) {
  const next = s.ghostNextShown && nextOfGhost(s.ghost, s.game, s.legal.flatMap(movesAt), s.rules.lineLength);
  return next ? { moves: [next], cls: 'ghost-next' } : undefined;
}

/** The lines a legal point would draw, laid over the board while the pointer is on it. */
function preview(s, spot) {
  const board = s.holder.querySelector('svg.board');
  board?.querySelectorAll('.preview').forEach(p => p.remove());
  const point = spot && s.legal.find(p => p.x === Number(spot.dataset.x) && p.y === Number(spot.dataset.y));
  if (!point || s.current) return;
  for (const m of movesAt(point)) {
    const points = linePoints(m, s.rules.lineLength);
    const ends = [points[0], points.at(-1)].map(board.pointAt);
    spot.before(svg('line', { x1: ends[0][0], y1: ends[0][1], x2: ends[1][0], y2: ends[1][1], class: 'preview' }));
  }
}

/** A click or Enter on the board: an offered line is played, a point with one line too, one with several offers them. */
function choose(s, target) {
  const candidate = target.closest('.line.candidate, .candidate-end.far, .candidate-number');
  if (candidate) {
    play(s, movesAt(s.current)[Number(candidate.dataset.candidate)]);
    return;
  }
  const spot = target.closest('circle.legal');
  if (!spot) return;
  const point = s.legal.find(p => p.x === Number(spot.dataset.x) && p.y === Number(spot.dataset.y));
  if (!point) return;
  if (point.lines.length === 1) {
    play(s, movesAt(point)[0]);
    return;
  }
  s.current = point;
  offer(s, point);
}

export function listenToBoard(s, previousKey) {
  const { holder } = s;
  holder.addEventListener('pointerover', e => preview(s, e.target.closest('circle.legal')));
  holder.addEventListener('pointerout', e => {
    if (e.target.closest('circle.legal')) preview(s, null);
  });
  // while lines are offered, the wheel over the board picks among them instead of zooming
  holder.addEventListener(
    'wheel',
    e => {
      if (!s.current) return;
      e.preventDefault();
      e.stopPropagation();
      cycle(s, e.deltaY > 0 ? 1 : -1);
    },
    { capture: true, passive: false },
  );
  holder.addEventListener('click', e => choose(s, e.target));
  holder.addEventListener('keydown', e => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      s.refocus = true;
      choose(s, e.target);
    }
  });
  // a game file dropped on the board opens there; an unsaved game it replaces is kept, as a link's is
  holder.addEventListener('dragover', e => {
    e.preventDefault();
    holder.classList.add('over');
  });
  holder.addEventListener('dragleave', () => holder.classList.remove('over'));
  holder.addEventListener('drop', e => {
    e.preventDefault();
    holder.classList.remove('over');
    const file = e.dataTransfer.files[0];
    if (file) openDropped(s, file, previousKey);
  });
}

/** The page's keys: while lines are offered, a digit, the arrows, Enter and Esc; else Ctrl+Z and Ctrl+Y. */
export function pageKey(s, e) {
  if (s.current && !(e.ctrlKey || e.metaKey || e.altKey) && !typing(e)) {
    const digit = Number(e.key);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    if (digit >= 1 && digit <= s.current.lines.length) {
      e.preventDefault();
      play(s, movesAt(s.current)[digit - 1]);
    } else if (step) {
      e.preventDefault();
      cycle(s, step);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      withdraw(s);
    }
    return;
  }
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
  if (step && !(e.ctrlKey || e.metaKey || e.altKey) && document.activeElement?.matches?.('circle.legal')) {
    e.preventDefault();
    nextLegalPoint(s, document.activeElement, step).focus();
    return;
  }
  if (e.key === 'g' && !(e.ctrlKey || e.metaKey || e.altKey) && !typing(e)) {
    s.ghostHolder.querySelector('button.show-ghost-next')?.click();
    return;
  }
  if (!(e.ctrlKey || e.metaKey)) return;
  if (e.key === 'z' && !e.shiftKey) {
    e.preventDefault();
    update(s, Game.undo(s.game));
  }
  if (e.key === 'y' || (e.key === 'z' && e.shiftKey)) {
    e.preventDefault();
    update(s, Game.redo(s.game));
  }
}
