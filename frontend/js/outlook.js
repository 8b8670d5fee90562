import { api } from './api.js';
import { el, clear, data, errorBox } from './dom.js';
import { t } from './i18n.js';

/**
 * The answer in words: what the server knew of the position before it looked (the longest known game through it,
 * and what bounds it), then what it proved or found.
 */
export function describe(o) {
  const parts = [el('strong', { class: o.proven ? 'proven' : '' },
    o.proven ? t('outlook.proven', { n: o.more, best: o.best }) : t('outlook.found', { n: o.more, best: o.best }))];
  if (o.witness) {
    const source = o.witness.recordId != null
      ? el('a', { href: `#/records/${o.witness.recordId}`, translate: 'no' }, o.witness.source)
      : data(o.witness.source);
    parts.push(el('span', { class: 'outlook-witness' }, ' ', t('outlook.witness'), ' ', source, '.'));
  }
  if (o.atMost != null && o.atMostProof) {
    parts.push(el('span', { class: 'outlook-bound' }, ' ',
      o.proven ? t('outlook.provenBy', { proof: o.atMostProof }) : t('outlook.atMost', { atMost: o.atMost, proof: o.atMostProof })));
  }
  return parts;
}

/**
 * "What's still possible from here": a button that hands the position to the server and says what it found,
 * proven (no longer game begins with these moves) or found only (a lower bound).
 */
export function outlookControls(currentGame) {
  const answer = el('span', { class: 'outlook-answer', 'aria-live': 'polite' });
  const button = el('button', { class: 'outlook', onclick: async () => {
    clear(answer).append(t('outlook.working'));
    button.disabled = true;
    try {
      const o = await api('/api/games/outlook', { method: 'POST', json: currentGame() });
      clear(answer).append(...describe(o));
    } catch (e) {
      clear(answer).append(errorBox(e));
    } finally {
      button.disabled = false;
    }
  } }, t('outlook.button'));
  return el('p', { class: 'controls outlook-controls' }, button, ' ', answer);
}
