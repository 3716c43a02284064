/**
 * A button whose label may wrap: the coach's cards sit in the dashboard's narrow column, where a long label (French,
 * German) would run past the card's edge on one line.
 */
export const WRAPPING_BUTTON = 'h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal';
