// Place search for the booking form (prefix and typo tolerant) and "use my location".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import { placeSchema, placeSearchQuerySchema } from '../../domain/places/place-contract';
import { HttpError } from '../http-error';
import { placeIndex } from '../services/places';

const nearestQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  country: z.enum(COUNTRIES).default('in'),
});

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } };

  app.get(
    '/places',
    {
      ...cached,
      schema: {
        querystring: placeSearchQuerySchema,
        response: { 200: z.object({ data: z.array(placeSchema) }) },
      },
    },
    async (request, reply) => {
      const { q, country, limit } = request.query;
      reply.header('cache-control', 'public, max-age=3600');
      return { data: (await placeIndex(country)).search(q, limit) };
    },
  );

  app.get(
    '/places/nearest',
    {
      ...cached,
      schema: {
        querystring: nearestQuerySchema,
        response: { 200: z.object({ data: placeSchema, distanceKm: z.number() }) },
      },
    },
    async (request) => {
      const { lat, lng, country } = request.query;
      const nearest = (await placeIndex(country)).nearest(lat, lng);
      if (!nearest) throw new HttpError(404, ERROR_CODES.notFound, 'No known place is near you.');
      return { data: nearest.place, distanceKm: Math.round(nearest.distanceKm * 10) / 10 };
    },
  );
};
