import { algorithmChooser, algorithmsOrError, parseParams } from './algorithms.js';
import { api, token, variant, variantCodes } from './api.js';
import { drawBoard } from './board.js';
import { askButton, choiceField, clear, data, el, errorBox, figures, rememberFields, table } from './dom.js';
import { decodeCompact } from './msr.js';
import { language, number, t } from './i18n.js';
import { standing } from './known.js';
import { notifyOffer, raiseAlert } from './alerts.js';
import { statusWord } from './status.js';
import { warmPicker } from './warm.js';

const SVG = 'http://www.w3.org/2000/svg';
// the last campaign's settings, as this browser started it
const SETTINGS_KEY = 'morpion.campaign';
const REMEMBERED = ['variant', 'method', 'workers', 'time', 'target', 'params'];

function campaignStatusWord(status) {
  return (
    {
      ACTIVE: t('campaigns.active'),
      PAUSED: t('status.paused'),
      STOPPED: t('campaigns.stopped'),
      COMPLETED: t('status.completed'),
    }[status] || status.toLowerCase()
  );
}

const rate = c => number(Math.round(c.nodesPerSecond * 10) / 10);

/** The form that starts a campaign: the variant, the method and its parameters, the workers and the budget. */
function campaignForm(method, codes, start) {
  return el(
    'form',
    { class: 'queue', onsubmit: start },
    choiceField(t('corpus.variant'), 'variant', codes),
    el('label', {}, t('campaigns.method'), method.select),
    el('label', {}, t('campaigns.workers'), el('input', { name: 'workers', type: 'number', min: 1 })),
    el('label', {}, t('campaigns.time'), el('input', { name: 'time', placeholder: t('campaigns.timeHint'), size: 6 })),
    el('label', {}, t('runs.target'), el('input', { name: 'target', inputmode: 'numeric', size: 4 })),
    el('label', { class: 'wide' }, t('runs.parameters'), el('input', { name: 'params' })),
    el(
      'label',
      {},
      t('runs.warm'),
      el('input', { name: 'warm', inputmode: 'numeric', placeholder: t('runs.recordId'), size: 6 }),
    ),
    el('button', { type: 'submit' }, t('campaigns.start')),
  );
}

const CAMPAIGN_HEADERS = () => [
  t('campaigns.campaign'),
  t('runs.status'),
  t('corpus.variant'),
  t('runs.best'),
  t('campaigns.workers'),
  t('campaigns.rate'),
  t('campaigns.by'),
];

/** A campaign in the list. */
function campaignRow(c) {
  return el(
    'tr',
    { 'data-campaign': c.id },
    el('td', {}, el('a', { href: `#/campaigns/${c.id}` }, `#${c.id}`)),
    el('td', { class: 'status ' + c.status.toLowerCase() }, campaignStatusWord(c.status)),
    el('td', {}, c.variant),
    el('td', {}, c.bestScore || '—'),
    el('td', {}, t('campaigns.running', { running: c.workersRunning, workers: c.workers })),
    el('td', {}, rate(c)),
    el('td', {}, data(c.submittedBy)),
  );
}

/** A campaign's worker: its run, where it runs and how far it got. */
function workerRow(w) {
  return el(
    'tr',
    { 'data-run': w.runId },
    el('td', {}, el('a', { href: `#/runs/${w.runId}` }, `#${w.runId}`)),
    el('td', { class: 'status ' + w.status.toLowerCase() }, statusWord(w.status)),
    el('td', {}, data(w.node || '—')),
    el('td', {}, w.bestScore || '—'),
    el('td', {}, number(Math.round(w.nodesPerSecond))),
    el('td', {}, w.resumes),
  );
}

/** A campaign's figures, as the server gives them: [field, label, value]. */
function campaignFigures(c, rules) {
  const rows = [
    ['status', t('runs.status'), campaignStatusWord(c.status)],
    ['best', t('runs.best'), c.bestScore ? standing(c.bestScore, rules.known) : '—'],
    ['workers', t('campaigns.workers'), t('campaigns.running', { running: c.workersRunning, workers: c.workers })],
    ['rate', t('campaigns.rate'), rate(c)],
    ['nodes', t('campaign.rounds'), number(c.nodes)],
    ['archive', t('campaign.archive'), t('campaign.games', { n: c.archiveGames ?? 0, limit: number(c.archiveLimit) })],
    c.finishedAt
      ? ['ended', t('campaign.ended'), new Date(c.finishedAt).toLocaleString(language())]
      : [
          'ends',
          t('campaign.ends'),
          c.endsAt ? new Date(c.endsAt).toLocaleString(language()) : t('campaign.untilStopped'),
        ],
  ];
  if (c.target) rows.push(['target', t('runs.target'), c.target]);
  return rows;
}

export async function campaignsPage(main) {
  const message = el('div');
  const list = el('div', { class: 'table-wrap' });
  const declared = await algorithmsOrError(main, t('nav.campaigns'));
  if (!declared) return undefined;
  const method = algorithmChooser(
    'method',
    declared.filter(a => a.campaigns),
    a => a.campaignDefault,
    a => a.campaignDefaultBecause,
  );
  const form = campaignForm(method, await variantCodes(), start);
  clear(main).append(
    el('h1', {}, t('nav.campaigns')),
    el('p', { class: 'hint' }, t('campaigns.what')),
    el('p', { class: 'hint' }, el('a', { href: '#/censuses', 'data-censuses': '' }, t('campaigns.censuses'))),
    el('p', { class: 'hint' }, el('a', { href: '#/box-proofs', 'data-box-proofs': '' }, t('campaigns.boxProofs'))),
    token() ? '' : el('p', { class: 'hint' }, t('runs.needToken')),
    form,
    warmPicker(form),
    method.box,
    message,
    el('h2', {}, t('campaigns.campaigns')),
    list,
  );

  const saveSettings = rememberFields(form, SETTINGS_KEY, REMEMBERED);
  method.show();

  async function start(e) {
    e.preventDefault();
    clear(message);
    const f = form.elements;
    try {
      const body = { variant: f.variant.value, algorithm: f.method.value, params: parseParams(f.params.value) };
      if (f.workers.value) body.workers = Number(f.workers.value);
      body.budget = {};
      if (f.time.value) body.budget.time = f.time.value;
      if (f.target.value) body.budget.target = Number(f.target.value);
      if (f.warm.value) body.warmRecordId = Number(f.warm.value);
      const campaign = await api('/api/campaigns', { method: 'POST', json: body });
      saveSettings();
      location.hash = `#/campaigns/${campaign.id}`;
    } catch (err) {
      message.append(errorBox(err));
    }
  }

  async function refresh() {
    try {
      const page = await api('/api/campaigns?size=50');
      clear(list).append(
        page.items.length === 0
          ? el('p', { class: 'hint' }, t('campaigns.none'))
          : table('runs', CAMPAIGN_HEADERS(), page.items.map(campaignRow)),
      );
    } catch (err) {
      clear(list).append(errorBox(err));
    }
  }
  await refresh();
  const timer = setInterval(refresh, 2000);
  return () => clearInterval(timer);
}

/** The archive as bars: how many games of each score, the best scores first. */
function censusChart(census) {
  const scores = Object.keys(census || {})
    .map(Number)
    .sort((a, b) => b - a)
    .slice(0, 12);
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', `0 0 400 ${Math.max(1, scores.length) * 18 + 4}`);
  root.setAttribute('class', 'chart census');
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', t('campaign.archive'));
  const most = Math.max(1, ...scores.map(s => census[s]));
  scores.forEach((score, i) => {
    const y = 4 + i * 18;
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', 2);
    label.setAttribute('y', y + 12);
    label.textContent = score;
    const bar = document.createElementNS(SVG, 'rect');
    bar.setAttribute('x', 40);
    bar.setAttribute('y', y);
    bar.setAttribute('height', 14);
    bar.setAttribute('width', Math.max(1, (census[score] / most) * 300));
    const count = document.createElementNS(SVG, 'text');
    count.setAttribute('x', 46 + (census[score] / most) * 300);
    count.setAttribute('y', y + 12);
    count.textContent = new Intl.NumberFormat(language()).format(census[score]);
    root.append(label, bar, count);
  });
  return root;
}

const WORKER_HEADERS = () => [
  t('runs.run'),
  t('runs.status'),
  t('run.node'),
  t('runs.best'),
  t('runs.rate'),
  t('campaign.resumes'),
];

export async function campaignPage(main, id) {
  let campaign;
  try {
    campaign = await api(`/api/campaigns/${id}`);
  } catch (e) {
    clear(main).append(errorBox(e));
    return;
  }
  const rules = await variant(campaign.variant);
  const stats = el('dl', { class: 'stats' });
  const board = el('div', { class: 'board-holder' });
  const census = el('div', { class: 'chart-holder' });
  const workers = el('div', { class: 'table-wrap' });
  const message = el('div');
  const alertHolder = el('div', { class: 'alert-holder' });
  const controls = el('p', { class: 'controls' });
  let drawn = null;
  let alerted = false;
  let shownControls = null;
  const labels = { pause: t('run.pause'), resume: t('run.resume'), stop: t('campaign.stop') };
  const control = action =>
    askButton(labels[action], () => api(`/api/campaigns/${id}/${action}`, { method: 'POST' }), message, show);
  // offered only while there is something left to be told about
  const notify = el('span', {}, notifyOffer());
  clear(main).append(
    alertHolder,
    el('h1', {}, t('title.campaign', { id }), el('small', {}, ` ${campaign.variant} · ${campaign.algorithm}`)),
    el(
      'div',
      { class: 'record' },
      el('div', { class: 'viewer' }, board),
      el('aside', {}, stats, controls, message, notify, el('h2', {}, t('campaign.archive')), census),
    ),
    el('h2', {}, t('campaign.workersHeading')),
    workers,
  );

  async function show(c) {
    const rows = campaignFigures(c, rules);
    if (c.finishedAt) clear(notify);
    clear(stats).append(...figures(rows));
    // what the server says this caller may ask now
    const allowed = c.actions || [];
    // redrawn only when they change, so that a click never lands on a button being replaced
    if (allowed.join() !== shownControls) {
      shownControls = allowed.join();
      clear(controls).append(...allowed.map(control));
    }
    clear(census).append(censusChart(c.archiveCensus));
    clear(workers).append(table('runs workers', WORKER_HEADERS(), (c.workerRuns || []).map(workerRow)));
    if (c.best && c.best !== drawn) {
      drawn = c.best;
      const game = await decodeCompact(c.best);
      clear(board).append(drawBoard(rules, game.moves, { numbers: false }));
    }
    if (c.alert && !alerted) {
      alerted = true;
      raiseAlert(
        alertHolder,
        c.alert,
        t('campaign.alertBody', { campaign: id, standing: standing(c.alert.score, rules.known) }),
      );
    }
  }
  await show(campaign);
  const timer = setInterval(async () => {
    try {
      await show(await api(`/api/campaigns/${id}`));
    } catch (e) {
      clear(message).append(errorBox(e));
    }
  }, 2000);
  return () => clearInterval(timer);
}
