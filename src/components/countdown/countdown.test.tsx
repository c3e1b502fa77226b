import { expect } from 'chai';
import '../../../elements/paywall-countdown';
import { cleanup, collect, fixture, shadow, waitFor, part, reportedErrors } from '../../../test/helpers/dom';
import type { CountdownEndDetail } from './countdown';
import { resetConfig, setConfig } from '../../stores/config';
import { fakeClockEachTest } from '../../../test/helpers/fake-clock';
import type { PageWork } from '../../../test/helpers/page-work';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const values = (el: Element) => [...shadow(el).querySelectorAll('[part~="value"]')].map((v) => v.textContent);

describe('<paywall-countdown>', () => {
  // the countdown's seconds run on a fake clock (its timer and performance.now): a test moves time
  // on by exact seconds, so a loaded machine can neither skip a tick nor delay the end
  const { install: fakeClock, restore: restoreClock } = fakeClockEachTest(1000, { performanceNow: true });
  afterEach(() => {
    restoreClock();
    cleanup();
  });

  it('shows days, hours, minutes and seconds counted from the server\'s now, whatever the viewer\'s clock says', async () => {
    // the server says it is 1 000 000 000; the event is 1 d 2 h 3 min 4 s later
    const clock = fakeClock();
    const el = fixture('<paywall-countdown time="1000093784" now="1000000000" label="Live in"></paywall-countdown>');
    await waitFor(() => state(el) === 'counting' && values(el)[0] !== '–');
    expect(values(el)).to.deep.equal(['1', '02', '03', '04']);
    const timer = part(el, 'timer')!;
    expect(timer.getAttribute('role')).to.equal('timer');
    expect(timer.getAttribute('aria-label')).to.equal('Live in: 1 day, 2 hours, 3 minutes, 4 seconds');
    expect(part(el, 'unit-seconds')!.textContent).to.equal('04seconds');
    await waitFor(() => clock.dueIn().includes(1000), { message: 'the next tick waits a second' });
    clock.tick(1000);
    await waitFor(() => values(el)[3] === '03', { message: 'ticked once' });
    expect(values(el)).to.deep.equal(['1', '02', '03', '03']);
  });

  it('ends at zero with an event and the ended text, without reloading when the flag is not set', async () => {
    const clock = fakeClock();
    const now = Math.floor(Date.now() / 1000);
    const el = fixture(`<paywall-countdown time="${now + 1}" now="${now}" ended-text="We are live"></paywall-countdown>`);
    const ends = collect<CountdownEndDetail>(el, 'paywall-countdown-end');
    await waitFor(() => state(el) === 'counting' && clock.dueIn().includes(1000), { message: 'counting the last second' });
    clock.tick(1000);
    await waitFor(() => state(el) === 'ended');
    expect(part(el, 'ended')!.textContent).to.equal('We are live');
    expect(ends.map((e) => e.detail)).to.deep.equal([{ time: now + 1, reload: false }]);
  });

  it('shows a time already past as ended, with no event', async () => {
    const clock = fakeClock();
    const el = fixture('<paywall-countdown time="1000000000" now="1000000500"></paywall-countdown>');
    const ends = collect(el, 'paywall-countdown-end');
    await waitFor(() => state(el) === 'ended');
    expect(part(el, 'ended')!.textContent).to.equal('Started');
    // nothing ticks on: no second waits, and time passing brings no event
    expect(clock.dueIn()).not.to.include(1000);
    clock.tick(5000);
    expect(ends).to.have.length(0);
  });

  it('reloads an event page once when passing zero, and the reloaded page (time now past) does not reload again', async function () {
    this.timeout(30000);
    const messages: Array<{ type: string }> = [];
    const onMessage = (e: MessageEvent) => e.origin === location.origin && messages.push(e.data as { type: string });
    window.addEventListener('message', onMessage);
    const time = Math.floor(Date.now() / 1000) + 4;
    const frame = fixture<HTMLIFrameElement>(`<iframe title="event page" src="/__merchant__/event?time=${time}"></iframe>`);
    try {
      await waitFor(() => messages.filter((m) => m.type === 'event-page-loaded').length === 2, { timeout: 20000, message: 'reloaded once' });
      expect(messages.map((m) => m.type)).to.deep.equal(['event-page-loaded', 'countdown-end', 'event-page-loaded']);
      const el = frame.contentDocument!.querySelector('paywall-countdown')!;
      await waitFor(() => el.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'ended');
      // the reloaded page's countdown has stopped: nothing waits there that could reload it again
      await (frame.contentWindow as unknown as { __work: PageWork }).__work.idle();
      expect(messages.filter((m) => m.type === 'event-page-loaded')).to.have.length(2);
    } finally {
      window.removeEventListener('message', onMessage);
    }
  });

  it('without a time shows a set-up message and dispatches paywall-error', async () => {
    expect(await reportedErrors('paywall-countdown')).to.deep.equal(['invalid_time']);
  });

  describe('in the page\'s language', () => {
    afterEach(() => resetConfig());
    const unitLabel = (el: Element, unit: string) => part(el, `unit-${unit}`)!.querySelector('[part~="unit-label"]')!.textContent;

    it('names the units in German through Intl, with German texts', async () => {
      setConfig({ locale: 'de' });
      const el = fixture('<paywall-countdown time="1000093784" now="1000000000"></paywall-countdown>');
      await waitFor(() => part(el, 'label')?.textContent === 'Beginnt in' && values(el)[0] !== '–', { message: 'German texts' });
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
      expect(unitLabel(el, 'days')).to.equal('Tag');
      expect(unitLabel(el, 'hours')).to.equal('Stunden');
      expect(unitLabel(el, 'minutes')).to.equal('Minuten');
      expect(part(el, 'timer')!.getAttribute('aria-label')).to.match(/^Beginnt in: 1 Tag, 2 Stunden, 3 Minuten und [34] Sekunden$/);
      const ended = fixture('<paywall-countdown time="1000000000" now="1000000500"></paywall-countdown>');
      await waitFor(() => part(ended, 'ended')?.textContent === 'Hat begonnen', { message: 'German ended text' });
      const broken = fixture('<paywall-countdown></paywall-countdown>');
      await waitFor(() => part(broken, 'message')?.textContent === 'Dieser Countdown ist nicht eingerichtet: Es ist keine Zeit angegeben.');
    });

    it('runs right to left in Arabic, the days first on the right, with Arabic numbers and units', async () => {
      setConfig({ locale: 'ar' });
      const el = fixture('<paywall-countdown time="1000093784" now="1000000000"></paywall-countdown>');
      await waitFor(() => part(el, 'label')?.textContent === 'يبدأ خلال' && values(el)[0] !== '–', { message: 'Arabic texts' });
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
      expect(values(el).slice(0, 3)).to.deep.equal([1, 2, 3].map((n, i) => new Intl.NumberFormat('ar', { minimumIntegerDigits: i ? 2 : 1 }).format(n)));
      expect(unitLabel(el, 'hours')).to.equal('ساعتان');
      const days = part(el, 'unit-days')!.getBoundingClientRect();
      const seconds = part(el, 'unit-seconds')!.getBoundingClientRect();
      expect(days.left).to.be.above(seconds.right, 'the days stand right of the seconds');
    });
  });
});
