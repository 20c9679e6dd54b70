// A bar fixed to the bottom of a phone screen covers whatever scrolls under it, the footer's last
// line too: while a bar is mounted its height is kept in a CSS variable, which the app shell adds
// as bottom padding, so the whole page can be scrolled above the bar.

import classes from './fixedBottomBar.module.css';

/** Also named in fixedBottomBar.module.css. */
const HEIGHT = '--fixed-bottom-bar-height';

/** The app shell's bottom padding: the bar's height, 0 when no bar is mounted or it is hidden. */
export const fixedBottomBarSpace = `var(${HEIGHT}, 0px)`;

/** For the toasts' containers: those at the bottom keep clear of the bar. */
export const clearOfFixedBottomBar = classes.clearOfBar;

/** The bar's ref: measures it while it is mounted (a hidden bar measures 0). */
export function measureFixedBottomBar(bar: HTMLElement | null): (() => void) | undefined {
  // React 19 calls the returned cleanup on unmount, not the ref with null.
  if (!bar) return undefined;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => root.setProperty(HEIGHT, `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.removeProperty(HEIGHT);
  };
}
