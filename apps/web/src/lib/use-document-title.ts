import { useEffect } from 'react';

const PRODUCT_NAME = 'OpenWell'; // the product's name is the same in every language

/** Sets the tab title to "<page> · OpenWell" (or just the product name). */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
