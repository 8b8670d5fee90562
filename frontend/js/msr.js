// MSR compact form (MS1:) in the browser: unpadded URL-safe Base64 of raw DEFLATE of the JSON.
export async function decodeCompact(text) {
  if (!text.startsWith('MS1:')) return JSON.parse(text);
  const b64 = text.slice(4).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), c => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return JSON.parse(await new Response(stream).text());
}

/** The compact form of an MSR document: raw DEFLATE of its JSON, in unpadded URL-safe Base64. */
export async function encodeCompact(doc) {
  const stream = new Blob([JSON.stringify(doc)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return 'MS1:' + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A game file's format as people name it: MSR, JSON, Pentasol, SVG, PNG, and a wide picture 'PNG (1600 px)'. */
export function formatLabel(format) {
  const wide = /^png-(\d+)$/.exec(format);
  if (wide) return `PNG (${wide[1]} px)`;
  return format === 'pentasol' ? 'Pentasol' : format.toUpperCase();
}
