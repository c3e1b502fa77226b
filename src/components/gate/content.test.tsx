import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { SafeContent, parseHtml, withoutInlineCode } from './content';

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
    // the broken image has failed to load: its error event is where an onerror handler would have run
    const img = host.querySelector('img')!;
    if (!img.complete) await new Promise((r) => img.addEventListener('error', r, { once: true }));
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
    // as browsers read it: the unclosed <b> is reopened after </div>
    expect(parseHtml('<div><p>open<b>bold</div>tail')).to.deep.equal([
      { tag: 'div', attrs: {}, children: [{ tag: 'p', attrs: {}, children: ['open', { tag: 'b', attrs: {}, children: ['bold'] }] }] },
      { tag: 'b', attrs: {}, children: ['tail'] },
    ]);
    expect(parseHtml('<!-- c --><p a=1 b="2" c>x</p>')).to.deep.equal([{ tag: 'p', attrs: { a: '1', b: '2', c: '' }, children: ['x'] }]);
  });

  it('shows an ordinary rich description as written: named entities, lists, links and line breaks', () => {
    const host = render(
      '<h2>Caf&eacute; society &mdash; a portrait</h2><p>Shot in Paris &amp; Lyon,<br>released in 2024&hellip;</p>' +
        '<ul><li>Director&rsquo;s cut</li><li>Subtitles: fran&ccedil;ais, English</li></ul>' +
        '<p>More at <a href="https://press.example.test/cafe?a=1&amp;b=2">the press kit</a>.</p>',
    );
    expect(host.querySelector('h2')!.textContent).to.equal('Café society — a portrait');
    expect(host.querySelector('p')!.textContent).to.equal('Shot in Paris & Lyon,released in 2024…');
    expect(host.querySelectorAll('p br').length).to.equal(1);
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Director’s cut', 'Subtitles: français, English']);
    const a = host.querySelector('a')!;
    expect(a.getAttribute('href')).to.equal('https://press.example.test/cafe?a=1&b=2');
    expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(a.textContent).to.equal('the press kit');
    host.remove();
  });

  it('reads hostile input of the largest accepted size in one pass (200 KB of "<a " used to freeze the page)', () => {
    const hostile = '<a '.repeat(70_000);
    const nodes = parseHtml(hostile);
    expect(nodes.length).to.be.at.most(1);
    const host = render(`<p>ok</p>${'<a <b '.repeat(40_000)}`);
    expect(host.querySelector('p')!.textContent).to.equal('ok');
    host.remove();
  });

  it('renames inline styles and handlers before parsing (a strict policy would report each), keeping text and other attributes as written', () => {
    expect(withoutInlineCode('<p style="color:red" title=\'a style=b onclick=c\'>style="x" onclick=y</p>')).to.equal(
      '<p x-dropped-style="color:red" title=\'a style=b onclick=c\'>style="x" onclick=y</p>',
    );
    expect(withoutInlineCode('<DIV STYLE=a OnMouseOver = "b" data-x=1/><style>p{}</style><svg><style>a{}</style></svg>')).to.equal(
      '<DIV x-dropped-STYLE=a x-dropped-OnMouseOver = "b" data-x=1/><x-dropped-style>p{}</x-dropped-style><svg><x-dropped-style>a{}</x-dropped-style></svg>',
    );
    // the content of elements that hold text, comments and stray brackets stay as they are
    expect(withoutInlineCode('<textarea><p style=x></textarea><!-- <p style=x> -->a < b <3 <img src=x onerror=y')).to.equal(
      '<textarea><p style=x></textarea><!-- <p style=x> -->a < b <3 <img src=x x-dropped-onerror=y',
    );
    expect(parseHtml('<p style="color:red" onclick="x()">Styled</p><style>p{display:none}</style>')).to.deep.equal([
      { tag: 'p', attrs: { 'x-dropped-style': 'color:red', 'x-dropped-onclick': 'x()' }, children: ['Styled'] },
    ]);
    const host = render('<p style="color:red">Styled</p><style>p{display:none}</style><div STYLE=\'position:fixed\'>Overlay</div>');
    expect(host.textContent).to.equal('StyledOverlay');
    expect(host.querySelectorAll('[style], style').length).to.equal(0);
    host.remove();
  });

  it('renames in one pass, whatever the input (unclosed quotes and tags, many raw-text elements)', () => {
    const started = performance.now();
    withoutInlineCode('<p title="'.repeat(20_000));
    withoutInlineCode('<script>'.repeat(20_000));
    withoutInlineCode('<a style '.repeat(20_000));
    expect(performance.now() - started).to.be.below(1000);
  });
});
