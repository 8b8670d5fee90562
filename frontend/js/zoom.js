import { el, handheld } from './dom.js';
import { t } from './i18n.js';
import { typing } from './shortcuts.js';

// Zoom and pan for a board: the wheel or a pinch zooms about the pointer, a drag pans, and the
// buttons (or + - 0) zoom in, out and back to the whole board. The view lives in the holder, not in
// the drawing, so a board redrawn after every move keeps it. Every board opens whole; on a phone the
// first tap on + goes straight to the scale at which a point is a finger wide (MIN_CELL_PX).
const MIN_CELL_PX = 42; // a legal point's target is CELL - 1 units across: 40 px at this scale
const CELL = 24;
const MAX_SCALE = 8;

export function zoomable(holder) {
  const view = { scale: 1, cx: null, cy: null };
  let board = null;
  let base = null;

  function apply() {
    if (!board) return;
    const w = base.w / view.scale, h = base.h / view.scale;
    const cx = Math.max(base.x + w / 2, Math.min(base.x + base.w - w / 2, view.cx));
    const cy = Math.max(base.y + h / 2, Math.min(base.y + base.h - h / 2, view.cy));
    view.cx = cx; view.cy = cy;
    board.setAttribute('viewBox', `${cx - w / 2} ${cy - h / 2} ${w} ${h}`);
    holder.classList.toggle('zoomed', view.scale > 1);
  }
  function zoomTo(scale, aboutX = view.cx, aboutY = view.cy) {
    const next = Math.max(1, Math.min(MAX_SCALE, scale));
    // the point under the pointer stays under it
    view.cx = aboutX + (view.cx - aboutX) * view.scale / next;
    view.cy = aboutY + (view.cy - aboutY) * view.scale / next;
    view.scale = next;
    apply();
  }
  /** Board units per screen pixel at the current zoom. */
  function unitsPerPixel() {
    const box = board.getBoundingClientRect();
    const [, , vw, vh] = board.getAttribute('viewBox').split(' ').map(Number);
    return Math.max(vw / box.width, vh / box.height);
  }
  /** Board units under a point of the screen: the view's centre is the box's. */
  function unitsAt(clientX, clientY) {
    const box = board.getBoundingClientRect();
    const k = unitsPerPixel();
    return [view.cx + (clientX - box.left - box.width / 2) * k, view.cy + (clientY - box.top - box.height / 2) * k];
  }

  holder.addEventListener('wheel', e => {
    if (!board) return;
    e.preventDefault();
    zoomTo(view.scale * (e.deltaY < 0 ? 1.25 : 0.8), ...unitsAt(e.clientX, e.clientY));
  }, { passive: false });

  followPointers(holder, {
    active: () => board !== null,
    scale: () => view.scale,
    zoomTo,
    unitsAt,
    panBy: (dx, dy) => { const k = unitsPerPixel(); view.cx -= dx * k; view.cy -= dy * k; apply(); },
  });

  /** The scale at which a point is a finger wide, on a narrow or touch screen; 1 elsewhere. */
  function fingerScale() {
    if (!board || !handheld()) return 1;
    const cellPx = CELL / unitsPerPixel() * view.scale;
    return cellPx > 0 && cellPx < MIN_CELL_PX ? Math.min(MAX_SCALE, MIN_CELL_PX / cellPx) : 1;
  }
  const zoomIn = () => zoomTo(Math.max(view.scale * 1.5, view.scale < fingerScale() ? fingerScale() : 0));
  const button = (text, title, action) => el('button', { type: 'button', title, 'aria-label': title, onclick: action }, text);
  const controls = el('div', { class: 'zoom-controls' },
    button('+', t('zoom.in'), zoomIn),
    button('−', t('zoom.out'), () => zoomTo(view.scale / 1.5)),
    button('⤢', t('zoom.fit'), () => zoomTo(1)));
  const keys = e => {
    if (!board || !holder.isConnected || e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
    const act = { '+': zoomIn, '=': zoomIn, '-': () => zoomTo(view.scale / 1.5),
      '0': () => zoomTo(1) }[e.key];
    if (act) { e.preventDefault(); act(); }
  };
  document.addEventListener('keydown', keys);

  /** Shows a freshly drawn board at the holder's zoom (the whole board at first). */
  function show(svg) {
    const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    board = svg;
    base = { x, y, w, h };
    holder.replaceChildren(svg, controls);
    if (view.cx === null) { view.cx = x + w / 2; view.cy = y + h / 2; }
    apply();
  }
  return { show, scale: () => view.scale, detach: () => document.removeEventListener('keydown', keys) };
}

/** A drag pans a zoomed board, two fingers pinch it; a drag that panned is not also a click. */
function followPointers(holder, zoom) {
  const pointers = new Map();
  let dragged = false;
  let pinch = null;
  holder.addEventListener('pointerdown', e => {
    if (!zoom.active() || e.target.closest('.zoom-controls')) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    dragged = false;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]), scale: zoom.scale() };
    }
  });
  holder.addEventListener('pointermove', e => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    const dx = e.clientX - last[0], dy = e.clientY - last[1];
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      zoom.zoomTo(pinch.scale * Math.hypot(a[0] - b[0], a[1] - b[1]) / pinch.distance,
        ...zoom.unitsAt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2));
      dragged = true;
    } else if (zoom.scale() > 1 && (dragged || Math.hypot(dx, dy) > 4)) {
      if (!dragged) holder.setPointerCapture(e.pointerId);
      dragged = true;
      zoom.panBy(dx, dy);
    }
  });
  const release = e => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  holder.addEventListener('pointerup', release);
  holder.addEventListener('pointercancel', release);
  // a drag that panned is not also a click on the point it ended over
  holder.addEventListener('click', e => {
    if (dragged) { e.stopPropagation(); e.preventDefault(); dragged = false; }
  }, true);
}
