/**
 * Global errors and unhandled promise rejections are only logged to the console.
 * Returns a function that removes the listeners (for tests).
 */
export function installGlobalErrorLogging(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    console.error('[OpenWell] Uncaught error:', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('[OpenWell] Unhandled promise rejection:', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
