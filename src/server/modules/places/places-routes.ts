// Place search for the booking form (gazetteer plus street geocoder), "use my location" and the map pin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES, type Country } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import {
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  reverseQuerySchema,
  reverseResponseSchema,
} from '../../../domain/places/place-contract';
import { placeSchema } from '../../../domain/places/place';
import { HttpError } from '../../http-error';
import { placeIndex, reversePlace, searchPlaces } from './places';

const nearestQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  country: z.enum(COUNTRIES).default('in'),
});

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } };
  const { geocoder } = app.services;

  app.get(
    '/places',
    {
      ...cached,
      schema: { querystring: placeSearchQuerySchema, response: { 200: placeSearchResponseSchema } },
    },
    async (request, reply) => {
      const { q, country, limit, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const answer = await searchPlaces({ q, country, limit, near }, geocoder);
      // An answer missing the geocoder's part must not be kept: the next ask may get it whole.
      reply.header('cache-control', answer.incomplete ? 'no-store' : 'public, max-age=3600');
      return answer;
    },
  );

  app.get(
    '/places/reverse',
    {
      ...cached,
      schema: {
        querystring: reverseQuerySchema,
        response: { 200: reverseResponseSchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const country = request.query.country ?? (request.tenant?.countryCode as Country | undefined) ?? 'in';
      return reversePlace({ lat, lng }, country, geocoder);
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
