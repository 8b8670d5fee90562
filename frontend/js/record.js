import { api, variant } from './api.js';
import { coordinatesToggle, drawBoard } from './board.js';
import { el, clear, errorBox, data } from './dom.js';
import { typing } from './shortcuts.js';
import { zoomable } from './zoom.js';
import { date, number, t, tNodes } from './i18n.js';
import { familyNodes, originWord, verdictText } from './known.js';
import { moveList } from './movelist.js';
import { formatLabel } from './msr.js';
import { localProofForm, localProofNodes } from './proofs.js';
import { explorerControls } from './explorer.js';
import { outlookControls } from './outlook.js';
import { potentialSection } from './potential.js';

/** One of the variant's optimal games that the census found: how many there are, and all of them in one file. */
function optimalNodes(record) {
  const optimal = record.optimal;
  if (!optimal) return null;
  return el(
    'span',
    {},
    t('record.optimalOneOf', { n: optimal.games, variant: record.variant }),
    ' · ',
    el('a', { href: optimal.download, download: '' }, t('record.optimalAll', { n: optimal.games })),
  );
}

/** What is known of a record, as [name, value] pairs; empty values are left out where they are shown. */
function recordFacts(record) {
  const solver = record.solver;
  return [
    [t('corpus.variant'), record.variant],
    [t('corpus.score'), record.score],
    [t('corpus.author'), record.author && data(record.author)],
    [t('corpus.set'), record.setOn && date(record.setOn)],
    [
      t('record.source'),
      record.source &&
        (/^https?:\/\//.test(record.source)
          ? el(
              'a',
              { href: record.source, rel: 'noopener noreferrer', target: '_blank', translate: 'no' },
              record.source,
            )
          : data(record.source)),
    ],
    [t('record.description'), record.description && data(record.description)],
    [t('record.transcribedBy'), record.transcribedBy && data(record.transcribedBy)],
    [t('record.tags'), record.tags && data(record.tags.join(', '))],
    [t('record.verdict'), verdictText(record)],
    [t('record.optimal'), optimalNodes(record)],
    [t('family.label'), familyNodes(record)],
    [t('corpus.origin'), originWord(record.origin)],
    // a game of the corpus was set on its date, not submitted: the import is no fact of it
    [
      t('record.submitted'),
      record.origin === 'corpus' || record.origin === 'published'
        ? null
        : t('record.submittedBy', { when: date(record.submittedAt, true), who: record.submittedBy }),
    ],
    [t('record.category'), record.category],
    [
      t('record.foundWith'),
      solver &&
        t('record.solver', {
          method: solver.method,
          seed: solver.seed,
          nodes: number(solver.nodes),
          seconds: number(Math.round(solver.seconds || 0)),
        }),
    ],
    [t('record.foundByRun'), record.runId && el('a', { href: `#/runs/${record.runId}` }, `#${record.runId}`)],
    [t('record.retracted'), record.retracted && data(`${record.retracted.reason} (${record.retracted.by})`)],
  ];
}

function downloads(record) {
  return el(
    'p',
    { class: 'downloads' },
    t('record.download'),
    ' ',
    Object.entries(record.downloads).map(([f, href]) => [el('a', { href, download: '' }, formatLabel(f)), ' ']),
  );
}

/** The record's local proofs and, for a searcher, the form that queues one; a queued or cancelled sweep shows at once. */
function localProofs(record) {
  const statements = el('div', {});
  let again = null;
  const show = shown => {
    clear(statements).append(localProofNodes(shown, refresh) || t('proofs.none'), allSweepsButton(shown));
    // while a sweep has neighbourhoods waiting, its counts follow themselves until the page is left
    clearTimeout(again);
    if ((shown.localProofs || []).some(sweep => sweep.waiting > 0)) {
      again = setTimeout(() => {
        if (statements.isConnected) refresh();
      }, 2000);
    }
  };
  // the record's view carries a few sweeps; the rest come a page at a time, newest first
  function allSweepsButton(shown) {
    const total = shown.localProofSweeps || 0;
    if (total <= (shown.localProofs || []).length) return '';
    return el(
      'button',
      {
        type: 'button',
        class: 'proof-all',
        onclick: async () => {
          const sweeps = [];
          for (let page = 0; sweeps.length < total; page++) {
            const { items } = await api(`/api/records/${record.id}/local-proofs?size=100&page=${page}`);
            if (!items.length) break;
            sweeps.push(...items);
          }
          clear(statements).append(localProofNodes({ ...shown, localProofs: sweeps.reverse() }, refresh));
        },
      },
      t('proofs.all', { n: number(total) }),
    );
  }
  async function refresh() {
    show(await api(`/api/records/${record.id}`));
  }
  show(record);
  return el(
    'section',
    { class: 'local-proofs' },
    el('h2', {}, t('proofs.label')),
    statements,
    localProofForm(record, refresh),
  );
}

/** The game up to the move shown, as an MSR record of bare moves: the position "what's still possible" starts from. */
const positionAt = (code, moves, shown) => ({
  version: '0.1',
  variant: code,
  moves: moves.slice(0, shown).map(({ x, y, dir, pos }) => ({ x, y, dir, pos })),
});

const pageTitle = record =>
  `${t('record.heading', { variant: record.variant, n: record.score })}` +
  `${record.author ? ' ' + t('record.by', { author: record.author }) : ''} · Morpion`;

/** How the board is shown (numbers, coordinates, turned, mirrored), and Play from the move shown or over the record. */
function viewControls(record, view, numbers, draw) {
  const id = record.id;
  return el(
    'div',
    { class: 'controls' },
    el('label', {}, numbers, ' ', t('record.numbers')),
    coordinatesToggle(draw),
    el(
      'button',
      {
        onclick: () => {
          view.rotate = (view.rotate + 1) % 4;
          draw();
        },
      },
      t('record.rotate'),
    ),
    el(
      'button',
      {
        onclick: () => {
          view.flip = !view.flip;
          draw();
        },
      },
      t('record.flip'),
    ),
    el(
      'a',
      {
        class: 'button',
        href: `#/play?from=${id}`,
        title: t('record.continueWhy'),
        onclick: e => {
          e.currentTarget.href = `#/play?from=${id}&at=${view.shown}`;
        },
      },
      t('record.continue'),
    ),
    el(
      'a',
      { class: 'button play-over', href: `#/play?variant=${record.variant}&ghost=${id}`, title: t('ghost.playWhy') },
      t('ghost.play'),
    ),
    el('a', { class: 'button search-from', href: `#/runs?warm=${id}`, title: t('warm.searchWhy') }, t('warm.search')),
  );
}

/** The replay: the move shown, stepped, jumped to or played on a timer; each change redraws the page. */
function replayer(total, view, playButton, draw) {
  let timer = null;
  const stop = () => {
    clearInterval(timer);
    timer = null;
    playButton.textContent = t('record.play');
  };
  const go = k => {
    stop();
    view.shown = Math.max(0, Math.min(total, k));
    draw();
  };
  const toggle = () => {
    if (timer) {
      stop();
      return;
    }
    if (view.shown >= total) view.shown = 0;
    playButton.textContent = t('record.pause');
    timer = setInterval(() => {
      view.shown++;
      draw();
      if (view.shown >= total) stop();
    }, 250);
  };
  return { stop, go, toggle };
}

/** ←/→ step, Home/End jump, space plays, n numbers, wherever the focus is (except in a field that takes those keys). */
function replayKeys(replay, view, total, numbers) {
  return e => {
    if (typing(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'n') {
      numbers.click();
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      replay.toggle();
      return;
    }
    const to = { ArrowLeft: view.shown - 1, ArrowRight: view.shown + 1, Home: 0, End: total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    replay.go(to);
  };
}

/** The record's facts beside the moves, with its downloads and what is proven near it. */
function recordAside(record, list) {
  return el(
    'aside',
    {},
    list.element,
    el(
      'dl',
      {},
      recordFacts(record)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]),
    ),
    downloads(record),
    localProofs(record),
  );
}

const recordHeading = record =>
  el(
    'h1',
    {},
    t('record.heading', { variant: record.variant, n: record.score }),
    record.author ? el('small', {}, ' ', ...tNodes('record.by', { author: data(record.author) })) : '',
  );

/** How the page first shows the record: at the move its address names, or its end; numbers as last chosen here. */
function initialView(params, total) {
  const asked = Number(params.get('move'));
  return {
    shown: Number.isInteger(asked) && params.has('move') ? Math.max(0, Math.min(total, asked)) : total,
    numbers: localStorage.getItem('morpion.numbers') === 'on',
    rotate: 0,
    flip: false,
  };
}

/** The move numbers' checkbox, kept in this browser. */
function numbersToggle(view, draw) {
  return el('input', {
    type: 'checkbox',
    checked: view.numbers,
    onchange: e => {
      view.numbers = e.target.checked;
      localStorage.setItem('morpion.numbers', view.numbers ? 'on' : 'off');
      draw();
    },
  });
}

export async function recordPage(main, id, params = new URLSearchParams()) {
  clear(main).append(el('p', {}, t('app.loading')));
  let record, game, rules;
  try {
    record = await api(`/api/records/${id}`);
    game = await api(`/records/${id}.json`);
    rules = await variant(record.variant);
  } catch (e) {
    clear(main).append(errorBox(e));
    return;
  }
  const moves = game.moves;
  const view = initialView(params, moves.length);
  const holder = el('div', { class: 'board-holder' });
  const zoom = zoomable(holder);
  const slider = el('input', {
    type: 'range',
    min: 0,
    max: moves.length,
    value: view.shown,
    'aria-label': t('record.move'),
  });
  const play = el('button', { onclick: () => replay.toggle() }, t('record.play'));
  const replay = replayer(moves.length, view, play, draw);
  const list = moveList(moves, rules.lineLength, k => replay.go(k));
  const label = el('output', { class: 'move-label' });
  const potential = potentialSection(record, k => replay.go(k));
  function draw() {
    zoom.show(drawBoard(rules, moves, view));
    slider.value = view.shown;
    label.textContent = t('record.moveOf', { shown: number(view.shown), total: number(moves.length) });
    list.show(view.shown);
    list.orient(view);
    potential.cursor(view.shown);
    // the move shown is in the address, so that a link can say "move 60"
    const at = `#/records/${id}` + (view.shown < moves.length ? `?move=${view.shown}` : '');
    if (location.hash !== at && location.hash.startsWith(`#/records/${id}`)) history.replaceState(null, '', at);
  }
  slider.addEventListener('input', () => replay.go(Number(slider.value)));
  const numbers = numbersToggle(view, draw);
  const keys = replayKeys(replay, view, moves.length, numbers);
  document.addEventListener('keydown', keys);
  const stepper = el(
    'div',
    { class: 'controls' },
    el('button', { onclick: () => replay.go(view.shown - 1), title: t('record.previous') }, '‹'),
    play,
    el('button', { onclick: () => replay.go(view.shown + 1), title: t('record.next') }, '›'),
    slider,
    label,
  );
  const position = () => positionAt(record.variant, moves, view.shown);
  clear(main).append(
    recordHeading(record),
    el(
      'div',
      { class: 'record' },
      el(
        'div',
        { class: 'viewer' },
        holder,
        stepper,
        viewControls(record, view, numbers, draw),
        outlookControls(position),
        explorerControls(position),
        potential.element,
      ),
      recordAside(record, list),
    ),
  );
  document.title = pageTitle(record);
  draw();
  return () => {
    replay.stop();
    potential.stop();
    zoom.detach();
    document.removeEventListener('keydown', keys);
  };
}
