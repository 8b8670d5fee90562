// Draws a game as SVG: the grid, the starting cross, every line played so far and the dots they
// placed, with optional move numbers, turned and mirrored as the viewer likes.
import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const STEP = { H: [1, 0], V: [0, 1], DP: [1, -1], DN: [1, 1] };
const CELL = 24;

function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** The points of a move's line, origin first. */
export function linePoints(move, lineLength) {
  const [dx, dy] = STEP[move.dir];
  const ox = move.x - move.pos * dx, oy = move.y - move.pos * dy;
  return Array.from({ length: lineLength }, (_, i) => [ox + i * dx, oy + i * dy]);
}

/** A candidate line in plain words: "horizontal, the new point at the left end", "vertical, the new point 2nd from the top". */
export function lineInWords(move, lineLength) {
  const dir = move.dir.toLowerCase();
  const where = move.pos === 0 ? t(`line.end.${dir}`) : move.pos === lineLength - 1 ? t('line.otherEnd')
    : t(`line.from.${dir}`, { n: move.pos });
  return t('line.words', { kind: t(`line.kind.${dir}`), where });
}

/** rotate: quarter turns clockwise (0..3); flip: mirror left to right first. */
function transform([x, y], { rotate = 0, flip = false }) {
  if (flip) x = -x;
  for (let i = 0; i < rotate; i++) [x, y] = [-y, x];
  return [x, y];
}

/**
 * options: shown (moves drawn, default all), numbers, rotate, flip, highlight (legal points to
 * mark: [{x, y}]), candidates (lines to offer: moves drawn dashed, each with its data-candidate
 * index), marked (index of a move to mark as bad).
 */
export function drawBoard(variant, moves, options = {}) {
  const shown = options.shown ?? moves.length;
  const all = variant.cross.map(([x, y]) => [x, y]);
  moves.forEach(m => linePoints(m, variant.lineLength).forEach(p => all.push(p)));
  (options.highlight || []).forEach(p => all.push([p.x, p.y]));
  const pts = all.map(p => transform(p, options));
  const xs = pts.map(p => p[0]), ys = pts.map(p => p[1]);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 1, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 1;
  const px = ([x, y]) => { const [tx, ty] = transform([x, y], options); return [(tx - minX) * CELL, (ty - minY) * CELL]; };
  const root = svg('svg', {
    viewBox: `${-CELL / 2} ${-CELL / 2} ${(maxX - minX + 1) * CELL} ${(maxY - minY + 1) * CELL}`,
    class: 'board', role: 'img', 'aria-label': t('board.label', { variant: variant.code, shown, n: moves.length }),
  });
  const grid = svg('g', { class: 'grid' });
  for (let x = minX; x <= maxX; x++) {
    for (let y = minY; y <= maxY; y++) {
      const dot = svg('circle', { cx: (x - minX) * CELL, cy: (y - minY) * CELL, r: 1.6 });
      grid.append(dot);
    }
  }
  root.append(grid);
  const lines = svg('g', { class: 'lines' });
  moves.slice(0, shown).forEach((m, i) => {
    const line = linePoints(m, variant.lineLength).map(px);
    const cls = i === options.marked ? 'line bad' : i === shown - 1 ? 'line last' : 'line';
    lines.append(svg('line', { x1: line[0][0], y1: line[0][1], x2: line.at(-1)[0], y2: line.at(-1)[1], class: cls }));
  });
  if (options.marked !== undefined && options.marked >= shown) {
    const m = moves[options.marked];
    const line = linePoints(m, variant.lineLength).map(px);
    lines.append(svg('line', { x1: line[0][0], y1: line[0][1], x2: line.at(-1)[0], y2: line.at(-1)[1], class: 'line bad' }));
  }
  root.append(lines);
  const dots = svg('g', { class: 'dots' });
  variant.cross.forEach(p => { const [cx, cy] = px(p); dots.append(svg('circle', { cx, cy, r: 5, class: 'cross' })); });
  moves.slice(0, shown).forEach((m, i) => {
    const [cx, cy] = px([m.x, m.y]);
    // numbered dots are larger, and numbers of three digits smaller, so that 178 fits inside its dot
    dots.append(svg('circle', { cx, cy, r: options.numbers ? 7 : 5.5,
      class: i === options.marked ? 'move bad' : i === shown - 1 ? 'move last' : 'move' }));
    if (options.numbers) {
      const size = i + 1 >= 100 ? 5.2 : 7;
      const t = svg('text', { x: cx, y: cy + size * 0.36, class: 'number', 'font-size': size });
      t.textContent = i + 1;
      dots.append(t);
    }
  });
  if (options.marked !== undefined && options.marked >= shown) {
    const [cx, cy] = px([moves[options.marked].x, moves[options.marked].y]);
    dots.append(svg('circle', { cx, cy, r: 7, class: 'move bad' }));
  }
  (options.highlight || []).forEach(p => {
    const [cx, cy] = px([p.x, p.y]);
    // focusable, so that the board can be played from the keyboard (Tab, then Enter)
    // the target is nearly the whole cell, the green dot inside it smaller: a finger needs the room
    const spot = svg('circle', { cx, cy, r: CELL / 2 - 0.5, class: 'legal', 'data-x': p.x, 'data-y': p.y, tabindex: 0,
      role: 'button', 'aria-label': t('board.playAt', { x: p.x, y: p.y }) });
    dots.append(spot, svg('circle', { cx, cy, r: 7, class: 'legal-dot' }));
  });
  (options.candidates || []).forEach((m, i) => {
    const line = linePoints(m, variant.lineLength).map(px);
    dots.append(svg('line', { x1: line[0][0], y1: line[0][1], x2: line.at(-1)[0], y2: line.at(-1)[1],
      class: 'line candidate', 'data-candidate': i }));
  });
  root.append(dots);
  return root;
}
