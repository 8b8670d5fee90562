import { allVariants, api, token } from './api.js';
import { choiceField, clear, data, el, errorBox, figures, seconds, table } from './dom.js';
import { language, number, t } from './i18n.js';
import { CELL, follow, listFrame, liveList, partGrid, startAndOpen, svg } from './sharedwork.js';

/**
 * Censuses of optimal games: the list with a form an admin starts one from (#/censuses), and one census part by part
 * (#/censuses/ID): a square a part, filled as far as its search is, with the figures and the time left beside it.
 */

const stateWord = state => t(`census.state.${state}`);
const statusWord = status => t(`census.status.${status}`);

/** "3 of 16 parts done, 2 running, 11 waiting". */
const partsLine = c =>
  t('census.parts', { done: c.partsDone, parts: c.parts, running: c.partsRunning, waiting: c.partsWaiting });

const CENSUS_HEADERS = () => [
  t('censuses.census'),
  t('runs.status'),
  t('corpus.variant'),
  t('censuses.partsField'),
  t('censuses.kept'),
  t('campaigns.by'),
];

/** A census in the list. */
function censusRow(c) {
  return el(
    'tr',
    { 'data-census': c.id },
    el('td', {}, el('a', { href: `#/censuses/${c.id}` }, `#${c.id}`)),
    el('td', { class: 'status ' + c.status }, statusWord(c.status)),
    el('td', {}, c.variant),
    el('td', {}, partsLine(c)),
    el('td', {}, number(c.kept)),
    el('td', {}, data(c.requestedBy)),
  );
}

/** A part under way: where, and how far. */
function partRow(p) {
  return el(
    'tr',
    { 'data-part': p.number },
    el('td', {}, p.number),
    el('td', {}, data(p.node || '—')),
    el('td', {}, p.items == null ? '—' : `${number(p.itemsDone)} / ${number(p.items)}`),
    el('td', {}, number(Number(p.positions))),
  );
}

/** A census's figures: [field, label, value]. */
function censusFigures(c) {
  const rows = [
    ['status', t('runs.status'), statusWord(c.status)],
    ['parts', t('censuses.partsField'), partsLine(c)],
    ['kept', t('censuses.kept'), t('census.kept', { kept: number(c.kept), optimum: c.optimum })],
    [
      'positions',
      t('census.searched'),
      t('census.positions', { positions: number(Number(c.positions)), time: seconds(c.searchSeconds) }),
    ],
  ];
  if (c.status === 'running') {
    rows.push([
      'eta',
      t('census.left'),
      c.etaSeconds == null ? t('census.leftUnknown') : t('census.about', { time: seconds(Number(c.etaSeconds)) }),
    ]);
  }
  if (c.finishedAt) rows.push(['finished', t('campaign.ended'), new Date(c.finishedAt).toLocaleString(language())]);
  rows.push(['method', t('census.method'), data(c.method)]);
  return rows;
}

export async function censusesPage(main) {
  const message = el('div');
  const list = el('div', { class: 'table-wrap' });
  // only a variant whose optimum is proven has optimal games to count
  const proven = (await allVariants()).filter(v => v.known && v.known.proven).map(v => v.code);
  const form = el(
    'form',
    { class: 'queue', onsubmit: start },
    choiceField(t('corpus.variant'), 'variant', proven),
    el('label', {}, t('censuses.partsField'), el('input', { name: 'parts', type: 'number', min: 1, size: 5 })),
    el('button', { type: 'submit' }, t('censuses.start')),
  );
  listFrame(main, t('censuses.title'), t('censuses.what'), t('censuses.needAdmin'), form, message, list);

  function start(e) {
    e.preventDefault();
    const f = form.elements;
    const body = { variant: f.variant.value };
    if (f.parts.value) body.parts = Number(f.parts.value);
    return startAndOpen('/api/censuses', body, 'censuses', message);
  }

  return liveList(list, '/api/censuses?size=50', t('censuses.none'), CENSUS_HEADERS, censusRow);
}

/** How far a part is, 0 to 1: its positions against its own estimate of those left. */
function share(part) {
  if (part.state === 'done') return 1;
  const done = Number(part.positions);
  const left = part.positionsLeft == null ? null : Number(part.positionsLeft);
  return left == null || done + left === 0 ? 0 : done / (done + left);
}

/** A square a part, filled from the bottom as far as its search is, coloured by its state. */
function censusGrid(c) {
  return partGrid(c.partList, 'census-parts', partsLine(c), (part, x, y) => {
    const filled = Math.round(share(part) * CELL);
    const group = svg('g', { class: `part ${part.state}`, 'data-part': part.number });
    const title = svg('title', {});
    title.textContent =
      t('census.partTitle', {
        number: part.number,
        state: stateWord(part.state),
        positions: number(Number(part.positions)),
        kept: part.kept,
      }) + (part.node ? ` · ${part.node}` : '');
    group.append(
      title,
      svg('rect', { class: 'fill', x, y: y + CELL - filled, width: CELL, height: filled }),
      svg('rect', { class: 'outline', x: x + 0.5, y: y + 0.5, width: CELL - 1, height: CELL - 1, rx: 2 }),
    );
    return group;
  });
}

export async function censusPage(main, id) {
  let census;
  try {
    census = await api(`/api/censuses/${id}`);
  } catch (e) {
    clear(main).append(errorBox(e));
    return undefined;
  }
  const stats = el('dl', { class: 'stats' });
  const grid = el('div');
  const running = el('div', { class: 'table-wrap' });
  const message = el('div');
  const controls = el('p', { class: 'controls' });
  let shownStatus = null;
  clear(main).append(
    el('h1', {}, t('title.census', { id }), el('small', {}, ` ${census.variant} · ${census.optimum}`)),
    el('p', { class: 'hint' }, t('censuses.what')),
    stats,
    controls,
    message,
    grid,
    running,
  );

  function show(c) {
    const rows = censusFigures(c);
    clear(stats).append(...figures(rows));
    // redrawn only when they change, so that a click never lands on a button being replaced
    if (c.status !== shownStatus) {
      shownStatus = c.status;
      clear(controls).append(
        c.download
          ? el('a', { href: c.download, download: '', 'data-download': '' }, t('census.download', { count: c.kept }))
          : '',
        c.status === 'running' && token() ? el('button', { onclick: cancel }, t('census.cancel')) : '',
      );
    }
    clear(grid).append(censusGrid(c));
    const underWay = c.partList.filter(p => p.state === 'running');
    const headers = [t('census.part'), t('run.node'), t('census.subtrees'), t('census.searched')];
    clear(running).append(underWay.length === 0 ? '' : table('runs', headers, underWay.map(partRow)));
  }

  async function cancel() {
    clear(message);
    try {
      show(await api(`/api/censuses/${id}/cancel`, { method: 'POST' }));
    } catch (e) {
      message.append(errorBox(e));
    }
  }

  show(census);
  return follow(`/api/censuses/${id}`, show, message);
}
