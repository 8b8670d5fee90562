import { el, data } from './dom.js';
import { positionQuestion } from './position-question.js';
import { number, t } from './i18n.js';

/**
 * The explorer: the known games that pass through the position shown (whatever their move order and symmetry),
 * how long each went and what it played next there, each a link to that move of the game.
 */
export function explorerControls(currentGame) {
  return positionQuestion({
    name: 'explorer',
    path: '/api/games/explorer',
    label: t('explorer.button'),
    working: t('explorer.working'),
    currentGame,
    describe,
    tag: 'div',
  });
}

/** The answer in words: how many games pass through here, then the longest, each with its next move. */
export function describe(x) {
  if (x.total === 0) return [el('p', {}, t('explorer.none'))];
  const items = x.games.map(g => {
    const name =
      g.recordId != null && g.nextMove != null
        ? el('a', { href: `#/records/${g.recordId}?move=${g.nextMove}`, translate: 'no' }, g.source)
        : g.recordId != null
          ? el('a', { href: `#/records/${g.recordId}`, translate: 'no' }, g.source)
          : data(g.source);
    return el(
      'li',
      {},
      name,
      ': ',
      g.next
        ? t('explorer.next', { length: g.length, x: g.next.x, y: g.next.y })
        : t('explorer.ends', { length: g.length }),
    );
  });
  const more =
    x.total > x.games.length
      ? [el('p', { class: 'hint' }, t('explorer.more', { n: number(x.total - x.games.length) }))]
      : [];
  return [
    el('p', {}, t('explorer.count', { n: number(x.total) })),
    el('ul', { class: 'explorer-games' }, ...items),
    ...more,
  ];
}
