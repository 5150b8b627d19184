import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, pageLanguage } from './page-language';

describe('the page language', () => {
  it('takes the first of our languages the browser asks for, by quality', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('nl-NL,de;q=0.5,es;q=0.7')).toBe('es');
    expect(languageFromAcceptLanguage('DE-at')).toBe('de');
    expect(languageFromAcceptLanguage('ja,zh;q=0.9')).toBeNull();
    expect(languageFromAcceptLanguage('fr;q=0,de')).toBe('de');
    expect(languageFromAcceptLanguage('')).toBeNull();
  });

  it('lets the chosen language win over the browser, ignoring a value that is not ours', () => {
    expect(pageLanguage('en', 'fr-FR,fr;q=0.9')).toBe('en');
    expect(pageLanguage('de', undefined)).toBe('de');
    expect(pageLanguage('xx', 'es')).toBe('es');
    expect(pageLanguage(undefined, 'pt-BR')).toBe('en');
  });
});
