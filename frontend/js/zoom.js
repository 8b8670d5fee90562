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

/** The view (centre and scale) that holds these board points with a point to spare, within the whole board. */
function fitting(points, base) {
  const xs = points.map(p => p[0]),
    ys = points.map(p => p[1]);
  const w = Math.max(...xs) - Math.min(...xs) + 3 * CELL,
    h = Math.max(...ys) - Math.min(...ys) + 3 * CELL;
  return {
    cx: (Math.max(...xs) + Math.min(...xs)) / 2,
    cy: (Math.max(...ys) + Math.min(...ys)) / 2,
    scale: Math.max(1, Math.min(MAX_SCALE, base.w / w, base.h / h)),
  };
}

/** Board units per screen pixel at the board's current zoom. */
function unitsPerPixel(board) {
  const box = board.getBoundingClientRect();
  const [, , vw, vh] = board.getAttribute('viewBox').split(' ').map(Number);
  return Math.max(vw / box.width, vh / box.height);
}

/** Board units under a point of the screen: the view's centre is the box's. */
function unitsAt(board, view, clientX, clientY) {
  const box = board.getBoundingClientRect();
  const k = unitsPerPixel(board);
  return [view.cx + (clientX - box.left - box.width / 2) * k, view.cy + (clientY - box.top - box.height / 2) * k];
}

/** The scale at which a point is a finger wide, on a narrow or touch screen; 1 elsewhere. */
function fingerScale(board, view) {
  if (!board || !handheld()) return 1;
  const cellPx = (CELL / unitsPerPixel(board)) * view.scale;
  return cellPx > 0 && cellPx < MIN_CELL_PX ? Math.min(MAX_SCALE, MIN_CELL_PX / cellPx) : 1;
}

/** The part of the board the view shows, its centre kept where the whole of it is on the board. */
function visibleBox(view, base) {
  const w = base.w / view.scale;
  const h = base.h / view.scale;
  const cx = Math.max(base.x + w / 2, Math.min(base.x + base.w - w / 2, view.cx));
  const cy = Math.max(base.y + h / 2, Math.min(base.y + base.h - h / 2, view.cy));
  return { cx, cy, w, h };
}

/** The view zoomed to a scale (within its limits) about a point of the board, which stays under the pointer. */
function zoomAbout(view, scale, aboutX, aboutY) {
  const next = Math.max(1, Math.min(MAX_SCALE, scale));
  view.cx = aboutX + ((view.cx - aboutX) * view.scale) / next;
  view.cy = aboutY + ((view.cy - aboutY) * view.scale) / next;
  view.scale = next;
}

export function zoomable(holder) {
  const view = { scale: 1, cx: null, cy: null };
  let board = null;
  let base = null;
  function apply() {
    if (!board) return;
    const { cx, cy, w, h } = visibleBox(view, base);
    view.cx = cx;
    view.cy = cy;
    board.setAttribute('viewBox', `${cx - w / 2} ${cy - h / 2} ${w} ${h}`);
    holder.classList.toggle('zoomed', view.scale > 1);
    offscreen.mark(board, view.scale, cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2);
  }
  // a tap on an edge's count pans half a view that way
  const offscreen = offscreenBadges((dx, dy) => {
    view.cx += (dx * base.w) / view.scale / 2;
    view.cy += (dy * base.h) / view.scale / 2;
    apply();
  });
  const zoomTo = (scale, aboutX = view.cx, aboutY = view.cy) => {
    zoomAbout(view, scale, aboutX, aboutY);
    apply();
  };
  const onWheel = e => {
    if (!board) return;
    e.preventDefault();
    zoomTo(view.scale * (e.deltaY < 0 ? 1.25 : 0.8), ...unitsAt(board, view, e.clientX, e.clientY));
  };
  holder.addEventListener('wheel', onWheel, { passive: false });
  followPointers(holder, {
    active: () => board !== null,
    scale: () => view.scale,
    zoomTo,
    unitsAt: (x, y) => unitsAt(board, view, x, y),
    panBy: (dx, dy) => {
      const k = unitsPerPixel(board);
      view.cx -= dx * k;
      view.cy -= dy * k;
      apply();
    },
  });

  const { controls, keys } = zoomControls(
    {
      in: () => {
        const finger = fingerScale(board, view);
        zoomTo(Math.max(view.scale * 1.5, view.scale < finger ? finger : 0));
      },
      out: () => zoomTo(view.scale / 1.5),
      fit: () => zoomTo(1),
    },
    () => board !== null && holder.isConnected,
  );
  document.addEventListener('keydown', keys);

  /** Shows a freshly drawn board at the holder's zoom (the whole board at first). */
  function show(svg) {
    const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    board = svg;
    base = { x, y, w, h };
    holder.replaceChildren(svg, controls, ...offscreen.badges);
    if (view.cx === null) {
      view.cx = x + w / 2;
      view.cy = y + h / 2;
    }
    apply();
  }
  const focus = points => {
    if (board && points.length) {
      Object.assign(view, fitting(points, base));
      apply();
    }
  };
  return { show, focus, scale: () => view.scale, detach: () => document.removeEventListener('keydown', keys) };
}

/** The + − ⤢ buttons, and the keys (+ = - 0) that do the same while {@code live()}. */
function zoomControls(act, live) {
  const button = (text, title, action) =>
    el('button', { type: 'button', title, 'aria-label': title, onclick: action }, text);
  const controls = el(
    'div',
    { class: 'zoom-controls' },
    button('+', t('zoom.in'), act.in),
    button('−', t('zoom.out'), act.out),
    button('⤢', t('zoom.fit'), act.fit),
  );
  const keys = e => {
    if (!live() || e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
    const action = { '+': act.in, '=': act.in, '-': act.out, 0: act.fit }[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };
  return { controls, keys };
}

/**
 * Zoomed in, the legal points out of view, counted at the edge they lie beyond (a corner's at two);
 * {@code pan(dx, dy)} moves the view toward one. Returns the badges and {@code mark}, which counts afresh.
 */
function offscreenBadges(pan) {
  const edges = { left: [-1, 0, '←'], right: [1, 0, '→'], up: [0, -1, '↑'], down: [0, 1, '↓'] };
  const badges = Object.fromEntries(
    Object.entries(edges).map(([side, [dx, dy]]) => [
      side,
      el('button', { type: 'button', class: `offscreen ${side}`, hidden: true, onclick: () => pan(dx, dy) }),
    ]),
  );
  function mark(board, scale, left, top, right, bottom) {
    const count = { left: 0, right: 0, up: 0, down: 0 };
    if (scale > 1) {
      for (const c of board.querySelectorAll('circle.legal')) {
        const x = Number(c.getAttribute('cx')),
          y = Number(c.getAttribute('cy'));
        if (x < left) count.left++;
        if (x > right) count.right++;
        if (y < top) count.up++;
        if (y > bottom) count.down++;
      }
    }
    for (const [side, badge] of Object.entries(badges)) {
      badge.hidden = count[side] === 0;
      badge.textContent = `${edges[side][2]} ${count[side]}`;
      badge.title = t('zoom.offscreen', { n: count[side] });
      badge.setAttribute('aria-label', badge.title);
    }
  }
  return { badges: Object.values(badges), mark };
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
    const dx = e.clientX - last[0],
      dy = e.clientY - last[1];
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      zoom.zoomTo(
        (pinch.scale * Math.hypot(a[0] - b[0], a[1] - b[1])) / pinch.distance,
        ...zoom.unitsAt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2),
      );
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
  holder.addEventListener(
    'click',
    e => {
      if (dragged) {
        e.stopPropagation();
        e.preventDefault();
        dragged = false;
      }
    },
    true,
  );
}
