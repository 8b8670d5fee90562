import { api, variant, variantCodes } from './api.js';
import { coordinatesShown, drawBoard, lineInWords, linePoints, showCoordinates, svg } from './board.js';
import { el, clear, errorBox, handheld } from './dom.js';
import { metadataFields } from './metadata.js';
import { zoomable } from './zoom.js';
import { typing } from './shortcuts.js';
import { t, tNodes } from './i18n.js';
import { decodeCompact, encodeCompact, formatLabel } from './msr.js';
import { standing } from './known.js';
import { moveList } from './movelist.js';
import { copyLink, exportGame, openDropped, submitGame } from './playfiles.js';
import * as Game from './game.js';
import { explorerControls } from './explorer.js';
import { outlookControls } from './outlook.js';
import { ghostUnder, nextOfGhost, openGhost, showGhost } from './ghost.js';

/** Play's view toggles, kept in this browser: move numbers (on unless turned off here) and legal-point markers. */
const toggles = () => ({ numbers: localStorage.getItem('morpion.play-numbers') !== 'off',
  markers: localStorage.getItem('morpion.markers') !== 'off' });

/** The moves a legal point offers, one per line it completes. */
const movesAt = point => point.lines.map(l => ({ x: point.x, y: point.y, ...l }));

// The game in progress, kept in this browser as it changes, so that a reload, a click elsewhere or a
// stray shortcut loses nothing; "dirty" while it holds moves not yet exported or submitted.
const DRAFT_KEY = 'morpion.play-draft';
// An unsaved game that a link replaced, until the player reopens it or discards it with a new game.
const PREVIOUS_KEY = 'morpion.play-previous';
const read = key => { try { return JSON.parse(localStorage.getItem(key)) || null; } catch { return null; } };
const readDraft = () => read(DRAFT_KEY);

/**
 * The game Play opens with: the one the link carries (?g=MS1:…, a shared position), a record's
 * (?from=ID, its first ?at moves, the rest on Redo), a new game (?variant=5T), or else this
 * browser's game in progress. An unsaved game in progress that the link replaces is kept as
 * "previous", and offered until it is reopened.
 */
async function openingGame(params) {
  const draft = readDraft();
  let game = null;
  if (params.get('g')) {
    const doc = await decodeCompact(params.get('g'));
    // this browser's own game, reloaded: with its Redo and whether it was saved
    game = draft && draft.variant === doc.variant && Game.sameMoves(draft.moves || [], doc.moves)
      ? Game.fromDraft(draft)
      : Game.gameOf(doc.variant, doc.moves);
  } else if (params.get('from')) {
    const doc = await api(`/records/${params.get('from')}.json`);
    const all = doc.moves.map(Game.bare);
    const at = Math.max(0, Math.min(all.length, Number(params.get('at') ?? all.length)));
    game = { code: doc.variant, moves: all.slice(0, at), redo: all.slice(at).reverse(), dirty: false };
  } else if (params.get('variant')) {
    game = Game.newGame(params.get('variant'));
  } else {
    return { game: Game.fromDraft(draft) || Game.newGame('5T') };
  }
  const replaced = draft && draft.dirty && draft.moves?.length ? draft : read(PREVIOUS_KEY);
  const previous = replaced && !(replaced.variant === game.code && Game.sameMoves(replaced.moves, game.moves))
    ? replaced : null;
  if (previous) localStorage.setItem(PREVIOUS_KEY, JSON.stringify(previous));
  return { game, previous };
}

/** Manual play: legal points are highlighted; a point with several possible lines asks which one. */
export async function playPage(main, params) {
  let opening;
  try { opening = await openingGame(params); } catch (e) { clear(main).append(errorBox(e)); return; }
  const s = await session(opening.game);
  s.ghost = await openGhost(params);
  listenToBoard(s);
  const keys = e => pageKey(s, e);
  document.addEventListener('keydown', keys);
  clear(main).append(el('h1', {}, t('nav.play')), layout(s));
  // the first visit explains what to click, once
  if (!localStorage.getItem('morpion.play-hint-seen')) {
    const hint = el('p', { class: 'notice first-time', role: 'note' }, t('play.firstTime'), ' ',
      el('a', { href: '#/rules' }, t('corpus.howTo')), ' ',
      el('button', { class: 'link', onclick: () => { localStorage.setItem('morpion.play-hint-seen', '1'); hint.remove(); } },
        t('play.gotIt')));
    s.besideBoard.append(hint);
  }
  if (opening.previous) {
    const open = el('button', { class: 'link', onclick: () => reopen(s, opening.previous) }, t('play.openPrevious'));
    s.message.append(el('p', { class: 'notice' }, ...tNodes('play.previous',
      { n: opening.previous.moves.length, variant: opening.previous.variant, open })));
  }
  await s.refresh();
  return () => { s.zoom.detach(); document.removeEventListener('keydown', keys); };
}

/**
 * Play's session: the game and what is drawn of it. current is the legal point whose lines are offered
 * (null when none is), marked the offered line the mark is on.
 */
async function session(game) {
  const rules = await variant(game.code);
  const codes = await variantCodes();
  const holder = el('div', { class: 'board-holder' });
  const s = { game, rules, legal: [], current: null, marked: 0, refocus: false, saving: 0,
    holder, zoom: zoomable(holder), view: { ...toggles(), rotate: 0, flip: false },
    status: el('p', { class: 'play-status', 'aria-live': 'polite' }),
    result: el('p', { class: 'play-result', 'aria-live': 'polite' }),
    movesHolder: el('div', { class: 'moves-holder' }), ghostHolder: el('div', { class: 'ghost' }), chooser: el('div', { class: 'chooser' }), message: el('div'), besideBoard: el('div', { class: 'beside-board' }), discardHolder: el('div', { class: 'discard-holder' }),
    metadata: metadataFields() };
  s.keep = () => keep(s);
  s.refresh = () => refresh(s);
  s.undoButton = el('button', { class: 'undo', onclick: () => update(s, Game.undo(s.game)), title: 'Ctrl+Z' }, t('play.undo'));
  s.redoButton = el('button', { class: 'redo', onclick: () => update(s, Game.redo(s.game)), title: 'Ctrl+Y' }, t('play.redo'));
  s.variantSelect = el('select', { 'aria-label': t('corpus.variant'), onchange: e => restart(s, e.target.value) },
    codes.map(v => el('option', { selected: v === game.code }, v)));
  holder.classList.toggle('no-markers', !s.view.markers);
  return s;
}

/** The page around the board: the game's state, its controls, its moves, its fields and what to do with it. */
function layout(s) {
  const toggle = (name, key, label) => el('label', {}, el('input', { type: 'checkbox', checked: s.view[name], onchange: e => {
    s.view[name] = e.target.checked;
    localStorage.setItem(key, s.view[name] ? 'on' : 'off');
    s.holder.classList.toggle('no-markers', !s.view.markers);
    if (name === 'numbers') s.refresh();
  } }), ' ', label);
  return el('div', { class: 'record' },
    el('div', { class: 'viewer' }, s.holder, s.chooser, s.besideBoard,
      // what to click and which keys play, where the eyes are: by the board
      el('p', { class: 'hint' }, handheld() ? t('play.hintTouch') : t('play.hint'))),
    el('aside', {}, s.status, s.result, s.ghostHolder,
      el('p', { class: 'controls' }, el('label', {}, t('play.newGame'), ' ', s.variantSelect)),
      s.discardHolder,
      el('p', { class: 'controls' }, toggle('numbers', 'morpion.play-numbers', t('record.numbers')),
        toggle('markers', 'morpion.markers', t('play.markers')),
        el('label', {}, el('input', { type: 'checkbox', class: 'coordinates-toggle', checked: coordinatesShown(),
          onchange: e => { showCoordinates(e.target.checked); drawPlayBoard(s); } }), ' ', t('board.coordinates'))),
      el('p', { class: 'controls' }, s.undoButton, s.redoButton,
        el('button', { class: 'rotate', onclick: () => { s.view.rotate = (s.view.rotate + 1) % 4; drawPlayBoard(s); } },
          t('record.rotate')),
        el('button', { class: 'flip', onclick: () => { s.view.flip = !s.view.flip; drawPlayBoard(s); } }, t('record.flip'))),
      s.movesHolder,
      s.metadata.fields,
      el('p', { class: 'controls export' }, t('play.export'), ' ',
        ['json', 'svg', 'png', 'pentasol', 'msr'].map(f => el('button', { class: `export-${f}`, onclick: () => exportGame(s, f) },
          formatLabel(f))),
        el('button', { class: 'copy-link', onclick: () => copyLink(s) }, t('play.copyLink'))),
      outlookControls(() => Game.record(s.game)),
      explorerControls(() => Game.record(s.game)),
      el('p', { class: 'controls' }, el('button', { onclick: () => submitGame(s) }, t('play.submit'))),
      s.message));
}

/** Keeps the game in this browser and in the address, so that a reload or a shared link opens it again. */
async function keep(s) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(Game.toDraft(s.game)));
  const mine = ++s.saving;
  const hash = s.game.moves.length ? `#/play?g=${await encodeCompact(Game.record(s.game))}` : `#/play?variant=${s.game.code}`;
  if (mine === s.saving && location.hash.startsWith('#/play')) history.replaceState(null, '', hash);
}

async function refresh(s) {
  keep(s);
  s.current = null;
  clear(s.chooser);
  try {
    s.legal = await api('/api/games/legal-moves', { method: 'POST', json: Game.record(s.game) });
  } catch (e) { clear(s.message).append(errorBox(e)); s.legal = []; }
  s.ghostNextShown = false;
  drawPlayBoard(s);
  showPlayGhost(s);
  const { code, moves } = s.game;
  s.status.textContent = `${code} · ${t('play.moves', { n: moves.length })} · `
    + (s.legal.length ? t('play.open', { n: s.legal.length }) : t('play.over'));
  const list = moveList(moves, s.rules.lineLength, k => update(s, Game.backTo(s.game, k)), s.view);
  s.list = list;
  clear(s.movesHolder).append(list.element);
  list.show(moves.length);
  s.undoButton.disabled = !moves.length;
  s.redoButton.disabled = !s.game.redo.length;
  // a finished game says where it stands, and a tie or better is celebrated
  const over = !s.legal.length && moves.length > 0;
  const atBest = over && s.rules.known && moves.length >= s.rules.known.score;
  s.result.className = 'play-result' + (atBest ? ' celebrate' : '');
  s.result.textContent = over ? (atBest ? '🎉 ' : '') + standing(moves.length, s.rules.known) : '';
  if (s.refocus) {
    s.refocus = false;
    nearestLegalPoint(s)?.focus();
  }
}

/** The legal point nearest the last move, where a keyboard player's focus goes after a move. */
function nearestLegalPoint(s) {
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
  const place = c => { const r = c.getBoundingClientRect(); return [Math.round(r.top), r.left]; };
  const points = [...s.holder.querySelectorAll('circle.legal')].map(c => [place(c), c])
    .sort(([a], [b]) => a[0] - b[0] || a[1] - b[1]).map(([, c]) => c);
  return points[(points.indexOf(from) + step + points.length) % points.length];
}

/** The game after a change; a change that leaves it as it was redraws nothing. */
function update(s, next) {
  if (next === s.game) return;
  s.game = next;
  s.refresh();
}

const play = (s, move) => update(s, Game.play(s.game, move));

/** A new game; one with moves not exported or submitted is discarded only once the player says so. */
async function restart(s, newCode) {
  if (Game.unsaved(s.game)) {
    s.variantSelect.value = s.game.code;
    // asked beside the control that asked for the new game, not at the foot of the panel
    clear(s.discardHolder).append(el('p', { class: 'notice discard-question', role: 'alert' },
      t('play.discard', { n: s.game.moves.length }), ' ',
      el('button', { class: 'discard', onclick: () => { s.game = Game.saved(s.game); restart(s, newCode); } },
        t('play.discardYes')), ' ',
      el('button', { class: 'keep', onclick: () => clear(s.discardHolder) }, t('play.keep'))));
    return;
  }
  s.game = Game.newGame(newCode); s.variantSelect.value = s.game.code;
  s.rules = await variant(s.game.code); clear(s.message); clear(s.discardHolder); s.refresh();
}

/** Back to the unsaved game a link replaced (the one the link brought is the draft from now on). */
async function reopen(s, previous) {
  localStorage.removeItem(PREVIOUS_KEY);
  s.game = { ...Game.fromDraft(previous), dirty: true };
  s.variantSelect.value = s.game.code;
  s.rules = await variant(s.game.code); clear(s.message); s.refresh();
}

/**
 * A point that completes several lines: they are drawn dashed on the board, one marked. A click
 * on a line or its button plays it; the wheel or the arrow keys move the mark, Enter plays the
 * marked line, a digit plays that line, Esc takes the offer back.
 */
function offer(s, point) {
  const candidates = movesAt(point);
  drawPlayBoard(s, candidates);
  clear(s.chooser).append(el('span', {}, t('play.choose', { x: point.x, y: point.y, n: candidates.length }), ' '),
    ...candidates.map((m, i) => el('button', { class: 'line-choice', onclick: () => play(s, m),
      onmouseenter: () => markLine(s, i), onfocus: () => markLine(s, i) },
      `${i + 1}. ${lineInWords(m, s.rules.lineLength)}`)));
  s.chooser.querySelector('button').focus();
}

function markLine(s, i) {
  s.marked = i;
  s.holder.querySelectorAll('.line.candidate').forEach(c => c.classList.toggle('chosen', Number(c.dataset.candidate) === i));
}

/** Moves the mark to the next (+1) or previous (-1) offered line, focusing its button. */
function cycle(s, step) {
  const buttons = s.chooser.querySelectorAll('.line-choice');
  buttons[(s.marked + step + buttons.length) % buttons.length].focus();
}

/** The ghost's line, and its next move on the board once asked for (the button or g) until the next move is played. */
function showPlayGhost(s) {
  const move = nextOfGhost(s.ghost, s.game, s.legal.flatMap(movesAt), s.rules.lineLength);
  const show = () => { s.ghostNextShown = true; drawPlayBoard(s); showPlayGhost(s); };
  showGhost(s.ghostHolder, s.ghost, s.game, s.rules.lineLength, () => { s.ghost = null; s.refresh(); },
    { move, shown: s.ghostNextShown, show });
}

function withdraw(s) {
  s.current = null;
  clear(s.chooser);
  drawPlayBoard(s);
}

/** The board with the legal points, and lines offered when there are candidates. */
function drawPlayBoard(s, candidates) {
  s.list?.orient(s.view);
  s.zoom.show(drawBoard(s.rules, s.game.moves, { numbers: s.view.numbers, highlight: s.legal, candidates,
    rotate: s.view.rotate, flip: s.view.flip, under: ghostUnder(s.ghost, s.game.code), over: ghostNextOver(s) }));
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
  if (point.lines.length === 1) { play(s, movesAt(point)[0]); return; }
  s.current = point;
  offer(s, point);
}

function listenToBoard(s) {
  const { holder } = s;
  holder.addEventListener('pointerover', e => preview(s, e.target.closest('circle.legal')));
  holder.addEventListener('pointerout', e => { if (e.target.closest('circle.legal')) preview(s, null); });
  // while lines are offered, the wheel over the board picks among them instead of zooming
  holder.addEventListener('wheel', e => {
    if (!s.current) return;
    e.preventDefault();
    e.stopPropagation();
    cycle(s, e.deltaY > 0 ? 1 : -1);
  }, { capture: true, passive: false });
  holder.addEventListener('click', e => choose(s, e.target));
  holder.addEventListener('keydown', e => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); s.refocus = true; choose(s, e.target); }
  });
  // a game file dropped on the board opens there; an unsaved game it replaces is kept, as a link's is
  holder.addEventListener('dragover', e => { e.preventDefault(); holder.classList.add('over'); });
  holder.addEventListener('dragleave', () => holder.classList.remove('over'));
  holder.addEventListener('drop', e => {
    e.preventDefault();
    holder.classList.remove('over');
    const file = e.dataTransfer.files[0];
    if (file) openDropped(s, file, PREVIOUS_KEY);
  });
}

/** The page's keys: while lines are offered, a digit, the arrows, Enter and Esc; else Ctrl+Z and Ctrl+Y. */
function pageKey(s, e) {
  if (s.current && !(e.ctrlKey || e.metaKey || e.altKey) && !typing(e)) {
    const digit = Number(e.key);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    if (digit >= 1 && digit <= s.current.lines.length) { e.preventDefault(); play(s, movesAt(s.current)[digit - 1]); }
    else if (step) { e.preventDefault(); cycle(s, step); }
    else if (e.key === 'Escape') { e.preventDefault(); withdraw(s); }
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
  if (e.key === 'z' && !e.shiftKey) { e.preventDefault(); update(s, Game.undo(s.game)); }
  if (e.key === 'y' || (e.key === 'z' && e.shiftKey)) { e.preventDefault(); update(s, Game.redo(s.game)); }
}
