import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ReadCache } from '../cache/read-cache';
import { catalogRoutes } from '../catalog/routes';
import { contentRoutes } from '../content/routes';
import { installErrorHandling } from '../errors/error-handler';
import { geoRoutes } from '../geo/routes';
import { graphqlPlugin } from '../graphql/graphql-plugin';
import { imagesRoutes } from '../images/routes';
import { moneyRoutes } from '../money/routes';
import { searchRoutes } from '../search/routes';
import { systemRoutes } from '../system/routes';
import { acceptFormBodies } from './form-bodies';
import './api-decorators';

export interface ApiOptions {
  database: DatabaseHandle;
  readCache?: ReadCache;
  /** Defaults to '/api/img', where the images routes serve our generated images. */
  cdnBaseUrl?: string;
}

/** The JSON API of spec §7, meant to be registered under the /api prefix. */
export async function registerApi(api: FastifyInstance, options: ApiOptions): Promise<void> {
  api.decorate('database', options.database);
  api.decorate('readCache', options.readCache ?? new ReadCache());
  api.decorate('apiConfig', { cdnBaseUrl: (options.cdnBaseUrl ?? '/api/img').replace(/\/$/, '') });
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  installErrorHandling(api);

  await api.register(formbody);
  acceptFormBodies(api);
  await api.register(swagger, {
    openapi: {
      info: {
        title: 'Reprise API',
        description: 'Live-event ticket resale marketplace: the calls of the product spec §7.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await api.register(swaggerUi, { routePrefix: '/docs' });

  await api.register(systemRoutes);
  await api.register(catalogRoutes);
  await api.register(searchRoutes);
  await api.register(contentRoutes);
  await api.register(geoRoutes);
  await api.register(moneyRoutes);
  await api.register(imagesRoutes);
  await api.register(graphqlPlugin);
}
