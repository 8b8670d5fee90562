import { api, variant } from './api.js';
import { drawBoard } from './board.js';
import { el, clear, errorBox } from './dom.js';
import { typing } from './shortcuts.js';

export async function recordPage(main, id) {
  clear(main).append(el('p', {}, 'Loading…'));
  let record, game, rules;
  try {
    record = await api(`/api/records/${id}`);
    game = await api(`/records/${id}.json`);
    rules = await variant(record.variant);
  } catch (e) { clear(main).append(errorBox(e)); return; }
  const moves = game.moves;
  const view = { shown: moves.length, numbers: localStorage.getItem('morpion.numbers') === 'on', rotate: 0, flip: false };
  let timer = null;
  const holder = el('div', { class: 'board-holder' });
  const slider = el('input', { type: 'range', min: 0, max: moves.length, value: moves.length, 'aria-label': 'move' });
  const label = el('output', { class: 'move-label' });
  const play = el('button', { onclick: toggle }, 'Play');
  function draw() {
    clear(holder).append(drawBoard(rules, moves, view));
    slider.value = view.shown;
    label.textContent = `move ${view.shown} of ${moves.length}`;
  }
  function toggle() {
    if (timer) { stop(); return; }
    if (view.shown >= moves.length) view.shown = 0;
    play.textContent = 'Pause';
    timer = setInterval(() => { view.shown++; draw(); if (view.shown >= moves.length) stop(); }, 250);
  }
  function stop() { clearInterval(timer); timer = null; play.textContent = 'Play'; }
  slider.addEventListener('input', () => { stop(); view.shown = Number(slider.value); draw(); });
  const step = d => () => { stop(); view.shown = Math.max(0, Math.min(moves.length, view.shown + d)); draw(); };
  const numbers = el('input', { type: 'checkbox', checked: view.numbers, onchange: e => {
    view.numbers = e.target.checked;
    localStorage.setItem('morpion.numbers', view.numbers ? 'on' : 'off');
    draw();
  } });
  // ←/→ step, Home/End jump, wherever the focus is (except in a field that takes those keys itself)
  const keys = e => {
    if (typing(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'n') { numbers.click(); return; }
    if (e.key === ' ') { e.preventDefault(); toggle(); return; }
    const to = { ArrowLeft: view.shown - 1, ArrowRight: view.shown + 1, Home: 0, End: moves.length }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    stop();
    view.shown = Math.max(0, Math.min(moves.length, to));
    draw();
  };
  document.addEventListener('keydown', keys);
  const solver = record.solver;

  const facts = [['Variant', record.variant], ['Score', record.score], ['Author', record.author], ['Set', record.setOn],
    ['Source', record.source && (/^https?:\/\//.test(record.source)
      ? el('a', { href: record.source, rel: 'noopener noreferrer', target: '_blank' }, record.source) : record.source)], ['Description', record.description], ['Verdict', record.verdict], ['Origin', record.origin],
    ['Submitted', `${record.submittedAt.slice(0, 16).replace('T', ' ')} by ${record.submittedBy}`],
    ['Category', record.category],
    ['Found with', solver && `${solver.method}, seed ${solver.seed}, ${Number(solver.nodes).toLocaleString('en')} nodes in `
      + `${Math.round(solver.seconds || 0)} s`], ['Found by run', record.runId && el('a', { href: `#/runs/${record.runId}` }, `#${record.runId}`)],
    ['Retracted', record.retracted && `${record.retracted.reason} (${record.retracted.by})`]];
  clear(main).append(
    el('h1', {}, `${record.variant} · ${record.score} moves`, record.author ? el('small', {}, ` by ${record.author}`) : ''),
    el('div', { class: 'record' },
      el('div', { class: 'viewer' }, holder,
        el('div', { class: 'controls' },
          el('button', { onclick: step(-1), title: 'previous move' }, '‹'), play,
          el('button', { onclick: step(1), title: 'next move' }, '›'), slider, label),
        el('div', { class: 'controls' },
          el('label', {}, numbers, ' numbers'),
          el('button', { onclick: () => { view.rotate = (view.rotate + 1) % 4; draw(); } }, 'Rotate ⟳'),
          el('button', { onclick: () => { view.flip = !view.flip; draw(); } }, 'Flip ⇋'),
          el('a', { class: 'button', href: `#/play?from=${id}`, title: 'from the move shown; Undo and Redo step through the record',
            onclick: e => { e.currentTarget.href = `#/play?from=${id}&at=${view.shown}`; } }, 'Continue playing'))),
      el('aside', {},
        el('dl', {}, facts.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [el('dt', {}, k), el('dd', {}, v)])),
        el('p', { class: 'downloads' }, 'Download: ', Object.entries(record.downloads).map(([f, href]) =>
          [el('a', { href, download: '' }, f), ' '])))));
  document.title = `${record.variant} · ${record.score} moves${record.author ? ` by ${record.author}` : ''} · Morpion`;
  draw();
  return () => { stop(); document.removeEventListener('keydown', keys); };
}
