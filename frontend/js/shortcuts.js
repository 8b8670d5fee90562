import { el } from './dom.js';
import { t } from './i18n.js';

// Every key the pages answer to, for the ? overlay; the pages' own handlers do the work.
const KEYS = () => [
  ['?', t('keys.list')],
  ['t', t('keys.theme')],
  ['c', t('keys.corpus')],
  ['p', t('keys.play')],
  ['s', t('keys.submit')],
  ['r', t('keys.runs')],
  ['h', t('keys.history')],
  ['← →', t('keys.step')],
  ['Home End', t('keys.ends')],
  ['n', t('keys.numbers')],
  ['+ − 0', t('keys.zoom')],
  ['Space', t('keys.playPause')],
  ['Ctrl+Z Ctrl+Y', t('keys.undoRedo')],
  ['g', t('keys.ghostNext')],
  ['1 2 ↑ ↓', t('keys.lines')],
  ['Esc', t('keys.close')],
];
const PAGES = { c: '#/', p: '#/play', s: '#/submit', r: '#/runs', h: '#/history' };

/** Whether a key press belongs to a field being typed in rather than to the page. */
export function typing(e) {
  return e.target.matches && e.target.matches('input:not([type=checkbox]):not([type=range]), textarea, select');
}

function overlay() {
  return el(
    'div',
    { id: 'shortcuts', class: 'overlay', role: 'dialog', 'aria-label': t('keys.title') },
    el(
      'div',
      { class: 'sheet' },
      el('h2', {}, t('keys.title')),
      el(
        'table',
        {},
        el(
          'tbody',
          {},
          KEYS().map(([k, what]) => el('tr', {}, el('td', {}, el('kbd', {}, k)), el('td', {}, what))),
        ),
      ),
      el('p', { class: 'hint' }, t('keys.hint')),
    ),
  );
}

export function installShortcuts(toggleTheme) {
  document.addEventListener('keydown', e => {
    if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    const open = document.getElementById('shortcuts');
    if (e.key === '?' || (e.key === 'Escape' && open)) {
      e.preventDefault();
      if (open) open.remove();
      else document.body.append(overlay());
    } else if (e.key === 't') {
      toggleTheme();
    } else if (PAGES[e.key]) {
      open?.remove();
      location.hash = PAGES[e.key];
    }
  });
}
