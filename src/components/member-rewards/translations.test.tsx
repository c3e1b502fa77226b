import { expect } from 'chai';
import '../../../elements/paywall-member-rewards';
import { cleanup, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { leaveSandbox, signUpFresh, useSandbox } from '../../../test/helpers/sandbox-page';
import { setConfig } from '../../stores/config';
import { refreshSession } from '../../stores/session';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const parts = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];

const REWARDS = `
  <paywall-member-rewards>
    <paywall-reward code="PARTNER-20" title="20% off at the Cinema Shop" kind="discount" expires="2026-12-31"></paywall-reward>
    <paywall-reward code="FREE-2M-9Q4" title="Two free months" kind="free-months"></paywall-reward>
  </paywall-member-rewards>`;

describe('<paywall-member-rewards> in other languages', () => {
  beforeEach(async () => {
    await useSandbox();
    await signUpFresh();
    await refreshSession();
  });
  afterEach(async () => {
    cleanup();
    await leaveSandbox();
  });

  it('shows its texts in German and the expiry date formatted the German way', async () => {
    setConfig({ locale: 'de-DE' });
    const el = fixture(REWARDS);
    await waitFor(() => part(el, 'heading')?.textContent === 'Ihre Prämien' && parts(el, 'reward').length === 2, { timeout: 8000, message: 'German rewards' });
    expect(base(el).getAttribute('dir')).to.equal('ltr');
    expect(parts(el, 'kind').map((k) => k.textContent)).to.deep.equal(['Partnerrabatt', 'Gratismonate']);
    const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-12-31T12:00:00Z'));
    expect(date).to.equal('31.12.2026');
    expect(part(el, 'expires')!.textContent).to.equal(`Gültig bis ${date}`);
    expect(part(el, 'copy-button')!.textContent).to.equal('Kopieren');
    expect(part(el, 'copy-button')!.getAttribute('aria-label')).to.equal('Code PARTNER-20 kopieren');
    // the merchant's own texts stay as written
    expect(parts(el, 'title').map((t) => t.textContent)).to.deep.equal(['20% off at the Cinema Shop', 'Two free months']);
  });

  it('runs right to left in Arabic', async () => {
    setConfig({ locale: 'ar' });
    const el = fixture(REWARDS);
    await waitFor(() => part(el, 'heading')?.textContent === 'مكافآتك' && parts(el, 'reward').length === 2, { timeout: 8000, message: 'Arabic rewards' });
    expect(base(el).getAttribute('dir')).to.equal('rtl');
    expect(part(el, 'kind')!.textContent).to.equal('خصم من شريك');
    expect(part(el, 'expires')!.textContent).to.equal(`صالح حتى ${new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-12-31T12:00:00Z'))}`);
    // the heading starts on the right
    const heading = part(el, 'heading')!.getBoundingClientRect();
    const box = base(el).getBoundingClientRect();
    expect(box.right - heading.right).to.be.below(box.width / 4);
  });
});
