import { api, fetchWithToken, variant } from './api.js';
import { drawBoard } from './board.js';
import { el, clear, errorBox } from './dom.js';

/** Sends raw bytes (a file, or pasted text) as a submission; returns [status, body]. */
async function send(path, body, type, variantCode) {
  const headers = { 'Content-Type': type || 'text/plain' };
  const q = variantCode ? `?variant=${encodeURIComponent(variantCode)}` : '';
  const response = await fetchWithToken(path + q, { method: 'POST', headers, body });
  const text = await response.text();
  let data = null;
  try { data = JSON.parse(text); } catch { data = { error: text || response.statusText }; }
  return [response.status, data];
}

export function submitPage(main) {
  const verdict = el('div', { class: 'verdict', 'aria-live': 'polite' });
  const text = el('textarea', { name: 'game', rows: 8, placeholder: 'Paste a game: MS1:…, MSR JSON, or Pentasol', spellcheck: 'false' });
  const file = el('input', { type: 'file', accept: '.msr,.json,.psol,.txt,.png,.svg' });
  const pentasolVariant = el('select', { name: 'variant' }, ['', '5T', '5D'].map(v => el('option', { value: v }, v || 'not Pentasol')));
  let dropped = null;
  const drop = el('div', { class: 'drop', tabindex: 0 }, 'Drop a .msr, .json, .psol, .png or .svg file here, or choose one: ', file);
  drop.addEventListener('dragover', e => { e.preventDefault(); drop.classList.add('over'); });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', e => {
    e.preventDefault();
    drop.classList.remove('over');
    dropped = e.dataTransfer.files[0] || null;
    if (dropped) drop.firstChild.textContent = `Ready: ${dropped.name} `;
  });
  file.addEventListener('change', () => { dropped = file.files[0] || null; });

  async function submit(e) {
    e.preventDefault();
    clear(verdict).append(el('p', {}, 'Verifying…'));
    let body, type;
    if (dropped) {
      body = await dropped.arrayBuffer();
      type = dropped.type || 'application/octet-stream';
    } else if (text.value.trim()) {
      body = text.value;
      type = text.value.trim().startsWith('{') ? 'application/json' : 'text/plain';
    } else {
      clear(verdict).append(errorBox(new Error('Paste a game or choose a file first.')));
      return;
    }
    const [status, data] = await send('/api/records', body, type, pentasolVariant.value);
    clear(verdict);
    if (status === 201 || status === 200) {
      const r = data.record;
      verdict.append(el('p', { class: 'ok' }, status === 201 ? 'Legal and stored: ' : 'Legal, and already here as ',
        el('a', { href: `#/records/${r.id}` }, `record ${r.id}`), ` (${r.variant}, ${r.score} moves; ${r.verdict}).`));
    } else if (status === 422) {
      verdict.append(el('p', { class: 'error', role: 'alert' }, data.error));
      try {
        const [, game] = await send('/api/games/parse', body, type, pentasolVariant.value);
        const rules = await variant(game.variant);
        const bad = data.moveIndex;
        verdict.append(el('p', {}, `The board up to move ${data.moveNumber}, which is marked:`),
          el('div', { class: 'board-holder small' }, drawBoard(rules, game.moves, { shown: bad, marked: bad, numbers: true })));
      } catch (err) { verdict.append(errorBox(err)); }
    } else {
      verdict.append(errorBox(new Error(data.error || `refused (${status})`)));
    }
  }

  clear(main).append(el('h1', {}, 'Submit a game'),
    el('form', { class: 'submit', onsubmit: submit }, text, drop,
      el('p', { class: 'controls' }, el('label', {}, 'Pentasol variant ', pentasolVariant),
        el('button', { type: 'submit' }, 'Verify and submit'))),
    verdict);
}
