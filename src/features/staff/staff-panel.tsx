// Staff: who else works in the console and as what. The owner invites a person by name, e-mail and role (they
// log in with that e-mail), changes a role on the spot, or removes someone after confirming.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { staffCreateSchema, staffMemberSchema, type StaffMember } from '../../domain/partners/partner-staff';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { useChangeStaff, useInviteStaff, useRemoveStaff, useStaff } from './staff-query';
import './staff.css';

const ROLES = staffMemberSchema.shape.role.options;
type Input = z.input<typeof staffCreateSchema>;
const FIELDS = ['name', 'email', 'role'] as const;

const MESSAGES: Record<string, string> = {
  'Name is required': 'settings.errors.nameRequired',
  'E-mail is required': 'signup.errors.emailRequired',
  'Enter a valid e-mail address': 'signup.errors.emailInvalid',
  'This e-mail already has a partner account': 'staff.errors.emailTaken',
};

/** A refused change or removal: the last owner cannot go, in the partner's language; others as the server says. */
function changeError(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiRequestError && error.fields.role) return t('staff.errors.lastOwner');
  return describeError(error, t);
}

export function StaffPanel() {
  const { t } = useTranslation();
  const staff = useStaff();
  const change = useChangeStaff();
  const remove = useRemoveStaff();
  const failure = change.error ?? remove.error;

  function confirmRemove(member: StaffMember) {
    if (window.confirm(t('staff.removeConfirm', { name: member.name }))) remove.mutate(member.id);
  }

  return (
    <div className="staff">
      {staff.isPending ? <p className="muted">{t('partner.common.loading')}</p> : null}
      {staff.isError ? <p className="form-error">{describeError(staff.error, t)}</p> : null}
      {staff.data ? (
        <div className="table-scroll">
          <table className="data-table data-table--cards">
            <caption className="visually-hidden">{t('staff.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('staff.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.data.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.name}</th>
                  <td data-label={t('staff.email')}>{member.email}</td>
                  <td data-label={t('staff.role')}>
                    <select
                      className="field__input"
                      aria-label={t('staff.roleOf', { name: member.name })}
                      value={member.role}
                      disabled={change.isPending}
                      onChange={(event) =>
                        change.mutate({
                          id: member.id,
                          patch: { role: event.target.value as StaffMember['role'] },
                        })
                      }
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`staff.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label={t('staff.status')}>
                    {member.joined ? t('staff.joined') : t('staff.invited')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={remove.isPending}
                      onClick={() => confirmRemove(member)}
                    >
                      {t('staff.remove', { name: member.name })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {changeError(failure, t)}
        </p>
      ) : null}
      <p className="settings-hint">{t('staff.rolesHint')}</p>
      <InviteForm />
    </div>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInviteStaff();
  const form = useForm<Input, unknown, z.output<typeof staffCreateSchema>>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { name: '', email: '', role: 'dispatcher' },
  });
  const { errors } = form.formState;
  const err = (name: (typeof FIELDS)[number]) => {
    const text = errors[name]?.message;
    return text ? (MESSAGES[text] ? t(MESSAGES[text]) : text) : undefined;
  };
  const aria = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    'aria-invalid': err(name) ? true : undefined,
    'aria-describedby': err(name) ? `${id}-${name}-error` : undefined,
  });
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError)) return;
        for (const [field, text] of Object.entries(failure.fields)) {
          const name = FIELDS.find((candidate) => candidate === field);
          if (name) form.setError(name, { type: 'server', message: text });
        }
      },
    }),
  );

  return (
    <form className="staff-invite" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-group__title">
        {t('staff.invite')}
      </h3>
      {FIELDS.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`} className="field__label">
            {t(`staff.${name}`)}
          </label>
          {name === 'role' ? (
            <select {...aria(name)} className="field__input" {...form.register('role')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`staff.roles.${role}`)}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...aria(name)}
              className="field__input"
              type={name === 'email' ? 'email' : 'text'}
              autoComplete="off"
              {...form.register(name)}
            />
          )}
          {err(name) ? (
            <p id={`${id}-${name}-error`} className="field__error">
              {err(name)}
            </p>
          ) : null}
        </div>
      ))}
      <div className="staff-invite__actions">
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {t('staff.send')}
        </button>
        <p role="status">
          {invite.isSuccess ? <span className="form-success">{t('staff.sent')}</span> : null}
          {invite.isError &&
          !(invite.error instanceof ApiRequestError && Object.keys(invite.error.fields).length) ? (
            <span className="form-error">{describeError(invite.error, t)}</span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
