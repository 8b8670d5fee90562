import { allVariants, api } from './api.js';
import { el, clear, errorBox, data } from './dom.js';
import { date, language, t, tNodes } from './i18n.js';

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
  const root = node('svg', { viewBox: '0 0 480 170', class: 'chart', role: 'img', 'aria-label': t('run.bestOverTime') });
  const times = points.map(p => p.t);
  const t0 = Math.min(...times), t1 = Math.max(...times, t0 + 1);
  const scores = points.map(p => p.score).concat(known ? [known.score] : []);
  const s0 = Math.min(...scores), s1 = Math.max(...scores);
  const x = t => 40 + ((t - t0) / (t1 - t0)) * 420, y = s => 130 - (s1 === s0 ? 0.5 : (s - s0) / (s1 - s0)) * 115;
  let d = `M ${x(times[0])} ${y(points[0].score)}`;
  points.forEach((p, i) => { if (i) d += ` H ${x(times[i])} V ${y(p.score)}`; });
  d += ' H 460';
  root.append(node('path', { d }), node('text', { x: 2, y: y(s0) + 4 }, s0));
  if (known) {
    root.append(node('line', { x1: 40, x2: 460, y1: y(known.score), y2: y(known.score), class: 'record-line' }),
      node('text', { x: 2, y: y(known.score) + 4, class: 'record-label' }, known.score),
      node('text', { x: 460, y: y(known.score) - 4, 'text-anchor': 'end', class: 'record-label' },
        known.proven ? t('history.optimum') : t('history.record')));
  } else {
    root.append(node('text', { x: 2, y: y(s1) + 4 }, s1));
  }
  const axis = node('g', { class: 'axis' });
  axis.append(node('line', { x1: 40, x2: 460, y1: 140, y2: 140 }));
  for (const f of [0, 0.5, 1]) {
    const t = t0 + f * (t1 - t0);
    axis.append(node('line', { x1: x(t), x2: x(t), y1: 140, y2: 144 }),
      node('text', { x: x(t), y: 158, 'text-anchor': f === 0 ? 'start' : f === 1 ? 'end' : 'middle' },
        dateText(t, t1 - t0, f === 0)));
  }
  root.append(axis);
  points.forEach((p, i) => {
    const dot = node('circle', { cx: x(times[i]), cy: y(p.score), r: 2.5 });
    dot.append(node('title', {}, p.title));
    root.append(dot);
  });
  return root;
}

/** A moment on a run chart: the date, and the time of day when the chart spans less than a few days. */
const moment = (ms, span, first) => {
  const iso = new Date(ms).toISOString();
  if (span >= 3 * 864e5) return date(iso.slice(0, 10));
  return first ? date(iso, true) : new Intl.DateTimeFormat(language(), { timeStyle: 'medium' }).format(new Date(ms));
};
const month = ms => date(new Date(ms).toISOString().slice(0, 7));

/** One record of the story, for its dot's tooltip: "178: Christopher D. Rosin (USA), Aug 2011". */
function storyPoint(r) {
  const words = { score: r.score, by: r.by, country: r.country, date: date(r.date) };
  if (r.optimal) return t('history.storyPointOptimal', words);
  return r.latest ? t('history.storyPointBy', words) : t('history.storyPoint', words);
}

/** Each variant's records before this server: Millington's 149 in 1972 to Rosin's 178 in 2011. */
function storySection(story, knownOf) {
  return el('section', { class: 'story' }, el('h2', {}, t('history.story')),
    el('p', { class: 'hint' }, ...tNodes('history.storyFrom', { source: data(story[0].source) })),
    ...story.map(v => el('section', { class: 'series' },
      el('h3', {}, `${v.variant} `, el('small', {}, v.records.map(r => r.score).join(' → '))),
      stepChart(v.records.map(r => ({ t: Date.parse(`${r.date}-01T00:00:00Z`), score: r.score,
        title: storyPoint(r) })),
      knownOf[v.variant], month))));
}

export async function historyPage(main) {
  clear(main).append(el('h1', {}, t('nav.history')), el('p', {}, t('app.loading')));
  let series, story;
  const knownOf = {};
  try {
    [series, story] = await Promise.all([api('/api/history'), api('/api/history/records')]);
    for (const v of await allVariants()) knownOf[v.code] = v.known;
  } catch (e) { clear(main).append(errorBox(e)); return; }
  clear(main).append(el('h1', {}, t('nav.history')),
    el('h2', {}, t('history.ours')),
    el('p', { class: 'hint' }, t('history.oursHint')),
    series.length === 0 ? el('p', {}, t('history.none')) : '',
    ...series.map(s => el('section', { class: 'series' },
      el('h3', {}, `${s.variant} · ${s.category} `, el('small', {}, t('history.best', { score: s.best }))),
      stepChart(s.points.map(p => ({ t: Date.parse(p.at), score: p.score, title: t('history.point', { score: p.score, run: p.runId }) })),
        knownOf[s.variant], moment),
      el('details', {}, el('summary', {}, t('run.improvements', { n: s.points.length })),
        el('table', {}, el('tbody', {}, s.points.map(p => el('tr', {},
          el('td', {}, p.score), el('td', {}, date(p.at, true)),
          el('td', {}, el('a', { href: `#/runs/${p.runId}` }, t('history.run', { run: p.runId }))),
          el('td', {}, p.recordId ? el('a', { href: `#/records/${p.recordId}` }, t('record.name', { id: p.recordId })) : '')))))))),
    storySection(story, knownOf));
}
