import { api, token } from './api.js';
import { el, clear, errorBox, seconds } from './dom.js';

const DEFAULTS = { nrpa: 'level=3, iterations=100', perturbation: 'window=8, focus=4', beam: 'width=100', annealing: 'r=100000', sampling: 'scheme=rs2, samples=10', exact: 'symmetry=on, bound=on, floor=0' };

function params(text) {
  const out = {};
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    const [k, v] = part.split('=');
    if (!k || v === undefined) throw new Error(`"${part}" is not NAME=VALUE`);
    out[k.trim()] = v.trim();
  }
  return out;
}

export function progressCell(run) {
  if (run.status === 'QUEUED') return `queued, place ${run.queuePosition}`;
  if (run.progress === undefined || run.progress === null) return run.status === 'RUNNING' ? 'running, no budget' : '—';
  const percent = `${Math.round(run.progress * 100)} %`;
  const eta = run.etaSeconds === undefined || run.etaSeconds === null ? '' : ` · ETA ${seconds(run.etaSeconds)}`;
  return el('span', { class: 'progress' }, el('progress', { max: 1, value: run.progress, title: percent }), ` ${percent}${eta}`);
}

export async function runsPage(main) {
  const message = el('div');
  const list = el('div', { class: 'table-wrap' });
  const form = el('form', { class: 'queue', onsubmit: submit },
    el('label', {}, 'Variant', el('select', { name: 'variant' }, ['5T', '5D', '4T', '4D'].map(v => el('option', {}, v)))),
    el('label', {}, 'Algorithm', el('select', { name: 'algorithm', onchange: e => { form.elements.params.value = DEFAULTS[e.target.value]; } },
      Object.keys(DEFAULTS).map(a => el('option', {}, a)))),
    el('label', { class: 'wide' }, 'Parameters', el('input', { name: 'params', value: DEFAULTS.nrpa })),
    el('label', {}, 'Time', el('input', { name: 'time', placeholder: 'e.g. 10m', size: 6 })),
    el('label', {}, 'Nodes', el('input', { name: 'nodes', inputmode: 'numeric', size: 8 })),
    el('label', {}, 'Target', el('input', { name: 'target', inputmode: 'numeric', size: 4 })),
    el('label', {}, 'Seed', el('input', { name: 'seed', inputmode: 'numeric', placeholder: 'random', size: 8 })),
    el('label', {}, 'Threads', el('input', { name: 'threads', type: 'number', min: 1, max: 64, value: 1 })),
    el('label', {}, 'Warm start', el('input', { name: 'warm', inputmode: 'numeric', placeholder: 'record id', size: 6 })),
    el('button', { type: 'submit' }, 'Queue'));
  clear(main).append(el('h1', {}, 'Searches'),
    token() ? '' : el('p', { class: 'hint' }, 'Queueing and controlling runs needs a token: paste it at the top.'),
    form, message, el('h2', {}, 'Runs'), list);

  // the last search's settings, as this browser queued it (not its seed: a new run wants a new one)
  const SETTINGS_KEY = 'morpion.search';
  const remembered = JSON.parse(localStorage.getItem(SETTINGS_KEY) || '{}');
  for (const name of ['variant', 'algorithm', 'params', 'time', 'nodes', 'target', 'threads']) {
    if (remembered[name] !== undefined) form.elements[name].value = remembered[name];
  }

  async function submit(e) {
    e.preventDefault();
    clear(message);
    const f = form.elements;
    try {
      const body = { variant: f.variant.value, algorithm: f.algorithm.value, params: params(f.params.value),
        threads: Number(f.threads.value || 1), budget: {} };
      if (f.time.value) body.budget.time = f.time.value;
      if (f.nodes.value) body.budget.nodes = Number(f.nodes.value);
      if (f.target.value) body.budget.target = Number(f.target.value);
      // A string: seeds are 64-bit, and a JavaScript number would round them.
      if (f.seed.value.trim()) body.seed = f.seed.value.trim();
      if (f.warm.value) body.warmRecordId = Number(f.warm.value);
      const run = await api('/api/runs', { method: 'POST', json: body });
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(Object.fromEntries(['variant', 'algorithm', 'params', 'time',
        'nodes', 'target', 'threads'].map(name => [name, f[name].value]))));
      location.hash = `#/runs/${run.id}`;
    } catch (err) { message.append(errorBox(err)); }
  }

  async function refresh() {
    try {
      const page = await api('/api/runs?size=50');
      clear(list).append(el('table', { class: 'runs' },
        el('thead', {}, el('tr', {}, ['Run', 'Status', 'Variant', 'Category', 'Best', 'Nodes/s', 'Elapsed', 'Progress'].map(h => el('th', {}, h)))),
        el('tbody', {}, page.items.map(r => el('tr', { 'data-run': r.id },
          el('td', {}, el('a', { href: `#/runs/${r.id}` }, `#${r.id}`)),
          el('td', { class: 'status ' + r.status.toLowerCase() }, r.status.toLowerCase()),
          el('td', {}, r.variant), el('td', {}, r.category), el('td', {}, r.bestScore),
          el('td', {}, Math.round(r.nodesPerSecond).toLocaleString('en')), el('td', {}, seconds(r.elapsedSeconds)),
          el('td', {}, progressCell(r)))))));
    } catch (err) { clear(list).append(errorBox(err)); }
  }
  await refresh();
  const timer = setInterval(refresh, 2000);
  return () => clearInterval(timer);
}
