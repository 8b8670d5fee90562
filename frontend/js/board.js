// Draws a game as SVG: the grid, the starting cross, every line played so far and the dots they
// placed, with optional move numbers, turned and mirrored as the viewer likes.
import { el } from './dom.js';
import { t } from './i18n.js';
import { transform, untransform } from './orientation.js';

const NS = 'http://www.w3.org/2000/svg';
const STEP = { H: [1, 0], V: [0, 1], DP: [1, -1], DN: [1, 1] };
const CELL = 24;

/** An SVG element with its attributes. */
export function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** The points of a move's line, origin first. */
export function linePoints(move, lineLength) {
  const [dx, dy] = STEP[move.dir];
  const ox = move.x - move.pos * dx,
    oy = move.y - move.pos * dy;
  return Array.from({ length: lineLength }, (_, i) => [ox + i * dx, oy + i * dy]);
}

/** A candidate line in plain words: "horizontal, the new point at the left end", "vertical, the new point 2nd from the top". */
export function lineInWords(move, lineLength) {
  const dir = move.dir.toLowerCase();
  // both ends by name: "the other end" left the reader to work out which
  const where =
    move.pos === 0
      ? t(`line.end.${dir}`)
      : move.pos === lineLength - 1
        ? t(`line.far.${dir}`)
        : t(`line.from.${dir}`, { n: move.pos });
  return t('line.words', { kind: t(`line.kind.${dir}`), where });
}

const COORDINATES_KEY = 'morpion.coordinates';

/** Whether boards show their coordinates: one choice for every board, kept in this browser. */
export const coordinatesShown = () => localStorage.getItem(COORDINATES_KEY) === 'on';
export const showCoordinates = on => localStorage.setItem(COORDINATES_KEY, on ? 'on' : 'off');

/** The checkbox that shows or hides every board's coordinates; {@code redraw} draws the page's board again. */
export function coordinatesToggle(redraw) {
  const onchange = e => {
    showCoordinates(e.target.checked);
    redraw();
  };
  const box = el('input', { type: 'checkbox', class: 'coordinates-toggle', checked: coordinatesShown(), onchange });
  return el('label', {}, box, ' ', t('board.coordinates'));
}

/**
 * The coordinates along the top and the left margin, in the board's own terms (the ones error
 * messages use, such as "(2,1)"), whichever way the board is turned: a column shows x or y,
 * whichever is the same all along it.
 */
function coordinates(minX, maxX, minY, maxY, options) {
  const labels = svg('g', { class: 'coordinates' });
  const label = (cx, cy, a, b) => {
    const [p, q] = [untransform(a, options), untransform(b, options)];
    const text = svg('text', { x: cx, y: cy + 3, 'text-anchor': 'middle' });
    text.textContent = p[0] === q[0] ? p[0] : p[1];
    labels.append(text);
  };
  for (let x = minX + 1; x < maxX; x++) label((x - minX) * CELL, 0, [x, minY], [x, minY + 1]);
  for (let y = minY + 1; y < maxY; y++) label(0, (y - minY) * CELL, [minX, y], [minX + 1, y]);
  return labels;
}

/**
 * options: shown (moves drawn, default all), numbers, rotate, flip, highlight (legal points to
 * mark: [{x, y}]), candidates (lines to offer: moves drawn dashed, each with its data-candidate
 * index), marked (index of a move to mark as bad), missing (a point {x, y} to mark as the one a
 * bad move lacks), coordinates (default: as chosen in this browser), lineClass (a class for move i's
 * line: what a comparison marks), under and over (lines drawn beneath the game's or above them:
 * {moves, cls}, a ghost record beneath, another game's lines above), last (false: the last move is not marked,
 * where its red would read as one of a comparison's colours).
 */
export function drawBoard(variant, moves, options = {}) {
  const shown = options.shown ?? moves.length;
  const all = variant.cross.map(([x, y]) => [x, y]);
  [...moves, ...(options.under?.moves || []), ...(options.over?.moves || [])].forEach(m =>
    linePoints(m, variant.lineLength).forEach(p => all.push(p)),
  );
  (options.highlight || []).forEach(p => all.push([p.x, p.y]));
  if (options.missing) all.push([options.missing.x, options.missing.y]);
  const pts = all.map(p => transform(p, options));
  const xs = pts.map(p => p[0]),
    ys = pts.map(p => p[1]);
  const minX = Math.min(...xs) - 1,
    maxX = Math.max(...xs) + 1,
    minY = Math.min(...ys) - 1,
    maxY = Math.max(...ys) + 1;
  const px = ([x, y]) => {
    const [tx, ty] = transform([x, y], options);
    return [(tx - minX) * CELL, (ty - minY) * CELL];
  };
  const root = svg('svg', {
    viewBox: `${-CELL / 2} ${-CELL / 2} ${(maxX - minX + 1) * CELL} ${(maxY - minY + 1) * CELL}`,
    class: 'board',
    role: 'img',
    'aria-label': t('board.label', { variant: variant.code, shown, n: moves.length }),
  });
  const grid = svg('g', { class: 'grid' });
  for (let x = minX; x <= maxX; x++) {
    for (let y = minY; y <= maxY; y++) {
      grid.append(svg('circle', { cx: (x - minX) * CELL, cy: (y - minY) * CELL, r: 1.6 }));
    }
  }
  root.append(grid);
  if (options.coordinates ?? coordinatesShown()) root.append(coordinates(minX, maxX, minY, maxY, options));
  const drawing = { variant, moves, options, shown, px };
  root.append(drawLines(drawing));
  const dots = drawDots(drawing);
  drawOffers(dots, drawing);
  root.append(dots);
  // where a board point is drawn, for what is laid over the board later (a line's preview)
  root.pointAt = px;
  return root;
}

function lineElement(drawing, move, cls) {
  const line = linePoints(move, drawing.variant.lineLength).map(drawing.px);
  return svg('line', { x1: line[0][0], y1: line[0][1], x2: line.at(-1)[0], y2: line.at(-1)[1], class: cls });
}

/** The lines of the moves shown, the last and a bad one marked. */
function drawLines({ variant, moves, options, shown, px }) {
  const drawing = { variant, px };
  const lines = svg('g', { class: 'lines' });
  const layer = ({ moves: drawn, cls }) =>
    drawn.forEach(m => {
      const [cx, cy] = px([m.x, m.y]);
      lines.append(lineElement(drawing, m, `line ${cls}`), svg('circle', { cx, cy, r: 4, class: `${cls}-dot` }));
    });
  if (options.under) layer(options.under);
  const last = options.last === false ? -1 : shown - 1;
  moves.slice(0, shown).forEach((m, i) => {
    const cls = i === options.marked ? 'line bad' : i === last ? 'line last' : 'line';
    const extra = options.lineClass?.(i);
    lines.append(lineElement(drawing, m, extra ? `${cls} ${extra}` : cls));
  });
  if (options.over) layer(options.over);
  if (options.marked !== undefined && options.marked >= shown) {
    lines.append(lineElement(drawing, moves[options.marked], 'line bad'));
  }
  return lines;
}

/** The cross, the new dots of the moves shown (numbered if asked), a bad move's and a missing point. */
function drawDots({ variant, moves, options, shown, px }) {
  const dots = svg('g', { class: 'dots' });
  variant.cross.forEach(p => {
    const [cx, cy] = px(p);
    dots.append(svg('circle', { cx, cy, r: 5, class: 'cross' }));
  });
  moves.slice(0, shown).forEach((m, i) => {
    const [cx, cy] = px([m.x, m.y]);
    // numbered dots are larger, and numbers of three digits smaller, so that 178 fits inside its dot
    dots.append(
      svg('circle', {
        cx,
        cy,
        r: options.numbers ? 7 : 5.5,
        class: i === options.marked ? 'move bad' : i === shown - 1 && options.last !== false ? 'move last' : 'move',
      }),
    );
    if (options.numbers) {
      const size = i + 1 >= 100 ? 5.2 : 7;
      const number = svg('text', { x: cx, y: cy + size * 0.36, class: 'number', 'font-size': size });
      number.textContent = i + 1;
      dots.append(number);
    }
  });
  if (options.marked !== undefined && options.marked >= shown) {
    const [cx, cy] = px([moves[options.marked].x, moves[options.marked].y]);
    dots.append(svg('circle', { cx, cy, r: 7, class: 'move bad' }));
  }
  if (options.missing) {
    const [cx, cy] = px([options.missing.x, options.missing.y]);
    dots.append(svg('circle', { cx, cy, r: 9, class: 'missing' }));
  }
  return dots;
}

/** What Play offers on the board: the legal points, and the lines a point can be played with. */
function drawOffers(dots, { variant, options, px }) {
  (options.highlight || []).forEach(p => {
    const [cx, cy] = px([p.x, p.y]);
    // focusable, so that the board can be played from the keyboard (Tab, then Enter)
    // the target is nearly the whole cell, the green dot inside it smaller: a finger needs the room
    const spot = svg('circle', {
      cx,
      cy,
      r: CELL / 2 - 0.5,
      class: 'legal',
      'data-x': p.x,
      'data-y': p.y,
      tabindex: 0,
      role: 'button',
      'aria-label': t('board.playAt', { x: p.x, y: p.y }),
    });
    dots.append(spot, svg('circle', { cx, cy, r: 7, class: 'legal-dot' }));
  });
  (options.candidates || []).forEach((m, i) => {
    const points = linePoints(m, variant.lineLength);
    const line = points.map(px);
    dots.append(
      svg('line', {
        x1: line[0][0],
        y1: line[0][1],
        x2: line.at(-1)[0],
        y2: line.at(-1)[1],
        class: 'line candidate',
        'data-candidate': i,
      }),
    );
    // two candidates on one line overlap: their ends and numbers tell them apart; the number goes at
    // the end farther from the new point, where collinear candidates differ
    const far =
      Math.abs(points[0][0] - m.x) + Math.abs(points[0][1] - m.y) >=
      Math.abs(points.at(-1)[0] - m.x) + Math.abs(points.at(-1)[1] - m.y)
        ? line[0]
        : line.at(-1);
    const near = far === line[0] ? line.at(-1) : line[0];
    dots.append(
      svg('circle', { cx: near[0], cy: near[1], r: 3, class: 'candidate-end' }),
      svg('circle', { cx: far[0], cy: far[1], r: 6.5, class: 'candidate-end far', 'data-candidate': i }),
    );
    const label = svg('text', { x: far[0], y: far[1] + 3, class: 'candidate-number', 'data-candidate': i });
    label.textContent = i + 1;
    dots.append(label);
  });
}
