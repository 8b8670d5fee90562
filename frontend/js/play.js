import { api, variant, variantCodes } from './api.js';
import { coordinatesToggle } from './board.js';
import { el, clear, errorBox, handheld } from './dom.js';
import { metadataFields } from './metadata.js';
import { zoomable } from './zoom.js';
import { t, tNodes } from './i18n.js';
import { decodeCompact, encodeCompact, formatLabel } from './msr.js';
import { standing } from './known.js';
import { moveList } from './movelist.js';
import { copyLink, exportGame, submitGame } from './playfiles.js';
import * as Game from './game.js';
import { explorerControls } from './explorer.js';
import { outlookControls } from './outlook.js';
import { openGhost } from './ghost.js';
import { drawPlayBoard, listenToBoard, nearestLegalPoint, pageKey, showPlayGhost, update } from './playboard.js';

/** Play's view toggles, kept in this browser: move numbers (on unless turned off here) and legal-point markers. */
const toggles = () => ({
  numbers: localStorage.getItem('morpion.play-numbers') !== 'off',
  markers: localStorage.getItem('morpion.markers') !== 'off',
});

// The game in progress, kept in this browser as it changes, so that a reload, a click elsewhere or a
// stray shortcut loses nothing; "dirty" while it holds moves not yet exported or submitted.
const DRAFT_KEY = 'morpion.play-draft';
// An unsaved game that a link replaced, until the player reopens it or discards it with a new game.
const PREVIOUS_KEY = 'morpion.play-previous';
const read = key => {
  try {
    return JSON.parse(localStorage.getItem(key)) || null;
  } catch {
    return null;
  }
};
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
    game =
      draft && draft.variant === doc.variant && Game.sameMoves(draft.moves || [], doc.moves)
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
  const previous =
    replaced && !(replaced.variant === game.code && Game.sameMoves(replaced.moves, game.moves)) ? replaced : null;
  if (previous) localStorage.setItem(PREVIOUS_KEY, JSON.stringify(previous));
  return { game, previous };
}

/** Manual play: legal points are highlighted; a point with several possible lines asks which one. */
export async function playPage(main, params) {
  let opening;
  try {
    opening = await openingGame(params);
  } catch (e) {
    clear(main).append(errorBox(e));
    return;
  }
  const s = await session(opening.game);
  s.ghost = await openGhost(params);
  listenToBoard(s, PREVIOUS_KEY);
  const keys = e => pageKey(s, e);
  document.addEventListener('keydown', keys);
  clear(main).append(el('h1', {}, t('nav.play')), layout(s));
  // the first visit explains what to click, once
  if (!localStorage.getItem('morpion.play-hint-seen')) {
    const hint = el(
      'p',
      { class: 'notice first-time', role: 'note' },
      t('play.firstTime'),
      ' ',
      el('a', { href: '#/rules' }, t('corpus.howTo')),
      ' ',
      el(
        'button',
        {
          class: 'link',
          onclick: () => {
            localStorage.setItem('morpion.play-hint-seen', '1');
            hint.remove();
          },
        },
        t('play.gotIt'),
      ),
    );
    s.besideBoard.append(hint);
  }
  if (opening.previous) {
    const open = el('button', { class: 'link', onclick: () => reopen(s, opening.previous) }, t('play.openPrevious'));
    s.message.append(
      el(
        'p',
        { class: 'notice' },
        ...tNodes('play.previous', { n: opening.previous.moves.length, variant: opening.previous.variant, open }),
      ),
    );
  }
  await s.refresh();
  return () => {
    s.zoom.detach();
    document.removeEventListener('keydown', keys);
  };
}

/**
 * Play's session: the game and what is drawn of it. current is the legal point whose lines are offered
 * (null when none is), marked the offered line the mark is on.
 */
async function session(game) {
  const rules = await variant(game.code);
  const codes = await variantCodes();
  const holder = el('div', { class: 'board-holder' });
  const s = {
    game,
    rules,
    legal: [],
    current: null,
    marked: 0,
    refocus: false,
    saving: 0,
    holder,
    zoom: zoomable(holder),
    view: { ...toggles(), rotate: 0, flip: false },
    status: el('p', { class: 'play-status', 'aria-live': 'polite' }),
    result: el('p', { class: 'play-result', 'aria-live': 'polite' }),
    movesHolder: el('div', { class: 'moves-holder' }),
    ghostHolder: el('div', { class: 'ghost' }),
    chooser: el('div', { class: 'chooser' }),
    message: el('div'),
    besideBoard: el('div', { class: 'beside-board' }),
    discardHolder: el('div', { class: 'discard-holder' }),
    metadata: metadataFields(),
  };
  s.keep = () => keep(s);
  s.refresh = () => refresh(s);
  s.undoButton = el(
    'button',
    { class: 'undo', onclick: () => update(s, Game.undo(s.game)), title: 'Ctrl+Z' },
    t('play.undo'),
  );
  s.redoButton = el(
    'button',
    { class: 'redo', onclick: () => update(s, Game.redo(s.game)), title: 'Ctrl+Y' },
    t('play.redo'),
  );
  s.variantSelect = el(
    'select',
    { 'aria-label': t('corpus.variant'), onchange: e => restart(s, e.target.value) },
    codes.map(v => el('option', { selected: v === game.code }, v)),
  );
  holder.classList.toggle('no-markers', !s.view.markers);
  return s;
}

/** The page around the board: the game's state, its controls, its moves, its fields and what to do with it. */
function layout(s) {
  return el(
    'div',
    { class: 'record' },
    el(
      'div',
      { class: 'viewer' },
      s.holder,
      s.chooser,
      s.besideBoard,
      // what to click and which keys play, where the eyes are: by the board
      el('p', { class: 'hint' }, handheld() ? t('play.hintTouch') : t('play.hint')),
    ),
    el(
      'aside',
      {},
      s.status,
      s.result,
      s.ghostHolder,
      el('p', { class: 'controls' }, el('label', {}, t('play.newGame'), ' ', s.variantSelect)),
      s.discardHolder,
      viewControls(s),
      turnControls(s),
      s.movesHolder,
      s.metadata.fields,
      exportControls(s),
      outlookControls(() => Game.record(s.game)),
      explorerControls(() => Game.record(s.game)),
      el('p', { class: 'controls' }, el('button', { onclick: () => submitGame(s) }, t('play.submit'))),
      s.message,
    ),
  );
}

/** How the board is drawn: move numbers, legal-point markers and coordinates, each kept in this browser. */
function viewControls(s) {
  const toggle = (name, key, label) =>
    el(
      'label',
      {},
      el('input', {
        type: 'checkbox',
        checked: s.view[name],
        onchange: e => {
          s.view[name] = e.target.checked;
          localStorage.setItem(key, s.view[name] ? 'on' : 'off');
          s.holder.classList.toggle('no-markers', !s.view.markers);
          if (name === 'numbers') s.refresh();
        },
      }),
      ' ',
      label,
    );
  return el(
    'p',
    { class: 'controls' },
    toggle('numbers', 'morpion.play-numbers', t('record.numbers')),
    toggle('markers', 'morpion.markers', t('play.markers')),
    coordinatesToggle(() => drawPlayBoard(s)),
  );
}

/** Undo and redo, and the board turned or flipped. */
function turnControls(s) {
  return el(
    'p',
    { class: 'controls' },
    s.undoButton,
    s.redoButton,
    el(
      'button',
      {
        class: 'rotate',
        onclick: () => {
          s.view.rotate = (s.view.rotate + 1) % 4;
          drawPlayBoard(s);
        },
      },
      t('record.rotate'),
    ),
    el(
      'button',
      {
        class: 'flip',
        onclick: () => {
          s.view.flip = !s.view.flip;
          drawPlayBoard(s);
        },
      },
      t('record.flip'),
    ),
  );
}

/** The game in each format, and a link that opens it. */
function exportControls(s) {
  return el(
    'p',
    { class: 'controls export' },
    t('play.export'),
    ' ',
    ['json', 'svg', 'png', 'pentasol', 'msr'].map(f =>
      el('button', { class: `export-${f}`, onclick: () => exportGame(s, f) }, formatLabel(f)),
    ),
    el('button', { class: 'copy-link', onclick: () => copyLink(s) }, t('play.copyLink')),
  );
}

/** Keeps the game in this browser and in the address, so that a reload or a shared link opens it again. */
async function keep(s) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(Game.toDraft(s.game)));
  const mine = ++s.saving;
  const hash = s.game.moves.length
    ? `#/play?g=${await encodeCompact(Game.record(s.game))}`
    : `#/play?variant=${s.game.code}`;
  if (mine === s.saving && location.hash.startsWith('#/play')) history.replaceState(null, '', hash);
}

async function refresh(s) {
  keep(s);
  s.current = null;
  clear(s.chooser);
  try {
    s.legal = await api('/api/games/legal-moves', { method: 'POST', json: Game.record(s.game) });
  } catch (e) {
    clear(s.message).append(errorBox(e));
    s.legal = [];
  }
  s.ghostNextShown = false;
  drawPlayBoard(s);
  showPlayGhost(s);
  const { code, moves } = s.game;
  s.status.textContent =
    `${code} · ${t('play.moves', { n: moves.length })} · ` +
    (s.legal.length ? t('play.open', { n: s.legal.length }) : t('play.over'));
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

/** A new game; one with moves not exported or submitted is discarded only once the player says so. */
async function restart(s, newCode) {
  if (Game.unsaved(s.game)) {
    s.variantSelect.value = s.game.code;
    // asked beside the control that asked for the new game, not at the foot of the panel
    clear(s.discardHolder).append(
      el(
        'p',
        { class: 'notice discard-question', role: 'alert' },
        t('play.discard', { n: s.game.moves.length }),
        ' ',
        el(
          'button',
          {
            class: 'discard',
            onclick: () => {
              s.game = Game.saved(s.game);
              restart(s, newCode);
            },
          },
          t('play.discardYes'),
        ),
        ' ',
        el('button', { class: 'keep', onclick: () => clear(s.discardHolder) }, t('play.keep')),
      ),
    );
    return;
  }
  s.game = Game.newGame(newCode);
  s.variantSelect.value = s.game.code;
  s.rules = await variant(s.game.code);
  clear(s.message);
  clear(s.discardHolder);
  s.refresh();
}

/** Back to the unsaved game a link replaced (the one the link brought is the draft from now on). */
async function reopen(s, previous) {
  localStorage.removeItem(PREVIOUS_KEY);
  s.game = { ...Game.fromDraft(previous), dirty: true };
  s.variantSelect.value = s.game.code;
  s.rules = await variant(s.game.code);
  clear(s.message);
  s.refresh();
}
