import { api, variant } from './api.js';
import { drawBoard } from './board.js';
import { askButton, el, clear, data, errorBox, figures, seconds } from './dom.js';
import { decodeCompact } from './msr.js';
import { ended, progressCell, rateCell, statusWord } from './status.js';
import { language, number, t } from './i18n.js';
import { familyNodes, foundAgainNodes, standing } from './known.js';
import { stepChart } from './charts.js';
import { notifyOffer, raiseAlert } from './alerts.js';

/** A run's clock on its chart's axis: tenths of a second over a span of seconds, where 0:00 0:00 0:01 says nothing. */
function clock(elapsed, span) {
  return span < 10
    ? `${new Intl.NumberFormat(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(elapsed)} s`
    : seconds(elapsed);
}

/** A run's improvements, the latest first, each with the record it was saved as. */
function improvementTable(list) {
  return el(
    'details',
    {},
    el('summary', {}, t('run.improvements', { n: list.length })),
    el(
      'table',
      { class: 'steps' },
      el(
        'tbody',
        {},
        list
          .slice()
          .reverse()
          .map(i =>
            el(
              'tr',
              {},
              el('td', {}, i.score),
              el('td', {}, seconds(i.elapsedSeconds)),
              el('td', {}, t('run.nodes', { n: Number(i.nodes) })),
              el(
                'td',
                {},
                i.recordId ? el('a', { href: `#/records/${i.recordId}` }, t('record.name', { id: i.recordId })) : '',
              ),
            ),
          ),
      ),
    ),
  );
}

/** The game a warm run started from: its record, linked, or its length. */
function startNodes(start) {
  const game = start.author
    ? t('run.startBy', { author: start.author, moves: start.moves })
    : t('run.startGame', { moves: start.moves });
  return start.recordId != null
    ? el(
        'span',
        {},
        el('a', { href: `#/records/${start.recordId}` }, t('record.name', { id: start.recordId })),
        ' (',
        data(game),
        ')',
      )
    : game;
}

/** The figures of a run's state r, as [field, name, value] rows; a proof's verdict among them once there is one. */
function statRows(r, run, rules) {
  const asked =
    r.requested && ({ PAUSE: t('run.pauseAsked'), CANCEL: t('run.cancelAsked') }[r.requested] || t('run.stopping'));
  // why it failed or paused by itself, in the server's words (a name, a path or a size in them)
  const why = r.error ?? run.error;
  const rows = [
    [
      'status',
      t('runs.status'),
      el(
        'span',
        {},
        statusWord(r.status) + (asked ? ` (${asked})` : ''),
        why && (r.status ?? run.status) !== 'RUNNING' ? el('span', { class: 'run-why' }, ' — ', data(why)) : '',
      ),
    ],
    // a run that has no game yet has no standing: '—', not '0, 178 short'
    [
      'best',
      t('runs.best'),
      !r.bestScore
        ? '—'
        : r.newSinceStart === false
          ? t('run.nothingNew', { score: r.bestScore })
          : standing(r.bestScore, rules.known),
    ],
    ...(r.startedFrom ? [['start', t('run.start'), startNodes(r.startedFrom)]] : []),
    ['nodes', t('runs.nodes'), number(r.nodes)],
    ['nodes/s', t('runs.rate'), rateCell(r)],
    ['elapsed', t('runs.elapsed'), seconds(r.elapsedSeconds)],
    // progress events carry the live fields only; whether it is a campaign's worker is the run's
    ['progress', t('runs.progress'), progressCell({ campaignId: run.campaignId, ...r })],
    ['node', t('run.node'), r.node ? t('run.nodeWhy', { node: r.node }) : '—'],
  ];
  // from the cross a finished proof settles the variant; from an opening, only the opening's best continuation
  const proof = r.provenOptimal ?? r.provenBestContinuation;
  if (proof !== undefined) {
    const took = { time: seconds(r.elapsedSeconds), nodes: number(r.nodes) };
    rows.splice(2, 0, [
      'verdict',
      t('record.verdict'),
      proof
        ? el(
            'strong',
            { class: 'proven' },
            r.provenOptimal !== undefined ? t('run.proven', took) : t('run.provenContinuation', took),
          )
        : t('run.notProven'),
    ]);
  }
  return rows;
}

/** The run's best board in its holder; once the game is filed, a link to its record, whichever comes first. */
function bestBoard(holder, rules) {
  let record = null;
  let drawn = null;
  const show = () => {
    if (!drawn) return;
    clear(holder).append(
      record
        ? el('a', { href: `#/records/${record}`, class: 'best-record', title: t('record.name', { id: record }) }, drawn)
        : drawn,
    );
  };
  return {
    async draw(msr) {
      if (!msr) return;
      drawn = drawBoard(rules, (await decodeCompact(msr)).moves, { numbers: false });
      show();
    },
    filed(id) {
      record = id;
      show();
    },
  };
}

/** Whether the best game's dots are new, another game's drawn with other lines, or a known game found again. */
async function bestFamily(list, family) {
  const last = list[list.length - 1];
  if (!last?.recordId) return;
  try {
    const record = await api(`/api/records/${last.recordId}`);
    clear(family).append((last.foundAgain ? foundAgainNodes(record) : familyNodes(record, true)) || '');
  } catch {
    /* the figures stand without it */
  }
}

const runHeading = (run, id) =>
  el(
    'h1',
    {},
    t('title.run', { id }),
    el('small', {}, ` ${run.variant} · ${run.category} · `, t('run.seed', { seed: run.seed })),
  );

/** A campaign's worker says whose it is. */
const campaignLink = campaignId =>
  el('p', { class: 'hint' }, el('a', { href: `#/campaigns/${campaignId}` }, t('run.ofCampaign', { id: campaignId })));

export async function runPage(main, id) {
  let run;
  try {
    run = await api(`/api/runs/${id}`);
  } catch (e) {
    clear(main).append(errorBox(e));
    return;
  }
  const rules = await variant(run.variant);
  const stats = el('dl', { class: 'stats' });
  const board = el('div', { class: 'board-holder' });
  const plot = el('div', { class: 'chart-holder' });
  const message = el('div');
  const alertHolder = el('div', { class: 'alert-holder' });
  const controls = el('p', { class: 'controls' });
  const steps = el('div', { class: 'table-wrap' });
  const family = el('p', { class: 'family' });
  const points = [];
  const bestGame = bestBoard(board, rules);
  function improvements(list) {
    bestFamily(list, family);
    // improvements only rise: the last is the best
    bestGame.filed(list.at(-1)?.recordId ?? null);
    points.splice(
      0,
      points.length,
      ...list.map(i => ({ t: i.elapsedSeconds, score: i.score, title: `${i.score} · ${seconds(i.elapsedSeconds)}` })),
    );
    // the run's own clock on the axis, and the line it climbs towards
    clear(plot).append(points.length ? stepChart(points, rules.known, clock) : '');
    clear(steps).append(improvementTable(list));
  }
  const labels = { pause: t('run.pause'), resume: t('run.resume'), cancel: t('run.cancel') };
  const control = action =>
    askButton(labels[action], () => api(`/api/runs/${id}/${action}`, { method: 'POST' }), message, show);
  const notify = el('span', { class: 'notify' }, notifyOffer());
  clear(main).append(
    alertHolder,
    runHeading(run, id),
    run.campaignId ? campaignLink(run.campaignId) : '',
    el(
      'div',
      { class: 'record' },
      el('div', { class: 'viewer' }, board, family),
      el('aside', {}, stats, controls, message, notify, el('h2', {}, t('run.bestOverTime')), plot, steps),
    ),
  );

  function show(r) {
    // an ended run raises no more alerts: nothing to be notified of
    if (r.status && ended(r.status)) notify.remove();
    // what the server says the run's state allows, shown only to a caller who may use it
    clear(controls).append(...(run.controllable ? r.actions || [] : []).map(control));
    const rows = statRows(r, run, rules);
    clear(stats).append(...figures(rows));
  }
  show(run);
  improvements(await api(`/api/runs/${id}/improvements`));
  await bestGame.draw(run.best);

  return follow(id, stats, {
    progress: show,
    // The run's own timeline is the truth about when each best came; redraw from it.
    best: async best => {
      improvements(await api(`/api/runs/${id}/improvements`));
      await bestGame.draw(best.msr);
    },
    alert: alert =>
      raiseAlert(alertHolder, alert, t('alert.body', { run: id, standing: standing(alert.score, rules.known) })),
    // a run files its best as a record as it ends: a page opened in between learns of the record only now
    end: async () => {
      try {
        improvements(await api(`/api/runs/${id}/improvements`));
      } catch {
        /* the figures stand without it */
      }
    },
  });
}

/**
 * The run's live stream, reopened whenever it breaks (a browser gives up on its own after an error
 * answer); while it is down the page says so above the figures, which are marked as old. Returns
 * what closes it.
 */
function follow(id, stats, on) {
  const lost = el('p', { class: 'notice connection', role: 'status', hidden: true }, t('run.connectionLost'));
  stats.before(lost);
  let events = null;
  let over = false;
  let retry = null;
  const down = () => {
    lost.hidden = false;
    stats.classList.add('stale');
  };
  const up = () => {
    lost.hidden = true;
    stats.classList.remove('stale');
  };
  function listen() {
    events = new EventSource(`/api/runs/${id}/events`);
    events.addEventListener('open', up);
    events.addEventListener('progress', e => {
      up();
      on.progress(JSON.parse(e.data));
    });
    events.addEventListener('best', e => on.best(JSON.parse(e.data)));
    events.addEventListener('alert', e => on.alert(JSON.parse(e.data)));
    events.addEventListener('end', () => {
      over = true;
      up();
      events.close();
      on.end();
    });
    events.addEventListener('error', () => {
      if (over) return;
      down();
      if (events.readyState === EventSource.CLOSED && !retry) {
        retry = setTimeout(() => {
          retry = null;
          if (!over) listen();
        }, 2000);
      }
    });
  }
  listen();
  return () => {
    over = true;
    clearTimeout(retry);
    events.close();
  };
}
