// MSR compact form (MS1:) in the browser: unpadded URL-safe Base64 of raw DEFLATE of the JSON.
export async function decodeCompact(text) {
  if (!text.startsWith('MS1:')) return JSON.parse(text);
  const b64 = text.slice(4).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - b64.length % 4) % 4)), c => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return JSON.parse(await new Response(stream).text());
}
