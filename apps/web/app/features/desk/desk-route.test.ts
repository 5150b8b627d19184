import { describe, expect, it } from 'vitest';
import { deskMeta } from './desk-route';

describe('deskMeta', () => {
  it('titles a desk page after the desk and keeps it out of search engines', () => {
    expect(deskMeta('Orders')).toEqual([
      { title: 'Orders | Reprise desk' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
