import { join } from 'node:path';
import { CARD_FIELD_MESSAGES } from '@reprise/domain/pricing/card-rules';
import { catalogueSuite, sourceText } from '@reprise/domain/testing/catalogue-suite';
import { describe, expect, it } from 'vitest';
import { frameText } from './frame-text';

// The sandbox documents' catalogues cannot drift apart (the same checks as the mails'; a key is
// used when the frame's code quotes it), and the English card rule messages are the rule's own
// words, verbatim.

describe('the sandbox frame catalogues', () => {
  const { others } = catalogueSuite('apps/api/src/payments/sandbox-frame/messages', () =>
    sourceText(join(process.cwd(), 'apps/api/src/payments/sandbox-frame')),
  );

  it("words the English card rule messages as the rule does, and every rule's in each language", () => {
    expect(frameText('en').cardRules).toEqual(CARD_FIELD_MESSAGES);
    for (const tag of others) {
      const rules = frameText(tag).cardRules;
      expect(Object.keys(rules).sort()).toEqual(Object.keys(CARD_FIELD_MESSAGES).sort());
      expect(Object.values(rules)).not.toContain(CARD_FIELD_MESSAGES.cardNumberInvalid);
    }
  });
});
