// A few helpers to build DOM without innerHTML: text stays text.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'class') node.className = value;
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function clear(node) {
  while (node.firstChild) node.firstChild.remove();
  return node;
}

export function errorBox(error) {
  return el('p', { class: 'error', role: 'alert' }, error.message || String(error));
}

export function seconds(s) {
  s = Math.floor(s);
  const h = Math.floor(s / 3600),
    m = Math.floor(s / 60) % 60,
    r = s % 60;
  return (h ? h + ':' + String(m).padStart(2, '0') : m) + ':' + String(r).padStart(2, '0');
}

/** Text that comes from the data (a name, a source, a description): marked so that no translator touches it. */
export function data(text, tag = 'span') {
  return el(tag, { translate: 'no' }, text);
}

/**
 * Fills a form's named fields with what this browser saved for it under {@code key}, and returns
 * the function that saves them again (after a successful submit).
 */
export function rememberFields(form, key, names) {
  const saved = JSON.parse(localStorage.getItem(key) || '{}');
  for (const name of names) {
    if (saved[name] !== undefined) form.elements[name].value = saved[name];
  }
  return () =>
    localStorage.setItem(key, JSON.stringify(Object.fromEntries(names.map(name => [name, form.elements[name].value]))));
}

/** A phone or tablet: a narrow screen or a finger for a pointer. Zoom and Play's hints adapt to it. */
export const handheld = () => matchMedia('(max-width: 600px), (pointer: coarse)').matches;

/** A table of the class given: a header cell for each of the headers, then the rows. */
export function table(cls, headers, rows) {
  return el(
    'table',
    { class: cls },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        headers.map(h => el('th', {}, h)),
      ),
    ),
    el('tbody', {}, rows),
  );
}

/** A button that asks the server for something and shows what it answers; an error goes into the message box. */
export function askButton(label, ask, message, show) {
  const onclick = async () => {
    clear(message);
    try {
      await show(await ask());
    } catch (e) {
      message.append(errorBox(e));
    }
  };
  return el('button', { onclick }, label);
}

/** Figures as a description list's terms and values, each value marked with its field: [field, label, value]. */
export const figures = rows => rows.flatMap(([field, k, v]) => [el('dt', {}, k), el('dd', { 'data-field': field }, v)]);

/** A form's labelled choice among plain values, each its own label: a variant, say. */
export const choiceField = (label, name, values) =>
  el(
    'label',
    {},
    label,
    el(
      'select',
      { name },
      values.map(v => el('option', {}, v)),
    ),
  );
