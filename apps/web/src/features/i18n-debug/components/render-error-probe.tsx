/** Throws while rendering: proves that the route's error boundary catches render errors. */
export function RenderErrorProbe(): never {
  throw new Error('Simulated render error from /i18n-debug');
}
