// Which channels a partner set up for riders' texts and login codes, read defensively from the tenant (an unknown
// stored value means SMS, which every platform has).
import { RIDER_MESSAGE_CHANNELS, type RiderMessageChannel } from '../../../domain/partners/partner-settings';
import { LOGIN_CODE_CHANNELS, type LoginCodeChannel } from '../../../domain/messages/message-kinds';
import type { Tenant } from '../../lib/tenants';

export function riderMessageChannel(tenant: Tenant): RiderMessageChannel {
  return RIDER_MESSAGE_CHANNELS.find((channel) => channel === tenant.riderMessageChannel) ?? 'sms';
}

export function loginCodeChannel(tenant: Tenant): LoginCodeChannel {
  return LOGIN_CODE_CHANNELS.find((channel) => channel === tenant.loginCodeChannel) ?? 'sms';
}
