import { useLayoutEffect } from 'react';

// For the island, which enhances markup the server rendered (and React never renders again) in
// place: it sets attributes on those elements and listens to them, instead of rendering them.

/** A string sets the attribute, null removes it, undefined leaves what the server rendered. */
export type Attributes = Record<string, string | null | undefined>;

/**
 * Keeps attributes of a server-rendered element in step with a component's state: after each
 * render, before the browser paints. Unmounting puts back what the server rendered.
 */
export function useAttributes(element: Element, attributes: Attributes) {
  useLayoutEffect(() => {
    const before = Object.keys(attributes).map((name) => [name, element.getAttribute(name)] as const);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === null) element.removeAttribute(name);
      else if (value !== undefined) element.setAttribute(name, value);
    }
    return () => {
      for (const [name, value] of before) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    };
  });
}

/** Adds the listeners to the target; returns what removes them (an effect's clean-up). */
export function listen(target: EventTarget, listeners: Record<string, (event: Event) => void>): () => void {
  const entries = Object.entries(listeners);
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
