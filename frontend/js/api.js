// The service's REST API, with the token kept in this browser (localStorage) sent as a bearer token.
const TOKEN_KEY = 'morpion.token';

export function token() {
  return localStorage.getItem(TOKEN_KEY) || '';
}

export function setToken(value) {
  if (value) {
    localStorage.setItem(TOKEN_KEY, value);
  } else {
    localStorage.removeItem(TOKEN_KEY);
  }
}

/** Fetches JSON; a failure becomes an Error with the server's own message. */
export async function api(path, { method = 'GET', body, json } = {}) {
  const headers = {};
  if (token()) headers.Authorization = 'Bearer ' + token();
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(path, { method, headers, body });
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!response.ok) {
    const error = new Error((data && data.error) || `${response.status} ${response.statusText}`);
    error.status = response.status;
    error.data = data;
    throw error;
  }
  return data;
}

let variants;
/** The four variants with their crosses, fetched once. */
export async function variant(code) {
  variants = variants || api('/api/variants');
  return (await variants).find(v => v.code === code);
}
