// The alert a search raises when it ties or beats its variant's world record or proven optimum: the
// run page and the campaign page raise it alike.
import { el, clear } from './dom.js';
import { t } from './i18n.js';

/** A short rising chime, where the browser allows sound; a page that was never clicked may not. */
function chime() {
  try {
    const audio = new AudioContext();
    [660, 880, 1320].forEach((hz, i) => {
      const tone = audio.createOscillator(),
        gain = audio.createGain();
      tone.frequency.value = hz;
      gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.17);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.18);
    });
  } catch (e) {
    /* no sound here: the banner says it */
  }
}

/**
 * A search tied or beat its variant's world record or proven optimum: a banner, a chime, a
 * notification if allowed. {@code body} says which search, in the page's words.
 */
export function raiseAlert(holder, alert, body) {
  const title = alert.beats
    ? t('alert.beats', { score: alert.score })
    : alert.kind === 'proven optimum'
      ? t('alert.optimum')
      : t('alert.ties');
  clear(holder).append(el('p', { class: 'alert-banner', role: 'alert' }, el('strong', {}, title), ' ', body));
  chime();
  if (window.Notification && Notification.permission === 'granted') {
    new Notification(`Morpion: ${title}`, { body });
  }
}

/** Where notifications are possible and not yet decided, a button to allow them for record alerts. */
export function notifyOffer() {
  if (!window.Notification || Notification.permission !== 'default') return '';
  const button = el(
    'button',
    {
      class: 'link',
      onclick: async () => {
        await Notification.requestPermission();
        button.remove();
      },
    },
    t('run.notifyMe'),
  );
  return button;
}
