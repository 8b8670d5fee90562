import { allVariants, api, fetchWithToken, serverMessage, variant } from './api.js';
import { drawBoard } from './board.js';
import { el, clear, errorBox } from './dom.js';
import { t, tNodes } from './i18n.js';
import { familyNodes, verdictText } from './known.js';
import { metadataFields } from './metadata.js';

/** Sends raw bytes (a file, or pasted text) as a submission; returns [status, body]. */
async function send(path, body, type, variantCode, submittedBy) {
  const headers = { 'Content-Type': type || 'text/plain' };
  const query = new URLSearchParams();
  if (variantCode) query.set('variant', variantCode);
  if (submittedBy) query.set('submittedBy', submittedBy);
  const q = query.toString() ? `?${query}` : '';
  const response = await fetchWithToken(path + q, { method: 'POST', headers, body });
  const text = await response.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = { error: text || response.statusText };
  }
  return [response.status, data];
}

/**
 * What the server said of a submission: where it is stored, or, for a game it refused, which move is bad,
 * drawn on the position before it; {@code parse} reads the sent game as the server does.
 */
async function showVerdict(verdict, status, data, parse) {
  if (status === 201 || status === 200) {
    const r = data.record;
    const link = el('a', { href: `#/records/${r.id}` }, t('record.name', { id: r.id }));
    const words = { link, variant: r.variant, verdict: verdictText(r) };
    verdict.append(
      el(
        'p',
        { class: 'ok' },
        ...(status === 201 ? tNodes('submit.stored', words) : tNodes('submit.alreadyHere', words)),
      ),
    );
    const family = familyNodes(r, status === 201);
    if (family) verdict.append(el('p', { class: 'family' }, family));
  } else if (status === 422) {
    verdict.append(el('p', { class: 'error', role: 'alert' }, serverMessage(data)));
    try {
      const [, game] = await parse();
      const rules = await variant(game.variant);
      const bad = data.moveIndex;
      // framed on the position at the bad move, not the whole game, with the point it lacks marked
      verdict.append(
        el('p', {}, t('submit.boardUpTo', { move: data.moveNumber })),
        el(
          'div',
          { class: 'board-holder small' },
          drawBoard(rules, game.moves.slice(0, bad + 1), {
            shown: bad,
            marked: bad,
            numbers: true,
            missing: data.point,
            coordinates: true,
          }),
        ),
      );
    } catch (err) {
      verdict.append(errorBox(err));
    }
  } else {
    verdict.append(errorBox(new Error(serverMessage(data) || t('submit.refused', { status }))));
  }
}

/**
 * The drop zone and file input, and the line above the button that says what goes out: the file while one is
 * chosen, else the pasted text; the last thing the player did decides (typing removes a chosen file).
 */
function fileChooser(text) {
  const file = el('input', { type: 'file', accept: '.msr,.json,.psol,.txt,.png,.svg' });
  let dropped = null;
  const dropText = el('span', {}, t('submit.drop'), ' ');
  const sending = el('p', { class: 'hint sending', 'aria-live': 'polite' });
  const remove = el(
    'button',
    { type: 'button', class: 'link remove-file', hidden: true, onclick: () => choose(null) },
    t('submit.removeFile'),
  );
  const drop = el('div', { class: 'drop', tabindex: 0 }, dropText, file, remove);
  function choose(chosen) {
    dropped = chosen;
    if (!chosen) file.value = '';
    dropText.textContent = (chosen ? t('submit.ready', { name: chosen.name }) : t('submit.drop')) + ' ';
    remove.hidden = !chosen;
    showSending();
  }
  function showSending() {
    sending.textContent = dropped
      ? t('submit.sendsFile', { name: dropped.name })
      : text.value.trim()
        ? t('submit.sendsText')
        : '';
  }
  drop.addEventListener('dragover', e => {
    e.preventDefault();
    drop.classList.add('over');
  });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', e => {
    e.preventDefault();
    drop.classList.remove('over');
    if (e.dataTransfer.files[0]) choose(e.dataTransfer.files[0]);
  });
  file.addEventListener('change', () => choose(file.files[0] || null));
  text.addEventListener('input', () => {
    if (dropped) choose(null);
    else showSending();
  });

  return { drop, sending, chosen: () => dropped };
}

/** What is sent: the chosen file as it is, or the pasted text as JSON or as text; [null] when there is neither. */
async function requestBody(dropped, text) {
  if (dropped) return [await dropped.arrayBuffer(), dropped.type || 'application/octet-stream'];
  const pasted = text.value.trim();
  if (!pasted) return [null];
  return [text.value, pasted.startsWith('{') ? 'application/json' : 'text/plain'];
}

export function submitPage(main) {
  const metadata = metadataFields();
  const verdict = el('div', { class: 'verdict', 'aria-live': 'polite' });
  const text = el('textarea', { name: 'game', rows: 8, placeholder: t('submit.paste'), spellcheck: 'false' });
  const pentasolVariant = el('select', { name: 'variant' }, el('option', { value: '' }, t('submit.notPentasol')));
  // the variants Pentasol files hold, as the server says
  allVariants().then(
    all => pentasolVariant.append(...all.filter(v => v.pentasol).map(v => el('option', { value: v.code }, v.code))),
    () => {},
  );
  const chooser = fileChooser(text);

  async function submit(e) {
    e.preventDefault();
    clear(verdict).append(el('p', {}, t('submit.verifying')));
    const dropped = chooser.chosen();
    let [body, type] = await requestBody(dropped, text);
    if (body === null) {
      clear(verdict).append(errorBox(new Error(t('submit.nothing'))));
      return;
    }
    if (metadata.given()) {
      // the game as the server reads it, with the fields put in, goes as MSR JSON
      const [parsed, game] = await send('/api/games/parse', body, type, pentasolVariant.value);
      if (parsed === 200) {
        body = JSON.stringify(metadata.apply(game));
        type = 'application/json';
      }
    }
    const sent = dropped ? t('submit.sentFile', { name: dropped.name }) : t('submit.sentText');
    const [status, data] = await send('/api/records', body, type, pentasolVariant.value, metadata.author());
    clear(verdict).append(el('p', { class: 'hint sent' }, sent));
    await showVerdict(verdict, status, data, () => send('/api/games/parse', body, type, pentasolVariant.value));
  }

  clear(main).append(
    el('h1', {}, t('submit.title')),
    el(
      'form',
      { class: 'submit', onsubmit: submit },
      text,
      chooser.drop,
      metadata.fields,
      chooser.sending,
      el(
        'p',
        { class: 'controls' },
        el('label', {}, t('submit.pentasolVariant'), ' ', pentasolVariant),
        el('button', { type: 'submit' }, t('submit.button')),
      ),
    ),
    verdict,
  );
}
