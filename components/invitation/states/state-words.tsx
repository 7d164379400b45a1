'use client';

import { createContext, useContext, type ReactNode } from 'react';
export interface StateWords {
  title: string;
  loadFailed: string;
  missingInfo: string;
  tryAgain: string;
}

const Words = createContext<StateWords | null>(null);

// Next renders the error boundary without props, so its words come by context.
export function StateWordsProvider({ words, children }: { words: StateWords; children: ReactNode }) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

export function useStateWords(): StateWords {
  const words = useContext(Words);
  if (!words) throw new Error('The error state is shown outside the invitation layout, which gives it its words');
  return words;
}
