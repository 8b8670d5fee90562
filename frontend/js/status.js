// How a run is doing, in the page's words: its status and its progress, as the runs list, a run's
// page and a campaign's workers show them.
import { el, seconds } from './dom.js';
import { language, number, t } from './i18n.js';

/** A run's status as the page says it (the API's word stays in the row's class). */
export function statusWord(status) {
  return (
    {
      QUEUED: t('status.queued'),
      RUNNING: t('status.running'),
      PAUSED: t('status.paused'),
      COMPLETED: t('status.completed'),
      CANCELLED: t('status.cancelled'),
      FAILED: t('status.failed'),
    }[status] || status.toLowerCase()
  );
}

/** Whether a run has ended: it computes no more, and nothing it does can raise an alert. */
export const ended = status => ['COMPLETED', 'CANCELLED', 'FAILED'].includes(status);

/** A run's rate: while it runs, or its average once it has ended; a queued or paused run computes nothing. */
export function rateCell(run) {
  return run.status === 'RUNNING' || ended(run.status) ? number(Math.round(run.nodesPerSecond)) : '—';
}

export function progressCell(run) {
  if (run.status === 'QUEUED') return t('runs.queuedPlace', { place: number(run.queuePosition) });
  // an exhaustive search's own end, estimated from its tree, whatever its budget
  const proofEnd = present(run.proofEtaSeconds)
    ? ` · ${t('run.proofEta', { left: timeLeft(run.proofEtaSeconds) })}`
    : '';
  if (!present(run.progress)) {
    if (run.status !== 'RUNNING') return '—';
    // a campaign's worker has no budget of its own: it runs as long as its campaign
    return (run.campaignId ? t('runs.forCampaign', { id: run.campaignId }) : t('runs.noBudget')) + proofEnd;
  }
  const percent = new Intl.NumberFormat(language(), { style: 'percent' }).format(run.progress);
  const eta = present(run.etaSeconds) ? ` · ${t('runs.eta', { left: seconds(run.etaSeconds) })}` : '';
  return el(
    'span',
    { class: 'progress' },
    el('progress', { max: 1, value: run.progress, title: percent }),
    ` ${percent}${eta}${proofEnd}`,
  );
}

function present(value) {
  return value !== undefined && value !== null;
}

const YEAR = 365.25 * 86400;

// a proof's estimate can run to ages (5T): years, not hours, as the CLI says it
function timeLeft(s) {
  if (s < YEAR) return seconds(s);
  const years = s / YEAR;
  const format = { maximumSignificantDigits: 3, notation: years >= 1e6 ? 'scientific' : 'standard' };
  return t('runs.years', { n: new Intl.NumberFormat(language(), format).format(years) });
}
