'use client';

import { useStateWords } from './state-words';

export function ErrorState({ message }: { message: 'loadFailed' | 'missingInfo' }) {
  const words = useStateWords();
  return (
    <main className="notice">
      <div className="notice-card" role="alert">
        <h1>{words.title}</h1>
        <p>{words[message]}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {words.tryAgain}
        </button>
      </div>
    </main>
  );
}
