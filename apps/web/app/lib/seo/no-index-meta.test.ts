import { describe, expect, it } from 'vitest';
import germanMessages from '../../../messages/de.json';
import { storeMessages } from '../i18n/catalogue-store';
import { NO_INDEX, noIndexMeta } from './no-index-meta';

describe('noIndexMeta', () => {
  it("answers the page's title in the root's language, kept out of search engines", () => {
    storeMessages('de', germanMessages);
    const meta = noIndexMeta('meta.myAccount.title');
    expect(meta({ matches: [{ id: 'root', loaderData: { language: 'de' } }] })).toEqual([
      { title: 'Mein Konto | Reprise' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('keeps the robots tag on a page whose root has no language yet', () => {
    expect(noIndexMeta('meta.checkout.title')({ matches: [] })).toEqual([
      { title: 'meta.checkout.title' },
      NO_INDEX,
    ]);
  });
});
