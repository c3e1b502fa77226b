import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { SafeContent, parseHtml } from './content';

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<SafeContent html={html} base="https://cdn.example.test/" />));
  return host;
}

describe('SafeContent (platform-returned item content)', () => {
  let marker = 0;
  beforeEach(() => {
    marker = 0;
    (window as unknown as { __hit: () => void }).__hit = () => marker++;
  });

  it('keeps allowed media and text, with absolute http(s) addresses', () => {
    const host = render('<figure class="x"><img src="/media/a.svg" alt="A &amp; B" width="1280"><figcaption>Hello &lt;world&gt;</figcaption></figure>');
    const img = host.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal('https://cdn.example.test/media/a.svg');
    expect(img.getAttribute('alt')).to.equal('A & B');
    expect(img.hasAttribute('class')).to.equal(false);
    expect(host.querySelector('figcaption')!.textContent).to.equal('Hello <world>');
    host.remove();
  });

  it('drops scripts, handlers, frames and javascript: URLs without running anything', async () => {
    const host = render(
      '<p onclick="__hit()">Text</p><script>__hit()</script><img src=x onerror="__hit()"><a href="javascript:__hit()">link</a>' +
        '<iframe src="https://evil.test"></iframe><svg><script>__hit()</script></svg><style>p{display:none}</style><video src="data:video/mp4;base64,AA" controls></video>',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(marker).to.equal(0);
    expect(host.querySelectorAll('script, iframe, svg, style').length).to.equal(0);
    expect(host.querySelector('p')!.getAttribute('onclick')).to.equal(null);
    expect(host.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(host.querySelector('video')!.hasAttribute('src')).to.equal(false);
    expect(host.querySelector('video')!.hasAttribute('controls')).to.equal(true);
    expect(host.textContent).to.equal('Textlink');
    host.remove();
  });

  it('tolerates broken markup', () => {
    expect(parseHtml('<div><p>open<b>bold</div>tail')).to.deep.equal([
      { tag: 'div', attrs: {}, children: [{ tag: 'p', attrs: {}, children: ['open', { tag: 'b', attrs: {}, children: ['bold'] }] }] },
      'tail',
    ]);
    expect(parseHtml('<!-- c --><p a=1 b="2" c>x</p>')).to.deep.equal([{ tag: 'p', attrs: { a: '1', b: '2', c: '' }, children: ['x'] }]);
  });
});
