import { allVariants, api, variant, variantCodes } from './api.js';
import { el, clear, errorBox, data } from './dom.js';
import { date, number, t, tNodes } from './i18n.js';
import { compareHref, knownText, originWord } from './known.js';
import { animatedFirstMove } from './firstmove.js';

// Which records a listing shows: the corpus page opens on the community's and verified ones.
const ORIGINS = () => [['corpus,submission', t('origin.communityAndVerified')], ['corpus', t('origin.corpus')],
  ['published', t('origin.published')], ['submission', t('origin.submissions')], ['recent', t('origin.recent')], ['solver', t('origin.solver')],
  ['all', t('origin.all')]];

/** The listing a choice of origin asks for: "recent" is the submissions, newest first, every score. */
const originQuery = origin => origin === 'recent' ? 'submission' : origin;

/** Where the default view starts each variant's submissions, as the server says: "142 (5T) · 66 (5D) …". */
async function floors() {
  const parts = [];
  for (const { code, known } of await allVariants()) {
    if (known) parts.push(`${number(known.listedFrom)} (${code})`);
  }
  return parts.join(' · ');
}

/** The search categories' ladders: one link per variant and category, the chosen one marked. */
async function laddersSection(section, state) {
  try {
    const ladders = await api('/api/records/ladders');
    const link = (l, chosen) => el('a', { class: 'ladder card' + (chosen ? ' chosen' : ''),
      href: `#/?origin=solver&variant=${l.variant}&category=${encodeURIComponent(l.category)}`,
      'aria-current': chosen ? 'true' : undefined },
      el('strong', {}, `${l.variant} · ${l.category}`), l.games ? el('span', {}, t('ladders.best', { score: l.best })) : '',
      // a run that found a game already here files nothing: the ladder still says how far the category got
      l.reached ? el('span', { class: 'reached' }, t('ladders.reached', { score: l.reached })) : '',
      el('small', {}, t('ladders.games', { n: l.games })));
    section.append(el('p', { class: 'hint' }, ...tNodes('ladders.hint', {
        history: el('a', { href: '#/history' }, t('nav.history')) })),
      ladders.length === 0 ? el('p', { class: 'hint' }, t('ladders.none'))
        : el('div', { class: 'ladder-list' }, ladders.map(l => link(l,
          l.category === state.category && (!state.variant || l.variant === state.variant)))),
      state.category ? el('h2', {}, t('ladders.one', { variant: state.variant || t('corpus.allVariants'),
        category: state.category })) : '');
  } catch (e) { section.append(errorBox(e)); }
}

/** The best game of each variant, as cards. */
async function bestsSection(best) {
  try {
    const bests = await api('/api/records/best');
    best.append(...await Promise.all(bests.map(async r => {
      const rules = await variant(r.variant);
      // what the code means, from the server's rules: a newcomer meets 5T before the Rules page
      const rule = t('corpus.lines', { n: rules.lineLength, how: rules.touching ? t('corpus.touching') : t('corpus.disjoint') });
      // a phone's card has room for one short line: the same rule in a few words
      const gloss = rules.touching ? t('corpus.glossTouching', { n: rules.lineLength })
        : t('corpus.glossDisjoint', { n: rules.lineLength });
      return el('a', { class: 'best card', href: `#/records/${r.id}` },
        el('img', { src: `/records/${r.id}.svg?thumbnail=true`, alt: '', loading: 'lazy' }),
        el('div', {}, el('strong', {}, `${r.variant} · ${r.score}`), el('small', { class: 'rule' }, rule),
          el('small', { class: 'gloss' }, gloss),
          r.author ? data(r.author) : el('span', {}, t('corpus.unknownAuthor')), el('small', {}, knownText(rules.known))));
    })));
  } catch (e) { best.append(errorBox(e)); }
}

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
  return el('tr', { class: 'clickable' + (r.retracted ? ' retracted' : ''),
    onclick: e => { if (!e.target.closest('a')) location.hash = `#/records/${r.id}`; } },
    el('td', {}, el('a', { href: `#/records/${r.id}` }, el('img', { class: 'thumb', src: `/records/${r.id}.svg?thumbnail=true`, alt: t('record.name', { id: r.id }), loading: 'lazy' }))),
    el('td', {}, r.variant),
    el('td', {}, el('a', { href: `#/records/${r.id}` }, r.score),
      r.terminal ? '' : el('span', { class: 'badge', title: t('corpus.unfinishedWhy') }, ' ', t('corpus.unfinished'))),
    el('td', {}, r.author ? data(r.author) : el('span', { class: 'hint', title: r.description || '' },
      r.source ? tNodes('corpus.unattributedFrom', { source: data(r.source) }) : t('corpus.unattributed'))),
    el('td', { class: 'date' }, r.setOn ? date(r.setOn) : r.origin === 'corpus' || r.origin === 'published' ? '—' : date(r.submittedAt)),
    el('td', {}, r.retracted ? t('corpus.retracted') : originWord(r.origin) + (r.category ? ` (${r.category})` : ''),
      familyOf && String(r.id) !== familyOf
        ? [' · ', el('a', { class: 'compare', href: compareHref(familyOf, r.id) }, t('family.compare'))] : ''));
}

/** The listing's filters, set as the state says; a change of a choice lists again from the first page. */
function filterForm(state, codes, go) {
  return el('form', { class: 'filters', onsubmit: e => { e.preventDefault(); go(0); } },
    el('label', {}, t('corpus.variant'), ' ', el('select', { name: 'variant', onchange: () => go(0) },
      ['', ...codes].map(v => el('option', { value: v, selected: v === state.variant }, v || t('corpus.allVariants'))))),
    el('label', {}, t('corpus.showing'), ' ', el('select', { name: 'origin', onchange: () => go(0) },
      ORIGINS().map(([v, t]) => el('option', { value: v, selected: v === state.origin }, t)))),
    el('label', {}, t('corpus.scores'), ' ', el('select', { name: 'scores', onchange: () => go(0) },
      [['near', t('corpus.nearRecords')], ['all', t('corpus.everyScore')]]
        .map(([v, text]) => el('option', { value: v, selected: v === state.scores }, text)))),
    el('label', {}, t('corpus.author'), ' ', el('input', { name: 'author', value: state.author, placeholder: t('corpus.anyAuthor'), size: 12 })),
    el('label', {}, t('corpus.movesFrom'), ' ', el('input', { name: 'minScore', type: 'number', min: 0, value: state.minScore, size: 4 }),
      ' ', t('corpus.movesTo'), ' ', el('input', { name: 'maxScore', type: 'number', min: 0, value: state.maxScore, size: 4 })),
    el('label', {}, t('corpus.sort'), ' ', el('select', { name: 'sort', onchange: () => go(0) },
      [['-score', t('corpus.bestFirst')], ['score', t('corpus.worstFirst')], ['-date', t('corpus.newestFirst')], ['date', t('corpus.oldestFirst')]]
        .map(([v, t]) => el('option', { value: v, selected: v === state.sort }, t)))),
    el('button', { type: 'submit' }, t('corpus.filter')));
}

export async function corpusPage(main, params) {
  const state = { variant: params.get('variant') || '', author: params.get('author') || '',
    sort: params.get('sort') || '-score', page: Number(params.get('page') || 0),
    origin: params.get('origin') || 'corpus,submission', category: params.get('category') || '',
    scores: params.get('scores') || 'near', minScore: params.get('minScore') || '', maxScore: params.get('maxScore') || '',
    familyOf: params.get('familyOf') || '' };
  // the first look keeps far-off tries out; every score, and the newest submissions, are one choice away
  const near = state.scores === 'near' && state.origin !== 'recent' && state.origin !== 'solver';
  const best = el('section', { class: 'bests' });
  const table = el('div', { class: 'table-wrap' });
  const codes = await variantCodes();
  const filters = filterForm(state, codes, go);
  /** A column header that orders the listing by it, best or newest first, and the other way on a second click. */
  function sortable(label, key) {
    const now = state.sort.replace('-', '') === key ? (state.sort.startsWith('-') ? ' ▼' : ' ▲') : '';
    return el('button', { type: 'button', class: 'link sort', onclick: () => {
      filters.elements.sort.value = state.sort === '-' + key ? key : '-' + key;
      go(0);
    } }, label + now);
  }
  function go(page) {
    const q = new URLSearchParams();
    for (const name of ['variant', 'author', 'sort', 'minScore', 'maxScore']) {
      if (filters.elements[name].value) q.set(name, filters.elements[name].value);
    }
    if (state.familyOf) q.set('familyOf', state.familyOf);
    if (filters.elements.origin.value !== 'corpus,submission') q.set('origin', filters.elements.origin.value);
    if (filters.elements.scores.value !== 'near') q.set('scores', filters.elements.scores.value);
    if (filters.elements.origin.value === 'recent' && filters.elements.origin.value !== state.origin) q.set('sort', '-date');
    // a ladder is one category's: it stays chosen while only the variant, author or order change
    if (state.category && filters.elements.origin.value === 'solver') q.set('category', state.category);
    if (page) q.set('page', page);
    location.hash = '#/?' + q;
  }
  const ladders = state.origin === 'solver' ? el('section', { class: 'ladders' }) : '';
  const floor = el('p', { class: 'hint floor' });
  // what the site is, for a newcomer: one sentence and the first move drawn
  const first = state.origin === 'solver' ? null : animatedFirstMove(await variant('5T'));
  const about = first ? el('section', { class: 'about' }, first.element,
    el('p', {}, t('corpus.about'), ' ', el('a', { href: '#/rules' }, t('corpus.howTo')))) : '';
  // a family is one choice away from a record's page; the chip says so and takes it off
  const family = state.familyOf ? el('p', { class: 'chip family' }, t('corpus.familyOf', { id: state.familyOf }), ' ',
    el('a', { href: '#/?' + new URLSearchParams([...params].filter(([k]) => k !== 'familyOf')) }, t('corpus.allFamilies'))) : '';
  const download = el('p', { class: 'hint download-all' }, el('a', { href: '/records/corpus.zip', download: '' },
    t('corpus.downloadAll')));
  clear(main).append(el('h1', {}, state.origin === 'solver' ? t('ladders.title') : t('corpus.title')), about, best, filters,
    family, floor, ladders, table, download);
  if (near) {
    const every = el('a', { href: '#/?' + new URLSearchParams({ ...Object.fromEntries(params), scores: 'all' }) },
      t('corpus.showEvery'));
    floor.append(...tNodes('corpus.floor', { floors: await floors(), every }));
  }
  if (ladders) await laddersSection(ladders, state);

  await bestsSection(best);

  try {
    const listing = await api('/api/records?' + listingQuery(state, near));
    if (listing.total === 0) {
      const filtered = state.variant || state.author || state.minScore || state.maxScore || state.familyOf
        || state.origin !== 'corpus,submission';
      table.append(el('p', { class: 'empty hint' }, filtered
        ? t('corpus.noMatch') : t('corpus.empty')));
      return () => first?.stop();
    }
    table.append(el('table', { class: 'records' },
      el('thead', {}, el('tr', {}, ['', t('corpus.variant'), sortable(t('corpus.score'), 'score'), t('corpus.author'),
        sortable(t('corpus.set'), 'date'), t('corpus.origin')].map(h => el('th', {}, h)))),
      el('tbody', {}, listing.items.map(r => recordRow(r, state.familyOf)))));
    const pages = Math.max(1, Math.ceil(listing.total / listing.size));
    table.append(el('p', { class: 'pager' },
      el('button', { disabled: state.page === 0, onclick: () => go(state.page - 1) }, t('pager.previous')),
      ' ', t('pager.page', { page: number(state.page + 1), pages: number(pages) }), ' · ', t('corpus.records', { n: listing.total }), ' ',
      el('button', { disabled: state.page + 1 >= pages, onclick: () => go(state.page + 1) }, t('pager.next'))));
  } catch (e) { table.append(errorBox(e)); }
  return () => first?.stop();
}
