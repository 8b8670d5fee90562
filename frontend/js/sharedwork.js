import { clear, el, errorBox, table } from './dom.js';
import { api, token } from './api.js';

/**
 * What the pages of work the cluster shares in parts (censuses, box proofs) have in common: a list kept fresh, a
 * page that follows one item, and a square a part, in rows of PER_ROW, each page saying what a square holds.
 */

const SVG = 'http://www.w3.org/2000/svg';
export const CELL = 16;
const GAP = 3;
const PER_ROW = 32;

export function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

/** The grid of `parts`, each drawn by `square(part, x, y)` at its place; `label` names the picture. */
export function partGrid(parts, cls, label, square) {
  const columns = Math.min(PER_ROW, parts.length);
  const rows = Math.ceil(parts.length / PER_ROW);
  const root = svg('svg', {
    class: cls,
    role: 'img',
    'aria-label': label,
    viewBox: `0 0 ${columns * (CELL + GAP)} ${rows * (CELL + GAP)}`,
    width: columns * (CELL + GAP),
  });
  parts.forEach((part, i) => {
    root.append(square(part, (i % PER_ROW) * (CELL + GAP), Math.floor(i / PER_ROW) * (CELL + GAP)));
  });
  return root;
}

/** Fills `list` with the items at `path` every 2 s (`empty` when none); returns what stops it. */
export async function liveList(list, path, empty, headers, row) {
  async function refresh() {
    try {
      const page = await api(path);
      clear(list).append(
        page.items.length === 0 ? el('p', { class: 'hint' }, empty) : table('runs', headers(), page.items.map(row)),
      );
    } catch (err) {
      clear(list).append(errorBox(err));
    }
  }
  await refresh();
  const timer = setInterval(refresh, 2000);
  return () => clearInterval(timer);
}

/** Shows what `path` answers every 2 s, its errors in `message`; returns what stops it. */
export function follow(path, show, message) {
  const timer = setInterval(async () => {
    try {
      await show(await api(path));
    } catch (e) {
      clear(message).append(errorBox(e));
    }
  }, 2000);
  return () => clearInterval(timer);
}

/**
 * The list page's frame: its title and what it is, the form an admin starts one from (with `needAdmin` said to a
 * caller without a token), and the list under it.
 */
export function listFrame(main, title, what, needAdmin, form, message, list) {
  clear(main).append(
    el('h1', {}, title),
    el('p', { class: 'hint' }, what),
    token() ? '' : el('p', { class: 'hint' }, needAdmin),
    form,
    message,
    el('h2', {}, title),
    list,
  );
}

/** Posts `body` to `path` and opens the page of what it started (`#/page/ID`), or says in `message` why not. */
export async function startAndOpen(path, body, page, message) {
  clear(message);
  try {
    const started = await api(path, { method: 'POST', json: body });
    location.hash = `#/${page}/${started.id}`;
  } catch (err) {
    message.append(errorBox(err));
  }
}
