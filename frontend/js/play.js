import { api, fetchWithToken, variant } from './api.js';
import { drawBoard, lineInWords } from './board.js';
import { el, clear, errorBox } from './dom.js';
import { metadataFields } from './submit.js';
import { zoomable } from './zoom.js';
import { typing } from './shortcuts.js';
import { t, tNodes } from './i18n.js';

/** Play's view toggles, kept in this browser: move numbers (on unless turned off here) and legal-point markers. */
const toggles = () => ({ numbers: localStorage.getItem('morpion.play-numbers') !== 'off',
  markers: localStorage.getItem('morpion.markers') !== 'off' });

/** The moves a legal point offers, one per line it completes. */
const movesAt = point => point.lines.map(l => ({ x: point.x, y: point.y, ...l }));

const msr = (code, moves) => ({ version: '0.1', variant: code, moves });

/** Manual play: legal points are highlighted; a point with several possible lines asks which one. */
export async function playPage(main, params) {
  let code = params.get('variant') || '5T';
  let moves = [];
  let redo = [];
  if (params.get('from')) {
    try {
      const game = await api(`/records/${params.get('from')}.json`);
      code = game.variant;
      const all = game.moves.map(({ x, y, dir, pos }) => ({ x, y, dir, pos }));
      // from the move the viewer showed; the rest of the record waits on Redo, so both ways stay open
      const at = Math.max(0, Math.min(all.length, Number(params.get('at') ?? all.length)));
      moves = all.slice(0, at);
      redo = all.slice(at).reverse();
    } catch (e) { clear(main).append(errorBox(e)); return; }
  }
  let rules = await variant(code);
  let legal = [];
  const holder = el('div', { class: 'board-holder' });
  const zoom = zoomable(holder);
  const view = toggles();
  holder.classList.toggle('no-markers', !view.markers);
  const toggle = (name, key, label) => el('label', {}, el('input', { type: 'checkbox', checked: view[name], onchange: e => {
    view[name] = e.target.checked;
    localStorage.setItem(key, view[name] ? 'on' : 'off');
    holder.classList.toggle('no-markers', !view.markers);
    if (name === 'numbers') refresh();
  } }), ' ', label);
  const status = el('p', { class: 'play-status', 'aria-live': 'polite' });
  const chooser = el('div', { class: 'chooser' });
  const message = el('div');
  const variantSelect = el('select', { 'aria-label': t('corpus.variant'), onchange: e => restart(e.target.value) },
    ['5T', '5D', '4T', '4D'].map(v => el('option', { selected: v === code }, v)));

  async function refresh() {
    current = null;
    clear(chooser);
    try {
      legal = await api('/api/games/legal-moves', { method: 'POST', json: msr(code, moves) });
    } catch (e) { clear(message).append(errorBox(e)); legal = []; }
    drawPlayBoard();
    status.textContent = `${code} · ${t('play.moves', { n: moves.length })} · `
      + (legal.length ? t('play.open', { n: legal.length }) : t('play.over'));
  }
  function play(move) {
    moves.push(move);
    redo = [];
    refresh();
  }
  function undo() { if (moves.length) { redo.push(moves.pop()); refresh(); } }
  function again() { if (redo.length) { moves.push(redo.pop()); refresh(); } }
  async function restart(newCode) {
    code = newCode; moves = []; redo = []; rules = await variant(code); clear(message); refresh();
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
    zoom.show(drawBoard(rules, moves, { numbers: view.numbers, highlight: legal, candidates }));
  }
  function choose(target) {
    const candidate = target.closest('.line.candidate');
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
  holder.addEventListener('keydown', e => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); choose(e.target); }
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
  function exportGame() {
    const blob = new Blob([JSON.stringify(metadata.apply(msr(code, moves)), null, 2) + '\n'], { type: 'application/json' });
    const link = el('a', { href: URL.createObjectURL(blob), download: `morpion-${code}-${moves.length}.json` });
    document.body.append(link);
    link.click();
    link.remove();
  }
  async function submitGame() {
    clear(message);
    const headers = { 'Content-Type': 'application/json' };
    const by = metadata.author() ? `?submittedBy=${encodeURIComponent(metadata.author())}` : '';
    const response = await fetchWithToken('/api/records' + by, { method: 'POST', headers,
      body: JSON.stringify(metadata.apply(msr(code, moves))) });
    const data = await response.json().catch(() => ({}));
    if (response.ok) {
      const link = el('a', { href: `#/records/${data.record.id}` }, t('record.name', { id: data.record.id }));
      message.append(el('p', { class: 'ok' },
        ...(response.status === 201 ? tNodes('play.stored', { link }) : tNodes('play.alreadyStored', { link }))));
    } else {
      message.append(errorBox(new Error(data.error || response.statusText)));
    }
  }

  clear(main).append(el('h1', {}, t('nav.play')),
    el('div', { class: 'record' },
      el('div', { class: 'viewer' }, holder, chooser),
      el('aside', {}, status,
        el('p', { class: 'controls' }, el('label', {}, t('play.newGame'), ' ', variantSelect)),
        el('p', { class: 'controls' }, toggle('numbers', 'morpion.play-numbers', t('record.numbers')),
          toggle('markers', 'morpion.markers', t('play.markers'))),
        el('p', { class: 'controls' },
          el('button', { onclick: undo, title: 'Ctrl+Z' }, t('play.undo')), el('button', { onclick: again, title: 'Ctrl+Y' }, t('play.redo'))),
        metadata.fields,
        el('p', { class: 'controls' }, el('button', { onclick: exportGame }, t('play.export')),
          el('button', { onclick: submitGame }, t('play.submit'))),
        el('p', { class: 'hint' }, t('play.hint')),
        message)));
  await refresh();
  return () => { zoom.detach(); document.removeEventListener('keydown', keys); };
}
