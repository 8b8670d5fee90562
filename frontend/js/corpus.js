import { api, variant, variantCodes } from './api.js';
import { el, clear, errorBox, data } from './dom.js';
import { date, number, t, tNodes } from './i18n.js';
import { compareHref, originWord } from './known.js';
import { animatedFirstMove } from './firstmove.js';
import { bestsSection, floors, laddersSection } from './corpussections.js';

// Which records a listing shows: the corpus page opens on the community's and verified ones.
const ORIGINS = () => [
  ['corpus,submission', t('origin.communityAndVerified')],
  ['corpus', t('origin.corpus')],
  ['published', t('origin.published')],
  ['submission', t('origin.submissions')],
  ['recent', t('origin.recent')],
  ['solver', t('origin.solver')],
  ['all', t('origin.all')],
];

/** The listing a choice of origin asks for: "recent" is the submissions, newest first, every score. */
const originQuery = origin => (origin === 'recent' ? 'submission' : origin);

/** What GET /api/records is asked for the page's state. */
function listingQuery(state, near) {
  const q = new URLSearchParams({ sort: state.sort, page: state.page, size: 20 });
  if (state.variant) q.set('variant', state.variant);
  if (state.author) q.set('author', state.author);
  if (state.origin !== 'all') q.set('origin', originQuery(state.origin));
  if (near) q.set('near', 'true');
  if (state.category) q.set('category', state.category);
  for (const name of ['minScore', 'maxScore', 'familyOf']) if (state[name]) q.set(name, state[name]);
  return q;
}

/**
 * One record of the listing: the whole row opens it, and its links and thumbnail still work as links. In a
 * family's listing each other game offers to be laid over the family's record.
 */
function recordRow(r, familyOf) {
  return el(
    'tr',
    {
      class: 'clickable' + (r.retracted ? ' retracted' : ''),
      onclick: e => {
        if (!e.target.closest('a')) location.hash = `#/records/${r.id}`;
      },
    },
    el(
      'td',
      {},
      el(
        'a',
        { href: `#/records/${r.id}` },
        el('img', {
          class: 'thumb',
          src: `/records/${r.id}.svg?thumbnail=true`,
          alt: t('record.name', { id: r.id }),
          loading: 'lazy',
        }),
      ),
    ),
    el('td', {}, r.variant),
    el(
      'td',
      {},
      el('a', { href: `#/records/${r.id}` }, r.score),
      r.terminal ? '' : el('span', { class: 'badge', title: t('corpus.unfinishedWhy') }, ' ', t('corpus.unfinished')),
    ),
    el(
      'td',
      {},
      r.author
        ? data(r.author)
        : el(
            'span',
            { class: 'hint', title: r.description || '' },
            r.source ? tNodes('corpus.unattributedFrom', { source: data(r.source) }) : t('corpus.unattributed'),
          ),
    ),
    el(
      'td',
      { class: 'date' },
      r.setOn ? date(r.setOn) : r.origin === 'corpus' || r.origin === 'published' ? '—' : date(r.submittedAt),
    ),
    el(
      'td',
      {},
      r.retracted ? t('corpus.retracted') : originWord(r.origin) + (r.category ? ` (${r.category})` : ''),
      familyOf && String(r.id) !== familyOf
        ? [' · ', el('a', { class: 'compare', href: compareHref(familyOf, r.id) }, t('family.compare'))]
        : '',
    ),
  );
}

/** One of the filters' choices; picking one lists again from the first page. */
function choice(label, name, options, selected, go) {
  return el(
    'label',
    {},
    label,
    ' ',
    el(
      'select',
      { name, onchange: () => go(0) },
      options.map(([v, text]) => el('option', { value: v, selected: v === selected }, text)),
    ),
  );
}

/** The listing's filters, set as the state says; a change of a choice lists again from the first page. */
function filterForm(state, codes, go) {
  const variants = ['', ...codes].map(v => [v, v || t('corpus.allVariants')]);
  const scores = [
    ['near', t('corpus.nearRecords')],
    ['all', t('corpus.everyScore')],
  ];
  const orders = [
    ['-score', t('corpus.bestFirst')],
    ['score', t('corpus.worstFirst')],
    ['-date', t('corpus.newestFirst')],
    ['date', t('corpus.oldestFirst')],
  ];
  const submit = e => {
    e.preventDefault();
    go(0);
  };
  return el(
    'form',
    { class: 'filters', onsubmit: submit },
    choice(t('corpus.variant'), 'variant', variants, state.variant, go),
    choice(t('corpus.showing'), 'origin', ORIGINS(), state.origin, go),
    choice(t('corpus.scores'), 'scores', scores, state.scores, go),
    el(
      'label',
      {},
      t('corpus.author'),
      ' ',
      el('input', { name: 'author', value: state.author, placeholder: t('corpus.anyAuthor'), size: 12 }),
    ),
    el(
      'label',
      {},
      t('corpus.movesFrom'),
      ' ',
      el('input', { name: 'minScore', type: 'number', min: 0, value: state.minScore, size: 4 }),
      ' ',
      t('corpus.movesTo'),
      ' ',
      el('input', { name: 'maxScore', type: 'number', min: 0, value: state.maxScore, size: 4 }),
    ),
    choice(t('corpus.sort'), 'sort', orders, state.sort, go),
    el('button', { type: 'submit' }, t('corpus.filter')),
  );
}

/** The address of the listing the filters ask for, at a page. */
function listingHash(state, filters, page) {
  const q = new URLSearchParams();
  for (const name of ['variant', 'author', 'sort', 'minScore', 'maxScore']) {
    if (filters[name].value) q.set(name, filters[name].value);
  }
  if (state.familyOf) q.set('familyOf', state.familyOf);
  if (filters.origin.value !== 'corpus,submission') q.set('origin', filters.origin.value);
  if (filters.scores.value !== 'near') q.set('scores', filters.scores.value);
  if (filters.origin.value === 'recent' && filters.origin.value !== state.origin) q.set('sort', '-date');
  // a ladder is one category's: it stays chosen while only the variant, author or order change
  if (state.category && filters.origin.value === 'solver') q.set('category', state.category);
  if (page) q.set('page', page);
  return '#/?' + q;
}

/** What the site is, for a newcomer: one sentence beside the first move drawn. */
function aboutSection(first) {
  return el(
    'section',
    { class: 'about' },
    first.element,
    el('p', {}, t('corpus.about'), ' ', el('a', { href: '#/rules' }, t('corpus.howTo'))),
  );
}

/** A family is one choice away from a record's page; the chip says so and takes it off. */
function familyChip(state, params) {
  return el(
    'p',
    { class: 'chip family' },
    t('corpus.familyOf', { id: state.familyOf }),
    ' ',
    el(
      'a',
      { href: '#/?' + new URLSearchParams([...params].filter(([k]) => k !== 'familyOf')) },
      t('corpus.allFamilies'),
    ),
  );
}

/** The listing's page of records as a table, with the pager under it. */
function listingTable(listing, state, sortable, go) {
  const pages = Math.max(1, Math.ceil(listing.total / listing.size));
  const headers = [
    '',
    t('corpus.variant'),
    sortable(t('corpus.score'), 'score'),
    t('corpus.author'),
    sortable(t('corpus.set'), 'date'),
    t('corpus.origin'),
  ];
  return [
    el(
      'table',
      { class: 'records' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          headers.map(h => el('th', {}, h)),
        ),
      ),
      el(
        'tbody',
        {},
        listing.items.map(r => recordRow(r, state.familyOf)),
      ),
    ),
    el(
      'p',
      { class: 'pager' },
      el('button', { disabled: state.page === 0, onclick: () => go(state.page - 1) }, t('pager.previous')),
      ' ',
      t('pager.page', { page: number(state.page + 1), pages: number(pages) }),
      ' · ',
      t('corpus.records', { n: listing.total }),
      ' ',
      el('button', { disabled: state.page + 1 >= pages, onclick: () => go(state.page + 1) }, t('pager.next')),
    ),
  ];
}

/** The page's state, from its address: the listing's filters, order and page. */
function pageState(params) {
  return {
    variant: params.get('variant') || '',
    author: params.get('author') || '',
    sort: params.get('sort') || '-score',
    page: Number(params.get('page') || 0),
    origin: params.get('origin') || 'corpus,submission',
    category: params.get('category') || '',
    scores: params.get('scores') || 'near',
    minScore: params.get('minScore') || '',
    maxScore: params.get('maxScore') || '',
    familyOf: params.get('familyOf') || '',
  };
}

/** Whether the listing is narrowed by a filter, so that an empty one means no match rather than no records. */
function filtered(state) {
  return (
    state.variant ||
    state.author ||
    state.minScore ||
    state.maxScore ||
    state.familyOf ||
    state.origin !== 'corpus,submission'
  );
}

export async function corpusPage(main, params) {
  const state = pageState(params);
  // the first look keeps far-off tries out; every score, and the newest submissions, are one choice away
  const near = state.scores === 'near' && state.origin !== 'recent' && state.origin !== 'solver';
  const best = el('section', { class: 'bests' });
  const table = el('div', { class: 'table-wrap' });
  const codes = await variantCodes();
  const filters = filterForm(state, codes, go);
  /** A column header that orders the listing by it, best or newest first, and the other way on a second click. */
  function sortable(label, key) {
    const now = state.sort.replace('-', '') === key ? (state.sort.startsWith('-') ? ' ▼' : ' ▲') : '';
    return el(
      'button',
      {
        type: 'button',
        class: 'link sort',
        onclick: () => {
          filters.elements.sort.value = state.sort === '-' + key ? key : '-' + key;
          go(0);
        },
      },
      label + now,
    );
  }
  function go(page) {
    location.hash = listingHash(state, filters.elements, page);
  }
  const ladders = state.origin === 'solver' ? el('section', { class: 'ladders' }) : '';
  const floor = el('p', { class: 'hint floor' });
  // what the site is, for a newcomer: one sentence and the first move drawn
  const first = state.origin === 'solver' ? null : animatedFirstMove(await variant('5T'));
  const about = first ? aboutSection(first) : '';
  const family = state.familyOf ? familyChip(state, params) : '';
  const download = el(
    'p',
    { class: 'hint download-all' },
    el('a', { href: '/records/corpus.zip', download: '' }, t('corpus.downloadAll')),
  );
  clear(main).append(
    el('h1', {}, state.origin === 'solver' ? t('ladders.title') : t('corpus.title')),
    about,
    best,
    filters,
    family,
    floor,
    ladders,
    table,
    download,
  );
  if (near) {
    const every = el(
      'a',
      { href: '#/?' + new URLSearchParams({ ...Object.fromEntries(params), scores: 'all' }) },
      t('corpus.showEvery'),
    );
    floor.append(...tNodes('corpus.floor', { floors: await floors(), every }));
  }
  if (ladders) await laddersSection(ladders, state);

  await bestsSection(best);

  try {
    const listing = await api('/api/records?' + listingQuery(state, near));
    if (listing.total === 0) {
      table.append(el('p', { class: 'empty hint' }, filtered(state) ? t('corpus.noMatch') : t('corpus.empty')));
      return () => first?.stop();
    }
    table.append(...listingTable(listing, state, sortable, go));
  } catch (e) {
    table.append(errorBox(e));
  }
  return () => first?.stop();
}
