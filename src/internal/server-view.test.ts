import { expect } from 'chai';
import { SERVER_VIEW_ATTRIBUTE } from './server-view';
import { readServerView } from './server-adoption';

describe('readServerView', () => {
  const rootWith = (json: string) => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.setAttribute(SERVER_VIEW_ATTRIBUTE, '');
    block.textContent = json;
    root.append(block);
    return root;
  };

  it('hands over only the server data props: injected markup cannot set the container or an item id', () => {
    const view = readServerView(rootWith(JSON.stringify({ props: { initialData: { id: '7', fees: [] }, container: 'x', itemId: 'other', initialItem: 'not an object' } })));
    expect(view).to.deep.equal({ props: { initialData: { id: '7', fees: [] } } });
  });

  it('reads nothing without a block, and no props from a malformed one', () => {
    expect(readServerView(document.createElement('div').attachShadow({ mode: 'open' }))).to.equal(null);
    expect(readServerView(rootWith('{not json'))).to.deep.equal({ props: {} });
  });
});
