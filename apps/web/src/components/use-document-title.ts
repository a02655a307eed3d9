import { useEffect } from 'react';

/** "<page> · Docsift" in the browser tab, so screen readers announce the page after navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Docsift`;
  }, [title]);
}
