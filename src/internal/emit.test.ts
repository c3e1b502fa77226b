import { expect } from 'chai';
import { emit } from './emit';

describe('emit', () => {
  it('dispatches from an element: bubbling, composed, cancelable when asked', () => {
    const host = document.createElement('div');
    document.body.append(host);
    let seen: CustomEvent | null = null;
    const listen = (e: Event) => {
      seen = e as CustomEvent;
      e.preventDefault();
    };
    document.addEventListener('paywall-test', listen);
    try {
      expect(emit(host, 'paywall-test', { a: 1 }, true)).to.equal(false);
      expect(seen!.target).to.equal(host);
      expect(seen!.composed).to.equal(true);
      expect(emit(host, 'paywall-test', { a: 2 })).to.equal(true, 'not cancelable unless asked');
    } finally {
      document.removeEventListener('paywall-test', listen);
      host.remove();
    }
  });

  it('without an element (a React app renders the component itself) dispatches on document', () => {
    const details: unknown[] = [];
    const listen = (e: Event) => {
      details.push((e as CustomEvent).detail);
      e.preventDefault();
    };
    document.addEventListener('paywall-test', listen);
    try {
      expect(emit(null, 'paywall-test', { itemId: '7' }, true)).to.equal(false, 'the app can cancel');
      expect(details).to.deep.equal([{ itemId: '7' }]);
    } finally {
      document.removeEventListener('paywall-test', listen);
    }
  });
});
