import { ACCOUNT_SETTINGS } from '@reprise/domain/content/account-settings';
import {
  accountSettingsResponseSchema,
  blogContentBodySchema,
  blogContentResponseSchema,
  carouselBodySchema,
  carouselResponseSchema,
  faqListQuerySchema,
  faqListResponseSchema,
  headerMenuQuerySchema,
  headerMenuResponseSchema,
  homeBannerResponseSchema,
  metaContentBodySchema,
  metaContentResponseSchema,
  pageDetailsQuerySchema,
  pageDetailsResponseSchema,
} from '@reprise/domain/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ONLY_POST } from '../platform/csrf';
import { PUBLIC_CACHE } from '../platform/public-caching';
import {
  getBlogList,
  getBlogPost,
  getCarousels,
  getFaqList,
  getHeaderMenu,
  getHomeBanners,
  getMetaContent,
  getPageDetails,
} from './service';

const tags = ['content'];

/** The content calls of the API: banners, meta, blog, FAQ, static pages, menus, carousels. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  const banners = {
    config: PUBLIC_CACHE,
    schema: {
      tags,
      summary: 'Active home banners (the /homebanner call)',
      response: { 200: homeBannerResponseSchema },
    },
  };
  const bannersHandler = async () => ({
    data: await getHomeBanners(db(), app.readCache, app.apiConfig.cdnBaseUrl),
  });
  // Legacy clients post form data; GET serves caches and the web app's loaders.
  app.post('/homebanner', { ...banners, config: READ_ONLY_POST }, bannersHandler);
  app.get('/homebanner', banners, bannersHandler);

  app.post(
    '/getMetaContent',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: 'Meta title and description of a page key (the /getMetaContent call)',
        body: metaContentBodySchema,
        response: { 200: metaContentResponseSchema },
      },
    },
    async (request) => ({ data: await getMetaContent(db(), app.readCache, request.body.page) }),
  );
  app.get(
    '/getMetaContent',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Meta title and description of a page key (GET form of /getMetaContent)',
        querystring: metaContentBodySchema,
        response: { 200: metaContentResponseSchema },
      },
    },
    async (request) => ({ data: await getMetaContent(db(), app.readCache, request.query.page) }),
  );

  const blogSummary = 'Blog list, or one post by blogid (id or slug) (the /getBlogContent call)';
  const blogHandler = async (input: { blogid?: string; page: number; limit: number }) => {
    const cdn = app.apiConfig.cdnBaseUrl;
    return {
      data:
        input.blogid === undefined
          ? await getBlogList(db(), app.readCache, cdn, input.page, input.limit)
          : await getBlogPost(db(), app.readCache, cdn, input.blogid),
    };
  };
  app.post(
    '/getBlogContent',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: blogSummary,
        body: blogContentBodySchema,
        response: { 200: blogContentResponseSchema },
      },
    },
    (request) => blogHandler(request.body),
  );
  // GET serves the web app's loaders and HTTP caches with the same inputs as a query string.
  app.get(
    '/getBlogContent',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: `${blogSummary}, GET form`,
        querystring: blogContentBodySchema,
        response: { 200: blogContentResponseSchema },
      },
    },
    (request) => blogHandler(request.query),
  );

  app.get(
    '/getFaqList',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'FAQ page entries, or a category page’s FAQ footer (the /getFaqList call)',
        querystring: faqListQuerySchema,
        response: { 200: faqListResponseSchema },
      },
    },
    async (request) => ({
      data: await getFaqList(db(), app.readCache, request.query.category),
    }),
  );

  app.get(
    '/getPageDetails',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'A static page with its anchors (the /getPageDetails call)',
        querystring: pageDetailsQuerySchema,
        response: { 200: pageDetailsResponseSchema },
      },
    },
    async (request) => ({ data: await getPageDetails(db(), app.readCache, request.query.page) }),
  );

  app.get(
    '/getHeaderMenu',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'League and genre titles of the header menu by region (the /getHeaderMenu call)',
        querystring: headerMenuQuerySchema,
        response: { 200: headerMenuResponseSchema },
      },
    },
    async (request) => ({ data: await getHeaderMenu(db(), app.readCache, request.query.region) }),
  );

  app.get(
    '/account-settings',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary:
          'Account settings links of the profile menu (the static account settings JSON file)',
        response: { 200: accountSettingsResponseSchema },
      },
    },
    async () => ({ data: { links: [...ACCOUNT_SETTINGS.links] } }),
  );

  app.post(
    '/getCarouselData',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: 'Home carousel configuration and titles (the /getCarouselData call)',
        body: carouselBodySchema,
        response: { 200: carouselResponseSchema },
      },
    },
    async (request) => ({ data: await getCarousels(db(), app.readCache, request.body.keys) }),
  );
};
