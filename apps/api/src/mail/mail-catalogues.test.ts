import { join } from 'node:path';
import { catalogueSuite, sourceText } from '@reprise/domain/testing/catalogue-suite';
import { describe } from 'vitest';

// The mail catalogues cannot drift apart: every key in every language, the same variables in
// each, every number ("in 1-2 weeks") and plural `#` of the English kept, nothing empty, and no
// key the API's code no longer uses (a key is used when its name appears quoted in apps/api/src).

describe('the mail catalogues', () => {
  catalogueSuite('apps/api/src/mail/messages', () =>
    sourceText(join(process.cwd(), 'apps/api/src')),
  );
});
