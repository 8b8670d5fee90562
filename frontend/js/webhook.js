// The token's webhook on the Searches page: where the alerts of its runs go when no tab is open, how
// its deliveries went, and a form that sets, tests or removes it. The server checks what is sent.
import { api, token } from './api.js';
import { el, clear, errorBox } from './dom.js';
import { date, number, t } from './i18n.js';

function state(hook) {
  if (!hook) return el('p', { class: 'webhook-state' }, t('webhook.none'));
  return el(
    'p',
    { class: 'webhook-state' },
    t('webhook.set', { url: hook.url }),
    ' ',
    t('webhook.deliveries', {
      delivered: number(hook.delivered),
      pending: number(hook.pending),
      givenUp: number(hook.givenUp),
    }),
    hook.lastDeliveredAt ? ` ${t('webhook.last', { when: date(hook.lastDeliveredAt, true) })}` : '',
    hook.lastError ? el('span', { class: 'error' }, ` ${t('webhook.lastError', { error: hook.lastError })}`) : '',
  );
}

/**
 * The section, drawn for a caller with a token and again when a token is saved on the page (which keeps its
 * form, so is not drawn again); nothing without one. Returns it and what stops it listening.
 */
export function webhookSection() {
  const holder = el('div', { class: 'webhook-holder' });
  const draw = () => clear(holder).append(token() ? webhookDetails() : '');
  document.addEventListener('morpion:token-saved', draw);
  draw();
  return { element: holder, stop: () => document.removeEventListener('morpion:token-saved', draw) };
}

function webhookDetails() {
  const shown = el('div', { 'aria-live': 'polite' });
  const message = el('div', { 'aria-live': 'polite' });
  const form = el(
    'form',
    {
      class: 'queue webhook-form',
      onsubmit: e => {
        e.preventDefault();
        send('PUT');
      },
    },
    el(
      'label',
      { class: 'wide' },
      t('webhook.url'),
      el('input', { name: 'url', type: 'url', placeholder: 'https://' }),
    ),
    el('label', {}, t('webhook.secret'), el('input', { name: 'secret', type: 'password', autocomplete: 'off' })),
    el('button', { type: 'submit' }, t('webhook.save')),
    el('button', { type: 'button', class: 'test-webhook', onclick: () => send('POST', '/test') }, t('webhook.test')),
    el('button', { type: 'button', class: 'remove-webhook', onclick: () => send('DELETE') }, t('webhook.remove')),
  );
  // the deliveries' counts follow themselves: read again soon while some are owed, now and then otherwise
  let again = null;
  const readAgain = hook => {
    clearTimeout(again);
    again = setTimeout(
      () => {
        if (details.isConnected) read();
      },
      hook?.pending > 0 ? 2000 : 15000,
    );
  };
  async function read() {
    try {
      const hook = await api('/api/webhook');
      clear(shown).append(state(hook));
      readAgain(hook);
      // the address set is the one to change, not to type again
      if (hook && !form.elements.url.value) form.elements.url.value = hook.url;
    } catch (e) {
      // a token the server refused has no webhook to show: the header's notice already says why
      if (e.status === 401) details.remove();
      else clear(shown).append(errorBox(e));
    }
  }
  async function send(method, path = '') {
    clear(message);
    const f = form.elements;
    try {
      await api(
        `/api/webhook${path}`,
        method === 'PUT' ? { method, json: { url: f.url.value.trim(), secret: f.secret.value } } : { method },
      );
      if (method === 'PUT') f.secret.value = '';
      message.append(el('p', { class: 'ok' }, t(`webhook.done.${method.toLowerCase()}`)));
    } catch (e) {
      message.append(errorBox(e));
    }
    read();
  }
  const details = el(
    'details',
    { class: 'webhook' },
    el('summary', {}, t('webhook.title')),
    el('p', { class: 'hint' }, t('webhook.explain')),
    shown,
    form,
    message,
  );
  read();
  return details;
}
