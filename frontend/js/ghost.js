import { api } from './api.js';
import { el, clear } from './dom.js';
import { follows, ghostNext } from './ghost-track.js';
import { t, tNodes } from './i18n.js';

// Ghost mode: a record drawn faintly under Play's board, and how many of the player's moves lie on its
// lines. The record chosen is kept in this browser until it is hidden, so that a reload keeps it.
const GHOST_KEY = 'morpion.play-ghost';

/** The ghost a link asks for (?ghost=ID), else the one this browser keeps; null when there is none or it is gone. */
export async function openGhost(params) {
  const id = params.get('ghost') || localStorage.getItem(GHOST_KEY);
  if (!id || !/^\d+$/.test(id)) return null;
  try {
    const [record, game] = await Promise.all([api(`/api/records/${id}`), api(`/records/${id}.json`)]);
    localStorage.setItem(GHOST_KEY, id);
    const name = record.author
      ? `${record.author} ${record.score} (${t('record.name', { id })})`
      : t('record.name', { id });
    return { id, variant: record.variant, moves: game.moves, name };
  } catch {
    // a ghost that was retracted or never was leaves Play as it was
    localStorage.removeItem(GHOST_KEY);
    return null;
  }
}

/** What drawBoard lays under the game: the ghost's lines, when it is of the game's variant. */
export const ghostUnder = (ghost, code) =>
  ghost && ghost.variant === code ? { moves: ghost.moves, cls: 'ghost' } : undefined;

/** The ghost's next move that the game can play now, when it is of the game's variant; null otherwise. */
export const nextOfGhost = (ghost, game, legalMoves, lineLength) =>
  ghost && ghost.variant === game.code ? ghostNext(ghost.moves, game.moves, legalMoves, lineLength) : null;

/**
 * The ghost's line on Play: which record it is, how many of the moves lie on its lines and how many follow its order,
 * a button (and the g key) that shows its next move on the board, and a button to hide it.
 */
export function showGhost(holder, ghost, game, lineLength, hide, next) {
  clear(holder);
  if (!ghost) return;
  const link = el('a', { href: `#/records/${ghost.id}` }, ghost.name);
  const button = el(
    'button',
    {
      class: 'link hide-ghost',
      onclick: () => {
        localStorage.removeItem(GHOST_KEY);
        hide();
      },
    },
    t('ghost.hide'),
  );
  if (ghost.variant !== game.code) {
    holder.append(
      el(
        'p',
        { class: 'ghost-line' },
        ...tNodes('ghost.label', { link }),
        ' ',
        t('ghost.otherVariant', { variant: ghost.variant }),
        ' ',
        button,
      ),
    );
    return;
  }
  const { on, inOrder } = follows(ghost.moves, game.moves, lineLength);
  const order = game.moves.length ? ' ' + t('ghost.inOrder', { n: inOrder }) : '';
  const nextLine = next.move
    ? next.shown
      ? el('span', { class: 'ghost-next-text' }, t('ghost.next', { x: next.move.x, y: next.move.y }))
      : el(
          'button',
          { class: 'link show-ghost-next', title: t('ghost.nextKey'), onclick: next.show },
          t('ghost.showNext'),
        )
    : el('span', { class: 'ghost-next-text' }, t('ghost.noNext'));
  holder.append(
    el(
      'p',
      { class: 'ghost-line' },
      ...tNodes('ghost.label', { link }),
      ' ',
      el('span', { class: 'ghost-matches' }, t('ghost.matches', { n: on, moves: game.moves.length }) + order),
      ' ',
      nextLine,
      ' ',
      button,
    ),
  );
}
