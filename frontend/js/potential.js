// Where a game lost its potential: the longest game known to begin with the position after each move, as a
// curve over the moves, computed by the server in the background when a searcher asks.
import { api, token } from './api.js';
import { svg } from './board.js';
import { el, clear, errorBox } from './dom.js';
import { number, t } from './i18n.js';

const how = point => (point.proven ? t('potential.proven') : t('potential.found'));

/** Pixels between two positions at each zoom step: 0 fits the whole game in the chart's width. */
const ZOOMS = [0, 8, 16, 28];

/**
 * The curve: a point a position, filled where proven and hollow where found, the blunder ringed, a cursor on the
 * move shown; a click (or a tap: each point's target grows with the zoom) shows that move. Returns the chart and
 * what moves its cursor.
 */
function curve(p, show, zoom) {
  const n = p.points.length - 1;
  const bests = p.points.map(q => q.best);
  const lo = Math.min(...bests),
    hi = Math.max(...bests);
  const step = ZOOMS[zoom] || 420 / Math.max(1, n);
  const width = Math.max(480, 60 + n * step);
  const x = k => 40 + k * step,
    y = b => 120 - ((b - lo) / Math.max(1, hi - lo)) * 105;
  const root = svg('svg', {
    viewBox: `0 0 ${width} 150`,
    width,
    height: 150,
    class: 'chart potential-chart',
    role: 'img',
    'aria-label': t('potential.chart'),
  });
  root.append(svg('path', { d: p.points.map((q, k) => `${k ? 'L' : 'M'} ${x(k)} ${y(q.best)}`).join(' ') }));
  for (const [value, at] of hi === lo
    ? [[lo, y(lo)]]
    : [
        [hi, y(hi)],
        [lo, y(lo)],
      ]) {
    const label = svg('text', { x: 2, y: at + 4 });
    label.textContent = value;
    root.append(label);
  }
  const axis = svg('text', { x: width - 20, y: 142, 'text-anchor': 'end' });
  axis.textContent = t('potential.axis', { n });
  root.append(axis);
  const cursor = svg('line', { class: 'cursor', y1: 10, y2: 125, x1: x(0), x2: x(0) });
  root.append(cursor);
  const reach = Math.max(3, Math.min(12, step / 2));
  p.points.forEach((q, k) => {
    const dot = svg('circle', { cx: x(k), cy: y(q.best), r: 3, class: `dot ${q.proven ? 'proven' : 'found'}` });
    // the target a finger or a pointer hits: as wide as the zoom allows, never drawn
    const target = svg('circle', { cx: x(k), cy: y(q.best), r: reach, class: 'target', 'data-move': k });
    const title = svg('title', {});
    title.textContent = t('potential.point', { k, best: q.best, how: how(q) });
    target.append(title);
    target.addEventListener('click', () => show(k));
    root.append(dot, target);
  });
  if (p.blunder)
    root.append(svg('circle', { cx: x(p.blunder.move), cy: y(p.blunder.after.best), r: 7, class: 'blunder' }));
  const holder = el('div', { class: 'potential-scroll' }, root);
  const moveCursor = k => {
    const at = x(Math.max(0, Math.min(n, k)));
    cursor.setAttribute('x1', at);
    cursor.setAttribute('x2', at);
    cursor.setAttribute('data-move', k);
    // keep the move shown in sight when the chart is wider than its place
    if (at < holder.scrollLeft + 20 || at > holder.scrollLeft + holder.clientWidth - 20) {
      holder.scrollLeft = Math.max(0, at - holder.clientWidth / 2);
    }
  };
  return { element: holder, moveCursor };
}

/** Every move after which the curve fell, graded by the thresholds the server states, each a link to that move. */
function dropList(p, record, show) {
  if (!p.drops || p.drops.length === 0) return [];
  const least = Object.fromEntries(p.grades.map(g => [g.grade, g.least]));
  const items = p.drops.map(d =>
    el(
      'li',
      { class: `drop ${d.grade}` },
      el(
        'a',
        {
          href: `#/records/${record.id}?move=${d.move}`,
          onclick: e => {
            e.preventDefault();
            show(d.move);
          },
        },
        t('potential.move', { move: d.move }),
      ),
      ' ',
      t(`potential.grade.${d.grade}`),
      ' ',
      t('potential.lost', { lost: d.lost, before: d.before.best, after: d.after.best }),
    ),
  );
  return [
    el('ul', { class: 'potential-drops' }, ...items),
    el('p', { class: 'hint' }, t('potential.grades', { mistake: least.mistake, blunder: least.blunder })),
  ];
}

function done(p, record, show, chart) {
  const b = p.blunder;
  const words = b
    ? el(
        'p',
        { class: 'potential-blunder' },
        el(
          'a',
          {
            href: `#/records/${record.id}?move=${b.move}`,
            onclick: e => {
              e.preventDefault();
              show(b.move);
            },
          },
          t('potential.move', { move: b.move }),
        ),
        ' ',
        t('potential.blunder', {
          after: b.after.best,
          afterHow: how(b.after),
          before: b.before.best,
          beforeHow: how(b.before),
        }),
      )
    : el('p', { class: 'potential-blunder' }, t('potential.never', { n: record.score }));
  return [chart, words, ...dropList(p, record, show), el('p', { class: 'hint' }, t('potential.legend'))];
}

/** A button that zooms the chart a step out (−1) or in (+1), disabled at either end. */
function zoomButton(step, label, name, zoom, onzoom) {
  return el(
    'button',
    {
      type: 'button',
      class: `zoom-${name}`,
      'aria-label': label,
      disabled: zoom + step < 0 || zoom + step >= ZOOMS.length,
      onclick: () => onzoom(zoom + step),
    },
    step < 0 ? '−' : '+',
  );
}

/** No curve yet: a searcher may ask for one, told how long it takes. */
function noCurve(p, ask) {
  const minutes = number(Math.max(1, Math.round((p.positions * p.secondsPerPosition) / 60)));
  return [
    el('p', {}, t('potential.none')),
    token()
      ? el('button', { class: 'ask-potential', onclick: ask }, t('potential.ask', { minutes }))
      : el('p', { class: 'hint' }, t('potential.needsToken')),
  ];
}

/** A curve on its way: queued behind other curves or searches for a core, or how far it is. */
function curveUnderWay(p, cancel) {
  return [
    el(
      'p',
      { class: 'potential-progress' },
      p.status === 'queued'
        ? t('potential.waiting', { positions: number(p.positions) })
        : t('potential.computing', { done: number(p.positionsDone), positions: number(p.positions) }),
    ),
    token() ? el('button', { type: 'button', class: 'cancel-potential', onclick: cancel }, t('potential.cancel')) : '',
  ];
}

/**
 * The record's potential: the curve when it is done, how far it is while it computes (read again every two
 * seconds), or, for a searcher, a button that asks for it. Returns the section and what stops its reading.
 */
export function potentialSection(record, show) {
  const body = el('div', { 'aria-live': 'polite' });
  const section = el('section', { class: 'potential' }, el('h2', {}, t('potential.title')), body);
  let timer = null;
  let stopped = false;
  async function read() {
    let p;
    try {
      p = await api(`/api/records/${record.id}/potential`);
    } catch (e) {
      clear(body).append(errorBox(e));
      return;
    }
    if (stopped) return;
    if (p.status === 'done') {
      drawDone(p);
      return;
    }
    // a curve cancelled (by its token, an admin, or its token's revocation) or given up may be asked for again
    if (p.status === 'none' || p.status === 'cancelled' || p.status === 'failed') {
      clear(body).append(...noCurve(p, () => change('POST')));
      return;
    }
    // queued: behind other curves or searches for a core, which the layer gives in turn
    clear(body).append(...curveUnderWay(p, () => change('DELETE')));
    timer = setTimeout(read, 2000);
  }
  // a curve asked for (POST) or cancelled (DELETE); the server says whether this token may: the one that asked, or
  // an admin
  async function change(method) {
    clearTimeout(timer);
    try {
      await api(`/api/records/${record.id}/potential`, { method });
    } catch (e) {
      body.append(errorBox(e));
      return;
    }
    read();
  }
  // the chart is drawn again at each zoom step, its cursor kept on the move shown
  let chart = null,
    zoom = 0,
    shown = null;
  function drawDone(p) {
    const onzoom = z => {
      zoom = z;
      drawDone(p);
    };
    chart = curve(p, show, zoom);
    clear(body).append(
      el(
        'p',
        { class: 'controls potential-zoom' },
        zoomButton(-1, t('potential.zoomOut'), 'out', zoom, onzoom),
        zoomButton(1, t('potential.zoomIn'), 'in', zoom, onzoom),
      ),
      ...done(p, record, show, chart.element),
    );
    if (shown !== null) chart.moveCursor(shown);
  }
  read();
  return {
    element: section,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    cursor: k => {
      shown = k;
      if (chart) chart.moveCursor(k);
    },
  };
}
