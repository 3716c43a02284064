import { useEffect } from 'react';

const PRODUCT_NAME = 'OpenWell'; // the product's name is the same in every language

/** "<page> · OpenWell", or just the product name. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the tab title to "<page> · OpenWell" (or just the product name). */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
