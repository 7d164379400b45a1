'use client';

import { useActionState } from 'react';
import type { AccountState } from '@/lib/desk/accounts';
import { StateMessage } from './state-message';

interface Props {
  action: (state: AccountState, form: FormData) => Promise<AccountState>;
  email?: string;
  token?: string;
  submit: string;
  newPassword?: boolean;
}

export function PasswordForm({ action, email, token, submit, newPassword = false }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="desk-form">
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {email ? (
        <p>
          E-mail: <strong>{email}</strong>
        </p>
      ) : (
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required maxLength={320} defaultValue={state.values?.email} />
        </label>
      )}
      <label>
        Password
        <input name="password" type="password" autoComplete={newPassword ? 'new-password' : 'current-password'} required minLength={newPassword ? 8 : 1} maxLength={72} />
      </label>
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        {submit}
      </button>
    </form>
  );
}
