/** motion's DOM animation features, split into their own chunk (see providers.tsx). */
export { domAnimation as default } from 'motion/react';
