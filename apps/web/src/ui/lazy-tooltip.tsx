import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Mantine's Tooltip from its own chunk, fetched the first time one renders (the first-load budget). */
export const DeferredTooltip = lazy(() => import('./mantine-tooltip.tsx'));

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export type LazyTooltipProps = Omit<
  TooltipProps,
  'children' | 'target' | 'opened' | 'defaultOpened' | 'events'
> & {
  /** One element that takes a ref and carries its own accessible name (aria-label). */
  children: ReactElement<TargetProps>;
};

/**
 * A Tooltip that costs nothing until it is wanted (the first-load budget): the child renders alone, and
 * Mantine's Tooltip (with its floating-ui positioning hooks, in a chunk of its own) loads and
 * mounts on the first hover or keyboard focus of the child, pointed at it with `target`, so
 * the child itself never remounts. It shows while a mouse hovers the child or the keyboard focuses it, and Escape
 * hides it. The child keeps its own accessible name; the tooltip only repeats it.
 */
export function LazyTooltip({ children, disabled, ...tooltip }: LazyTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [armed, setArmed] = useState(false);
  const own = children.props;
  const ref = useMergedRef(target, own.ref);
  const opened = armed && (hovered || focused) && !dismissed;

  // Escape hides it wherever the focus is, as Mantine's own Tooltip does.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  const show = (set: (value: boolean) => void) => {
    set(true);
    setDismissed(false);
    if (!disabled) setArmed(true);
  };

  return (
    <>
      {cloneElement(children, {
        ref,
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          // As Mantine's Tooltip: a mouse hover shows it, a tap does not.
          if (event.pointerType !== 'touch') show(setHovered);
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          setHovered(false);
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (event.currentTarget.matches(':focus-visible')) show(setFocused);
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          setFocused(false);
        },
      })}
      {armed ? (
        <Suspense fallback={null}>
          <DeferredTooltip {...tooltip} disabled={disabled} target={target} opened={opened} />
        </Suspense>
      ) : null}
    </>
  );
}
