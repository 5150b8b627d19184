import { FIRST_PAGE } from '@reprise/domain/constants';
import type { BlogList, BlogPost } from '@reprise/domain/schemas/content';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { orNotFound } from '../../lib/or-not-found';
import { loadMeta as loadPageMeta } from '../../lib/seo/load-meta';
import { BLOG_PAGE_SIZE } from './blog-list';
import { fetchBlogList, fetchBlogPost } from './content-api';
import type { PageMeta } from './meta-content';

export interface BlogListData {
  first: BlogList;
  meta: PageMeta;
}

/** The first page of the blog list and the blog's meta content. */
export async function loadBlogList(api: ApiClient): Promise<BlogListData> {
  const [first, meta] = await Promise.all([
    fetchBlogList(api, FIRST_PAGE, BLOG_PAGE_SIZE),
    loadPageMeta(api, 'blog', {
      title: 'Blog | Reprise',
      description: 'Guides, venue tips and news for fans who love live events.',
    }),
  ]);
  return { first, meta };
}

export interface BlogPostData {
  post: BlogPost;
  meta: PageMeta;
}

/** One article by id or slug; 404 when the API knows no such post. */
export async function loadBlogPost(api: ApiClient, blogid: string): Promise<BlogPostData> {
  const found = await orNotFound(fetchBlogPost(api, blogid));
  if (!('body_html' in found)) throw data(null, { status: 404 });
  return {
    post: found,
    meta: {
      title: found.meta_title ?? `${found.title} | Reprise`,
      description: found.meta_description ?? found.summary,
    },
  };
}
