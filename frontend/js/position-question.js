import { api } from './api.js';
import { el, clear, errorBox } from './dom.js';

/**
 * A button that hands the position shown to the server and says its answer in place: the look-ahead and the
 * explorer ask this way. `name` is the button's and the answer's class; `describe` turns the answer into nodes.
 */
export function positionQuestion({ name, path, label, working, currentGame, describe, tag = 'p' }) {
  const answer = el(tag === 'p' ? 'span' : 'div', { class: `${name}-answer`, 'aria-live': 'polite' });
  const button = el(
    'button',
    {
      class: name,
      onclick: async () => {
        clear(answer).append(working);
        button.disabled = true;
        try {
          clear(answer).append(...describe(await api(path, { method: 'POST', json: currentGame() })));
        } catch (e) {
          clear(answer).append(errorBox(e));
        } finally {
          button.disabled = false;
        }
      },
    },
    label,
  );
  return tag === 'p'
    ? el('p', { class: `controls ${name}-controls` }, button, ' ', answer)
    : el('div', { class: `${name}-controls` }, el('p', { class: 'controls' }, button), answer);
}
