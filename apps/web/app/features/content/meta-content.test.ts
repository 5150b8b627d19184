import { describe, expect, it } from 'vitest';
import germanMessages from '../../../messages/de.json';
// Every language in the catalogue store, as on the server.
import '../../lib/i18n/catalogues.server';
import { contentMeta, contentPageMeta } from './meta-content';

const cms = { title: 'Blog | Reprise', description: 'Stories from the stands.' };
const args = (language: 'en' | 'de') => ({
  location: { pathname: '/blog' },
  matches: [{ id: 'root', loaderData: { language } }],
});
const text = (tags: ReturnType<typeof contentPageMeta>, name: string) =>
  tags.find((tag): tag is { name: string; content: string } => 'name' in tag && tag.name === name)
    ?.content;

describe('the meta tags of a content page', () => {
  it('keep the CMS texts in English', () => {
    const tags = contentPageMeta(cms, args('en'), {
      title: 'meta.blog.title',
      description: 'meta.blog.description',
    });
    expect(tags[0]).toEqual({ title: 'Blog | Reprise' });
    expect(text(tags, 'description')).toBe('Stories from the stands.');
  });

  it('take the catalogue texts in another language', () => {
    const tags = contentPageMeta(cms, args('de'), {
      title: 'meta.faq.title',
      description: 'meta.faq.description',
    });
    expect(tags[0]).toEqual({ title: 'Häufige Fragen | Reprise' });
    expect(text(tags, 'description')).toBe(germanMessages['meta.faq.description']);
  });

  it('keep the CMS texts of a page whose title is content, and title a failed page', () => {
    const post = contentPageMeta(cms, args('de'), { title: 'meta.blogPost.title' });
    expect(post[0]).toEqual({ title: 'Blog | Reprise' });
    expect(contentPageMeta(undefined, args('de'), { title: 'meta.blogPost.title' })).toEqual([
      { title: 'Blogartikel | Reprise' },
    ]);
  });
});

describe('contentMeta, the meta function of a content route', () => {
  const words = { title: 'meta.blog.title', description: 'meta.blog.description' } as const;

  it("gives the meta tags of the loader's texts", () => {
    expect(contentMeta(words)({ ...args('en'), loaderData: { meta: cms } })).toEqual(
      contentPageMeta(cms, args('en'), words),
    );
  });

  it('titles a page whose loader failed from the catalogue', () => {
    const faq = contentMeta({ title: 'meta.faq.title', description: 'meta.faq.description' });
    expect(faq({ ...args('de'), loaderData: undefined })).toEqual([
      { title: 'Häufige Fragen | Reprise' },
    ]);
  });
});
