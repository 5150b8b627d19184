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
import { publicReads } from '../platform/read-routes';
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

  const read = publicReads(app, tags);

  read.getAndPost('/homebanner', {
    summary: 'Active home banners (the /homebanner call)',
    response: homeBannerResponseSchema,
    handler: async () => ({
      data: await getHomeBanners(db(), app.readCache, app.apiConfig.cdnBaseUrl),
    }),
  });

  read.getAndPost('/getMetaContent', {
    summary: 'Meta title and description of a page key (the /getMetaContent call)',
    input: metaContentBodySchema,
    response: metaContentResponseSchema,
    handler: async ({ page }) => ({ data: await getMetaContent(db(), app.readCache, page) }),
  });

  read.getAndPost('/getBlogContent', {
    summary: 'Blog list, or one post by blogid (id or slug) (the /getBlogContent call)',
    input: blogContentBodySchema,
    response: blogContentResponseSchema,
    handler: async ({ blogid, page, limit }) => {
      const cdn = app.apiConfig.cdnBaseUrl;
      return {
        data:
          blogid === undefined
            ? await getBlogList(db(), app.readCache, cdn, page, limit)
            : await getBlogPost(db(), app.readCache, cdn, blogid),
      };
    },
  });

  read.get('/getFaqList', {
    summary: 'FAQ page entries, or a category page’s FAQ footer (the /getFaqList call)',
    input: faqListQuerySchema,
    response: faqListResponseSchema,
    handler: async ({ category }) => ({ data: await getFaqList(db(), app.readCache, category) }),
  });

  read.get('/getPageDetails', {
    summary: 'A static page with its anchors (the /getPageDetails call)',
    input: pageDetailsQuerySchema,
    response: pageDetailsResponseSchema,
    handler: async ({ page }) => ({ data: await getPageDetails(db(), app.readCache, page) }),
  });

  read.get('/getHeaderMenu', {
    summary: 'League and genre titles of the header menu by region (the /getHeaderMenu call)',
    input: headerMenuQuerySchema,
    response: headerMenuResponseSchema,
    handler: async ({ region }) => ({ data: await getHeaderMenu(db(), app.readCache, region) }),
  });

  read.get('/account-settings', {
    summary: 'Account settings links of the profile menu (the static account settings JSON file)',
    response: accountSettingsResponseSchema,
    handler: async () => ({ data: { links: [...ACCOUNT_SETTINGS.links] } }),
  });

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
