import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a phone, in a labelled region a keyboard can focus and so scroll
 * (axe: scrollable-region-focusable). Named by `label`, or by the element `labelledBy` points at.
 */
export function ScrollRegion({
  className,
  label,
  labelledBy,
  children,
}: {
  className: string | undefined;
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region scrolls by keyboard only once focused
    <div className={className} tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
