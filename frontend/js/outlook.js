import { el, data } from './dom.js';
import { positionQuestion } from './position-question.js';
import { t } from './i18n.js';

/**
 * The answer in words: what the server knew of the position before it looked (the longest known game through it,
 * and what bounds it), then what it proved or found.
 */
export function describe(o) {
  const parts = [
    el(
      'strong',
      { class: o.proven ? 'proven' : '' },
      o.proven ? t('outlook.proven', { n: o.more, best: o.best }) : t('outlook.found', { n: o.more, best: o.best }),
    ),
  ];
  if (o.witness) {
    const source =
      o.witness.recordId != null
        ? el('a', { href: `#/records/${o.witness.recordId}`, translate: 'no' }, o.witness.source)
        : data(o.witness.source);
    parts.push(el('span', { class: 'outlook-witness' }, ' ', t('outlook.witness'), ' ', source, '.'));
  }
  if (o.atMost != null && o.atMostProof) {
    parts.push(
      el(
        'span',
        { class: 'outlook-bound' },
        ' ',
        o.proven
          ? t('outlook.provenBy', { proof: o.atMostProof })
          : t('outlook.atMost', { atMost: o.atMost, proof: o.atMostProof }),
      ),
    );
  }
  return parts;
}

/**
 * "What's still possible from here": a button that hands the position to the server and says what it found,
 * proven (no longer game begins with these moves) or found only (a lower bound).
 */
export function outlookControls(currentGame) {
  return positionQuestion({
    name: 'outlook',
    path: '/api/games/outlook',
    label: t('outlook.button'),
    working: t('outlook.working'),
    currentGame,
    describe,
  });
}
