'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeskState, StateAction } from '@/lib/desk/desk-state';
import { PhotoFields, type Language } from './photo-fields';
import { preparedInBrowser, uploadWithProgress } from './prepare-photo';
import { StateMessage } from './state-message';

type Ticket = (target: string, name: string, type: string, year?: string) => Promise<{ path: string; url: string } | null>;

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png,.webp';

interface Props {
  action: StateAction;
  list: 'gallery' | 'story' | 'guest' | 'day';
  title: string;
  button: string;
  languages?: Language[];
  maxWidth: number;
  guestId?: string;
  ticket?: Ticket;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} KB`;

export function PhotoAddForm({ action, list, title, button, languages = [], maxWidth, guestId, ticket }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const [doing, setDoing] = useState<{ text: string; before: DeskState } | null>(null);
  const step = doing && doing.before === state ? doing.text : null;
  const formRef = useRef<HTMLFormElement>(null);
  const photoRequired = list !== 'story';
  // Sent by hand (below), so React does not empty the form itself: an added photo leaves it blank for the next.
  useEffect(() => {
    if (state.ok) formRef.current?.reset();
  }, [state]);
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    if (photo instanceof File && photo.size > 0) {
      setDoing({ text: `Preparing ${photo.name}…`, before: state });
      const prepared = await preparedInBrowser(photo, maxWidth);
      form.set('photo', prepared, prepared.name);
      setDoing({ text: `Sending the photo (${kilobytes(prepared.size)})…`, before: state });
      const address = ticket ? await ticket(list === 'guest' ? (guestId ?? '') : list, prepared.name, prepared.type, String(form.get('year') ?? '')).catch(() => null) : null;
      const sent = (percent: number) => setDoing({ text: `Sending the photo (${kilobytes(prepared.size)}): ${percent}%`, before: state });
      if (address && (await uploadWithProgress(address.url, prepared, sent))) {
        form.delete('photo');
        form.set('uploaded', address.path);
        form.set('photo_name', photo.name);
        setDoing({ text: 'Saving…', before: state });
      }
    }
    startTransition(() => formAction(form));
  }
  const id = `add-${list}`;
  const photoError = state.errors?.photo;
  return (
    <form ref={formRef} action={formAction} onSubmit={send} className="desk-form desk-add" id={id} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{title}</h3>
      <input type="hidden" name="list" value={list} />
      {guestId ? <input type="hidden" name="id" value={guestId} /> : null}
      <div className="desk-field">
        <label htmlFor={`${id}-photo`}>{photoRequired ? 'Photo' : 'Photo (optional)'}</label>
        <input type="file" id={`${id}-photo`} name="photo" accept={PHOTO_ACCEPT} required={photoRequired} aria-describedby={photoError ? `${id}-photo-error` : undefined} />
        {photoError ? (
          <span id={`${id}-photo-error`} role="alert">
            {photoError}
          </span>
        ) : null}
      </div>
      {list === 'guest' || list === 'day' ? null : <PhotoFields list={list} prefix={id} values={{}} state={state} languages={languages} />}
      {step ? <p role="status">{step}</p> : <StateMessage state={state} />}
      <button type="submit" disabled={pending || step !== null}>
        {button}
      </button>
    </form>
  );
}
