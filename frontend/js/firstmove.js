// A first move drawn over and over, as the rules page and the corpus page show a newcomer.
import { drawBoard } from './board.js';
import { el, clear } from './dom.js';

/** The first move of many a game: the dot above the cross's top arm, with the line down through it. */
const FIRST = { x: 3, y: -1, dir: 'V', pos: 0 };

/** A first move drawn over and over: the cross alone, then the new dot and its line. */
export function animatedFirstMove(rules) {
  const holder = el('div', { class: 'board-holder small rules-board' });
  let shown = 0;
  const draw = () => {
    clear(holder).append(drawBoard(rules, [FIRST], { shown, numbers: true, coordinates: false }));
  };
  draw();
  const timer = setInterval(() => {
    shown = 1 - shown;
    draw();
  }, 1200);
  return { element: holder, stop: () => clearInterval(timer) };
}
