import { el } from './dom.js';

// Every key the pages answer to, for the ? overlay; the pages' own handlers do the work.
const KEYS = [
  ['?', 'show or hide this list'], ['t', 'light or dark theme'],
  ['c', 'corpus'], ['p', 'play'], ['s', 'submit a game'], ['r', 'searches'], ['h', 'history'],
  ['← →', 'record: previous / next move'], ['Home End', 'record: first / last move'],
  ['n', 'record: move numbers on or off'], ['Space', 'record: play / pause'],
  ['Ctrl+Z Ctrl+Y', 'play: undo / redo'], ['Esc', 'close this list'],
];
const PAGES = { c: '#/', p: '#/play', s: '#/submit', r: '#/runs', h: '#/history' };

/** Whether a key press belongs to a field being typed in rather than to the page. */
export function typing(e) {
  return e.target.matches && e.target.matches('input:not([type=checkbox]):not([type=range]), textarea, select');
}

function overlay() {
  return el('div', { id: 'shortcuts', class: 'overlay', role: 'dialog', 'aria-label': 'keyboard shortcuts' },
    el('div', { class: 'sheet' }, el('h2', {}, 'Keyboard shortcuts'),
      el('table', {}, el('tbody', {}, KEYS.map(([k, what]) => el('tr', {}, el('td', {}, el('kbd', {}, k)), el('td', {}, what))))),
      el('p', { class: 'hint' }, 'Press ? or Esc to close.')));
}

export function installShortcuts(toggleTheme) {
  document.addEventListener('keydown', e => {
    if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    const open = document.getElementById('shortcuts');
    if (e.key === '?' || (e.key === 'Escape' && open)) {
      e.preventDefault();
      if (open) open.remove(); else document.body.append(overlay());
    } else if (e.key === 't') {
      toggleTheme();
    } else if (PAGES[e.key]) {
      open?.remove();
      location.hash = PAGES[e.key];
    }
  });
}
