/** Leaves the app for the provider's consent page (its own module, so tests can watch it: jsdom cannot navigate). */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
