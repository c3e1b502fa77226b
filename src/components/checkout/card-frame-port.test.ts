import { expect } from 'chai';
import { connectCardFrame, frameSrc } from './card-frame-port';
import { waitFor } from '../../../test/helpers/dom';
import type { FrameMessage } from '../../internal/card-protocol';

interface Info {
  apiBase: string;
}

describe('card frame handshake', () => {
  let info: Info;
  let iframe: HTMLIFrameElement;
  const frameUrl = () => `${info.apiBase}/card-frame/`;

  before(async () => {
    info = (await (await fetch('/__sandbox__/info')).json()) as Info;
  });
  afterEach(() => iframe?.remove());

  function open(onMessage: (m: FrameMessage) => void, onConnect = () => {}) {
    iframe = document.createElement('iframe');
    const port = connectCardFrame(iframe, frameUrl(), { onConnect, onMessage });
    iframe.src = frameSrc(frameUrl(), location.origin);
    document.body.append(iframe);
    return port;
  }

  it('connects to the frame served on the platform origin and gets ready with a trusted API base', async () => {
    const messages: FrameMessage[] = [];
    const port = open((m) => messages.push(m), () => port.send({ type: 'init', apiBase: info.apiBase, token: 't', mode: 'payment' }));
    await waitFor(() => messages.some((m) => m.type === 'ready'), { timeout: 8000, message: 'ready' });
    expect(port.connected).to.equal(true);
    // the first state report may follow 'ready' in a later message
    const state = await waitFor(() => messages.find((m) => m.type === 'state'), { message: 'first state' });
    expect(state).to.deep.include({ type: 'state', complete: false, valid: false, brand: 'unknown' });
    port.close();
  });

  it('the frame refuses an API base that is neither its own origin nor the platform', async () => {
    const messages: FrameMessage[] = [];
    const port = open((m) => messages.push(m), () => port.send({ type: 'init', apiBase: 'https://attacker.test', token: 't', mode: 'payment' }));
    await waitFor(() => messages.some((m) => m.type === 'fatal'), { timeout: 8000, message: 'fatal' });
    expect(messages.some((m) => m.type === 'ready')).to.equal(false);
    port.close();
  });

  it('answers an empty card without sending anything', async () => {
    const messages: FrameMessage[] = [];
    const port = open((m) => messages.push(m), () => port.send({ type: 'init', apiBase: info.apiBase, token: 't', mode: 'payment' }));
    await waitFor(() => messages.some((m) => m.type === 'ready'), { timeout: 8000 });
    port.send({ type: 'submit', attemptId: 'a1', idempotencyKey: 'k1', fields: { access_fee: '60001', payment_method: '1', referrer: location.href, return_url: location.href } });
    const result = await waitFor(() => messages.find((m) => m.type === 'result'), { timeout: 8000 });
    expect(result).to.deep.include({ attemptId: 'a1', ok: false, status: 422, last4: '' });
    if (result.type === 'result') expect(result.body.code).to.equal('invalid_card');
    port.close();
  });

  it('ignores a hello that does not come from the frame window', async () => {
    let connects = 0;
    iframe = document.createElement('iframe');
    const port = connectCardFrame(iframe, frameUrl(), { onConnect: () => connects++, onMessage: () => {} });
    document.body.append(iframe);
    // the page (another origin than the frame, and not the frame's window) posts a look-alike hello
    // (listened to after the port: by the time it reaches here, the port has seen it)
    const delivered = new Promise((r) => addEventListener('message', r, { once: true }));
    window.postMessage({ type: 'paywall-card:hello' }, location.origin);
    await delivered;
    expect(connects).to.equal(0);
    expect(port.connected).to.equal(false);
    expect(port.send({ type: 'clear' })).to.equal(false);
    port.close();
  });

  it('adds the parent origin to the frame address', () => {
    expect(frameSrc('https://pay.example/card-frame/?v=1', 'https://shop.example')).to.equal(
      'https://pay.example/card-frame/?v=1&parent=https%3A%2F%2Fshop.example',
    );
  });
});
