import { setToken, token } from './api.js';
import { clear, errorBox } from './dom.js';
import { corpusPage } from './corpus.js';
import { recordPage } from './record.js';
import { comparePage } from './compare.js';
import { runsPage } from './runs.js';
import { runPage } from './run.js';
import { campaignPage, campaignsPage } from './campaigns.js';
import { censusPage, censusesPage } from './censuses.js';
import { boxProofPage, boxProofsPage } from './boxproofs.js';
import { submitPage } from './submit.js';
import { historyPage } from './history.js';
import { playPage } from './play.js';
import { rulesPage } from './rules.js';
import { installShortcuts } from './shortcuts.js';
import { languagePicker, loadLanguage, t, tNodes } from './i18n.js';

// Hash routes: #/ (corpus), #/records/ID, #/records/ID/compare/OTHER, #/play, #/submit, #/runs, #/runs/ID, #/campaigns, #/campaigns/ID,
// #/censuses, #/censuses/ID, #/box-proofs, #/box-proofs/ID, #/history, #/rules.
// The third element names the nav entry (a census is the cluster's work, beside the campaigns); the fourth is the tab's title (a record page sets its own).
const routes = [
  [
    /^#\/records\/(\d+)(?:\?(.*))?$/,
    (main, m) => recordPage(main, m[1], new URLSearchParams(m[2] || '')),
    'corpus',
    m => t('title.record', { id: m[1] }),
  ],
  [
    /^#\/records\/(\d+)\/compare\/(\d+)$/,
    (main, m) => comparePage(main, m[1], m[2]),
    'corpus',
    m => t('title.compare', { id: m[1], other: m[2] }),
  ],
  [/^#\/runs\/(\d+)$/, (main, m) => runPage(main, m[1]), 'runs', m => t('title.run', { id: m[1] })],
  [
    /^#\/runs(\?.*)?$/,
    (main, m) => runsPage(main, new URLSearchParams(m[1] ? m[1].slice(1) : '')),
    'runs',
    () => t('nav.runs'),
  ],
  [/^#\/campaigns\/(\d+)$/, (main, m) => campaignPage(main, m[1]), 'campaigns', m => t('title.campaign', { id: m[1] })],
  [/^#\/campaigns$/, main => campaignsPage(main), 'campaigns', () => t('nav.campaigns')],
  [/^#\/censuses\/(\d+)$/, (main, m) => censusPage(main, m[1]), 'campaigns', m => t('title.census', { id: m[1] })],
  [/^#\/censuses$/, main => censusesPage(main), 'campaigns', () => t('censuses.title')],
  [
    /^#\/box-proofs\/(\d+)$/,
    (main, m) => boxProofPage(main, m[1]),
    'campaigns',
    m => t('title.boxProof', { id: m[1] }),
  ],
  [/^#\/box-proofs$/, main => boxProofsPage(main), 'campaigns', () => t('boxProofs.title')],
  [/^#\/submit$/, main => submitPage(main), 'submit', () => t('submit.title')],
  [
    /^#\/play(\?.*)?$/,
    (main, m) => playPage(main, new URLSearchParams(m[1] ? m[1].slice(1) : '')),
    'play',
    () => t('nav.play'),
  ],
  [/^#\/history$/, main => historyPage(main), 'history', () => t('nav.history')],
  [/^#\/rules$/, main => rulesPage(main), 'rules', () => t('rules.title')],
  [
    /^#\/?(\?.*)?$/,
    (main, m) => corpusPage(main, new URLSearchParams(m[1] ? m[1].slice(1) : '')),
    'corpus',
    () => t('corpus.title'),
  ],
];

let leave = null;
let routed = 0;

/**
 * Draws the page the address names. Each visit draws into a container of its own: a page still
 * waiting for data when the player has moved on draws into its detached container, never over the
 * page now shown, and is left at once.
 */
async function route() {
  const app = document.getElementById('app');
  if (leave) {
    leave();
    leave = null;
  }
  const visit = ++routed;
  const main = document.createElement('div');
  main.className = 'page';
  clear(app).append(main);
  const hash = location.hash || '#/';
  for (const [pattern, page, nav, title] of routes) {
    const m = hash.match(pattern);
    if (m) {
      document.title = `${title(m)} · Morpion`;
      document.querySelectorAll('[data-nav]').forEach(a => a.classList.toggle('active', a.dataset.nav === nav));
      document.body.dataset.page = nav;
      try {
        const left = (await page(main, m)) || null;
        if (visit === routed) leave = left;
        else if (left) left();
      } catch (e) {
        clear(main).append(errorBox(e));
      }
      return;
    }
  }
  clear(main).append(errorBox(new Error(t('app.noPage', { hash }))));
}

function tokenForm() {
  const form = document.getElementById('token-form');
  const input = document.getElementById('token');
  const opener = document.getElementById('token-open');
  input.value = token();
  const setOpen = open => {
    form.classList.toggle('open', open);
    opener.setAttribute('aria-expanded', String(open));
  };
  opener.addEventListener('click', () => {
    setOpen(true);
    input.focus();
  });
  window.addEventListener('hashchange', () => setOpen(false));
  form.addEventListener('submit', e => {
    e.preventDefault();
    setToken(input.value.trim());
    form.classList.add('saved');
    setTimeout(() => {
      form.classList.remove('saved');
      setOpen(false);
    }, 1200);
    // a page with a form being filled keeps it; the others are drawn again with what the token allows
    if (document.querySelector('#app form')) {
      document.querySelectorAll('#app .needs-token').forEach(hint => hint.remove());
      // what such a page shows only to a token's holder draws itself again
      document.dispatchEvent(new CustomEvent('morpion:token-saved'));
    } else {
      route();
    }
  });
}

/** Says once, under the header, that the saved token was refused and pages are read without it. */
function tokenRefusedNotice() {
  document.addEventListener('morpion:token-refused', () => {
    if (document.getElementById('token-refused')) return;
    const notice = document.createElement('p');
    notice.id = 'token-refused';
    notice.className = 'notice';
    notice.setAttribute('role', 'status');
    const forget = document.createElement('button');
    forget.className = 'link';
    forget.textContent = t('token.clear');
    forget.addEventListener('click', () => {
      setToken('');
      document.getElementById('token').value = '';
      notice.remove();
      route();
    });
    notice.append(...tNodes('token.refused', { clear: forget }));
    document.querySelector('header.top').after(notice);
  });
  document.getElementById('token-form').addEventListener('submit', () => {
    document.getElementById('token-refused')?.remove();
  });
}

const THEME_KEY = 'morpion.theme';

/** Light or dark, as last chosen here, else as the system prefers; the board follows the page's colours. */
function themes() {
  const apply = theme => {
    document.documentElement.dataset.theme = theme;
  };
  apply(localStorage.getItem(THEME_KEY) || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const toggle = () => {
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, next);
    apply(next);
  };
  document.getElementById('theme').addEventListener('click', toggle);
  return toggle;
}

await loadLanguage();
languagePicker(document.getElementById('language'));
installShortcuts(themes());
window.addEventListener('hashchange', route);
tokenForm();
tokenRefusedNotice();
route();
