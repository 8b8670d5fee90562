import { algorithmChooser, algorithmsOrError, parseParams } from './algorithms.js';
import { api, token, variantCodes } from './api.js';
import { choiceField, clear, el, errorBox, rememberFields, seconds, table } from './dom.js';
import { number, t } from './i18n.js';
import { progressCell, rateCell, statusWord } from './status.js';
import { warmPicker } from './warm.js';
import { webhookSection } from './webhook.js';

// the last search's settings, as this browser queued it (not its seed: a new run wants a new one)
const SETTINGS_KEY = 'morpion.search';
const REMEMBERED = ['variant', 'algorithm', 'params', 'time', 'nodes', 'target', 'threads'];

/** The form that queues a run: the variant, the algorithm and its parameters, the budget, the seed, a warm start. */
function runForm(algorithm, codes, submit) {
  return el(
    'form',
    { class: 'queue', onsubmit: submit },
    choiceField(t('corpus.variant'), 'variant', codes),
    el('label', {}, t('runs.algorithm'), algorithm.select),
    el('label', { class: 'wide' }, t('runs.parameters'), el('input', { name: 'params' })),
    el('label', {}, t('runs.time'), el('input', { name: 'time', placeholder: t('runs.timeHint'), size: 6 })),
    el('label', {}, t('runs.nodes'), el('input', { name: 'nodes', inputmode: 'numeric', size: 8 })),
    el('label', {}, t('runs.target'), el('input', { name: 'target', inputmode: 'numeric', size: 4 })),
    el('label', { class: 'check' }, el('input', { name: 'keepGoing', type: 'checkbox' }), t('runs.keepGoing')),
    el(
      'label',
      {},
      t('runs.seed'),
      el('input', { name: 'seed', inputmode: 'numeric', placeholder: t('runs.random'), size: 8 }),
    ),
    el('label', {}, t('runs.threads'), el('input', { name: 'threads', type: 'number', min: 1 })),
    el(
      'label',
      {},
      t('runs.warm'),
      el('input', { name: 'warm', inputmode: 'numeric', placeholder: t('runs.recordId'), size: 6 }),
    ),
    el('button', { type: 'submit' }, t('runs.queue')),
  );
}

/** The request the form's fields make; a field left empty leaves the server its default. */
function runRequest(f) {
  const body = {
    variant: f.variant.value,
    algorithm: f.algorithm.value,
    params: parseParams(f.params.value),
    budget: {},
  };
  // left empty, the server gives the algorithm its own default
  if (f.threads.value) body.threads = Number(f.threads.value);
  if (f.time.value) body.budget.time = f.time.value;
  if (f.nodes.value) body.budget.nodes = Number(f.nodes.value);
  if (f.target.value) body.budget.target = Number(f.target.value);
  if (f.keepGoing.checked) body.keepGoing = true;
  // A string: seeds are 64-bit, and a JavaScript number would round them.
  if (f.seed.value.trim()) body.seed = f.seed.value.trim();
  if (f.warm.value) body.warmRecordId = Number(f.warm.value);
  return body;
}

const RUN_HEADERS = () => [
  t('runs.run'),
  t('runs.status'),
  t('corpus.variant'),
  t('record.category'),
  t('runs.best'),
  t('runs.rate'),
  t('runs.elapsed'),
  t('runs.progress'),
];

/** A run in the list. */
function runRow(r) {
  return el(
    'tr',
    { 'data-run': r.id },
    el('td', {}, el('a', { href: `#/runs/${r.id}` }, `#${r.id}`)),
    el('td', { class: 'status ' + r.status.toLowerCase() }, statusWord(r.status)),
    el('td', {}, r.variant),
    el('td', {}, r.category),
    el('td', {}, r.bestScore ?? '—'),
    el('td', {}, rateCell(r)),
    el('td', {}, seconds(r.elapsedSeconds)),
    el('td', {}, progressCell(r)),
  );
}

/** The Searches page; ?warm=ID (a record page's "Search from here") fills the warm start with that record. */
export async function runsPage(main, params = new URLSearchParams()) {
  const message = el('div');
  const list = el('div', { class: 'table-wrap' });
  const declared = await algorithmsOrError(main, t('nav.runs'));
  if (!declared) return undefined;
  const algorithm = algorithmChooser(
    'algorithm',
    declared,
    a => a.runDefault,
    a => a.defaultBecause,
  );
  const form = runForm(algorithm, await variantCodes(), submit);
  // a run queued with no budget goes on until it is stopped: said before it is queued, not after
  const endless = el('p', { class: 'hint endless', 'aria-live': 'polite' });
  const warnIfEndless = () => {
    const f = form.elements;
    endless.textContent = f.time.value.trim() || f.nodes.value.trim() || f.target.value.trim() ? '' : t('runs.endless');
  };
  form.addEventListener('input', warnIfEndless);
  const webhook = webhookSection();
  const saveSettings = rememberFields(form, SETTINGS_KEY, REMEMBERED);
  if (/^\d+$/.test(params.get('warm') || '')) form.elements.warm.value = params.get('warm');
  clear(main).append(
    el('h1', {}, t('nav.runs')),
    token() ? '' : el('p', { class: 'hint needs-token' }, t('runs.needToken')),
    form,
    warmPicker(form),
    algorithm.box,
    endless,
    message,
    webhook.element,
    el('h2', {}, t('runs.runs')),
    list,
  );

  algorithm.show();
  warnIfEndless();

  async function submit(e) {
    e.preventDefault();
    clear(message);
    const f = form.elements;
    try {
      const body = runRequest(f);
      const run = await api('/api/runs', { method: 'POST', json: body });
      saveSettings();
      location.hash = `#/runs/${run.id}`;
    } catch (err) {
      message.append(errorBox(err));
    }
  }

  async function refresh() {
    try {
      const page = await api('/api/runs?size=50');
      clear(list).append(table('runs', RUN_HEADERS(), page.items.map(runRow)));
    } catch (err) {
      clear(list).append(errorBox(err));
    }
  }
  await refresh();
  const timer = setInterval(refresh, 2000);
  return () => {
    clearInterval(timer);
    webhook.stop();
  };
}
