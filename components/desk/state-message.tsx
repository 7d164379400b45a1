import type { DeskState } from '@/lib/desk/desk-state';

export function StateMessage({ state, children }: { state: DeskState<unknown, unknown>; children?: React.ReactNode }) {
  if (!state.message) return null;
  return (
    <p role={state.ok ? 'status' : 'alert'}>
      {state.message}
      {children}
    </p>
  );
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} role="alert">
      {text}
    </span>
  ) : null;
}
