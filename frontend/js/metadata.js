// What a player says of a game beside its moves: author, description and tags, on Play and Submit.
import { el } from './dom.js';
import { t } from './i18n.js';

const AUTHOR_KEY = 'morpion.author';

/** The author, description and tags fields of a game, the author remembered in the browser for next time. */
export function metadataFields() {
  const author = el('input', {
    name: 'author',
    value: localStorage.getItem(AUTHOR_KEY) || '',
    size: 24,
    placeholder: t('meta.authorHint'),
    maxlength: 200,
  });
  const description = el('input', { name: 'description', size: 40, placeholder: t('meta.optional'), maxlength: 2000 });
  const tags = el('input', { name: 'tags', size: 24, placeholder: t('meta.tagsHint') });
  return {
    fields: el(
      'p',
      { class: 'controls metadata' },
      el('label', {}, t('corpus.author'), ' ', author),
      el('label', {}, t('record.description'), ' ', description),
      el('label', {}, t('meta.tags'), ' ', tags),
    ),
    /** The game with what the fields say put into it; the author is remembered. */
    apply(game) {
      const name = author.value.trim();
      if (name) localStorage.setItem(AUTHOR_KEY, name);
      else localStorage.removeItem(AUTHOR_KEY);
      const out = { ...game };
      if (name) out.author = name;
      if (description.value.trim()) out.description = description.value.trim();
      const list = tags.value
        .split(',')
        .map(t => t.trim())
        .filter(Boolean);
      if (list.length) out.tags = list;
      return out;
    },
    author: () => author.value.trim(),
    given: () => Boolean(author.value.trim() || description.value.trim() || tags.value.trim()),
  };
}
