import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CataloguePreload,
  loadCatalogue,
  preloadedCatalogue,
  storedCatalogue,
  storeMessages,
} from './catalogue-store';

// The browser's side of the catalogue (ADR 0024): the page names its language's file, the file is
// fetched once and kept, and a language not here renders keys rather than failing.

afterEach(() => vi.unstubAllGlobals());

// The head as the server writes it, kept out of the test's document (which would fetch it).
function headWith(preload: React.ReactElement): HTMLElement {
  const head = document.createElement('head');
  head.innerHTML = renderToStaticMarkup(preload);
  return head;
}

describe('the catalogue a page preloads', () => {
  it('is read back from the document: its language and URL', () => {
    const page = headWith(<CataloguePreload language="fr" url="/i18n/fr.abc.json" />);
    const link = page.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('fetch');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    expect(preloadedCatalogue(page)).toEqual({
      language: 'fr',
      url: expect.stringMatching(/\/i18n\/fr\.abc\.json$/),
    });
  });

  it('is none when the document names no language of ours', () => {
    expect(preloadedCatalogue(document)).toBeNull();
    const odd = headWith(<CataloguePreload language={'xx' as 'fr'} url="/i18n/xx.abc.json" />);
    expect(preloadedCatalogue(odd)).toBeNull();
  });
});

describe('loading a catalogue', () => {
  it('fetches a language once and keeps it, however many ask at once', async () => {
    const fetch = vi.fn(async () => Response.json({ 'header.signIn': 'Iniciar sesión' }));
    vi.stubGlobal('fetch', fetch);
    expect(storedCatalogue('es').messages).toEqual({});
    await Promise.all([
      loadCatalogue('es', '/i18n/es.1.json'),
      loadCatalogue('es', '/i18n/es.1.json'),
    ]);
    await loadCatalogue('es', '/i18n/es.1.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storedCatalogue('es').messages['header.signIn']).toBe('Iniciar sesión');
    // The same object every time: the root's context does not change for nothing.
    expect(storedCatalogue('es')).toBe(storedCatalogue('es'));
  });

  it('rejects when the file is not there, and tries again when asked again', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    await expect(loadCatalogue('fr', '/i18n/fr.old.json')).rejects.toThrow(/fr messages/);
    vi.stubGlobal('fetch', async () => Response.json({ 'header.signIn': 'Se connecter' }));
    await loadCatalogue('fr', '/i18n/fr.old.json');
    expect(storedCatalogue('fr').messages['header.signIn']).toBe('Se connecter');
  });

  it('never fetches a language stored already (the server has all four)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    storeMessages('de', { 'header.signIn': 'Anmelden' });
    await loadCatalogue('de', '/i18n/de.1.json');
    expect(fetch).not.toHaveBeenCalled();
  });
});
