import { useState } from 'react';
import { useOutlet } from 'react-router';

/**
 * The route outlet as it was when this component mounted. Keyed by path, it lets a leaving
 * page keep showing itself while it fades out, although the router has moved on.
 */
export function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}
