// The UI's words in eight languages. Each catalogue (/i18n/<code>.json) maps a key to a text with
// {named} placeholders, or, for a count, to one text per plural category of Intl.PluralRules.
// The language is the one picked here last, else the browser's first that we speak, else English.
export const LANGUAGES = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  ja: '日本語',
};
const KEY = 'morpion.lang';

let code = 'en';
let words = {};
let plurals = new Intl.PluralRules('en');

export function chosenLanguage() {
  const saved = localStorage.getItem(KEY);
  if (saved && LANGUAGES[saved]) return saved;
  for (const tag of navigator.languages || [navigator.language]) {
    const base = String(tag || '')
      .toLowerCase()
      .split('-')[0];
    if (LANGUAGES[base]) return base;
  }
  return 'en';
}

/** Loads the chosen catalogue and translates the page's static parts (data-i18n attributes). */
export async function loadLanguage() {
  code = chosenLanguage();
  words = await catalogue(code);
  if (!words && code !== 'en') {
    code = 'en';
    words = await catalogue(code);
  }
  words = words || {};
  plurals = new Intl.PluralRules(code);
  document.documentElement.lang = code;
  for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const attribute of ['title', 'placeholder', 'aria-label']) {
    for (const node of document.querySelectorAll(`[data-i18n-${attribute}]`)) {
      node.setAttribute(attribute, t(node.getAttribute(`data-i18n-${attribute}`)));
    }
  }
}

/** A language's catalogue, or null when it cannot be had (the page then falls back to English). */
async function catalogue(language) {
  try {
    const response = await fetch(`/i18n/${language}.json`);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Keeps the choice for next time and shows the page again in it. */
export function setLanguage(next) {
  localStorage.setItem(KEY, next);
  location.reload();
}

export const language = () => code;

/** Whether the catalogue has a text for the key: for keys that come from the server. */
export const has = key => key in words;

function text(key, count) {
  let entry = words[key];
  if (entry === undefined) {
    // loud in the console, so that a browser test on any page catches a word left out
    console.error(`no text for "${key}" in ${code}`);
    return key;
  }
  if (typeof entry === 'object') entry = entry[plurals.select(count ?? 0)] ?? entry.other;
  return entry;
}

/** The text of a key, its placeholders filled; {n} is a count, written as the language writes numbers. */
export function t(key, params = {}) {
  return text(key, params.n).replace(/\{(\w+)\}/g, (whole, name) =>
    !(name in params) ? whole : name === 'n' ? counted(params.n) : String(params[name]),
  );
}

// a count the caller formatted already (347,000 years; 1.2E45) is shown as it is: read as a number it was NaN
const counted = n => (typeof n === 'string' ? n : number(n));

/** Like t, as a list of strings and nodes, for sentences with a link or an element inside: word order differs. */
export function tNodes(key, params = {}) {
  return text(key, params.n)
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map(part => {
      const name = part.match(/^\{(\w+)\}$/)?.[1];
      if (!name || !(name in params)) return part;
      return name === 'n' ? counted(params.n) : params[name];
    });
}

export const number = n => new Intl.NumberFormat(code).format(n);

/** A date the data gives as 2011, 2011-08, 2011-08-15 or a full timestamp, as the language writes it. */
export function date(value, withTime = false) {
  const s = String(value);
  if (/^\d{4}$/.test(s)) return s;
  const utc = { timeZone: 'UTC' };
  if (/^\d{4}-\d{2}$/.test(s)) {
    return new Intl.DateTimeFormat(code, { ...utc, year: 'numeric', month: 'short' }).format(
      new Date(`${s}-01T00:00:00Z`),
    );
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    return new Intl.DateTimeFormat(code, { ...utc, dateStyle: 'medium' }).format(new Date(`${s}T00:00:00Z`));
  }
  const options = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(code, options).format(new Date(s));
}

/** The language picker for the header. */
export function languagePicker(select) {
  for (const [value, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = name;
    option.selected = value === code;
    select.append(option);
  }
  select.addEventListener('change', () => setLanguage(select.value));
}
