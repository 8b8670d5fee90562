// The service's REST API, with the token kept in this browser (localStorage) sent as a bearer token.
import { has, t } from './i18n.js';

const TOKEN_KEY = 'morpion.token';

export function token() {
  return localStorage.getItem(TOKEN_KEY) || '';
}

export function setToken(value) {
  tokenRefused = false;
  if (value) {
    localStorage.setItem(TOKEN_KEY, value);
  } else {
    localStorage.removeItem(TOKEN_KEY);
  }
}

let tokenRefused = false;

/**
 * Fetches with the saved token. Public reads never depend on it: when the server refuses the token
 * on a read, the read is made again without it, and the page says so once.
 */
export async function fetchWithToken(path, { method = 'GET', headers = {}, body } = {}) {
  const withToken = token() && !tokenRefused ? { ...headers, Authorization: 'Bearer ' + token() } : headers;
  const response = await fetch(path, { method, headers: withToken, body });
  if (response.status === 401 && withToken !== headers && method === 'GET') {
    tokenRefused = true;
    document.dispatchEvent(new CustomEvent('morpion:token-refused'));
    return fetch(path, { method, headers, body });
  }
  return response;
}

/** Whether the server refused the saved token, so that reads go without it. */
export function tokenWasRefused() {
  return tokenRefused;
}

/** Fetches JSON; a failure becomes an Error with the server's own message. */
/**
 * A refusal in the page's language where the server gave a code for it (an illegal game's reason),
 * else the server's own sentence.
 */
export function serverMessage(data) {
  if (!data) return null;
  // a code this page does not know yet (a newer server) keeps the server's English sentence
  if (typeof data.code !== 'string' || !has(`error.${data.code}`)) return data.error || null;
  const params = { ...(data.params || {}) };
  for (const name of ['kind', 'status', 'command', 'action']) {
    if (has(`error.word.${params[name]}`)) params[name] = t(`error.word.${params[name]}`);
  }
  const said = t(`error.${data.code}`, params);
  return said.charAt(0).toUpperCase() + said.slice(1);
}

export async function api(path, { method = 'GET', body, json } = {}) {
  const headers = {};
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetchWithToken(path, { method, headers, body });
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    // a missing token and a refused one are different troubles, each said in the player's terms
    const unauthenticated = response.status === 401 && (token() ? t('token.rejected') : t('token.needed'));
    const error = new Error(unauthenticated || serverMessage(data) || `${response.status} ${response.statusText}`);
    error.status = response.status;
    error.data = data;
    throw error;
  }
  return data;
}

let variants;
/** The variants with their rules, crosses and records, as the server has them (GET /api/variants), fetched once. */
export function allVariants() {
  variants =
    variants ||
    api('/api/variants').catch(err => {
      variants = undefined;
      throw err;
    });
  return variants;
}

export async function variant(code) {
  return (await allVariants()).find(v => v.code === code);
}

/** The variants' codes in the server's order (5T, 5D, 4T, 4D): every list of variants on the pages. */
export async function variantCodes() {
  return (await allVariants()).map(v => v.code);
}
