// A game's moves as a list beside its board: each one a button that shows the board at that move,
// the one shown marked and kept in view. Record and Play share it.
import { el } from './dom.js';
import { lineInWords } from './board.js';
import { t } from './i18n.js';
import { seenDirection } from './orientation.js';

// y grows downwards on the board: DP rises to the right, DN falls
const SYMBOL = { H: '―', V: '|', DP: '╱', DN: '╲' };
const glyph = (dir, view) => SYMBOL[seenDirection(dir, view)] || dir;

/**
 * The list of {@code moves}; {@code pick(k)} is called with the number of moves to show (1 for the
 * first move). Returns the element, {@code show(k)}, which marks the k-th move (none for 0), and
 * {@code orient(view)}, which turns the lines' glyphs as the board is turned ({rotate, flip}); the
 * points stay in the board's own terms, as its coordinates do.
 */
export function moveList(moves, lineLength, pick, view = {}) {
  const glyphs = moves.map(m => el('span', { class: 'glyph' }, glyph(m.dir, view)));
  const items = moves.map((m, i) =>
    el(
      'li',
      {},
      el(
        'button',
        { type: 'button', class: 'move', title: lineInWords(m, lineLength), onclick: () => pick(i + 1) },
        `${i + 1}. (${m.x}, ${m.y}) `,
        glyphs[i],
      ),
    ),
  );
  const list = el('ol', { class: 'move-list', 'aria-label': t('record.moves') }, items);
  let marked = null;
  function show(k) {
    if (marked) marked.classList.remove('shown');
    marked = k > 0 ? items[k - 1] : null;
    if (marked) {
      marked.classList.add('shown');
      // within the list only: the page itself does not jump
      const top = marked.offsetTop; // the list is positioned: offsets are within it
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - marked.offsetHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
  }
  function orient(turned) {
    moves.forEach((m, i) => {
      glyphs[i].textContent = glyph(m.dir, turned);
    });
  }
  return { element: list, show, orient };
}
