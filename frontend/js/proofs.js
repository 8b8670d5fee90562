// A record's local proofs: what each sweep has established, in the reader's language, and, for a
// searcher, a form that queues one. The server checks the request; the form only gathers it.
import { api, token } from './api.js';
import { el, clear, errorBox } from './dom.js';
import { date, number, t } from './i18n.js';

function lastStatement(sweep) {
  const kept = number(sweep.keptMoves);
  if (sweep.proven) return t('proofs.lastProven', { kept });
  if (sweep.longer) return t('proofs.lastLonger', { kept });
  if (sweep.unknown) return t('proofs.lastUnknown', { k: number(sweep.size), limit: number(sweep.limitSeconds) });
  if (sweep.cancelled) return t('proofs.lastCancelled', { k: number(sweep.size) });
  return t('proofs.lastWaiting', { k: number(sweep.size) });
}

function sweepStatement(sweep) {
  const counts = {
    n: sweep.neighbourhoods,
    proven: number(sweep.proven),
    longer: number(sweep.longer),
    unknown: number(sweep.unknown),
    limit: number(sweep.limitSeconds),
    w: sweep.size,
  };
  const text =
    sweep.kind === 'closure'
      ? t('proofs.closures', counts)
      : sweep.kind === 'open'
        ? t('proofs.openSquares', counts)
        : t('proofs.squares', counts);
  const waiting = sweep.waiting ? ` · ${t('proofs.waiting', { n: number(sweep.waiting) })}` : '';
  return text + waiting + (sweep.cancelled ? ` · ${t('proofs.cancelled', { n: number(sweep.cancelled) })}` : '');
}

/** A longer game that ties or beats the variant's best known result: said loudly, as a run's alert is. */
function alertNode(alert) {
  if (!alert) return '';
  const words = { score: number(alert.score), known: number(alert.known) };
  const text = alert.beats
    ? t('proofs.alertBeats', words)
    : alert.kind === 'proven optimum'
      ? t('proofs.alertTiesOptimum', words)
      : t('proofs.alertTiesRecord', words);
  return [' ', el('strong', { class: 'proof-alert', role: 'alert' }, text)];
}

/** For a token, a button that cancels a sweep that still waits; the server says whether this token may. */
function cancelButton(record, sweep, onChange) {
  if (!token() || !sweep.waiting) return '';
  const message = el('span', { 'aria-live': 'polite' });
  const cancel = async () => {
    clear(message);
    try {
      await api(`/api/records/${record.id}/local-proofs/${sweep.id}/cancel`, { method: 'POST' });
      onChange();
    } catch (error) {
      message.append(errorBox(error));
    }
  };
  return [' ', el('button', { type: 'button', class: 'proof-cancel', onclick: cancel }, t('proofs.cancel')), message];
}

function statement(record, sweep, onChange) {
  const longer = (sweep.longerRecords || []).map(id => [
    ' ',
    el('a', { href: `#/records/${id}` }, t('proofs.longerGame', { id })),
  ]);
  const by = el(
    'span',
    { class: 'proof-by' },
    ` · ${t('proofs.by', { who: sweep.requestedBy, date: date(sweep.requestedAt) })}`,
  );
  return el(
    'li',
    {},
    sweep.kind === 'last' ? lastStatement(sweep) : sweepStatement(sweep),
    longer,
    by,
    alertNode(sweep.alert),
    cancelButton(record, sweep, onChange),
  );
}

/** The record's sweeps as a list of statements, or nothing when it has none; onChange() after a cancel. */
export function localProofNodes(record, onChange) {
  return (
    record.localProofs &&
    el(
      'ul',
      { class: 'local-proofs' },
      record.localProofs.map(sweep => statement(record, sweep, onChange)),
    )
  );
}

/** A refusal of the sweep's request in the form's own terms: the field by its label, the size by what it means. */
function inFormTerms(error, kind) {
  const { code, params = {} } = error.data || {};
  const { field, min, max, value } = params;
  const meaning = kind === 'last' ? t('proofs.sizeLast') : t('proofs.sizeSquare');
  if (field === 'size' && code === 'range') return t('proofs.sizeRange', { meaning, min, max, value });
  if (field === 'size' && code === 'bodyNeeds') return t('proofs.sizeNeeded', { meaning });
  if (field === 'limit' && code === 'time') return t('proofs.limitTime', { value });
  if (field === 'limit (seconds)' && code === 'range') return t('proofs.limitRange', { min, max, value });
  if (field === 'neighbourhoods' && code === 'range')
    return t('proofs.tooMany', { n: number(value), max: number(max) });
  return null;
}

/** What the form's request would cost, as the server estimates it. */
function costText(e) {
  const core = Number(e.coreSeconds),
    wall = Math.ceil(core / Math.max(1, Number(e.computers)));
  return t('proofs.cost', {
    n: e.neighbourhoods,
    limit: number(e.limitSeconds),
    core: duration(core),
    wall: duration(wall),
    computers: number(e.computers),
  });
}

const duration = s =>
  s < 120 ? `${number(s)} s` : s < 7200 ? `${number(Math.round(s / 60))} min` : `${number(Math.round(s / 360) / 10)} h`;

/** For a searcher, a form that queues a sweep of the record; then onQueued(). Nothing without a token. */
export function localProofForm(record, onQueued) {
  if (!token()) return '';
  const message = el('div', { 'aria-live': 'polite' });
  const cost = el('p', { class: 'hint proof-cost', 'aria-live': 'polite' });
  const form = el(
    'form',
    { class: 'queue local-proof-form', onsubmit: submit, oninput: estimateSoon },
    el(
      'label',
      {},
      t('proofs.kind'),
      el(
        'select',
        { name: 'kind', onchange: estimateSoon },
        el('option', { value: 'closure' }, t('proofs.kindClosure')),
        el('option', { value: 'last' }, t('proofs.kindLast')),
        el('option', { value: 'square' }, t('proofs.kindSquare')),
        el('option', { value: 'open' }, t('proofs.kindOpen')),
      ),
    ),
    el('label', {}, t('proofs.size'), el('input', { name: 'size', type: 'number', min: 1, size: 4 })),
    el('label', {}, t('proofs.limit'), el('input', { name: 'limit', placeholder: t('proofs.limitHint'), size: 6 })),
    el('button', { type: 'submit' }, t('proofs.queue')),
  );
  const body = () => {
    const f = form.elements;
    // left empty, the server's own default limit applies
    const asked = { kind: f.kind.value };
    if (f.size.value) asked.size = Number(f.size.value);
    if (f.limit.value.trim()) asked.limit = f.limit.value.trim();
    return asked;
  };
  const said = error => inFormTerms(error, form.elements.kind.value);
  let pending = null,
    asked = 0;
  function estimateSoon() {
    clearTimeout(pending);
    pending = setTimeout(estimate, 300);
  }
  async function estimate() {
    const mine = ++asked;
    try {
      const e = await api(`/api/records/${record.id}/local-proofs/estimate`, { method: 'POST', json: body() });
      if (mine === asked) {
        cost.className = 'hint proof-cost';
        cost.textContent = costText(e);
      }
    } catch (error) {
      if (mine !== asked) return;
      // a size still to be typed is no mistake yet: the cost waits for it
      const text = error.data?.code === 'bodyNeeds' ? '' : said(error) || error.message;
      cost.className = text ? 'error proof-cost' : 'hint proof-cost';
      cost.textContent = text;
    }
  }
  async function submit(e) {
    e.preventDefault();
    clear(message);
    try {
      await api(`/api/records/${record.id}/local-proofs`, { method: 'POST', json: body() });
      onQueued();
    } catch (error) {
      const text = said(error);
      message.append(text ? el('p', { class: 'error', role: 'alert' }, text) : errorBox(error));
    }
  }
  estimate();
  return el('details', { class: 'local-proof-queue' }, el('summary', {}, t('proofs.prove')), form, cost, message);
}
