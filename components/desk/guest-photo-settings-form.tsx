'use client';

import { useActionState } from 'react';
import type { DeskState, StateAction } from '@/lib/desk/desk-state';
import type { SettingsValues } from '@/lib/desk/guest-photo-settings';
import { MOST_FILES, MOST_MB } from '@/lib/desk/upload-window';
import { FieldError, StateMessage } from './state-message';

interface Props {
  action: StateAction<SettingsValues>;
  values: SettingsValues;
  /** The wedding's date, the earliest last day; and the zone its days are counted in. */
  day: string | null;
  zone: string;
  defaultCloses: string | null;
}

export function GuestPhotoSettingsForm({ action, values: saved, day, zone, defaultCloses }: Props) {
  const [state, formAction, pending] = useActionState<DeskState<SettingsValues>, FormData>(action, {});
  const values = state.values ?? saved;
  const error = (field: keyof SettingsValues) => state.errors?.[field];
  const described = (field: keyof SettingsValues) => (error(field) ? `gps-${field}-error` : undefined);
  return (
    <form key={JSON.stringify([state, saved])} action={formAction} className="desk-form" aria-label="Settings for guests' photos">
      <label className="desk-check">
        <input type="checkbox" name="share" defaultChecked={values.share === 'on'} />
        Share approved photos with guests
      </label>
      <p>Off: each guest sees only what they sent. On: every guest&apos;s thank-you page shows the photos you approved, each theirs to download.</p>
      <label>
        Last day guests may add photos ({zone} time)
        <input type="date" name="closes_on" min={day ?? undefined} defaultValue={values.closes_on} aria-describedby={described('closes_on')} />
      </label>
      <FieldError id="gps-closes_on-error" text={error('closes_on')} />
      {defaultCloses ? <p>Empty, or {defaultCloses}: 30 days after the wedding, and it moves with the wedding&apos;s date.</p> : null}
      <label>
        Files per guest
        <input type="number" name="files_per_guest" inputMode="numeric" min={0} max={MOST_FILES} defaultValue={values.files_per_guest} aria-describedby={described('files_per_guest')} />
      </label>
      <FieldError id="gps-files_per_guest-error" text={error('files_per_guest')} />
      <label>
        MB per guest, in all
        <input type="number" name="mb_per_guest" inputMode="numeric" min={0} max={MOST_MB} defaultValue={values.mb_per_guest} aria-describedby={described('mb_per_guest')} />
      </label>
      <FieldError id="gps-mb_per_guest-error" text={error('mb_per_guest')} />
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        Save the settings
      </button>
    </form>
  );
}
