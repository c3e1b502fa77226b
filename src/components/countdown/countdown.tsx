import { useEffect, useRef, useState } from 'react';
import { startCountdown, type CountdownParts } from '../../site/countdown';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { hostOf, type PaywallErrorDetail } from '../ui/host';
import { countdownStyles } from './countdown.styles';

/** Props of `<paywall-countdown>`. */
export interface CountdownProps {
  /** The moment counted down to, epoch seconds (required). */
  time?: number;
  /** The server's current time when it rendered the page, epoch seconds. @default the viewer's clock */
  now?: number;
  /** Reload the page once when the countdown passes zero. @default false */
  reload?: boolean;
  /** The accessible name of the timer, e.g. the event's name. @default 'Starts in' */
  label?: string;
  /** Shown once the time has come. @default 'Started' */
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

const UNITS = [['days', 'days', 'day'], ['hours', 'hours', 'hour'], ['minutes', 'minutes', 'minute'], ['seconds', 'seconds', 'second']] as const;

/**
 * An event countdown (SPEC sections 3, 4, 9): days, hours, minutes and seconds to `time`, ticking
 * every second from the server's `now` so the viewer's clock does not matter. Passing zero with
 * `reload="true"` reloads the page once; a time already past shows the ended text and never reloads.
 */
export function Countdown({ time, now, reload, label, endedText, container }: CountdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, countdownStyles);
  const [parts, setParts] = useState<CountdownParts | null>(null);
  const host = hostOf(container);
  const valid = typeof time === 'number' && Number.isFinite(time) && time > 0;
  const serverNow = typeof now === 'number' && Number.isFinite(now) && now > 0 ? now : null;

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
      <div ref={ref} part="base" className="base" data-state="error">
        <p part="message" role="alert">This countdown is not set up: it has no time.</p>
      </div>
    );
  }
  const ended = parts !== null && parts.total === 0;
  const name = label || 'Starts in';
  const spoken = parts ? UNITS.map(([k, many, one]) => `${parts[k]} ${parts[k] === 1 ? one : many}`).join(', ') : '';
  return (
    <div ref={ref} part="base" className="base" data-state={ended ? 'ended' : 'counting'}>
      {ended ? (
        <p part="ended" className="ended" role="status">{endedText || 'Started'}</p>
      ) : (
        <div part="timer" className="timer" role="timer" aria-label={`${name}: ${spoken}`}>
          <span part="label" className="label" aria-hidden="true">{name}</span>
          <span className="units" aria-hidden="true">
            {UNITS.map(([k, many]) => (
              <span key={k} part={`unit unit-${k}`} className="unit">
                <span part="value" className="value">{parts ? String(parts[k]).padStart(k === 'days' ? 1 : 2, '0') : '–'}</span>
                <span part="unit-label" className="unit-label">{many}</span>
              </span>
            ))}
          </span>
        </div>
      )}
    </div>
  );
}

export default Countdown;
