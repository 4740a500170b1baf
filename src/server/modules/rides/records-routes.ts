// Read-only records: the partner's wallet, customers and ride events, and a rider's own rides and cashback wallet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customersQuerySchema,
  customersResponseSchema,
  rideEventsQuerySchema,
  rideEventsResponseSchema,
} from '../../../domain/riders/customers';
import { riderRidesQuerySchema, riderRidesResponseSchema } from '../../../domain/rides/rider-rides';
import { walletQuerySchema, walletResponseSchema } from '../../../domain/money/wallet';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { listCustomers, listRideEvents } from '../riders';
import { listRiderRides } from './rider-rides';
import { readWallet } from '../money';

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/partner/wallet',
    { schema: { querystring: walletQuerySchema, response: { 200: walletResponseSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      return readWallet(db, requireTenant(request), null, request.query);
    },
  );

  app.get(
    '/wallet',
    { schema: { querystring: walletQuerySchema, response: { 200: walletResponseSchema } } },
    async (request) => {
      const rider = requireSession(request, 'rider');
      return readWallet(db, requireTenant(request), rider.user.id, request.query);
    },
  );

  app.get(
    '/rides',
    { schema: { querystring: riderRidesQuerySchema, response: { 200: riderRidesResponseSchema } } },
    async (request) => {
      const rider = requireSession(request, 'rider');
      return listRiderRides(db, requireTenant(request), rider.user.id, request.query);
    },
  );

  app.get(
    '/partner/customers',
    { schema: { querystring: customersQuerySchema, response: { 200: customersResponseSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      return listCustomers(db, requireTenant(request), request.query);
    },
  );

  app.get(
    '/partner/ride-events',
    { schema: { querystring: rideEventsQuerySchema, response: { 200: rideEventsResponseSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      return listRideEvents(db, requireTenant(request), request.query);
    },
  );
};
