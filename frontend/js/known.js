import { el } from './dom.js';
import { date, number, t, tNodes } from './i18n.js';

// What the community knows about a variant (the API's "known": score, proven, holder, date), in words.

/** "World record 178, Christopher D. Rosin, Aug 2011", or "Proven optimum: 35". */
export function knownText(known) {
  if (!known) return '';
  if (known.proven) return t('known.optimum', { score: known.score });
  return [t('known.record', { score: known.score }), known.holder, known.date && date(known.date)]
    .filter(Boolean)
    .join(', ');
}

/** A stored game's verdict: "legal: 178 moves, none left to play", "legal: 61 moves, 13 still possible". */
export function verdictText(record) {
  return record.terminal
    ? t('record.legalTerminal', { n: record.score })
    : t('record.legalOpen', { n: record.score, open: number(record.availableMoves) });
}

/** Where a record comes from, as the page says it: corpus, published, submission or solver. */
export function originWord(origin) {
  return (
    {
      corpus: t('origin.word.corpus'),
      published: t('origin.word.published'),
      submission: t('origin.word.submission'),
      solver: t('origin.word.solver'),
    }[origin] || origin
  );
}

/**
 * A record's family in words: the game whose dots it shares, and a link to all the games that place
 * them, or that no other game places them. Only a game just stored (fresh) is called new: a new
 * figure of a shared dot set, or a new dot set.
 */
export function familyNodes(record, fresh = false) {
  const family = record.family;
  if (!family) return null;
  if (!family.sameDotsAsId) return el('span', {}, fresh ? t('family.new') : t('family.unique'));
  const link = el('a', { href: `#/records/${family.sameDotsAsId}` }, family.sameDotsAs);
  return el(
    'span',
    {},
    ...(fresh ? tNodes('family.newFigure', { link }) : tNodes('family.sameDots', { link })),
    ' ',
    el('a', { class: 'compare', href: compareHref(record.id, family.sameDotsAsId) }, t('family.compare')),
    ' · ',
    el('a', { href: `#/?familyOf=${record.id}&origin=all&scores=all` }, t('family.games', { n: family.games })),
  );
}

/** Where two records are laid over each other, their differing lines marked. */
export const compareHref = (id, other) => `#/records/${id}/compare/${other}`;

/** A game a search found again: the record that already holds it, never "new". */
export function foundAgainNodes(record) {
  return el(
    'span',
    {},
    ...tNodes('family.foundAgain', {
      link: el('a', { href: `#/records/${record.id}` }, t('record.name', { id: record.id })),
    }),
  );
}

/** Where a score stands beside it: "171, 7 short of the world record (178)", "35 = proven optimum". */
export function standing(score, known) {
  if (!known || score === undefined || score === null) return score ?? '—';
  if (score === known.score)
    return known.proven ? t('standing.optimum', { score }) : t('standing.tiesRecord', { score, holder: known.holder });
  if (score > known.score) return t('standing.beats', { score, record: known.score, n: score - known.score });
  return known.proven
    ? t('standing.shortOfOptimum', { score, optimum: known.score, n: known.score - score })
    : t('standing.shortOfRecord', { score, record: known.score, n: known.score - score });
}
