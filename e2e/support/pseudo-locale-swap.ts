import replaced from '@reprise/web/messages/fr.json' with { type: 'json' };
import { pseudoMessages } from './pseudo-locale-build';

// Imported by the e2e server entry before the server's own modules: with REPRISE_PSEUDO_LOCALE=1
// the server's copy of the replaced language's messages becomes the pseudo-locale before it
// computes the catalogue files, so the file it serves matches the pseudo-locale build it renders.
if (process.env.REPRISE_PSEUDO_LOCALE === '1') {
  const messages = replaced as Record<string, string>;
  for (const key of Object.keys(messages)) delete messages[key];
  Object.assign(messages, pseudoMessages());
}
