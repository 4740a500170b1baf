// The partner agent's chat on the console's own socket: `partnerMessage` in, `partnerAgentMessage` out. Only a
// partner session of the socket's tenant is answered; a socket's messages are answered one after another, so
// the action waiting for a yes is always the one the partner last saw restated.
import { mayUse } from '../../../domain/partners/partner-staff';
import type { Socket } from 'socket.io';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import {
  partnerMessageSchema,
  type PartnerAgentMessage,
  type PartnerReply,
} from '../../../domain/assistants/partner-agent/partner-agent-contract';
import type { Db } from '../../db/client';
import { answerPartner, type PendingRideAction } from './partner-agent';
import { asPartnerRole, type ActiveSession } from '../../lib/sessions';
import { findTenantById } from '../../lib/tenants';
import { announceRideAction, type RideNewsDeps } from '../rides';

export interface PartnerChatDeps extends RideNewsDeps {
  db: Db;
  trustProxy: boolean;
}

/** Where the driver's tracking link points: this site, as the partner reached it. */
function siteOrigin(socket: Socket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-proto'];
  const proto =
    trustProxy && typeof forwarded === 'string'
      ? forwarded.split(',')[0]!.trim()
      : socket.handshake.secure
        ? 'https'
        : 'http';
  return `${proto}://${socket.handshake.headers.host ?? ''}`;
}

export function answerPartnerChat(socket: Socket, deps: PartnerChatDeps) {
  let pending: PendingRideAction | null = null;
  let queue = Promise.resolve();
  const say = (reply: PartnerReply) => {
    const message: PartnerAgentMessage = {
      role: 'system',
      content: { reply, createIsoTime: new Date().toISOString() },
    };
    socket.emit(SOCKET_EVENTS.partnerAgentMessage, message);
  };

  async function turn(raw: unknown) {
    const session: ActiveSession | null = socket.data.session;
    if (!session || session.user.role !== 'partner') return say({ kind: 'signIn' });
    const role = asPartnerRole(session.user.partnerRole);
    if (!mayUse(role, 'chat')) return say({ kind: 'refused', reason: `A ${role} account cannot run rides.` });
    const message = partnerMessageSchema.safeParse(raw);
    if (!message.success) {
      const tooLong = message.error.issues.some((issue) => issue.code === 'too_big');
      return say({ kind: 'badMessage', problem: tooLong ? 'tooLong' : 'blank' });
    }
    const tenant = await findTenantById(deps.db, session.tenantId);
    if (!tenant) return say({ kind: 'signIn' });
    const answer = await answerPartner(deps.db, tenant, role, message.data.content.message, pending);
    pending = answer.pending;
    say(answer.reply);
    if (answer.applied) {
      await announceRideAction(
        deps,
        tenant,
        siteOrigin(socket, deps.trustProxy),
        answer.applied.request,
        answer.applied.ride,
      );
    }
  }

  socket.on(SOCKET_EVENTS.partnerMessage, (raw: unknown) => {
    queue = queue
      .then(() => turn(raw))
      .catch((error: unknown) => {
        deps.warn(error, 'the partner agent could not answer');
        pending = null;
        say({ kind: 'failed' });
      });
  });
}
