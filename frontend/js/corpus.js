import { api, variant } from './api.js';
import { el, clear, errorBox } from './dom.js';

/** What the community knows about a variant, from the corpus: "World record 178, Christopher D. Rosin, 2011-08". */
function knownText(known) {
  if (!known) return '';
  if (known.proven) return `Proven optimum: ${known.score}`;
  return `World record ${known.score}` + (known.holder ? `, ${known.holder}` : '') + (known.date ? `, ${known.date}` : '');
}

// Which records a listing shows: the corpus page opens on the community's and verified ones.
const ORIGINS = [['corpus,submission', 'community & verified'], ['corpus', 'community corpus'],
  ['submission', 'verified submissions'], ['solver', 'found by searches'], ['all', 'all']];

export async function corpusPage(main, params) {
  const state = { variant: params.get('variant') || '', author: params.get('author') || '',
    sort: params.get('sort') || '-score', page: Number(params.get('page') || 0),
    origin: params.get('origin') || 'corpus,submission' };
  const best = el('section', { class: 'bests' });
  const table = el('div', { class: 'table-wrap' });
  const filters = el('form', { class: 'filters', onsubmit: e => { e.preventDefault(); go(0); } },
    el('label', {}, 'Variant ', el('select', { name: 'variant', onchange: () => go(0) },
      ['', '5T', '5D', '4T', '4D'].map(v => el('option', { value: v, selected: v === state.variant }, v || 'all')))),
    el('label', {}, 'Showing ', el('select', { name: 'origin', onchange: () => go(0) },
      ORIGINS.map(([v, t]) => el('option', { value: v, selected: v === state.origin }, t)))),
    el('label', {}, 'Author ', el('input', { name: 'author', value: state.author, placeholder: 'any', size: 12 })),
    el('label', {}, 'Sort ', el('select', { name: 'sort', onchange: () => go(0) },
      [['-score', 'best first'], ['score', 'worst first'], ['-date', 'newest first'], ['date', 'oldest first']]
        .map(([v, t]) => el('option', { value: v, selected: v === state.sort }, t)))),
    el('button', { type: 'submit' }, 'Filter'));
  function go(page) {
    const q = new URLSearchParams();
    for (const name of ['variant', 'author', 'sort']) if (filters.elements[name].value) q.set(name, filters.elements[name].value);
    if (filters.elements.origin.value !== 'corpus,submission') q.set('origin', filters.elements.origin.value);
    if (page) q.set('page', page);
    location.hash = '#/?' + q;
  }
  const ladders = state.origin === 'solver' ? el('p', { class: 'hint' }, 'Each search category\'s climb, run by run, is on the ',
    el('a', { href: '#/history' }, 'History'), ' page.') : '';
  clear(main).append(el('h1', {}, 'Record corpus'), best, filters, ladders, table);

  try {
    const bests = await api('/api/records/best');
    best.append(...await Promise.all(bests.map(async r => el('a', { class: 'best card', href: `#/records/${r.id}` },
      el('img', { src: `/records/${r.id}.svg`, alt: '', loading: 'lazy' }),
      el('div', {}, el('strong', {}, `${r.variant} · ${r.score}`), el('span', {}, r.author || 'unknown'),
        el('small', {}, knownText((await variant(r.variant)).known)))))));
  } catch (e) { best.append(errorBox(e)); }

  try {
    const q = new URLSearchParams({ sort: state.sort, page: state.page, size: 20 });
    if (state.variant) q.set('variant', state.variant);
    if (state.author) q.set('author', state.author);
    if (state.origin !== 'all') q.set('origin', state.origin);
    const listing = await api('/api/records?' + q);
    if (listing.total === 0) {
      const filtered = state.variant || state.author || state.origin !== 'corpus,submission';
      table.append(el('p', { class: 'empty hint' }, filtered
        ? 'No record matches these filters. Choose "all" variants, "all" records, or clear the author to see more.'
        : 'This server holds no records yet. The corpus ships with the service and loads at every start, so an '
          + 'empty list means that loading failed: the service log says why. Games submitted or found by searches '
          + 'appear here too.'));
      return;
    }
    table.append(el('table', { class: 'records' },
      el('thead', {}, el('tr', {}, ['', 'Variant', 'Score', 'Author', 'Set', 'Origin'].map(h => el('th', {}, h)))),
      el('tbody', {}, listing.items.map(r => el('tr', { class: r.retracted ? 'retracted' : undefined },
        el('td', {}, el('a', { href: `#/records/${r.id}` }, el('img', { class: 'thumb', src: `/records/${r.id}.svg`, alt: `record ${r.id}`, loading: 'lazy' }))),
        el('td', {}, r.variant),
        el('td', {}, el('a', { href: `#/records/${r.id}` }, r.score),
          r.terminal ? '' : el('span', { class: 'badge', title: 'moves are still possible: this game is in no best list' }, ' unfinished')),
        el('td', {}, r.author || el('span', { class: 'hint', title: r.description || '' },
          r.source ? `unattributed, from ${r.source}` : 'unattributed')),
        el('td', {}, r.setOn || (r.origin === 'corpus' ? '—' : r.submittedAt.slice(0, 10))),
        el('td', {}, r.retracted ? 'retracted' : r.category ? `${r.origin} (${r.category})` : r.origin))))));
    const pages = Math.max(1, Math.ceil(listing.total / listing.size));
    table.append(el('p', { class: 'pager' },
      el('button', { disabled: state.page === 0, onclick: () => go(state.page - 1) }, '‹ Previous'),
      ` page ${state.page + 1} of ${pages} · ${listing.total} records `,
      el('button', { disabled: state.page + 1 >= pages, onclick: () => go(state.page + 1) }, 'Next ›')));
  } catch (e) { table.append(errorBox(e)); }
}
