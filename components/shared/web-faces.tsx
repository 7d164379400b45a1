'use client';
import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { cutFacesCss, webFacesCss } from '@/lib/invitation/web-faces';

/**
 * The faces' @font-face rules in the page's <head>, as HTML only: a stylesheet import would also put them in the
 * RSC payload, twice (docs/decisions.md, "The faces' rules in the HTML only"). `cut`: keepCutFaces's name.
 */
export function WebFaces({ cut }: { cut?: string }) {
  const sent = useRef(false);
  useServerInsertedHTML(() => {
    // Asked again at every flush of the stream: the head needs them once.
    if (sent.current) return null;
    sent.current = true;
    const css = webFacesCss();
    const cutCss = cut ? cutFacesCss(cut) : '';
    return (
      <>
        {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
        {cutCss ? <style dangerouslySetInnerHTML={{ __html: cutCss }} /> : null}
      </>
    );
  });
  return null;
}
