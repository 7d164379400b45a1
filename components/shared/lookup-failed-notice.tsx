import { NoAccess } from './no-access';

/**
 * The no-access notice when the guest could not be looked up just now: 'Try Again' reloads
 * the invitation. A plain link, so it works without JavaScript.
 */
export function LookupFailedNotice({ retryHref }: { retryHref: string }) {
  return (
    <NoAccess
      action={
        <>
          <p role="status">We could not open your invitation just now.</p>
          <a className="button" href={retryHref}>
            Try Again
          </a>
        </>
      }
    />
  );
}
