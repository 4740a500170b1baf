// A partner's staff: the owner invites people by e-mail with a role; each logs in with their own e-mail code
// on the partner's site. An e-mail belongs to one business only, and a business always keeps an owner.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { PartnerRole } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import type { StaffMember } from '../../../domain/partners/partner-staff';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { HttpError } from '../../http-error';
import { asPartnerRole, type User } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';

async function toMember(db: Db, user: User): Promise<StaffMember> {
  const [used] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    role: asPartnerRole(user.partnerRole),
    joined: (used?.n ?? 0) > 0,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listStaff(db: Db, tenantId: string): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'partner')))
    .orderBy(asc(users.createdAt));
  return Promise.all(rows.map((row) => toMember(db, row)));
}

export async function inviteStaff(
  tx: Db,
  mailer: Mailer,
  tenant: Tenant,
  invite: { name: string; email: string; role: PartnerRole },
  loginUrl: string,
): Promise<StaffMember> {
  const [existing] = await tx
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.role, 'partner'), eq(users.email, invite.email)));
  if (existing)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      existing.tenantId === tenant.id
        ? `${invite.email} is already on your staff.`
        : `${invite.email} already runs or works for another business; use another address.`,
      { email: 'This e-mail already has a partner account' },
    );
  const [user] = await tx
    .insert(users)
    .values({
      tenantId: tenant.id,
      role: 'partner',
      partnerRole: invite.role,
      name: invite.name,
      email: invite.email,
    })
    .returning();
  await mailer.send({
    to: invite.email,
    subject: `${tenant.businessName} added you as ${invite.role}`,
    text: `${tenant.businessName} added you to its console as ${invite.role}. Log in at ${loginUrl} with this e-mail address: we send you a code each time.`,
  });
  return toMember(tx, user!);
}

async function staffMember(tx: Db, tenantId: string, id: string): Promise<User> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), eq(users.role, 'partner')));
  if (!user) throw new HttpError(404, ERROR_CODES.notFound, 'This staff member was not found.');
  return user;
}

/** Refuses to leave the business without an owner. */
async function assertAnotherOwner(tx: Db, tenantId: string, leaving: User) {
  if (asPartnerRole(leaving.partnerRole) !== 'owner') return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, 'partner'),
        eq(users.partnerRole, 'owner'),
        ne(users.id, leaving.id),
      ),
    );
  if ((others?.n ?? 0) === 0)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      'A business needs an owner: make someone else owner first.',
      {
        role: 'The last owner stays owner',
      },
    );
}

export async function updateStaff(
  tx: Db,
  tenantId: string,
  id: string,
  change: { name?: string; role?: PartnerRole },
): Promise<StaffMember> {
  const user = await staffMember(tx, tenantId, id);
  if (change.role && change.role !== 'owner') await assertAnotherOwner(tx, tenantId, user);
  const [updated] = await tx
    .update(users)
    .set({
      ...(change.name ? { name: change.name } : {}),
      ...(change.role ? { partnerRole: change.role } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return toMember(tx, updated!);
}

export async function removeStaff(tx: Db, tenantId: string, id: string): Promise<void> {
  const user = await staffMember(tx, tenantId, id);
  await assertAnotherOwner(tx, tenantId, user);
  // Their sessions go with the account (cascade), so a removed member is logged out everywhere at once.
  await tx.delete(users).where(eq(users.id, id));
}
