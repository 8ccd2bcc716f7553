/** A full page load to a path of this site (pages link with plain anchors, not a client router). */
export function navigateTo(href: string): void {
  window.location.assign(href);
}
