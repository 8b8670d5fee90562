import { allVariants, api, variant } from './api.js';
import { el, errorBox, data } from './dom.js';
import { number, t, tNodes } from './i18n.js';
import { knownText } from './known.js';

/** The corpus page's sections above its listing: each variant's best game, the search categories' ladders. */

/** Where the default view starts each variant's submissions, as the server says: "142 (5T) · 66 (5D) …". */
export async function floors() {
  const parts = [];
  for (const { code, known } of await allVariants()) {
    if (known) parts.push(`${number(known.listedFrom)} (${code})`);
  }
  return parts.join(' · ');
}

/** The search categories' ladders: one link per variant and category, the chosen one marked. */
export async function laddersSection(section, state) {
  try {
    const ladders = await api('/api/records/ladders');
    const link = (l, chosen) =>
      el(
        'a',
        {
          class: 'ladder card' + (chosen ? ' chosen' : ''),
          href: `#/?origin=solver&variant=${l.variant}&category=${encodeURIComponent(l.category)}`,
          'aria-current': chosen ? 'true' : undefined,
        },
        el('strong', {}, `${l.variant} · ${l.category}`),
        l.games ? el('span', {}, t('ladders.best', { score: l.best })) : '',
        // a run that found a game already here files nothing: the ladder still says how far the category got
        l.reached ? el('span', { class: 'reached' }, t('ladders.reached', { score: l.reached })) : '',
        el('small', {}, t('ladders.games', { n: l.games })),
      );
    section.append(
      el(
        'p',
        { class: 'hint' },
        ...tNodes('ladders.hint', {
          history: el('a', { href: '#/history' }, t('nav.history')),
        }),
      ),
      ladders.length === 0
        ? el('p', { class: 'hint' }, t('ladders.none'))
        : el(
            'div',
            { class: 'ladder-list' },
            ladders.map(l => link(l, l.category === state.category && (!state.variant || l.variant === state.variant))),
          ),
      state.category
        ? el(
            'h2',
            {},
            t('ladders.one', { variant: state.variant || t('corpus.allVariants'), category: state.category }),
          )
        : '',
    );
  } catch (e) {
    section.append(errorBox(e));
  }
}

/** The best game of each variant, as cards. */
export async function bestsSection(best) {
  try {
    const bests = await api('/api/records/best');
    best.append(
      ...(await Promise.all(
        bests.map(async r => {
          const rules = await variant(r.variant);
          // what the code means, from the server's rules: a newcomer meets 5T before the Rules page
          const rule = t('corpus.lines', {
            n: rules.lineLength,
            how: rules.touching ? t('corpus.touching') : t('corpus.disjoint'),
          });
          // a phone's card has room for one short line: the same rule in a few words
          const gloss = rules.touching
            ? t('corpus.glossTouching', { n: rules.lineLength })
            : t('corpus.glossDisjoint', { n: rules.lineLength });
          return el(
            'a',
            { class: 'best card', href: `#/records/${r.id}` },
            el('img', { src: `/records/${r.id}.svg?thumbnail=true`, alt: '', loading: 'lazy' }),
            el(
              'div',
              {},
              el('strong', {}, `${r.variant} · ${r.score}`),
              el('small', { class: 'rule' }, rule),
              el('small', { class: 'gloss' }, gloss),
              r.author ? data(r.author) : el('span', {}, t('corpus.unknownAuthor')),
              el('small', {}, knownText(rules.known)),
            ),
          );
        }),
      )),
    );
  } catch (e) {
    best.append(errorBox(e));
  }
}
