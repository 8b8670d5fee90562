import { api, fetchWithToken, serverMessage, variant, variantCodes } from './api.js';
import { coordinatesShown, drawBoard, lineInWords, linePoints, showCoordinates, svg } from './board.js';
import { el, clear, errorBox } from './dom.js';
import { metadataFields } from './metadata.js';
import { zoomable } from './zoom.js';
import { typing } from './shortcuts.js';
import { t, tNodes } from './i18n.js';
import { decodeCompact, encodeCompact } from './msr.js';
import { standing } from './known.js';
import { moveList } from './movelist.js';
import * as Game from './game.js';

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
  let game = opening.game;
  let rules = await variant(game.code);
  const codes = await variantCodes();
  let legal = [];
  const holder = el('div', { class: 'board-holder' });
  const zoom = zoomable(holder);
  const view = { ...toggles(), rotate: 0, flip: false };
  holder.classList.toggle('no-markers', !view.markers);
  const toggle = (name, key, label) => el('label', {}, el('input', { type: 'checkbox', checked: view[name], onchange: e => {
    view[name] = e.target.checked;
    localStorage.setItem(key, view[name] ? 'on' : 'off');
    holder.classList.toggle('no-markers', !view.markers);
    if (name === 'numbers') refresh();
  } }), ' ', label);
  const status = el('p', { class: 'play-status', 'aria-live': 'polite' });
  const result = el('p', { class: 'play-result', 'aria-live': 'polite' });
  const movesHolder = el('div', { class: 'moves-holder' });
  const undoButton = el('button', { class: 'undo', onclick: () => undo(), title: 'Ctrl+Z' }, t('play.undo'));
  const redoButton = el('button', { class: 'redo', onclick: () => again(), title: 'Ctrl+Y' }, t('play.redo'));
  const chooser = el('div', { class: 'chooser' });
  const message = el('div');
  const variantSelect = el('select', { 'aria-label': t('corpus.variant'), onchange: e => restart(e.target.value) },
    codes.map(v => el('option', { selected: v === game.code }, v)));

  let saving = 0;
  /** Keeps the game in this browser and in the address, so that a reload or a shared link opens it again. */
  async function keep() {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(Game.toDraft(game)));
    const mine = ++saving;
    const hash = game.moves.length ? `#/play?g=${await encodeCompact(Game.record(game))}` : `#/play?variant=${game.code}`;
    if (mine === saving && location.hash.startsWith('#/play')) history.replaceState(null, '', hash);
  }
  async function refresh() {
    keep();
    current = null;
    clear(chooser);
    try {
      legal = await api('/api/games/legal-moves', { method: 'POST', json: Game.record(game) });
    } catch (e) { clear(message).append(errorBox(e)); legal = []; }
    drawPlayBoard();
    const { code, moves } = game;
    status.textContent = `${code} · ${t('play.moves', { n: moves.length })} · `
      + (legal.length ? t('play.open', { n: legal.length }) : t('play.over'));
    const list = moveList(moves, rules.lineLength, backTo);
    clear(movesHolder).append(list.element);
    list.show(moves.length);
    undoButton.disabled = !moves.length;
    redoButton.disabled = !game.redo.length;
    // a finished game says where it stands, and a tie or better is celebrated
    const over = !legal.length && moves.length > 0;
    const atBest = over && rules.known && moves.length >= rules.known.score;
    result.className = 'play-result' + (atBest ? ' celebrate' : '');
    result.textContent = over ? (atBest ? '🎉 ' : '') + standing(moves.length, rules.known) : '';
    if (refocus) {
      refocus = false;
      nearestLegalPoint()?.focus();
    }
  }
  /** The legal point nearest the last move, where a keyboard player's focus goes after a move. */
  function nearestLegalPoint() {
    const last = game.moves.at(-1);
    const points = [...holder.querySelectorAll('circle.legal')];
    if (!last) return points[0];
    const distance = c => Math.abs(Number(c.dataset.x) - last.x) + Math.abs(Number(c.dataset.y) - last.y);
    return points.sort((a, b) => distance(a) - distance(b))[0] || holder;
  }
  /** The game after a change; a change that leaves it as it was redraws nothing. */
  function update(next) {
    if (next === game) return;
    game = next;
    refresh();
  }
  const play = move => update(Game.play(game, move));
  const backTo = k => update(Game.backTo(game, k));
  const undo = () => update(Game.undo(game));
  const again = () => update(Game.redo(game));
  /** A new game; one with moves not exported or submitted is discarded only once the player says so. */
  async function restart(newCode) {
    if (Game.unsaved(game)) {
      variantSelect.value = game.code;
      clear(message).append(el('p', { class: 'notice', role: 'alert' }, t('play.discard', { n: game.moves.length }), ' ',
        el('button', { class: 'discard', onclick: () => { game = Game.saved(game); restart(newCode); } },
          t('play.discardYes')), ' ',
        el('button', { onclick: () => clear(message) }, t('play.keep'))));
      return;
    }
    game = Game.newGame(newCode); variantSelect.value = game.code;
    rules = await variant(game.code); clear(message); refresh();
  }
  /** Back to the unsaved game a link replaced (the one the link brought is the draft from now on). */
  async function reopen(previous) {
    localStorage.removeItem(PREVIOUS_KEY);
    game = { ...Game.fromDraft(previous), dirty: true };
    variantSelect.value = game.code;
    rules = await variant(game.code); clear(message); refresh();
  }
  /**
   * A point that completes several lines: they are drawn dashed on the board, one marked. A click
   * on a line or its button plays it; the wheel or the arrow keys move the mark, Enter plays the
   * marked line, a digit plays that line, Esc takes the offer back.
   */
  function offer(point) {
    const candidates = movesAt(point);
    drawPlayBoard(candidates);
    clear(chooser).append(el('span', {}, t('play.choose', { x: point.x, y: point.y, n: candidates.length }), ' '),
      ...candidates.map((m, i) => el('button', { class: 'line-choice', onclick: () => play(m),
        onmouseenter: () => markLine(i), onfocus: () => markLine(i) },
        `${i + 1}. ${lineInWords(m, rules.lineLength)}`)));
    chooser.querySelector('button').focus();
  }
  function markLine(i) {
    marked = i;
    holder.querySelectorAll('.line.candidate').forEach(c => c.classList.toggle('chosen', Number(c.dataset.candidate) === i));
  }
  /** Moves the mark to the next (+1) or previous (-1) offered line, focusing its button. */
  function cycle(step) {
    const buttons = chooser.querySelectorAll('.line-choice');
    buttons[(marked + step + buttons.length) % buttons.length].focus();
  }
  function withdraw() {
    current = null;
    clear(chooser);
    drawPlayBoard();
  }
  /** The board with the legal points, and lines offered when there are candidates. */
  function drawPlayBoard(candidates) {
    zoom.show(drawBoard(rules, game.moves, { numbers: view.numbers, highlight: legal, candidates, rotate: view.rotate,
      flip: view.flip }));
  }
  /** The lines a legal point would draw, laid over the board while the pointer is on it. */
  function preview(spot) {
    const board = holder.querySelector('svg.board');
    board?.querySelectorAll('.preview').forEach(p => p.remove());
    const point = spot && legal.find(p => p.x === Number(spot.dataset.x) && p.y === Number(spot.dataset.y));
    if (!point || current) return;
    for (const m of movesAt(point)) {
      const points = linePoints(m, rules.lineLength);
      const ends = [points[0], points.at(-1)].map(board.pointAt);
      spot.before(svg('line', { x1: ends[0][0], y1: ends[0][1], x2: ends[1][0], y2: ends[1][1], class: 'preview' }));
    }
  }
  holder.addEventListener('pointerover', e => preview(e.target.closest('circle.legal')));
  holder.addEventListener('pointerout', e => { if (e.target.closest('circle.legal')) preview(null); });
  function choose(target) {
    const candidate = target.closest('.line.candidate, .candidate-end.far, .candidate-number');
    if (candidate) {
      play(offered()[Number(candidate.dataset.candidate)]);
      return;
    }
    const spot = target.closest('circle.legal');
    if (!spot) return;
    const point = legal.find(p => p.x === Number(spot.dataset.x) && p.y === Number(spot.dataset.y));
    if (!point) return;
    if (point.lines.length === 1) { play(movesAt(point)[0]); return; }
    current = point;
    offer(point);
  }
  let current = null;
  let marked = 0;
  // while lines are offered, the wheel over the board picks among them instead of zooming
  holder.addEventListener('wheel', e => {
    if (!current) return;
    e.preventDefault();
    e.stopPropagation();
    cycle(e.deltaY > 0 ? 1 : -1);
  }, { capture: true, passive: false });
  const offered = () => movesAt(current);
  holder.addEventListener('click', e => choose(e.target));
  let refocus = false;
  holder.addEventListener('keydown', e => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); refocus = true; choose(e.target); }
  });
  const keys = e => {
    if (current && !(e.ctrlKey || e.metaKey || e.altKey) && !typing(e)) {
      const digit = Number(e.key);
      const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
      if (digit >= 1 && digit <= current.lines.length) { e.preventDefault(); play(offered()[digit - 1]); }
      else if (step) { e.preventDefault(); cycle(step); }
      else if (e.key === 'Escape') { e.preventDefault(); withdraw(); }
      return;
    }
    if (!(e.ctrlKey || e.metaKey)) return;
    if (e.key === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
    if (e.key === 'y' || (e.key === 'z' && e.shiftKey)) { e.preventDefault(); again(); }
  };
  document.addEventListener('keydown', keys);

  const metadata = metadataFields();
  /** Saves the game as a file: MSR JSON here, the other formats drawn by the server from the same game. */
  async function exportGame(format) {
    clear(message);
    const file = metadata.apply(Game.record(game));
    try {
      let blob;
      if (format === 'json') {
        blob = new Blob([JSON.stringify(file, null, 2) + '\n'], { type: 'application/json' });
      } else {
        const response = await fetchWithToken(`/api/games/render?to=${format}&numbers=true`, { method: 'POST',
          headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) });
        if (!response.ok) throw new Error(serverMessage(await response.json().catch(() => null)) || response.statusText);
        blob = await response.blob();
      }
      const extension = { pentasol: 'psol' }[format] || format;
      const link = el('a', { href: URL.createObjectURL(blob), download: `morpion-${game.code}-${game.moves.length}.${extension}` });
      document.body.append(link);
      link.click();
      link.remove();
      game = Game.saved(game);
      keep();
    } catch (e) { message.append(errorBox(e)); }
  }
  /** The link that opens this position, copied for sharing. */
  async function copyLink() {
    await keep();
    const link = location.href;
    clear(message);
    try {
      await navigator.clipboard.writeText(link);
      message.append(el('p', { class: 'ok' }, t('play.linkCopied')));
    } catch (e) {
      message.append(el('p', {}, t('play.linkHere'), ' ', el('input', { value: link, readonly: true, size: 40 })));
    }
  }
  // a game file dropped on the board opens there; an unsaved game it replaces is kept, as a link's is
  holder.addEventListener('dragover', e => { e.preventDefault(); holder.classList.add('over'); });
  holder.addEventListener('dragleave', () => holder.classList.remove('over'));
  holder.addEventListener('drop', async e => {
    e.preventDefault();
    holder.classList.remove('over');
    const file = e.dataTransfer.files[0];
    if (!file) return;
    clear(message);
    try {
      const response = await fetchWithToken('/api/games/parse', { method: 'POST',
        headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: await file.arrayBuffer() });
      const doc = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(serverMessage(doc) || response.statusText);
      if (Game.unsaved(game)) {
        localStorage.setItem(PREVIOUS_KEY, JSON.stringify(Game.toDraft(game)));
      }
      game = Game.gameOf(doc.variant, doc.moves);
      variantSelect.value = game.code;
      rules = await variant(game.code);
      refresh();
    } catch (err) { message.append(errorBox(err)); }
  });
  async function submitGame() {
    clear(message);
    const headers = { 'Content-Type': 'application/json' };
    const by = metadata.author() ? `?submittedBy=${encodeURIComponent(metadata.author())}` : '';
    const response = await fetchWithToken('/api/records' + by, { method: 'POST', headers,
      body: JSON.stringify(metadata.apply(Game.record(game))) });
    const data = await response.json().catch(() => ({}));
    if (response.ok) {
      game = Game.saved(game);
      keep();
      const link = el('a', { href: `#/records/${data.record.id}` }, t('record.name', { id: data.record.id }));
      message.append(el('p', { class: 'ok' },
        ...(response.status === 201 ? tNodes('play.stored', { link }) : tNodes('play.alreadyStored', { link }))));
    } else {
      message.append(errorBox(new Error(serverMessage(data) || response.statusText)));
    }
  }

  clear(main).append(el('h1', {}, t('nav.play')),
    el('div', { class: 'record' },
      el('div', { class: 'viewer' }, holder, chooser),
      el('aside', {}, status, result,
        el('p', { class: 'controls' }, el('label', {}, t('play.newGame'), ' ', variantSelect)),
        el('p', { class: 'controls' }, toggle('numbers', 'morpion.play-numbers', t('record.numbers')),
          toggle('markers', 'morpion.markers', t('play.markers')),
          el('label', {}, el('input', { type: 'checkbox', class: 'coordinates-toggle', checked: coordinatesShown(),
            onchange: e => { showCoordinates(e.target.checked); drawPlayBoard(); } }), ' ', t('board.coordinates'))),
        el('p', { class: 'controls' }, undoButton, redoButton,
          el('button', { class: 'rotate', onclick: () => { view.rotate = (view.rotate + 1) % 4; drawPlayBoard(); } },
            t('record.rotate')),
          el('button', { class: 'flip', onclick: () => { view.flip = !view.flip; drawPlayBoard(); } }, t('record.flip'))),
        movesHolder,
        metadata.fields,
        el('p', { class: 'controls export' }, t('play.export'), ' ',
          ['json', 'svg', 'png', 'pentasol', 'msr'].map(f => el('button', { class: `export-${f}`, onclick: () => exportGame(f) },
            f === 'pentasol' ? 'Pentasol' : f.toUpperCase())),
          el('button', { class: 'copy-link', onclick: copyLink }, t('play.copyLink'))),
        el('p', { class: 'controls' }, el('button', { onclick: submitGame }, t('play.submit'))),
        el('p', { class: 'hint' }, t('play.hint')),
        message)));
  // the first visit explains what to click, once
  if (!localStorage.getItem('morpion.play-hint-seen')) {
    const hint = el('p', { class: 'notice first-time', role: 'note' }, t('play.firstTime'), ' ',
      el('a', { href: '#/rules' }, t('corpus.howTo')), ' ',
      el('button', { class: 'link', onclick: () => { localStorage.setItem('morpion.play-hint-seen', '1'); hint.remove(); } },
        t('play.gotIt')));
    message.before(hint);
  }
  if (opening.previous) {
    const open = el('button', { class: 'link', onclick: () => reopen(opening.previous) }, t('play.openPrevious'));
    message.append(el('p', { class: 'notice' }, ...tNodes('play.previous',
      { n: opening.previous.moves.length, variant: opening.previous.variant, open })));
  }
  await refresh();
  return () => { zoom.detach(); document.removeEventListener('keydown', keys); };
}
