// The warm start of a search or campaign form: a record, picked from the variant's best or typed by its id, said
// in words once chosen. A record is of one variant, so picking it sets the form's variant too.
import { api } from './api.js';
import { el } from './dom.js';
import { t } from './i18n.js';

let lists = 0;

/** Wires the form's warm field to a list of its variant's best records; returns the line that names the choice. */
export function warmPicker(form) {
  const input = form.elements.warm;
  const variant = form.elements.variant;
  const list = el('datalist', { id: `warm-records-${++lists}` });
  input.setAttribute('list', list.id);
  input.after(list);
  const said = el('p', { class: 'hint warm-record', 'aria-live': 'polite' });
  let asked = 0,
    pending = null;

  async function fill() {
    try {
      const page = await api(`/api/records?variant=${encodeURIComponent(variant.value)}&size=20&sort=-score`);
      list.replaceChildren(...page.items.map(r => el('option', { value: r.id }, name(r))));
    } catch {
      list.replaceChildren();
    }
  }
  async function describe() {
    const mine = ++asked;
    const id = input.value.trim();
    if (!id) {
      said.className = 'hint warm-record';
      said.textContent = '';
      return;
    }
    try {
      const record = await api(`/api/records/${encodeURIComponent(id)}`);
      if (mine !== asked) return;
      const moved = record.variant !== variant.value;
      if (moved) {
        variant.value = record.variant;
        variant.dispatchEvent(new Event('change', { bubbles: true }));
      }
      said.className = 'hint warm-record';
      said.textContent = moved
        ? t('warm.fromOther', { record: name(record), variant: record.variant })
        : t('warm.from', { record: name(record) });
    } catch (e) {
      if (mine !== asked) return;
      said.className = 'error warm-record';
      said.textContent = e.status === 404 || e.status === 400 ? t('warm.none', { id }) : e.message;
    }
  }
  variant.addEventListener('change', fill);
  input.addEventListener('input', () => {
    clearTimeout(pending);
    pending = setTimeout(describe, 250);
  });
  fill();
  describe();
  return said;
}

/** A record as a picker names it: its id, who set it and its score. */
const name = r =>
  r.author
    ? t('warm.name', { id: r.id, author: r.author, score: r.score })
    : t('warm.nameAnonymous', { id: r.id, score: r.score });
