// Charts of a best against time: the history page's and a run's.
import { t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/**
 * A step chart of a best against time: points {t, score, title}, the variant's world record or
 * optimum as a dashed line, and the time axis labelled at both ends and in between by
 * {@code dateText(t, span, first)} (a history's dates, a run's elapsed time).
 */
export function stepChart(points, known, dateText) {
  const root = node('svg', {
    viewBox: '0 0 480 170',
    class: 'chart',
    role: 'img',
    'aria-label': t('run.bestOverTime'),
  });
  const times = points.map(p => p.t);
  const t0 = Math.min(...times),
    t1 = Math.max(...times, t0 + 1);
  const scores = points.map(p => p.score).concat(known ? [known.score] : []);
  const s0 = Math.min(...scores),
    s1 = Math.max(...scores);
  const x = t => 40 + ((t - t0) / (t1 - t0)) * 420,
    y = s => 130 - (s1 === s0 ? 0.5 : (s - s0) / (s1 - s0)) * 115;
  let d = `M ${x(times[0])} ${y(points[0].score)}`;
  points.forEach((p, i) => {
    if (i) d += ` H ${x(times[i])} V ${y(p.score)}`;
  });
  d += ' H 460';
  root.append(node('path', { d }), node('text', { x: 2, y: y(s0) + 4 }, s0));
  if (known) {
    root.append(
      node('line', { x1: 40, x2: 460, y1: y(known.score), y2: y(known.score), class: 'record-line' }),
      node('text', { x: 2, y: y(known.score) + 4, class: 'record-label' }, known.score),
      node(
        'text',
        { x: 460, y: y(known.score) - 4, 'text-anchor': 'end', class: 'record-label' },
        known.proven ? t('history.optimum') : t('history.record'),
      ),
    );
  } else {
    root.append(node('text', { x: 2, y: y(s1) + 4 }, s1));
  }
  const axis = node('g', { class: 'axis' });
  axis.append(node('line', { x1: 40, x2: 460, y1: 140, y2: 140 }));
  for (const f of [0, 0.5, 1]) {
    const t = t0 + f * (t1 - t0);
    axis.append(
      node('line', { x1: x(t), x2: x(t), y1: 140, y2: 144 }),
      node(
        'text',
        { x: x(t), y: 158, 'text-anchor': f === 0 ? 'start' : f === 1 ? 'end' : 'middle' },
        dateText(t, t1 - t0, f === 0),
      ),
    );
  }
  root.append(axis);
  points.forEach((p, i) => {
    const dot = node('circle', { cx: x(times[i]), cy: y(p.score), r: 2.5 });
    dot.append(node('title', {}, p.title));
    root.append(dot);
  });
  return root;
}
