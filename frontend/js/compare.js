import { api, variant } from './api.js';
import { drawBoard, linePoints } from './board.js';
import { el, clear, errorBox } from './dom.js';
import { t, tNodes } from './i18n.js';
import { zoomable } from './zoom.js';

// Two games laid over each other, as the server turns them: the lines both draw, and the ones each
// draws alone, this record's in its colour and the other's dashed.

/** What the comparison comes to, in words: how many lines differ, whether the dots are the same, and any turn. */
function summary(c) {
  const here = c.name;
  const differ = c.lines - c.shared;
  return [
    el(
      'p',
      { class: 'compare-summary' },
      differ === 0 && c.lines === c.otherLines ? t('compare.same') : t('compare.differ', { n: differ, lines: c.lines }),
    ),
    el(
      'p',
      {},
      c.sameDots
        ? t('compare.sameDots')
        : t('compare.otherDots', { here, other: c.otherName, lines: c.lines, otherLines: c.otherLines }),
    ),
    c.symmetry ? el('p', { class: 'hint' }, t('compare.turned', { other: c.otherName })) : '',
  ];
}

function legend(c) {
  const swatch = cls => el('span', { class: `swatch ${cls}` });
  return el(
    'ul',
    { class: 'compare-legend' },
    el('li', {}, swatch(''), t('compare.both', { n: c.shared })),
    el('li', {}, swatch('only-here'), t('compare.onlyHere', { n: c.onlyHere.length, record: c.name })),
    el('li', {}, swatch('only-there'), t('compare.onlyThere', { n: c.onlyThere.length, record: c.otherName })),
  );
}

/** This record's moves the other does not draw, each a link to the record shown at that move. */
const movesAlone = c =>
  c.onlyHere.length === 0
    ? ''
    : el(
        'p',
        { class: 'moves-alone' },
        ...tNodes('compare.movesAlone', {
          record: c.name,
          moves: el(
            'span',
            {},
            c.onlyHere.flatMap((k, i) => [i ? ', ' : '', el('a', { href: `#/records/${c.id}?move=${k}` }, k)]),
          ),
        }),
      );

export async function comparePage(main, id, other) {
  clear(main).append(el('p', {}, t('app.loading')));
  let c, game, rules;
  try {
    c = await api(`/api/records/${id}/compare/${other}`);
    game = await api(`/records/${id}.json`);
    rules = await variant(c.variant);
  } catch (e) {
    clear(main).append(errorBox(e));
    return;
  }
  const holder = el('div', { class: 'board-holder' });
  const zoom = zoomable(holder);
  const alone = new Set(c.onlyHere.map(k => k - 1));
  const board = drawBoard(rules, game.moves, {
    lineClass: i => (alone.has(i) ? 'only-here' : ''),
    over: { moves: c.onlyThere, cls: 'only-there' },
    last: false,
  });
  zoom.show(board);
  clear(main).append(
    el(
      'h1',
      {},
      ...tNodes('compare.heading', {
        here: el('a', { href: `#/records/${id}` }, c.name),
        other: el('a', { href: `#/records/${other}` }, c.otherName),
      }),
    ),
    el(
      'div',
      { class: 'record' },
      el('div', { class: 'viewer' }, holder),
      el('aside', {}, ...summary(c), legend(c), movesAlone(c)),
    ),
  );
  // the board opens on where the games differ; the zoom's whole-board button shows the rest
  const differing = [...c.onlyHere.map(k => game.moves[k - 1]), ...c.onlyThere];
  zoom.focus(differing.flatMap(m => linePoints(m, rules.lineLength)).map(board.pointAt));
  return () => zoom.detach();
}
