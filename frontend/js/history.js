import { allVariants, api } from './api.js';
import { el, clear, errorBox, data } from './dom.js';
import { date, language, t, tNodes } from './i18n.js';
import { stepChart } from './charts.js';

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
  return el(
    'section',
    { class: 'story' },
    el('h2', {}, t('history.story')),
    el('p', { class: 'hint' }, ...tNodes('history.storyFrom', { source: data(story[0].source) })),
    ...story.map(v =>
      el(
        'section',
        { class: 'series' },
        el('h3', {}, `${v.variant} `, el('small', {}, v.records.map(r => r.score).join(' → '))),
        stepChart(
          v.records.map(r => ({ t: Date.parse(`${r.date}-01T00:00:00Z`), score: r.score, title: storyPoint(r) })),
          knownOf[v.variant],
          month,
        ),
      ),
    ),
  );
}

export async function historyPage(main) {
  clear(main).append(el('h1', {}, t('nav.history')), el('p', {}, t('app.loading')));
  let series, story;
  const knownOf = {};
  try {
    [series, story] = await Promise.all([api('/api/history'), api('/api/history/records')]);
    for (const v of await allVariants()) knownOf[v.code] = v.known;
  } catch (e) {
    clear(main).append(errorBox(e));
    return;
  }
  clear(main).append(
    el('h1', {}, t('nav.history')),
    el('h2', {}, t('history.ours')),
    el('p', { class: 'hint' }, t('history.oursHint')),
    series.length === 0 ? el('p', {}, t('history.none')) : '',
    ...series.map(s =>
      el(
        'section',
        { class: 'series' },
        el('h3', {}, `${s.variant} · ${s.category} `, el('small', {}, t('history.best', { score: s.best }))),
        stepChart(
          s.points.map(p => ({
            t: Date.parse(p.at),
            score: p.score,
            title: t('history.point', { score: p.score, run: p.runId }),
          })),
          knownOf[s.variant],
          moment,
        ),
        el(
          'details',
          {},
          el('summary', {}, t('run.improvements', { n: s.points.length })),
          el(
            'table',
            {},
            el(
              'tbody',
              {},
              s.points.map(p =>
                el(
                  'tr',
                  {},
                  el('td', {}, p.score),
                  el('td', {}, date(p.at, true)),
                  el('td', {}, el('a', { href: `#/runs/${p.runId}` }, t('history.run', { run: p.runId }))),
                  el(
                    'td',
                    {},
                    p.recordId
                      ? el('a', { href: `#/records/${p.recordId}` }, t('record.name', { id: p.recordId }))
                      : '',
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
    storySection(story, knownOf),
  );
}
