// The rules for a newcomer: what a move is, drawn and animated; touching against disjoint, drawn; the
// four variants with their best known results, read from the server.
import { allVariants, variant } from './api.js';
import { drawBoard } from './board.js';
import { el, clear } from './dom.js';
import { number, t } from './i18n.js';
import { knownText } from './known.js';
import { animatedFirstMove } from './firstmove.js';

export async function rulesPage(main) {
  const five = await variant('5T');
  const fiveD = await variant('5D');
  const first = animatedFirstMove(five);
  // two horizontal lines meeting end to end at (4,3): move 3 is legal in 5T, and illegal (marked) in 5D
  const meeting = [
    { x: 3, y: -1, dir: 'V', pos: 0 },
    { x: 4, y: 3, dir: 'H', pos: 4 },
    { x: 5, y: 3, dir: 'H', pos: 1 },
  ];
  const board = (rules, options) =>
    el(
      'div',
      { class: 'board-holder small rules-board' },
      drawBoard(rules, meeting, { numbers: true, coordinates: false, ...options }),
    );
  const variants = [];
  for (const rules of await allVariants()) {
    const code = rules.code;
    variants.push(
      el(
        'li',
        {},
        el('strong', {}, code),
        ' — ',
        t(`rules.variant.${code}`),
        ' ',
        rules.known ? knownText(rules.known) : '',
      ),
    );
  }
  clear(main).append(
    el('h1', {}, t('rules.title')),
    el(
      'section',
      { class: 'rules' },
      el('p', {}, t('rules.goal')),
      el('h2', {}, t('rules.moveTitle')),
      first.element,
      el('p', {}, t('rules.move', { n: number(5) })),
      el('h2', {}, t('rules.touchTitle')),
      el(
        'div',
        { class: 'rules-pair' },
        el('figure', {}, board(five, {}), el('figcaption', {}, t('rules.touching'))),
        el('figure', {}, board(fiveD, { shown: 2, marked: 2 }), el('figcaption', {}, t('rules.disjoint'))),
      ),
      el('h2', {}, t('rules.variantsTitle')),
      el('ul', {}, variants),
      el('p', {}, el('a', { class: 'button', href: '#/play' }, t('rules.tryIt'))),
    ),
  );
  return () => first.stop();
}
