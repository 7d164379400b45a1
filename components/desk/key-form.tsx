/** `npm run desk`'s way in: the key it printed, sent by a form so it stays out of the address bar and the history. */
export function KeyForm({ refused }: { refused: boolean }) {
  return (
    <form method="post" action="/desk/key" className="desk-form">
      <p>
        Write the key <code>npm run desk</code> printed in the terminal. It works once.
      </p>
      <label>
        Key
        <input name="key" type="password" autoComplete="off" required maxLength={200} />
      </label>
      {refused ? <p role="alert">That key is not this desk&apos;s, or it was used already. Stop the desk (Ctrl+C) and start it again for a new key.</p> : null}
      <button type="submit">Open the desk</button>
    </form>
  );
}
