// assistants: booking and running rides by conversation. The rider's chat agent (PWA chat and WhatsApp), the
// partner's agent in the console, the LLM they may use, and the socket.io door (rider chat, partner chat, ride
// watching, driver positions). Owns conversations, chat_messages and whatsapp_inbox.
import type { RegisterModule } from '../../lib/server-module';
import { agentRoutes } from './agent-routes';
import { socketPlugin } from './socket-plugin';
import { whatsappRoutes } from './whatsapp-routes';

export const register: RegisterModule = async (app) => {
  const { db, env } = app.services;
  await app.register(agentRoutes, { prefix: '/api/v1' });
  await app.register(whatsappRoutes, { prefix: '/api/v1/whatsapp' });
  await app.register(socketPlugin, {
    db,
    redisUrl: env.REDIS_URL,
    routingUrl: env.ROUTING_URL,
    platformDomain: env.PLATFORM_DOMAIN,
  });
};
