import { join } from 'node:path';
import { catalogueSuite, sourceText } from '@reprise/domain/testing/catalogue-suite';
import { describe } from 'vitest';

// The four catalogues cannot drift apart: every key in every language, the same variables in each,
// every number written out and plural `#` of the English kept (a translation that words around a
// value drops it silently: "about # minutes" read as "a few minutes"), nothing empty, and no key
// the code no longer uses (a key is used when its name appears quoted in the app or the server,
// whose busy and too-many-requests pages speak from the same catalogue).

describe('the message catalogues', () => {
  catalogueSuite('apps/web/messages', () =>
    [
      sourceText(join(process.cwd(), 'apps/web/app')),
      sourceText(join(process.cwd(), 'apps/server/src')),
    ].join('\n'),
  );
});
