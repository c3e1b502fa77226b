import { useEffect, useRef, useState } from 'react';
import { countdownParts, startCountdown, type CountdownParts } from '../../site/countdown';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { hostOf, type PaywallErrorDetail } from '../ui/host';
import { countdownStyles } from './countdown.styles';
import { useT } from '../../i18n';
import { countdown } from '../../i18n/countdown';

/** Props of `<paywall-countdown>`. */
export interface CountdownProps {
  /** The moment counted down to, epoch seconds (required). */
  time?: number;
  /** The server's current time when it rendered the page, epoch seconds. @default the viewer's clock */
  now?: number;
  /** Reload the page once when the countdown passes zero. @default false */
  reload?: boolean;
  /** The accessible name of the timer, e.g. the event's name. @default 'Starts in' (in the page's language) */
  label?: string;
  /** Shown once the time has come. @default 'Started' (in the page's language) */
  endedText?: string;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-countdown-end`. */
export interface CountdownEndDetail {
  time: number;
  /** True when the page is about to reload. */
  reload: boolean;
}

const UNITS = [['days', 'day'], ['hours', 'hour'], ['minutes', 'minute'], ['seconds', 'second']] as const;

/** An amount of a unit through `Intl` in a locale: the number (at least `digits` digits), the unit's name for that amount, and both spoken ("3 hours"). */
export function unitText(locale: string, unit: (typeof UNITS)[number][1], amount: number, digits = 1): { value: string; label: string; spoken: string } {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
  return {
    value: amount.toLocaleString(locale, { minimumIntegerDigits: digits }),
    label: format.formatToParts(amount).filter((p) => p.type === 'unit').map((p) => p.value).join(''),
    spoken: format.format(amount),
  };
}

/**
 * An event countdown (SPEC sections 3, 4, 9): days, hours, minutes and seconds to `time`, ticking
 * every second from the server's `now` so the viewer's clock does not matter; numbers and unit
 * names come from `Intl` in the page's locale. Passing zero with
 * `reload="true"` reloads the page once; a time already past shows the ended text and never reloads.
 */
export function Countdown({ time, now, reload, label, endedText, container }: CountdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, countdownStyles);
  const host = hostOf(container);
  const t = useT(countdown);
  const valid = typeof time === 'number' && Number.isFinite(time) && time > 0;
  const serverNow = typeof now === 'number' && Number.isFinite(now) && now > 0 ? now : null;
  // with the server's `now` the first view already shows the time left (the same on a server render)
  const [parts, setParts] = useState<CountdownParts | null>(() => (valid && serverNow !== null ? countdownParts(time! - serverNow) : null));

  useEffect(() => {
    if (!valid) {
      emit<PaywallErrorDetail>(host, 'paywall-error', { code: 'invalid_time', status: 0, message: '<paywall-countdown> needs a time attribute in epoch seconds.' });
      return;
    }
    return startCountdown({
      time: time!,
      now: serverNow ?? Date.now() / 1000,
      reload: reload === true,
      onTick: setParts,
      onZero: () => emit<CountdownEndDetail>(host, 'paywall-countdown-end', { time: time!, reload: reload === true }),
    });
  }, [valid, time, serverNow, reload, host]);

  if (!valid) {
    return (
      <div ref={ref} part="base" className="base" dir={t.dir} data-state="error">
        <p part="message" role="alert">{t('notSetUp')}</p>
      </div>
    );
  }
  const ended = parts !== null && parts.total === 0;
  const name = label || t('label');
  // before the first tick the units show their plural names under a dash
  const read = (locale: string) => {
    const units = UNITS.map(([k, unit]) => ({ k, ...unitText(locale, unit, parts ? parts[k] : 2, k === 'days' ? 1 : 2) }));
    return { units, spoken: parts ? new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(units.map((u) => u.spoken)) : '' };
  };
  let view: ReturnType<typeof read>;
  try {
    view = read(t.locale.replace(/_/g, '-'));
  } catch {
    view = read('en'); // a tag Intl does not take
  }
  const { units, spoken } = view;
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={ended ? 'ended' : 'counting'}>
      {ended ? (
        <p part="ended" className="ended" role="status">{endedText || t('ended')}</p>
      ) : (
        <div part="timer" className="timer" role="timer" aria-label={t('timer', { name, time: spoken })}>
          <span part="label" className="label" aria-hidden="true">{name}</span>
          <span className="units" aria-hidden="true">
            {units.map(({ k, value, label: unitName }) => (
              <span key={k} part={`unit unit-${k}`} className="unit">
                <span part="value" className="value">{parts ? value : '–'}</span>
                <span part="unit-label" className="unit-label">{unitName}</span>
              </span>
            ))}
          </span>
        </div>
      )}
    </div>
  );
}

export default Countdown;
