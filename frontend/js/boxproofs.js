import { api, token, variant, variantCodes } from './api.js';
import { raiseAlert } from './alerts.js';
import { choiceField, clear, data, el, errorBox, figures, seconds, table } from './dom.js';
import { language, number, t } from './i18n.js';
import { standing } from './known.js';
import { CELL, follow, listFrame, liveList, partGrid, startAndOpen, svg } from './sharedwork.js';

/**
 * Box proofs: the list with a form an admin starts one from (#/box-proofs), and one proof part by part
 * (#/box-proofs/ID): a square a part, coloured by what became of it, with the verdict and the cost beside it.
 */

const stateWord = state => t(`boxProof.state.${state}`);

/** "a game of 83 or more in 5D box (4,4,1,0)". */
const question = p => t('boxProof.question', { atLeast: p.atLeast, variant: p.variant, box: p.box });

/** "12 proven, 1 split, 0 open, 2 running, 5 waiting". */
const partsLine = p =>
  t('boxProof.parts', {
    proven: p.partsProven,
    split: p.partsSplit,
    open: p.partsOpen,
    running: p.partsRunning,
    waiting: p.partsWaiting,
  });

const verdictWord = p => (p.verdict ? t(`boxProof.verdict.${p.verdict}`) : t(`boxProof.status.${p.status}`));

const HEADERS = () => [
  t('boxProofs.proof'),
  t('boxProofs.question'),
  t('boxProofs.verdict'),
  t('boxProofs.partsField'),
  t('campaigns.by'),
];

function proofRow(p) {
  return el(
    'tr',
    { 'data-box-proof': p.id },
    el('td', {}, el('a', { href: `#/box-proofs/${p.id}` }, `#${p.id}`)),
    el('td', {}, question(p)),
    el('td', { class: 'status ' + (p.verdict || p.status) }, verdictWord(p)),
    el('td', {}, partsLine(p)),
    el('td', {}, data(p.requestedBy)),
  );
}

export async function boxProofsPage(main) {
  const message = el('div');
  const list = el('div', { class: 'table-wrap' });
  const field = (label, name, attrs) => el('label', {}, label, el('input', { name, ...attrs }));
  const form = el(
    'form',
    { class: 'queue', onsubmit: start },
    choiceField(t('corpus.variant'), 'variant', await variantCodes()),
    field(t('boxProofs.box'), 'box', { placeholder: '4,4,1,0', size: 9, required: '' }),
    field(t('boxProofs.atLeast'), 'atLeast', { type: 'number', min: 1, size: 5, required: '' }),
    field(t('boxProofs.depth'), 'depth', { type: 'number', min: 0, max: 4, size: 3 }),
    field(t('boxProofs.limit'), 'limit', { placeholder: '1h', size: 6 }),
    el('button', { type: 'submit' }, t('boxProofs.start')),
  );
  listFrame(main, t('boxProofs.title'), t('boxProofs.what'), t('boxProofs.needAdmin'), form, message, list);

  function start(e) {
    e.preventDefault();
    const f = form.elements;
    const body = { variant: f.variant.value, box: f.box.value, atLeast: Number(f.atLeast.value) };
    if (f.depth.value) body.depth = Number(f.depth.value);
    if (f.limit.value) body.limit = f.limit.value;
    return startAndOpen('/api/box-proofs', body, 'box-proofs', message);
  }

  return liveList(list, '/api/box-proofs?size=50', t('boxProofs.none'), HEADERS, proofRow);
}

/** A square a part, coloured by what became of it, in the order the parts were owed (a split part's follow). */
function proofGrid(p) {
  return partGrid(p.partList, 'box-parts', partsLine(p), (part, x, y) => {
    const group = svg('g', { class: `part ${part.state}`, 'data-part': part.places });
    const title = svg('title', {});
    title.textContent =
      t('boxProof.partTitle', { places: part.places, state: stateWord(part.state), time: seconds(part.seconds) }) +
      (part.node ? ` · ${part.node}` : '');
    group.append(title, svg('rect', { x: x + 0.5, y: y + 0.5, width: CELL - 1, height: CELL - 1, rx: 2 }));
    return group;
  });
}

function proofFigures(p) {
  const rows = [
    ['verdict', t('boxProofs.verdict'), verdictWord(p)],
    ['parts', t('boxProofs.partsField'), partsLine(p)],
    ['cost', t('boxProof.cost'), t('boxProof.costValue', { time: seconds(p.seconds), nodes: number(Number(p.nodes)) })],
    ['limit', t('boxProofs.limit'), seconds(p.limitSeconds)],
  ];
  if (p.atMost != null) rows.push(['atMost', t('boxProofs.atMost'), p.atMost]);
  if (p.finishedAt) rows.push(['finished', t('campaign.ended'), new Date(p.finishedAt).toLocaleString(language())]);
  rows.push(['solver', t('census.method'), data(p.solver)]);
  return rows;
}

export async function boxProofPage(main, id) {
  let proof;
  try {
    proof = await api(`/api/box-proofs/${id}`);
  } catch (e) {
    clear(main).append(errorBox(e));
    return undefined;
  }
  const stats = el('dl', { class: 'stats' });
  const grid = el('div');
  const running = el('div', { class: 'table-wrap' });
  const message = el('div');
  const controls = el('p', { class: 'controls' });
  const alertHolder = el('div');
  let shownStatus = null;
  let alerted = false;
  clear(main).append(
    el('h1', {}, t('title.boxProof', { id }), el('small', {}, ` ${question(proof)}`)),
    el('p', { class: 'hint' }, t('boxProofs.what')),
    alertHolder,
    stats,
    controls,
    message,
    grid,
    running,
  );

  async function show(p) {
    clear(stats).append(...figures(proofFigures(p)));
    if (p.alert && !alerted) {
      alerted = true;
      const rules = await variant(p.variant);
      raiseAlert(alertHolder, p.alert, t('boxProof.alertBody', { id, standing: standing(p.alert.score, rules.known) }));
    }
    if (p.status !== shownStatus) {
      shownStatus = p.status;
      clear(controls).append(
        p.foundRecord != null
          ? el('a', { href: `#/records/${p.foundRecord}`, 'data-found': '' }, t('boxProof.found'))
          : '',
        p.status === 'running' && token() ? el('button', { onclick: cancel }, t('boxProof.cancel')) : '',
      );
    }
    clear(grid).append(proofGrid(p));
    const underWay = p.partList.filter(part => part.state === 'running');
    const headers = [t('census.part'), t('run.node')];
    clear(running).append(
      underWay.length === 0
        ? ''
        : table(
            'runs',
            headers,
            underWay.map(part => el('tr', {}, el('td', {}, part.places), el('td', {}, data(part.node || '—')))),
          ),
    );
  }

  async function cancel() {
    clear(message);
    try {
      await show(await api(`/api/box-proofs/${id}/cancel`, { method: 'POST' }));
    } catch (e) {
      message.append(errorBox(e));
    }
  }

  await show(proof);
  return follow(`/api/box-proofs/${id}`, show, message);
}
