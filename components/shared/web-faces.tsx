'use client';
import { cutFacesCss, webFacesCss } from '@/lib/invitation/web-faces';
import { useHeadOnce } from './head-once';

/**
 * The faces' @font-face rules in the page's <head>, as HTML only: a stylesheet import would also put them in the
 * RSC payload, twice (docs/decisions.md, "The faces' rules in the HTML only"). `cut`: keepCutFaces's name.
 */
export function WebFaces({ cut }: { cut?: string }) {
  useHeadOnce(() => {
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
