import { api } from './api.js';
import { el, clear, errorBox } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/** A step chart of one category's best against the date. */
function seriesChart(points) {
  const root = node('svg', { viewBox: '0 0 480 150', class: 'chart', role: 'img', 'aria-label': 'best over time' });
  const times = points.map(p => Date.parse(p.at));
  const t0 = Math.min(...times), t1 = Math.max(...times, t0 + 1);
  const s0 = points[0].score, s1 = points.at(-1).score;
  const x = t => 40 + ((t - t0) / (t1 - t0)) * 430, y = s => 130 - (s1 === s0 ? 0.5 : (s - s0) / (s1 - s0)) * 115;
  let d = `M ${x(times[0])} ${y(points[0].score)}`;
  points.forEach((p, i) => { if (i) d += ` H ${x(times[i])} V ${y(p.score)}`; });
  d += ' H 470';
  root.append(node('path', { d }), node('text', { x: 2, y: 134 }, s0), node('text', { x: 2, y: 19 }, s1),
    node('text', { x: 40, y: 147 }, new Date(t0).toISOString().slice(0, 16).replace('T', ' ')));
  points.forEach((p, i) => root.append(node('circle', { cx: x(times[i]), cy: y(p.score), r: 2.5 })));
  return root;
}

export async function historyPage(main) {
  clear(main).append(el('h1', {}, 'History'), el('p', {}, 'Loading…'));
  let series;
  try { series = await api('/api/history'); } catch (e) { clear(main).append(errorBox(e)); return; }
  clear(main).append(el('h1', {}, 'History'),
    el('p', { class: 'hint' }, 'The best game of each variant and algorithm category over time, across every search run.'),
    series.length === 0 ? el('p', {}, 'No run has found a game yet.') : '',
    ...series.map(s => el("section", { class: "series" },
      el('h2', {}, `${s.variant} · ${s.category} `, el('small', {}, `best ${s.best}`)),
      seriesChart(s.points),
      el('details', {}, el('summary', {}, `${s.points.length} improvements`),
        el('table', {}, el('tbody', {}, s.points.map(p => el('tr', {},
          el('td', {}, p.score), el('td', {}, p.at.slice(0, 19).replace('T', ' ')),
          el('td', {}, el('a', { href: `#/runs/${p.runId}` }, `run #${p.runId}`)),
          el('td', {}, p.recordId ? el('a', { href: `#/records/${p.recordId}` }, `record ${p.recordId}`) : '')))))))));
}
