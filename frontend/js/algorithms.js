import { api } from './api.js';
import { el, clear, data, errorBox } from './dom.js';
import { t, tNodes } from './i18n.js';

let declared;
/** The search algorithms and their parameters as the server declares them (GET /api/algorithms), fetched once. */
export function algorithms() {
  declared =
    declared ||
    api('/api/algorithms').catch(err => {
      declared = undefined;
      throw err;
    });
  return declared;
}

/** The algorithms, or null with the page showing why they could not be had. */
export async function algorithmsOrError(main, title) {
  try {
    return await algorithms();
  } catch (err) {
    clear(main).append(el('h1', {}, title), errorBox(err));
    return null;
  }
}

/**
 * A form's algorithm field: a select named `name` of `declared`, `isDefault`'s preselected, and a
 * box showing the chosen one's parameters, with why it is the default (`because`, which the server
 * gives on the default only). Choosing another empties the form's params field, since
 * a parameter left out takes its default; the form's threads or workers field shows the chosen
 * one's default as its placeholder and takes at most what the server allows. Call show() once the
 * form holds the select.
 */
export function algorithmChooser(name, declared, isDefault, because) {
  const box = el('div', { class: 'param-box' });
  const show = () => {
    const params = select.form.elements.params;
    const algorithm = declared.find(a => a.name === select.value) || declared[0];
    params.placeholder = example(algorithm);
    const { threads, workers } = select.form.elements;
    if (threads) Object.assign(threads, { placeholder: algorithm.defaultThreads, max: algorithm.maxThreads });
    if (workers) Object.assign(workers, { placeholder: algorithm.defaultWorkers, max: algorithm.maxWorkers });
    showParameters(box, algorithm, params, isDefault(algorithm) ? because(algorithm) : undefined);
  };
  const select = el(
    'select',
    {
      name,
      onchange: () => {
        select.form.elements.params.value = '';
        show();
      },
    },
    declared.map(a => el('option', { title: a.summary, selected: isDefault(a) }, a.name)),
  );
  return { select, box, show };
}

/** Two of an algorithm's parameters at their defaults, "level=3, iterations=100": what the field takes. */
export function example(algorithm) {
  return algorithm.parameters
    .slice(0, 2)
    .map(p => `${p.name}=${p.defaultValue}`)
    .join(', ');
}

/**
 * Shows an algorithm's parameters in `box`, each with its default, range and meaning (the meaning as
 * the server words it); choosing one adds it at its default to the form's params field. `because`,
 * the server's reason for preselecting it, is said above them.
 */
export function showParameters(box, algorithm, input, because) {
  const add = p => {
    const given = input.value.split(/[,\s]+/).filter(Boolean);
    if (!given.some(part => part.split('=')[0] === p.name)) given.push(`${p.name}=${p.defaultValue}`);
    input.value = given.join(', ');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };
  // drawn when opened: a closed list costs nothing, and its words (the server's, as data) stay out of the page's
  const stable = algorithm.parameters.filter(p => p.stage !== 'experiment');
  const trials = algorithm.parameters.filter(p => p.stage === 'experiment');
  const experiments = el(
    'details',
    {
      class: 'param-experiments',
      ontoggle: () => {
        if (experiments.open && experiments.children.length === 1) experiments.append(paramTable(trials, add));
      },
    },
    el('summary', {}, t('params.experiments', { count: trials.length })),
  );
  const table = () => [
    el('p', { class: 'hint', translate: 'no' }, algorithm.summary),
    paramTable(stable, add),
    ...(trials.length ? [experiments] : []),
  ];
  const details = el(
    'details',
    {
      class: 'param-help',
      ontoggle: () => {
        if (details.open && details.children.length === 1) details.append(...table());
      },
    },
    el('summary', {}, tNodes('params.of', { algorithm: data(algorithm.name) })),
  );
  clear(box).append(
    ...(because
      ? [
          el(
            'p',
            { class: 'hint default-because' },
            tNodes('params.defaultBecause', { algorithm: data(algorithm.name), because: data(because) }),
          ),
        ]
      : []),
    details,
  );
}

/**
 * A table of parameters, each with its default, range and meaning; an experiment's meaning says since when it
 * waits for the race that decides it. Choosing a name calls `add`.
 */
function paramTable(parameters, add) {
  return el(
    'table',
    { class: 'params' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        [t('params.name'), t('params.default'), t('params.range'), t('params.meaning')].map(h => el('th', {}, h)),
      ),
    ),
    el(
      'tbody',
      {},
      parameters.map(p =>
        el(
          'tr',
          { 'data-param': p.name },
          el(
            'td',
            { translate: 'no' },
            el('button', { type: 'button', class: 'link', title: t('params.add'), onclick: () => add(p) }, p.name),
          ),
          el('td', { translate: 'no' }, p.defaultValue),
          el('td', { translate: 'no' }, p.unit ? `${p.range}, ${p.unit}` : p.range),
          el(
            'td',
            {},
            el('span', { translate: 'no' }, p.help),
            ...(p.stage === 'experiment'
              ? [
                  el(
                    'span',
                    { class: 'hint experiment-since' },
                    ' ',
                    tNodes('params.since', { since: data(p.since), decision: data(p.decision) }),
                  ),
                ]
              : []),
          ),
        ),
      ),
    ),
  );
}

/** "a=1, b=2" as {a: "1", b: "2"}: search parameters as a form takes them. */
export function parseParams(text) {
  const out = {};
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    const [k, v] = part.split('=');
    if (!k || v === undefined) throw new Error(t('runs.badParam', { part }));
    out[k.trim()] = v.trim();
  }
  return out;
}
