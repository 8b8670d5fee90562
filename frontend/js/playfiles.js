import { fetchWithToken, serverMessage, variant } from './api.js';
import { el, clear, errorBox } from './dom.js';
import { t, tNodes } from './i18n.js';
import * as Game from './game.js';

// What Play does with files and the server for the game in progress: saving it in a format, a link to
// it, a file dropped on the board, a submission. Each takes Play's session (play.js), whose keep() and
// refresh() store and redraw the game.

/** Saves the game as a file: MSR JSON here, the other formats drawn by the server from the same game. */
export async function exportGame(s, format) {
  clear(s.message);
  const file = s.metadata.apply(Game.record(s.game));
  try {
    let blob;
    if (format === 'json') {
      blob = new Blob([JSON.stringify(file, null, 2) + '\n'], { type: 'application/json' });
    } else {
      const response = await fetchWithToken(`/api/games/render?to=${format}&numbers=true`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(file),
      });
      if (!response.ok) throw new Error(serverMessage(await response.json().catch(() => null)) || response.statusText);
      blob = await response.blob();
    }
    const extension = { pentasol: 'psol' }[format] || format;
    const link = el('a', {
      href: URL.createObjectURL(blob),
      download: `morpion-${s.game.code}-${s.game.moves.length}.${extension}`,
    });
    document.body.append(link);
    link.click();
    link.remove();
    s.game = Game.saved(s.game);
    s.keep();
  } catch (e) {
    s.message.append(errorBox(e));
  }
}

/** The link that opens this position, copied for sharing. */
export async function copyLink(s) {
  await s.keep();
  const link = location.href;
  clear(s.message);
  try {
    await navigator.clipboard.writeText(link);
    s.message.append(el('p', { class: 'ok' }, t('play.linkCopied')));
  } catch (e) {
    s.message.append(el('p', {}, t('play.linkHere'), ' ', el('input', { value: link, readonly: true, size: 40 })));
  }
}

/** A game file dropped on the board opens there; an unsaved game it replaces is kept, as a link's is. */
export async function openDropped(s, file, previousKey) {
  clear(s.message);
  try {
    const response = await fetchWithToken('/api/games/parse', {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: await file.arrayBuffer(),
    });
    const doc = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(serverMessage(doc) || response.statusText);
    if (Game.unsaved(s.game)) {
      localStorage.setItem(previousKey, JSON.stringify(Game.toDraft(s.game)));
    }
    s.game = Game.gameOf(doc.variant, doc.moves);
    s.variantSelect.value = s.game.code;
    s.rules = await variant(s.game.code);
    s.refresh();
  } catch (err) {
    s.message.append(errorBox(err));
  }
}

/** Submits the game with the fields put in, and says where it is stored. */
export async function submitGame(s) {
  clear(s.message);
  const headers = { 'Content-Type': 'application/json' };
  const by = s.metadata.author() ? `?submittedBy=${encodeURIComponent(s.metadata.author())}` : '';
  const response = await fetchWithToken('/api/records' + by, {
    method: 'POST',
    headers,
    body: JSON.stringify(s.metadata.apply(Game.record(s.game))),
  });
  const data = await response.json().catch(() => ({}));
  if (response.ok) {
    s.game = Game.saved(s.game);
    s.keep();
    const link = el('a', { href: `#/records/${data.record.id}` }, t('record.name', { id: data.record.id }));
    s.message.append(
      el(
        'p',
        { class: 'ok' },
        ...(response.status === 201 ? tNodes('play.stored', { link }) : tNodes('play.alreadyStored', { link })),
      ),
    );
  } else {
    s.message.append(errorBox(new Error(serverMessage(data) || response.statusText)));
  }
}
